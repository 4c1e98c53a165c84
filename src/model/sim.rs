//! One run of the model: state that lives from minute to minute and the order of work
//! inside a minute (docs/model.md §7.14): scheduled events (bad build, flush, surge, database
//! capacity, zone outage) → pending actions → a TTL push (it lands during the minute, after
//! the commands typed before it: see `land_configuration_pushes`) → instances that finished booting →
//! arrivals (with the previous minute's retries) → the formulas → cost, budget, burn →
//! cache refill → autoscaler. Event times are fixed or drawn from the seed before the first
//! minute. Time is the minute index handed in; nothing here reads a clock.
//!
//! The scheduled events themselves (their state, the run's timeline, the first step of a
//! minute) are in `scheduled`; the hand-computed minutes that test it all in `tests`.

use super::action::Action;
use super::arrivals::{self, Surge};
use super::budget::{self, Alert, BurnWindow};
use super::cache;
use super::constants::{ROLLBACK_MINUTES, WARMUP_MINUTES};
use super::database;
use super::fleet::Fleet;
use super::minute::{self, MinuteInputs, MinuteOutcome};
use super::record::{MinuteRecord, Summary, SummaryBuilder};
use super::rng::Rng;
use super::setup::{Controls, Event, Setup};

mod injected;
mod onsets;
mod scheduled;
pub use scheduled::TimelineEvent;
use scheduled::{BadDeploy, DbCapacity};

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
    /// The game master's surges (the scenario's are `surges`, on the timeline).
    inject_surges: Vec<Surge>,
    db_capacity: Vec<DbCapacity>,
    /// (minute, share of the serving instances lost).
    losses: Vec<(u32, f64)>,
    /// (minute, TTL pushed).
    ttl_pushes: Vec<(u32, u32)>,
    /// The share of failed requests clients retry: the scenario's, until a retry-storm inject.
    retry_share: f64,
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
    /// scenario's order (an unannounced event from its own stream, `onsets`), so they are
    /// the same with or without arrival noise;
    /// `deterministic` turns the per-minute noise off (§7.10). An event at a fixed time
    /// draws nothing.
    pub fn new(setup: &Setup, seed: u32, deterministic: bool) -> Self {
        let mut rng = Rng::new(seed);
        let mut draws = onsets::Draws::new(&mut rng, seed, setup);
        let mut bad_deploys = Vec::new();
        let mut flushes = Vec::new();
        let mut surges = Vec::new();
        let mut db_capacity = Vec::new();
        let mut losses = Vec::new();
        let mut ttl_pushes = Vec::new();
        for event in &setup.events {
            match *event {
                Event::BadDeploy { when, ramp_min } => bad_deploys.push(BadDeploy {
                    at_min: draws.minute(when),
                    ramp_min,
                    rolled_back: false,
                    reach: 1.0,
                    injected: false,
                }),
                Event::CacheFlush { when, fraction } => {
                    flushes.push((draws.minute(when), fraction));
                }
                Event::Surge(ref spec) => surges.push(draws.surge(spec)),
                Event::DbCapacity {
                    when,
                    factor,
                    minutes,
                } => db_capacity.push(DbCapacity {
                    at_min: draws.minute(when),
                    minutes,
                    factor,
                    injected: false,
                }),
                Event::LoseInstances { when, share } => {
                    losses.push((draws.minute(when), share));
                }
                Event::TtlPush { when, ttl_s } => {
                    ttl_pushes.push((draws.minute(when), ttl_s));
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
            inject_surges: Vec::new(),
            db_capacity,
            losses,
            ttl_pushes,
            retry_share: setup.retry_share,
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

    /// Whether a bad build is rolling out or live when the actions of `minute` apply (a
    /// share of the traffic on it): only then can a rollback do anything. A rollback that
    /// completes by then has already replaced the builds that were out when it completed,
    /// so a press meant for `minute` is judged as [`Simulation::step`] will judge it.
    pub fn bad_build_live_at(&self, minute: u32) -> bool {
        let completed = self.rollback_until.filter(|&until| until <= minute);
        self.bad_deploys.iter().any(|d| {
            let replaced = completed.is_some_and(|until| d.at_min < until);
            !replaced && d.share(minute) > 0.0
        })
    }

    /// Computes the next minute with `actions` applied at its start, in the given order
    /// (docs/model.md §7.14): scheduled events → pending actions → instances that finished booting
    /// start serving → arrivals (with retries) → the formulas → cost, budget, burn → cache
    /// refill → autoscaler. The game master's injects (among `actions`, or the setup's for a
    /// what-if) land right after the scheduled events, before the team's commands.
    pub fn step(&mut self, actions: &[Action]) -> MinuteRecord {
        let m = self.minute;
        self.run_scheduled_events(m);
        self.land_injects(m, actions);
        for &action in actions.iter().filter(|a| !a.is_inject()) {
            self.apply(action, m);
        }
        self.land_configuration_pushes(m);
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
            // A rollback replaces a bad build with the good one; with none rolling out or
            // live there is nothing to replace, and the press changes nothing (no
            // preparation, no double billing, no pre-emption of a later deploy).
            Action::Rollback if self.bad_build_live_at(m) => {
                self.rollback_until = Some(m + ROLLBACK_MINUTES);
            }
            Action::Rollback => {}
            Action::Target(_) | Action::Ttl(_) | Action::Shed(_) | Action::Feature(_) => {}
            Action::Inject(_) => {} // landed first, by `land_injects`
        }
    }

    fn compute_minute(&mut self, m: u32) -> MinuteRecord {
        let setup = &self.setup;
        let controls = self.controls;
        let surge = self.surge_factor(m);
        let lambda_expected =
            setup.base_rps * arrivals::diurnal_factor(setup.start_clock_min, m) * surge;
        let noise = (!self.deterministic).then_some(&mut self.rng);
        let fresh = arrivals::observed_rate(lambda_expected, noise);
        let (failed_error_rate, failed_admitted) = self.previous_failed;
        let retries = arrivals::retry_rps(self.retry_share, failed_error_rate, failed_admitted);
        let (lambda_arrival, retry_rps) = arrivals::with_retries(fresh, retries, lambda_expected);

        let shed_fraction = f64::from(controls.shed_pct) / 100.0;
        let dropped_share = arrivals::dropped_share(shed_fraction);
        let lambda = lambda_arrival * (1.0 - dropped_share);

        let warmup_active = m < self.warmup_until;
        let capacity_factor: f64 = self.db_capacity.iter().map(|d| d.factor(m)).product();
        let db_capacity_qps = database::capacity_qps(capacity_factor);
        let bad_share = self
            .bad_deploys
            .iter()
            .map(|d| d.share(m))
            .fold(0.0, f64::max);
        let servers = self.fleet.serving() * super::constants::WORKERS_PER_INSTANCE;
        let MinuteOutcome {
            hit,
            db,
            app_time_s,
            service_time_s,
            queue: q,
            error_rate,
        } = minute::evaluate(&MinuteInputs {
            lambda_admitted: lambda,
            warm: self.warm,
            ttl_s: controls.ttl_s,
            feature_on: controls.feature_on,
            warmup_active,
            db_capacity_qps,
            bad_share,
            workers: servers,
        });
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
            clock: setup.clock_of(m),
            t_min: m,
            start_clock_h: f64::from(setup.start_clock_min) / 60.0,
            base_rps: setup.base_rps,
            surge,
            deterministic: self.deterministic,
            lambda_arrival,
            retry_share: self.retry_share,
            retry_rps,
            shed_fraction,
            lambda_admitted: lambda,
            dropped_share,
            serving: self.fleet.serving(),
            booting: self.fleet.booting(),
            ttl_s: controls.ttl_s,
            warm: self.warm,
            hit,
            mean_age_s: cache::mean_age_s(f64::from(controls.ttl_s)),
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
mod tests;
