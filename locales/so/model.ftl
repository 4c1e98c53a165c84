# The model explainer: every relation with its source (docs/model.md §5).

model-title = Moodelka
model-intro = Xiriir kasta oo jilaha isticmaalo, iyo ilaha uu ka yimid. Mudnaanta lagu calaamadiyay malo-awaal waa hagaajin muunad ah.
model-arrivals = Imaanshaha codsiyada
model-arrivals-formula = λ(t) = base × (1 + { $diurnal }·sin(2π(t + clock − 6 h)/24 h)) × surge(t), clock = time of day at the start (peak at 12:00); count/min ≈ N(60λ, √(60λ)) × (1 + N(0, { $rate_noise })) [6]
model-retries = Isku-dayga mar kale ee macaamiisha
model-retries-formula = retries/s = retry share × error rate × admitted λ of the previous minute, added to the arrivals before shedding; arrivals ≤ { $retry_cap } × λ(t). Overload feeds itself: the retry storm of [1] ch. 22 [1][6]
model-queue = Safka
model-queue-formula = N = instances × { $workers } workers, a = λ·S; C(a, N) = B / (1 − (a/N)(1 − B)), B = Erlang B [3][6]
model-waiting = Sugitaanka iyo waqtiga xadka
model-waiting-formula = P(W > t) = C·e^(−(N/S − λ)·t); time-outs = P(W > { $timeout_s } s); a ≥ N ⇒ failed share = 1 − N/a [3]
model-latency = Dib-u-dhaca
model-latency-formula = p99 ≈ S·ln 100 + ln(C/0.01)/(N/S − λ) (service + waiting quantile, an approximation) [3][6]
model-approximation = Qiyaas: isku-darka quantile-yada adeegga iyo sugitaanka ma aha p99-ka sax ah ee wadarkooda (waxaa laga yaabaa inuu in yar sarreeyo ama hooseeyo); safka waxaa loo daawadaa inuu deggan yahay daqiiqad kasta gudaheeda sababtoo ah codsiyadu waxay qaadanayaan milli-ilbiriqsi.
model-utilization = Isticmaalka
model-utilization-formula = busy workers L = λ·S ⇒ utilization = λ·S / N [4]
model-cache = Kaashka
model-cache-formula = hit = warm × rT/(1 + rT), r = λ / { $hot_objects } objects; mean age of a cached answer ≈ T/2 [5]
model-database = Kaydka xogta
model-database-formula = DB load = λ·q·(1 − hit); ρ_db = load / capacity, capacity = { $db_capacity } queries/s × factor (1 unless a scenario lowers it: a lost replica, a vacuum); query time = { $db_query_ms } ms/(1 − ρ_db) (≤ { $db_query_max_ms } ms); S = S_app + (1 − hit)·q·query time [6]
model-budget = Miisaaniyadda khaladaadka
model-budget-formula = budget = 1 − SLO = { $error_budget } %; burn = error rate / { $error_budget } %; Δbudget per min = burn / { $month_min }; burn (W) = mean error rate over the last W min / { $error_budget } % for W = { $page_short_min }, { $warn_short_min }, { $page_long_min } and { $warn_long_min } (each window pre-filled with the opening minute) [1][2]
model-alerts = Digniinaha
model-alerts-formula = page: burn ({ $page_long_h } h) ≥ { $page } and burn ({ $page_short_min } min) ≥ { $page }; warning (when not paging): burn ({ $warn_long_h } h) ≥ { $warn } and burn ({ $warn_short_min } min) ≥ { $warn } — multiwindow, multi-burn-rate alerts: the long window says the budget really burns, the short one that it still does, so an alert clears within minutes of the fix [2]
model-autoscaler = Balaadhinta tooska ah
model-autoscaler-formula = desired = ⌈serving × min(1, utilization) / target⌉ in [floor, { $max_instances }]; no scale-up while any instance boots; scale-in after { $scale_in_quiet } quiet minutes (desired < fleet) by ≤ max(1, ⌊{ $scale_in_share } % of the fleet⌋), keeping ⌈{ $scale_in_keep } × the busiest quiet minute’s need⌉ (a { $scale_in_tolerance } % tolerance against noise); while instances boot the quiet count restarts at 0; new instances serve after the boot delay [6]
model-events = Dhacdooyinka xaaladda
model-events-formula = bad build: +{ $bad_errors } % errors and ×{ $bad_cpu } CPU on its share of traffic · cache flush: warm ← warm × (1 − fraction) · database capacity: { $db_capacity } × factor queries/s for its minutes · zone outage: max(1, ⌊share × serving⌋) serving instances stop at once · TTL push: the TTL becomes the pushed value · times fixed or drawn from the seed [6]
model-constants = Joogtooyinka
model-constants-formula = { $workers } workers/instance · app time { $app_ms } ms (+{ $feature_ms } ms and +{ $feature_queries } query with the feature on) · { $queries } queries/request · DB { $db_capacity } queries/s · { $hot_objects } hot objects · cache refill τ = { $refill_tau } min (slower while the DB is saturated) · warm-up job +{ $warmup_gain } %/min for { $warmup_min } min, +{ $warmup_qps } queries/s · timeout { $timeout_s } s · { $low_priority } % low-priority traffic · bad build +{ $bad_errors } % errors, ×{ $bad_cpu } CPU · rollback { $rollback_min } min · ${ $price } per instance-hour · scale-in by ≤ { $scale_in_share } % of the fleet after { $scale_in_quiet } quiet minutes · up to { $max_instances } instances
model-assumption = Filasho: tirada shaqaalaha, wakhtiyada adeegga, awoodda kaydka xogta, cabbirka kaashka, xawaaraha buuxinta, qiimaha iyo heerka khaladaadka dhismaha xun waa qiyamyo tusaale ah oo loogu talagalay adeeg shabakad cabbir dhexe ah.
model-randomness = Aan-kala-sooc: abuurahaha mulberry32 oo abuur leh; qaybinta la isticmaalay — isku-mid, tibaax (CDF rogan), caadi (Box–Muller), Poisson (Knuth). Abuurka ciyaartoydu doorteen waa la muujiyaa waana la wadaagi karaa; kii loo soo saaray qarsoon buu ahaanayaa ilaa dib-u-eegista.
model-educational = Moodel waxbarasho — looma isticmaalo go’aamo hawlgal. Goobaha dhabta ahi waxay joogto kasta u hagaajiyaan qalabkooda iyo xogtooda.
model-sources = Ilaha: [1] Beyer et al., Site Reliability Engineering (2016), “Embracing Risk” iyo cutubka 22 “Addressing Cascading Failures”; [2] Beyer et al., The Site Reliability Workbook (2018), “Alerting on SLOs”; [3] safka Erlang C / M/M/c (Kleinrock, Queueing Systems qaybta 1, 1975); [4] Little, “A proof for the queuing formula L = λW” (1961); [5] Jung, Berger, Balakrishnan, “Modeling TTL-based Internet caches” (INFOCOM 2003); [6] hagaajin muunad ah (filasho).
