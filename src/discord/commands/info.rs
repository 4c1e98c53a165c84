//! `/chart`, `/scenarios` (the built-in ones and the server's own), `/model`, `/help` (what anyone may look at, only to themselves
//! except the chart) and `/locale` (the server's language, for managers).

use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, CreateEmbed, EditInteractionResponse};

use crate::i18n::{messages, Localizer};
use crate::model::Locale;
use crate::scenario::Scenario;

use super::super::answer::{private_embed, public};
use super::super::context::{interaction, place, Context};
use super::super::embed::{self, snapshot_embed};
use super::super::errors::{BotError, Refusal};
use super::super::fit;
use super::super::limits::{EMBED_DESCRIPTION_MAX, FIELD_MAX, FIELD_NAME_MAX, TITLE_MAX};
use super::super::params::{ChartView, Choice, Seed};
use super::super::permissions::require_manager;
use super::super::reply::{no_pings, truncate};

/// Show the live chart of the last 60 minutes: compact (for phones) or the five-panel detail.
#[poise::command(slash_command, guild_only)]
pub async fn chart(ctx: Context<'_>, view: Option<Choice<ChartView>>) -> Result<(), BotError> {
    let detail = match view {
        None | Some(Choice::Known(ChartView::Compact)) => false,
        Some(Choice::Known(ChartView::Detail)) => true,
        Some(Choice::Unknown(other)) => return Err(BotError::Refused(Refusal::BadValue(other))),
    };
    let l = ctx.data().localizer(ctx).await;
    let snapshot = ctx.data().drills.snapshot(&place(ctx)).await?;
    // Drawing takes milliseconds: acknowledge first, then attach the picture.
    super::super::answer::defer(ctx, false).await?;
    let Some(minute) = snapshot.last().map(|r| r.minute) else {
        return Err(crate::drill::DrillError::NoIncident.into());
    };
    let locale = l.locale();
    let drawn = snapshot.clone();
    let png = tokio::task::spawn_blocking(move || {
        let l = Localizer::new(locale);
        if detail {
            crate::drill::charts::detail_png(&l, &drawn, minute)
        } else {
            crate::drill::charts::live_png(&l, &drawn, minute)
        }
    })
    .await
    .ok()
    .flatten()
    .ok_or_else(|| BotError::Internal("the chart could not be drawn".into()))?;
    let mut edit = EditInteractionResponse::new()
        .new_attachment(CreateAttachment::bytes(png, embed::CHART_FILE))
        .allowed_mentions(no_pings());
    if let Some(status) = snapshot_embed(&l, &snapshot, true) {
        edit = edit.embed(status);
    }
    let interaction =
        interaction(ctx).ok_or_else(|| BotError::Internal("not a slash command".into()))?;
    interaction.edit_response(ctx.http(), edit).await?;
    Ok(())
}

/// One entry per scenario: its id and title, its briefing.
fn scenario_list(l: &Localizer, title: String, scenarios: &[Scenario]) -> fit::List {
    let entries = scenarios
        .iter()
        .map(|s| fit::Entry {
            name: format!("{} — {}", s.id, crate::i18n::scenario::title(l, s)),
            value: crate::i18n::scenario::briefing(l, s),
        })
        .collect();
    fit::List { title, entries }
}

/// List the scenarios you can practise: the built-in ones and this server's own.
#[poise::command(slash_command, guild_only)]
pub async fn scenarios(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().reader_localizer(ctx).await;
    let builtin = Scenario::all_builtin().unwrap_or_default();
    let mut lists = vec![scenario_list(&l, l.text("bot-scenarios-title"), &builtin)];
    let uploaded = match place(ctx).guild {
        Some(guild) => ctx.data().uploads.server_scenarios(&guild).await?,
        None => Vec::new(),
    };
    if !uploaded.is_empty() {
        lists.push(scenario_list(&l, l.text("upload-list-title"), &uploaded));
    }
    // Up to 25 uploads with long briefings would pass Discord's 6,000 characters.
    let mut reply = poise::CreateReply::default()
        .ephemeral(true)
        .allowed_mentions(no_pings());
    for embed in fit::embeds(lists) {
        reply = reply.embed(embed);
    }
    super::super::answer::send(ctx, reply, true).await
}

/// The model's formulas and their sources.
#[poise::command(slash_command, guild_only)]
pub async fn model(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().reader_localizer(ctx).await;
    let (relations, notes) = messages::model_explainer(&l);
    let description = format!("{}\n\n{}", l.text("model-intro"), notes.join("\n\n"));
    let mut embed = CreateEmbed::new()
        .title(l.text("model-title"))
        .description(truncate(&description, EMBED_DESCRIPTION_MAX));
    for (heading, formula) in relations {
        embed = embed.field(
            truncate(&heading, FIELD_NAME_MAX),
            truncate(&formula, FIELD_MAX),
            false,
        );
    }
    private_embed(ctx, embed).await
}

/// How to play an incident drill.
#[poise::command(slash_command, guild_only)]
pub async fn help(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().reader_localizer(ctx).await;
    let [commands, explained] =
        super::super::help::help_embeds(&l, &ctx.framework().options().commands);
    private_embed(ctx, commands).await?;
    private_embed(ctx, explained).await
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

/// How many drills a leaderboard lists, finished, stopped and practice each.
const LEADERBOARD_SIZE: usize = 10;

/// Rank this server's finished drills by score.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[max_length = 100]
    #[autocomplete = "super::scenario::scenario_ids"]
    scenario: Option<String>,
    seed: Option<Seed>,
) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    // A built-in scenario or one this server uploaded, as `/incident start` takes them.
    let scenario = match scenario {
        None => None,
        Some(id) => {
            let guild = place(ctx).guild;
            let (scenario, _) = ctx
                .data()
                .uploads
                .find_scenario(guild.as_ref(), &id)
                .await?;
            Some(scenario.id.clone())
        }
    };
    let seed = seed.map(|seed| seed.checked("leaderboard")).transpose()?;
    let guild = place(ctx)
        .guild
        .ok_or(crate::drill::DrillError::NoIncident)?;
    let board = ctx
        .data()
        .leaderboards
        .of(&guild, scenario.clone(), seed, LEADERBOARD_SIZE)
        .await?;
    let line = |rank: usize, s: &crate::drill::Standing| {
        l.tr(
            "leaderboard-line",
            &[
                ("rank", (rank + 1).into()),
                // Stored as the model rounds it: 100 minus the parts shown to a tenth.
                ("score", l.decimal(s.score, 1).into()),
                ("channel", format!("<#{}>", s.channel).into()),
                ("scenario", s.scenario_id.as_str().into()),
                ("seed", s.seed.to_string().into()),
                ("players", s.players.join(", ").into()),
            ],
        )
    };
    let finished: Vec<String> = board
        .finished
        .iter()
        .enumerate()
        .map(|(i, s)| line(i, s))
        .collect();
    let ranked = |list: &[crate::drill::Standing]| -> Vec<String> {
        list.iter().enumerate().map(|(i, s)| line(i, s)).collect()
    };
    let stopped = ranked(&board.stopped);
    // Rewound drills are practice: never ranked with the others.
    let practice = ranked(&board.practice);
    let filter = match (&scenario, seed) {
        (Some(id), Some(seed)) => format!(" · {id} · seed {seed}"),
        (Some(id), None) => format!(" · {id}"),
        (None, Some(seed)) => format!(" · seed {seed}"),
        (None, None) => String::new(),
    };
    let mut embed = CreateEmbed::new().title(truncate(
        &format!("{}{filter}", l.text("leaderboard-title")),
        TITLE_MAX,
    ));
    if finished.is_empty() && stopped.is_empty() && practice.is_empty() {
        embed = embed.description(l.text("leaderboard-empty"));
    } else if !finished.is_empty() {
        embed = embed.description(truncate(&finished.join("\n"), EMBED_DESCRIPTION_MAX));
    }
    for (title, lines) in [
        ("leaderboard-stopped", stopped),
        ("leaderboard-practice", practice),
    ] {
        if !lines.is_empty() {
            embed = embed.field(
                truncate(&l.text(title), FIELD_NAME_MAX),
                truncate(&lines.join("\n"), FIELD_MAX),
                false,
            );
        }
    }
    let reply = poise::CreateReply::default()
        .embed(embed)
        .allowed_mentions(no_pings());
    super::super::answer::send(ctx, reply, false).await
}
