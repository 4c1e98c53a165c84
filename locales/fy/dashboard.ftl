# The status dashboard (docs/model.md §3): labels, units and alert lines.

dashboard-title = { $scenario } — { $clock }
dashboard-footer = { $drill } · minút { $minute } fan { $duration }
dashboard-line = { $clock } brân { $page_long_h }h { $burn_1h }× { $page_short_min }m { $burn_5m }×  fout { $errors }%  p99 { $p99 }  park { $serving }+{ $booting }  budzjet { $budget }%

metric-burn-1h = Ferbrûkssnelheid ({ $page_long_h } h)
metric-requests = Fersiken
metric-serving = Eksimplaren dy’t betsjinje
metric-booting = Eksimplaren dy’t opstarte
metric-hit = Cache-trefferrate
metric-db = Databankbenutting
metric-dropped = Ôfstjitten ferkear
metric-fleet-cost = Floatkosten
metric-cost-so-far = Kosten oant no ta
metric-mean-age = Gemiddelde leeftyd fan cachte antwurden
metric-bad-build = Ferkear op de minne build
metric-recommendations = Oanbefellings beskikber
metric-budget-left = Oerbleaun flaterbudzjet
metric-p99 = Latinsje p99
metric-error-rate = Flaterrate
metric-burn-5m = Ferbrûkssnelheid ({ $page_short_min } min)
metric-clock = Simulearre tiid

unit-times = { $value } ×
unit-rps = { $value } req/s
unit-percent = { $value } %
unit-usd-per-hour = { $value } $/h
unit-usd = { $value } $
unit-seconds = { $value } s
unit-seconds-at-least = ≥ { $value } s
unit-instances = { $count }

health-ok = Sûn
health-degraded = Degradearre
health-critical = Kritysk

alert-cleared = ✅ It ferbrûkssnelheidsalarm is foarby: it koarte finster is wer ûnder de drompel ({ $burn } oer de lêste oere).
alert-page-windows = 🚨 Oprop (page): it flaterbudzjet wurdt ferbrûkt mei { $long } oer de lêste oere en { $short } oer de lêste { $page_short_min } minuten (drompel { $threshold } × op beide).
alert-warn-windows = ⚠️ Warskôging ferbrûkssnelheid: it flaterbudzjet wurdt ferbrûkt mei { $long } oer de lêste { $warn_long_h } oeren en { $short } oer de lêste { $warn_short_min } minuten (drompel { $threshold } × op beide).
status-rollback = Weromrol is dwaande: in farske float mei de lêste goede build wurdt taret (twa kear yn rekken brocht).
status-warmup = De cache-opwaarmtaak rint (+{ $warmup_qps } databankfragen/s).
status-budget-exhausted = It flaterbudzjet fan dizze moanne is op.
