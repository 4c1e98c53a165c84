//! What each decision cost (issue 18.4): the drill re-run with one change at a time, scored
//! with the same score function and the drill's stakeholder updates, so each lesson's
//! points are exactly the difference that change makes. The changes are each of the team's
//! actions removed ([`LessonKind::Without`]) and each of the expert's actions the team never
//! took added at the minute the expert took it ([`LessonKind::With`]).
//!
//! Re-running from the start for every change would cost a whole drill each; instead the
//! team's run is replayed once, keeping a [`Simulation`] clone before each minute a change
//! touches (the search's snapshot trick, `model::search::incumbent`), and every changed run
//! starts from the snapshot of its first changed minute. A clone carries the whole state
//! (generator, fleet, burn window), so this gives the minutes a run from the start would.

use std::collections::BTreeMap;

use super::Run;
use crate::model::policy::LoggedDecision;
use crate::model::score::score_with_updates;
use crate::model::{Action, Clock, MinuteRecord, ScheduledAction, Simulation};

/// Which way a lesson changes the team's run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonKind {
    /// One of the team's actions removed.
    Without,
    /// One of the expert's actions, which the team never took, added at its minute.
    With,
}

impl LessonKind {
    /// The name `simulate --json` gives it.
    pub fn id(self) -> &'static str {
        match self {
            LessonKind::Without => "without",
            LessonKind::With => "with",
        }
    }
}

/// One change and what it does to the team's score.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lesson {
    /// The minute the action applied (or would have applied) at.
    pub minute: u32,
    pub clock: Clock,
    pub action: Action,
    pub kind: LessonKind,
    /// The changed run's total minus the team's, in points: for `Without`, positive when
    /// the action cost points; for `With`, positive when it would have earned them.
    pub points: f64,
}

/// Lessons whose points round to zero at the score's tenths say nothing and are left out.
const SMALLEST_POINTS: f64 = 0.05;

/// How many lessons the debrief shows (the largest first); `simulate --json` lists all.
pub const LESSONS_SHOWN: usize = 3;

/// Every change that moves the score by at least a tenth, the largest first (ties: the
/// earlier minute first, then `Without` before `With`). Scored over the minutes the drill
/// computed. An expert action counts as taken by the team when the team took the same
/// action (control and value) at any minute; an added action applies after the team's
/// actions of its minute.
pub fn lessons(drill: Run<'_>, expert: &[LoggedDecision]) -> Vec<Lesson> {
    let minutes = drill.records.len() as u32;
    if minutes == 0 {
        return Vec::new();
    }
    let team = drill.script();
    let missed: Vec<ScheduledAction> = expert
        .iter()
        .map(LoggedDecision::scheduled)
        .filter(|e| e.minute < minutes && !team.iter().any(|t| t.action == e.action))
        .collect();

    let mut changes: Vec<(LessonKind, ScheduledAction, Vec<ScheduledAction>)> = Vec::new();
    for index in 0..team.len() {
        let mut plan = team.clone();
        let removed = plan.remove(index);
        changes.push((LessonKind::Without, removed, plan));
    }
    for added in &missed {
        let mut plan = team.clone();
        plan.push(*added);
        plan.sort_by_key(|s| s.minute);
        changes.push((LessonKind::With, *added, plan));
    }

    let starts: Vec<u32> = changes.iter().map(|(_, at, _)| at.minute).collect();
    let base = Replay::of(drill, &team, minutes, &starts);
    let base_total = score_with_updates(drill.setup, &base.records, drill.updates).total;
    let clock_of = |minute: u32| Clock(drill.setup.start_clock_min + minute);
    let mut found: Vec<Lesson> = changes
        .into_iter()
        .map(|(kind, at, plan)| {
            let records = base.rerun(&plan, at.minute, minutes);
            let total = score_with_updates(drill.setup, &records, drill.updates).total;
            Lesson {
                minute: at.minute,
                clock: clock_of(at.minute),
                action: at.action,
                kind,
                points: total - base_total,
            }
        })
        .filter(|lesson| lesson.points.abs() >= SMALLEST_POINTS)
        .collect();
    found.sort_by(|a, b| {
        b.points
            .abs()
            .total_cmp(&a.points.abs())
            .then(a.minute.cmp(&b.minute))
            .then((a.kind == LessonKind::With).cmp(&(b.kind == LessonKind::With)))
    });
    found
}

/// The team's run replayed, with a snapshot before each minute a change starts at.
struct Replay {
    records: Vec<MinuteRecord>,
    snapshots: BTreeMap<u32, Simulation>,
}

impl Replay {
    fn of(drill: Run<'_>, plan: &[ScheduledAction], minutes: u32, starts: &[u32]) -> Replay {
        let mut snapshots = BTreeMap::new();
        let mut records = Vec::with_capacity(minutes as usize);
        let mut sim = Simulation::new(drill.setup, drill.seed, drill.deterministic);
        for minute in 0..minutes {
            if starts.contains(&minute) {
                snapshots.insert(minute, sim.clone());
            }
            records.push(sim.step(&actions_at(plan, minute)));
        }
        Replay { records, snapshots }
    }

    /// The records of `plan`, which equals the replayed plan before minute `from`.
    fn rerun(&self, plan: &[ScheduledAction], from: u32, minutes: u32) -> Vec<MinuteRecord> {
        let mut sim = self.snapshots[&from].clone();
        let mut records = self.records[..from as usize].to_vec();
        for minute in from..minutes {
            records.push(sim.step(&actions_at(plan, minute)));
        }
        records
    }
}

/// The actions of `plan` (sorted by minute) that apply at `minute`, in order.
fn actions_at(plan: &[ScheduledAction], minute: u32) -> Vec<Action> {
    plan.iter()
        .filter(|s| s.minute == minute)
        .map(|s| s.action)
        .collect()
}
