//! The queues: per channel, its messages in the order they were queued — a durable message
//! holds its slot from the moment it is queued, so rendering at its own speed never
//! reorders them (outbox order), and a status replaces an unsent status right before it
//! (coalescing: the newest wins); across channels, a round-robin turn among those with
//! work, so none is starved. A channel has at most one request in flight, waits out its
//! back-off after a failure, and is skipped while Discord's bucket for it is empty.

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::Duration;

use serenity::all::ChannelId;

use super::jobs::{Content, Durable, Job, Phase, Retire, Shown, StatusJob};
use super::limits::Limits;

enum Slot<C: Content> {
    /// Being rendered and stored; nothing behind it goes first.
    Preparing(i64),
    Ready(Durable<C>),
    Status(StatusJob<C>),
    Retire(Retire),
}

pub(super) struct Channel<C: Content> {
    queue: VecDeque<Slot<C>>,
    pub shown: Option<Shown>,
    /// The minute of the live chart last posted in the channel for its drill.
    pub charted: Option<u32>,
    in_flight: bool,
    in_turn: bool,
    /// Consecutive passing failures; reset by a success.
    pub failures: u32,
    pub retry_at: Option<Duration>,
}

impl<C: Content> Channel<C> {
    fn new() -> Channel<C> {
        Channel {
            queue: VecDeque::new(),
            shown: None,
            charted: None,
            in_flight: false,
            in_turn: false,
            failures: 0,
            retry_at: None,
        }
    }

    fn has_work(&self) -> bool {
        !self.queue.is_empty()
    }

    /// When this channel may send, if it has something it may send (ignoring the global
    /// pace): after its back-off and its buckets (`ZERO`: at once).
    fn sendable_at(&self, channel: ChannelId, limits: &Limits) -> Option<Duration> {
        if self.in_flight || matches!(self.queue.front(), Some(Slot::Preparing(_))) {
            return None;
        }
        if !self.has_work() {
            return None;
        }
        let bucket = limits.channel_free_at(channel.get());
        Some(self.retry_at.max(bucket).unwrap_or(Duration::ZERO))
    }
}

pub(super) struct Queues<C: Content> {
    channels: HashMap<ChannelId, Channel<C>>,
    /// Channels with work, in turn.
    turn: VecDeque<ChannelId>,
    /// Channels that refused the bot: nothing more is queued for them.
    gone: HashSet<ChannelId>,
}

impl<C: Content> Queues<C> {
    pub fn new() -> Queues<C> {
        Queues {
            channels: HashMap::new(),
            turn: VecDeque::new(),
            gone: HashSet::new(),
        }
    }

    fn is_gone(&self, channel: ChannelId) -> bool {
        self.gone.contains(&channel)
    }

    pub fn channel(&mut self, channel: ChannelId) -> Option<&mut Channel<C>> {
        self.channels.get_mut(&channel)
    }

    fn entry(&mut self, channel: ChannelId) -> &mut Channel<C> {
        self.channels.entry(channel).or_insert_with(Channel::new)
    }

    /// Puts a channel that has work in the turn, at the back, unless it is there already.
    fn enter_turn(&mut self, channel: ChannelId) {
        if let Some(state) = self.channels.get_mut(&channel) {
            if state.has_work() && !state.in_turn {
                state.in_turn = true;
                self.turn.push_back(channel);
            }
        }
    }

    /// The newest status of a channel; it replaces an unsent status right before it, but
    /// never an ended drill's last one (it takes that drill's buttons away, and the next
    /// drill's status must not edit its message).
    pub fn put_status(&mut self, job: StatusJob<C>) {
        let channel = job.target.channel();
        if self.is_gone(channel) {
            return;
        }
        let queue = &mut self.entry(channel).queue;
        if matches!(queue.back(), Some(Slot::Status(s)) if s.phase != Phase::Ended) {
            queue.pop_back();
        }
        queue.push_back(Slot::Status(job));
        self.enter_turn(channel);
    }

    /// A status that could not be sent goes back first, unless a newer one came meanwhile.
    pub fn return_status(&mut self, job: StatusJob<C>) {
        let channel = job.target.channel();
        if self.is_gone(channel) {
            return;
        }
        let queue = &mut self.entry(channel).queue;
        if !queue.iter().any(|s| matches!(s, Slot::Status(_))) {
            queue.push_front(Slot::Status(job));
        }
        self.enter_turn(channel);
    }

    /// A replaced status message to take the buttons off, first in its channel: it is
    /// quick, and until it goes two messages offer controls.
    pub fn put_retire(&mut self, retire: Retire) {
        let channel = retire.target.channel();
        if self.is_gone(channel) {
            return;
        }
        self.entry(channel).queue.push_front(Slot::Retire(retire));
        self.enter_turn(channel);
    }

    /// Holds the place of a durable message that is being rendered; false when the
    /// channel is gone (nothing is queued for it).
    pub fn reserve(&mut self, channel: ChannelId, position: i64) -> bool {
        if self.is_gone(channel) {
            return false;
        }
        self.entry(channel)
            .queue
            .push_back(Slot::Preparing(position));
        true
    }

    /// Fills a held place with the rendered messages, in order, or frees it (none:
    /// rendering failed).
    pub fn fill(
        &mut self,
        channel: ChannelId,
        position: i64,
        durables: impl IntoIterator<Item = Durable<C>>,
    ) {
        let Some(state) = self.channels.get_mut(&channel) else {
            return;
        };
        let Some(index) = state
            .queue
            .iter()
            .position(|s| matches!(s, Slot::Preparing(p) if *p == position))
        else {
            return;
        };
        state.queue.remove(index);
        for (offset, durable) in durables.into_iter().enumerate() {
            state.queue.insert(index + offset, Slot::Ready(durable));
        }
        self.enter_turn(channel);
    }

    /// A durable message that could not be sent goes back to the front of its channel.
    pub fn return_durable(&mut self, durable: Durable<C>) {
        let channel = durable.target.channel();
        if self.is_gone(channel) {
            return;
        }
        self.entry(channel).queue.push_front(Slot::Ready(durable));
        self.enter_turn(channel);
    }

    /// The first channel in turn that may send `now`, if any.
    pub fn pick(&self, limits: &Limits, now: Duration) -> Option<ChannelId> {
        self.turn
            .iter()
            .find(|c| {
                self.channels
                    .get(*c)
                    .is_some_and(|state| state.sendable_at(**c, limits).is_some_and(|at| at <= now))
            })
            .copied()
    }

    /// When the next channel may send (by its back-off and buckets), if any has work it may
    /// send; the global pace comes on top.
    pub fn next_sendable_at(&self, limits: &Limits) -> Option<Duration> {
        self.turn
            .iter()
            .filter_map(|c| self.channels.get(c)?.sendable_at(*c, limits))
            .min()
    }

    /// Drops the next job of `channel` (picked just before) when it is an ended drill's
    /// status and no status message is shown to edit; true when it did.
    pub fn drop_unshown_ended(&mut self, channel: ChannelId) -> bool {
        let Some(state) = self.channels.get_mut(&channel) else {
            return false;
        };
        let unshown_ended = state.shown.is_none()
            && matches!(state.queue.front(), Some(Slot::Status(job)) if job.phase == Phase::Ended);
        if unshown_ended {
            state.queue.pop_front();
            if !state.has_work() {
                state.in_turn = false;
                self.turn.retain(|c| *c != channel);
            }
        }
        unshown_ended
    }

    /// Takes the next job of `channel` (picked just before) and marks it in flight, with the
    /// channel's shown status and charted minute; the channel goes to the back of the turn
    /// if it has more.
    pub fn take(&mut self, channel: ChannelId) -> Option<(Job<C>, Option<Shown>, Option<u32>)> {
        let state = self.channels.get_mut(&channel)?;
        let job = match state.queue.pop_front()? {
            Slot::Ready(durable) => Job::Durable(durable),
            Slot::Status(status) => Job::Status(status),
            Slot::Retire(retire) => Job::Retire(retire),
            preparing @ Slot::Preparing(_) => {
                state.queue.push_front(preparing);
                return None;
            }
        };
        state.in_flight = true;
        state.in_turn = false;
        let (shown, charted) = (state.shown, state.charted);
        self.turn.retain(|c| *c != channel);
        Some((job, shown, charted))
    }

    /// The channel's request is over; it takes its turn again if it has more work.
    pub fn landed(&mut self, channel: ChannelId) {
        if let Some(state) = self.channels.get_mut(&channel) {
            state.in_flight = false;
        }
        self.enter_turn(channel);
    }

    /// Forgets a channel whose drill ended and that has nothing more to send.
    pub fn forget_if_idle(&mut self, channel: ChannelId) {
        if self
            .channels
            .get(&channel)
            .is_some_and(|s| !s.has_work() && !s.in_flight)
        {
            self.channels.remove(&channel);
        }
    }

    /// A new drill in the channel: a fresh status message, and a new chance if it refused
    /// the bot before.
    pub fn fresh(&mut self, channel: ChannelId) {
        self.gone.remove(&channel);
        if let Some(state) = self.channels.get_mut(&channel) {
            // The ended drill's last status, still queued or on its way, edits its own
            // message first; its landing forgets that message (see `landing`).
            let ending = state.in_flight
                || state
                    .queue
                    .iter()
                    .any(|s| matches!(s, Slot::Status(job) if job.phase == Phase::Ended));
            if !ending {
                state.shown = None;
                state.charted = None;
            }
        }
    }

    /// The channel refuses the bot: everything queued for it is dropped.
    pub fn give_up(&mut self, channel: ChannelId) {
        self.gone.insert(channel);
        self.channels.remove(&channel);
        self.turn.retain(|c| *c != channel);
    }

    /// Whether anything of the channel is kept (its queue, its status message).
    #[cfg(test)]
    pub fn is_known(&self, channel: ChannelId) -> bool {
        self.channels.contains_key(&channel)
    }
}
