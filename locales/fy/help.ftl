# Help for players, in the terminal and in Discord.

help-title = oncall-drill — oefenje mei-inoar it reagearjen op ynsidinten
help-intro = Do hast stânby foar in webtsjinst: in lestferdieler foar in float eksimplaren, in cache foar in databank, en in beskikberensdoel fan 99,9 %. Elke minút berekkenet it model wachtrigefertraging, time-outs, cachetreffers en databanklêst út learboekformules — en wat dyn besluten kostje.
help-controls = Knoppen (se geane yn by de folgjende simulearre minút):
help-drill = Oefening: { $commands }
help-command-update = { $command } TEKST (in update foar de belanghawwenden)
help-command-pace = { $command } turns|60s|10s
help-command-advance = { $command } [N] (oefeningen beurt foar beurt)
help-command-export = { $command } NAMME
help-quit = Ctrl-D of „quit” slút ôf; mei „{ $command }” giest letter fierder.
help-discord-drill = De oefening (begjinne en stopje freget Manage Channels, of in rol dy’t de tsjinner tastien hat):
help-score = Hoe’t de skoare telt
help-debrief = De neibeskôging
help-debrief-explained = As in oefening einiget, lit de neibeskôging sjen wat der barde: de ferburgen foarfallen fan it senario mei wat se diene, de alaarms, jo hannelingen, updates en rollen, yn ien tiidline. Dan de sifers fan 'e evaluaasje: tiid oant ûntdekking (fan it earste alaarm nei it begjin fan it ynsidint oant jo earste hanneling dêrnei; in feroaring foar it alaarm is gjin ûntdekking), tiid oant beheining (fan dat alaarm oant der gjin alaarm mear komt), “gjin alaarm” foar beide as der gjin kaam, mislearre en wegere fersiken, minuten mei page, ferbaarnd budzjet. De tiidline lit sjen wat elke hanneling { $after } minuten letter feroare hie. In oefening dy't betiid stoppe is, wurdt oer it hiele senario fergelike: jo run trochrekkene mei de lêste ynstellingen.
