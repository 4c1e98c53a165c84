# The life of a drill: start, pace, pause, events, end.

drill-started = { $who } hat „{ $scenario }” start ({ $drill }, tempo { $pace }).
drill-rules = Regels: { $rules }.
rules-controls-anyone = elkenien mei de knoppen feroarje
rules-controls-ops = allinnich operaasje en de kommandant feroarje de knoppen
rules-advance-anyone = elkenien set de beurten troch
rules-advance-quorum = de folgjende beurt komt as { $quorum } leden op Klear drukke (as der rollen nommen binne, telle allinnich rolhâlders), of as de kommandant trochset
rules-updates = mei nommen rollen telle allinnich de updates fan de kommunikaasjelieder of de kommandant
rules-hints-on = /why leit de oefening út
rules-hints-off = /why is út (in eksamen)
drill-paused = { $who } hat de oefening om { $clock } op pauze set.
drill-resumed = { $who } hat de oefening om { $clock } fuortset.
drill-stopped = { $who } hat de oefening om { $clock } stoppe.
drill-finished = De oefening is om { $clock } foarby.
drill-resumed-after-restart = De oefening giet fierder wêr’t se ophâlden is ({ $clock }), mei har skiednis.
drill-history-mismatch = De bewarre skiednis fan dizze oefening komt net mear oerien mei it senario of it model (earste ferskil by minút { $minute }). De bewarre skiednis bliuwt bestean; begjin in nije oefening om fierder te gean.
drill-restore-failed = Dizze oefening koe nei de herstart net wer opboud wurde (in ynterne flater, fêstlein yn it log). De bewarre skiednis bliuwt bestean; begjin in nije oefening om fierder te gean.
drill-advanced = { $who } hat de oefening { $minutes ->
        [one] ien minút
       *[other] { $minutes } minuten
    } foarút set, nei { $clock }.
pace-realtime = echte tiid (1 minút per minút)
pace-seconds = 1 minút elke { $seconds } s
pace-turns = beurt foar beurt
event-bad-deploy = 🚀 In nije build wurdt útrold.
event-cache-flush = 🧹 In ûnderhâldsskript hat de hiele cache leechmakke.
event-surge-start = 📈 In ferkearspiek begjint (piek { $peak }).
event-surge-end = 📉 De ferkearspiek is foarby.
event-cache-flush-partial = 🧹 In ûnderhâldsskript hat { $share } fan de cache leechmakke.
event-db-capacity = 🗄️ De databank betsjinnet no mar { $share } fan syn gewoane { $db_capacity } queries/s.
event-db-capacity-end = 🗄️ De databank is wer op folle krêft.
event-instances-lost = 🌩️ In sône is útfallen: { $share } fan de tsjinjende ynstânsjes is krekt fuort.
event-ttl-push = ⚙️ In konfiguraasjepush hat de cache-TTL op { $ttl } s set.
marker-action = { $action }
chart-saved = Grafiken: { $paths }
chart-off = Der wurdt gjin grafyk skreaun: begjin de oefening mei „--charts MAP” foar PNG-grafiken.
prompt = { $clock } >
player-name = spiler
drill-storage-failing = ⚠ Minuten fan { $clock } ôf koene noch net bewarre wurde; mei de folgjende wurdt it op ’e nij besocht.
drill-storage-given-up = ⚠ Dizze oefening hat omtinken nedich: har minuten fan { $clock } ôf koene net bewarre wurde. Se giet no troch, mar nei in werstart kin se net fierder as { $clock }. It logboek fan de bot seit wêrom.

# Wat in oefening fan syn seed sjen lit: de seed dy’t de spilers keazen, of in oefenkoade
# sa lang as in foar harren lutsen seed geheim bliuwt (de neibeprekking lit him sjen).
seed-label = seed { $seed }
seed-label-code = oefenkoade { $code }
seed-revealed = De seed fan oefening { $code } bleau oant no ta geheim: it wie { $seed }.
report-replay-later = It werhellingsbestân komt mei de ein fan de oefening: oant dan bliuwt de seed geheim.
