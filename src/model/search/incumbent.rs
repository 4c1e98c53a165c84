//! The plan the search holds so far and the cheap way to score a changed copy of it: the
//! incumbent's run is kept as a snapshot of the [`Simulation`] before every minute, so a
//! plan that differs from minute `t` on is simulated again from `t` only, its earlier
//! minutes taken as they were. Re-simulating from a clone gives exactly the minutes a run
//! from the start would (the state is the whole run: generator, fleet, burn window), so the
//! score found here is the score [`crate::model::run`] gives the same plan.

use crate::model::action::Action;
use crate::model::record::MinuteRecord;
use crate::model::score::score;
use crate::model::setup::{Controls, Setup};
use crate::model::sim::{ScheduledAction, Simulation};

/// The best plan found so far, with its run kept for re-simulating from any minute.
pub(super) struct Incumbent {
    setup: Setup,
    minutes: u32,
    /// Sorted by minute; actions of one minute in the order they apply.
    plan: Vec<ScheduledAction>,
    total: f64,
    records: Vec<MinuteRecord>,
    /// `snapshots[m]`: the run before minute `m` was computed.
    snapshots: Vec<Simulation>,
    /// The controls in force during each minute (after its events and actions).
    controls: Vec<Controls>,
    /// A scratch copy of `records` whose tail each trial overwrites (and a rejected trial
    /// restores), so a trial copies only the minutes it computes.
    trial: Vec<MinuteRecord>,
    pending: Vec<Action>,
}

impl Incumbent {
    /// Runs `plan` (sorted by minute, as `run` would order it) from the start.
    pub(super) fn new(
        setup: &Setup,
        seed: u32,
        deterministic: bool,
        minutes: u32,
        plan: Vec<ScheduledAction>,
    ) -> Incumbent {
        let start = Simulation::new(setup, seed, deterministic);
        let mut incumbent = Incumbent {
            setup: setup.clone(),
            minutes,
            plan,
            total: 0.0,
            records: Vec::with_capacity(minutes as usize),
            snapshots: Vec::with_capacity(minutes as usize),
            controls: Vec::with_capacity(minutes as usize),
            trial: Vec::new(),
            pending: Vec::new(),
        };
        incumbent.rerun_from(0, start);
        incumbent
    }

    pub(super) fn plan(&self) -> &[ScheduledAction] {
        &self.plan
    }

    /// The incumbent's score (the total of [`score`]).
    pub(super) fn total(&self) -> f64 {
        self.total
    }

    pub(super) fn minutes(&self) -> u32 {
        self.minutes
    }

    /// The controls in force during `minute` of the incumbent's run.
    pub(super) fn controls_at(&self, minute: u32) -> Controls {
        self.controls[minute as usize]
    }

    /// The incumbent's record of `minute`.
    pub(super) fn record(&self, minute: u32) -> &MinuteRecord {
        &self.records[minute as usize]
    }

    /// Scores `plan`, which equals the incumbent's before minute `from`; takes it and
    /// returns true when it scores strictly higher, leaves it and returns false otherwise.
    pub(super) fn offer(&mut self, plan: Vec<ScheduledAction>, from: u32) -> bool {
        let from = from.min(self.minutes);
        if from == self.minutes {
            // A change after the last minute changes nothing.
            return false;
        }
        let mut sim = self.snapshots[from as usize].clone();
        let mut next = plan.partition_point(|s| s.minute < from);
        for m in from..self.minutes {
            self.pending.clear();
            while next < plan.len() && plan[next].minute <= m {
                self.pending.push(plan[next].action);
                next += 1;
            }
            self.trial[m as usize] = sim.step(&self.pending);
        }
        let total = score(&self.setup, &self.trial).total;
        if total > self.total {
            self.plan = plan;
            let start = self.snapshots[from as usize].clone();
            self.rerun_from(from, start);
            debug_assert_eq!(self.total, total);
            true
        } else {
            self.trial[from as usize..].clone_from_slice(&self.records[from as usize..]);
            false
        }
    }

    /// Simulates the incumbent's plan from minute `from` on, starting from `sim` (its state
    /// before that minute), keeping a snapshot, the record and the controls of every minute.
    fn rerun_from(&mut self, from: u32, mut sim: Simulation) {
        let from_index = from as usize;
        self.records.truncate(from_index);
        self.snapshots.truncate(from_index);
        self.controls.truncate(from_index);
        let mut next = self.plan.partition_point(|s| s.minute < from);
        for m in from..self.minutes {
            self.pending.clear();
            while next < self.plan.len() && self.plan[next].minute <= m {
                self.pending.push(self.plan[next].action);
                next += 1;
            }
            self.snapshots.push(sim.clone());
            self.records.push(sim.step(&self.pending));
            self.controls.push(sim.controls());
        }
        self.total = score(&self.setup, &self.records).total;
        self.trial.clone_from(&self.records);
    }
}
