# Words on the PNG charts.

# The five-panel charts: the last hour (`/chart detail`) and the whole drill (debrief).
chart-title-live = { $scenario } — last { $chart_min } minutes
chart-title-run = { $scenario } — the whole drill
chart-axis-time = Simulated time
chart-panel-traffic = Traffic
chart-series-requests = Requests/s
chart-series-capacity = Capacity (N/S)
chart-panel-errors = Errors and burn
chart-series-error-rate = Error rate (%)
chart-series-burn = Burn ({ $page_long_h } h)
chart-series-warn = Warn { $threshold } ×
chart-series-page = Page { $threshold } ×
chart-panel-latency = Latency
chart-series-p99 = p99 (s)
chart-series-timeout = Time-out { $timeout_s } s
chart-panel-cache = Cache and database
chart-series-hit = Cache hit (%)
chart-series-db = DB utilization (%)
chart-panel-fleet = Fleet
chart-series-serving = Serving
chart-series-booting = Booting
# The run chart's sixth panel; the compact chart's third has the short words below.
chart-panel-budget = Error budget
chart-series-budget = Budget left (%)
chart-series-cost = Fleet cost ($/h)
chart-unit-cost = $/h

chart-unit-seconds = s

# The status's compact live chart: few, short words, drawn big for phones. $scenario is
# the scenario's name (its title up to the colon).
chart-title-compact = { $scenario }
chart-short-requests = Requests/s
chart-short-capacity = Capacity
chart-short-burn = Burn ({ $page_long_h } h)
chart-short-error-rate = Error rate
chart-short-warn = { $threshold } ×
chart-short-page = { $threshold } ×
chart-short-budget = Budget left
chart-short-cost = Cost ($/h)

# What-if runs drawn beside the team's budget on the debrief's chart.
chart-what-if-no-action = No action
chart-what-if-expert = Expert

# The run chart's last panel: the points each run lost, part by part, side by side.
# The part names sit under their bars, a ninth of the image's width each: keep them short.
chart-panel-parts = Points lost, by part
chart-team = Your team
chart-part-budget = Budget
chart-part-slo-broken = SLO broken
chart-part-turned-away = Shed
chart-part-without-feature = No feature
chart-part-stale-answers = Stale
chart-part-slow-minutes = Slow
chart-part-cost = Cost
chart-part-updates = Updates

# Markers on the time axis: the scenario's events and the team's actions, short.
marker-bad-deploy = bad deploy
marker-cache-flush = cache flush
marker-surge = surge
marker-surge-end = surge over
marker-db-capacity = database weakened
marker-db-capacity-end = database restored
marker-instances-lost = zone lost
marker-ttl-push = TTL pushed
marker-action-floor = fleet ≥ { $value }
marker-action-autoscale-on = autoscaler on
marker-action-autoscale-off = autoscaler off
marker-action-target = aim { $value } % util.
marker-action-ttl = TTL { $value } s
marker-action-warmup = warm-up
marker-action-shed = shedding { $value } %
marker-action-feature-on = recommendations on
marker-action-feature-off = recommendations off
marker-action-rollback = rolling back
