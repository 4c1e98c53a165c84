//! The built-in expert: a calm on-call engineer as a handful of rules.
//!
//! It reads the dashboard once a minute. It believes a signal once two dashboards in a row
//! show it (one when the dashboard is red: errors the bad build does not explain, a
//! saturated database, p99 at the time-out; or when requests jump 15 % in a minute). It
//! takes one action a minute at most, and after an action it waits a couple of minutes to
//! see its effect before it undoes or trims anything; only an incident in progress (a bad
//! build, a saturated database or fleet, a cold cache, a surge) gets the next command as
//! soon as the next minute shows. Its rules, in the order it looks at them:
//!
//! Incidents (no waiting):
//! 1. [`Expert::roll_back`]: traffic on the bad build → roll back.
//! 2. [`Expert::restore_ttl`]: the cached answers are younger than the opening TTL allows
//!    (a configuration push shortened it) → the opening TTL back.
//! 3. [`Expert::relieve_database`]: the database saturates (a cache flush, lost capacity) →
//!    a longer TTL when the cache is warm and the TTL short, then recommendations off, then
//!    shed low-priority traffic until it has room.
//! 4. [`Expert::warm_cache`]: the cache is cold and the database has room → warm-up job.
//! 5. [`Expert::add_capacity`]: requests climb, or the fleet is short → raise the floor
//!    for the load expected once new instances have booted.
//! 6. [`Expert::relieve_fleet`]: the serving fleet cannot carry the load until the new
//!    instances serve → recommendations off, then shed. On a red dashboard (requests
//!    failing now, as after a zone outage) this comes before rule 5: it helps this minute,
//!    new capacity only after the boot delay.
//!
//! Afterwards (once the pause after its last action is over):
//! 7. [`Expert::restore`]: calm for three minutes, and the serving fleet and the database
//!    would carry it → shed 0, then recommendations back on; then the autoscaler back on
//!    if right-sizing switched it off and the requests hold steady.
//! 8. [`Expert::right_size`]: calm for ten minutes → run the autoscaler at a 70 % target
//!    instead of the opening 60 %, and bring the floor to what the load needs; when the
//!    fleet is well above that (after a surge), set the floor to the need and switch the
//!    autoscaler off so the fleet drops to it at once, moving the floor with the load by
//!    hand until rule 7 switches the autoscaler back on.
//!
//! It never lowers the TTL: answers kept longer cost the users nothing the drill counts.
//!
//! What it knows besides the dashboard is what a runbook states: 16 workers per instance,
//! about 50 ms of CPU per request plus 20 ms with recommendations, the bad build's +5 %
//! errors and × 1.25 CPU, the warm-up's 600 queries/s on a 4,000 q/s database, shedding
//! reaching 30 % of the traffic, 40 instances at most, the autoscaler's target as set, and
//! the boot delay the briefing announces (given to [`Expert::new`]).

use super::{Policy, View};
use crate::model::action::Action;
use crate::model::constants::{
    APP_TIME_S, BAD_BUILD_CPU_EXTRA, BAD_BUILD_ERROR, DB_CAPACITY_QPS, FEATURE_APP_TIME_S,
    LOW_PRIORITY_SHARE, MAX_INSTANCES, ROLLBACK_MINUTES, WARMUP_EXTRA_QPS, WARMUP_MINUTES,
    WORKERS_PER_INSTANCE,
};
// The expert calls the fleet short at the p99 the score counts as a slow minute (users
// notice the wait), so both read the one threshold.
use crate::model::score::SLOW_P99_S;
use crate::model::Controls;

/// Dashboards in a row a signal must show before the expert believes it: one could be noise.
const NOTICE_MIN: u32 = 2;
/// Minutes after an action before the expert undoes or trims anything: it watches first.
const PAUSE_MIN: u32 = 2;
/// Dashboards in a row of calm before it undoes an emergency measure.
const CALM_MIN: u32 = 3;
/// Dashboards in a row of calm before it trims the fleet.
const IDLE_MIN: u32 = 10;
/// Errors the bad build does not explain that turn the dashboard red: 1 %, ten times the
/// SLO's budget (the dashboard's own "critical").
const RED_ERRORS: f64 = 0.01;
/// p99 that reads as the time-out on the dashboard ("≥ 2 s"), seconds.
const RED_P99_S: f64 = 1.95;
/// Errors the bad build does not explain that count as the fleet failing.
const FAILING_ERRORS: f64 = 0.005;
/// Errors low enough to call the service calm: the SLO's own 0.1 %.
const CALM_ERRORS: f64 = 0.001;
/// p99 well clear of trouble, seconds.
const CALM_P99_S: f64 = 0.8;
/// Database utilisation at which queries slow down sharply (5 ms/(1 − ρ)): act.
const DB_HOT: f64 = 0.9;
/// Database utilisation to aim for when relieving it, and to stay under when restoring.
const DB_COMFORT: f64 = 0.8;
/// The warm-up job's share of the database: 600 of 4,000 queries/s.
const WARMUP_DB_SHARE: f64 = WARMUP_EXTRA_QPS / DB_CAPACITY_QPS;
/// Seconds of database time the runbook allows per request on top of the CPU time.
const RUNBOOK_DB_S: f64 = 0.005;
/// Utilisation (by the runbook) above which the serving fleet is short: the queue, p99 and
/// time-outs grow quickly past it.
const FLEET_SHORT_UTIL: f64 = 0.85;
/// Utilisation (by the runbook) a restored measure may bring the serving fleet to.
const RESTORE_UTIL: f64 = 0.75;
/// Requests at least this much above the lowest of the last minutes, and gaining at least
/// [`RISING_SLOPE`] of themselves per minute, are a surge building. The morning's own
/// swing gains about 0.1 % a minute and the noise a few %, so neither looks like one.
const RISING_FACTOR: f64 = 1.10;
const RISING_SLOPE: f64 = 0.03;
/// Requests up this much on the minute before are a jump no noise makes: a surge the
/// expert believes on the first dashboard.
const JUMP_FACTOR: f64 = 1.15;
/// Requests within this share of where they were ten minutes ago are steady.
const STEADY_SHARE: f64 = 0.05;
/// Minutes of requests the expert keeps in mind.
const MEMORY_MIN: usize = 10;
/// The autoscaler target the expert runs a calm fleet at, %. With 16 workers per
/// instance and eight or more instances, a fleet 65 % busy still answers at once (waiting
/// stays rare below about 85 %), so the opening 60 % mostly pays for idle workers; the
/// surge rules size new capacity at the opening target anyway. The autoscaler's scale-in
/// keeps a 10 % tolerance above the need, so a 70 % target settles near 64 % busy. Not
/// more: a leaner fleet has less to carry it through the boot delay when a surge comes.
const CALM_TARGET_PCT: u32 = 70;
/// A fleet more than this share above what the load needs (plus one instance) is worth
/// trimming at once rather than leaving to the autoscaler's 20 % per 10 quiet minutes.
const TRIM_SLACK: f64 = 0.2;
/// The TTL the expert raises a short one to when the database runs hot with a warm cache,
/// seconds: at the midday 2,000 req/s, 60 s keeps 86 % of requests off the database
/// (rT = 6), 15 s only 60 %. Answers a minute old are fine for a page that serves its
/// recommendations from the cache anyway.
const RELIEF_TTL_S: u32 = 60;

/// The built-in calm on-call engineer (see the module's rules).
#[derive(Debug, Clone)]
pub struct Expert {
    boot_delay_min: u32,
    /// The opening dashboard's controls (what to come back to) and hit rate (normal).
    opening: Option<(Controls, f64)>,
    /// Requests per second of the last [`MEMORY_MIN`] dashboards, oldest first.
    recent: Vec<f64>,
    /// Until this minute the expert watches its last action instead of starting a new one
    /// (except for an incident).
    busy_until: u32,
    bad_build_seen: u32,
    db_hot_seen: u32,
    fleet_short_seen: u32,
    rising_seen: u32,
    calm_seen: u32,
    last_rollback: Option<u32>,
    last_warmup: Option<u32>,
}

impl Expert {
    /// An expert for a drill whose briefing announces `boot_delay_min` minutes of boot.
    pub fn new(boot_delay_min: u32) -> Expert {
        Expert {
            boot_delay_min,
            opening: None,
            recent: Vec::with_capacity(MEMORY_MIN + 1),
            busy_until: 0,
            bad_build_seen: 0,
            db_hot_seen: 0,
            fleet_short_seen: 0,
            rising_seen: 0,
            calm_seen: 0,
            last_rollback: None,
            last_warmup: None,
        }
    }

    /// Reads a dashboard: remembers the requests and counts how long each signal shows.
    fn observe(&mut self, v: &View) {
        if self.opening.is_none() {
            self.opening = Some((v.controls, v.hit));
        }
        self.recent.push(v.requests_per_s);
        if self.recent.len() > MEMORY_MIN {
            self.recent.remove(0);
        }
        let (short, rising) = (self.fleet_short(v), self.rising(v));
        let count = |seen: &mut u32, now: bool| *seen = if now { *seen + 1 } else { 0 };
        count(&mut self.bad_build_seen, v.bad_share > 0.0);
        count(&mut self.db_hot_seen, v.db_util >= DB_HOT);
        count(&mut self.fleet_short_seen, short);
        count(&mut self.rising_seen, rising);
        count(&mut self.calm_seen, calm(v) && !rising);
    }

    /// The opening controls (the first dashboard's, before the expert's first action).
    fn normal(&self, v: &View) -> Controls {
        self.opening.map_or(v.controls, |(c, _)| c)
    }

    /// Requests gained per minute over the last two minutes.
    fn slope(&self) -> f64 {
        match self.recent.len() {
            n if n >= 3 => (self.recent[n - 1] - self.recent[n - 3]) / 2.0,
            _ => 0.0,
        }
    }

    /// Requests climbing: well above the lowest of the last minutes and still going up.
    fn rising(&self, v: &View) -> bool {
        let low = self.recent.iter().copied().fold(f64::INFINITY, f64::min);
        self.recent.len() >= 3
            && v.requests_per_s >= RISING_FACTOR * low
            && self.slope() >= RISING_SLOPE * v.requests_per_s
    }

    /// The serving fleet cannot carry what it is asked (the database being fine): users
    /// wait, requests fail, or by the runbook it would run above [`FLEET_SHORT_UTIL`] with
    /// the next minute's requests.
    fn fleet_short(&self, v: &View) -> bool {
        let next = (v.requests_per_s + self.slope().max(0.0)) * (1.0 - v.dropped_share);
        let carried = f64::from(v.serving) * full_rps(v.controls.feature_on, v.bad_share);
        v.db_util < DB_HOT
            && (v.p99_s >= SLOW_P99_S
                || fleet_errors(v) >= FAILING_ERRORS
                || next > carried * FLEET_SHORT_UTIL)
    }

    /// Whether a signal seen `seen` dashboards in a row is believed: after two, or at
    /// once on a red dashboard.
    fn noticed(v: &View, seen: u32) -> bool {
        seen >= NOTICE_MIN || (seen >= 1 && red(v))
    }

    /// Traffic shows on a bad build: roll it back (again only if a finished rollback left
    /// it there, as when the rollback was pressed before the build was out).
    fn roll_back(&self, v: &View) -> Option<Action> {
        let again = self
            .last_rollback
            .is_none_or(|m| v.minute > m + ROLLBACK_MINUTES + 1);
        (Self::noticed(v, self.bad_build_seen) && !v.rollback_in_progress && again)
            .then_some(Action::Rollback)
    }

    /// The database is saturated (a flushed cache sends every request to it, or it lost
    /// capacity): with a warm cache and a short TTL, keep answers longer first (it costs
    /// users nothing); then drop the recommendations' extra query, then shed low-priority
    /// traffic until it would run at [`DB_COMFORT`] — leaving room for the warm-up job while
    /// the cache is cold.
    fn relieve_database(&self, v: &View) -> Option<Action> {
        if !Self::noticed(v, self.db_hot_seen) {
            return None;
        }
        if !self.cache_cold(v) && v.controls.ttl_s < RELIEF_TTL_S {
            return Some(Action::Ttl(RELIEF_TTL_S));
        }
        if v.controls.feature_on {
            return Some(Action::Feature(false));
        }
        let aim = if self.cache_cold(v) && !v.warmup_active {
            DB_COMFORT - WARMUP_DB_SHARE
        } else {
            DB_COMFORT
        };
        let shed = shed_for(v, aim / v.db_util);
        (shed > v.controls.shed_pct).then_some(Action::Shed(shed))
    }

    /// The cached answers are younger than the opening TTL allows (the dashboard's mean
    /// age is TTL/2): a configuration push shortened the TTL behind the team's back. Set it
    /// back at once — the cache is the database's first defence.
    fn restore_ttl(&self, v: &View) -> Option<Action> {
        let (normal, _) = self.opening?;
        let ttl_now = 2.0 * v.mean_age_s;
        (ttl_now < f64::from(normal.ttl_s)).then_some(Action::Ttl(normal.ttl_s))
    }

    /// Hit rate under half the opening one: the cache has been emptied.
    fn cache_cold(&self, v: &View) -> bool {
        self.opening.is_some_and(|(_, hit)| v.hit < 0.5 * hit)
    }

    /// The cache is cold and the database can take the job's 600 queries/s: warm it up.
    fn warm_cache(&self, v: &View) -> Option<Action> {
        let room = v.db_util + WARMUP_DB_SHARE <= DB_COMFORT + 0.05;
        let again = self
            .last_warmup
            .is_none_or(|m| v.minute > m + WARMUP_MINUTES);
        (self.cache_cold(v) && room && !v.warmup_active && again).then_some(Action::Warmup)
    }

    /// Requests climb, or the fleet is short: raise the floor to what the requests
    /// expected when instances launched now serve (the slope carried over the boot delay)
    /// need at the opening target, with the service as normal (recommendations on, no
    /// shedding: the expert means to undo those). Only a real step: a tenth more at least.
    fn add_capacity(&self, v: &View) -> Option<Action> {
        let jump = self.recent.len() >= 2
            && v.requests_per_s >= JUMP_FACTOR * self.recent[self.recent.len() - 2];
        let rising = Self::noticed(v, self.rising_seen) || (self.rising_seen >= 1 && jump);
        if !rising && !Self::noticed(v, self.fleet_short_seen) {
            return None;
        }
        let normal = self.normal(v);
        let kept = 1.0 - LOW_PRIORITY_SHARE * f64::from(normal.shed_pct) / 100.0;
        let ahead = f64::from(self.boot_delay_min + 1);
        let expected = (v.requests_per_s + self.slope().max(0.0) * ahead) * kept;
        let opening_target = f64::from(normal.target_pct) / 100.0;
        let per_instance = full_rps(normal.feature_on, v.bad_share) * opening_target;
        let needed = instances_for(expected, per_instance);
        let step = (v.fleet() / 10).max(1);
        (needed >= v.fleet() + step && needed > v.controls.floor).then_some(Action::Floor(needed))
    }

    /// The serving fleet is short while capacity boots: recommendations off (40 % more
    /// requests per instance), then shed enough to bring it to [`FLEET_SHORT_UTIL`] with
    /// the next minute's requests.
    fn relieve_fleet(&self, v: &View) -> Option<Action> {
        if !Self::noticed(v, self.fleet_short_seen) {
            return None;
        }
        if v.controls.feature_on {
            return Some(Action::Feature(false));
        }
        let next = (v.requests_per_s + self.slope().max(0.0)) * (1.0 - v.dropped_share);
        let carried = f64::from(v.serving) * full_rps(false, v.bad_share) * FLEET_SHORT_UTIL;
        let shed = shed_for(v, carried / next.max(1.0));
        (shed > v.controls.shed_pct).then_some(Action::Shed(shed))
    }

    /// Calm for [`CALM_MIN`] dashboards: undo shedding, then bring the recommendations
    /// back, each only when the serving fleet (by the runbook, at [`RESTORE_UTIL`]) and the
    /// database (at [`DB_COMFORT`]) would carry it; then the autoscaler back on if
    /// [`Expert::right_size`] switched it off and the requests hold steady.
    fn restore(&self, v: &View) -> Option<Action> {
        if self.calm_seen < CALM_MIN {
            return None;
        }
        let normal = self.normal(v);
        let warmup = if v.warmup_active {
            WARMUP_DB_SHARE
        } else {
            0.0
        };
        let db_requests = (v.db_util - warmup).max(0.0);
        let fleet_rps = f64::from(v.serving) * full_rps(v.controls.feature_on, v.bad_share);
        if v.controls.shed_pct > normal.shed_pct {
            let kept = 1.0 - LOW_PRIORITY_SHARE * f64::from(normal.shed_pct) / 100.0;
            let growth = kept / (1.0 - v.dropped_share);
            let db = db_requests * growth + warmup;
            let fleet = v.admitted_per_s() * growth / fleet_rps;
            return (db <= DB_COMFORT && fleet <= RESTORE_UTIL)
                .then_some(Action::Shed(normal.shed_pct));
        }
        if !v.controls.feature_on && normal.feature_on {
            // Three queries per miss instead of two, 20 ms more CPU per request.
            let db = db_requests * 1.5 + warmup;
            let fleet = v.admitted_per_s() / (f64::from(v.serving) * full_rps(true, v.bad_share));
            return (db <= DB_COMFORT && fleet <= RESTORE_UTIL).then_some(Action::Feature(true));
        }
        (!v.controls.autoscaler_on && normal.autoscaler_on && self.steady(v))
            .then_some(Action::Autoscale(true))
    }

    /// Calm for [`IDLE_MIN`] dashboards, nothing booting, the service as normal: run the
    /// fleet at [`CALM_TARGET_PCT`] rather than the opening target, and keep it at what the
    /// load needs there (by the runbook). With the autoscaler on, the floor comes down to
    /// the need; when the fleet is well above it (after a surge, or what the autoscaler
    /// launched while the database was down) — the autoscaler trims only 20 % per 10 quiet
    /// minutes — the floor is set to the need and the autoscaler switched off, so the fleet
    /// drops to the floor at once. While it is off, the expert moves the floor with the
    /// load itself; [`Expert::restore`] switches it back on once the requests hold steady.
    fn right_size(&self, v: &View) -> Option<Action> {
        let normal = self.normal(v);
        let as_normal =
            v.controls.shed_pct == normal.shed_pct && v.controls.feature_on == normal.feature_on;
        if self.calm_seen < IDLE_MIN || v.booting > 0 || !as_normal || v.rollback_in_progress {
            return None;
        }
        if v.controls.target_pct < CALM_TARGET_PCT {
            return Some(Action::Target(CALM_TARGET_PCT));
        }
        let per_instance = full_rps(v.controls.feature_on, v.bad_share) * target(v);
        let need = instances_for(v.admitted_per_s(), per_instance);
        let floor = v.controls.floor;
        if !v.controls.autoscaler_on {
            // By hand: up as soon as the load needs it, down only past one instance of
            // noise, so the floor does not flap.
            return (need > floor || floor > need + 1).then_some(Action::Floor(need));
        }
        let slack = f64::from(need) * (1.0 + TRIM_SLACK) + 1.0;
        if f64::from(v.fleet()) > slack {
            return Some(if floor != need {
                Action::Floor(need)
            } else {
                Action::Autoscale(false)
            });
        }
        (floor > need).then_some(Action::Floor(need))
    }

    /// Requests steady: within [`STEADY_SHARE`] of where they were [`MEMORY_MIN`] minutes
    /// ago.
    fn steady(&self, v: &View) -> bool {
        let first = self.recent.first().copied().unwrap_or(v.requests_per_s);
        self.recent.len() >= MEMORY_MIN
            && (v.requests_per_s - first).abs() <= STEADY_SHARE * v.requests_per_s
    }

    /// Remembers what it pressed, and watches it for [`PAUSE_MIN`] minutes.
    fn pressed(&mut self, v: &View, action: Action) {
        match action {
            Action::Rollback => self.last_rollback = Some(v.minute),
            Action::Warmup => self.last_warmup = Some(v.minute),
            _ => {}
        }
        // The action applies at the next minute; watch that one and PAUSE_MIN − 1 more.
        self.busy_until = v.minute + 1 + PAUSE_MIN;
    }
}

impl Policy for Expert {
    fn decide(&mut self, v: &View) -> Option<Action> {
        self.observe(v);
        // Failing now, relief that works this minute comes before capacity that serves
        // only after the boot delay.
        let fleet = |expert: &Self| {
            if red(v) {
                expert.relieve_fleet(v).or_else(|| expert.add_capacity(v))
            } else {
                expert.add_capacity(v).or_else(|| expert.relieve_fleet(v))
            }
        };
        let incident = self
            .roll_back(v)
            .or_else(|| self.restore_ttl(v))
            .or_else(|| self.relieve_database(v))
            .or_else(|| self.warm_cache(v))
            .or_else(|| fleet(self));
        let action = match incident {
            Some(action) => action,
            None if v.minute < self.busy_until => return None,
            None => self.restore(v).or_else(|| self.right_size(v))?,
        };
        self.pressed(v, action);
        Some(action)
    }
}

/// A red dashboard: errors the bad build does not explain, a saturated database, or p99
/// at the time-out.
fn red(v: &View) -> bool {
    fleet_errors(v) >= RED_ERRORS || v.db_util >= 1.0 || v.p99_s >= RED_P99_S
}

/// Errors the bad build does not explain (it adds 5 % × its share of traffic).
fn fleet_errors(v: &View) -> f64 {
    (v.error_rate - BAD_BUILD_ERROR * v.bad_share).max(0.0)
}

/// Calm: errors within the SLO, p99 clear, the database with room.
fn calm(v: &View) -> bool {
    fleet_errors(v) < CALM_ERRORS && v.p99_s < CALM_P99_S && v.db_util < DB_COMFORT
}

/// The autoscaler's target utilisation as set, 0–1.
fn target(v: &View) -> f64 {
    f64::from(v.controls.target_pct) / 100.0
}

/// Requests per second one instance serves flat out, by the runbook: 16 workers over the
/// CPU time (recommendations add 20 ms, the bad build × 1.25 on its share) and a few ms of
/// database.
fn full_rps(feature_on: bool, bad_share: f64) -> f64 {
    let cpu = if feature_on {
        APP_TIME_S + FEATURE_APP_TIME_S
    } else {
        APP_TIME_S
    };
    let request_s = cpu * (1.0 + BAD_BUILD_CPU_EXTRA * bad_share) + RUNBOOK_DB_S;
    f64::from(WORKERS_PER_INSTANCE) / request_s
}

/// Instances for `rps` requests per second at `per_instance` each, 1 to 40.
fn instances_for(rps: f64, per_instance: f64) -> u32 {
    let n = (rps / per_instance).ceil();
    if n.is_nan() || n < 1.0 {
        1
    } else {
        (n as u32).min(MAX_INSTANCES)
    }
}

/// The shed setting (%, rounded up to a multiple of 10) that admits `keep` of what is
/// admitted now.
fn shed_for(v: &View, keep: f64) -> u32 {
    let admitted_share = (1.0 - v.dropped_share) * keep.clamp(0.0, 1.0);
    let pct = ((1.0 - admitted_share) / LOW_PRIORITY_SHARE * 100.0).clamp(0.0, 100.0);
    (((pct / 10.0).ceil() * 10.0) as u32).min(100)
}
