# Help for players, in the terminal and in Discord.

help-title = oncall-drill — oefenje mei-inoar it reagearjen op ynsidinten
help-intro = Jo hawwe stânby foar in webtsjinst: in lestferdieler foar in float eksimplaren, in cache foar in databank, en in beskikberensdoel fan { $slo_pct } %. Elke minút berekkenet it model wachtrigefertraging, time-outs, cachetreffers en databanklêst út learboekformules — en wat jo besluten kostje.
help-controls = Knoppen (se geane yn by de folgjende simulearre minút):
help-drill = Oefening: { $commands }
help-command-update = { $command } TEKST (in update foar de belanghawwenden)
help-command-pace = { $command } turns|60s|10s
help-command-advance = { $command } [N] (oefeningen beurt foar beurt)
help-command-export = { $command } NAMME
help-quit = Ctrl-D of „quit” slút ôf; mei „{ $command }” geane jo letter fierder.
help-discord-drill = De oefening (begjinne en stopje freget Manage Channels, of in rol dy’t de tsjinner tastien hat):
help-score = Hoe’t de skoare telt
help-debrief = De neibeskôging
help-debrief-explained = As in oefening einiget, lit de neibeskôging sjen wat der barde: de ferburgen foarfallen fan it senario mei wat se diene, de alaarms, jo hannelingen, updates en rollen, yn ien tiidline. Dan de sifers fan 'e evaluaasje: tiid oant ûntdekking (fan it earste alaarm nei it begjin fan it ynsidint oant jo earste hanneling dêrnei; in feroaring foar it alaarm is gjin ûntdekking), tiid oant beheining (fan dat alaarm oant der gjin alaarm mear komt), “gjin alaarm” foar beide as der gjin kaam, mislearre en wegere fersiken, minuten mei page, ferbaarnd budzjet. De tiidline lit sjen wat elke hanneling { $after } minuten letter feroare hie. In oefening dy't betiid stoppe is, wurdt oer it hiele senario fergelike: jo run trochrekkene mei de lêste ynstellingen.
help-command-rewind = { $command } N

# `play`'s short help: each control on one line after its syntax (no figures: `help NAME`
# gives the ranges and the whole text), then where to read more.
play-help-short-floor = it minimum fan de float; nije eksimplaren starte earst op
play-help-short-autoscale = de float groeit en krimpt mei de lêst
play-help-short-target = de benutting dêr’t de autoscaler op mikt
play-help-short-ttl = hoe lang de cache in antwurd hâldt
play-help-short-warmup = de cache folje, foar ekstra lêst op de databank
play-help-short-shed = in diel fan it ferkear mei lege prioriteit ôfwize
play-help-short-feature = de swiere funksje „oanbefellings”
play-help-short-rollback = de lêste goede build wer útsette
play-help-more = „help KOMMANDO” fertelt mear oer ien (help rollback); „help score”, „help debrief” en „help lessons” ferklearje de evaluaasje.
# `help COMMAND` for the drill's own commands at the prompt.
play-help-status = status lit it hiele dashboard fan ’e hjoeddeistige minút sjen: ferkear, flaters, latinsje, de float, de cache, de databank, it flaterbudzjet en it alarm.
play-help-why = why freget de coach hokker term de flaters fan dizze minút bepaalt, en de keatling fan oarsaken derachter.
play-help-chart = chart skriuwt de live-grafyk yn ’e map fan --charts en seit wêr.
play-help-update = update TEKST pleatst in update foar de belanghawwenden mei de sifers fan ’e minút. Wylst in alarm aktyf is, is der geregeld ien nedich, en jo krije in herinnering; updates telle mei yn ’e skoare.
play-help-pause = pause set de klok fan in oefening yn echte tiid stil; resume set him wer yn gong.
play-help-resume = resume set de klok fan in skoft hâldende oefening wer yn gong.
play-help-stop = stop einiget de oefening no, mei neibeskôging en skoare (by in terminal wurdt earst frege). In oefening dy’t betiid stoppe is, wurdt oer it hiele senario fergelike.
play-help-advance = advance [N] set in oefening beurt foar beurt N simulearre minuten fierder (sûnder N ien), en lit dan it dashboard sjen.
play-help-model = model lit de formules fan it model sjen, mei harren boarnen.
play-help-help = help lit de knoppen en kommando’s sjen; help KOMMANDO fertelt mear oer ien.
play-help-unknown = Der is gjin help oer „{ $topic }”. Typ „help” foar de kommando’s.
play-help-did-you-mean = Der is gjin help oer „{ $topic }” — bedoele jo „help { $suggestion }”?
