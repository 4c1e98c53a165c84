# The debrief: the score and its parts, the what-if runs, the timeline.

debrief-score-value = { $score }/100
debrief-score = Score: { $score }
debrief-part-budget = Error budget: −{ $points } ({ $raw } of the month burned)
debrief-part-turned-away = Users turned away: −{ $points } ({ $raw } of requests shed)
debrief-part-without-feature = Without recommendations: −{ $points } ({ $raw } of requests)
debrief-part-slow-minutes = Slow minutes: −{ $points } ({ $raw } minutes with p99 above 1 s)
debrief-part-updates = Stakeholder updates: −{ $points } ({ $raw } alerting minutes with no update for 15 minutes or more)
debrief-part-cost = Fleet cost: −{ $points } ({ $raw } above what the load needed)
debrief-what-if-title = What if
debrief-what-if-none = With no action: { $score } · budget used { $budget }
debrief-what-if-expert = The built-in expert ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }): { $score } · budget used { $budget }
debrief-timeline-title = Timeline
debrief-timeline-empty = No action was taken.
debrief-moment = { $clock } { $who }: { $action } → { $metric } { $before } → { $after } by { $until }
debrief-moment-late = { $clock } { $who }: { $action } (the drill ended before it took effect)
debrief-moment-more = … and { $count } more
debrief-numbers-title = Numbers
debrief-challenge = Challenge another channel: scenario { $scenario }, seed { $seed }.
debrief-metric-hit = cache hit
debrief-metric-serving = instances serving
debrief-metric-dropped = dropped traffic
debrief-metric-db = database utilization
debrief-metric-bad-build = traffic on the bad build
score-explained = The score starts at 100. The error budget burned costs the most (up to 60 points); users turned away by shedding (up to 20), requests served without recommendations (up to 15), minutes with p99 above 1 s (up to 10) and money spent on capacity the load did not need (up to 20) cost the rest. Each harm costs more the bigger it is, so no single lever wins by itself. The debrief shows the same drill with no action and with a calm built-in expert. In a channel's drill, alerting minutes without a stakeholder update for 15 minutes cost up to 10 more.

report-title = Post-incident report: { $scenario }
report-meta = Scenario `{ $scenario }` · seed { $seed } · pace { $pace } · { $minutes ->
        [one] { $minutes } simulated minute
       *[other] { $minutes } simulated minutes
    }.
report-chart = The whole drill
report-replay-title = Replay
report-replay-how = `oncall-drill simulate --replay { $file }` computes this drill again, minute for minute.
export-written = Written: { $files }
export-bad-name = “{ $name }” is not a file name: use letters, digits, dots, dashes or underscores.
