//! Rendering what the publisher posts into Discord payloads: a durable message (a text, a
//! page that calls a role, the debrief with the run chart) once, when it is queued; a status
//! when it is sent, as the delivery planned it (posted with the live chart, or edited in
//! place), with a line that says how stale it is when it had to wait; and the edit that
//! takes the buttons off a replaced status. Charts are drawn from
//! the job's own snapshot, on the blocking pool: the picture shows the minute the embed
//! beside it shows.

use std::sync::Arc;

use serenity::all::{
    CreateAllowedMentions, CreateAttachment, CreateMessage, EditMessage, Nonce, RoleId,
};

use super::jobs::{Discord, Draft, Ping};
use crate::discord::delivery::{Phase, Retire, Shown, StatusJob, StatusPlan};
use crate::discord::embed;
use crate::discord::ids::snowflake;
use crate::discord::reply::{truncate, MESSAGE_MAX};
use crate::discord::rest::{Call, File, Payload};
use crate::drill::{Settings, Snapshot};
use crate::i18n::Localizer;
use crate::model::debrief::Debrief;
use crate::model::{Locale, Place};

/// The live chart of the snapshot's last minute, drawn on the blocking pool.
async fn live_png(snapshot: &Snapshot, locale: Locale) -> Option<Vec<u8>> {
    let snapshot = snapshot.clone();
    tokio::task::spawn_blocking(move || {
        let minute = snapshot.last()?.minute;
        crate::drill::charts::live_png(&Localizer::new(locale), &snapshot, minute)
    })
    .await
    .ok()
    .flatten()
}

/// The debrief's chart of the whole drill with its what-if runs, on the blocking pool.
async fn debrief_png(
    snapshot: &Snapshot,
    debrief: &Arc<Debrief>,
    locale: Locale,
) -> Option<Vec<u8>> {
    let (snapshot, debrief) = (snapshot.clone(), debrief.clone());
    tokio::task::spawn_blocking(move || {
        crate::drill::charts::debrief_png(&Localizer::new(locale), &snapshot, &debrief)
    })
    .await
    .ok()
    .flatten()
}

fn chart_file(png: Vec<u8>) -> File {
    File {
        name: embed::CHART_FILE.to_string(),
        bytes: png,
    }
}

/// The role a page calls: the one given at start, else the server's drill role.
async fn called_role(settings: &Settings, place: &Place, given: &Option<String>) -> Option<RoleId> {
    let role = match given {
        Some(role) => Some(role.clone()),
        None => match &place.guild {
            Some(guild) => settings.get(guild).await.ok()?.drill_role_id,
            None => None,
        },
    };
    snowflake(&role?)
}

/// A durable message's final payloads, in the order to post: a text (a page starts with the
/// mention of the role it calls, a nudge mentions its member itself; only they can be
/// pinged, nothing else pings anyone), or the debrief with its chart and then the texts
/// that follow it (none of which pings anyone). Every payload names its
/// `allowed_mentions`: Discord would otherwise parse mentions in members' text.
pub(super) async fn durable_payloads(
    settings: &Settings,
    place: &Place,
    locale: Locale,
    draft: Draft,
) -> serde_json::Result<Vec<Payload>> {
    match draft {
        Draft::Text { text, ping } => {
            let (content, mentions) = match ping {
                Some(Ping::Role { given }) => match called_role(settings, place, &given).await {
                    Some(role) => (
                        format!("<@&{role}> {text}"),
                        CreateAllowedMentions::new().roles(vec![role]),
                    ),
                    None => (text, CreateAllowedMentions::new()),
                },
                Some(Ping::Member(user)) => (text, CreateAllowedMentions::new().users(vec![user])),
                None => (text, CreateAllowedMentions::new()),
            };
            // Stored with its nonce: posted again after a restart (sent, but not yet marked
            // so in the outbox), Discord returns the first instead of a second page.
            let message = text_message(&content, mentions)
                .nonce(Nonce::String(text_nonce()))
                .enforce_nonce(true);
            Ok(vec![Payload::of(&message, None)?])
        }
        Draft::Debrief {
            snapshot,
            debrief,
            watch,
            follow_ups,
        } => {
            let l = Localizer::new(locale);
            // The run chart draws the what-if runs: none without the detailed review.
            let png = match debrief.detailed() {
                Some(detailed) => debrief_png(&snapshot, detailed, locale).await,
                None => None,
            };
            let mut embed = embed::debrief_embed(&l, &snapshot, &debrief, png.is_some());
            if let Some(url) = watch {
                embed = embed.url(&url).field(l.text("web-watch-field"), url, false);
            }
            // Posted again after a restart (sent, but not yet marked so in the outbox),
            // Discord returns the first instead of a second copy.
            let incident = snapshot.id.0;
            let nonce = |part: usize| Nonce::String(format!("d{incident}.{part}"));
            let mut message = CreateMessage::new()
                .embed(embed)
                .nonce(nonce(0))
                .enforce_nonce(true)
                .allowed_mentions(CreateAllowedMentions::new());
            if png.is_some() {
                // Only the attachment's name goes into the JSON; the bytes travel beside it.
                message = message.add_file(CreateAttachment::bytes(Vec::new(), embed::CHART_FILE));
            }
            let mut payloads = vec![Payload::of(&message, png.map(chart_file))?];
            for (part, text) in follow_ups.iter().enumerate() {
                let message = text_message(text, CreateAllowedMentions::new())
                    .nonce(nonce(part + 1))
                    .enforce_nonce(true);
                payloads.push(Payload::of(&message, None)?);
            }
            Ok(payloads)
        }
        Draft::Scheduled(announcement) => Ok(vec![
            crate::discord::scheduled::payload(settings, place, locale, &announcement).await?,
        ]),
    }
}

/// A text message that may ping only whom `mentions` names.
/// A durable text's nonce: drawn once, when the text is rendered, and kept in the outbox
/// with it (nothing else about a text is unique: two alerts can read alike). `t` and 16 hex
/// digits, within Discord's 25 characters; a debrief's (`d…`) and a schedule's (`s…`) differ.
fn text_nonce() -> String {
    format!("t{:016x}", crate::drill::random_u64())
}

fn text_message(text: &str, mentions: CreateAllowedMentions) -> CreateMessage {
    CreateMessage::new()
        .content(truncate(text, MESSAGE_MAX))
        .allowed_mentions(mentions)
}

/// The line of a status that had to wait: when its minute was computed, as Discord
/// timestamps (shown in each reader's time zone, and "40 seconds ago" kept current).
fn stale_line(l: &Localizer, ticked_unix_s: i64) -> String {
    l.tr(
        "status-stale",
        &[
            ("time", format!("<t:{ticked_unix_s}:T>").into()),
            ("ago", format!("<t:{ticked_unix_s}:R>").into()),
        ],
    )
}

/// The edit that takes the buttons off a status message a newer one replaced (its embed
/// stays as it was). It pings nobody.
pub(super) fn retire_call(retire: &Retire) -> serde_json::Result<Call> {
    let edit = EditMessage::new()
        .components(Vec::new())
        .allowed_mentions(CreateAllowedMentions::new());
    Ok(Call::Edit {
        channel: retire.target.channel(),
        message: retire.message,
        payload: Payload::of(&edit, None)?,
    })
}

/// How a status goes out, and what it leaves behind when it does.
pub(super) struct StatusCall {
    pub call: Call,
    /// The shown message when this is an edit; a post makes a new one.
    pub edits: Option<Shown>,
    pub with_chart: bool,
    pub stale_line: bool,
}

/// The request for a status, at the moment it is sent, as `plan` says: an edit of the
/// shown message, or a new message (with the live chart when it is the chart's turn); an
/// ended drill's without buttons. It pings nobody: the embed names members, and the stale
/// line holds Discord timestamps only. `None` for a snapshot without minutes.
pub(super) async fn status_call(
    job: &StatusJob<Discord>,
    plan: &StatusPlan,
) -> serde_json::Result<Option<StatusCall>> {
    let (snapshot, locale) = (&job.content.snapshot, job.content.locale);
    let Some(record) = snapshot.last() else {
        return Ok(None);
    };
    let l = Localizer::new(locale);
    let title = crate::i18n::scenario::title(&l, &snapshot.scenario);
    let (seed, duration) = (snapshot.seed_label(), snapshot.scenario.setup.duration_min);
    // An ended drill's status keeps no buttons: an empty list takes them off the message.
    // Every button carries its drill, so a press on an old message cannot act on a newer one.
    let buttons = match job.phase {
        Phase::Live => embed::drill_buttons(&l, snapshot),
        Phase::Ended => Vec::new(),
    };
    let status_embed = |with_chart: bool| {
        let status = embed::status_embed(&l, &title, seed, duration, record, with_chart);
        embed::with_team(&l, snapshot, status)
    };
    let stale = plan.stale_since_unix_s.is_some();
    let line = plan.stale_since_unix_s.map(|since| stale_line(&l, since));
    let channel = job.target.channel();
    match plan.edit {
        Some(current) => {
            // The chart attached earlier stays on the message: keep showing it.
            let embed = status_embed(current.with_chart);
            let mut edit = EditMessage::new()
                .embed(embed)
                .components(buttons)
                .allowed_mentions(CreateAllowedMentions::new());
            if let Some(line) = &line {
                edit = edit.content(line);
            } else if current.stale_line {
                edit = edit.content("");
            }
            Ok(Some(StatusCall {
                call: Call::Edit {
                    channel,
                    message: current.message,
                    payload: Payload::of(&edit, None)?,
                },
                edits: Some(current),
                with_chart: current.with_chart,
                stale_line: stale,
            }))
        }
        _ => {
            let png = if plan.chart_due {
                live_png(snapshot, locale).await
            } else {
                None
            };
            let with_chart = png.is_some();
            let embed = status_embed(with_chart);
            let mut message = CreateMessage::new()
                .embed(embed)
                .components(buttons)
                .allowed_mentions(CreateAllowedMentions::new());
            if let Some(line) = &line {
                message = message.content(line);
            }
            if with_chart {
                message = message.add_file(CreateAttachment::bytes(Vec::new(), embed::CHART_FILE));
            }
            Ok(Some(StatusCall {
                call: Call::Post {
                    channel,
                    payload: Payload::of(&message, png.map(chart_file))?,
                },
                edits: None,
                with_chart,
                stale_line: stale,
            }))
        }
    }
}
