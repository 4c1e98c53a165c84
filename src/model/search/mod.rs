//! The best plan a team could have found by reacting (`simulate --policy best`, issue 26):
//! a deterministic local search that knows how the scenario's events unfold for the seed
//! (hindsight), but changes nothing for an unannounced event before the first minute the
//! dashboard shows it ([`reactive`]: announced events may be prepared for). So it is the
//! ceiling a team could reach, the debrief's reference. It starts from a given plan (the
//! expert's, in [`best_after_expert`]) and tries one change at a time — drop an action,
//! add one near an event, move one, change its value ([`moves`]) — keeping a change only
//! when [`crate::model::score::score`] rises, until a pass over every change finds nothing
//! or a fixed number of evaluations is spent. The result therefore never scores below the
//! start, and [`crate::model::run`] replays its actions to exactly its score. No
//! clairvoyant search (one acting before an unannounced event shows) is kept.
//!
//! Evaluating a change re-simulates only from the first minute it touches ([`incumbent`]).
//! No threads inside: callers sweep seeds in parallel.

mod incumbent;
mod moves;
mod reactive;

pub use reactive::Blind;

use super::policy::{run_policy, Briefing, Expert};
use super::setup::Setup;
use super::sim::{ScheduledAction, Simulation};
use incumbent::Incumbent;

/// How many changed plans the search may score (each a partial re-simulation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Evaluations(pub u32);

impl Default for Evaluations {
    /// A cap that keeps the 180-minute viral surge within the second per drill the search
    /// is allowed on one core (`cargo bench --bench best`). The 90-minute bad deploy
    /// settles (a pass finds nothing) after about 2,300 evaluations; drills with more
    /// events or minutes stop at the cap, several points above the expert already.
    fn default() -> Self {
        Evaluations(DEFAULT_EVALUATIONS)
    }
}

/// See [`Evaluations::default`].
pub const DEFAULT_EVALUATIONS: u32 = 4000;

/// The plan the search ended with.
#[derive(Debug, Clone, PartialEq)]
pub struct BestPlan {
    /// Sorted by minute; within a minute in the order they apply.
    pub actions: Vec<ScheduledAction>,
    /// Its score's total: what `score(setup, &run(.., &actions, ..).0).total` gives.
    pub score: f64,
    /// Changed plans scored.
    pub evaluations: u32,
}

/// The best plan the search finds for `seed`, starting from `start`, with the default
/// number of evaluations.
pub fn best_plan(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    minutes: u32,
    start: &[ScheduledAction],
) -> BestPlan {
    best_plan_within(
        setup,
        seed,
        deterministic,
        minutes,
        start,
        Evaluations::default(),
    )
}

/// [`best_plan`] with at most `budget` evaluations.
pub fn best_plan_within(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    minutes: u32,
    start: &[ScheduledAction],
    budget: Evaluations,
) -> BestPlan {
    // A stable sort, as `run` orders a script: actions of one minute keep their order.
    let mut plan = start.to_vec();
    plan.sort_by_key(|s| s.minute);
    // Actions after the last minute never apply; dropping them changes no minute.
    plan.retain(|s| s.minute < minutes);
    let timeline = Simulation::new(setup, seed, deterministic).timeline();
    let blind = Blind::of(setup, &timeline);
    let mut incumbent = Incumbent::new(setup, seed, deterministic, minutes, plan);
    let mut evaluations = 0;
    'passes: loop {
        let mut improved = false;
        for candidate in moves::candidates(&incumbent, setup, &timeline) {
            if evaluations >= budget.0 {
                break 'passes;
            }
            // Nothing changes where the dashboard has not yet shown an unannounced event.
            if candidate
                .touched()
                .into_iter()
                .flatten()
                .any(|m| blind.covers(m))
            {
                continue;
            }
            let Some((plan, from)) = candidate.apply(incumbent.plan(), minutes) else {
                continue;
            };
            evaluations += 1;
            improved |= incumbent.offer(plan, from);
        }
        if !improved {
            break;
        }
    }
    BestPlan {
        actions: incumbent.plan().to_vec(),
        score: incumbent.total(),
        evaluations,
    }
}

/// The best plan starting from the built-in expert's run of the same seed: at least the
/// expert's score.
pub fn best_after_expert(setup: &Setup, seed: u32, deterministic: bool, minutes: u32) -> BestPlan {
    let mut expert = Expert::new(Briefing::of(setup));
    let start = run_policy(setup, seed, deterministic, &mut expert, minutes).actions;
    best_plan(setup, seed, deterministic, minutes, &start)
}

#[cfg(test)]
mod tests;
