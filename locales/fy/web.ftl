# De websiden fan in oefening (src/web).
web-state-running = Rint
web-state-paused = Skoft
web-state-finished = Klear
web-state-stopped = Stoppe
web-state-diverged = Bewarre, net fuortset
web-noscript = Sûnder JavaScript lit dizze side de oefening sjen sa't dy by it laden stie, sûnder de knoppen: laad de side opnij om de lêste minút te sjen.
web-dashboard = Dashboard
web-chart-alt = It lêste oere fan de oefening: talitten fersiken en de kapasiteit, de burn rate en it flaterpersintaazje tsjin de warskôgings- en oprophelline, it oerbleaune flaterbudzjet en de kosten fan de float
web-run-chart-alt = De hiele oefening, mei it budzjet fan de wat-as-runs
web-read-only = Jo sjogge nei dizze oefening: it team feroaret de knoppen.
web-why = Wêrom (de coach)
web-timeline = Tiidline
web-timeline-empty = Der is noch neat bard.
web-debrief = Neibesprekking
web-controls = Knoppen
web-advance = Ien minút fierder
web-pause = Skoft
web-resume = Fierder
web-stop = De oefening stopje
web-stop-confirm = De oefening no stopje en de neibesprekking sjen?
web-set = Ynstelle
web-not-found-title = Net fûn
web-not-found = Op dit adres is gjin oefening: de keppeling is ferkeard, of de oefening is lang lyn einige en de keppeling ferrûn.
web-root-title = oncall-drill
web-root = Elke oefening hat in eigen keppeling; dizze side neamt der gjin ien.
web-bad-chart-view = De werjefte fan de grafyk is live of run.
web-read-only-refused = Mei dizze keppeling sjogge jo nei de oefening: jo kinne him net feroarje.
web-not-text = Stjoer ien rigel tekst, lykas: { $example }
web-cross-site = Allinnich de eigen side fan de oefening kin him feroarje: dit fersyk kaam fan earne oars, en der is neat feroare.
web-not-json = Stjoer de rigel sa as de side fan de oefening dat docht (JSON, application/json); der is neat feroare.
web-body-slow = De ynhâld fan it fersyk kaam net binnen { $seconds ->
        [one] { $seconds } sekonde
       *[other] { $seconds } sekonden
    }; der is neat feroare.
web-too-large = In fersyk hjir draacht op syn heechst { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }; der is neat lêzen of feroare.
web-advanced = De oefening stiet op { $clock }.
web-link-play = Spylje ek yn de blêder: { $url }
web-link-watch = Sjoch live: { $url }
web-watch-field = Live side
web-linger = De side fan de oefening bliuwt iepen oant jo op Enter drukke (of Ctrl-C).
web-chart-label = Live grafyk
web-run-chart-full = Iepenje de hiele grafyk op folle grutte (PNG)
web-level-ok = ✓ goed
web-level-warn = ▲ let op
web-level-bad = ■ probleem
web-rule-page-short = De ferbrûkssnelheid (1 h) is { $long }, boppe de oprophelline fan { $threshold } ×, mar der is gjin oprop: dêrfoar moatte ek de lêste { $minutes ->
        [one] minút
       *[other] { $minutes } minuten
    } boppe dy line wêze, en dy baarne op { $short }.
web-rule-page-long = De ferbrûkssnelheid ({ $page_short_min } min) is { $short }, boppe de oprophelline fan { $threshold } ×, mar der is gjin oprop: dêrfoar moatte ek de lêste { $minutes ->
        [one] minút
       *[other] { $minutes } minuten
    } boppe dy line wêze, en dy baarne op { $long }.
web-rule-warn = In ferbrûkssnelheid is boppe de warskôgingsline fan { $threshold } ×, mar der is gjin warskôging: dêrfoar moatte sawol de lêste { $long_minutes ->
        [one] minút
       *[other] { $long_minutes } minuten
    } ({ $long }) as de lêste { $short_minutes ->
        [one] minút
       *[other] { $short_minutes } minuten
    } ({ $short }) boppe dy line wêze.
web-role-nobody = noch gjinien
web-settings = Hjoeddeistige ynstellingen
web-roles = Rollen yn it team
web-connection-lost = ⚠ Ferbining kwyt: de sifers hjirûnder binne fan dêrfoar; wy besykje it opnij…
web-connection-back = ✓ Wer ferbûn: de side lit de oefening sjen sa't dy no stiet.
web-send-failed = ⚠ Net ferstjoerd: de tsjinner fan de oefening wie net te berikken. Der is neat feroare; besykje it nochris.
web-main-actions = Wichtichste aksjes
web-act-rollback = ↩ De build weromdraaie
web-act-warmup = De cache opwaarmje
web-hint-floor = It minste tal ynstânsjes dat de float draaiende hâldt, fan { $min } oant { $max }.
web-hint-autoscale = Set ynstânsjes by en hellet se fuort om de float tichtby syn doelbelêsting te hâlden.
web-hint-target = De belêsting dêr't de autoscaler op mikt, fan { $min } oant { $max } %: leger jout mear romte en kostet mear.
web-hint-ttl = Hoe lang de cache in antwurd hâldt, fan { $min } oant { $max } sekonden: langer jout mear treffers en âldere antwurden.
web-hint-shed = It part fan it ferkear mei lege prioriteit dat de load balancer wegeret, fan { $min } oant { $max } %.
web-hint-feature = De swiere oanbefellingsfunksje: út is in kontrolearre degradaasje dy't de float en de databank sparret.
web-set-named = { $control } ynstelle
web-unsent = Noch net ferstjoerd: druk op Ynstelle om it ta te passen.
web-ttl-presets = Fêste wearden foar de cache-TTL
web-ttl-preset = Set de cache-TTL op { $value }
web-link-room = Foar it skerm yn de romte (allinnich sjen): { $url }
# Wegeringen yn de wurden fan de side, dêr't de terminal it kommando neamt.
error-paused-described = De oefening stiet stil: druk earst op „{ web-resume }”.
error-finished-described = Dizze oefening is foarby: de neibesprekking stiet boppe oan dizze side.
