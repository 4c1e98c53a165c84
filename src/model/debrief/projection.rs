//! Fair what-ifs for a stopped drill: the team's run continued to the scenario's end with
//! its last settings held (no further action), and the no-action and expert runs over the
//! whole scenario too, so a drill stopped right after a good fix is not judged against
//! what-if runs that stop with it.

use super::{the_expert, what_if, Judged, Run, WhatIfRun};
use crate::model::policy::NoAction;
use crate::model::score::ScoreBuilder;
use crate::model::sim::run_with;
use crate::model::Clock;

/// A stopped drill's figures, projected to the scenario's end.
#[derive(Debug, Clone, PartialEq)]
pub struct Projection {
    /// The clock of the last minute the drill computed.
    pub stopped_at: Clock,
    /// The clock of the scenario's last minute.
    pub until: Clock,
    /// The team's run to the end: its actions up to the stop, nothing after.
    pub team: WhatIfRun,
    pub no_action: WhatIfRun,
    pub expert: WhatIfRun,
}

/// The projection of a drill that computed fewer minutes than its scenario runs; `None`
/// for a drill that ran to its end, one that goes on (its future is not told), or one that
/// never computed a minute. The team's actions that
/// took effect by the stop are replayed (the model is deterministic, so its computed
/// minutes come out the same) and the run goes on with the settings they left.
pub fn project(drill: Run<'_>) -> Option<Projection> {
    let ran = drill.records.len() as u32;
    let whole = drill.setup.duration_min;
    if ran == 0 || ran >= whole || drill.judged == Judged::SoFar {
        return None;
    }
    let script = drill.script();
    // Scored as it is played, like the what-if runs: the projected week is not held.
    let mut score = ScoreBuilder::new(drill.setup);
    let mut budget = Vec::with_capacity(whole as usize);
    let mut until = drill.records[ran as usize - 1].clock;
    let summary = run_with(
        drill.setup,
        drill.seed,
        drill.deterministic,
        &script,
        whole,
        |r| {
            score.add(r);
            budget.push(r.budget_remaining);
            until = r.clock;
        },
    );
    let team = WhatIfRun {
        score: score.finish(drill.updates),
        summary,
        budget,
        actions: script.len(),
    };
    Some(Projection {
        stopped_at: drill.records[ran as usize - 1].clock,
        until,
        team,
        no_action: what_if(drill, &mut NoAction, whole).0,
        expert: what_if(drill, &mut the_expert(drill.setup), whole).0,
    })
}
