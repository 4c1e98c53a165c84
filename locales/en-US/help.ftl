# Help for players, in the terminal and in Discord.

help-title = oncall-drill — practise incident response together
help-intro = You are on call for a web service: a load balancer in front of a fleet of instances, a cache in front of a database, and an availability objective (SLO) of 99.9 %. Every simulated minute the model computes queueing delay, time-outs, cache hits and database load from textbook formulas — and what your decisions cost.
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
