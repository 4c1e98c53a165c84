# Words on the PNG charts.

# The five-panel charts: the last hour (`/chart detail`) and the whole drill (debrief).
chart-title-live = { $scenario } — { $chart_min }-kii daqiiqo ee u dambeeyay
chart-title-run = { $scenario } — layliga oo dhan
chart-axis-time = Waqtiga la jilay
chart-panel-traffic = Taraafikada
chart-series-requests = Codsiyo/s
chart-series-capacity = Awoodda (N/S)
chart-panel-errors = Khaladaad
chart-series-error-rate = Khaladaad (%)
chart-series-burn = Gubasho ({ $page_long_h } saac)
chart-series-warn = Digniin { $threshold } ×
chart-series-page = Wicitaan { $threshold } ×
chart-panel-latency = Dib-u-dhac
chart-series-p99 = p99 (s)
chart-series-timeout = Waqtiga xadka { $timeout_s } s
chart-panel-cache = Kaash iyo kaydka xogta
chart-series-hit = Garaacidda kaashka (%)
chart-series-db = Isticmaalka kaydka xogta (%)
chart-panel-fleet = Kooxda mashiinnada
chart-series-serving = Adeegaya
chart-series-booting = Bilaabmaya
# The run chart's sixth panel; the compact chart's third has the short words below.
chart-panel-budget = Miisaaniyadda khaladaadka
chart-series-budget = Inta hartay (%)
chart-series-cost = Kharashka ($/h)
chart-unit-cost = $/h

chart-unit-seconds = s

# The status's compact live chart: few, short words, drawn big for phones. $scenario is
# the scenario's name (its title up to the colon).
chart-title-compact = { $scenario }
chart-short-requests = Codsiyo/s
chart-short-capacity = Awoodda
chart-short-burn = Gubasho ({ $page_long_h } saac)
chart-short-error-rate = Khaladaad
chart-short-warn = { $threshold } ×
chart-short-page = { $threshold } ×
chart-short-budget = Miisaaniyadda hartay
chart-short-cost = Kharashka ($/h)

# What-if runs drawn beside the team's budget on the debrief's chart.
chart-what-if-no-action = Tallaabo la'aan
chart-what-if-expert = Khabiir

# Guddiga ugu dambeeya ee shaxda layliga oo dhan: dhibcaha orod kastaa lumiyay, qayb qayb.
chart-panel-parts = Dhibcaha lumay, qayb kasta
chart-team = Kooxdaada
chart-part-budget = Miisaaniyad
chart-part-slo-broken = SLO jabay
chart-part-turned-away = La celiyay
chart-part-without-feature = Astaan la'aan
chart-part-stale-answers = Duugoobay
chart-part-slow-minutes = Gaabis
chart-part-cost = Kharash
chart-part-updates = Warbixin

# Markers on the time axis: the scenario's events and the team's actions, short.
marker-bad-deploy = dhismo xun
marker-cache-flush = kaashka la tirtiray
marker-surge = kor u kac
marker-surge-end = kor u kaca wuu dhammaaday
marker-db-capacity = database-ka wuu daciifay
marker-db-capacity-end = database-ka wuu soo kabsaday
marker-instances-lost = aag ayaa lumay
marker-ttl-push = TTL la beddelay
marker-action-floor = dabaqa { $value }
marker-action-autoscale-on = balaadhin shidan
marker-action-autoscale-off = balaadhin dansan
marker-action-target = bartilmaameed { $value } %
marker-action-ttl = TTL { $value } s
marker-action-warmup = kululayn
marker-action-shed = diidis { $value } %
marker-action-feature-on = talooyin shidan
marker-action-feature-off = talooyin dansan
marker-action-rollback = dib-u-celin
