# Help for players, in the terminal and in Discord.

help-title = oncall-drill — practise incident response together
help-intro = You are on call for a web service: a load balancer in front of a fleet of instances, a cache in front of a database, and an availability objective (SLO) of { $slo_pct } %. Every simulated minute the model computes queueing delay, time-outs, cache hits and database load from textbook formulas — and what your decisions cost.
help-controls = Controls (they take effect at the next simulated minute):
help-drill = Drill: { $commands }
help-command-update = { $command } TEXT (a stakeholder update)
help-command-pace = { $command } turns|60s|10s
help-command-advance = { $command } [N] (turn-based drills)
help-command-export = { $command } NAME
help-quit = Ctrl-D or “quit” leaves; “{ $command }” continues later.
help-discord-drill = The drill (start and stop need Manage Channels, or a role the server allowed):
help-score = How the score is counted
help-debrief = The debrief
help-debrief-explained = When a drill ends, the debrief reveals what happened: the scenario's hidden events with what they did, the alerts, your actions, updates and roles, in one timeline. Then the review's numbers: time to detect (from the first alert after the incident began to your first action after it; a change before the alert is not a detection), time to mitigate (from that alert until no alert shows again), “no alert” for both when none came, requests failed and turned away, minutes paging, budget burned. The timeline shows what each action changed { $after } minutes later. A drill stopped early is compared over the whole scenario: your run projected with its last settings held.
help-command-rewind = { $command } N

# `play`'s short help: each control on one line after its syntax (no figures: `help NAME`
# gives the ranges and the whole text), then where to read more.
play-help-short-floor = the fleet's minimum; new instances boot before they serve
play-help-short-autoscale = grow and shrink the fleet with its load
play-help-short-target = the utilization the autoscaler aims at
play-help-short-ttl = how long the cache keeps an answer
play-help-short-warmup = fill the cache, at the price of database load
play-help-short-shed = turn away part of the low-priority traffic
play-help-short-feature = the heavy “recommendations” feature
play-help-short-rollback = redeploy the last good build
play-help-more = “help COMMAND” tells more about one (help rollback); “help score”, “help debrief” and “help lessons” explain the review.
# `help COMMAND` for the drill's own commands at the prompt.
play-help-status = status shows the whole dashboard of the current minute: traffic, errors, latency, the fleet, the cache, the database, the error budget and the alert.
play-help-why = why asks the coach which term dominates this minute's errors, and the chain of causes behind it.
play-help-chart = chart writes the live chart into the --charts folder and says where.
play-help-update = update TEXT posts a stakeholder update with the minute's numbers. While an alert is active one is due regularly, and you are reminded; updates count in the score.
play-help-pause = pause stops the clock of a real-time drill; resume starts it again.
play-help-resume = resume starts the clock of a paused drill again.
play-help-stop = stop ends the drill now, with its debrief and score (at a terminal it asks first). A drill stopped early is compared over the whole scenario.
play-help-advance = advance [N] moves a turn-based drill N simulated minutes on (1 without N), then shows the dashboard.
play-help-model = model shows the model's formulas, with their sources.
play-help-help = help shows the controls and commands; help COMMAND tells more about one.
play-help-unknown = There is no help on “{ $topic }”. Type “help” for the commands.
play-help-did-you-mean = There is no help on “{ $topic }” — did you mean “help { $suggestion }”?
