# Words on the PNG charts.

chart-title-live = { $scenario } — last 60 minutes
chart-title-run = { $scenario } — the whole drill
chart-axis-time = Simulated time
chart-panel-traffic = Traffic
chart-series-requests = Requests/s
chart-series-capacity = Capacity (N/S)
chart-panel-errors = Errors and burn
chart-series-error-rate = Error rate (%)
chart-series-burn = Burn (1 h)
chart-series-warn = Warn 6 ×
chart-series-page = Page 14.4 ×
chart-panel-latency = Latency
chart-series-p99 = p99 (s)
chart-series-timeout = Time-out 2 s
chart-panel-cache = Cache and database
chart-series-hit = Cache hit (%)
chart-series-db = DB utilization (%)
chart-panel-fleet = Fleet
chart-series-serving = Serving
chart-series-booting = Booting

chart-unit-seconds = s
marker-bad-deploy = bad deploy
marker-cache-flush = cache flush
marker-surge = surge
marker-surge-end = surge over
