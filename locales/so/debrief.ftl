# Dib-u-eegista: dhibcaha iyo qaybahooda, orodyada "haddii", taxanaha dhacdooyinka.

debrief-score-value = { $score }/100
debrief-score = Dhibcaha: { $score }
debrief-part-budget = Miisaaniyadda khaladaadka: −{ $points } ({ $raw } ee bisha ayaa la gubay)
debrief-part-turned-away = Isticmaalayaal la celiyay: −{ $points } ({ $raw } codsiyada ayaa la tuuray)
debrief-part-without-feature = La'aan talooyin: −{ $points } ({ $raw } codsiyada)
debrief-part-slow-minutes = Daqiiqado gaabis ah: −{ $points } ({ $raw } daqiiqo oo p99 ka badan 1 s)
debrief-part-updates = Warbixinnada daneeyayaasha: −{ $points } ({ $raw } daqiiqo digniin ah oo aan warbixin lahayn 15 daqiiqo ama ka badan)
debrief-part-cost = Kharashka mashiinnada: −{ $points } ({ $raw } ka badan waxa culayska u baahnaa)
debrief-what-if-title = Haddii
debrief-what-if-none = Ficil la'aan: { $score } · miisaaniyad la isticmaalay { $budget }
debrief-what-if-expert = Khabiirka ku dhex jira ({ $actions ->
        [one] { $actions } ficil
       *[other] { $actions } ficil
    }): { $score } · miisaaniyad la isticmaalay { $budget }
debrief-timeline-title = Taxanaha
debrief-timeline-empty = Wax ficil ah lama qaadin.
debrief-moment = { $clock } { $who }: { $action } → { $metric } { $before } → { $after } ilaa { $until }
debrief-moment-late = { $clock } { $who }: { $action } (layligu wuu dhammaaday intaanu saameyn yeelan)
debrief-moment-more = … iyo { $count } kale
debrief-numbers-title = Tirooyin
debrief-challenge = Kanaal kale tartan ugu yeer: senaariyaha { $scenario }, seed { $seed }.
debrief-metric-hit = helitaanka cache-ka
debrief-metric-serving = mashiinno adeegaya
debrief-metric-dropped = taraafikada la tuuray
debrief-metric-db = isticmaalka kaydka xogta
debrief-metric-bad-build = taraafikada dhismaha xun
score-explained = Dhibcuhu waxay ka bilaabmaan 100. Miisaaniyadda khaladaadka ee la gubay ayaa ugu qaalisan (ilaa 60 dhibcood); inta kale waxaa ka qaata isticmaalayaasha la celiyay (ilaa 20), codsiyada aan talooyin lahayn (ilaa 15), daqiiqadaha p99 ka badan 1 s (ilaa 10) iyo lacagta awood aan culaysku u baahnayn (ilaa 20). Dhibaato kasta markay weynaato way sii qaalisaa, sidaa darteed hal badhan keligii kuma guuleysto. Dib-u-eegistu waxay tusinaysaa isla layliga ficil la'aan iyo khabiir deggan oo ku dhex jira. Tababarka kanaalka, daqiiqadaha digniinta ee aan warbixin daneeyayaal lahayn 15 daqiiqo waxay ku kacaan ilaa 10 dhibcood oo kale.

report-title = Warbixinta shilka: { $scenario }
report-meta = Senaariyaha `{ $scenario }` · seed { $seed } · xawaare { $pace } · { $minutes ->
        [one] { $minutes } daqiiqo oo la jilay
       *[other] { $minutes } daqiiqo oo la jilay
    }.
report-chart = Layliga oo dhan
report-replay-title = Dib u ciyaar
report-replay-how = `oncall-drill simulate --replay { $file }` ayaa layligan mar kale xisaabiya, daqiiqad daqiiqad.
export-written = Waa la qoray: { $files }
export-bad-name = “{ $name }” ma aha magac fayl: isticmaal xarfo, tirooyin, dhibco, jiitooyin ama xariijin hoose.
