# The status dashboard (docs/model.md §3): labels, units and alert lines.

dashboard-title = { $scenario } — { $clock }
dashboard-footer = { $drill } · minute { $minute } of { $duration }
dashboard-line = { $clock } burn { $page_long_h }h { $burn_1h }× { $page_short_min }m { $burn_5m }×  err { $errors }%  p99 { $p99 }  fleet { $serving }+{ $booting }  budget { $budget }%

metric-burn-1h = Burn rate ({ $page_long_h } h)
metric-requests = Requests
metric-serving = Instances serving
metric-booting = Instances booting
metric-hit = Cache hit rate
metric-db = Database utilization
metric-dropped = Dropped traffic
metric-fleet-cost = Fleet cost
metric-cost-so-far = Cost so far
metric-mean-age = Mean age of cached answers
metric-bad-build = Traffic on the bad build
metric-recommendations = Recommendations available
metric-budget-left = Error budget left
metric-p99 = Latency p99
metric-error-rate = Error rate
metric-burn-5m = Burn rate ({ $page_short_min } min)
metric-clock = Simulated time

unit-times = { $value } ×
unit-rps = { $value } req/s
unit-percent = { $value } %
unit-usd-per-hour = { $value } $/h
unit-usd = { $value } $
unit-seconds = { $value } s
unit-seconds-at-least = ≥ { $value } s
unit-instances = { $count }

health-ok = Healthy
health-degraded = Degraded
health-critical = Critical

alert-cleared = ✅ Burn-rate alert cleared: the short window is back under its threshold ({ $burn } over the last hour).
alert-page-windows = 🚨 Page: the error budget burns at { $long } over the last hour and { $short } over the last { $page_short_min } minutes (threshold { $threshold } × on both).
alert-warn-windows = ⚠️ Burn-rate warning: the error budget burns at { $long } over the last { $warn_long_h } hours and { $short } over the last { $warn_short_min } minutes (threshold { $threshold } × on both).
status-rollback = Rollback in progress: a fresh fleet with the last good build is being prepared (billed twice).
status-warmup = The cache warm-up job is running (+{ $warmup_qps } database queries/s).
status-budget-exhausted = The month's error budget is spent.
