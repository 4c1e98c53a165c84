## De fuortgong fan in team oer syn oefeningen (/progress, report --progress).

cmd-progress = progress
cmd-progress-desc = Fuortgong fan it team: skoare en tiden
opt-progress-member = lid
opt-progress-member-desc = Allinnich de oefeningen dêr't dit lid oan meidie (it hiele team as it net jûn is)

progress-title = Fuortgong fan { $whose }
progress-team = it team
progress-drills = { $full } folsleine oefeningen spile; { $partial } foar in part (betiid stoppe) en { $practice } om te oefenjen (weromspile) apart toand, nea yn 'e sifers.
progress-figure = { $figure }: mediaan { $median5 } oer de lêste { $n5 } (trend { $trend5 }), { $median20 } oer de lêste { $n20 } (trend { $trend20 })
progress-figure-none = { $figure }: noch gjin folsleine oefening hat it
progress-figure-score = Skoare
progress-figure-detect = Tiid om te finen (min)
progress-figure-mitigate = Tiid om te beheinen (min)
progress-next-new = Oefenje hjirnei: { $scenario }, noch nea folslein spile — `{ $command }`
progress-next-gap = Oefenje hjirnei: { $scenario }, dêr't it team it fierst ûnder de ekspert sit ({ $gap } punten) — `{ $command }`
progress-none = Hjir is noch gjin oefening einige. Begjin der ien mei `{ $command }`.

progress-chart-title = Oefeningen oer de tiid
progress-chart-score-panel = Skoare
progress-chart-minutes-panel = Minuten
progress-chart-score = team
progress-chart-expert = ekspert
progress-chart-detect = finen
progress-chart-mitigate = beheinen
progress-chart-apart = ring: foar in part of oefenjen
progress-chart-drills = oefeningen, âldste earst
