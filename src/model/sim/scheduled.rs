//! The scenario's scheduled events in a run: bad builds, cache flushes, surges, database
//! capacity, zone outages and TTL pushes, as their times fall (fixed, or drawn from the
//! seed by `onsets`); the [`TimelineEvent`]s they make for announcements, markers and
//! debriefs; and the first step of every minute, which applies the ones due. (The game
//! master's injects share their state, kept off the timeline: see `injected`.)

use super::Simulation;
use crate::model::cache;

/// A scenario event as it falls in this run (times and peaks drawn from the seed), for
/// announcements, chart markers and debriefs (see [`Simulation::timeline`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TimelineEvent {
    BadDeployStart {
        minute: u32,
    },
    /// `fraction` of the cache emptied (1 for the whole cache).
    CacheFlush {
        minute: u32,
        fraction: f64,
    },
    SurgeStart {
        minute: u32,
        peak: f64,
    },
    SurgeEnd {
        minute: u32,
    },
    /// The database's capacity becomes `factor` × 4,000 queries/s.
    DbCapacityStart {
        minute: u32,
        factor: f64,
    },
    /// The first minute the database is back at full strength.
    DbCapacityEnd {
        minute: u32,
    },
    /// A zone outage stops `share` of the serving instances (at least one).
    InstancesLost {
        minute: u32,
        share: f64,
    },
    /// A configuration push sets the TTL to `ttl_s`.
    TtlPush {
        minute: u32,
        ttl_s: u32,
    },
}

impl TimelineEvent {
    pub fn minute(&self) -> u32 {
        match *self {
            TimelineEvent::BadDeployStart { minute }
            | TimelineEvent::CacheFlush { minute, .. }
            | TimelineEvent::SurgeStart { minute, .. }
            | TimelineEvent::SurgeEnd { minute }
            | TimelineEvent::DbCapacityStart { minute, .. }
            | TimelineEvent::DbCapacityEnd { minute }
            | TimelineEvent::InstancesLost { minute, .. }
            | TimelineEvent::TtlPush { minute, .. } => minute,
        }
    }

    /// Whether the team is told when it happens, as a real on-call engineer would see it
    /// in a deploy channel, a change log or a provider's status page. A surge and a
    /// degraded database are not announced: spotting them on the dashboard is the drill.
    pub fn announced(&self) -> bool {
        match self {
            TimelineEvent::BadDeployStart { .. }
            | TimelineEvent::CacheFlush { .. }
            | TimelineEvent::InstancesLost { .. }
            | TimelineEvent::TtlPush { .. } => true,
            TimelineEvent::SurgeStart { .. }
            | TimelineEvent::SurgeEnd { .. }
            | TimelineEvent::DbCapacityStart { .. }
            | TimelineEvent::DbCapacityEnd { .. } => false,
        }
    }
}

#[derive(Debug, Clone)]
pub(super) struct BadDeploy {
    pub(super) at_min: u32,
    pub(super) ramp_min: u32,
    pub(super) rolled_back: bool,
    /// The share of the traffic it reaches: 1 for a scenario's, an inject's size.
    pub(super) reach: f64,
    /// The game master's (not on the scenario's timeline).
    pub(super) injected: bool,
}

impl BadDeploy {
    pub(super) fn share(&self, minute: u32) -> f64 {
        if self.rolled_back || minute < self.at_min {
            return 0.0;
        }
        if self.ramp_min == 0 {
            return self.reach;
        }
        self.reach * (f64::from(minute - self.at_min + 1) / f64::from(self.ramp_min)).min(1.0)
    }
}

/// A stretch of reduced (or added) database capacity (§7.15).
#[derive(Debug, Clone, Copy)]
pub(super) struct DbCapacity {
    pub(super) at_min: u32,
    /// `u32::MAX` for an inject's, until a `db-recover` inject ends it.
    pub(super) minutes: u32,
    pub(super) factor: f64,
    /// The game master's (not on the scenario's timeline).
    pub(super) injected: bool,
}

impl DbCapacity {
    pub(super) fn factor(&self, minute: u32) -> f64 {
        let active = minute >= self.at_min && minute - self.at_min < self.minutes;
        if active {
            self.factor
        } else {
            1.0
        }
    }
}

impl Simulation {
    /// Every scenario event as it falls in this run, in time order (events of one minute
    /// in the order: bad builds, flushes, surges, database, outages, TTL pushes).
    pub fn timeline(&self) -> Vec<TimelineEvent> {
        let mut events: Vec<TimelineEvent> = Vec::new();
        events.extend(
            self.bad_deploys
                .iter()
                .filter(|d| !d.injected)
                .map(|d| TimelineEvent::BadDeployStart { minute: d.at_min }),
        );
        events.extend(
            self.flushes
                .iter()
                .map(|&(minute, fraction)| TimelineEvent::CacheFlush { minute, fraction }),
        );
        for s in &self.surges {
            events.push(TimelineEvent::SurgeStart {
                minute: s.start_min,
                peak: s.peak,
            });
            events.push(TimelineEvent::SurgeEnd {
                minute: s.end_min(),
            });
        }
        for d in self.db_capacity.iter().filter(|d| !d.injected) {
            events.push(TimelineEvent::DbCapacityStart {
                minute: d.at_min,
                factor: d.factor,
            });
            events.push(TimelineEvent::DbCapacityEnd {
                minute: d.at_min + d.minutes,
            });
        }
        events.extend(
            self.losses
                .iter()
                .map(|&(minute, share)| TimelineEvent::InstancesLost { minute, share }),
        );
        events.extend(
            self.ttl_pushes
                .iter()
                .map(|&(minute, ttl_s)| TimelineEvent::TtlPush { minute, ttl_s }),
        );
        // A stable sort keeps the order above within a minute.
        events.sort_by_key(TimelineEvent::minute);
        events
    }

    /// Another team's configuration push, the one scheduled event that writes a control:
    /// it lands during its minute, after the commands given at the minute's start (those
    /// were typed during the minute before), so the minute runs with the pushed TTL and a
    /// command can answer it only from the next minute on. Applied before the players'
    /// commands, a TTL typed again every minute would cancel every push unseen.
    pub(super) fn land_configuration_pushes(&mut self, m: u32) {
        for &(_, ttl_s) in self.ttl_pushes.iter().filter(|(at, _)| *at == m) {
            self.controls.ttl_s = ttl_s;
        }
    }

    pub(super) fn run_scheduled_events(&mut self, m: u32) {
        for &(_, fraction) in self.flushes.iter().filter(|(at, _)| *at == m) {
            self.warm = cache::flush(self.warm, fraction);
        }
        for &(_, share) in self.losses.iter().filter(|(at, _)| *at == m) {
            self.fleet.lose_serving(share);
        }
        if self.rollback_until == Some(m) {
            self.rollback_until = None;
            for deploy in &mut self.bad_deploys {
                // Only a build that is already out can be rolled back.
                if deploy.at_min < m {
                    deploy.rolled_back = true;
                }
            }
        }
    }
}
