//! `/chart`, `/scenarios`, `/model`, `/help` (what anyone may look at, only to themselves
//! except the chart) and `/locale` (the server's language, for managers).

use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, CreateEmbed, EditInteractionResponse};

use crate::i18n::{messages, Localizer};
use crate::model::Locale;
use crate::scenario::Scenario;

use super::super::embed::{self, snapshot_embed};
use super::super::errors::{BotError, Refusal};
use super::super::params::Choice;
use super::super::permissions::require_manager;
use super::super::reply::{private_embed, public, truncate};
use super::{interaction, place, Context};

/// Show the live chart of the last 60 minutes.
#[poise::command(slash_command, guild_only)]
pub async fn chart(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let snapshot = ctx.data().drills.snapshot(&place(ctx)).await?;
    // Drawing takes milliseconds: acknowledge first, then attach the picture.
    ctx.defer().await?;
    let Some(minute) = snapshot.last().map(|r| r.minute) else {
        return Err(crate::drill::DrillError::NoIncident.into());
    };
    let locale = l.locale();
    let drawn = snapshot.clone();
    let png = tokio::task::spawn_blocking(move || {
        crate::drill::charts::live_png(&Localizer::new(locale), &drawn, minute)
    })
    .await
    .ok()
    .flatten()
    .ok_or_else(|| BotError::Internal("the chart could not be drawn".into()))?;
    let mut edit = EditInteractionResponse::new()
        .new_attachment(CreateAttachment::bytes(png, embed::CHART_FILE));
    if let Some(status) = snapshot_embed(&l, &snapshot, true) {
        edit = edit.embed(status);
    }
    let interaction =
        interaction(ctx).ok_or_else(|| BotError::Internal("not a slash command".into()))?;
    interaction.edit_response(ctx.http(), edit).await?;
    Ok(())
}

/// List the scenarios you can practise.
#[poise::command(slash_command, guild_only)]
pub async fn scenarios(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let mut embed = CreateEmbed::new().title(l.text("bot-scenarios-title"));
    for s in Scenario::all_builtin().unwrap_or_default() {
        embed = embed.field(
            truncate(&format!("{} — {}", s.id, l.text(&s.title_id)), 256),
            truncate(&l.text(&s.briefing_id), 1024),
            false,
        );
    }
    private_embed(ctx, embed).await
}

/// The model's formulas and their sources.
#[poise::command(slash_command, guild_only)]
pub async fn model(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let (relations, notes) = messages::model_explainer(&l);
    let description = format!("{}\n\n{}", l.text("model-intro"), notes.join("\n\n"));
    let mut embed = CreateEmbed::new()
        .title(l.text("model-title"))
        .description(truncate(&description, 4096));
    for (heading, formula) in relations {
        embed = embed.field(truncate(&heading, 256), truncate(&formula, 1024), false);
    }
    private_embed(ctx, embed).await
}

/// How to play an incident drill.
#[poise::command(slash_command, guild_only)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let embed = CreateEmbed::new()
        .title(l.text("help-title"))
        .description(truncate(&messages::help(&l), 4096));
    private_embed(ctx, embed).await
}

/// Set this server's language for drills.
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_CHANNELS"
)]
pub async fn locale(ctx: Context<'_>, language: Choice<Locale>) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let wanted = match language {
        Choice::Known(locale) => locale,
        Choice::Unknown(other) => return Err(BotError::Refused(Refusal::UnknownLocale(other))),
    };
    ctx.data().drills.set_locale(&place(ctx), wanted).await?;
    let new = Localizer::new(wanted);
    let text = new.tr(
        "bot-locale-set",
        &[("language", new.text("language-name").into())],
    );
    public(ctx, text).await
}
