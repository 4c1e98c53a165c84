//! Players as code: what a player sees of one minute ([`PlayerView`]), a [`Policy`] that answers
//! a view with [`Decision`]s (actions with their [`Reason`]s), and [`run_policy`], which
//! plays a whole drill with one and records its actions, so that [`super::run`] replays it
//! exactly, and its decisions with their minutes (the log). [`Expert`] is the built-in
//! on-call engineer, who follows a runbook; [`NoAction`] watches and does nothing.
//!
//! A policy sees only the dashboard: never the scenario's events, the surge factor, the
//! base rate, service times, utilisation or any other field a player is not shown.

mod decision;
mod expert;
mod view;

pub use decision::{Briefing, Decision, Launch, Reason};
pub use expert::Expert;
pub use view::PlayerView;

use super::action::Action;
use super::record::{MinuteRecord, Summary};
use super::setup::Setup;
use super::sim::{ScheduledAction, Simulation};

/// A player as code. Called after each computed minute with that minute's view; the
/// actions it returns apply at the start of the next minute, in order.
pub trait Policy {
    fn decide(&mut self, view: &PlayerView) -> Vec<Decision>;
}

/// Watches and never acts: the baseline every response is measured against.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NoAction;

impl Policy for NoAction {
    fn decide(&mut self, _view: &PlayerView) -> Vec<Decision> {
        Vec::new()
    }
}

/// A drill played by a policy.
#[derive(Debug, Clone)]
pub struct PolicyRun {
    pub records: Vec<MinuteRecord>,
    /// What the policy saw each minute (one per record).
    pub views: Vec<PlayerView>,
    pub summary: Summary,
    /// Every action with the minute it applied at: `model::run(setup, seed, deterministic,
    /// &actions, minutes)` gives the same records.
    pub actions: Vec<ScheduledAction>,
    /// Every decision with the minute its action applied at (one per action, in order).
    pub log: Vec<LoggedDecision>,
}

/// A decision of a policy and the minute its action applied at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LoggedDecision {
    pub minute: u32,
    pub decision: Decision,
}

impl LoggedDecision {
    /// The action as a script schedules it.
    pub fn scheduled(&self) -> ScheduledAction {
        ScheduledAction {
            minute: self.minute,
            action: self.decision.action,
        }
    }
}

/// Plays `minutes` minutes with `policy`: after each minute it sees that minute's view,
/// and its answer applies at the start of the next minute (an answer after the last minute
/// is not applied and not recorded).
pub fn run_policy(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    policy: &mut dyn Policy,
    minutes: u32,
) -> PolicyRun {
    let capacity = minutes as usize;
    let mut records = Vec::with_capacity(capacity);
    let mut views = Vec::with_capacity(capacity);
    let played = play_policy(setup, seed, deterministic, policy, minutes, &mut |r, v| {
        records.push(r.clone());
        views.push(*v);
    });
    PolicyRun {
        records,
        views,
        summary: played.summary,
        actions: played.log.iter().map(LoggedDecision::scheduled).collect(),
        log: played.log,
    }
}

/// What [`play_policy`] keeps of a run: its summary and the policy's decisions.
#[derive(Debug, Clone)]
pub struct Played {
    pub summary: Summary,
    /// Every decision with the minute its action applied at (one per action, in order).
    pub log: Vec<LoggedDecision>,
}

/// [`run_policy`] without holding the run: each minute's record and view go to `each`
/// as they are computed (a week's what-if run is scored as it goes, not kept).
pub fn play_policy(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    policy: &mut dyn Policy,
    minutes: u32,
    each: &mut dyn FnMut(&MinuteRecord, &PlayerView),
) -> Played {
    let mut sim = Simulation::new(setup, seed, deterministic);
    let mut log: Vec<LoggedDecision> = Vec::new();
    let mut pending: Vec<Decision> = Vec::new();
    for minute in 0..minutes {
        let now: Vec<Action> = pending.iter().map(|d| d.action).collect();
        log.extend(
            pending
                .drain(..)
                .map(|decision| LoggedDecision { minute, decision }),
        );
        let record = sim.step(&now);
        let view = PlayerView::of(&record, sim.controls());
        pending = policy.decide(&view);
        each(&record, &view);
    }
    Played {
        summary: sim.summary(),
        log,
    }
}

#[cfg(test)]
mod tests;
