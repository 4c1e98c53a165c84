//! One run of the model: state that lives from minute to minute and the order of work
//! inside a minute (SPEC §7.14): scheduled events (bad build, flush, surge, database
//! capacity, zone outage, TTL push) → pending actions → instances that finished booting →
//! arrivals (with the previous minute's retries) → the formulas → cost, budget, burn →
//! cache refill → autoscaler. Event times are fixed or drawn from the seed before the first
//! minute. Time is the minute index handed in; nothing here reads a clock.

use super::action::Action;
use super::arrivals::{self, Surge};
use super::budget::{self, Alert, BurnWindow};
use super::cache;
use super::constants::{ROLLBACK_MINUTES, WARMUP_MINUTES};
use super::database;
use super::fleet::Fleet;
use super::queue;
use super::record::{Clock, MinuteRecord, Summary, SummaryBuilder};
use super::rng::Rng;
use super::setup::{Controls, Event, Setup, When};

/// A scenario event as it falls in this run (times and peaks drawn from the seed), for
/// announcements, chart markers and debriefs (see [`Simulation::timeline`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TimelineEvent {
    BadDeployStart {
        minute: u32,
    },
    /// `fraction` of the cache emptied (1 for the whole cache).
    CacheFlush {
        minute: u32,
        fraction: f64,
    },
    SurgeStart {
        minute: u32,
        peak: f64,
    },
    SurgeEnd {
        minute: u32,
    },
    /// The database's capacity becomes `factor` × 4,000 queries/s.
    DbCapacityStart {
        minute: u32,
        factor: f64,
    },
    /// The first minute the database is back at full strength.
    DbCapacityEnd {
        minute: u32,
    },
    /// A zone outage stops `share` of the serving instances (at least one).
    InstancesLost {
        minute: u32,
        share: f64,
    },
    /// A configuration push sets the TTL to `ttl_s`.
    TtlPush {
        minute: u32,
        ttl_s: u32,
    },
}

impl TimelineEvent {
    pub fn minute(&self) -> u32 {
        match *self {
            TimelineEvent::BadDeployStart { minute }
            | TimelineEvent::CacheFlush { minute, .. }
            | TimelineEvent::SurgeStart { minute, .. }
            | TimelineEvent::SurgeEnd { minute }
            | TimelineEvent::DbCapacityStart { minute, .. }
            | TimelineEvent::DbCapacityEnd { minute }
            | TimelineEvent::InstancesLost { minute, .. }
            | TimelineEvent::TtlPush { minute, .. } => minute,
        }
    }

    /// Whether the team is told when it happens, as a real on-call engineer would see it
    /// in a deploy channel, a change log or a provider's status page. A surge and a
    /// degraded database are not announced: spotting them on the dashboard is the drill.
    pub fn announced(&self) -> bool {
        match self {
            TimelineEvent::BadDeployStart { .. }
            | TimelineEvent::CacheFlush { .. }
            | TimelineEvent::InstancesLost { .. }
            | TimelineEvent::TtlPush { .. } => true,
            TimelineEvent::SurgeStart { .. }
            | TimelineEvent::SurgeEnd { .. }
            | TimelineEvent::DbCapacityStart { .. }
            | TimelineEvent::DbCapacityEnd { .. } => false,
        }
    }
}

#[derive(Debug, Clone)]
struct BadDeploy {
    at_min: u32,
    ramp_min: u32,
    rolled_back: bool,
}

impl BadDeploy {
    fn share(&self, minute: u32) -> f64 {
        if self.rolled_back || minute < self.at_min {
            return 0.0;
        }
        if self.ramp_min == 0 {
            return 1.0;
        }
        (f64::from(minute - self.at_min + 1) / f64::from(self.ramp_min)).min(1.0)
    }
}

/// A stretch of reduced (or added) database capacity (§7.15).
#[derive(Debug, Clone, Copy)]
struct DbCapacity {
    at_min: u32,
    minutes: u32,
    factor: f64,
}

impl DbCapacity {
    fn factor(&self, minute: u32) -> f64 {
        let active = minute >= self.at_min && minute - self.at_min < self.minutes;
        if active {
            self.factor
        } else {
            1.0
        }
    }
}

/// Resolves an event's time for this run: a fixed minute as it is, a range drawn from the
/// run's generator ([`arrivals::draw_minute`]).
fn resolve(when: When, rng: &mut Rng) -> u32 {
    match when {
        When::At(minute) => minute,
        When::Between(lo, hi) => arrivals::draw_minute(lo, hi, rng),
    }
}

/// A run in progress. Feed it the actions of each minute; it returns that minute's record.
#[derive(Debug, Clone)]
pub struct Simulation {
    setup: Setup,
    deterministic: bool,
    rng: Rng,
    minute: u32,
    controls: Controls,
    fleet: Fleet,
    warm: f64,
    warmup_until: u32,
    rollback_until: Option<u32>,
    bad_deploys: Vec<BadDeploy>,
    /// (minute, fraction of the cache emptied).
    flushes: Vec<(u32, f64)>,
    surges: Vec<Surge>,
    db_capacity: Vec<DbCapacity>,
    /// (minute, share of the serving instances lost).
    losses: Vec<(u32, f64)>,
    /// (minute, TTL pushed).
    ttl_pushes: Vec<(u32, u32)>,
    /// The previous minute's error rate and admitted rate: its failed requests, of which
    /// the clients send `retry_share` again (§7.19).
    previous_failed: (f64, f64),
    burn_window: BurnWindow,
    budget_remaining: f64,
    billed_usd: f64,
    summary: SummaryBuilder,
}

impl Simulation {
    /// Starts a run. Event times and surges are drawn from the seed first, in the
    /// scenario's order, so they are the same with or without arrival noise;
    /// `deterministic` turns the per-minute noise off (§7.10). An event at a fixed time
    /// draws nothing.
    pub fn new(setup: &Setup, seed: u32, deterministic: bool) -> Self {
        let mut rng = Rng::new(seed);
        let mut bad_deploys = Vec::new();
        let mut flushes = Vec::new();
        let mut surges = Vec::new();
        let mut db_capacity = Vec::new();
        let mut losses = Vec::new();
        let mut ttl_pushes = Vec::new();
        for event in &setup.events {
            match *event {
                Event::BadDeploy { when, ramp_min } => bad_deploys.push(BadDeploy {
                    at_min: resolve(when, &mut rng),
                    ramp_min,
                    rolled_back: false,
                }),
                Event::CacheFlush { when, fraction } => {
                    flushes.push((resolve(when, &mut rng), fraction));
                }
                Event::Surge(ref spec) => surges.push(Surge::draw(spec, &mut rng)),
                Event::DbCapacity {
                    when,
                    factor,
                    minutes,
                } => db_capacity.push(DbCapacity {
                    at_min: resolve(when, &mut rng),
                    minutes,
                    factor,
                }),
                Event::LoseInstances { when, share } => {
                    losses.push((resolve(when, &mut rng), share));
                }
                Event::TtlPush { when, ttl_s } => {
                    ttl_pushes.push((resolve(when, &mut rng), ttl_s));
                }
            }
        }
        Self {
            deterministic,
            rng,
            minute: 0,
            controls: setup.controls,
            fleet: Fleet::new(setup.initial_instances),
            warm: setup.cache_warm,
            warmup_until: 0,
            rollback_until: None,
            bad_deploys,
            flushes,
            surges,
            db_capacity,
            losses,
            ttl_pushes,
            previous_failed: (0.0, 0.0),
            burn_window: BurnWindow::default(),
            budget_remaining: setup.budget_left,
            billed_usd: 0.0,
            summary: SummaryBuilder::new(setup.budget_left),
            setup: setup.clone(),
        }
    }

    /// The index of the next minute `step` will compute.
    pub fn minute(&self) -> u32 {
        self.minute
    }

    pub fn is_finished(&self) -> bool {
        self.minute >= self.setup.duration_min
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn controls(&self) -> Controls {
        self.controls
    }

    pub fn summary(&self) -> Summary {
        self.summary.finish()
    }

    /// Every scenario event as it falls in this run, in time order (events of one minute
    /// in the order: bad builds, flushes, surges, database, outages, TTL pushes).
    pub fn timeline(&self) -> Vec<TimelineEvent> {
        let mut events: Vec<TimelineEvent> = Vec::new();
        events.extend(
            self.bad_deploys
                .iter()
                .map(|d| TimelineEvent::BadDeployStart { minute: d.at_min }),
        );
        events.extend(
            self.flushes
                .iter()
                .map(|&(minute, fraction)| TimelineEvent::CacheFlush { minute, fraction }),
        );
        for s in &self.surges {
            events.push(TimelineEvent::SurgeStart {
                minute: s.start_min,
                peak: s.peak,
            });
            events.push(TimelineEvent::SurgeEnd {
                minute: s.end_min(),
            });
        }
        for d in &self.db_capacity {
            events.push(TimelineEvent::DbCapacityStart {
                minute: d.at_min,
                factor: d.factor,
            });
            events.push(TimelineEvent::DbCapacityEnd {
                minute: d.at_min + d.minutes,
            });
        }
        events.extend(
            self.losses
                .iter()
                .map(|&(minute, share)| TimelineEvent::InstancesLost { minute, share }),
        );
        events.extend(
            self.ttl_pushes
                .iter()
                .map(|&(minute, ttl_s)| TimelineEvent::TtlPush { minute, ttl_s }),
        );
        // A stable sort keeps the order above within a minute.
        events.sort_by_key(TimelineEvent::minute);
        events
    }

    /// Whether pressing the warm-up now would start it (a second press while it runs does
    /// nothing, §7.5).
    pub fn warmup_running(&self) -> bool {
        self.minute < self.warmup_until
    }

    /// Whether a rollback will still be preparing at the start of `minute`: a press landing
    /// then restarts its 5 minutes (one landing when it completes starts a new one).
    pub fn rollback_preparing_at(&self, minute: u32) -> bool {
        self.rollback_until.is_some_and(|until| until > minute)
    }

    /// Computes the next minute with `actions` applied at its start, in the given order
    /// (SPEC §7.14): scheduled events → pending actions → instances that finished booting
    /// start serving → arrivals (with retries) → the formulas → cost, budget, burn → cache
    /// refill → autoscaler.
    pub fn step(&mut self, actions: &[Action]) -> MinuteRecord {
        let m = self.minute;
        self.run_scheduled_events(m);
        for &action in actions {
            self.apply(action, m);
        }
        self.fleet.finish_booting(m);
        let record = self.compute_minute(m);
        self.summary.add(&record);
        self.warm = cache::refill(self.warm, record.db_saturated, record.warmup_active);
        let boot_delay = self.setup.boot_delay_min;
        self.fleet.autoscale(
            record.utilization,
            f64::from(self.controls.target_pct) / 100.0,
            self.controls.floor,
            m,
            boot_delay,
        );
        // Off, the fleet is exactly the floor; on, a fleet that lost instances below its
        // floor launches up to it like a raised floor. Launched at the end of this minute,
        // they serve from m + 1 + the boot delay, as the autoscaler's.
        self.fleet.enforce_floor(
            self.controls.floor,
            self.controls.autoscaler_on,
            m + 1,
            boot_delay,
        );
        self.minute += 1;
        record
    }

    fn run_scheduled_events(&mut self, m: u32) {
        for &(_, fraction) in self.flushes.iter().filter(|(at, _)| *at == m) {
            self.warm = cache::flush(self.warm, fraction);
        }
        for &(_, share) in self.losses.iter().filter(|(at, _)| *at == m) {
            self.fleet.lose_serving(share);
        }
        for &(_, ttl_s) in self.ttl_pushes.iter().filter(|(at, _)| *at == m) {
            self.controls.ttl_s = ttl_s;
        }
        if self.rollback_until == Some(m) {
            self.rollback_until = None;
            for deploy in &mut self.bad_deploys {
                // Only a build that is already out can be rolled back.
                if deploy.at_min < m {
                    deploy.rolled_back = true;
                }
            }
        }
    }
    fn apply(&mut self, action: Action, m: u32) {
        let boot_delay = self.setup.boot_delay_min;
        self.controls.apply(action);
        let c = self.controls;
        match action {
            Action::Floor(_) | Action::Autoscale(_) => {
                self.fleet
                    .enforce_floor(c.floor, c.autoscaler_on, m, boot_delay);
            }
            Action::Warmup => {
                if m >= self.warmup_until {
                    self.warmup_until = m + WARMUP_MINUTES;
                }
            }
            Action::Rollback => self.rollback_until = Some(m + ROLLBACK_MINUTES),
            Action::Target(_) | Action::Ttl(_) | Action::Shed(_) | Action::Feature(_) => {}
        }
    }

    fn compute_minute(&mut self, m: u32) -> MinuteRecord {
        let setup = &self.setup;
        let controls = self.controls;
        let surge: f64 = self.surges.iter().map(|s| s.factor(m)).product();
        let lambda_expected =
            setup.base_rps * arrivals::diurnal_factor(setup.start_clock_min, m) * surge;
        let noise = (!self.deterministic).then_some(&mut self.rng);
        let fresh = arrivals::observed_rate(lambda_expected, noise);
        let (failed_error_rate, failed_admitted) = self.previous_failed;
        let retries = arrivals::retry_rps(setup.retry_share, failed_error_rate, failed_admitted);
        let (lambda_arrival, retry_rps) = arrivals::with_retries(fresh, retries, lambda_expected);

        let shed_fraction = f64::from(controls.shed_pct) / 100.0;
        let dropped_share = arrivals::dropped_share(shed_fraction);
        let lambda = lambda_arrival * (1.0 - dropped_share);

        let ttl = f64::from(controls.ttl_s);
        let hit = cache::hit_rate(self.warm, lambda, ttl);
        let warmup_active = m < self.warmup_until;
        let capacity_factor: f64 = self.db_capacity.iter().map(|d| d.factor(m)).product();
        let db_capacity_qps = database::capacity_qps(capacity_factor);
        let db = database::evaluate(
            lambda,
            hit,
            controls.feature_on,
            warmup_active,
            db_capacity_qps,
        );
        let bad_share = self
            .bad_deploys
            .iter()
            .map(|d| d.share(m))
            .fold(0.0, f64::max);
        let app_time_s = database::app_time_s(controls.feature_on, bad_share);
        let service_time_s =
            database::service_time_s(app_time_s, hit, controls.feature_on, db.query_time_s);
        let servers = self.fleet.serving() * super::constants::WORKERS_PER_INSTANCE;
        let q = queue::evaluate(lambda, service_time_s, servers);

        let error_rate = budget::error_rate(q.queue_error, bad_share);
        let burn = budget::burn(error_rate);
        let burns = self.burn_window.push(error_rate);
        self.previous_failed = (error_rate, lambda);
        self.budget_remaining -= budget::budget_spent_per_minute(burn);
        let rollback_in_progress = self.rollback_until.is_some();
        let fleet_cost_per_h = budget::fleet_cost_per_hour(self.fleet.size(), rollback_in_progress);
        let cost_so_far_usd = self.billed_usd;
        self.billed_usd += fleet_cost_per_h / 60.0;

        MinuteRecord {
            minute: m,
            clock: Clock(setup.start_clock_min + m),
            t_min: m,
            start_clock_h: f64::from(setup.start_clock_min) / 60.0,
            base_rps: setup.base_rps,
            surge,
            deterministic: self.deterministic,
            lambda_arrival,
            retry_share: setup.retry_share,
            retry_rps,
            shed_fraction,
            lambda_admitted: lambda,
            dropped_share,
            serving: self.fleet.serving(),
            booting: self.fleet.booting(),
            ttl_s: controls.ttl_s,
            warm: self.warm,
            hit,
            mean_age_s: cache::mean_age_s(ttl),
            feature_on: controls.feature_on,
            recommendations_available: if controls.feature_on { 1.0 } else { 0.0 },
            bad_share,
            warmup_active,
            db_load_qps: db.load_qps,
            db_capacity_qps,
            db_util: db.utilization,
            db_saturated: db.saturated,
            query_time_s: db.query_time_s,
            app_time_s,
            service_time_s,
            workers: q.workers,
            offered_load: q.offered_load,
            utilization: q.utilization,
            utilization_raw: q.utilization_raw,
            erlang_c: q.erlang_c,
            timeout_share: q.timeout_share,
            failed_share: q.failed_share,
            error_rate,
            p99_s: q.p99_s,
            burn,
            burn_5m: burns.burn_5m,
            burn_30m: burns.burn_30m,
            burn_1h: burns.burn_1h,
            burn_6h: burns.burn_6h,
            budget_remaining: self.budget_remaining,
            fleet_cost_per_h,
            cost_so_far_usd,
            rollback_in_progress,
            alert: Alert::from_burns(&burns),
        }
    }
}

/// An action scheduled for the start of a minute of a scripted run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScheduledAction {
    pub minute: u32,
    pub action: Action,
}

/// Runs `minutes` minutes with a script of actions (applied in the order given within a
/// minute), handing each record to `on_minute`, and returns the summary.
pub fn run_with(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    script: &[ScheduledAction],
    minutes: u32,
    mut on_minute: impl FnMut(&MinuteRecord),
) -> Summary {
    let mut sim = Simulation::new(setup, seed, deterministic);
    // A stable sort keeps the written order of actions that share a minute.
    let mut script = script.to_vec();
    script.sort_by_key(|s| s.minute);
    let mut next = 0;
    let mut pending = Vec::new();
    for m in 0..minutes {
        pending.clear();
        while next < script.len() && script[next].minute <= m {
            pending.push(script[next].action);
            next += 1;
        }
        on_minute(&sim.step(&pending));
    }
    sim.summary()
}

/// [`run_with`], keeping every record.
pub fn run(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    script: &[ScheduledAction],
    minutes: u32,
) -> (Vec<MinuteRecord>, Summary) {
    let mut records = Vec::with_capacity(minutes as usize);
    let summary = run_with(setup, seed, deterministic, script, minutes, |r| {
        records.push(r.clone())
    });
    (records, summary)
}

#[cfg(test)]
mod tests {
    //! The events and relations of SPEC §7.15–§7.19 through whole minutes, without noise,
    //! each value computed by hand.

    use super::*;
    use crate::model::setup::SurgeSpec;

    fn with_events(events: Vec<Event>) -> Setup {
        Setup {
            events,
            ..Setup::free_play()
        }
    }

    fn records(setup: &Setup, script: &[ScheduledAction], minutes: u32) -> Vec<MinuteRecord> {
        run(setup, 1, true, script, minutes).0
    }

    #[test]
    fn a_partial_flush_empties_its_fraction_of_the_cache() {
        let setup = with_events(vec![Event::CacheFlush {
            when: When::At(5),
            fraction: 0.5,
        }]);
        let r = records(&setup, &[], 7);
        assert_eq!(r[4].warm, 1.0);
        // warm ← 1 × (1 − 0.5); the minute is computed with it, then refills (τ = 30 min).
        assert_eq!(r[5].warm, 0.5);
        assert!((r[6].warm - (1.0 - 0.5 * (-1.0f64 / 30.0).exp())).abs() < 1e-15);
    }

    #[test]
    fn a_ttl_push_sets_the_ttl_until_the_team_sets_it_back() {
        let setup = with_events(vec![Event::TtlPush {
            when: When::At(3),
            ttl_s: 0,
        }]);
        let back = [ScheduledAction {
            minute: 6,
            action: Action::Ttl(60),
        }];
        let r = records(&setup, &back, 8);
        assert_eq!(
            (r[2].ttl_s, r[3].ttl_s, r[5].ttl_s, r[6].ttl_s),
            (60, 0, 0, 60)
        );
        // TTL 0: rT = 0, no hits, every request's 3 queries go to the database.
        assert_eq!(r[3].hit, 0.0);
        assert_eq!(r[3].mean_age_s, 0.0);
        assert!((r[3].db_load_qps - r[3].lambda_admitted * 3.0).abs() < 1e-9);
        assert!(r[6].hit > 0.7, "the warmth was kept: hits at once");
    }

    #[test]
    fn a_zone_outage_stops_a_share_of_the_serving_instances() {
        let setup = with_events(vec![Event::LoseInstances {
            when: When::At(4),
            share: 0.34,
        }]);
        let r = records(&setup, &[], 10);
        assert_eq!((r[3].serving, r[3].booting), (10, 0));
        // ⌊0.34 × 10⌋ = 3 stop at minute 4 and are billed no more: 7 × $0.40/h.
        assert_eq!((r[4].serving, r[4].booting), (7, 0));
        assert!((r[4].fleet_cost_per_h - 2.8).abs() < 1e-12);
        // At the end of minute 4 the fleet is below its floor of 10: 3 launch and serve
        // from 4 + 1 + 3 = 8.
        assert_eq!((r[5].serving, r[5].booting), (7, 3));
        assert_eq!((r[7].serving, r[7].booting), (7, 3));
        assert_eq!((r[8].serving, r[8].booting), (10, 0));
        assert_eq!(r[4].workers, 7 * 16);
    }

    #[test]
    fn the_database_serves_a_factor_of_its_capacity_for_its_minutes() {
        let setup = with_events(vec![Event::DbCapacity {
            when: When::At(2),
            factor: 0.5,
            minutes: 3,
        }]);
        let r = records(&setup, &[], 7);
        let capacity: Vec<f64> = r.iter().map(|r| r.db_capacity_qps).collect();
        assert_eq!(
            capacity,
            [4000.0, 4000.0, 2000.0, 2000.0, 2000.0, 4000.0, 4000.0]
        );
        // ρ = load / 2000: the opening 771 q/s read 39 % instead of 19 %.
        assert!((r[2].db_util - r[2].db_load_qps / 2000.0).abs() < 1e-15);
        assert!((r[2].query_time_s - 0.005 / (1.0 - r[2].db_util)).abs() < 1e-15);
    }

    #[test]
    fn failed_requests_come_back_the_next_minute() {
        // Four instances for a morning of ~1130 req/s: overloaded, about a quarter fail.
        let setup = Setup {
            retry_share: 0.5,
            ..Setup::free_play()
        };
        let starve = [
            ScheduledAction {
                minute: 0,
                action: Action::Autoscale(false),
            },
            ScheduledAction {
                minute: 0,
                action: Action::Floor(4),
            },
        ];
        let r = records(&setup, &starve, 6);
        assert_eq!(
            r[0].retry_rps, 0.0,
            "nothing failed before the first minute"
        );
        assert_eq!(r[0].lambda_arrival, 1125.0);
        assert!(r[0].error_rate > 0.2, "{}", r[0].error_rate);
        for m in 1..6 {
            let retried = 0.5 * r[m - 1].error_rate * r[m - 1].lambda_admitted;
            assert!((r[m].retry_rps - retried).abs() < 1e-9, "minute {m}");
            let lambda = 1000.0 * crate::model::arrivals::diurnal_factor(8 * 60, m as u32);
            assert!((r[m].lambda_arrival - (lambda + retried)).abs() < 1e-9);
            assert_eq!(r[m].retry_share, 0.5);
        }
        assert!(r[5].lambda_arrival > r[1].lambda_arrival, "the storm grows");
    }

    #[test]
    fn retries_are_capped_at_ten_times_lambda() {
        let setup = Setup {
            retry_share: 1.0,
            ..Setup::free_play()
        };
        let starve = [
            ScheduledAction {
                minute: 0,
                action: Action::Autoscale(false),
            },
            ScheduledAction {
                minute: 0,
                action: Action::Floor(1),
            },
        ];
        let r = records(&setup, &starve, 40);
        for r in &r {
            let lambda = 1000.0 * crate::model::arrivals::diurnal_factor(8 * 60, r.minute);
            assert!(
                r.lambda_arrival <= 10.0 * lambda + 1e-9,
                "minute {}",
                r.minute
            );
        }
        let last = r.last().expect("minutes");
        let lambda = 1000.0 * crate::model::arrivals::diurnal_factor(8 * 60, last.minute);
        assert!(
            (last.lambda_arrival - 10.0 * lambda).abs() < 1e-9,
            "at the cap"
        );
        assert!((last.retry_rps - 9.0 * lambda).abs() < 1e-9);
    }

    #[test]
    fn seeded_times_are_drawn_in_the_scenarios_order() {
        // mulberry32(42): 0.6011037519201636, 0.44829055899754167, …
        // The flush: 10 + ⌊0.6011… × 11⌋ = 16; the surge then draws its start from the
        // second output: 30 + ⌊0.4482… × 5⌋ = 32. A fixed time draws nothing.
        let setup = with_events(vec![
            Event::BadDeploy {
                when: When::At(3),
                ramp_min: 0,
            },
            Event::CacheFlush {
                when: When::Between(10, 20),
                fraction: 1.0,
            },
            Event::Surge(SurgeSpec {
                start_min: (30, 34),
                peak: (2.0, 2.0),
                rise_min: 1,
                hold_min: 1,
                fall_min: 1,
            }),
        ]);
        let sim = Simulation::new(&setup, 42, true);
        let minutes: Vec<u32> = sim.timeline().iter().map(TimelineEvent::minute).collect();
        assert_eq!(minutes, [3, 16, 32, 35]);
        assert_eq!(
            sim.timeline(),
            [
                TimelineEvent::BadDeployStart { minute: 3 },
                TimelineEvent::CacheFlush {
                    minute: 16,
                    fraction: 1.0
                },
                TimelineEvent::SurgeStart {
                    minute: 32,
                    peak: 2.0
                },
                TimelineEvent::SurgeEnd { minute: 35 },
            ]
        );
    }

    #[test]
    fn an_alert_clears_within_minutes_of_the_fix() {
        // Starved for 20 minutes (about half the requests fail), then the fleet is back.
        let starve = [
            ScheduledAction {
                minute: 0,
                action: Action::Autoscale(false),
            },
            ScheduledAction {
                minute: 0,
                action: Action::Floor(4),
            },
            ScheduledAction {
                minute: 17,
                action: Action::Floor(14),
            },
        ];
        let r = records(&Setup::free_play(), &starve, 40);
        assert_eq!(r[19].alert, Alert::Page);
        let fixed = r.iter().position(|r| r.minute >= 20 && r.error_rate == 0.0);
        let fixed = fixed.expect("the fix works") as u32;
        assert_eq!(fixed, 20, "14 instances serve from minute 17 + 3");
        // burn (1 h) stays far above 14.4, but burn (5 min) falls to 0 once the last
        // failing minute (19) leaves its window: the page ends at minute 24, and the 6-hour
        // and 30-minute windows still warn.
        assert_eq!(r[23].alert, Alert::Page);
        assert!(r[24].burn_1h >= 14.4);
        assert_eq!(r[24].burn_5m, 0.0);
        assert_eq!(r[24].alert, Alert::Warn);
    }
}
