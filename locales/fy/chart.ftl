# Words on the PNG charts.

# The five-panel charts: the last hour (`/chart detail`) and the whole drill (debrief).
chart-title-live = { $scenario } — lêste { $chart_min } minuten
chart-title-run = { $scenario } — de hiele oefening
chart-axis-time = Simulearre tiid
chart-panel-traffic = Ferkear
chart-series-requests = Fersiken/s
chart-series-capacity = Kapasiteit (N/S)
chart-panel-errors = Flaters en ferbrûk
chart-series-error-rate = Flaterrate (%)
chart-series-burn = Ferbrûk ({ $page_long_h } h)
chart-series-warn = Warskôging { $threshold } ×
chart-series-page = Oprop { $threshold } ×
chart-panel-latency = Latinsje
chart-series-p99 = p99 (s)
chart-series-timeout = Time-out { $timeout_s } s
chart-panel-cache = Cache en databank
chart-series-hit = Cachetreffers (%)
chart-series-db = Databankbenutting (%)
chart-panel-fleet = Float
chart-series-serving = Betsjinnend
chart-series-booting = Opstartend
# The run chart's sixth panel; the compact chart's third has the short words below.
chart-panel-budget = Flaterbudzjet
chart-series-budget = Oerbleaun budzjet (%)
chart-series-cost = Floatkosten ($/h)
chart-unit-cost = $/h

chart-unit-seconds = s

# The status's compact live chart: few, short words, drawn big for phones. $scenario is
# the scenario's name (its title up to the colon).
chart-title-compact = { $scenario }
chart-short-requests = Fersiken/s
chart-short-capacity = Kapasiteit
chart-short-burn = Ferbrûk ({ $page_long_h } h)
chart-short-error-rate = Flaterrate
chart-short-warn = { $threshold } ×
chart-short-page = { $threshold } ×
chart-short-budget = Oerbleaun budzjet
chart-short-cost = Kosten ($/h)

# What-if runs drawn beside the team's budget on the debrief's chart.
chart-what-if-no-action = Gjin aksje
chart-what-if-expert = Ekspert

# It lêste paniel fan de rinkaart: de punten dy't eltse run ferlear, diel foar diel.
chart-panel-parts = Punten ferlern, per diel
chart-team = Jim team
chart-part-budget = Budzjet
chart-part-slo-broken = SLO brutsen
chart-part-turned-away = Ôfwiisd
chart-part-without-feature = Sûnder funksje
chart-part-stale-answers = Ferâldere
chart-part-slow-minutes = Stadich
chart-part-cost = Kosten
chart-part-updates = Updates

# Markers on the time axis: the scenario's events and the team's actions, short.
marker-bad-deploy = minne build
marker-cache-flush = cache leech
marker-surge = ferkearspiek
marker-surge-end = spiek foarby
marker-db-capacity = databank ferswakke
marker-db-capacity-end = databank wer hersteld
marker-instances-lost = sône fuort
marker-ttl-push = TTL oerskreaun
marker-action-floor = ûndergrins { $value }
marker-action-autoscale-on = autoskaler oan
marker-action-autoscale-off = autoskaler út
marker-action-target = doel { $value } %
marker-action-ttl = TTL { $value } s
marker-action-warmup = opwaarmtaak
marker-action-shed = ôfstjitte { $value } %
marker-action-feature-on = oanbefellings oan
marker-action-feature-off = oanbefellings út
marker-action-rollback = weromrol
