# The debrief: the score and its parts, the what-if runs, the timeline.

debrief-score-value = { $score }/100
debrief-score = Score: { $score }
debrief-score-partial = Score: { $score } (partial: over the first { $minutes } of its { $total ->
        [one] { $total } minute
       *[other] { $total } minutes
    }; what the rest would have cost is not counted)
debrief-part-budget = Error budget: −{ $points } ({ $raw } of the { $start } left at the start burned)
debrief-part-stale-answers = Stale answers: −{ $points } ({ $raw } of requests answered older than the { $limit } s limit)
debrief-part-slo-broken = SLO broken for the month: −{ $points } (budget overspent by { $raw } of the month)
debrief-part-turned-away = Users turned away: −{ $points } ({ $raw } of requests shed)
debrief-part-without-feature = Without recommendations: −{ $points } ({ $raw } of requests)
debrief-part-slow-minutes = Slow minutes: −{ $points } ({ $raw } minutes with p99 above { $p99 } s)
debrief-part-updates = Stakeholder updates: −{ $points } ({ $raw } alerting minutes with no update for { $quiet } minutes or more)
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
debrief-detail-failed = The detailed review (what if, what happened, what each decision cost) could not be computed: here are the drill's numbers and score.
debrief-metric-hit = cache hit
debrief-metric-serving = instances serving
debrief-metric-dropped = dropped traffic
debrief-metric-db = database utilization
debrief-metric-bad-build = traffic on the bad build
score-explained = The score starts at 100 and each harm takes points off, more the bigger it is, up to its cap, so no single lever wins by itself. The error budget burned, as a share of what was left at the start, costs the most (up to { $budget }); burning it below zero breaks the SLO for the month and costs up to { $slo } more. Users turned away by shedding (up to { $turned }), requests served without recommendations (up to { $feature }), answers older than a scenario's freshness limit (up to { $stale }), minutes with p99 above { $p99 } s (up to { $slow }) and money spent on capacity the load did not need (up to { $cost }) cost the rest. Each part is shown to a tenth of a point; the score is 100 minus the parts as shown. A stopped drill is scored over the minutes it ran and marked partial. The debrief shows the same drill with no action and with a calm built-in expert. In a channel's drill, alerting minutes without a stakeholder update for { $quiet } minutes cost up to { $updates } more.
report-title = Post-incident report: { $scenario }
report-meta = Scenario `{ $scenario }` · { $drill } · pace { $pace } · { $minutes ->
        [one] { $minutes } simulated minute
       *[other] { $minutes } simulated minutes
    }.
report-chart = The whole drill
report-replay-title = Replay
report-replay-how = `oncall-drill simulate --replay { $file }` computes this drill again, minute for minute.
export-written = Written: { $files }
export-bad-name = “{ $name }” is not a file name: use letters, digits, dots, dashes or underscores.
