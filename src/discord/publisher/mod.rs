//! Everything the bot posts on its own: the status every simulated minute (edited in place,
//! a new message with the chart every N minutes or when the old one is over an hour old),
//! scenario events, alerts and the debrief. Per channel, jobs keep their order and an unsent
//! status is replaced by a newer one; across channels, a global limiter spaces requests
//! (≤ 40/s, under Discord's 50/s). A channel that answers 403 or Unknown Channel has its
//! drill stopped and is not written to again.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{Http, MessageId};
use tokio::sync::mpsc;
use tokio::time::{Instant, MissedTickBehavior};

use crate::drill::{AlertChange, DrillEvent, DrillHandle, HostEvent, Snapshot};
use crate::i18n::dashboard::{self, burn_text};
use crate::i18n::{messages, Localizer};
use crate::model::debrief::Debrief;
use crate::model::{Alert, Author, Locale, Place};

mod send;

use send::send;

/// A status message older than this is not edited: a new one is posted.
pub(super) const STATUS_MAX_AGE: Duration = Duration::from_secs(3600);

#[derive(Debug, Clone)]
pub(super) struct Context {
    place: Place,
    /// The channel, as the publisher keys its queues.
    channel: String,
    locale: Locale,
    /// Failed sends of this job so far (alerts and debriefs are retried, statuses replaced).
    attempts: u32,
}

#[derive(Debug, Clone)]
pub(super) enum Job {
    /// The status of the last minute of `snapshot` (the drill as it stood then), with its
    /// chart when one is due: both show that same minute.
    Status {
        ctx: Context,
        snapshot: Box<Snapshot>,
    },
    Text {
        ctx: Context,
        text: String,
        /// A page: it calls the drill's alert role (given at start) or the server's drill
        /// role, and only that role.
        page: Option<Page>,
    },
    Debrief {
        ctx: Context,
        snapshot: Box<Snapshot>,
        debrief: Arc<Debrief>,
    },
}

impl Job {
    pub(super) fn ctx(&self) -> &Context {
        match self {
            Job::Status { ctx, .. } | Job::Text { ctx, .. } | Job::Debrief { ctx, .. } => ctx,
        }
    }

    fn ctx_mut(&mut self) -> &mut Context {
        match self {
            Job::Status { ctx, .. } | Job::Text { ctx, .. } | Job::Debrief { ctx, .. } => ctx,
        }
    }
}

/// Who a page calls.
#[derive(Debug, Clone)]
pub(super) struct Page {
    /// The role given at `/incident start`, if any.
    pub role: Option<String>,
}

/// What a sent job left behind.
pub(super) enum Outcome {
    StatusAt {
        channel: String,
        status: Status,
    },
    Done {
        channel: String,
    },
    Gone {
        channel: String,
        place: Place,
    },
    /// A text or debrief that failed for a passing reason (429, 5xx, network): try later.
    Retry {
        job: Job,
    },
    /// A retried job whose wait is over.
    Requeue {
        job: Job,
    },
}

/// How often an alert or a debrief is tried before it is given up (logged).
const MAX_ATTEMPTS: u32 = 5;

/// The message that shows a channel's status, when it was posted, whether it has the chart.
#[derive(Debug, Clone, Copy)]
pub(super) struct Status {
    message: MessageId,
    posted: Instant,
    with_chart: bool,
}

#[derive(Default)]
struct ChannelState {
    jobs: VecDeque<Job>,
    status: Option<Status>,
}

pub struct Publisher {
    http: Arc<Http>,
    drills: DrillHandle,
    chart_every: u32,
    per_second: u32,
    channels: HashMap<String, ChannelState>,
    /// Channels with work, in turn.
    ready: VecDeque<String>,
    in_flight: HashSet<String>,
    gone: HashSet<String>,
}

fn is_gone(err: &serenity::Error) -> bool {
    use serenity::http::HttpError;
    match err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            // 403 Missing Access / Missing Permissions, 10003 Unknown Channel.
            response.status_code.as_u16() == 403
                || matches!(response.error.code, 10003 | 50001 | 50013)
        }
        _ => false,
    }
}

impl Publisher {
    pub fn new(
        http: Arc<Http>,
        drills: DrillHandle,
        chart_every: u32,
        per_second: u32,
    ) -> Publisher {
        Publisher {
            http,
            drills,
            chart_every: chart_every.max(1),
            per_second: per_second.clamp(1, 50),
            channels: HashMap::new(),
            ready: VecDeque::new(),
            in_flight: HashSet::new(),
            gone: HashSet::new(),
        }
    }

    pub async fn run(mut self, mut events: mpsc::UnboundedReceiver<HostEvent>) {
        let (done_tx, mut done_rx) = mpsc::unbounded_channel();
        let mut pacer = tokio::time::interval(Duration::from_secs(1) / self.per_second);
        pacer.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            let has_work = self.ready.iter().any(|c| !self.in_flight.contains(c));
            tokio::select! {
                event = events.recv() => match event {
                    Some(event) => self.enqueue(event),
                    None => break,
                },
                Some(outcome) = done_rx.recv() => self.settle(outcome, &done_tx).await,
                _ = pacer.tick(), if has_work => self.dispatch(&done_tx),
            }
        }
    }

    fn push(&mut self, job: Job) {
        let channel = job.ctx().channel.clone();
        if self.gone.contains(&channel) {
            return;
        }
        let state = self.channels.entry(channel.clone()).or_default();
        // The newest status wins over an unsent older one.
        if matches!(job, Job::Status { .. })
            && matches!(state.jobs.back(), Some(Job::Status { .. }))
        {
            state.jobs.pop_back();
        }
        state.jobs.push_back(job);
        if !self.ready.contains(&channel) {
            self.ready.push_back(channel);
        }
    }

    fn enqueue(&mut self, event: HostEvent) {
        let ctx = Context {
            channel: event.place.channel.0.clone(),
            place: event.place.clone(),
            locale: event.locale,
            attempts: 0,
        };
        let l = Localizer::new(event.locale);
        let text = |text: String| Job::Text {
            ctx: ctx.clone(),
            text,
            page: None,
        };
        match event.event {
            DrillEvent::Minute(outcome) => {
                for e in &outcome.events {
                    self.push(text(messages::event(&l, e)));
                }
                let burn = burn_text(&l, outcome.record.burn_1h);
                // The raised alert names both windows of the rule that fired (§7.9).
                let raised = dashboard::alert_line(&l, &outcome.record).unwrap_or_default();
                match outcome.alert_change {
                    Some(AlertChange::Raised(Alert::Page)) => {
                        self.push(Job::Text {
                            ctx: ctx.clone(),
                            text: raised,
                            page: Some(Page {
                                role: outcome.snapshot.meta.alert_role.clone(),
                            }),
                        });
                    }
                    // A warning calls nobody.
                    Some(AlertChange::Raised(_)) => self.push(text(raised)),
                    Some(AlertChange::Cleared) => {
                        self.push(text(l.tr("alert-cleared", &[("burn", burn.into())])));
                    }
                    None => {}
                }
                self.push(Job::Status {
                    ctx: ctx.clone(),
                    snapshot: Box::new(outcome.snapshot),
                });
            }
            DrillEvent::Stopped {
                snapshot, debrief, ..
            }
            | DrillEvent::Finished {
                snapshot, debrief, ..
            } => {
                self.push(Job::Debrief {
                    ctx: ctx.clone(),
                    snapshot: Box::new(snapshot),
                    debrief,
                });
            }
            DrillEvent::Restored { clock } => {
                self.push(text(l.tr(
                    "drill-resumed-after-restart",
                    &[("clock", clock.to_string().into())],
                )));
            }
            DrillEvent::Diverged { minute } => {
                self.push(text(
                    l.tr("drill-history-mismatch", &[("minute", minute.into())]),
                ));
            }
            DrillEvent::RestoreFailed => self.push(text(l.text("drill-restore-failed"))),
            DrillEvent::Started { .. } => {
                // A new drill in a channel that once refused the bot: permissions may be
                // fixed now, so try again, from a fresh status message.
                self.gone.remove(&ctx.channel);
                if let Some(state) = self.channels.get_mut(&ctx.channel) {
                    state.status = None;
                }
            }
            // The team's events go to the whole channel.
            DrillEvent::UpdatePosted { .. }
            | DrillEvent::Nudge { .. }
            | DrillEvent::Reminder { .. } => {
                if let Some(team) = crate::drill::team_text::team_event_text(&l, &event.event) {
                    self.push(text(team));
                }
            }
            // Actions, pauses and resumes are answered to the interaction itself.
            DrillEvent::ActionAccepted { .. }
            | DrillEvent::ReadyChanged { .. }
            | DrillEvent::RoleChanged { .. }
            | DrillEvent::PaceChanged { .. }
            | DrillEvent::Paused { .. }
            | DrillEvent::Resumed { .. } => {}
        }
    }

    /// Sends the next job of the next channel that has none in flight.
    fn dispatch(&mut self, done: &mpsc::UnboundedSender<Outcome>) {
        let Some(position) = self.ready.iter().position(|c| !self.in_flight.contains(c)) else {
            return;
        };
        let Some(channel) = self.ready.remove(position) else {
            return;
        };
        let Some(state) = self.channels.get_mut(&channel) else {
            return;
        };
        let Some(job) = state.jobs.pop_front() else {
            return;
        };
        if !state.jobs.is_empty() {
            self.ready.push_back(channel.clone());
        }
        let status = state.status;
        self.in_flight.insert(channel.clone());
        let (http, drills, chart_every, done) = (
            self.http.clone(),
            self.drills.clone(),
            self.chart_every,
            done.clone(),
        );
        tokio::spawn(async move {
            let outcome = send(&http, &drills, chart_every, status, job).await;
            let _ = done.send(outcome);
        });
    }

    async fn settle(&mut self, outcome: Outcome, done: &mpsc::UnboundedSender<Outcome>) {
        match outcome {
            Outcome::Retry { mut job } => {
                let channel = job.ctx().channel.clone();
                self.in_flight.remove(&channel);
                let attempts = job.ctx().attempts + 1;
                if attempts >= MAX_ATTEMPTS {
                    tracing::warn!(%channel, attempts, "giving up a message after repeated failures");
                    return;
                }
                job.ctx_mut().attempts = attempts;
                let done = done.clone();
                tokio::spawn(async move {
                    tokio::time::sleep(Duration::from_millis(500) * 2u32.pow(attempts)).await;
                    let _ = done.send(Outcome::Requeue { job });
                });
            }
            Outcome::Requeue { job } => {
                let channel = job.ctx().channel.clone();
                if self.gone.contains(&channel) {
                    return;
                }
                self.channels
                    .entry(channel.clone())
                    .or_default()
                    .jobs
                    .push_front(job);
                if !self.ready.contains(&channel) {
                    self.ready.push_back(channel);
                }
            }
            Outcome::StatusAt { channel, status } => {
                self.in_flight.remove(&channel);
                self.channels.entry(channel).or_default().status = Some(status);
            }
            Outcome::Done { channel } => {
                self.in_flight.remove(&channel);
            }
            Outcome::Gone { channel, place } => {
                self.in_flight.remove(&channel);
                tracing::warn!(%channel, "channel refuses the bot: stopping its drill");
                self.gone.insert(channel.clone());
                self.channels.remove(&channel);
                self.ready.retain(|c| c != &channel);
                let system = Author {
                    id: "oncall-drill".into(),
                    name: "oncall-drill".into(),
                };
                let _ = self.drills.stop(&place, system).await;
            }
        }
    }
}
