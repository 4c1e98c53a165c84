# Dib-u-eegista: dhibcaha iyo qaybahooda, orodyada "haddii", taxanaha dhacdooyinka.

debrief-score-value = { $score }/100
debrief-score = Dhibcaha: { $score }
debrief-score-partial = Dhibcaha: { $score } (qayb keliya: { $minutes } daqiiqo ee ugu horreysay oo ka mid ah { $total ->
        [one] { $total } daqiiqo
       *[other] { $total } daqiiqo
    }; waxa inta kale ku kici lahayd lama tirin)
debrief-part-budget = Miisaaniyadda khaladaadka: −{ $points } ({ $raw } ee { $start } ee bilowga hadhay ayaa la gubay)
debrief-part-stale-answers = Jawaabo duugoobay: −{ $points } ({ $raw } codsiyada ayaa helay jawaab ka duugsan xadka { $limit } s)
debrief-part-slo-broken = SLO-ga bishan waa la jebiyay: −{ $points } (miisaaniyadda waxaa lagu dhaafay { $raw } ee bisha)
debrief-part-turned-away = Isticmaalayaal la celiyay: −{ $points } ({ $raw } codsiyada ayaa la tuuray)
debrief-part-without-feature = La'aan talooyin: −{ $points } ({ $raw } codsiyada)
debrief-part-slow-minutes = Daqiiqado gaabis ah: −{ $points } ({ $raw } daqiiqo oo p99 ka badan { $p99 } s)
debrief-part-updates = Warbixinnada daneeyayaasha: −{ $points } ({ $raw } daqiiqo digniin ah oo aan warbixin lahayn { $quiet } daqiiqo ama ka badan)
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
debrief-detail-failed = Dib-u-eegista faahfaahsan (haddii, waxa dhacay, waxa go'aan kasta ku kacay) lama xisaabin karin: waa kuwan tirooyinka iyo dhibcaha layliga.
debrief-metric-hit = helitaanka cache-ka
debrief-metric-serving = mashiinno adeegaya
debrief-metric-dropped = taraafikada la tuuray
debrief-metric-db = isticmaalka kaydka xogta
debrief-metric-bad-build = taraafikada dhismaha xun
score-explained = Dhibcuhu waxay ka bilaabmaan 100, dhibaato kastana dhibco ayay ka jartaa, inta ay weyn tahay, ilaa xadkeeda, sidaa darteed hal badhan keligii kuma guuleysto. Miisaaniyadda khaladaadka ee la gubay, qayb ahaan wixii bilowga hadhay, ayaa ugu qaalisan (ilaa { $budget }); in ka hoos loo gubo eber waxay jebisaa SLO-ga bisha waxayna ku kacdaa ilaa { $slo } oo kale. Inta kale waxaa ka qaata isticmaalayaasha la celiyay (ilaa { $turned }), codsiyada aan talooyin lahayn (ilaa { $feature }), jawaabaha ka duugsan xadka cusbaanta ee xaaladda (ilaa { $stale }), daqiiqadaha p99 ka badan { $p99 } s (ilaa { $slow }) iyo lacagta awood aan culaysku u baahnayn (ilaa { $cost }). Dhibcuhu waa 100 laga jaray qaybaha sida loo muujiyay. Layli la joojiyay waxaa lagu qiimeeyaa daqiiqadihii uu socday waxaana lagu calaamadeeyaa qayb keliya. Dib-u-eegistu waxay tusinaysaa isla layliga ficil la'aan iyo khabiir deggan oo ku dhex jira. Tababarka kanaalka, daqiiqadaha digniinta ee aan warbixin daneeyayaal lahayn { $quiet } daqiiqo waxay ku kacaan ilaa { $updates } dhibcood oo kale.
report-title = Warbixinta shilka: { $scenario }
report-meta = Senaariyaha `{ $scenario }` · { $drill } · xawaare { $pace } · { $minutes ->
        [one] { $minutes } daqiiqo oo la jilay
       *[other] { $minutes } daqiiqo oo la jilay
    }.
report-chart = Layliga oo dhan
report-replay-title = Dib u ciyaar
report-replay-how = `oncall-drill simulate --replay { $file }` ayaa layligan mar kale xisaabiya, daqiiqad daqiiqad.
export-written = Waa la qoray: { $files }
export-bad-name = “{ $name }” ma aha magac fayl: isticmaal xarfo, tirooyin, dhibco, jiitooyin ama xariijin hoose.
