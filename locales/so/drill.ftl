# The life of a drill: start, pace, pause, events, end.

drill-started = { $who }: “{ $scenario }” waa la bilaabay ({ $drill }, xawaare { $pace }).
drill-rules = Xeerarka: { $rules }.
rules-controls-anyone = qof kasta ayaa beddeli kara kontaroolada
rules-controls-ops = hawlgallada iyo taliyaha keliya ayaa beddela kontaroolada
rules-advance-anyone = qof kasta ayaa wareegyada hore u dhaqaajiya
rules-advance-quorum = wareegga xiga wuxuu imanayaa marka { $quorum } xubnood ay riixaan Diyaar (marka doorar la qaato, kuwa doorarka haya keliya ayaa la tiriyaa), ama marka taliyuhu hore u dhaqaajiyo
rules-updates = marka doorar la qaato, warbixinada hoggaamiyaha isgaarsiinta ama taliyaha keliya ayaa la tiriyaa
rules-hints-on = /why ayaa layliga sharxa
rules-hints-off = /why waa dansan yahay (imtixaan)
drill-paused = { $who }: layliga waa la hakiyay { $clock }.
drill-resumed = { $who }: layliga waa la sii waday { $clock }.
drill-stopped = { $who }: layliga waa la joojiyay { $clock }.
drill-finished = Layligu wuu dhammaaday { $clock }.
drill-resumed-after-restart = Layligu wuxuu ka sii socdaa meeshii uu ku joogsaday ({ $clock }), isagoo wata taariikhdiisa.
drill-history-mismatch = Taariikhda la kaydiyay ee layligan hadda kuma habboona senaariyaha ama moodelka (farqiga ugu horreeya: daqiiqadda { $minute }). Taariikhda la kaydiyay waa la hayaa; bilow layli cusub si aad u sii wadato.
drill-restore-failed = Layligan lama dib u dhisi karin kadib dib-u-bilowga (khalad gudaha ah, waa la diiwaangeliyay). Taariikhda la kaydiyay waa la hayaa; bilow layli cusub si aad u sii wadato.
drill-advanced = { $who }: layliga waxaa hore loogu dhaqaajiyay { $minutes ->
        [one] hal daqiiqo
       *[other] { $minutes } daqiiqo
    }, ilaa { $clock }.
pace-realtime = waqti dhab ah (1 daqiiqo daqiiqaddiiba)
pace-seconds = 1 daqiiqo { $seconds } s kasta
pace-turns = wareeg-wareeg
event-bad-deploy = 🚀 Dhis cusub ayaa la sii daynayaa.
event-cache-flush = 🧹 Qoraal dayactir ayaa kaashka oo dhan tirtiray.
event-surge-start = 📈 Kor-u-kac taraafikada ayaa bilaabmay (ugu sarreyn { $peak }).
event-surge-end = 📉 Kor-u-kaca taraafikada wuu dhammaaday.
event-cache-flush-partial = 🧹 Qoraal dayactir ayaa tirtiray { $share } kaashka.
event-db-capacity = 🗄️ Database-ku hadda wuxuu qabtaa oo kaliya { $share } { $db_capacity }-ka su'aalood/s ee caadiga ah.
event-db-capacity-end = 🗄️ Database-ku wuxuu ku soo noqday awooddiisii oo dhan.
event-instances-lost = 🌩️ Aag ayaa go'ay: { $share } tusaalooyinka adeegaya ayaa hadda damay.
event-ttl-push = ⚙️ Riixid habayn ayaa TTL-ka kaashka u dejisay { $ttl } s.
marker-action = { $action }
chart-saved = Jaantusyada: { $paths }
chart-off = Jaantus lama qorayo: ku bilow layliga “--charts GAL” si aad u hesho jaantusyo PNG ah.
prompt = { $clock } >
player-name = ciyaaryahan
drill-storage-failing = ⚠ Daqiiqadaha laga bilaabo { $clock } weli lama kaydin karin; waxaa mar kale la isku dayayaa kuwa xiga.
drill-storage-given-up = ⚠ Laylidan waxay u baahan tahay fiiro: daqiiqadaheeda laga bilaabo { $clock } lama kaydin karin. Hadda way socotaa, laakiin dib-u-bilow kadib kama gudbi karto { $clock }. Diiwaanka bot-ka ayaa sheegaya sababta.

# Waxa laylisku ka muujiyo abuurkiisa: abuurka ciyaartoydu doorteen, ama koodhka layliga
# inta abuur loo soo saaray qarsoon yahay (dib-u-eegistu way muujisaa).
seed-label = abuur { $seed }
seed-label-code = koodhka layliga { $code }
seed-revealed = Abuurka layliga { $code } waa la qarinayay ilaa hadda: wuxuu ahaa { $seed }.
report-replay-later = Faylka dib-u-ciyaarku wuxuu imanayaa marka laylisku dhammaado: abuurkiisu qarsoon buu ahaanayaa ilaa markaas.
