//! `/progress [member]`: the team's drills over time (or one member's), as a chart of score
//! against the expert's, time to detect and to mitigate, and a short text in the server's
//! language: drills counted, medians and trends over the last 5 and 20, what to practise
//! next with its command. Partial and practice drills are shown apart. With the web on, the
//! team's progress links the server's read-only progress page.

use poise::serenity_prelude as serenity;

use crate::drill::wording::progress::{progress_png, progress_text};

use super::super::context::{place, Context};
use super::super::errors::BotError;
use super::super::limits::MESSAGE_MAX;
use super::super::reply::{no_pings, truncate};

/// The file name of the progress chart.
pub const PROGRESS_FILE: &str = "progress.png";

/// The team's drills over time: score against the expert, time to detect and to mitigate.
#[poise::command(slash_command, guild_only)]
pub async fn progress(ctx: Context<'_>, member: Option<serenity::User>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let guild = place(ctx)
        .guild
        .ok_or(crate::drill::DrillError::NoIncident)?;
    // Replaying the recent drills takes a moment: acknowledge first.
    ctx.defer().await?;
    let whose = match &member {
        Some(user) => user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        None => l.text("progress-team"),
    };
    let whose_member = member.map(|u| u.id.to_string());
    let progress = ctx
        .data()
        .leaderboards
        .progress(&guild, whose_member.clone())
        .await?;
    let mut text = progress_text(&l, &progress, &whose);
    // With the web on, the server's read-only progress page: the whole team's, so only
    // beside the team's progress.
    if let (Some(web), true) = (&ctx.data().web, whose_member.is_none()) {
        if let Some(url) = web.progress_url(&guild).await {
            text.push('\n');
            text.push_str(&l.tr("web-progress-link", &[("url", url.into())]));
        }
    }
    let locale = l.locale();
    let chart = tokio::task::spawn_blocking(move || {
        progress_png(&crate::i18n::Localizer::new(locale), &progress)
    })
    .await
    .map_err(|err| BotError::Internal(format!("progress chart: {err}")))?;
    let mut reply = poise::CreateReply::default()
        .content(truncate(&text, MESSAGE_MAX))
        .allowed_mentions(no_pings());
    if let Some((png, _)) = chart {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, PROGRESS_FILE));
    }
    ctx.send(reply).await?;
    Ok(())
}
