//! What the publisher has to post, and how a drill's events become that work: a status per
//! minute (kept in memory, the newest replacing an unsent older one), and drafts of the
//! messages that must not be lost — scenario events, alerts, notes about a restart, the
//! debrief — which are rendered and stored in the outbox before they are sent.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use serenity::all::UserId;
use tokio::time::Instant;

use crate::discord::rest::Payload;
use crate::drill::{AlertChange, DrillEvent, HostEvent, Snapshot};
use crate::i18n::dashboard::{self, burn_text};
use crate::i18n::{messages, Localizer};
use crate::model::debrief::Debrief;
use crate::model::{Alert, Locale, Place};

/// The status of the last minute of `snapshot` (the drill as it stood then).
#[derive(Debug, Clone)]
pub(super) struct StatusJob {
    pub place: Place,
    pub locale: Locale,
    pub snapshot: Box<Snapshot>,
    /// When the minute was computed (its event reached the publisher), to tell how stale
    /// the status is when it is finally sent.
    pub ticked_at: Instant,
    pub ticked_unix_s: i64,
}

/// A message that must not be lost, before it is rendered.
#[derive(Debug, Clone)]
pub(super) enum Draft {
    Text {
        text: String,
        /// Whom the message calls by name: a page calls the drill's alert role (given at
        /// start) or the server's drill role, a nudge the communications lead; only they
        /// are pinged.
        ping: Option<Ping>,
    },
    Debrief {
        snapshot: Box<Snapshot>,
        debrief: Arc<Debrief>,
        /// The drill's read-only web link, when the bot serves a web page.
        watch: Option<String>,
    },
}

impl Draft {
    pub fn kind(&self) -> &'static str {
        match self {
            Draft::Text {
                ping: Some(Ping::Role { .. }),
                ..
            } => "page",
            Draft::Text {
                ping: Some(Ping::Member(_)),
                ..
            } => "nudge",
            Draft::Text { .. } => "text",
            Draft::Debrief { .. } => "debrief",
        }
    }
}

/// Whom a message calls by name.
#[derive(Debug, Clone)]
pub(super) enum Ping {
    /// The team: the role given at `/incident start`, else the server's drill role.
    Role { given: Option<String> },
    /// One member, whom the text mentions itself.
    Member(UserId),
}

/// A message that must not be lost, rendered and (when the store took it) in the outbox.
#[derive(Debug, Clone)]
pub(super) struct Durable {
    /// Its outbox row; `None` when the store refused it (it is still sent, from memory).
    pub id: Option<i64>,
    pub kind: String,
    pub place: Place,
    pub payload: Payload,
}

/// One request's worth of work for a channel.
#[derive(Debug, Clone)]
pub(super) enum Job {
    Status(StatusJob),
    Durable(Durable),
}

/// What an event asks of the publisher.
pub(super) enum Work {
    Status(StatusJob),
    Draft(Draft),
    /// A new drill in the channel: post a fresh status, and try a channel that refused the
    /// bot again (its permissions may be fixed now).
    Fresh,
}

pub(super) fn unix_seconds() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The work an event brings, in the order it is to be posted.
pub(super) fn work_of(event: HostEvent) -> Vec<Work> {
    let l = Localizer::new(event.locale);
    let text = |text: String| Work::Draft(Draft::Text { text, ping: None });
    match event.event {
        DrillEvent::Minute(outcome) => {
            let mut work: Vec<Work> = outcome
                .events
                .iter()
                .map(|e| text(messages::event(&l, e)))
                .collect();
            let burn = burn_text(&l, outcome.record.burn_1h);
            // The raised alert names both windows of the rule that fired (§7.9).
            let raised = dashboard::alert_line(&l, &outcome.record).unwrap_or_default();
            match outcome.alert_change {
                Some(AlertChange::Raised(Alert::Page)) => work.push(Work::Draft(Draft::Text {
                    text: raised,
                    ping: Some(Ping::Role {
                        given: outcome.snapshot.meta.alert_role.clone(),
                    }),
                })),
                // A warning calls nobody.
                Some(AlertChange::Raised(_)) => work.push(text(raised)),
                Some(AlertChange::Cleared) => {
                    work.push(text(l.tr("alert-cleared", &[("burn", burn.into())])));
                }
                None => {}
            }
            work.push(Work::Status(StatusJob {
                place: event.place,
                locale: event.locale,
                snapshot: Box::new(outcome.snapshot),
                ticked_at: Instant::now(),
                ticked_unix_s: unix_seconds(),
            }));
            work
        }
        DrillEvent::Stopped {
            snapshot, debrief, ..
        }
        | DrillEvent::Finished {
            snapshot, debrief, ..
        } => vec![Work::Draft(Draft::Debrief {
            snapshot: Box::new(snapshot),
            debrief,
            watch: None,
        })],
        DrillEvent::Restored { clock } => vec![text(l.tr(
            "drill-resumed-after-restart",
            &[("clock", clock.to_string().into())],
        ))],
        DrillEvent::Diverged { minute } => vec![text(
            l.tr("drill-history-mismatch", &[("minute", minute.into())]),
        )],
        DrillEvent::RestoreFailed => vec![text(l.text("drill-restore-failed"))],
        DrillEvent::Started { .. } => vec![Work::Fresh],
        // The team's updates, nudges and reminders go to the whole channel, and are not
        // to be lost: a stakeholder update is the comms lead's work.
        DrillEvent::UpdatePosted { .. }
        | DrillEvent::Nudge { .. }
        | DrillEvent::Reminder { .. } => {
            // A nudge calls the communications lead by a mention where the text names them
            // (Discord shows the member's name there); a reminder calls the team's role.
            let member = match &event.event {
                DrillEvent::Nudge {
                    comms: Some(comms), ..
                } => comms.id.parse::<u64>().ok().filter(|id| *id != 0),
                _ => None,
            };
            let (ping, text) = match (&event.event, member) {
                (DrillEvent::Nudge { quiet_min, .. }, Some(user)) => {
                    let mention = crate::model::Author {
                        id: user.to_string(),
                        name: format!("<@{user}>"),
                    };
                    let text = crate::i18n::team::nudge(&l, Some(&mention), *quiet_min);
                    (Some(Ping::Member(UserId::new(user))), Some(text))
                }
                (DrillEvent::Reminder { alert_role, .. }, _) => (
                    Some(Ping::Role {
                        given: alert_role.clone(),
                    }),
                    crate::drill::team_text::team_event_text(&l, &event.event),
                ),
                _ => (
                    None,
                    crate::drill::team_text::team_event_text(&l, &event.event),
                ),
            };
            text.map(|text| Work::Draft(Draft::Text { text, ping }))
                .into_iter()
                .collect()
        }
        // Actions, roles, Ready presses, pace changes, pauses and resumes are answered to
        // the interaction itself.
        DrillEvent::ActionAccepted { .. }
        | DrillEvent::ReadyChanged { .. }
        | DrillEvent::RoleChanged { .. }
        | DrillEvent::PaceChanged { .. }
        | DrillEvent::Paused { .. }
        | DrillEvent::Resumed { .. } => Vec::new(),
    }
}
