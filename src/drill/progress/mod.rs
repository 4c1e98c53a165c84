//! A team's progress over its drills, for `/progress` and `report --progress`: each
//! recent drill's score beside the expert's for the same seed, its time to detect and to
//! mitigate (all from the drill's own run, computed again from its stored history: every
//! figure is the run's), the median and trend of each over the last 5 and 20 full drills,
//! and the scenario to practise next. Partial (stopped) and practice (rewound) drills are
//! counted and drawn apart from full ones, and never in the medians.
//!
//! In two steps so the store is held only to read: [`read`] under the store's lock, then
//! [`compute`] (replays and what-if runs) off it. [`pages`]: the same for a server's
//! read-only page on the web, behind its secret link.

pub mod figures;
pub mod pages;

use crate::model::GuildId;
use crate::scenario::Scenario;
/// A drill's kind as the progress shows it apart: the front-ends name it through the drill.
pub use crate::store::DrillKind;
use crate::store::{PlayedDrill, Store, StoreError};

use super::engine::restore::{ended_snapshot, rebuild, StoredDrill};
use super::stored::read_with_scenario;
pub use figures::{Figure, Trend};

/// How many of the latest drills are computed again and drawn.
pub const RECENT: usize = 20;
/// The short window of the medians and trends.
pub const SHORT: usize = 5;

/// One drill as the progress shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    pub played: PlayedDrill,
    /// The expert's score on the same seed over the same minutes; `None` when the drill no
    /// longer replays (its scenario changed or went).
    pub expert_score: Option<f64>,
    pub detect_min: Option<u32>,
    pub mitigate_min: Option<u32>,
}

/// What to practise next.
#[derive(Debug, Clone, PartialEq)]
pub struct NextScenario {
    pub scenario_id: String,
    /// The mean points the team stayed below the expert in its full drills of it; `None`
    /// for a scenario never played in full.
    pub below_expert: Option<f64>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Progress {
    /// The latest [`RECENT`] drills of every kind, oldest first.
    pub points: Vec<Point>,
    pub full: usize,
    pub partial: usize,
    pub practice: usize,
    pub next: Option<NextScenario>,
}

impl Progress {
    /// The full drills among the points, oldest first.
    pub fn full_points(&self) -> impl Iterator<Item = &Point> {
        self.points
            .iter()
            .filter(|p| p.played.kind == DrillKind::Full)
    }
}

/// What [`compute`] needs, read under the store's lock.
pub struct Read {
    all: Vec<PlayedDrill>,
    recent: Vec<(PlayedDrill, Option<StoredDrill>)>,
}

/// Reads `guild`'s (every server's with `None`) scored drills, of `member` when given.
pub fn read(
    store: &Store,
    guild: Option<&GuildId>,
    member: Option<&str>,
) -> Result<Read, StoreError> {
    let all = store.played_drills(guild, member)?;
    let mut recent = Vec::new();
    for played in all.iter().skip(all.len().saturating_sub(RECENT)) {
        let stored = match store.incident(played.incident)? {
            Some(row) => Some(read_with_scenario(store, row)?),
            None => None,
        };
        recent.push((played.clone(), stored));
    }
    Ok(Read { all, recent })
}

/// Replays the recent drills and sums up; `scenarios` are the ids a team could practise
/// (the built-in ones, and a server's own), in the order to suggest them.
pub fn compute(read: Read, scenarios: &[String]) -> Progress {
    let points: Vec<Point> = read
        .recent
        .into_iter()
        .map(|(played, stored)| {
            let debrief = stored
                .as_ref()
                .and_then(|stored| rebuild(stored).ok())
                .map(|incident| ended_snapshot(&incident).debrief());
            Point {
                played,
                expert_score: debrief.as_ref().map(|d| d.expert.score.total),
                detect_min: debrief.as_ref().and_then(|d| d.review.time_to_detect_min),
                mitigate_min: debrief.as_ref().and_then(|d| d.review.time_to_mitigate_min),
            }
        })
        .collect();
    let count = |kind| read.all.iter().filter(|p| p.kind == kind).count();
    let next = next_scenario(&read.all, &points, scenarios);
    Progress {
        points,
        full: count(DrillKind::Full),
        partial: count(DrillKind::Partial),
        practice: count(DrillKind::Practice),
        next,
    }
}

/// The first scenario never played in full, else the one the team is furthest below the
/// expert in (mean over its recent full drills).
fn next_scenario(
    all: &[PlayedDrill],
    points: &[Point],
    scenarios: &[String],
) -> Option<NextScenario> {
    let played_in_full = |id: &str| {
        all.iter()
            .any(|p| p.kind == DrillKind::Full && p.scenario_id == id)
    };
    if let Some(id) = scenarios.iter().find(|id| !played_in_full(id)) {
        return Some(NextScenario {
            scenario_id: id.clone(),
            below_expert: None,
        });
    }
    let mut worst: Option<NextScenario> = None;
    for id in scenarios {
        let gaps: Vec<f64> = points
            .iter()
            .filter(|p| p.played.kind == DrillKind::Full && &p.played.scenario_id == id)
            .filter_map(|p| p.expert_score.map(|e| e - p.played.score))
            .collect();
        if gaps.is_empty() {
            continue;
        }
        let mean = gaps.iter().sum::<f64>() / gaps.len() as f64;
        if worst
            .as_ref()
            .is_none_or(|w| w.below_expert.is_some_and(|g| mean > g))
        {
            worst = Some(NextScenario {
                scenario_id: id.clone(),
                below_expert: Some(mean),
            });
        }
    }
    worst
}

/// The built-in scenarios' ids, in their own order: what a team can practise anywhere.
pub fn builtin_scenarios() -> Vec<String> {
    Scenario::builtin_ids().map(str::to_string).collect()
}
