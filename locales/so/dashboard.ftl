# The status dashboard (docs/model.md §3): labels, units and alert lines.

dashboard-title = { $scenario } — { $clock }
dashboard-footer = { $drill } · daqiiqadda { $minute } ee { $duration }
dashboard-line = { $clock } gub { $page_long_h }h { $burn_1h }× { $page_short_min }m { $burn_5m }×  qalad { $errors }%  p99 { $p99 }  koox { $serving }+{ $booting }  haray { $budget }%

metric-burn-1h = Xawaaraha gubashada ({ $page_long_h } saac)
metric-requests = Codsiyo
metric-serving = Mashiinno adeegaya
metric-booting = Mashiinno bilaabmaya
metric-hit = Heerka garaacidda kaashka
metric-db = Isticmaalka kaydka xogta
metric-dropped = Taraafikada la diiday
metric-fleet-cost = Kharashka kooxda mashiinnada
metric-cost-so-far = Kharashka ilaa hadda
metric-mean-age = Da'da celceliska ee jawaabaha kaashka
metric-bad-build = Taraafikada dhismaha xun
metric-recommendations = Talooyin la heli karo
metric-budget-left = Miisaaniyadda khaladaadka ee hartay
metric-p99 = Dib-u-dhaca p99
metric-error-rate = Heerka khaladaadka
metric-burn-5m = Xawaaraha gubashada ({ $page_short_min } daqiiqo)
metric-clock = Waqtiga la jilay

unit-times = { $value } ×
unit-rps = { $value } req/s
unit-percent = { $value } %
unit-usd-per-hour = { $value } $/h
unit-usd = { $value } $
unit-seconds = { $value } s
unit-seconds-at-least = ≥ { $value } s
unit-instances = { $count }

health-ok = Caafimaad qaba
health-degraded = Hoos u dhacay
health-critical = Xaalad halis ah

alert-cleared = ✅ Digniinta xawaaraha gubashada way dhammaatay: daaqadda gaaban waxay ku soo noqotay xadka ka hoos ({ $burn } saacaddii u dambaysay).
alert-page-windows = 🚨 Wicitaan degdeg ah (page): miisaaniyadda khaladaadka waxay ku gubanaysaa xawaare { $long } ah saacaddii u dambaysay iyo { $short } { $page_short_min }-tii daqiiqo ee u dambeeyay (xadka { $threshold } × labadaba).
alert-warn-windows = ⚠️ Digniinta xawaaraha gubashada: miisaaniyadda khaladaadka waxay ku gubanaysaa xawaare { $long } ah { $warn_long_h }-dii saacadood ee u dambeeyay iyo { $short } { $warn_short_min }-kii daqiiqo ee u dambeeyay (xadka { $threshold } × labadaba).
status-rollback = Dib-u-celin ayaa socota: koox cusub oo wadata dhismihii ugu dambeeyay ee wanaagsanaa ayaa la diyaarinayaa (laba jeer la bixiyo).
status-warmup = Shaqada kululaynta kaashka way socotaa (+{ $warmup_qps } weydiin oo kaydka xogta ah/s).
status-budget-exhausted = Miisaaniyadda khaladaadka ee bishan way dhammaatay.
