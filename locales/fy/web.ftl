# De websiden fan in oefening (src/web).
web-state-running = Rint
web-state-paused = Skoft
web-state-finished = Klear
web-state-stopped = Stoppe
web-state-diverged = Bewarre, net fuortset
web-noscript = Sûnder JavaScript lit dizze side de oefening sjen sa't dy stie by it laden: laad de side opnij foar de lêste minút.
web-dashboard = Dashboard
web-chart-alt = It lêste oere fan de oefening: burn rate, flaters, p99 en de float
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
