//! Sending one job: the status (posted with the chart, or edited in place), a text, or the
//! debrief with the run chart; what came of it goes back to the publisher as an [`Outcome`].

use serenity::all::{ChannelId, CreateAttachment, CreateMessage, EditMessage, Http};
use tokio::time::Instant;

use crate::drill::DrillHandle;
use crate::i18n::Localizer;

use super::{is_gone, Context, Job, Outcome, Status, STATUS_MAX_AGE};
use crate::discord::embed;

/// The live chart as it stood at the end of `live_at` (the minute its status shows, even
/// when the drill has moved on since), or with None the debrief's chart of the whole drill.
async fn render_png(drills: &DrillHandle, ctx: &Context, live_at: Option<u32>) -> Option<Vec<u8>> {
    let snapshot = drills.snapshot(&ctx.channel).await.ok()?;
    let locale = ctx.locale.clone();
    tokio::task::spawn_blocking(move || {
        let l = Localizer::new(&locale);
        match live_at {
            Some(minute) => crate::drill::charts::live_png(&l, &snapshot, minute),
            None => crate::drill::charts::run_png(&l, &snapshot),
        }
    })
    .await
    .ok()
    .flatten()
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
    let l = Localizer::new(&ctx.locale);
    let title = l.text(&ctx.title_id);
    let result = match job {
        Job::Text { text, .. } => channel_id
            .send_message(
                http,
                CreateMessage::new().content(crate::discord::registration::truncate(&text, 2000)),
            )
            .await
            .map(|_| None),
        Job::Debrief {
            summary, actions, ..
        } => {
            let png = render_png(drills, &ctx, None).await;
            let mut message = CreateMessage::new().embed(embed::debrief_embed(
                &l,
                &title,
                &summary,
                actions,
                png.is_some(),
            ));
            if let Some(png) = png {
                message = message.add_file(CreateAttachment::bytes(png, embed::CHART_FILE));
            }
            channel_id.send_message(http, message).await.map(|_| None)
        }
        Job::Status { record, .. } => {
            let chart_due = record.minute % chart_every == 0;
            let fresh = status.filter(|s| s.posted.elapsed() < STATUS_MAX_AGE);
            let buttons = embed::status_buttons(&l, record.feature_on);
            match fresh {
                Some(current) if !chart_due => {
                    // The chart attached earlier stays on the message: keep showing it.
                    let edit = EditMessage::new()
                        .embed(embed::status_embed(
                            &l,
                            &title,
                            ctx.seed,
                            ctx.duration,
                            &record,
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
                        render_png(drills, &ctx, Some(record.minute)).await
                    } else {
                        None
                    };
                    let with_chart = png.is_some();
                    let embed = embed::status_embed(
                        &l,
                        &title,
                        ctx.seed,
                        ctx.duration,
                        &record,
                        with_chart,
                    );
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
