# Words on the PNG charts.

chart-title-live = { $scenario } — 60-kii daqiiqo ee u dambeeyay
chart-title-run = { $scenario } — layliga oo dhan
chart-axis-time = Waqtiga la jilay
chart-panel-traffic = Taraafikada
chart-series-requests = Codsiyo/s
chart-series-capacity = Awoodda (N/S)
chart-panel-errors = Khaladaad
chart-series-error-rate = Khaladaad (%)
chart-series-burn = Gubasho (1 saac)
chart-series-warn = Digniin 6 ×
chart-series-page = Wicitaan 14.4 ×
chart-panel-latency = Dib-u-dhac
chart-series-p99 = p99 (s)
chart-series-timeout = Waqtiga xadka 2 s
chart-panel-cache = Kaash iyo kaydka xogta
chart-series-hit = Garaacidda kaashka (%)
chart-series-db = Isticmaalka kaydka xogta (%)
chart-panel-fleet = Kooxda mashiinnada
chart-series-serving = Adeegaya
chart-series-booting = Bilaabmaya

chart-unit-seconds = s
marker-bad-deploy = dhismo xun
marker-cache-flush = kaashka la tirtiray
marker-surge = kor u kac
marker-surge-end = kor u kaca wuu dhammaaday
