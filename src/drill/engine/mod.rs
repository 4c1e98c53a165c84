//! The pure drill engine: every live drill, its pacing, the acceptance and commit of
//! actions, ticking, replay and digests — without tokio, clocks, SQL or files (the
//! quinn-proto/str0m shape: time comes in as a value, what must happen goes out as
//! [`Effect`]s).
//!
//! - Each request is one method (`Engine::act`, `Engine::advance`, …) that takes the
//!   current time and answers with a [`Handled`]: its own [`Answer`] type, and effects for
//!   the driver to carry out in order.
//! - A request whose answer must wait for the disk (a new drill, an action, a pause, a
//!   stop) answers with no reply, one [`Effect::Commit`] and what it comes to ([`Then`]);
//!   the driver stores it and reports back through [`Engine::written`], which gives the
//!   reply. Nothing changes in the
//!   engine before the store has it, so an acknowledged action is never lost and a failed
//!   write changes nothing.
//! - [`Engine::next_deadline`] says when the next timed drill is due and
//!   [`Engine::on_deadline`] ticks every due drill.
//! - [`restore`] rebuilds stored drills by replay, checked against the stored digests.
//!
//! Unit tests in `tests.rs` drive it with plain values.

mod advance;
#[cfg(test)]
mod advance_tests;
mod api;
mod ended;
mod ending;
mod entry;
mod events;
mod incident;
mod intent;
#[cfg(test)]
mod memory_tests;
mod requests;
pub mod restore;
mod rewind;
mod shared;
mod team;
mod teamwork;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::time::Duration;

use crate::model::{IncidentId, IncidentState, Locale, Pace, Place, Role};

pub use crate::model::debrief::Debrief;
pub use api::{
    Advanced, Answer, DrillError, Effect, Failure, Handled, HostError, ReadyCount, Rewound,
    RoleGiven, StartRequest, Stopped, Then, Write, WriteFailure, Written,
};
pub use ended::ENDED_IN_MEMORY;
pub use ending::{Debriefed, EndedBy, Ending};
pub use events::{
    Ack, AdvanceEnd, AlertChange, DrillEvent, HostEvent, MinuteOutcome, Snapshot, StorageTrouble,
};
pub use incident::{digest, record_json, stored, Divergence, Incident};
pub use intent::{Intent, QuickAction, UnknownQuickAction, QUICK_INSTANCES, QUICK_SHED_PCT};
pub use requests::may_inject;
pub use shared::Shared;
pub use team::Team;
pub use teamwork::explainable;

/// Real time a turn-based drill waits for a decision before its team is reminded (and
/// again after each further such wait).
pub const REMIND_AFTER: Duration = Duration::from_secs(3600);
/// The most minutes one `advance` may move.
pub const MAX_ADVANCE: u32 = 60;
/// Actions one drill accepts for a single minute unless configured otherwise.
pub const DEFAULT_MAX_ACTIONS_PER_MINUTE: u32 = 100;

/// Days after its end that a drill's minute records are kept unless configured otherwise.
pub const DEFAULT_RETENTION_DAYS: u32 = 30;

/// The drill host's settings: the engine's rules, and the driver's housekeeping.
#[derive(Debug, Clone)]
pub struct EngineConfig {
    /// Actions one incident accepts for a single minute; more are refused, not dropped.
    /// A server's own limit (sent with each action) wins over this one.
    pub max_actions_per_minute: u32,
    /// The driver deletes the minute records of drills ended longer ago than this (their
    /// summaries, timelines and replays stay); 0 keeps them forever.
    pub retention_days: u32,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            max_actions_per_minute: DEFAULT_MAX_ACTIONS_PER_MINUTE,
            retention_days: DEFAULT_RETENTION_DAYS,
        }
    }
}

/// The time, as the driver reads it: a monotonic instant (time since the driver started)
/// for pacing, and the wall clock for what is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Now {
    pub mono: Duration,
    pub unix_ms: i64,
}

struct Live {
    incident: Incident,
    locale: Locale,
    /// When the next minute is due (timed, running drills only).
    next_tick: Option<Duration>,
    /// Set while its minutes cannot be stored.
    storage: Option<StorageTrouble>,
    /// Since when a turn-based drill waits for its next decision (None for timed ones).
    waiting_since: Option<Duration>,
    /// Reminders sent during this wait.
    reminders: u32,
}

impl Live {
    /// When a turn-based drill that still waits for a decision reminds its team.
    fn reminder_at(&self) -> Option<Duration> {
        if self.incident.state != IncidentState::Running || self.incident.pace != Pace::Turns {
            return None;
        }
        self.waiting_since
            .map(|since| since + REMIND_AFTER * (self.reminders + 1))
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            storage: self.storage,
            ..Snapshot::of(&self.incident, self.locale)
        }
    }
}

/// Live drills per pace (each pace once), and the minutes they computed since the engine
/// started: what the operator's metrics count.
pub type Tally = (Vec<(Pace, usize)>, u64);

/// Every live drill, and the last ended one of each place.
pub struct Engine {
    config: EngineConfig,
    live: HashMap<IncidentId, Live>,
    by_place: HashMap<Place, IncidentId>,
    /// The last ended drill of each place, for charts and debriefs after the end.
    ended: ended::EndedDrills,
    /// Set while a request waits for its commit to be stored ([`Engine::written`]).
    awaiting_write: bool,
    /// Minutes the live drills computed since the engine started (not replays).
    minutes_simulated: u64,
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        Engine {
            config,
            live: HashMap::new(),
            by_place: HashMap::new(),
            ended: ended::EndedDrills::default(),
            awaiting_write: false,
            minutes_simulated: 0,
        }
    }

    /// The store reports that a drill's minutes could not be kept (or are kept again).
    pub fn storage_changed(&mut self, id: IncidentId, trouble: Option<StorageTrouble>) {
        if let Some(live) = self.live.get_mut(&id) {
            live.storage = trouble;
        }
    }

    /// How many drills are live.
    pub fn live_count(&self) -> usize {
        self.live.len()
    }

    /// Live drills per pace (each pace once, in the order first met) and the minutes they
    /// computed since the engine started: what the operator's metrics count.
    fn tally(&self) -> Tally {
        let mut running: Vec<(Pace, usize)> = Vec::new();
        for live in self.live.values() {
            let pace = live.incident.pace;
            match running.iter_mut().find(|(p, _)| *p == pace) {
                Some((_, count)) => *count += 1,
                None => running.push((pace, 1)),
            }
        }
        (running, self.minutes_simulated)
    }

    /// When the next timed drill is due, or a waiting turn-based one reminds its team.
    pub fn next_deadline(&self) -> Option<Duration> {
        self.live
            .values()
            .filter_map(|l| match (l.next_tick, l.reminder_at()) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            })
            .min()
    }

    /// Ticks every drill that is due at `now`. A drill keeps its cadence; after a stall it
    /// skips ahead rather than bursting.
    pub fn on_deadline(&mut self, now: Now) -> Vec<Effect> {
        let mut due: Vec<IncidentId> = Vec::new();
        for (id, live) in &mut self.live {
            let (Some(at), Some(every)) = (live.next_tick, live.incident.pace.interval()) else {
                continue;
            };
            if at > now.mono || live.incident.state != IncidentState::Running {
                continue;
            }
            let mut next = at + every;
            if next <= now.mono {
                next = now.mono + every;
            }
            live.next_tick = Some(next);
            due.push(*id);
        }
        due.sort_unstable();
        let mut effects = Vec::new();
        self.step_all(&due, 1, now, &mut effects);
        self.remind(now, &mut effects);
        effects
    }

    /// Reminds the teams of turn-based drills that have waited another hour.
    fn remind(&mut self, now: Now, effects: &mut Vec<Effect>) {
        let mut due: Vec<(IncidentId, u32)> = Vec::new();
        for (id, live) in &mut self.live {
            if live.reminder_at().is_some_and(|at| at <= now.mono) {
                live.reminders += 1;
                let waited = REMIND_AFTER * live.reminders;
                due.push((*id, (waited.as_secs() / 60) as u32));
            }
        }
        due.sort_unstable();
        for (id, waited_min) in due {
            let live = &self.live[&id];
            let reminder = DrillEvent::Reminder {
                waited_min,
                clock: live.incident.clock_now(),
                alert_role: live.incident.meta.alert_role.clone(),
            };
            effects.push(emit(&live.incident, live.locale, reminder));
        }
    }

    /// Marks a drill that ran to its end as finished and announces it with its debrief.
    pub(super) fn conclude(
        &mut self,
        mut incident: Incident,
        locale: Locale,
        now: Now,
        effects: &mut Vec<Effect>,
    ) {
        incident.state = IncidentState::Finished;
        // The debrief is computed by the driver, off the async threads.
        let ending = Ending::of(&incident, locale, EndedBy::Finished);
        effects.push(Effect::Persist(Write::end(
            &incident,
            IncidentState::Finished,
            &ending.score,
            now,
        )));
        effects.push(Effect::Conclude(Box::new(ending)));
        self.ended.insert(incident, locale);
    }

    /// Takes a drill out of the live ones.
    pub(super) fn end(&mut self, id: IncidentId) -> Option<(Incident, Locale)> {
        let live = self.live.remove(&id)?;
        self.by_place.remove(&live.incident.meta.place);
        Some((live.incident, live.locale))
    }

    fn insert_live(
        &mut self,
        incident: Incident,
        locale: Locale,
        next_tick: Option<Duration>,
        now: Now,
    ) {
        let waiting_since = (incident.pace == Pace::Turns).then_some(now.mono);
        self.ended.remove(&incident.meta.place);
        self.by_place
            .insert(incident.meta.place.clone(), incident.id);
        self.live.insert(
            incident.id,
            Live {
                incident,
                locale,
                next_tick,
                storage: None,
                waiting_since,
                reminders: 0,
            },
        );
    }
}

/// An event about `incident`, told in `locale`.
fn event(incident: &Incident, locale: Locale, event: DrillEvent) -> HostEvent {
    HostEvent {
        incident: incident.id,
        place: incident.meta.place.clone(),
        locale,
        event,
    }
}

/// The effect that tells the front-ends `event` about `incident`, in `locale`.
fn emit(incident: &Incident, locale: Locale, event: DrillEvent) -> Effect {
    Effect::Emit(Box::new(self::event(incident, locale, event)))
}
