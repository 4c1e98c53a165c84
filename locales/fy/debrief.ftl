# It neigesprek: de skoare en har dielen, de wat-as-runs, de tiidline.

debrief-score-value = { $score }/100
debrief-score = Skoare: { $score }
debrief-score-partial = Skoare: { $score } (foar in part: oer de earste { $minutes } fan har { $total ->
        [one] { $total } minút
       *[other] { $total } minuten
    }; wat de rest koste hie, telt net mei)
debrief-part-budget = Flaterbudzjet: −{ $points } ({ $raw } fan de { $start } dy’t by it begjin oer wie ferbrûkt)
debrief-part-stale-answers = Ferâldere antwurden: −{ $points } ({ $raw } fan de fersiken beantwurde âlder as de grins fan { $limit } s)
debrief-part-slo-broken = SLO brutsen foar de moanne: −{ $points } (budzjet mei { $raw } fan de moanne oerskreaun)
debrief-part-turned-away = Brûkers ôfwiisd: −{ $points } ({ $raw } fan de fersiken ôfstjitten)
debrief-part-without-feature = Sûnder oanbefellings: −{ $points } ({ $raw } fan de fersiken)
debrief-part-slow-minutes = Stadige minuten: −{ $points } ({ $raw } minuten mei p99 boppe { $p99 } s)
debrief-part-updates = Updates foar belanghawwenden: −{ $points } ({ $raw } alarmminuten sûnder update yn { $quiet } minuten of langer)
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
debrief-detail-failed = De detaillearre evaluaasje (wat as, wat der barde, wat elk beslút koste) koe net berekkene wurde: hjir binne de sifers en de skoare fan 'e oefening.
debrief-metric-hit = cachetreffers
debrief-metric-serving = eksimplaren dy’t betsjinje
debrief-metric-dropped = ôfstjitten ferkear
debrief-metric-db = databankbenutting
debrief-metric-bad-build = ferkear op de minne build
score-explained = De skoare begjint by 100 en eltse skea nimt der punten ôf, mear as se grutter is, oant har plafond, dus gjin inkelde knop wint it op himsels. It ferbrûkte flaterbudzjet, as diel fan wat der by it begjin oer wie, kostet it measte (oant { $budget }); wa’t it ûnder nul ferbrûkt, brekt de SLO foar de moanne en ferliest oant { $slo } mear. Brûkers dy’t troch it ôfstjitten ôfwiisd binne (oant { $turned }), fersiken sûnder oanbefellings (oant { $feature }), antwurden âlder as de farskens-grins fan in senario (oant { $stale }), minuten mei p99 boppe { $p99 } s (oant { $slow }) en jild foar kapasiteit dy’t de lêst net nedich hie (oant { $cost }) kostje de rest. Eltse diel wurdt op in tsiende punt sjen litten; de skoare is 100 min de dielen sa’t se sjen litten wurde. In stoppe oefening wurdt oer de minuten dy’t se rûn skoard en as foar in part markearre. It neigesprek lit deselde oefening sjen sûnder aksje en mei in kalme ynboude ekspert. Yn in drill yn in kanaal kostje alarmminuten sûnder update foar belanghawwenden yn { $quiet } minuten oant { $updates } punten mear.
report-title = Ynsidintferslach: { $scenario }
report-meta = Senario `{ $scenario }` · { $drill } · tempo { $pace } · { $minutes ->
        [one] { $minutes } simulearre minút
       *[other] { $minutes } simulearre minuten
    }.
report-chart = De hiele oefening
report-replay-title = Opnij spylje
report-replay-how = `oncall-drill simulate --replay { $file }` berekkenet dizze oefening opnij, minút foar minút.
export-written = Skreaun: { $files }
export-bad-name = „{ $name }” is gjin triemnamme: brûk letters, sifers, punten, streekjes of ûnderstreekjes.
