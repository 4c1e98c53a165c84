//! The pure drill engine: every live drill, its pacing, the acceptance and commit of
//! actions, ticking, replay and digests — without tokio, clocks, SQL or files (the
//! quinn-proto/str0m shape: time comes in as a value, what must happen goes out as
//! [`Effect`]s).
//!
//! - [`Engine::handle`] takes a [`Request`] and the current time and answers with an
//!   [`Outcome`]: a reply, and effects for the driver to carry out in order.
//! - A request whose answer must wait for the disk (a new drill, an action, a pause, a
//!   stop) answers with no reply and one [`Effect::Commit`]; the driver stores it and
//!   reports back through [`Engine::written`], which gives the reply. Nothing changes in the
//!   engine before the store has it, so an acknowledged action is never lost and a failed
//!   write changes nothing.
//! - [`Engine::next_deadline`] says when the next timed drill is due and
//!   [`Engine::on_deadline`] ticks every due drill.
//! - [`restore`] rebuilds stored drills by replay, checked against the stored digests.
//!
//! Unit tests in `tests.rs` drive it with plain values.

mod ended;
mod events;
mod incident;
mod intent;
mod requests;
pub mod restore;
mod shared;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use thiserror::Error;

use crate::model::{
    Author, Clock, GuildId, IncidentId, IncidentMeta, IncidentState, Locale, LoggedAction, Pace,
    Place, StoredMinute, Summary,
};
use crate::scenario::Scenario;

pub use crate::model::debrief::Debrief;
pub use ended::ENDED_IN_MEMORY;
pub use events::{
    Ack, AlertChange, DrillEvent, HostEvent, MinuteOutcome, Snapshot, StorageTrouble,
};
pub use incident::{digest, record_json, stored, Divergence, Incident};
pub use intent::{Intent, QuickAction, UnknownQuickAction, QUICK_INSTANCES, QUICK_SHED_PCT};
pub use shared::Shared;

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

/// How to start a drill: validated at the edge (the scenario is loaded, the seed drawn).
#[derive(Debug, Clone)]
pub struct StartRequest {
    pub place: Place,
    pub scenario: Arc<Scenario>,
    /// A built-in scenario id or a file path, as the player gave it (stored for replay).
    pub scenario_ref: String,
    pub seed: u32,
    pub pace: Pace,
    pub locale: Locale,
    pub deterministic: bool,
    pub who: Author,
    /// A role a page calls (a Discord role id).
    pub alert_role: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Request {
    Start(Box<StartRequest>),
    Act {
        place: Place,
        who: Author,
        intent: Intent,
        /// The server's own action limit, if it set one.
        limit: Option<u32>,
    },
    /// Moves a turn-based drill on by some minutes.
    Advance {
        place: Place,
        minutes: u32,
    },
    Pause {
        place: Place,
        who: Author,
    },
    Resume {
        place: Place,
        who: Author,
    },
    Stop {
        place: Place,
        who: Author,
    },
    /// The live drill of a place, or else its most recent ended one.
    Snapshot {
        place: Place,
    },
    /// The language of the live drills of a server (or of one place without a server).
    SetLocale {
        guild: Option<GuildId>,
        place: Place,
        locale: Locale,
    },
}

#[derive(Debug, Clone)]
pub enum Reply {
    Started(Snapshot),
    Acked(Ack),
    /// The minutes actually advanced, and the clock of the last computed minute.
    Advanced(u32, Clock),
    /// Paused or resumed at the clock of the last computed minute.
    Paused(Clock),
    Resumed(Clock),
    Stopped(Summary, Clock),
    Snapshot(Snapshot),
    LocaleSet,
}

/// A user's mistake or a refusal: shown to them, localised, and nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrillError {
    #[error("there is no incident running in this channel")]
    NoIncident,
    #[error("an incident is already running in this channel")]
    AlreadyRunning,
    #[error("this drill is over")]
    Finished,
    #[error("only a turn-based drill advances on command (this one runs at {0})")]
    NotTurnBased(Pace),
    #[error("the drill is paused")]
    Paused,
    #[error("advance between {min} and {max} minutes")]
    AdvanceRange { min: u32, max: u32 },
    #[error("too many actions this minute ({max} at most)")]
    TooManyActions { max: u32 },
    #[error("internal error: {0}")]
    Internal(String),
}

/// What the store is asked to write.
#[derive(Debug, Clone, PartialEq)]
pub enum Write {
    CreateIncident(IncidentMeta),
    RecordAction {
        incident: IncidentId,
        action: LoggedAction,
    },
    SetState {
        incident: IncidentId,
        state: IncidentState,
        ended_at_ms: Option<i64>,
    },
    SetLocale {
        incidents: Vec<IncidentId>,
        locale: Locale,
    },
    /// A drill ended (finished or stopped) with this score.
    End {
        incident: IncidentId,
        state: IncidentState,
        ended_at_ms: i64,
        score: f64,
        /// The score and its parts as JSON, for the leaderboard.
        parts: String,
    },
    Minutes(Vec<StoredMinute>),
}

impl Write {
    /// How a drill that `ended` (finished or stopped) at `now` is stored.
    fn end(incident: &Incident, state: IncidentState, debrief: &Debrief, now: Now) -> Write {
        Write::End {
            incident: incident.id,
            state,
            ended_at_ms: now.unix_ms,
            score: debrief.score.total,
            // Plain numbers: serialising cannot fail.
            parts: serde_json::to_string(&debrief.score).unwrap_or_default(),
        }
    }
}

/// What the driver must do, in order.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Store this before the pending request is answered, then call [`Engine::written`].
    Commit(Write),
    /// Store this in the background, in order: it is recomputable or only bookkeeping,
    /// and nothing waits for it.
    Persist(Write),
    /// Tell the front-ends.
    Emit(HostEvent),
}

/// What a committed write came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Written {
    Done,
    Created(IncidentId),
}

/// Why a committed write failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteFailure {
    /// The store already has a live drill in that channel.
    ChannelBusy,
    Failed(String),
}

/// The answer to a request (None while a commit is outstanding) and what to do.
#[derive(Debug, Default)]
pub struct Outcome {
    pub reply: Option<Result<Reply, DrillError>>,
    pub effects: Vec<Effect>,
}

impl Outcome {
    fn answer(reply: Result<Reply, DrillError>, effects: Vec<Effect>) -> Outcome {
        Outcome {
            reply: Some(reply),
            effects,
        }
    }

    fn refuse(error: DrillError) -> Outcome {
        Outcome::answer(Err(error), Vec::new())
    }

    fn commit(write: Write) -> Outcome {
        Outcome {
            reply: None,
            effects: vec![Effect::Commit(write)],
        }
    }
}

struct Live {
    incident: Incident,
    locale: Locale,
    /// When the next minute is due (timed, running drills only).
    next_tick: Option<Duration>,
    /// Set while its minutes cannot be stored.
    storage: Option<StorageTrouble>,
}

impl Live {
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            storage: self.storage,
            ..Snapshot::of(&self.incident, self.locale)
        }
    }
}

/// A request waiting for its commit.
enum Pending {
    Start(Box<StartRequest>, Arc<IncidentMeta>),
    Act {
        id: IncidentId,
        who: Author,
        logged: LoggedAction,
    },
    Pause {
        id: IncidentId,
        who: Author,
    },
    Resume {
        id: IncidentId,
        who: Author,
    },
    Stop {
        id: IncidentId,
        who: Author,
        debrief: Arc<Debrief>,
    },
    Locale {
        ids: Vec<IncidentId>,
        locale: Locale,
    },
}

/// Every live drill, and the last ended one of each place.
pub struct Engine {
    config: EngineConfig,
    live: HashMap<IncidentId, Live>,
    by_place: HashMap<Place, IncidentId>,
    /// The last ended drill of each place, for charts and debriefs after the end.
    ended: ended::EndedDrills,
    pending: Option<Pending>,
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        Engine {
            config,
            live: HashMap::new(),
            by_place: HashMap::new(),
            ended: ended::EndedDrills::default(),
            pending: None,
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

    /// When the next timed drill is due, if any is.
    pub fn next_deadline(&self) -> Option<Duration> {
        self.live.values().filter_map(|l| l.next_tick).min()
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
        effects
    }

    /// Steps each drill `minutes` times (fewer when it ends), stores every new minute in
    /// one write, then tells the front-ends, minute by minute; ends the drills that finished.
    fn step_all(
        &mut self,
        ids: &[IncidentId],
        minutes: u32,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> u32 {
        let mut rows = Vec::new();
        let mut emits = Vec::new();
        let mut finished = Vec::new();
        let mut advanced = 0;
        for &id in ids {
            let Some(live) = self.live.get_mut(&id) else {
                continue;
            };
            for n in 0..minutes {
                if live.incident.is_finished() {
                    break;
                }
                let stepped = live.incident.step();
                rows.push(stored(id, &stepped.record));
                let outcome = MinuteOutcome {
                    alert_change: AlertChange::between(stepped.alert_before, stepped.record.alert),
                    record: stepped.record,
                    applied: stepped.applied,
                    events: stepped.events,
                    finished: stepped.finished,
                    snapshot: live.snapshot(),
                };
                emits.push(event(
                    &live.incident,
                    live.locale,
                    DrillEvent::Minute(Box::new(outcome)),
                ));
                advanced = advanced.max(n + 1);
                if stepped.finished {
                    finished.push(id);
                }
            }
        }
        if !rows.is_empty() {
            effects.push(Effect::Persist(Write::Minutes(rows)));
        }
        effects.extend(emits.into_iter().map(Effect::Emit));
        for id in finished {
            if let Some((incident, locale)) = self.end(id) {
                self.conclude(incident, locale, now, effects);
            }
        }
        advanced
    }

    /// Marks a drill that ran to its end as finished and announces it with its debrief.
    fn conclude(
        &mut self,
        mut incident: Incident,
        locale: Locale,
        now: Now,
        effects: &mut Vec<Effect>,
    ) {
        incident.state = IncidentState::Finished;
        let snapshot = Snapshot::of(&incident, locale);
        let debrief = Arc::new(snapshot.debrief());
        effects.push(Effect::Persist(Write::end(
            &incident,
            IncidentState::Finished,
            &debrief,
            now,
        )));
        let finished = DrillEvent::Finished {
            clock: incident.clock_now(),
            snapshot,
            debrief,
        };
        effects.push(Effect::Emit(event(&incident, locale, finished)));
        self.ended.insert(incident, locale);
    }

    /// Takes a drill out of the live ones.
    fn end(&mut self, id: IncidentId) -> Option<(Incident, Locale)> {
        let live = self.live.remove(&id)?;
        self.by_place.remove(&live.incident.meta.place);
        Some((live.incident, live.locale))
    }

    fn insert_live(&mut self, incident: Incident, locale: Locale, next_tick: Option<Duration>) {
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
