//! What passes between the front-ends, the engine and the driver: the requests and their
//! replies, the refusals, the writes the store is asked for, and the effects the driver
//! carries out in order.

use std::sync::Arc;

use thiserror::Error;

use crate::model::{
    Author, Clock, IncidentId, IncidentMeta, IncidentState, Locale, LoggedAction, Pace, Place,
    Role, StoredMinute, Summary, TeamEntry, TeamRules,
};
use crate::scenario::Scenario;

use super::{Ending, Engine, HostEvent, Incident, Now};
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

/// What an advance came to: the minutes actually advanced, and the clock of the last one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Advanced {
    pub minutes: u32,
    pub clock: Clock,
}

/// A role given: `member` holds `role` now, instead of `previous` for a single-holder role.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleGiven {
    pub role: Role,
    pub member: Author,
    pub previous: Option<Author>,
}

/// Who is ready for the next turn and how many must be; `advanced` is the clock of the
/// minute computed when this made the quorum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadyCount {
    pub ready: Vec<Author>,
    pub needed: u8,
    pub advanced: Option<Clock>,
}

/// Taken back `minutes` minutes: the drill stands at `clock` (its last computed minute) and
/// `dropped` actions left the live run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rewound {
    pub minutes: u32,
    pub clock: Clock,
    pub dropped: u32,
}

/// What a stop came to: the drill's summary and the clock it stopped at.
#[derive(Debug, Clone)]
pub struct Stopped {
    pub summary: Summary,
    pub clock: Clock,
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
    /// A setting set to what it already is (queued actions included): nothing to store.
    #[error("that is the setting already: nothing changes")]
    Unchanged,
    /// A member's stakeholder updates this simulated minute are used up.
    #[error("{max} updates a minute at most; the next at {next}")]
    UpdatesTooFast { max: usize, next: Clock },
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
    /// An inject in a drill started without a game master (issue 30).
    #[error("this drill has no game master")]
    NoGameMaster,
    /// An inject, or the hidden view, asked for by someone else than the game master
    /// (`game_master` is their author id).
    #[error("only the game master ({game_master}) injects in this drill")]
    NotGameMaster { game_master: String },
}

/// The host's own trouble, never the user's doing: logged, and shown to them only as "an
/// internal error".
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HostError {
    /// The store could not read or write.
    #[error("the store failed: {0}")]
    Store(String),
    /// The driver stopped (or dropped the request unanswered).
    #[error("the drill driver has stopped")]
    Stopped,
    /// The engine was driven out of its protocol (a request while a commit was pending).
    #[error("the engine was driven out of order: {0}")]
    OutOfOrder(&'static str),
    /// A task on the blocking pool panicked.
    #[error("a background task failed: {0}")]
    Task(String),
}

/// Why a request was not carried out: refused (the user's mistake, said to them) or the
/// host's own trouble. Either way nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Failure {
    #[error(transparent)]
    Refused(#[from] DrillError),
    #[error(transparent)]
    Host(#[from] HostError),
}

impl Failure {
    /// The refusal, when it is one (a test's or a front-end's question).
    pub fn refusal(&self) -> Option<&DrillError> {
        match self {
            Failure::Refused(refusal) => Some(refusal),
            Failure::Host(_) => None,
        }
    }
}

/// A failure is a refusal when it is that very refusal.
impl PartialEq<DrillError> for Failure {
    fn eq(&self, refusal: &DrillError) -> bool {
        self.refusal() == Some(refusal)
    }
}

/// A request's answer.
pub type Answer<R> = Result<R, Failure>;

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

/// What a stored commit comes to: applied to the engine, it gives the request's answer
/// (the write's failure included, so whoever waits for the answer always gets one).
pub struct Then<A>(ThenFn<A>);

type ThenFn<A> =
    Box<dyn FnOnce(&mut Engine, Result<Written, WriteFailure>, Now, &mut Vec<Effect>) -> A + Send>;

impl<A> Then<A> {
    pub(super) fn apply(
        self,
        engine: &mut Engine,
        result: Result<Written, WriteFailure>,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> A {
        (self.0)(engine, result, now, effects)
    }
}

impl<A> std::fmt::Debug for Then<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Then(..)")
    }
}

/// The answer to a request (None while a commit is outstanding: then `then` says what the
/// stored commit comes to, see [`Engine::written`]) and what to do. `A` is the request's
/// [`Answer`], or what a driver made of it ([`Handled::map`]).
#[derive(Debug)]
pub struct Handled<A> {
    pub reply: Option<A>,
    pub effects: Vec<Effect>,
    pub then: Option<Then<A>>,
}

impl<A> Handled<A> {
    pub(super) fn answer(reply: A, effects: Vec<Effect>) -> Handled<A> {
        Handled {
            reply: Some(reply),
            effects,
            then: None,
        }
    }
}

impl<A: Send + 'static> Handled<A> {
    /// The same outcome with its answer turned by `f`, now or once its commit is stored
    /// (how a driver pairs each answer with the one who asked, whatever its type).
    pub fn map<B: 'static>(self, f: impl FnOnce(A) -> B + Send + 'static) -> Handled<B> {
        let Handled {
            reply,
            effects,
            then,
        } = self;
        match (reply, then) {
            (Some(reply), _) => Handled::answer(f(reply), effects),
            (None, Some(then)) => Handled {
                reply: None,
                effects,
                then: Some(Then(Box::new(move |engine, result, now, effects| {
                    f(then.apply(engine, result, now, effects))
                }))),
            },
            (None, None) => Handled {
                reply: None,
                effects,
                then: None,
            },
        }
    }
}

impl<R: Send + 'static> Handled<Answer<R>> {
    pub(super) fn refuse(error: impl Into<Failure>) -> Handled<Answer<R>> {
        Handled::answer(Err(error.into()), Vec::new())
    }

    /// Asks for `write` to be stored; once it is, `apply` gives the answer (a failed write
    /// answers with its failure and changes nothing).
    pub(super) fn commit(
        write: Write,
        apply: impl FnOnce(&mut Engine, Written, Now, &mut Vec<Effect>) -> Answer<R> + Send + 'static,
    ) -> Handled<Answer<R>> {
        Handled {
            reply: None,
            effects: vec![Effect::Commit(write)],
            then: Some(Then(Box::new(
                move |engine, result, now, effects| match result {
                    Ok(written) => apply(engine, written, now, effects),
                    Err(WriteFailure::ChannelBusy) => Err(DrillError::AlreadyRunning.into()),
                    Err(WriteFailure::Failed(reason)) => Err(HostError::Store(reason).into()),
                },
            ))),
        }
    }
}
