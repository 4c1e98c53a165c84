# The web page of a drill (src/web).
web-state-running = Running
web-state-paused = Paused
web-state-finished = Finished
web-state-stopped = Stopped
web-state-diverged = Kept, not continued
web-noscript = Without JavaScript this page shows the drill as it stood when loaded, without its controls: reload it to see the latest minute.
web-dashboard = Dashboard
web-chart-alt = The last hour of the drill: requests let in and the capacity, the burn rate and the error rate against the warning and page lines, the error budget left and the fleet cost
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
web-chart-label = Live chart
web-run-chart-full = Open the whole chart at full size (PNG)
web-level-ok = ✓ fine
web-level-warn = ▲ watch
web-level-bad = ■ problem
web-rule-page-short = Burn rate (1 h) is { $long }, above the page line of { $threshold } ×, yet nobody is paged: the page also needs the last { $minutes ->
        [one] minute
       *[other] { $minutes } minutes
    } above that line, and they burn at { $short }.
web-rule-page-long = Burn rate ({ $page_short_min } min) is { $short }, above the page line of { $threshold } ×, yet nobody is paged: the page also needs the last { $minutes ->
        [one] minute
       *[other] { $minutes } minutes
    } above that line, and they burn at { $long }.
web-rule-warn = A burn rate is above the warning line of { $threshold } ×, yet there is no warning: the warning needs both the last { $long_minutes ->
        [one] minute
       *[other] { $long_minutes } minutes
    } ({ $long }) and the last { $short_minutes ->
        [one] minute
       *[other] { $short_minutes } minutes
    } ({ $short }) above that line.
web-role-nobody = nobody yet
web-settings = Current settings
web-roles = Team roles
web-connection-lost = ⚠ Connection lost: the numbers below are from before it; trying again…
web-connection-back = ✓ Connected again: the page shows the drill as it stands.
web-send-failed = ⚠ Not sent: the drill's server could not be reached. Nothing was changed; try again.
web-main-actions = Main actions
web-act-rollback = ↩ Roll back the build
web-act-warmup = Warm up the cache
web-hint-floor = The fewest instances the fleet keeps running, from { $min } to { $max }.
web-hint-autoscale = Adds and removes instances to keep the fleet near its target utilisation.
web-hint-target = The utilisation the autoscaler aims for, from { $min } to { $max } %: lower leaves more headroom and costs more.
web-hint-ttl = How long the cache keeps an answer, from { $min } to { $max } seconds: longer gives more hits and older answers.
web-hint-shed = The share of low-priority traffic turned away at the load balancer, from { $min } to { $max } %.
web-hint-feature = The heavy recommendations feature: off is a controlled degradation that spares the fleet and the database.
web-set-named = Set { $control }
web-unsent = Not sent yet: press Set to apply it.
web-ttl-presets = Cache TTL presets
web-ttl-preset = Set the cache TTL to { $value }
web-link-room = For the room's screen (watch only): { $url }
# Refusals in the page's words, where the terminal's name the command to type.
error-paused-described = The drill is paused: press “{ web-resume }” first.
error-finished-described = This drill is over: its debrief is at the top of this page.
