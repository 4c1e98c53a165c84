# Scenario titles (one line) and briefings (read out when a drill starts).

scenario-free-play-title = Frij spul: in rêstige moarn
scenario-free-play-briefing = In rêstige moarn om 08:00: 1125 req/s op 10 eksimplaren, in waarme cache en 100 % fan it flaterbudzjet fan de moanne. Der stiet neat pland; probearje alle knoppen út en sjoch wat it kostet.

scenario-bad-deploy-title = Minne útrol: beskermje it budzjet
scenario-bad-deploy-briefing = Om 09:10 giet in nije build út. De moanne wie al hurd: mar 20 % fan it flaterbudzjet is oer. Minuten nei de útrol giet it ferbrûkssnelheidsalarm ôf. Beskermje it budzjet.

scenario-viral-surge-title = Virale ferkearspiek: nimmen wit wannear
scenario-viral-surge-briefing = In keppeling nei de tsjinst ferspriedt him fluch en der wurdt ergens fan moarn in ferkearspiek ferwachte — nimmen wit wannear of hoe grut. Nije ynstânsjes hawwe hjoed 8 minuten nedich om te starten. As er komt, hâld flaters en latinsje leech sûnder jild te ferbaarnen oan net brûkte kapasiteit.

scenario-cache-flush-title = Cache leechmakke: de databank kriget elk fersyk
scenario-cache-flush-briefing = Op de middeispiek leechmakket in ûnderhâldsskript de hiele cache. Elk fersyk giet no nei de databank, dy’t grutte hat foar de gewoane trefferrate fan 85 %. Krij de tsjinst werom sûnder de databank te oerbelêsten.
