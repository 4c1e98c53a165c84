//! The publisher's rules as a pure, closed state machine: queues per channel in outbox
//! order, round-robin among channels, coalescing of statuses, replace-or-edit (a replaced
//! status message loses its buttons), back-off after a failure, and Discord's rate limits
//! ([`limits`]: the global pace, a global stop, the route buckets), which it alone owns and
//! changes. It reads no clock and does no I/O: events come in with [`Delivery::on_event`]
//! (a status carries its minute's engine [`Now`]), sends go out with
//! [`Delivery::poll_send`] at the time it is given (each takes the pace's slot and counts
//! on its route's bucket), their results come back with [`Delivery::on_landing`] with
//! Discord's answer (status and headers: the limits learn from it), and
//! [`Delivery::next_wake`] says when to poll again. The shell
//! ([`crate::discord::publisher`]) only sleeps, renders, stores and calls REST; the rules
//! are unit-tested with plain values of time (`tests`).

mod jobs;
mod landing;
pub mod limits;
mod queue;
mod status;

#[cfg(test)]
mod tests;

use std::time::Duration;

pub use jobs::{
    Content, Dispatch, Durable, Effect, Event, Job, Kind, Landing, Outgoing, Phase, Retire, Sent,
    Shown, StatusJob, StatusPlan,
};

use serenity::all::ChannelId;

use crate::drill::Now;
use limits::{Limits, RouteKey};
use queue::Queues;

/// How statuses are drawn and failures retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// A new status message with the live chart once N simulated minutes have passed since
    /// the minute of the chart last posted, however many minutes an advance skips (and at
    /// once after a rewind before that minute).
    pub chart_every: u32,
    /// A status sent this long after its minute says so.
    pub stale_after: Duration,
    /// The wait after a channel's first passing failure, doubled after each further one…
    pub retry_first: Duration,
    /// …up to this.
    pub retry_max: Duration,
}

pub struct Delivery<C: Content> {
    rules: Rules,
    /// Discord's limits: asked before each dispatch, taught by each landing's answer.
    limits: Limits,
    queues: Queues<C>,
    /// The place the next durable message takes in its channel's order.
    next_position: i64,
}

impl<C: Content> Delivery<C> {
    /// A delivery under a global budget of `per_second` requests (at most Discord's).
    pub fn new(rules: Rules, per_second: u32) -> Delivery<C> {
        Delivery {
            rules,
            limits: Limits::new(per_second),
            queues: Queues::new(),
            next_position: 0,
        }
    }

    /// Queues what the outbox still held at start (`(position, message)`, from before a
    /// restart), before anything new.
    pub fn restore(&mut self, pending: impl IntoIterator<Item = (i64, Durable<C>)>) {
        for (position, durable) in pending {
            self.next_position = self.next_position.max(position + 1);
            let channel = durable.target.channel();
            // A debrief and the texts that follow it share a position: each takes a slot
            // of its own, in the order the outbox gives them.
            if self.queues.reserve(channel, position) {
                self.queues.fill(channel, position, Some(durable));
            }
        }
    }

    /// Takes what an event brings. A status needs no time here: it carries its minute's.
    pub fn on_event(&mut self, event: Event<C>) -> Vec<Effect<C>> {
        match event {
            Event::Status(job) => self.queues.put_status(job),
            Event::Draft { target, draft } => {
                let position = self.next_position;
                self.next_position += 1;
                if self.queues.reserve(target.channel(), position) {
                    return vec![Effect::Prepare {
                        position,
                        target,
                        draft,
                    }];
                }
            }
            Event::Fresh { channel } => self.queues.fresh(channel),
        }
        Vec::new()
    }

    /// A durable message rendered and stored, with the messages that follow it (a
    /// debrief's), fills the place it held, in order (none: rendering failed and it is
    /// dropped).
    pub fn on_prepared(
        &mut self,
        channel: ChannelId,
        position: i64,
        durables: impl IntoIterator<Item = Durable<C>>,
    ) {
        self.queues.fill(channel, position, durables);
    }

    /// The next job to send `now`, if a channel in turn may send and the global pace
    /// gives a permit; its channel is busy until it lands.
    pub fn poll_send(&mut self, now: Now) -> Option<Dispatch<C>> {
        let channel = loop {
            let channel = self.queues.pick(&self.limits, now.mono)?;
            // An ended drill's status with no message to edit has nothing to send.
            if !self.queues.drop_unshown_ended(channel) {
                break channel;
            }
        };
        if !self.limits.try_take(now.mono) {
            return None;
        }
        let (job, shown, charted) = self.queues.take(channel)?;
        let (outgoing, route) = match job {
            Job::Durable(durable) => (Outgoing::Durable(durable), RouteKey::post(channel.get())),
            Job::Retire(retire) => (Outgoing::Retire(retire), RouteKey::edit(channel.get())),
            Job::Status(job) => {
                let plan = status::plan(&self.rules, &job, shown, charted, now);
                let route = match plan.edit {
                    Some(_) => RouteKey::edit(channel.get()),
                    None => RouteKey::post(channel.get()),
                };
                (Outgoing::Status { job, plan }, route)
            }
        };
        self.limits.spend(&route, now.mono);
        Some(Dispatch { channel, outgoing })
    }

    /// When to poll for a send next (on the engine's monotonic scale; a moment that has
    /// passed means now), if anything waits that may be sent.
    pub fn next_wake(&self) -> Option<Duration> {
        self.queues
            .next_sendable_at(&self.limits)
            .map(|at| at.max(self.limits.global_ready_at()))
    }

    /// A send that ended without coming back (its task failed): the channel goes on with
    /// its next job; that one is lost.
    pub fn on_lost(&mut self, channel: ChannelId) {
        self.queues.landed(channel);
    }
}
