# The debrief's review: what happened (hidden events, alerts, actions, updates, roles),
# the review's numbers, and a stopped drill's projection to the scenario's end.

review-happened-title = What happened
review-event-bad-deploy = { $clock } a bad build started rolling out: errors { $before } → { $after } by { $until }
review-event-cache-flush = { $clock } a maintenance script flushed { $share } of the cache: cache hit { $before } → { $after }
review-event-surge-start = { $clock } a traffic surge began: { $before } → { $after } by { $until }
review-event-surge-end = { $clock } the traffic surge was over: { $before } → { $after }
review-event-db-capacity-start = { $clock } the database lost capacity: { $before } → { $after } queries/s
review-event-db-capacity-end = { $clock } the database was back at full strength: { $before } → { $after } queries/s
review-event-lose-instances = { $clock } a zone outage stopped instances: { $before } → { $after } serving
review-event-ttl-push = { $clock } a configuration push changed the cache TTL: { $before } → { $after }
review-alert-page-start = { $clock } page: the error budget is burning fast
review-alert-page-end = { $clock } the page ended
review-alert-warn-start = { $clock } warning: the error budget is burning
review-alert-warn-end = { $clock } the warning ended
review-action = { $clock } { $who }: { $action }
review-update = { $clock } { $who } posted a stakeholder update
review-role = { $clock } { $member } became { $role }
review-role-given = { $clock } { $by } made { $member } { $role }
review-numbers-title = The review's numbers
review-detect = Time to detect (the alert at { $alert } → the first action after it): { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
review-detect-no-alert = Time to detect: no alert
review-detect-no-action = Time to detect: no action after the alert at { $alert }
review-mitigate = Time to mitigate (the alert at { $alert } → no alert from then on): { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
review-mitigate-no-alert = Time to mitigate: no alert
review-mitigate-open = Time to mitigate: the alert at { $alert } had not cleared for good by the last minute
review-failed = Requests failed: { $count }
review-shed = Requests turned away: { $count }
review-paging = Minutes paging: { $minutes }
review-budget = Error budget burned: { $budget } of the month
review-projected = The drill was stopped at { $stopped }: the figures below are projected to { $until }, with its last settings held.
review-projected-team = You, projected: { $score } · budget used { $budget }
