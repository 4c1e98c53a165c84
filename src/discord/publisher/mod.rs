//! Everything the bot posts on its own: the status every simulated minute (edited in place,
//! a new message with the chart every N minutes or when the old one is over an hour old),
//! scenario events, alerts and the debrief, all through the bot's REST path
//! ([`crate::discord::rest`]), which keeps Discord's limits.
//!
//! Statuses live in memory, the newest replacing an unsent older one. Everything else must
//! not be lost: it is rendered and stored in the outbox when queued, sent in order per
//! channel, retried with back-off until Discord accepts it — across restarts, since the
//! outbox is read first on start — and given up only when its channel is gone (403, Unknown
//! Channel: the drill is then stopped and the channel not written to again) or Discord
//! refuses the message itself, which is logged as an error. Channels take turns (round-robin)
//! with one request in flight each; a request that gets no answer ends at the client's
//! timeout and is retried like any passing failure.

mod jobs;
mod queue;
mod render;
mod send;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::{Id, JoinError, JoinSet};
use tokio::time::Instant;

use crate::discord::rest::{Failure, Rest};
use crate::drill::outbox::Outbox;
use crate::drill::{DrillHandle, HostEvent};
use crate::model::{Author, Locale, Place};
use crate::store::{OutboxFile, OutboxMessage, QueuedMessage};

use jobs::{Draft, Durable, Job, StatusJob, Work};
use queue::Queues;
use send::{Landing, Sent};

/// How the publisher draws statuses and retries what failed.
#[derive(Debug, Clone, Copy)]
pub struct PublisherSettings {
    /// Attach the live chart every N simulated minutes.
    pub chart_every: u32,
    /// A status sent this long after its minute says so.
    pub stale_after: Duration,
    /// The wait after a channel's first passing failure, doubled after each further one…
    pub retry_first: Duration,
    /// …up to this.
    pub retry_max: Duration,
}

/// What a finished task brings back.
enum Outcome {
    /// A durable message rendered and stored (`None`: rendering failed, logged).
    Prepared {
        channel: String,
        position: i64,
        durable: Option<Durable>,
    },
    Landed(Landing),
}

pub struct Publisher {
    rest: Arc<Rest>,
    drills: DrillHandle,
    outbox: Outbox,
    settings: PublisherSettings,
    queues: Queues,
    /// The place the next durable message takes in its channel's order.
    next_position: i64,
    /// Rendering and sending tasks; they end with the publisher.
    tasks: JoinSet<Outcome>,
    /// The channel of each running task, to free it if the task panics.
    task_channels: HashMap<Id, (String, Option<i64>)>,
    /// The web page of every drill, whose link the debrief carries.
    web: Option<Arc<crate::web::Web>>,
}

fn system() -> Author {
    Author {
        id: "oncall-drill".into(),
        name: "oncall-drill".into(),
    }
}

impl Publisher {
    pub fn new(rest: Arc<Rest>, drills: DrillHandle, settings: PublisherSettings) -> Publisher {
        Publisher {
            rest,
            outbox: drills.outbox(),
            drills,
            settings,
            queues: Queues::default(),
            next_position: 0,
            tasks: JoinSet::new(),
            task_channels: HashMap::new(),
            web: None,
        }
    }

    pub async fn run(mut self, mut events: mpsc::UnboundedReceiver<HostEvent>) {
        self.restore().await;
        loop {
            let wake = self.next_wake();
            tokio::select! {
                event = events.recv() => match event {
                    Some(event) => self.enqueue(event),
                    None => break,
                },
                Some(done) = self.tasks.join_next_with_id(), if !self.tasks.is_empty() => {
                    self.finished(done).await;
                }
                () = sleep_until(wake) => self.dispatch(),
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
        for QueuedMessage { id, message } in pending {
            self.next_position = self.next_position.max(message.position + 1);
            let channel = message.place.channel.0.clone();
            if self.queues.reserve(&message.place, message.position) {
                let durable = Durable {
                    id: Some(id),
                    kind: message.kind,
                    place: message.place,
                    payload: crate::discord::rest::Payload {
                        json: message.payload_json,
                        file: message.file.map(|f| crate::discord::rest::File {
                            name: f.name,
                            bytes: f.bytes,
                        }),
                    },
                };
                self.queues.fill(&channel, message.position, Some(durable));
            }
        }
    }

    fn next_wake(&self) -> Option<Instant> {
        let limits = self.rest.limits();
        self.queues
            .next_sendable_at(limits)
            .map(|at| at.max(limits.global_ready_at()))
    }

    fn enqueue(&mut self, event: HostEvent) {
        let (place, locale) = (event.place.clone(), event.locale);
        for work in jobs::work_of(event) {
            match work {
                Work::Status(job) => self.queues.put_status(job),
                Work::Draft(draft) => self.prepare(&place, locale, draft),
                Work::Fresh => self.queues.fresh(&place.channel.0),
            }
        }
    }

    /// Renders and stores a durable message in a task of its own; its place in the
    /// channel's order is held meanwhile.
    /// Links each debrief to its drill's web page, when there is one.
    pub fn with_web(mut self, web: Option<Arc<crate::web::Web>>) -> Publisher {
        self.web = web;
        self
    }

    fn prepare(&mut self, place: &Place, locale: Locale, mut draft: Draft) {
        if let (
            Draft::Debrief {
                snapshot, watch, ..
            },
            Some(web),
        ) = (&mut draft, &self.web)
        {
            *watch = web.watch_url(snapshot.id);
        }
        let position = self.next_position;
        self.next_position += 1;
        if !self.queues.reserve(place, position) {
            return;
        }
        let (drills, outbox, place) = (self.drills.clone(), self.outbox.clone(), place.clone());
        let channel = place.channel.0.clone();
        let task = self.tasks.spawn(async move {
            let kind = draft.kind().to_string();
            let payload = match render::durable_payload(&drills, &place, locale, draft).await {
                Ok(payload) => payload,
                Err(err) => {
                    tracing::error!(channel = %place.channel, kind, error = %err, "a message could not be rendered and is dropped");
                    let channel = place.channel.0.clone();
                    return Outcome::Prepared { channel, position, durable: None };
                }
            };
            let row = OutboxMessage {
                place: place.clone(),
                position,
                kind: kind.clone(),
                payload_json: payload.json.clone(),
                file: payload.file.clone().map(|f| OutboxFile { name: f.name, bytes: f.bytes }),
                queued_at_ms: jobs::unix_seconds() * 1000,
            };
            let id = match outbox.queue(row).await {
                Ok(id) => Some(id),
                Err(err) => {
                    tracing::error!(channel = %place.channel, kind, error = %err, "a message could not be stored in the outbox; it is sent from memory and lost if the bot stops first");
                    None
                }
            };
            let channel = place.channel.0.clone();
            let durable = Durable { id, kind, place, payload };
            Outcome::Prepared { channel, position, durable: Some(durable) }
        });
        self.task_channels
            .insert(task.id(), (channel, Some(position)));
    }

    /// Sends the next job of the next channel in turn, if the pace allows one now.
    fn dispatch(&mut self) {
        let limits = self.rest.limits();
        let Some(channel) = self.queues.pick(limits) else {
            return;
        };
        let Some(permit) = limits.try_take() else {
            return;
        };
        let Some((job, shown)) = self.queues.take(&channel) else {
            return;
        };
        let rest = self.rest.clone();
        let style = send::StatusStyle {
            chart_every: self.settings.chart_every,
            stale_after: self.settings.stale_after,
        };
        let task = self.tasks.spawn(async move {
            Outcome::Landed(send::send(&rest, job, shown, style, permit).await)
        });
        self.task_channels.insert(task.id(), (channel, None));
    }

    async fn finished(&mut self, done: Result<(Id, Outcome), JoinError>) {
        match done {
            Ok((
                id,
                Outcome::Prepared {
                    channel,
                    position,
                    durable,
                },
            )) => {
                self.task_channels.remove(&id);
                self.queues.fill(&channel, position, durable);
            }
            Ok((id, Outcome::Landed(landing))) => {
                self.task_channels.remove(&id);
                self.landed(landing).await;
            }
            Err(err) => {
                let Some((channel, position)) = self.task_channels.remove(&err.id()) else {
                    return;
                };
                tracing::error!(%channel, error = %err, "a message task failed; the channel goes on with its next message");
                match position {
                    Some(position) => self.queues.fill(&channel, position, None),
                    None => self.queues.landed(&channel),
                }
            }
        }
    }

    /// The wait before a channel's next try after `failures` passing failures in a row.
    fn backoff(&self, failures: u32) -> Duration {
        let doubled = self
            .settings
            .retry_first
            .saturating_mul(1 << failures.saturating_sub(1).min(16));
        doubled.min(self.settings.retry_max)
    }

    async fn landed(&mut self, landing: Landing) {
        let Landing {
            channel,
            job,
            edit,
            result,
        } = landing;
        if let Err(Failure::Gone) = result {
            return self.give_up(&channel, job).await;
        }
        let failures = self.queues.channel(&channel).map_or(0, |c| c.failures) + 1;
        let wait = self.backoff(failures);
        if let Some(state) = self.queues.channel(&channel) {
            match &result {
                Ok(_) => {
                    state.failures = 0;
                    state.retry_at = None;
                }
                Err(Failure::Transient(why)) => {
                    if failures == 1 {
                        tracing::warn!(%channel, reason = %why, "could not post; retrying with back-off");
                    }
                    state.failures = failures;
                    state.retry_at = Some(Instant::now() + wait);
                }
                _ => {}
            }
            match &result {
                Ok(Sent::Posted(shown)) | Ok(Sent::Edited(shown)) => state.shown = Some(*shown),
                // The shown message is gone (deleted by someone): the next status posts anew.
                Err(Failure::Refused { .. }) if edit => state.shown = None,
                _ => {}
            }
        }
        match (job, result) {
            (Job::Durable(durable), Ok(_)) => self.delivered(durable),
            (Job::Status(_), Ok(_)) => {}
            (Job::Durable(durable), Err(Failure::RateLimited | Failure::Transient(_))) => {
                self.queues.return_durable(durable);
            }
            (Job::Status(status), Err(Failure::RateLimited | Failure::Transient(_))) => {
                self.queues.return_status(status);
            }
            (Job::Status(status), Err(Failure::Refused { .. })) if edit => {
                self.queues.return_status(status);
            }
            (
                job,
                Err(Failure::Refused {
                    status,
                    code,
                    reason,
                }),
            ) => {
                self.refused(&channel, job, status, code, &reason);
            }
            (_, Err(Failure::Gone)) => {}
        }
        self.queues.landed(&channel);
    }

    /// Discord took a durable message: forget it, and the channel too once a drill's last
    /// message (its debrief) is out.
    fn delivered(&mut self, durable: Durable) {
        if let Some(id) = durable.id {
            let outbox = self.outbox.clone();
            tokio::spawn(async move {
                if let Err(err) = outbox.done(id).await {
                    tracing::error!(id, error = %err, "a delivered message stays in the outbox and will be sent again after a restart");
                }
            });
        }
        if durable.kind == "debrief" {
            let channel = durable.place.channel.0.clone();
            self.queues.landed(&channel);
            self.queues.forget_if_idle(&channel);
        }
    }

    fn refused(&mut self, channel: &str, job: Job, status: u16, code: u64, reason: &str) {
        match job {
            Job::Status(_) => {
                tracing::error!(%channel, status, code, reason, "Discord refused a status; the next minute's replaces it");
            }
            Job::Durable(durable) => {
                tracing::error!(%channel, kind = durable.kind, status, code, reason, "Discord refused a message; it is dropped");
                if let Some(id) = durable.id {
                    let outbox = self.outbox.clone();
                    tokio::spawn(async move {
                        if let Err(err) = outbox.done(id).await {
                            tracing::error!(id, error = %err, "a refused message stays in the outbox");
                        }
                    });
                }
            }
        }
    }

    /// The channel refuses the bot: its queue and outbox are dropped and its drill stopped.
    async fn give_up(&mut self, channel: &str, job: Job) {
        let place = match &job {
            Job::Status(StatusJob { place, .. }) | Job::Durable(Durable { place, .. }) => {
                place.clone()
            }
        };
        tracing::warn!(%channel, "channel refuses the bot: stopping its drill");
        self.queues.give_up(channel);
        self.rest
            .limits()
            .forget_channel(queue::channel_id(channel));
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

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}
