# Help for players, in the terminal and in Discord.

help-title = oncall-drill — practise incident response together
help-intro = You are on call for a web service: a load balancer in front of a fleet of instances, a cache in front of a database, and an availability objective (SLO) of 99.9 %. Every simulated minute the model computes queueing delay, time-outs, cache hits and database load from textbook formulas — and what your decisions cost.
help-controls = Controls (they take effect at the next simulated minute):
help-drill = Drill: status · why · chart · update TEXT (a stakeholder update) · pace turns|60s|10s · pause · resume · stop · advance [N] (turn-based drills) · export NAME · help · model
help-quit = Ctrl-D or “quit” leaves; “{ $command }” continues later.
help-discord-drill = The drill (start and stop need Manage Channels, or a role the server allowed):
help-score = How the score is counted
