# Words on the PNG charts.

chart-title-live = { $scenario } — lêste 60 minuten
chart-title-run = { $scenario } — de hiele oefening
chart-axis-time = Simulearre tiid
chart-panel-traffic = Ferkear
chart-series-requests = Fersiken/s
chart-series-capacity = Kapasiteit (N/S)
chart-panel-errors = Flaters en ferbrûk
chart-series-error-rate = Flaterrate (%)
chart-series-burn = Ferbrûk (1 h)
chart-series-warn = Warskôging 6 ×
chart-series-page = Oprop 14,4 ×
chart-panel-latency = Latinsje
chart-series-p99 = p99 (s)
chart-series-timeout = Time-out 2 s
chart-panel-cache = Cache en databank
chart-series-hit = Cachetreffers (%)
chart-series-db = Databankbenutting (%)
chart-panel-fleet = Float
chart-series-serving = Betsjinnend
chart-series-booting = Opstartend

chart-unit-seconds = s
marker-bad-deploy = minne build
marker-cache-flush = cache leech
marker-surge = ferkearspiek
marker-surge-end = spiek foarby
