//! The game master's teaching aids (issue 30, item 5): which inject would teach the most
//! right now, judged by the model, not guessed. Each candidate lands at the next minute of
//! the drill as it stands; the team is assumed not to react (its actions so far held, none
//! added) to the scenario's end, and the aid is the points that run loses against the same
//! run without the inject. Pure: a handful of runs of the model.
//!
//! Two candidates can cost the same points, and truly: a score never falls below 0 and its
//! parts have caps, so several injects that each wreck an unreacting team's run cost it
//! all the points it had left. Such ties are ordered by the error budget the run burns
//! (what the model still tells apart past the caps), the most first, then as [`menu`] lists
//! them.

use super::inject::Inject;
use super::score::score_with_updates;
use super::{run, Action, ScheduledAction, Setup};

/// An inject the game master could throw in now, and what it would cost a team that does
/// not react.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub inject: Inject,
    /// The unreacting run's score without it minus with it: positive, the larger the more
    /// it tests the team.
    pub points: f64,
    /// The error budget left at the end of the unreacting run with it (the tie-break).
    pub budget_left: f64,
}

/// The injects tried: one of each kind at a size that bites, an instance loss of a third of
/// the fleet now serving (at least one). `db-recover` is no incident and is not offered.
fn menu(serving: u32) -> [Inject; 6] {
    [
        Inject::Surge(3),
        Inject::DbSlow(50),
        Inject::CacheFlush,
        Inject::BadDeploy(50),
        Inject::RetryStorm,
        Inject::InstanceLoss((serving / 3).max(1)),
    ]
}

/// The candidates that would cost an unreacting team points, the costliest first. `script`
/// is the drill's log so far (the team's actions and the injects, as a script), `next` the
/// minute an inject typed now lands at, `serving` the instances serving now.
pub fn candidates(
    setup: &Setup,
    seed: u32,
    deterministic: bool,
    script: &[ScheduledAction],
    updates: &[u32],
    next: u32,
    serving: u32,
) -> Vec<Candidate> {
    let minutes = setup.duration_min;
    if next >= minutes {
        return Vec::new();
    }
    let total = |script: &[ScheduledAction]| {
        let (records, _) = run(setup, seed, deterministic, script, minutes);
        let left = records.last().map_or(0.0, |r| r.budget_remaining);
        (
            score_with_updates(setup, &records, Some(updates)).total,
            left,
        )
    };
    let (held, _) = total(script);
    let mut found: Vec<Candidate> = menu(serving)
        .into_iter()
        .map(|inject| {
            let mut with = script.to_vec();
            with.push(ScheduledAction {
                minute: next,
                action: Action::Inject(inject),
            });
            let (score, budget_left) = total(&with);
            Candidate {
                inject,
                points: held - score,
                budget_left,
            }
        })
        .filter(|c| c.points >= 0.05)
        .collect();
    // A stable sort: what ties on both keeps the menu's order.
    found.sort_by(|a, b| {
        (b.points.total_cmp(&a.points)).then(a.budget_left.total_cmp(&b.budget_left))
    });
    found
}
