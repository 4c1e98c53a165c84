# It neigesprek: de skoare en har dielen, de wat-as-runs, de tiidline.

debrief-score-value = { $score }/100
debrief-score = Skoare: { $score }
debrief-part-budget = Flaterbudzjet: −{ $points } ({ $raw } fan de moanne ferbrûkt)
debrief-part-turned-away = Brûkers ôfwiisd: −{ $points } ({ $raw } fan de fersiken ôfstjitten)
debrief-part-without-feature = Sûnder oanbefellings: −{ $points } ({ $raw } fan de fersiken)
debrief-part-slow-minutes = Stadige minuten: −{ $points } ({ $raw } minuten mei p99 boppe 1 s)
debrief-part-updates = Updates foar belanghawwenden: −{ $points } ({ $raw } alarmminuten sûnder update yn 15 minuten of langer)
debrief-part-cost = Floatkosten: −{ $points } ({ $raw } boppe wat de lêst nedich hie)
debrief-what-if-title = Wat as
debrief-what-if-none = Sûnder aksje: { $score } · budzjet brûkt { $budget }
debrief-what-if-expert = De ynboude ekspert ({ $actions ->
        [one] { $actions } aksje
       *[other] { $actions } aksjes
    }): { $score } · budzjet brûkt { $budget }
debrief-timeline-title = Tiidline
debrief-timeline-empty = Der is gjin aksje nommen.
debrief-moment = { $clock } { $who }: { $action } → { $metric } { $before } → { $after } om { $until }
debrief-moment-late = { $clock } { $who }: { $action } (de oefening wie foarby foardat it effekt hie)
debrief-moment-more = … en noch { $count }
debrief-numbers-title = Sifers
debrief-challenge = Daagje in oar kanaal út: senario { $scenario }, seed { $seed }.
debrief-metric-hit = cachetreffers
debrief-metric-serving = eksimplaren dy’t betsjinje
debrief-metric-dropped = ôfstjitten ferkear
debrief-metric-db = databankbenutting
debrief-metric-bad-build = ferkear op de minne build
score-explained = De skoare begjint by 100. It ferbrûkte flaterbudzjet kostet it measte (oant 60 punten); brûkers dy’t troch it ôfstjitten ôfwiisd binne (oant 20), fersiken sûnder oanbefellings (oant 15), minuten mei p99 boppe 1 s (oant 10) en jild foar kapasiteit dy’t de lêst net nedich hie (oant 20) kostje de rest. Hoe grutter in skea, hoe mear it kostet, dus gjin inkelde knop wint it op himsels. It neigesprek lit deselde oefening sjen sûnder aksje en mei in kalme ynboude ekspert. Yn in drill yn in kanaal kostje alarmminuten sûnder update foar belanghawwenden yn 15 minuten oant 10 punten mear.

report-title = Ynsidintferslach: { $scenario }
report-meta = Senario `{ $scenario }` · seed { $seed } · tempo { $pace } · { $minutes ->
        [one] { $minutes } simulearre minút
       *[other] { $minutes } simulearre minuten
    }.
report-chart = De hiele oefening
report-replay-title = Opnij spylje
report-replay-how = `oncall-drill simulate --replay { $file }` berekkenet dizze oefening opnij, minút foar minút.
export-written = Skreaun: { $files }
export-bad-name = „{ $name }” is gjin triemnamme: brûk letters, sifers, punten, streekjes of ûnderstreekjes.
