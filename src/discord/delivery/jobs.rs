//! What the delivery handles: the work events bring (a status per minute, drafts of the
//! messages that must not be lost), the jobs queued per channel, what a send is told to do
//! and what came of it, and the effects the shell carries out. The content itself (a
//! snapshot to draw, a draft to render, a rendered payload) is the shell's: the delivery
//! only moves it, so its rules are tested with plain values.

use std::time::Duration;

use serenity::all::{ChannelId, MessageId};

use crate::discord::ids::Target;
use crate::discord::rest::{Answered, Failure};
use crate::drill::Now;
use crate::model::Place;

/// The shell's content: what a status is drawn from, what a durable message is rendered
/// from, and the rendered message.
pub trait Content {
    type Status;
    type Draft;
    type Message;
}

/// What a durable message is: the outbox's kind (a debrief is a drill's last).
pub use crate::drill::outbox::MessageKind as Kind;

/// The status of one minute, to be drawn when it is sent.
pub struct StatusJob<C: Content> {
    pub target: Target,
    pub minute: u32,
    /// When the engine computed the minute: how stale the status is counts from here.
    pub at: Now,
    pub phase: Phase,
    pub content: C::Status,
}

/// Whether a status is of a drill that goes on or of one that ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Its buttons act on the drill.
    Live,
    /// The drill's last status: the shown message is edited to it, without buttons (a
    /// button of an ended drill must not act on the channel's next one); nothing is posted
    /// when no status message is shown.
    Ended,
}

/// A message that must not be lost, rendered and (when the store took it) in the outbox.
pub struct Durable<C: Content> {
    /// Its outbox row; `None` when the store refused it (it is still sent, from memory).
    pub id: Option<i64>,
    pub kind: Kind,
    pub target: Target,
    pub message: C::Message,
}

/// A status message a newer one replaced: its buttons are taken away, so only the status
/// shown last offers controls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Retire {
    pub target: Target,
    pub message: MessageId,
}

/// One request's worth of work for a channel.
pub enum Job<C: Content> {
    Status(StatusJob<C>),
    Durable(Durable<C>),
    Retire(Retire),
}

impl<C: Content> Job<C> {
    pub fn target(&self) -> &Target {
        match self {
            Job::Status(StatusJob { target, .. })
            | Job::Durable(Durable { target, .. })
            | Job::Retire(Retire { target, .. }) => target,
        }
    }
}

/// What an event brings the delivery.
pub enum Event<C: Content> {
    Status(StatusJob<C>),
    /// A message that must not be lost, to be rendered and stored first.
    Draft {
        target: Target,
        draft: C::Draft,
    },
    /// A new drill in the channel: a fresh status message, and a new chance for a channel
    /// that refused the bot (its permissions may be fixed now).
    Fresh {
        channel: ChannelId,
    },
}

/// The message that shows a channel's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown {
    pub message: MessageId,
    /// When it was posted, on the engine's monotonic scale.
    pub posted: Duration,
    pub with_chart: bool,
    /// It carries the line that says it is stale (an edit must clear it).
    pub stale_line: bool,
}

/// How one status is to be sent (the plan `status.rs` makes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusPlan {
    /// The shown message to edit; `None` posts a new one.
    pub edit: Option<Shown>,
    /// The chart's turn: a new message carries the live chart.
    pub chart_due: bool,
    /// When the status waited `stale_after` or more: its minute's wall-clock time (Unix
    /// seconds), which the stale line shows.
    pub stale_since_unix_s: Option<i64>,
}

/// A job to send now, and how.
pub enum Outgoing<C: Content> {
    /// The rendered message, posted.
    Durable(Durable<C>),
    /// The status, drawn and sent as planned.
    Status { job: StatusJob<C>, plan: StatusPlan },
    /// A replaced status message, edited to have no buttons.
    Retire(Retire),
}

impl<C: Content> Outgoing<C> {
    /// The job, to come back with its landing.
    pub fn into_job(self) -> Job<C> {
        match self {
            Outgoing::Durable(durable) => Job::Durable(durable),
            Outgoing::Status { job, .. } => Job::Status(job),
            Outgoing::Retire(retire) => Job::Retire(retire),
        }
    }
}

/// A job to send now: the delivery took the global pace's slot and counted it on its
/// route's bucket.
pub struct Dispatch<C: Content> {
    pub channel: ChannelId,
    pub outgoing: Outgoing<C>,
}

/// What a sent job achieved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    /// A new status message.
    Posted {
        message: MessageId,
        with_chart: bool,
        stale_line: bool,
    },
    /// The shown status message, edited.
    Edited(Shown),
    /// A durable message Discord accepted.
    Delivered,
    /// Nothing to send (a status without minutes), or posted without an id to edit later.
    Nothing,
    /// A replaced status message lost its buttons.
    Retired,
}

/// A sent job coming back, with what came of it.
pub struct Landing<C: Content> {
    pub channel: ChannelId,
    pub job: Job<C>,
    /// The request was an edit of the shown status.
    pub edit: bool,
    pub result: Result<Sent, Failure>,
    /// Discord's answer, which the limits learn from (none: no answer came).
    pub answered: Option<Answered>,
}

/// What the shell is to do for the delivery.
pub enum Effect<C: Content> {
    /// Render and store a durable message, then hand it back with `on_prepared`; its place
    /// in the channel's order is held meanwhile.
    Prepare {
        position: i64,
        target: Target,
        draft: C::Draft,
    },
    /// The outbox row is done with (delivered, or refused for good).
    Forget { outbox: i64 },
    /// The channel refuses the bot: drop its outbox and stop its drill.
    GiveUp { place: Place },
}
