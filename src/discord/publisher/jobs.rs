//! What the publisher posts, as the delivery carries it ([`Discord`]), and how a drill's
//! events become that work: a status per advance (the engine marks its last minute), per
//! change of the team and at the end (drawn from its snapshot when it is sent),
//! and drafts of the messages that must not be lost — scenario events, alerts, notes about
//! a restart, the debrief — which are rendered and stored in the outbox before they are
//! sent.

use serenity::all::UserId;

use crate::discord::delivery::{self, Content, Event, Kind, Phase, StatusJob};
use crate::discord::ids::{snowflake, Target};
use crate::discord::rest::Payload;
use crate::drill::schedules::Announcement;
use crate::drill::{AlertChange, Debriefed, DrillEvent, HostEvent, Now, Snapshot};
use crate::i18n::dashboard::{self, burn_text};
use crate::i18n::{messages, Localizer};
use crate::model::{Alert, Locale};

/// What the bot's delivery carries: snapshots to draw statuses from, drafts to render,
/// rendered payloads.
pub(super) struct Discord;

impl Content for Discord {
    type Status = StatusContent;
    type Draft = DraftContent;
    type Message = Payload;
}

/// The drill as it stood at a status's minute, and the language to draw it in.
pub(super) struct StatusContent {
    pub locale: Locale,
    pub snapshot: Box<Snapshot>,
}

/// A draft and the language to render it in.
pub(super) struct DraftContent {
    pub locale: Locale,
    pub draft: Draft,
}

pub(super) type Durable = delivery::Durable<Discord>;

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
        debrief: Debriefed,
        /// The drill's read-only web link, when the bot serves a web page.
        watch: Option<String>,
        /// What the debrief's fields cannot hold, posted in full right after it: stored
        /// with it in one transaction, so none is ever posted without it.
        follow_ups: Vec<String>,
    },
    /// What a channel is told of its schedule's occurrence: stored in the transaction that
    /// marks the occurrence told (`discord::scheduled` renders it).
    Scheduled(Box<Announcement>),
}

impl Draft {
    pub fn kind(&self) -> Kind {
        match self {
            Draft::Text {
                ping: Some(Ping::Role { .. }),
                ..
            } => Kind::Page,
            Draft::Text {
                ping: Some(Ping::Member(_)),
                ..
            } => Kind::Nudge,
            Draft::Text { .. } => Kind::Text,
            Draft::Debrief { .. } => Kind::Debrief,
            // A start that pings its schedule's role calls the team, as a page does.
            Draft::Scheduled(announcement) => match &**announcement {
                Announcement::Started { schedule, .. } if schedule.schedule.ping_role.is_some() => {
                    Kind::Page
                }
                _ => Kind::Text,
            },
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

/// The work an event brings, in the order it is to be posted; `ended_at` is the engine's
/// time when it arrives, which an ended drill's last status counts its staleness from.
pub(super) fn work_of(event: HostEvent, ended_at: Now) -> Vec<Event<Discord>> {
    let locale = event.locale;
    // The drill's channel as Discord's, read once; a place that names none (a store edited
    // by hand) has nowhere to post.
    let Some(target) = Target::of(event.place.clone()) else {
        tracing::error!(channel = %event.place.channel, "a drill's channel is no Discord channel: its messages are dropped");
        return Vec::new();
    };
    let l = Localizer::new(locale);
    let draft = |draft: Draft| Event::Draft {
        target: target.clone(),
        draft: DraftContent { locale, draft },
    };
    let text = |text: String| draft(Draft::Text { text, ping: None });
    let status = |minute: u32, at: Now, phase: Phase, snapshot: Snapshot| {
        Event::Status(StatusJob {
            target: target.clone(),
            minute,
            at,
            phase,
            content: StatusContent {
                locale,
                snapshot: Box::new(snapshot),
            },
        })
    };
    match event.event {
        // Every scenario event goes out; an advance's alert line and status come once, with
        // its last minute (the engine marks it), whatever it skipped on the way.
        DrillEvent::Minute(outcome) => {
            let mut work: Vec<Event<Discord>> = outcome
                .events
                .iter()
                .map(|e| text(messages::event(&l, e)))
                .collect();
            let Some(end) = outcome.advance_end else {
                return work;
            };
            let burn = burn_text(&l, outcome.record.burn_1h);
            // The raised alert names both windows of the rule that fired (§7.9).
            let raised = dashboard::alert_line(&l, &outcome.record).unwrap_or_default();
            match end.alert_change {
                Some(AlertChange::Raised(Alert::Page)) => work.push(draft(Draft::Text {
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
            work.push(status(
                outcome.record.minute,
                outcome.at,
                Phase::Live,
                outcome.snapshot,
            ));
            work
        }
        // The status loses its buttons, then the debrief follows.
        DrillEvent::Stopped {
            snapshot, debrief, ..
        }
        | DrillEvent::Finished {
            snapshot, debrief, ..
        } => {
            let minute = snapshot.last().map_or(0, |r| r.minute);
            let ended = status(minute, ended_at, Phase::Ended, snapshot.clone());
            // What its fields cannot hold follows the debrief in full.
            let follow_ups = crate::discord::embed::debrief_follow_ups(&l, &snapshot, &debrief);
            vec![
                ended,
                draft(Draft::Debrief {
                    snapshot: Box::new(snapshot),
                    debrief,
                    watch: None,
                    follow_ups,
                }),
            ]
        }
        // A role taken or a Ready press: the status shows it at once, edited in place.
        DrillEvent::TeamShown { snapshot, at } => {
            let minute = snapshot.last().map_or(0, |r| r.minute);
            vec![status(minute, at, Phase::Live, *snapshot)]
        }
        DrillEvent::Restored { clock } => vec![text(l.tr(
            "drill-resumed-after-restart",
            &[("clock", clock.to_string().into())],
        ))],
        DrillEvent::Diverged { minute } => vec![text(
            l.tr("drill-history-mismatch", &[("minute", minute.into())]),
        )],
        DrillEvent::RestoreFailed => vec![text(l.text("drill-restore-failed"))],
        DrillEvent::Started { .. } => vec![Event::Fresh {
            channel: target.channel(),
        }],
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
                } => snowflake::<UserId>(&comms.id),
                _ => None,
            };
            let (ping, text) = match (&event.event, member) {
                (DrillEvent::Nudge { quiet_min, .. }, Some(user)) => {
                    let mention = crate::model::Author {
                        id: user.to_string(),
                        name: format!("<@{user}>"),
                    };
                    let text = crate::i18n::team::nudge(&l, Some(&mention), *quiet_min);
                    (Some(Ping::Member(user)), Some(text))
                }
                (DrillEvent::Reminder { alert_role, .. }, _) => (
                    Some(Ping::Role {
                        given: alert_role.clone(),
                    }),
                    crate::drill::wording::team_event_text(&l, &event.event),
                ),
                _ => (
                    None,
                    crate::drill::wording::team_event_text(&l, &event.event),
                ),
            };
            text.map(|text| draft(Draft::Text { text, ping }))
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
