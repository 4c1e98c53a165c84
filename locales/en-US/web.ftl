# The web page of a drill (src/web).
web-state-running = Running
web-state-paused = Paused
web-state-finished = Finished
web-state-stopped = Stopped
web-state-diverged = Kept, not continued
web-noscript = Without JavaScript this page shows the drill as it stood when loaded: reload it to see the latest minute.
web-dashboard = Dashboard
web-chart-alt = The last hour of the drill: burn rate, errors, p99 and the fleet
web-run-chart-alt = The whole drill, with the budget of the what-if runs
web-read-only = You are watching this drill: its team changes the controls.
web-why = Why (the coach)
web-timeline = Timeline
web-timeline-empty = Nothing happened yet.
web-debrief = Debrief
web-controls = Controls
web-advance = Advance one minute
web-pause = Pause
web-resume = Resume
web-stop = Stop the drill
web-stop-confirm = Stop the drill now and see the debrief?
web-set = Set
web-not-found-title = Not found
web-not-found = There is no drill at this address: the link is wrong, or its drill ended long ago and the link expired.
web-root-title = oncall-drill
web-root = Each drill has its own link; this page lists none.
web-bad-chart-view = The chart's view is live or run.
web-read-only-refused = This link watches the drill: it cannot change it.
web-not-text = Send one line of text, such as: { $example }
web-cross-site = Only the drill's own page can change it: this request came from elsewhere, and nothing was changed.
web-not-json = Send the line as the drill's page does (JSON, application/json); nothing was changed.
web-body-slow = The request's body did not arrive within { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }; nothing was changed.
web-too-large = A request here carries at most { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }; nothing was read or changed.
web-advanced = The drill stands at { $clock }.
web-link-play = Play in the browser too: { $url }
web-link-watch = Watch live: { $url }
web-watch-field = Live page
web-linger = The drill's page stays up until you press Enter (or Ctrl-C).
