//! What makes the search's best plan one a team could have found by reacting (issue 26,
//! item 1): it may use hindsight about how an incident unfolds, but it changes nothing for
//! an unannounced event before the first minute the dashboard shows it.
//!
//! An event whose time is drawn from the seed (a flush, a surge, lost capacity or
//! instances, a configuration push) shows on the dashboard of the minute it begins; what a
//! team decides on that dashboard applies from the next minute. So each such event blinds
//! the search over [the earliest minute its window allows, less the longest lead a
//! preparation takes (a boot delay and the search's five minutes ahead of an event), up to
//! the minute it begins], and the first of them from the drill's first minute (any change
//! before it would be made for it): no action of the plan may be added, moved, retuned or
//! dropped there. The start plan's actions there stay as they are (the expert's, taken on
//! the dashboard alone). An announced event (a planned deploy, a launch) blinds nothing: a
//! team may prepare for it.

use crate::model::setup::{Event, Setup};
use crate::model::sim::TimelineEvent;

/// The most minutes ahead of an event the search's menu places an action, besides a boot
/// delay (`moves::EVENT_OFFSETS`' earliest).
const LEAD_MIN: u32 = 5;

/// The minutes the search may not change: one inclusive range per unannounced event.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Blind(Vec<(u32, u32)>);

impl Blind {
    /// The blind ranges of a run with this setup and timeline (the events as they fall).
    pub fn of(setup: &Setup, timeline: &[TimelineEvent]) -> Blind {
        let lead = setup.boot_delay_min + LEAD_MIN;
        // How many events of each kind came before, to find this one's onset by order.
        let mut seen = [0usize; 6];
        let mut ranges = Vec::new();
        for event in &setup.events {
            let (kind, (earliest, latest)) = match event {
                Event::BadDeploy { when, .. } => (0, when.range()),
                Event::CacheFlush { when, .. } => (1, when.range()),
                Event::Surge(spec) => (2, spec.start_min),
                Event::DbCapacity { when, .. } => (3, when.range()),
                Event::LoseInstances { when, .. } => (4, when.range()),
                Event::TtlPush { when, .. } => (5, when.range()),
            };
            let nth = seen[kind];
            seen[kind] += 1;
            if latest == earliest {
                // Announced (a fixed time): a team may prepare for it.
                continue;
            }
            let onset = timeline
                .iter()
                .filter(|e| kind_of(e) == Some(kind))
                .nth(nth)
                .map(TimelineEvent::minute);
            if let Some(onset) = onset {
                ranges.push((earliest.saturating_sub(lead), onset));
            }
        }
        // The game master's injects are never announced, nor drawn from a window a team
        // could know: each blinds the search from its longest lead up to its minute.
        for &(at, _) in &setup.injects {
            ranges.push((at.saturating_sub(lead), at));
        }
        // Before the first unannounced event shows, any change would be made for it: the
        // plan is the expert's from the first minute.
        if let Some(first) = ranges.iter().min_by_key(|r| r.1) {
            let first_onset = first.1;
            ranges.push((0, first_onset));
        }
        Blind(ranges)
    }

    /// Whether the search may not touch `minute`.
    pub fn covers(&self, minute: u32) -> bool {
        self.0.iter().any(|&(lo, hi)| (lo..=hi).contains(&minute))
    }

    /// The blind ranges, inclusive.
    pub fn ranges(&self) -> &[(u32, u32)] {
        &self.0
    }
}

/// The kind index of an event's start in the timeline (the order of [`Event`]'s variants);
/// `None` for the end of a surge or of lost capacity.
fn kind_of(event: &TimelineEvent) -> Option<usize> {
    match event {
        TimelineEvent::BadDeployStart { .. } => Some(0),
        TimelineEvent::CacheFlush { .. } => Some(1),
        TimelineEvent::SurgeStart { .. } => Some(2),
        TimelineEvent::DbCapacityStart { .. } => Some(3),
        TimelineEvent::InstancesLost { .. } => Some(4),
        TimelineEvent::TtlPush { .. } => Some(5),
        TimelineEvent::SurgeEnd { .. } | TimelineEvent::DbCapacityEnd { .. } => None,
    }
}
