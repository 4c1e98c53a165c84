//! What the expert's runbook knows besides the dashboard, and how it reads a dashboard:
//! the thresholds it acts on (each with why), and the runbook arithmetic — what one
//! instance serves, what the database would carry after a change of the controls, the
//! shed setting for a share of traffic. Pure functions of a [`PlayerView`].

use crate::model::constants::{
    APP_TIME_S, BAD_BUILD_CPU_EXTRA, BAD_BUILD_ERROR, DB_CAPACITY_QPS, FEATURE_APP_TIME_S,
    FEATURE_QUERIES, HOT_OBJECTS, LOW_PRIORITY_SHARE, MAX_INSTANCES, QUERIES_PER_REQUEST,
    WARMUP_EXTRA_QPS, WORKERS_PER_INSTANCE,
};
use crate::model::policy::PlayerView;
use crate::model::Controls;

/// Dashboards in a row a signal must show before the expert believes it: one could be noise.
pub const NOTICE_MIN: u32 = 2;
/// Minutes after an action before the expert undoes or trims anything: it watches first.
pub const PAUSE_MIN: u32 = 2;
/// Dashboards in a row of calm before it undoes an emergency measure.
pub const CALM_MIN: u32 = 3;
/// Dashboards in a row of calm before it trims the fleet.
pub const IDLE_MIN: u32 = 10;
/// Errors the bad build does not explain that turn the dashboard red: 1 %, ten times the
/// SLO's budget (the dashboard's own "critical").
pub const RED_ERRORS: f64 = 0.01;
/// p99 that reads as the time-out on the dashboard ("≥ 2 s"), seconds.
pub const RED_P99_S: f64 = 1.95;
/// Errors the bad build does not explain that count as the fleet failing.
pub const FAILING_ERRORS: f64 = 0.005;
/// Errors low enough to call the service calm: the SLO's own 0.1 %.
pub const CALM_ERRORS: f64 = 0.001;
/// p99 at which users are waiting and the fleet is near saturation, seconds: the p99 the
/// score counts as a slow minute (users notice the wait), so both read the one threshold.
pub use crate::model::score::SLOW_P99_S;
/// p99 well clear of trouble, seconds.
pub const CALM_P99_S: f64 = 0.8;
/// Database utilisation at which queries slow down sharply (5 ms/(1 − ρ)): act.
pub const DB_HOT: f64 = 0.9;
/// Database utilisation to aim for when relieving it, and to stay under when restoring.
pub const DB_COMFORT: f64 = 0.8;
/// The warm-up job's share of the database: 600 of 4,000 queries/s.
pub const WARMUP_DB_SHARE: f64 = WARMUP_EXTRA_QPS / DB_CAPACITY_QPS;
/// Seconds of database time the runbook allows per request on top of the CPU time.
pub const RUNBOOK_DB_S: f64 = 0.005;
/// Utilisation (by the runbook) above which the serving fleet is short: the queue, p99 and
/// time-outs grow quickly past it.
pub const FLEET_SHORT_UTIL: f64 = 0.85;
/// Utilisation (by the runbook) the expert relieves a short serving fleet to, no further:
/// all it can carry. The runbook's 5 ms of database per request overstates a warm cache's
/// (about 2.5 ms), so the fleet really runs near 97 %, and with 16 workers an instance and
/// eight or more instances a pool that busy still answers in milliseconds (Erlang C):
/// shedding more, or turning recommendations off sooner, only costs the users.
pub const RELIEF_UTIL: f64 = 1.0;
/// Utilisation (by the runbook) a restored measure may bring the serving fleet to.
pub const RESTORE_UTIL: f64 = 0.85;
/// The autoscaler target the expert runs a calm fleet at, %. With 16 workers per
/// instance and eight or more instances, a fleet 65 % busy still answers at once (waiting
/// stays rare below about 85 %), so the opening 60 % mostly pays for idle workers. Not
/// more (an opening 85 % comes down to it): a leaner fleet has less to carry it through
/// the boot delay when a surge comes or a zone goes dark.
pub const CALM_TARGET_PCT: u32 = 70;
/// The TTL the expert raises a short one to when the database runs hot with a warm cache
/// (unless the briefing allows less), seconds: at the midday 2,000 req/s, 300 s keeps 97 %
/// of the warm cache's requests off the database (rT = 30), 60 s 86 %, 15 s 60 %.
pub const RELIEF_TTL_S: u32 = 300;

/// A red dashboard: errors the bad build does not explain, a saturated database, or p99
/// at the time-out.
pub fn red(v: &PlayerView) -> bool {
    fleet_errors(v) >= RED_ERRORS || v.db_util >= 1.0 || v.p99_s >= RED_P99_S
}

/// Errors the bad build does not explain (it adds 5 % × its share of traffic).
pub fn fleet_errors(v: &PlayerView) -> f64 {
    (v.error_rate - BAD_BUILD_ERROR * v.bad_share).max(0.0)
}

/// Calm: errors within the SLO, p99 clear, the database with room.
pub fn calm(v: &PlayerView) -> bool {
    fleet_errors(v) < CALM_ERRORS && v.p99_s < CALM_P99_S && v.db_util < DB_COMFORT
}

/// The autoscaler's target utilisation as set, 0–1.
pub fn target(controls: &Controls) -> f64 {
    f64::from(controls.target_pct) / 100.0
}

/// Requests per second one instance serves flat out, by the runbook: 16 workers over the
/// CPU time (recommendations add 20 ms, the bad build × 1.25 on its share) and a few ms of
/// database.
pub fn full_rps(feature_on: bool, bad_share: f64) -> f64 {
    let cpu = if feature_on {
        APP_TIME_S + FEATURE_APP_TIME_S
    } else {
        APP_TIME_S
    };
    let request_s = cpu * (1.0 + BAD_BUILD_CPU_EXTRA * bad_share) + RUNBOOK_DB_S;
    f64::from(WORKERS_PER_INSTANCE) / request_s
}

/// Instances for `rps` requests per second at `per_instance` each, 1 to 40.
pub fn instances_for(rps: f64, per_instance: f64) -> u32 {
    let n = (rps / per_instance).ceil();
    if n.is_nan() || n < 1.0 {
        1
    } else {
        (n as u32).min(MAX_INSTANCES)
    }
}

/// Share of the arriving traffic a shed setting (%) admits.
pub fn kept(shed_pct: u32) -> f64 {
    1.0 - LOW_PRIORITY_SHARE * f64::from(shed_pct) / 100.0
}

/// Database queries per cache miss: two, one more with recommendations.
fn queries(feature_on: bool) -> f64 {
    QUERIES_PER_REQUEST + if feature_on { FEATURE_QUERIES } else { 0.0 }
}

/// The TTL cache's share of a warm cache's requests it answers, rT/(1 + rT), for `rps`
/// admitted requests per second (r = λ / 20,000 objects).
pub fn ttl_hit(rps: f64, ttl_s: u32) -> f64 {
    let rt = rps / HOT_OBJECTS * f64::from(ttl_s);
    rt / (1.0 + rt)
}

/// The cache's warmth as the runbook reads it off the hit rate: hit = warmth × rT/(1 +
/// rT). With a TTL of 0 nothing is answered from the cache, whatever it holds: read as
/// warm (a push bypasses the cache, it does not empty it).
pub fn warmth(v: &PlayerView) -> f64 {
    let share = ttl_hit(v.admitted_per_s(), v.controls.ttl_s);
    if share > 1e-6 {
        (v.hit / share).min(1.0)
    } else {
        1.0
    }
}

/// The database utilisation the dashboard `v` would show with `controls` instead of the
/// controls it was computed with, by the runbook: the requests' queries scale with the
/// admitted share and the queries per miss; the misses with the TTL (the cache's warmth
/// read off the hit rate); the warm-up job adds its share while it runs (`warmup`).
pub fn db_with(v: &PlayerView, controls: &Controls, warmup: bool) -> f64 {
    let now = &v.controls;
    let job = if v.warmup_active {
        WARMUP_DB_SHARE
    } else {
        0.0
    };
    let requests_util = (v.db_util - job).max(0.0);
    let admitted = v.admitted_per_s().max(1.0);
    let admitted_after = admitted * kept(controls.shed_pct) / kept(now.shed_pct);
    let miss_now = 1.0 - v.hit;
    let miss_after = 1.0 - warmth(v) * ttl_hit(admitted_after, controls.ttl_s);
    let miss_ratio = if miss_now > 1e-9 {
        miss_after / miss_now
    } else {
        1.0
    };
    let per_miss = queries(controls.feature_on) / queries(now.feature_on);
    let running = if warmup || v.warmup_active {
        WARMUP_DB_SHARE
    } else {
        0.0
    };
    requests_util * kept(controls.shed_pct) / kept(now.shed_pct) * per_miss * miss_ratio + running
}

/// The serving fleet's utilisation (by the runbook) with `controls` and the next minute's
/// requests `next_rps` (arriving, before shedding).
pub fn fleet_util_with(v: &PlayerView, controls: &Controls, next_rps: f64) -> f64 {
    let carried = f64::from(v.serving.max(1)) * full_rps(controls.feature_on, v.bad_share);
    next_rps * kept(controls.shed_pct) / carried
}
