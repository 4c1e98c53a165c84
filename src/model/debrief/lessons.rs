//! What each decision cost (issue 18.4, 27.2): the drill re-run with one change at a time,
//! scored with the same score function and the drill's stakeholder updates, so each
//! lesson's points are exactly the difference that change makes. The changes are each of
//! the team's actions removed ([`LessonKind::Without`]) and each of the expert's actions the
//! team never took added at the minute the expert took it ([`LessonKind::With`]).
//!
//! **The same run as the what-ifs.** A drill stopped before its scenario's end is judged
//! over its projected run (its actions up to the stop, its settings held to the end, as
//! [`super::projection`] plays it): a rollback that pays off after the stop is shown as
//! having paid off, with the points a re-run of the whole projected run gives.
//!
//! **Never a harmful move as advice.** An expert move that lowers the score alone is one
//! that only works with the expert's other moves: it is shown as the group it belongs to
//! (the fewest of the expert's missed moves from its minute on that do not help alone, in
//! time order, that raise the score and that the move adds to), or not at all.
//!
//! Re-running from the start for every change would cost a whole drill each; instead the
//! team's run is replayed once, keeping a [`Simulation`] clone before each minute a change
//! touches (the search's snapshot trick, `model::search::incumbent`), and every changed run
//! starts from the snapshot of its first changed minute. A clone carries the whole state
//! (generator, fleet, burn window), so this gives the minutes a run from the start would.

use std::collections::BTreeMap;

use super::{Judged, Run};
use crate::model::policy::LoggedDecision;
use crate::model::score::ScoreBuilder;
use crate::model::{Action, Clock, ScheduledAction, Simulation};

/// Which way a lesson changes the team's run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonKind {
    /// One of the team's actions removed.
    Without,
    /// One of the expert's actions, which the team never took, added at its minute (with
    /// the expert's other moves it needs, [`Lesson::together`]).
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
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson {
    /// The minute the action applied (or would have applied) at.
    pub minute: u32,
    pub clock: Clock,
    pub action: Action,
    pub kind: LessonKind,
    /// For `With`: the expert's other moves added with it (empty for a move that helps
    /// alone), in time order; each with the clock it would have applied at.
    pub together: Vec<(Clock, ScheduledAction)>,
    /// The changed run's total minus the team's, in points: for `Without`, positive when
    /// the action cost points; for `With`, positive when it would have earned them (a
    /// `With` lesson is never negative).
    pub points: f64,
}

/// The most of the expert's moves a lesson shows together: a longer group is no advice a
/// team can take in.
const GROUP_MOST: usize = 5;

/// Lessons whose points round to zero at the score's tenths say nothing and are left out.
const SMALLEST_POINTS: f64 = 0.05;

/// How many lessons the debrief shows (the largest first); `simulate --json` lists all.
pub const LESSONS_SHOWN: usize = 3;

/// The minutes the lessons are judged over: the whole scenario for a drill stopped before
/// its end (the projected run), else the minutes it ran (a drill that goes on is judged so
/// far: its lessons do not weigh what is still to come).
pub fn judged_minutes(drill: Run<'_>) -> u32 {
    let ran = drill.records.len() as u32;
    match drill.judged {
        Judged::Ended => ran.max(drill.setup.duration_min),
        Judged::SoFar => ran,
    }
}

/// Every change that moves the score by at least a tenth, the largest first (ties: the
/// earlier minute first, then `Without` before `With`). Scored over [`judged_minutes`]. An
/// expert action counts as taken by the team when the team took the same action (control
/// and value) at any minute; only the expert's actions within the minutes the drill ran
/// are offered (the team could not have acted later); an added action applies after the
/// team's actions of its minute.
pub fn lessons(drill: Run<'_>, expert: &[LoggedDecision]) -> Vec<Lesson> {
    let ran = drill.records.len() as u32;
    if ran == 0 {
        return Vec::new();
    }
    let minutes = judged_minutes(drill);
    let team = drill.script();
    let missed: Vec<ScheduledAction> = expert
        .iter()
        .map(LoggedDecision::scheduled)
        .filter(|e| e.minute < ran && !team.iter().any(|t| t.action == e.action))
        .collect();

    let mut starts: Vec<u32> = team.iter().chain(&missed).map(|s| s.minute).collect();
    starts.sort_unstable();
    starts.dedup();
    let base = Replay::of(drill, &team, minutes, &starts);
    let judge = Judge {
        drill,
        base: &base,
        base_total: base.score.finish(drill.updates).total,
        team: &team,
        minutes,
    };
    let clock_of = |minute: u32| drill.setup.clock_of(minute);
    let lesson = |kind, at: ScheduledAction, together: &[ScheduledAction], points| Lesson {
        minute: at.minute,
        clock: clock_of(at.minute),
        action: at.action,
        kind,
        together: together.iter().map(|s| (clock_of(s.minute), *s)).collect(),
        points,
    };

    let mut found: Vec<Lesson> = Vec::new();
    for index in 0..team.len() {
        let mut plan = team.clone();
        let removed = plan.remove(index);
        let points = judge.points(&plan, removed.minute);
        found.push(lesson(LessonKind::Without, removed, &[], points));
    }
    let alone: Vec<f64> = missed.iter().map(|added| judge.with(&[*added])).collect();
    let mut groups_shown: Vec<Vec<usize>> = Vec::new();
    for (index, added) in missed.iter().enumerate() {
        if alone[index] >= SMALLEST_POINTS {
            found.push(lesson(LessonKind::With, *added, &[], alone[index]));
        } else if alone[index] <= -SMALLEST_POINTS {
            // It lowers the score alone: only the group it helps in may be shown.
            if let Some((group, points)) = judge.group_of(&missed, &alone, index) {
                if !groups_shown.contains(&group) {
                    let others: Vec<ScheduledAction> = group
                        .iter()
                        .filter(|&&i| i != index)
                        .map(|&i| missed[i])
                        .collect();
                    found.push(lesson(LessonKind::With, *added, &others, points));
                    groups_shown.push(group);
                }
            }
        }
    }
    found.retain(|lesson| lesson.points.abs() >= SMALLEST_POINTS);
    found.sort_by(|a, b| {
        b.points
            .abs()
            .total_cmp(&a.points.abs())
            .then(a.minute.cmp(&b.minute))
            .then((a.kind == LessonKind::With).cmp(&(b.kind == LessonKind::With)))
    });
    found
}

/// Scores changed plans of the team's run against the run itself.
struct Judge<'a> {
    drill: Run<'a>,
    base: &'a Replay,
    base_total: f64,
    team: &'a [ScheduledAction],
    minutes: u32,
}

impl Judge<'_> {
    /// The points `plan` (the team's plan changed from minute `from` on) scores above the
    /// team's run.
    fn points(&self, plan: &[ScheduledAction], from: u32) -> f64 {
        let score = self.base.rerun(plan, from, self.minutes);
        score.finish(self.drill.updates).total - self.base_total
    }

    /// The points of the team's plan with `added` (the expert's moves, in its order).
    fn with(&self, added: &[ScheduledAction]) -> f64 {
        let Some(from) = added.iter().map(|s| s.minute).min() else {
            return 0.0;
        };
        let mut plan = self.team.to_vec();
        plan.extend_from_slice(added);
        // Stable: the team's actions first within a minute, then the expert's in order.
        plan.sort_by_key(|s| s.minute);
        self.points(&plan, from)
    }

    /// The group of the expert's missed moves that move `index` belongs to, and its
    /// points: the smallest run of the expert's moves from its minute on that do not help
    /// alone (those are lessons of their own; its minute's moves first, then one later move
    /// at a time, in time order, at most [`GROUP_MOST`]) that raises the score by a tenth
    /// and that the move adds a tenth to (the group without it scores less). `None` when no
    /// group does.
    fn group_of(
        &self,
        missed: &[ScheduledAction],
        alone: &[f64],
        index: usize,
    ) -> Option<(Vec<usize>, f64)> {
        let minute = missed[index].minute;
        let joins = |i: usize| i == index || alone[i] < SMALLEST_POINTS;
        let at = |i: &usize| missed[*i].minute == minute && joins(*i);
        let later = |i: &usize| missed[*i].minute > minute && joins(*i);
        let same_minute = (0..missed.len()).filter(at).count();
        let ordered: Vec<usize> = (0..missed.len())
            .filter(at)
            .chain((0..missed.len()).filter(later))
            .take(GROUP_MOST)
            .collect();
        (same_minute.clamp(2, GROUP_MOST)..=ordered.len()).find_map(|size| {
            let group = &ordered[..size];
            let moves = |skip: Option<usize>| -> Vec<ScheduledAction> {
                let mut moves: Vec<usize> =
                    group.iter().copied().filter(|&i| Some(i) != skip).collect();
                moves.sort_unstable();
                moves.into_iter().map(|i| missed[i]).collect()
            };
            let points = self.with(&moves(None));
            if points < SMALLEST_POINTS {
                return None;
            }
            let without_it = self.with(&moves(Some(index)));
            let mut sorted = group.to_vec();
            sorted.sort_unstable();
            (points - without_it >= SMALLEST_POINTS).then_some((sorted, points))
        })
    }
}

/// The team's run replayed, with a snapshot before each minute a change starts at: the
/// simulation and the score of the minutes before it. No minute record is kept (a week's
/// run and each changed run are scored as they go).
struct Replay {
    snapshots: BTreeMap<u32, (Simulation, ScoreBuilder)>,
    /// The score of the whole replayed run.
    score: ScoreBuilder,
}

impl Replay {
    fn of(drill: Run<'_>, plan: &[ScheduledAction], minutes: u32, starts: &[u32]) -> Replay {
        let mut snapshots = BTreeMap::new();
        let mut score = ScoreBuilder::new(drill.setup);
        let mut sim = Simulation::new(drill.setup, drill.seed, drill.deterministic);
        for minute in 0..minutes {
            if starts.contains(&minute) {
                snapshots.insert(minute, (sim.clone(), score.clone()));
            }
            score.add(&sim.step(&actions_at(plan, minute)));
        }
        Replay { snapshots, score }
    }

    /// The score of `plan`, which equals the replayed plan before minute `from`.
    fn rerun(&self, plan: &[ScheduledAction], from: u32, minutes: u32) -> ScoreBuilder {
        let (sim, score) = &self.snapshots[&from];
        let (mut sim, mut score) = (sim.clone(), score.clone());
        for minute in from..minutes {
            score.add(&sim.step(&actions_at(plan, minute)));
        }
        score
    }
}

/// The actions of `plan` (sorted by minute) that apply at `minute`, in order.
fn actions_at(plan: &[ScheduledAction], minute: u32) -> Vec<Action> {
    plan.iter()
        .filter(|s| s.minute == minute)
        .map(|s| s.action)
        .collect()
}
