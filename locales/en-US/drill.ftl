# The life of a drill: start, pace, pause, events, end.

drill-started = { $who } started “{ $scenario }” ({ $drill }, pace { $pace }).
drill-rules = Rules: { $rules }.
rules-controls-anyone = anyone may change controls
rules-controls-ops = only operations and the commander change controls
rules-advance-anyone = anyone advances the turns
rules-advance-quorum = the next turn comes when { $quorum } members press Ready (only role holders count once roles are taken), or when the commander advances
rules-updates = with roles taken, only the communications lead's or the commander's updates count
rules-hints-on = /why explains the drill
rules-hints-off = /why is off (an exam)
drill-paused = { $who } paused the drill at { $clock }.
drill-resumed = { $who } resumed the drill at { $clock }.
drill-stopped = { $who } stopped the drill at { $clock }.
drill-finished = The drill is over at { $clock }.
drill-resumed-after-restart = The drill continues where it stopped ({ $clock }), with its history.
drill-history-mismatch = The stored history of this drill no longer matches the scenario or the model (first difference at minute { $minute }). The stored history is kept; start a new drill to continue.
drill-restore-failed = This drill could not be rebuilt after the restart (an internal error, logged). Its stored history is kept; start a new drill to continue.
drill-advanced = { $who } advanced the drill { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    } to { $clock }.
pace-realtime = real time (1 minute per minute)
pace-seconds = 1 minute every { $seconds } s
pace-turns = turn-based
event-bad-deploy = 🚀 A new build is rolling out.
event-cache-flush = 🧹 A maintenance script emptied the whole cache.
event-surge-start = 📈 A traffic surge begins (peak { $peak }).
event-surge-end = 📉 The traffic surge is over.
event-cache-flush-partial = 🧹 A maintenance script emptied { $share } of the cache.
event-db-capacity = 🗄️ The database now serves only { $share } of its usual { $db_capacity } queries/s.
event-db-capacity-end = 🗄️ The database is back at full strength.
event-instances-lost = 🌩️ A zone outage: { $share } of the serving instances just went dark.
event-ttl-push = ⚙️ A configuration push set the cache TTL to { $ttl } s.
marker-action = { $action }
chart-saved = Charts: { $paths }
chart-off = No chart is written: start the drill with “--charts FOLDER” to get PNG charts.
prompt = { $clock } >
player-name = player
drill-storage-failing = ⚠ Minutes from { $clock } on could not be saved yet; retrying with the next ones.
drill-storage-given-up = ⚠ This drill needs attention: its minutes from { $clock } on could not be saved. It goes on now, but after a restart it cannot continue past { $clock }. The bot's log says why.

# What a drill shows of its seed: the seed the players chose, or a drill code while a seed
# drawn for them stays secret (the debrief reveals it).
seed-label = seed { $seed }
seed-label-code = drill code { $code }
seed-revealed = The seed of drill { $code } was kept secret until now: it was { $seed }.
report-replay-later = The replay file comes with the end of the drill: its seed stays secret until then.
