//! Everything the bot posts on its own: the status of each advance and of each change of
//! the team (edited in place, a new message with the chart once N simulated minutes have
//! passed since the one shown or when the old one is over an hour old, its buttons taken
//! away when the drill ends), scenario events, alerts, nudges and the debrief, all through
//! the bot's REST path ([`crate::discord::rest`]), which keeps Discord's limits. Every
//! message names whom it may ping (`allowed_mentions`).
//!
//! Statuses live in memory, the newest replacing an unsent older one. Everything else must
//! not be lost: it is rendered and stored in the outbox when queued, sent in order per
//! channel, retried with back-off until Discord accepts it — across restarts, since the
//! outbox is read first on start — and given up only when its channel is gone (403, Unknown
//! Channel: the drill is then stopped and the channel not written to again) or Discord
//! refuses the message itself, which is logged as an error. Channels take turns (round-robin)
//! with one request in flight each; a request that gets no answer ends at the client's
//! timeout and is retried like any passing failure.
//!
//! Those rules are the pure [`Delivery`]'s; this is its tokio shell: it reads the engine's
//! clock, sleeps until the delivery's next wake, renders and stores messages, calls REST,
//! and feeds every result back.

mod announce;
mod idle;
mod jobs;
mod render;
mod send;

use std::collections::HashMap;
use std::sync::Arc;

use serenity::all::ChannelId;
use tokio::sync::{mpsc, Semaphore};
use tokio::task::{Id, JoinError, JoinSet};

use crate::discord::delivery::{Delivery, Effect, Kind, Rules};
use crate::discord::ids::Target;
use crate::discord::rest::{Payload, Rest};
use crate::drill::metrics::{Metrics, Sent, Subscriber};
use crate::drill::outbox::{self, Outbox, Queued};
use crate::drill::schedules::Announcement;
use crate::drill::{
    DrillEvent, DrillHandle, EngineClock, Handles, HostEvent, OwedDebriefs, Settings,
};
use crate::model::{Author, Place};

pub use idle::IdleSignal;
use jobs::{Discord, Draft, DraftContent, Durable};
use send::Landing;

/// What a finished task brings back.
enum Outcome {
    /// A durable message rendered and stored, with what follows it (none: rendering
    /// failed, logged).
    Prepared {
        channel: ChannelId,
        position: i64,
        durables: Vec<Durable>,
    },
    Landed(Box<Landing>),
}

pub struct Publisher {
    rest: Arc<Rest>,
    drills: DrillHandle,
    settings: Settings,
    outbox: Outbox,
    clock: EngineClock,
    delivery: Delivery<Discord>,
    /// Rendering and sending tasks; they end with the publisher.
    tasks: JoinSet<Outcome>,
    /// The channel of each running task (and the place a rendering holds), to free it if
    /// the task panics.
    task_channels: HashMap<Id, (ChannelId, Option<i64>)>,
    /// The web page of every drill, whose link the debrief carries.
    web: Option<Arc<crate::web::Web>>,
    /// Told what was sent and how far the event queue is behind.
    metrics: Arc<Metrics>,
    /// The debriefs owed from before this start: one with nowhere to post is marked told.
    owed: OwedDebriefs,
    /// Debriefs rendered at once, at most: each draws the run chart of its whole drill
    /// (a week of minutes and its what-if runs), and two hundred drills may end together.
    renders: Arc<Semaphore>,
    /// Who waits to hear that nothing is left to post.
    idle: idle::IdleWaiters,
}

/// How many debriefs are rendered at once (as many as are computed at once).
fn debrief_renders_at_once() -> usize {
    crate::drill::debriefs_at_once()
}

fn system() -> Author {
    Author {
        id: "oncall-drill".into(),
        name: "oncall-drill".into(),
    }
}

impl Publisher {
    /// A publisher sending through `rest` at most `per_second` requests a second.
    pub fn new(rest: Arc<Rest>, handles: &Handles, rules: Rules, per_second: u32) -> Publisher {
        Publisher {
            delivery: Delivery::new(rules, per_second),
            rest,
            outbox: handles.outbox.clone(),
            clock: handles.drills.clock(),
            drills: handles.drills.clone(),
            settings: handles.settings.clone(),
            tasks: JoinSet::new(),
            task_channels: HashMap::new(),
            web: None,
            metrics: handles.metrics.clone(),
            owed: handles.debriefs.clone(),
            renders: Arc::new(Semaphore::new(debrief_renders_at_once())),
            idle: idle::IdleWaiters::new(),
        }
    }

    /// Tells when this publisher is idle (see [`IdleSignal`]).
    pub fn idle_signal(&self) -> IdleSignal {
        self.idle.signal()
    }

    /// Posts the drills' events and the scheduler's announcements until the events end.
    pub async fn run(
        mut self,
        mut events: mpsc::UnboundedReceiver<HostEvent>,
        mut announcements: mpsc::UnboundedReceiver<Announcement>,
    ) {
        self.restore().await;
        loop {
            let wake = self.delivery.next_wake().map(|at| self.clock.instant(at));
            (self.idle).answer_if(events.is_empty() && self.tasks.is_empty() && wake.is_none());
            tokio::select! {
                event = events.recv() => match event {
                    Some(event) => {
                        self.metrics.event_queue(Subscriber::Discord, events.len());
                        self.nowhere_to_post(&event);
                        for work in jobs::work_of(event, self.clock.now()) {
                            let effects = self.delivery.on_event(work);
                            self.carry_out(effects).await;
                        }
                    }
                    None => break,
                },
                Some(announcement) = announcements.recv() => self.announce(announcement).await,
                Some(done) = self.tasks.join_next_with_id(), if !self.tasks.is_empty() => {
                    self.finished(done).await;
                }
                () = sleep_until(wake) => self.dispatch(),
                Some(waiter) = self.idle.next_question() => self.idle.hold(waiter),
            }
        }
    }

    /// Queues what the outbox still holds (from before a restart), before anything new.
    async fn restore(&mut self) {
        let pending = match self.outbox.pending().await {
            Ok(pending) => pending,
            Err(err) => {
                return tracing::error!(error = %err, "cannot read the outbox: messages queued before this start are not sent now (they stay stored)");
            }
        };
        if !pending.is_empty() {
            tracing::info!(
                count = pending.len(),
                "sending messages queued before the restart"
            );
        }
        self.delivery
            .restore(pending.into_iter().filter_map(|Queued { id, message }| {
                let Some(target) = Target::of(message.place.clone()) else {
                    tracing::error!(id, channel = %message.place.channel, "a stored message names no Discord channel: it is not sent (it stays stored)");
                    return None;
                };
                let durable = Durable {
                    id: Some(id),
                    kind: message.kind,
                    target,
                    message: Payload {
                        json: message.body,
                        file: message.attachment.map(|f| crate::discord::rest::File {
                            name: f.name,
                            bytes: f.bytes,
                        }),
                    },
                };
                Some((message.position, durable))
            }));
    }

    async fn carry_out(&mut self, effects: Vec<Effect<Discord>>) {
        for effect in effects {
            match effect {
                Effect::Prepare {
                    position,
                    target,
                    draft,
                } => self.prepare(position, target, draft),
                Effect::Forget { outbox: id } => {
                    let outbox = self.outbox.clone();
                    tokio::spawn(async move {
                        if let Err(err) = outbox.done(id).await {
                            tracing::error!(id, error = %err, "a message done with stays in the outbox and will be sent again after a restart");
                        }
                    });
                }
                Effect::GiveUp { place } => self.give_up(place).await,
            }
        }
    }

    /// Links each debrief to its drill's web page, when there is one.
    pub fn with_web(mut self, web: Option<Arc<crate::web::Web>>) -> Publisher {
        self.web = web;
        self
    }

    /// An ended drill whose place names no Discord channel has nowhere to post its
    /// debrief: it is no longer owed (else every start would compute it again).
    fn nowhere_to_post(&self, event: &HostEvent) {
        let ended = matches!(
            event.event,
            DrillEvent::Finished { .. } | DrillEvent::Stopped { .. }
        );
        if ended && Target::of(event.place.clone()).is_none() {
            let (owed, incident) = (self.owed.clone(), event.incident);
            tokio::spawn(async move {
                if let Err(err) = owed.told(incident).await {
                    tracing::error!(%incident, error = %err, "could not mark a debrief with nowhere to post as told");
                }
            });
        }
    }

    /// Renders and stores a durable message (a debrief with what follows it, in one
    /// commit that also marks it no longer owed) in a task of its own.
    fn prepare(&mut self, position: i64, target: Target, draft: DraftContent) {
        let channel = target.channel();
        let (settings, outbox, clock) = (self.settings.clone(), self.outbox.clone(), self.clock);
        let renders = self.renders.clone();
        let DraftContent { locale, mut draft } = draft;
        if let (
            Draft::Debrief {
                snapshot, watch, ..
            },
            Some(web),
        ) = (&mut draft, &self.web)
        {
            *watch = web.watch_url(snapshot.id);
        }
        let task = self.tasks.spawn(async move {
            let kind = draft.kind();
            let debriefed = match &draft {
                Draft::Debrief { snapshot, .. } => Some(snapshot.id),
                Draft::Text { .. } | Draft::Scheduled(_) => None,
            };
            // An occurrence is marked told in the commit that stores its message.
            let occurrence = match &draft {
                Draft::Scheduled(told) => Some((told.schedule().id, told.occurrence_ms())),
                _ => None,
            };
            // Closed never: the semaphore lives as long as the publisher.
            let _turn = match debriefed {
                Some(_) => renders.acquire_owned().await.ok(),
                None => None,
            };
            let place = target.place();
            let payloads = match render::durable_payloads(&settings, place, locale, draft).await {
                Ok(payloads) => payloads,
                Err(err) => {
                    tracing::error!(%channel, kind = kind.as_str(), error = %err, "a message could not be rendered and is dropped");
                    return Outcome::Prepared { channel, position, durables: Vec::new() };
                }
            };
            // The first is the message itself; the texts that follow a debrief come after.
            let kinds = std::iter::once(kind).chain(std::iter::repeat(Kind::Text));
            let rows: Vec<outbox::Message> = payloads
                .iter()
                .zip(kinds.clone())
                .map(|(payload, kind)| outbox::Message {
                    place: place.clone(),
                    position,
                    kind,
                    body: payload.json.clone(),
                    attachment: payload.file.clone().map(|f| outbox::Attachment { name: f.name, bytes: f.bytes }),
                    queued_at_ms: clock.now().unix_ms,
                })
                .collect();
            let stored = match (debriefed, occurrence) {
                (Some(incident), _) => outbox.queue_debrief(incident, rows).await,
                (None, occurrence) => match (rows.into_iter().next(), occurrence) {
                    (Some(row), Some((schedule, at))) => outbox.queue_schedule_message(schedule, at, row).await.map(|id| vec![id]),
                    (Some(row), None) => outbox.queue(row).await.map(|id| vec![id]),
                    (None, _) => Ok(Vec::new()),
                },
            };
            let ids: Vec<Option<i64>> = match stored {
                Ok(ids) => ids.into_iter().map(Some).collect(),
                Err(err) => {
                    tracing::error!(%channel, kind = kind.as_str(), error = %err, "a message could not be stored in the outbox; it is sent from memory and lost if the bot stops first");
                    vec![None; payloads.len()]
                }
            };
            let durables = payloads
                .into_iter()
                .zip(kinds)
                .zip(ids)
                .map(|((message, kind), id)| Durable { id, kind, target: target.clone(), message })
                .collect();
            Outcome::Prepared { channel, position, durables }
        });
        self.task_channels
            .insert(task.id(), (channel, Some(position)));
    }

    /// Sends what the delivery allows now, each in a task of its own.
    fn dispatch(&mut self) {
        while let Some(dispatch) = self.delivery.poll_send(self.clock.now()) {
            let rest = self.rest.clone();
            let channel = dispatch.channel;
            let task = self
                .tasks
                .spawn(async move { Outcome::Landed(Box::new(send::send(&rest, dispatch).await)) });
            self.task_channels.insert(task.id(), (channel, None));
        }
    }

    async fn finished(&mut self, done: Result<(Id, Outcome), JoinError>) {
        match done {
            Ok((
                id,
                Outcome::Prepared {
                    channel,
                    position,
                    durables,
                },
            )) => {
                self.task_channels.remove(&id);
                self.delivery.on_prepared(channel, position, durables);
            }
            Ok((id, Outcome::Landed(landing))) => {
                self.task_channels.remove(&id);
                let sent = match &landing.result {
                    Ok(crate::discord::delivery::Sent::Posted { .. }) => Some(Sent::StatusPosted),
                    Ok(crate::discord::delivery::Sent::Edited(_)) => Some(Sent::StatusEdited),
                    Ok(crate::discord::delivery::Sent::Delivered) => Some(Sent::MessagePosted),
                    Ok(crate::discord::delivery::Sent::Retired) => Some(Sent::StatusRetired),
                    Ok(crate::discord::delivery::Sent::Nothing) | Err(_) => None,
                };
                if let Some(sent) = sent {
                    self.metrics.sent(sent);
                }
                let effects = self.delivery.on_landing(*landing, self.clock.now());
                self.carry_out(effects).await;
            }
            Err(err) => {
                let Some((channel, position)) = self.task_channels.remove(&err.id()) else {
                    return;
                };
                tracing::error!(%channel, error = %err, "a message task failed; the channel goes on with its next message");
                match position {
                    Some(position) => self.delivery.on_prepared(channel, position, None),
                    None => self.delivery.on_lost(channel),
                }
            }
        }
    }

    /// The channel refuses the bot (the delivery dropped its queue): its outbox is dropped
    /// and its drill stopped.
    async fn give_up(&mut self, place: Place) {
        let channel = &place.channel;
        match self.outbox.drop_channel(place.channel.clone()).await {
            Ok(0) => {}
            Ok(count) => {
                tracing::warn!(%channel, count, "messages for a channel that refuses the bot are dropped")
            }
            Err(err) => {
                tracing::error!(%channel, error = %err, "could not drop the outbox of a gone channel")
            }
        }
        let _ = self.drills.stop(&place, system()).await;
    }
}

async fn sleep_until(at: Option<tokio::time::Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}
