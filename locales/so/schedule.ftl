## Laylisyo jadwal ku socda (/schedule). Waqtiyadu waa aagga waqtiga ee server-ka (UTC haddii aan la dejin), jawaab kastana way magacawdaa.

cmd-schedule = schedule
cmd-schedule-desc = Laylisyo iskood u bilaabma, jadwal ku socda (waqtiyadu waa aagga waqtiga ee server-ka)
cmd-schedule-add = add
cmd-schedule-add-desc = Jadwalee laylis
opt-schedule-add-scenario = senaariyo
opt-schedule-add-scenario-desc = Senaariyaha (id ku dhex jira ama mid server-kan leeyahay)
opt-schedule-add-at = saacad
opt-schedule-add-at-desc = Waqtiga maalinta, HH:MM ee aagga waqtiga server-ka (tusaale 09:30)
opt-schedule-add-every = kasta
opt-schedule-add-every-desc = Hal mar, maalin kasta, ama toddobaad kasta hal maalin
opt-schedule-add-day = maalin
opt-schedule-add-day-desc = Maalinta laylis toddobaadle ah
opt-schedule-add-ping = door
opt-schedule-add-ping-desc = Doorka kaliya ee fariinta bilowgu ku dhawaaqdo
opt-schedule-add-pace = xawaare
opt-schedule-add-pace-desc = Xawaaraha laylisku (waqtiga dhabta ah haddii aan la bixin)
cmd-schedule-list = list
cmd-schedule-list-desc = Laylisyada la jadwaleeyay
cmd-schedule-remove = remove
cmd-schedule-remove-desc = Ka saar jadwal
opt-schedule-remove-id = id
opt-schedule-remove-id-desc = Lambarka jadwalka, sida /schedule list u muujiyo

schedule-every-once = hal mar
schedule-every-day = maalin kasta
schedule-every-week = toddobaad kasta
schedule-day-monday = Isniin
schedule-day-tuesday = Talaado
schedule-day-wednesday = Arbaco
schedule-day-thursday = Khamiis
schedule-day-friday = Jimco
schedule-day-saturday = Sabti
schedule-day-sunday = Axad
schedule-when-once = hal mar, saacadda { $at } { $zone }
schedule-when-day = maalin kasta saacadda { $at } { $zone }
schedule-when-week = { $day } kasta saacadda { $at } { $zone }

schedule-added = { $who } wuxuu jadwaleeyay { $scenario } kanaalkan (jadwal #{ $id }): { $when }. Bilowga xiga: { $next } { $zone }.
schedule-pings = Fariinta bilowgu waxay ku dhawaaqdaa { $role }.
schedule-list-title = Laylisyada la jadwaleeyay (waqtiyadu waa { $zone }):
schedule-line = #{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · xiga: { $next }
schedule-next-none = midna (waa dhammaaday)
schedule-list-empty = Server-kan laylis looma jadwaleynin. Waqtiyadu waa { $zone }.
schedule-removed = { $who } wuxuu ka saaray jadwal #{ $id } ({ $scenario }).
schedule-none = Server-kan ma laha jadwal #{ $id }; /schedule list ayaa muujisa.

schedule-started = Laylis jadwalaysan (jadwal #{ $id }, { $when }): { $scenario } hadda ayuu bilaabmayaa — { $drill }, { $pace }.
schedule-skipped-late = Laylis jadwalaysan waa la dhaafay (jadwal #{ $id }, { $scenario }, waqtigiisu { $due } { $zone }): bot-ku wuu damnaa wuxuuna soo laabtay { $late } daqiiqo oo daahitaan ah, saacad ama ka badan.
schedule-skipped-busy = Laylis jadwalaysan waa la dhaafay (jadwal #{ $id }, { $scenario }, waqtigiisu { $due } { $zone }): kanaalkan laylis ayaa hore uga socda.
schedule-failed = Laylis jadwalaysan (jadwal #{ $id }, waqtigiisu { $due } { $zone }) ma bilaabmin: senaariyaha { $scenario } mar dambe ma jiro.

schedule-error-time = “{ $value }” maaha waqti: bixi HH:MM saacad 24 ah (tusaale 09:30).
schedule-error-every = “{ $value }” maaha hal mar, maalin kasta ama toddobaad kasta.
schedule-error-day-needed = Laylis toddobaadle ah wuxuu u baahan yahay maalintiisa (ikhtiyaarka maalin).
schedule-error-day-without-week = Maalin waxaa la siiyaa oo kaliya laylis toddobaadle ah.
schedule-error-everyone = Laylis jadwalaysan wuxuu ku dhawaaqaa hal door, marnaba @everyone.
cmd-schedule-timezone = timezone
cmd-schedule-timezone-desc = Muuji ama deji aagga waqtiga server-ka ee jadwalada (magac ka mid ah kaydka tz)
opt-schedule-timezone-zone = zone
opt-schedule-timezone-zone-desc = Magac ka mid ah kaydka tz, tusaale Africa/Mogadishu ama Europe/Amsterdam (UTC haddii aan midna)
schedule-zone-set = { $who } wuxuu aagga waqtiga server-kan u dejiyay { $zone }: waqtiyada jadwaladu waxay raacaan saacaddaas, waqtiga xagaaga oo ay ku jirto (halkaas hadda { $now }).
schedule-zone-shown = Aagga waqtiga server-kan waa { $zone } (halkaas hadda { $now }); /schedule timezone zone:… ayaa beddela.
schedule-zone-unknown = “{ $zone }” maaha aag waqti oo ku jira kaydka tz (tusaale Africa/Mogadishu, Europe/Amsterdam, UTC); waxba isma beddelin.
