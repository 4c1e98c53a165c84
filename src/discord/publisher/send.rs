//! Sending one job: the status (posted with the chart, or edited in place), a text, or the
//! debrief with the run chart; what came of it goes back to the publisher as an [`Outcome`].
//! Charts are drawn from the job's own snapshot: the picture shows the minute the embed
//! beside it shows, however far the drill has moved on meanwhile.

use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateMessage, EditMessage, Http, RoleId,
};
use tokio::time::Instant;

use crate::drill::{DrillHandle, Snapshot};
use crate::i18n::Localizer;
use crate::model::Locale;

use super::{is_gone, Context, Job, Outcome, Page, Status, STATUS_MAX_AGE};
use crate::discord::embed;
use crate::discord::reply::{truncate, MESSAGE_MAX};

/// The live chart of the snapshot's last minute, or with `live` false the debrief's chart
/// of the whole drill; drawn on the blocking pool.
async fn render_png(snapshot: &Snapshot, locale: Locale, live: bool) -> Option<Vec<u8>> {
    let snapshot = snapshot.clone();
    tokio::task::spawn_blocking(move || {
        let l = Localizer::new(locale);
        match snapshot.last().map(|r| r.minute) {
            Some(minute) if live => crate::drill::charts::live_png(&l, &snapshot, minute),
            _ => crate::drill::charts::run_png(&l, &snapshot),
        }
    })
    .await
    .ok()
    .flatten()
}

/// The role a page calls: the one given at start, else the server's drill role.
async fn called_role(drills: &DrillHandle, ctx: &Context, page: &Page) -> Option<RoleId> {
    let role = match &page.role {
        Some(role) => Some(role.clone()),
        None => match &ctx.place.guild {
            Some(guild) => drills.settings().get(guild).await.ok()?.drill_role_id,
            None => None,
        },
    };
    role?
        .parse::<u64>()
        .ok()
        .filter(|id| *id != 0)
        .map(RoleId::new)
}

/// A text for the channel: a page starts with the role it calls, and only that role can
/// be pinged; nothing else pings anyone.
async fn text_message(
    drills: &DrillHandle,
    ctx: &Context,
    text: &str,
    page: Option<&Page>,
) -> CreateMessage {
    let role = match page {
        Some(page) => called_role(drills, ctx, page).await,
        None => None,
    };
    let (content, mentions) = match role {
        Some(role) => (
            format!("<@&{role}> {text}"),
            CreateAllowedMentions::new().roles(vec![role]),
        ),
        None => (text.to_string(), CreateAllowedMentions::new()),
    };
    CreateMessage::new()
        .content(truncate(&content, MESSAGE_MAX))
        .allowed_mentions(mentions)
}

pub(super) async fn send(
    http: &Http,
    drills: &DrillHandle,
    chart_every: u32,
    status: Option<Status>,
    job: Job,
) -> Outcome {
    let ctx = job.ctx().clone();
    // Kept to try again: a status is simply replaced by the next minute's.
    let retry = (!matches!(job, Job::Status { .. })).then(|| job.clone());
    let Ok(channel_id) = ctx.channel.parse::<u64>().map(ChannelId::new) else {
        return Outcome::Done {
            channel: ctx.channel,
        };
    };
    let l = Localizer::new(ctx.locale);
    let result = match job {
        Job::Text { text, page, .. } => {
            let message = text_message(drills, &ctx, &text, page.as_ref()).await;
            channel_id.send_message(http, message).await.map(|_| None)
        }
        Job::Debrief {
            snapshot, debrief, ..
        } => {
            let png = render_png(&snapshot, ctx.locale, false).await;
            let mut message = CreateMessage::new().embed(embed::debrief_embed(
                &l,
                &snapshot,
                &debrief,
                png.is_some(),
            ));
            if let Some(png) = png {
                message = message.add_file(CreateAttachment::bytes(png, embed::CHART_FILE));
            }
            channel_id.send_message(http, message).await.map(|_| None)
        }
        Job::Status { snapshot, .. } => {
            let Some(record) = snapshot.last() else {
                return Outcome::Done {
                    channel: ctx.channel,
                };
            };
            let title = crate::i18n::scenario::title(&l, &snapshot.scenario);
            let (seed, duration) = (snapshot.meta.seed, snapshot.scenario.setup.duration_min);
            let chart_due = record.minute % chart_every == 0;
            let fresh = status.filter(|s| s.posted.elapsed() < STATUS_MAX_AGE);
            let turn_based = snapshot.pace == crate::model::Pace::Turns;
            let buttons = embed::status_buttons(&l, record.feature_on, turn_based);
            match fresh {
                Some(current) if !chart_due => {
                    // The chart attached earlier stays on the message: keep showing it.
                    let edit = EditMessage::new()
                        .embed(embed::status_embed(
                            &l,
                            &title,
                            seed,
                            duration,
                            record,
                            current.with_chart,
                        ))
                        .components(buttons);
                    channel_id
                        .edit_message(http, current.message, edit)
                        .await
                        .map(|_| Some(current))
                }
                _ => {
                    let png = if chart_due {
                        render_png(&snapshot, ctx.locale, true).await
                    } else {
                        None
                    };
                    let with_chart = png.is_some();
                    let embed = embed::status_embed(&l, &title, seed, duration, record, with_chart);
                    let mut message = CreateMessage::new().embed(embed).components(buttons);
                    if let Some(png) = png {
                        message = message.add_file(CreateAttachment::bytes(png, embed::CHART_FILE));
                    }
                    channel_id.send_message(http, message).await.map(|m| {
                        Some(Status {
                            message: m.id,
                            posted: Instant::now(),
                            with_chart,
                        })
                    })
                }
            }
        }
    };
    match result {
        Ok(Some(status)) => Outcome::StatusAt {
            channel: ctx.channel,
            status,
        },
        Ok(None) => Outcome::Done {
            channel: ctx.channel,
        },
        Err(err) if is_gone(&err) => Outcome::Gone {
            channel: ctx.channel,
            place: ctx.place,
        },
        Err(err) => {
            tracing::warn!(channel = %ctx.channel, error = %err, "could not post");
            match retry {
                Some(job) => Outcome::Retry { job },
                None => Outcome::Done {
                    channel: ctx.channel,
                },
            }
        }
    }
}
