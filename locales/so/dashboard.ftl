# The status dashboard (SPEC §3): labels, units and alert lines.

dashboard-title = { $scenario } — { $clock }
dashboard-footer = Abuur { $seed } · daqiiqadda { $minute } ee { $duration }
dashboard-line = { $clock }  gubasho { $burn } · khaladaad { $errors } · p99 { $p99 } · { $serving } adeegaya + { $booting } bilaabmaya · miisaaniyad { $budget }

metric-burn-1h = Xawaaraha gubashada (1 saac)
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

alert-warn = ⚠️ Digniinta xawaaraha gubashada: saacaddii u dambaysay miisaaniyadda khaladaadka waxay ku gubatay xawaare { $burn } ah (xadka 6 ×).
alert-page = 🚨 Wicitaan degdeg ah (page): saacaddii u dambaysay miisaaniyadda khaladaadka waxay ku gubatay xawaare { $burn } ah (xadka 14.4 ×).
alert-cleared = ✅ Digniinta xawaaraha gubashada way dhammaatay: { $burn } saacaddii u dambaysay.
status-rollback = Dib-u-celin ayaa socota: koox cusub oo wadata dhismihii ugu dambeeyay ee wanaagsanaa ayaa la diyaarinayaa (laba jeer la bixiyo).
status-warmup = Shaqada kululaynta kaashka way socotaa (+600 weydiin oo kaydka xogta ah/s).
status-budget-exhausted = Miisaaniyadda khaladaadka ee bishan way dhammaatay.
