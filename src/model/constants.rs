//! The calibration constants of docs/model.md §5, in one place. All of them are illustrative
//! *assumptions* for a mid-sized web service [6]; real sites calibrate each on their own
//! equipment and data. Educational model — not for operational decisions.

/// Worker threads per instance: N = instances × 16 [6].
pub const WORKERS_PER_INSTANCE: u32 = 16;
/// Application CPU time per request without the heavy feature, seconds [6].
pub const APP_TIME_S: f64 = 0.050;
/// Extra CPU time per request while the heavy feature ("recommendations") is on [6].
pub const FEATURE_APP_TIME_S: f64 = 0.020;
/// Database queries per request on a cache miss, feature off [6].
pub const QUERIES_PER_REQUEST: f64 = 2.0;
/// Extra queries per request with the heavy feature on [6].
pub const FEATURE_QUERIES: f64 = 1.0;
/// Database capacity, queries per second, at full strength (a scenario may scale it) [6].
pub const DB_CAPACITY_QPS: f64 = 4000.0;
/// Query time of an idle database, seconds; grows as 5 ms/(1 − ρ) [6].
pub const DB_BASE_QUERY_S: f64 = 0.005;
/// Query time ceiling (and the value while the database is saturated), seconds [6].
pub const DB_MAX_QUERY_S: f64 = 0.250;
/// Distinct hot objects requested uniformly: r = λ / 20,000 [5][6].
pub const HOT_OBJECTS: f64 = 20_000.0;
/// Cache refill time constant, minutes, and while the database is saturated [6].
pub const REFILL_TAU_MIN: f64 = 30.0;
pub const REFILL_TAU_SATURATED_MIN: f64 = 60.0;
/// Warm-up job: warmth added per minute, how long it runs, its extra database load [6].
pub const WARMUP_GAIN_PER_MIN: f64 = 0.12;
pub const WARMUP_MINUTES: u32 = 6;
pub const WARMUP_EXTRA_QPS: f64 = 600.0;
/// Request time-out, seconds [6].
pub const TIMEOUT_S: f64 = 2.0;
/// Share of traffic that is low priority (prefetch, batch, crawlers) and may be shed [6].
pub const LOW_PRIORITY_SHARE: f64 = 0.30;
/// The bad build: extra error share and CPU factor at 100 % of traffic [6].
pub const BAD_BUILD_ERROR: f64 = 0.05;
pub const BAD_BUILD_CPU_EXTRA: f64 = 0.25;
/// Minutes a rollback prepares (and is billed twice) before traffic switches [6].
pub const ROLLBACK_MINUTES: u32 = 5;
/// Price of one instance, dollars per hour [6].
pub const PRICE_PER_INSTANCE_HOUR: f64 = 0.40;
/// Autoscaler: quiet minutes before a scale-in, largest share removed at once, fleet cap [6].
pub const SCALE_IN_QUIET_MINUTES: u32 = 10;
pub const SCALE_IN_MAX_SHARE: f64 = 0.20;
/// A scale-in keeps the quiet minutes' highest need × this (Kubernetes' default 10 %
/// tolerance), so noise does not scale the fleet out again at once [6].
pub const SCALE_IN_TOLERANCE: f64 = 1.1;
pub const MAX_INSTANCES: u32 = 40;
/// The availability objective and the month the budget spans [1].
pub const SLO: f64 = 0.999;
/// 1 − SLO, written out: `1.0 - 0.999` is not exactly 0.001 in binary floating point.
pub const ERROR_BUDGET: f64 = 0.001;
pub const MINUTES_PER_MONTH: f64 = 43_200.0;
/// Burn-rate windows of the multiwindow, multi-burn-rate alerts (SRE workbook, "Alerting
/// on SLOs"): a page needs burn (1 h) and burn (5 min) at [`BURN_PAGE`], a warning burn
/// (6 h) and burn (30 min) at [`BURN_WARN`]; the short window lets an alert clear within
/// minutes of the fix [2].
pub const BURN_WINDOW_MINUTES: usize = 60;
pub const BURN_PAGE_SHORT_MINUTES: usize = 5;
pub const BURN_WARN_SHORT_MINUTES: usize = 30;
pub const BURN_WARN_LONG_MINUTES: usize = 360;
pub const BURN_WARN: f64 = 6.0;
pub const BURN_PAGE: f64 = 14.4;
/// Client retries: arrivals (fresh plus retried) are capped at this multiple of λ(t), the
/// most a client fleet's retry budget lets through [6].
pub const RETRY_ARRIVAL_CAP: f64 = 10.0;
/// Diurnal swing of the arrival rate, and the hour of its peak [6].
pub const DIURNAL_AMPLITUDE: f64 = 0.25;
/// Relative standard deviation of the per-minute rate factor N(0, 0.02) [6].
pub const RATE_NOISE_SD: f64 = 0.02;
/// The quick actions behind a status message's buttons: instances "+2 instances" adds to
/// the floor, and the share of low-priority traffic "shed" sheds, in %.
pub const QUICK_INSTANCES: u32 = 2;
pub const QUICK_SHED_PCT: u32 = 50;
