# Scenario titles (one line) and briefings (read out when a drill starts).

scenario-free-play-title = Frij spul: in rêstige moarn
scenario-free-play-briefing = In rêstige moarn om { $start }: { $rps } req/s op { $instances } eksimplaren, in waarme cache en { $budget } % fan it flaterbudzjet fan de moanne. Der stiet neat pland; probearje alle knoppen út en sjoch wat it kostet.

scenario-bad-deploy-title = Minne útrol: beskermje it budzjet
scenario-bad-deploy-briefing = Om { $first_at } giet in nije build út. De moanne wie al hurd: mar { $budget } % fan it flaterbudzjet is oer. Minuten nei de útrol giet it ferbrûkssnelheidsalarm ôf. Beskermje it budzjet.

scenario-viral-surge-title = Virale ferkearspiek: nimmen wit wannear
scenario-viral-surge-briefing = In keppeling nei de tsjinst ferspriedt him fluch en der wurdt ergens fan moarn in ferkearspiek ferwachte — nimmen wit wannear of hoe grut. Nije ynstânsjes hawwe hjoed { $boot } minuten nedich om te starten. As er komt, hâld flaters en latinsje leech sûnder jild te ferbaarnen oan net brûkte kapasiteit.

scenario-cache-flush-title = Cache leechmakke: de databank kriget elk fersyk
scenario-cache-flush-briefing = Earne om de middeispiek hinne draait in ûnderhâldsopdracht dy't de hiele cache leechmakket; nimmen hat de tsjinst sein wannear. Elk fersyk giet dan nei de databank, dy’t grutte hat foar de gewoane trefferrate fan { $hit } %. Sjoch it op it dashboerd en krij de tsjinst werom sûnder de databank te oerbelêsten.

scenario-launch-day-title = Lansearingsdei: in nije build foar de grutte lansearring
scenario-launch-day-briefing = Om { $first_at } giet de build foar de lansearring út; om { $second_at } wurdt de lansearring bekendmakke en klimt it ferkear sa’n oere lang nei twa oant trije kear it gewoane. Der is mar { $budget } % fan it flaterbudzjet fan de moanne oer, en nije eksimplaren hawwe { $boot } minuten nedich om op te starten. Hâld de lansearring oerein en it budzjet hiel.

scenario-db-degradation-title = Databank yn ferfal: in heale databank op de piek
scenario-db-degradation-briefing = Prizen moatte farsk bliuwe, dus de cache hâldt antwurden mar { $ttl } s fêst en de databank docht in protte fan it wurk. Om de middei hinne falt ien fan har replika’s sawat trije kertier út en nimt de helte fan de kapasiteit mei. Der is { $budget } % fan it flaterbudzjet fan de moanne oer. Hâld de tsjinst oan it antwurdzjen.

scenario-zone-outage-title = Sône-útfal: in tredde fan de float giet op swart
scenario-zone-outage-briefing = De float is ferdield oer trije beskikberenssônes en draait krap, de autoskaler op in doel fan { $target } %. De leveransier warskôget dat ien sône om de middeispiek hinne net stabyl is; falt dy út, dan gean har eksimplaren mei. Ferfangers hawwe { $boot } minuten nedich om op te starten, en de kliïnten besykje de measte mislearre fersiken daliks opnij. Der is mar { $budget } % fan it flaterbudzjet fan de moanne oer.

scenario-retry-storm-title = Opnij-stoarm: in leechmakke cache en kliïnten dy’t daliks opnij besykje
scenario-retry-storm-briefing = Earne om de middeispiek hinne draait de ûnderhâldsopdracht dy't de hiele cache leechmakket wer, krekt as ferline moanne, en wer seit nimmen wannear. Sûnt dy tiid besiket de mobile app mislearre fersiken daliks opnij: de helte dêrfan komt de minút dêrnei werom boppe op de nije, sadat oerbelêsting himsels fiedt. De helte fan it flaterbudzjet fan de moanne is oer. Brek de stoarm.

scenario-bad-ttl-push-title = Minne TTL-push: de cache hâldt neat mear fêst
scenario-bad-ttl-push-briefing = In oar team set fan moarn in konfiguraasjewiziging foar de cache troch, en nimmen hat him goed neisjoen; nimmen hat de tsjinst sein wannear't er útgiet. Der is { $budget } % fan it flaterbudzjet fan de moanne oer. Hâld de cache en de databank yn ’e gaten, en meitsje ûngedien wat de push stikken makket.

# Added to a briefing when the scenario states a freshness limit (`freshness_limit_s`).
scenario-freshness-limit = Antwurden moatte farsk bliuwe: eltse antwurd dat âlder as { $limit } s tsjinne wurdt, kostet skoare (it diel ferâldere antwurden).
