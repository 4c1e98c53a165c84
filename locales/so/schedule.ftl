## Laylisyo jadwal ku socda (/schedule). Waqti kasta waa UTC, jawaab kastana sidaas ayay sheegtaa.

cmd-schedule = schedule
cmd-schedule-desc = Laylisyo iskood u bilaabma, jadwal ku socda (waqtiyadu waa UTC)
cmd-schedule-add = add
cmd-schedule-add-desc = Jadwalee laylis
opt-schedule-add-scenario = senaariyo
opt-schedule-add-scenario-desc = Senaariyaha (id ku dhex jira ama mid server-kan leeyahay)
opt-schedule-add-at = saacad
opt-schedule-add-at-desc = Waqtiga maalinta, HH:MM oo UTC ah (tusaale 09:30)
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
schedule-when-once = hal mar, saacadda { $at } UTC
schedule-when-day = maalin kasta saacadda { $at } UTC
schedule-when-week = { $day } kasta saacadda { $at } UTC

schedule-added = { $who } wuxuu jadwaleeyay { $scenario } kanaalkan (jadwal #{ $id }): { $when }. Bilowga xiga: { $next } UTC.
schedule-pings = Fariinta bilowgu waxay ku dhawaaqdaa { $role }.
schedule-list-title = Laylisyada la jadwaleeyay (waqtiyadu waa UTC):
schedule-line = #{ $id } · { $scenario } · { $when } · { $pace } · <#{ $channel }> · xiga: { $next }
schedule-next-none = midna (waa dhammaaday)
schedule-list-empty = Server-kan laylis looma jadwaleynin. Waqtiyadu waa UTC.
schedule-removed = { $who } wuxuu ka saaray jadwal #{ $id } ({ $scenario }).
schedule-none = Server-kan ma laha jadwal #{ $id }; /schedule list ayaa muujisa.

schedule-started = Laylis jadwalaysan (jadwal #{ $id }, { $when }): { $scenario } hadda ayuu bilaabmayaa — { $drill }, { $pace }.
schedule-skipped-late = Laylis jadwalaysan waa la dhaafay (jadwal #{ $id }, { $scenario }, waqtigiisu { $due } UTC): bot-ku wuu damnaa wuxuuna soo laabtay { $late } daqiiqo oo daahitaan ah, saacad ama ka badan.
schedule-skipped-busy = Laylis jadwalaysan waa la dhaafay (jadwal #{ $id }, { $scenario }, waqtigiisu { $due } UTC): kanaalkan laylis ayaa hore uga socda.
schedule-failed = Laylis jadwalaysan (jadwal #{ $id }, waqtigiisu { $due } UTC) ma bilaabmin: senaariyaha { $scenario } mar dambe ma jiro.

schedule-error-time = “{ $value }” maaha waqti: bixi HH:MM saacad 24 ah, UTC (tusaale 09:30).
schedule-error-every = “{ $value }” maaha hal mar, maalin kasta ama toddobaad kasta.
schedule-error-day-needed = Laylis toddobaadle ah wuxuu u baahan yahay maalintiisa (ikhtiyaarka maalin).
schedule-error-day-without-week = Maalin waxaa la siiyaa oo kaliya laylis toddobaadle ah.
schedule-error-everyone = Laylis jadwalaysan wuxuu ku dhawaaqaa hal door, marnaba @everyone.
