//! The life of incidents, independent of any chat front-end: a host task owns every live
//! incident, its clock and its persistence; front-ends talk to it through a cloneable
//! [`DrillHandle`] and render the [`HostEvent`]s it emits.
//!
//! - [`pace`]: real time, N seconds per simulated minute, or turn-based.
//! - [`incident`]: one incident without clocks or I/O (accept, step, replay).
//! - [`host`]: the tokio task: commands in, ticks on time, batched SQLite writes, events out.

pub mod charts;
mod handle;
pub mod host;
pub mod incident;
pub mod pace;

use fluent_bundle::FluentValue;
use thiserror::Error;

use crate::i18n::Localizer;
use crate::model::{Action, Clock, Controls, MinuteRecord, Summary, TimelineEvent};
use crate::scenario::Scenario;
use crate::store::IncidentState;

use handle::Command;
pub use handle::DrillHandle;
pub use host::{spawn, HostConfig};
pub use incident::{ActionNote, Incident, LoggedAction, MinuteOutcome};
pub use pace::Pace;

/// Who did something: a stable id (Discord user id, `terminal`) and a display name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Who {
    pub id: String,
    pub name: String,
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
    NotTurnBased(String),
    #[error("advance between {min} and {max} minutes")]
    AdvanceRange { min: u32, max: u32 },
    #[error("too many actions this minute ({max} at most)")]
    TooManyActions { max: u32 },
    #[error("unknown scenario `{name}`")]
    UnknownScenario { name: String, known: String },
    #[error("the scenario cannot be loaded: {0}")]
    BadScenario(String),
    #[error("internal error: {0}")]
    Internal(String),
}

impl DrillError {
    /// The error in the user's locale. Internal errors never show their details.
    pub fn localize(&self, l: &Localizer) -> String {
        match self {
            DrillError::NoIncident => l.text("error-no-incident"),
            DrillError::AlreadyRunning => l.text("error-incident-running"),
            DrillError::Finished => l.text("error-incident-finished"),
            DrillError::NotTurnBased(pace) => {
                l.tr("error-advance-not-turns", &[("pace", pace.as_str().into())])
            }
            DrillError::AdvanceRange { min, max } => l.tr(
                "error-advance-range",
                &[("min", (*min).into()), ("max", (*max).into())],
            ),
            DrillError::TooManyActions { max } => {
                l.tr("error-too-many-actions", &[("max", (*max).into())])
            }
            DrillError::UnknownScenario { name, known } => l.tr(
                "error-unknown-scenario",
                &[
                    ("name", name.as_str().into()),
                    ("known", known.as_str().into()),
                ],
            ),
            DrillError::BadScenario(reason) => reason.clone(),
            DrillError::Internal(_) => l.text("error-internal"),
        }
    }
}

/// How to start an incident.
#[derive(Debug, Clone)]
pub struct StartRequest {
    pub guild_id: Option<String>,
    pub channel_id: String,
    /// A built-in scenario id or a scenario file path.
    pub scenario_ref: String,
    pub seed: Option<u32>,
    pub pace: Pace,
    pub locale: String,
    pub deterministic: bool,
    pub who: Who,
}

/// What an action request asks for.
#[derive(Debug, Clone, Copy)]
pub enum Intent {
    Exactly(Action),
    /// An action computed from the controls as they will stand next minute.
    FromControls(fn(Controls) -> Action),
}

/// The answer to an accepted action: what was committed and when it takes effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ack {
    pub incident_id: i64,
    pub action: Action,
    pub minute: u32,
    pub clock: Clock,
    pub note: Option<ActionNote>,
}

/// Everything a front-end needs to draw an incident (status, charts, debrief).
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub incident_id: i64,
    pub scenario: Scenario,
    pub seed: u32,
    pub pace: Pace,
    pub state: IncidentState,
    pub locale: String,
    /// When the drill was started (Unix milliseconds): with the id, it tells drills of
    /// different databases apart.
    pub started_at_ms: i64,
    pub history: Vec<MinuteRecord>,
    pub log: Vec<LoggedAction>,
    pub timeline: Vec<TimelineEvent>,
    pub summary: Summary,
    /// The controls as they will stand next minute (queued actions included).
    pub controls: Controls,
}

/// Something that happened to an incident, for front-ends to render.
#[derive(Debug, Clone)]
pub enum DrillEvent {
    Started {
        who: Who,
        seed: u32,
        pace: Pace,
    },
    Minute(Box<MinuteOutcome>),
    ActionAccepted {
        who: Who,
        action: Action,
        clock: Clock,
        note: Option<ActionNote>,
    },
    Paused {
        who: Who,
        clock: Clock,
    },
    Resumed {
        who: Who,
        clock: Clock,
    },
    Stopped {
        who: Who,
        clock: Clock,
        summary: Summary,
        actions: u32,
    },
    Finished {
        clock: Clock,
        summary: Summary,
        actions: u32,
    },
    /// Continued after a restart of the process.
    Restored {
        clock: Clock,
    },
    /// Its stored history no longer matches a replay; it is kept and not continued.
    Diverged {
        minute: u32,
    },
    /// Rebuilding it after a restart failed (an internal error, logged with the incident's
    /// id); it is kept and not continued.
    RestoreFailed,
}

#[derive(Debug, Clone)]
pub struct HostEvent {
    pub incident_id: i64,
    pub guild_id: Option<String>,
    pub channel_id: String,
    pub locale: String,
    pub scenario_title_id: String,
    pub seed: u32,
    pub duration_min: u32,
    pub event: DrillEvent,
}

/// The confirmation of an accepted action for the team, and its note on a second line.
pub fn accepted_text(
    l: &Localizer,
    who: &str,
    action: Action,
    clock: Clock,
    note: Option<ActionNote>,
) -> String {
    let mut text = crate::i18n::messages::confirmation(l, who, action, &clock.to_string());
    if let Some(note) = note {
        text.push('\n');
        text.push_str(&l.text(note.message_id()));
    }
    text
}

/// Named arguments for a pace's description (`pace-seconds`, …).
pub fn pace_text(l: &Localizer, pace: Pace) -> String {
    match pace {
        Pace::Turns => l.text("pace-turns"),
        Pace::Every(d) if d.as_secs() == 60 && d.subsec_millis() == 0 => l.text("pace-realtime"),
        Pace::Every(d) => l.tr(
            "pace-seconds",
            &[(
                "seconds",
                FluentValue::from(
                    l.decimal(d.as_secs_f64(), if d.subsec_millis() == 0 { 0 } else { 2 }),
                ),
            )],
        ),
    }
}
