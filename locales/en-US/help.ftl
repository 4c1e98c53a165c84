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
