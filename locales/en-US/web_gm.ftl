# The web page's game-master link (issue 30): the inject panel and the hidden view.
web-gm-only = Only the game master's link injects and shows the hidden view: this link cannot, and nothing was changed.
web-link-gm = For you, the game master (injects and the hidden view; keep it to yourself): { $url }
web-gm-link = Your game-master page, with the inject panel and this view kept live (keep it to yourself): { $url }
web-gm-panel = Inject (game master)
web-gm-kind = Inject
web-gm-kind-option = { $kind } — { $usage }
web-gm-size = Size
web-gm-send = Inject now
web-gm-note = An inject lands at the next minute; the players see only its effects on the dashboard.
web-gm-hidden = What the players cannot see
# Each inject kind's name on the panel, in words (the prompt's names are the form's values).
web-gm-kind-surge = Traffic surge (× the traffic)
web-gm-kind-db-slow = Database slowdown (% of its capacity lost)
web-gm-kind-db-recover = Database recovers
web-gm-kind-cache-flush = Cache flushed
web-gm-kind-bad-deploy = Bad build (% of the traffic)
web-gm-kind-retry-storm = Retry storm
web-gm-kind-instance-loss = Instances fail (how many)
