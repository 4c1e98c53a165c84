//! What passes between the front-ends, the engine and the driver: the requests and their
//! replies, the refusals, the writes the store is asked for, and the effects the driver
//! carries out in order.

use std::sync::Arc;

use thiserror::Error;

use crate::model::{
    Author, Clock, GuildId, IncidentId, IncidentMeta, IncidentState, Locale, LoggedAction, Pace,
    Place, Role, StoredMinute, Summary, TeamEntry, TeamRules,
};
use crate::scenario::Scenario;

use super::{Ack, Ending, HostEvent, Incident, Intent, Now, Snapshot};
use crate::model::score::Score;

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
    /// Who may change controls, a quorum for turn-based play, whether hints are on.
    pub rules: TeamRules,
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
    /// Moves a turn-based drill on by some minutes. In a drill with a quorum only its
    /// commander may (`who`; None is refused there).
    Advance {
        place: Place,
        minutes: u32,
        who: Option<Author>,
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
    /// Gives `member` an incident role; a claim when `member` is `who`.
    Role {
        place: Place,
        who: Author,
        role: Role,
        member: Author,
    },
    /// A stakeholder update: the author's text, with the numbers of the moment.
    Update {
        place: Place,
        who: Author,
        text: String,
    },
    /// The author is ready for the next turn of a drill with a quorum.
    Ready {
        place: Place,
        who: Author,
    },
    /// Changes the pace of a live drill.
    SetPace {
        place: Place,
        who: Author,
        pace: Pace,
    },
    /// The drill, for the coach to explain: refused when its hints are off.
    Explain {
        place: Place,
    },
    /// Takes a turn-based drill back `minutes` minutes (its commander, or anyone while
    /// nobody holds the role): the actions applied from the minute it returns to are
    /// dropped, and it is practice from then on.
    Rewind {
        place: Place,
        who: Author,
        minutes: u32,
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
    /// `member` holds `role` now, instead of `previous` for a single-holder role.
    Role {
        role: Role,
        member: Author,
        previous: Option<Author>,
    },
    /// The update went out at the clock of the last computed minute.
    Updated(Clock),
    /// Who is ready for the next turn and how many must be; `advanced` is the clock of
    /// the minute computed when this made the quorum.
    Ready {
        ready: Vec<Author>,
        needed: u8,
        advanced: Option<Clock>,
    },
    PaceSet(Pace),
    /// Taken back `minutes` minutes: the drill stands at `clock` (its last computed minute)
    /// and `dropped` actions left the live run.
    Rewound {
        minutes: u32,
        clock: Clock,
        dropped: u32,
    },
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
    #[error("the drill is not paused")]
    NotPaused,
    #[error("advance between {min} and {max} minutes")]
    AdvanceRange { min: u32, max: u32 },
    #[error("too many actions this minute ({max} at most)")]
    TooManyActions { max: u32 },
    #[error("the {role} role is held by {holder}")]
    RoleTaken { role: Role, holder: String },
    /// A role given to a member who holds it: nothing to change, said privately.
    #[error("{member} already holds the {role} role")]
    AlreadyHolds { role: Role, member: String },
    /// Ready pressed again by a member counted for this turn already.
    #[error("already ready ({ready} of {needed})")]
    AlreadyReady { ready: u8, needed: u8 },
    #[error("only the commander ({commander}) gives roles to others")]
    NotCommander { commander: String },
    #[error("only the ops role and the commander change controls in this drill")]
    OpsOnly {
        /// Who may: the commander and the operators (empty when nobody holds them).
        allowed: Vec<String>,
    },
    #[error("an update is 1 to {max} characters")]
    UpdateLength { max: usize },
    #[error("this drill has no quorum: advance it instead")]
    NoQuorum,
    #[error("with roles taken, only role holders count toward the quorum")]
    ReadyNeedsRole,
    #[error("this drill advances when {needed} members are ready ({ready} are), or when its commander advances it")]
    QuorumWait { ready: u8, needed: u8 },
    #[error("hints are off for this drill")]
    HintsOff,
    #[error("a quorum needs a turn-based drill")]
    QuorumNeedsTurns,
    #[error("only a turn-based drill can be rewound (this one runs at {0})")]
    RewindNeedsTurns(Pace),
    #[error("rewind between 1 and {max} minutes")]
    RewindRange { max: u32 },
    #[error("only the commander ({commander}) rewinds this drill")]
    RewindCommanderOnly { commander: String },
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
    /// One entry of an incident's team log.
    Team {
        incident: IncidentId,
        entry: TeamEntry,
    },
    SetPace {
        incident: IncidentId,
        pace: Pace,
    },
    /// A rewind: its row, its dropped actions marked, the later minutes deleted, the drill
    /// marked practice.
    Rewind {
        incident: IncidentId,
        rewind: crate::model::Rewind,
    },
}

impl Write {
    /// How a drill that `ended` (finished or stopped) at `now` is stored.
    pub(super) fn end(incident: &Incident, state: IncidentState, score: &Score, now: Now) -> Write {
        Write::End {
            incident: incident.id,
            state,
            ended_at_ms: now.unix_ms,
            score: score.total,
            // Plain numbers: serialising cannot fail.
            parts: serde_json::to_string(score).unwrap_or_default(),
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
    /// Tell the front-ends (boxed: events carry snapshots, writes are small).
    Emit(Box<HostEvent>),
    /// A drill ended: compute its debrief off the async threads, then tell the front-ends
    /// its [`Ending::into_event`].
    Conclude(Box<Ending>),
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
    pub(super) fn answer(reply: Result<Reply, DrillError>, effects: Vec<Effect>) -> Outcome {
        Outcome {
            reply: Some(reply),
            effects,
        }
    }

    pub(super) fn refuse(error: DrillError) -> Outcome {
        Outcome::answer(Err(error), Vec::new())
    }

    pub(super) fn commit(write: Write) -> Outcome {
        Outcome {
            reply: None,
            effects: vec![Effect::Commit(write)],
        }
    }
}
