//! The built-in expert, third edition (issue 26): an on-call engineer following a runbook.
//!
//! It reads the dashboard once a minute, as a player does, and acts with a human delay: it
//! believes a signal once two dashboards in a row show it (one when the dashboard is red:
//! errors the bad build does not explain, a saturated database, p99 at the time-out; when
//! the database runs at 90 %; when instances are gone; or when requests jump 15 % in a
//! minute). It reads the briefing as a team would: a deploy announced as bad is rolled back
//! on its first dashboard, an announced launch is prepared for, a spike warned of at an
//! unknown time with a slow boot gets head-room, and a warned loss of database capacity is
//! answered when it shows — never by degrading the service blind. When it acts it presses
//! every lever the situation calls for in the same minute, each with its [`Reason`]; after
//! acting it watches a couple of minutes before it undoes or trims anything. It never
//! breaks a constraint the briefing states (the longest TTL allowed). Its runbook, in
//! order:
//!
//! Incidents (at once), see `incident.rs`:
//! 1. [`Expert::roll_back`]: traffic on a bad build → roll back.
//! 2. [`Expert::prepare_launch`]: an announced launch within the boot delay and two
//!    minutes → the floor its lowest announced peak needs; [`Expert::keep_headroom`]: a
//!    warned spike of unknown time with a boot of 6 minutes or more → head-room for twice
//!    the load until it shows.
//! 3. [`Expert::relieve_database`]: the database runs hot (a flushed cache, lost capacity,
//!    a TTL pushed to 0) → a longer TTL (as far as the briefing allows); if that is not
//!    enough, recommendations off; then shed just enough low-priority traffic for the
//!    database to run at 80 % with the clients' retries the next minute brings — with room
//!    for the warm-up job (pressed in the same minute) when the cache is cold and the
//!    relief leaves room.
//! 4. [`Expert::restore_ttl`]: the TTL is shorter than the team set it (a configuration
//!    push) → set it back.
//! 5. [`Expert::warm_cache`]: the cache is cold and the database has room, retries
//!    included → warm-up.
//! 6. [`Expert::relieve_fleet`]: the serving fleet could not carry the next minute's
//!    requests (the retries the briefing announces included) until new instances serve →
//!    recommendations off past 10 % over what it carries by the runbook, shedding past
//!    20 % (at once when the clients retry); [`Expert::add_capacity`] in the same
//!    minute: fresh requests climb (retries are not a surge) or the fleet is short → raise
//!    the floor for the load expected half a boot delay ahead.
//!
//! Afterwards (once the pause after its last action is over), see `afterwards.rs`:
//! 7. [`Expert::restore`]: calm for three minutes → shed as little as the database (up to
//!    88 %) and the fleet allow — in steps of at most 50 when the clients retry —,
//!    recommendations back on when they would carry them; the autoscaler back
//!    on once the requests hold steady if right-sizing switched it off.
//! 8. [`Expert::right_size`]: calm for ten minutes, and no spike the briefing warned of
//!    still to come (the opening fleet is its head-room) → a 70 % target instead of the
//!    opening one, and the floor at what the load needs; a fleet above that by more than a
//!    tenth and an instance (what the autoscaler added during the incident) is trimmed at
//!    once (floor to the need, autoscaler off), the floor then moved with the load by hand
//!    until rule 7 switches the autoscaler back on.
//!
//! What it knows besides the dashboard is what a runbook states (`runbook.rs`): 16
//! workers per instance, about 50 ms of CPU per request plus 20 ms with recommendations,
//! two queries per cache miss plus one with them, 20,000 hot objects, the bad build's +5 %
//! errors and × 1.25 CPU, the warm-up's 600 queries/s on a 4,000 q/s database, shedding
//! reaching 30 % of the traffic, 40 instances at most, and what the briefing states
//! ([`Briefing`]: the boot delay, the longest TTL allowed, the clients' retries, a warned
//! loss of database capacity, a warned spike). `plan.rs` holds the minute's answer as it
//! is built, so no lever is pressed twice.

mod afterwards;
mod incident;
mod plan;
mod runbook;

use super::{Briefing, Decision, PlayerView, Policy, Reason};
use crate::model::Controls;
use plan::Plan;
use runbook::{calm, red, DB_COMFORT, DB_HOT, NOTICE_MIN, PAUSE_MIN};

/// Minutes of requests the expert keeps in mind.
const MEMORY_MIN: usize = 10;

/// The built-in on-call engineer (see the module's runbook).
#[derive(Debug, Clone)]
pub struct Expert {
    briefing: Briefing,
    /// The opening dashboard's controls: what to come back to.
    opening: Option<Controls>,
    /// The TTL the team means to run with: the opening one, or the longer one the expert
    /// set to relieve the database.
    ttl_wanted_s: Option<u32>,
    /// Fresh requests per second (without the retries the briefing announces) of the last
    /// [`MEMORY_MIN`] dashboards, oldest first.
    recent: Vec<f64>,
    /// Requests per second this dashboard's arrivals hold that are the clients' retries of
    /// the last minute's failures (by the briefing's share), and the next one's.
    retried_now: f64,
    retried_next: f64,
    /// Until this minute the expert watches its last action instead of undoing or
    /// trimming anything.
    busy_until: u32,
    bad_build_seen: u32,
    db_hot_seen: u32,
    fleet_short_seen: u32,
    rising_seen: u32,
    calm_seen: u32,
    last_rollback: Option<u32>,
    last_warmup: Option<u32>,
    /// The last dashboard's database utilisation and requests.
    last_db: Option<(f64, f64)>,
    /// The database lost the capacity the briefing warned of (its utilisation jumped
    /// while the requests did not): the warning no longer calls for preparation.
    db_warning_spent: bool,
    /// A surge has been seen (requests climbing, believed).
    surge_seen: bool,
    /// The capacity for the briefing's announced launch has been ordered.
    launch_prepared: bool,
    /// The last dashboard's serving instances, and whether this one shows fewer while
    /// nothing booted or was trimmed (a zone gone dark): a fleet short for that is believed
    /// at once.
    last_serving: Option<u32>,
    instances_lost: bool,
}

impl Expert {
    /// An expert for a drill with this briefing.
    pub fn new(briefing: Briefing) -> Expert {
        Expert {
            briefing,
            opening: None,
            ttl_wanted_s: None,
            recent: Vec::with_capacity(MEMORY_MIN + 1),
            retried_now: 0.0,
            retried_next: 0.0,
            busy_until: 0,
            bad_build_seen: 0,
            db_hot_seen: 0,
            fleet_short_seen: 0,
            rising_seen: 0,
            calm_seen: 0,
            last_rollback: None,
            last_warmup: None,
            last_db: None,
            db_warning_spent: false,
            surge_seen: false,
            launch_prepared: false,
            last_serving: None,
            instances_lost: false,
        }
    }

    /// Reads a dashboard: remembers the requests and counts how long each signal shows.
    fn observe(&mut self, v: &PlayerView) {
        if self.opening.is_none() {
            self.opening = Some(v.controls);
            self.ttl_wanted_s = Some(self.allowed_ttl(v.controls.ttl_s));
        }
        self.retried_now = self.retried_next;
        self.retried_next = v.error_rate * v.admitted_per_s() * self.briefing.retry_share;
        self.recent.push(self.fresh(v));
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
        if let (Some(share), Some((db, rps))) = (self.briefing.db_capacity_warning, self.last_db) {
            // Halving the capacity doubles the utilisation: a jump half-way there, with
            // the requests steady, is the loss the briefing announced.
            let jump = v.db_util >= db * (1.0 + 1.0 / share) / 2.0;
            let steady = v.requests_per_s <= rps * 1.1;
            self.db_warning_spent |= (jump && steady) || self.db_hot_seen > 0;
        }
        self.last_db = Some((v.db_util, v.requests_per_s));
        self.surge_seen |= Self::noticed(v, self.rising_seen);
        // The autoscaler trims at most a fifth; a zone takes a third at once.
        self.instances_lost = self
            .last_serving
            .is_some_and(|last| v.serving * 4 < last * 3 || (short && v.serving < last));
        self.last_serving = Some(v.serving);
    }

    /// The database utilisation the expert is content with: [`DB_COMFORT`], or while the
    /// briefing's warned loss of capacity is still to come, what would be comfortable once
    /// it has come.
    fn db_comfort(&self) -> f64 {
        match self.briefing.db_capacity_warning {
            Some(share) if !self.db_warning_spent => DB_COMFORT * share,
            _ => DB_COMFORT,
        }
    }

    /// The requests per second the dashboard shows less the clients' retries of the last
    /// minute's failures: a retry storm is not a surge of new users.
    fn fresh(&self, v: &PlayerView) -> f64 {
        (v.requests_per_s - self.retried_now).max(0.0)
    }

    /// The opening controls (the first dashboard's, before the expert's first action).
    fn normal(&self, v: &PlayerView) -> Controls {
        self.opening.unwrap_or(v.controls)
    }

    /// `ttl_s`, or the briefing's longest TTL if that is shorter.
    fn allowed_ttl(&self, ttl_s: u32) -> u32 {
        self.briefing.max_ttl_s.map_or(ttl_s, |max| ttl_s.min(max))
    }

    /// Requests gained per minute over the last two minutes.
    fn slope(&self) -> f64 {
        match self.recent.len() {
            n if n >= 3 => (self.recent[n - 1] - self.recent[n - 3]) / 2.0,
            _ => 0.0,
        }
    }

    /// Whether a signal seen `seen` dashboards in a row is believed: after two, or at
    /// once on a red dashboard.
    fn noticed(v: &PlayerView, seen: u32) -> bool {
        seen >= NOTICE_MIN || (seen >= 1 && red(v))
    }

    /// Remembers what it pressed, and watches it for [`PAUSE_MIN`] minutes.
    fn pressed(&mut self, v: &PlayerView, plan: &Plan) {
        use crate::model::action::Action;
        for decision in &plan.decisions {
            match decision.action {
                Action::Rollback => self.last_rollback = Some(v.minute),
                Action::Warmup => self.last_warmup = Some(v.minute),
                Action::Ttl(ttl_s) => self.ttl_wanted_s = Some(ttl_s),
                _ => {}
            }
            if matches!(decision.reason, Reason::LaunchAhead { .. }) {
                self.launch_prepared = true;
            }
        }
        // The actions apply at the next minute; watch that one and PAUSE_MIN − 1 more.
        self.busy_until = v.minute + 1 + PAUSE_MIN;
    }
}

impl Policy for Expert {
    fn decide(&mut self, v: &PlayerView) -> Vec<Decision> {
        self.observe(v);
        let mut plan = Plan::new(v);
        self.roll_back(v, &mut plan);
        self.prepare_launch(v, &mut plan);
        self.keep_headroom(v, &mut plan);
        self.relieve_database(v, &mut plan);
        self.restore_ttl(v, &mut plan);
        self.warm_cache(v, &mut plan);
        self.relieve_fleet(v, &mut plan);
        self.add_capacity(v, &mut plan);
        if plan.is_empty() && v.minute >= self.busy_until {
            self.restore(v, &mut plan);
            if plan.is_empty() {
                self.right_size(v, &mut plan);
            }
        }
        if !plan.is_empty() {
            self.pressed(v, &plan);
        }
        plan.decisions
    }
}
