//! `/inject` and `/gm view`: the game master's commands (issue 30). A drill started with
//! `gm:true` has the member who started it as its game master. `/inject event size` changes
//! the world from the next minute: the game master alone gets a private confirmation, the
//! channel nothing until the effects show on the dashboard; anyone else is refused
//! privately, the refusal naming the game master. `/gm view` shows the game master privately
//! what the players cannot see (`drill::wording::hidden_view`), with the link of their own
//! web page (the inject panel and the hidden view, kept live) when the web is on.

use poise::serenity_prelude as serenity;

use crate::drill::engine::may_inject;
use crate::drill::wording::hidden_view::hidden_view;
use crate::drill::{Failure, Intent};
use crate::i18n::messages::confirmation;
use crate::model::{Action, InjectKind};

use super::super::answer::private;
use super::super::context::{place, who, Context, Data};
use super::super::errors::BotError;
use super::gm_role::ServerGameMasters;

/// Inject an incident into the drill (its game master only).
#[poise::command(slash_command, guild_only)]
pub async fn inject(
    ctx: Context<'_>,
    #[max_length = 20]
    #[autocomplete = "inject_kinds"]
    event: String,
    size: Option<i64>,
) -> Result<(), BotError> {
    // The one grammar checks the kind and the size's range.
    let line = match size {
        Some(size) => format!("inject {event} {size}"),
        None => format!("inject {event}"),
    };
    let action = Action::parse(&line)?;
    let who = who(ctx);
    let masters = ServerGameMasters::of(ctx).await?;
    let intent = match masters.held {
        true => Intent::ByGameMaster(action),
        false => Intent::Exactly(action),
    };
    let ack = (ctx.data().drills.act(&place(ctx), who.clone(), intent))
        .await
        .map_err(|failure| masters.refusal(failure))?;
    let l = ctx.data().localizer(ctx).await;
    let clock = ack.clock.to_string();
    private(ctx, confirmation(&l, &who.name, ack.action, &clock)).await
}

/// The game master's commands.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("view", "super::gm_role::role"),
    subcommand_required
)]
pub async fn gm(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// What the players cannot see: the scheduled events, the true cause now, the injects.
#[poise::command(slash_command, guild_only)]
pub async fn view(ctx: Context<'_>) -> Result<(), BotError> {
    let snapshot = ctx.data().drills.snapshot(&place(ctx)).await?;
    let masters = ServerGameMasters::of(ctx).await?;
    if !masters.held {
        may_inject(&snapshot.meta, &who(ctx))
            .map_err(|refused| masters.refusal(Failure::Refused(refused)))?;
    }
    let l = ctx.data().localizer(ctx).await;
    let mut lines = hidden_view(&l, &snapshot);
    // With the web on, the game master's own page first (a long view may be cut).
    if let Some(web) = &ctx.data().web {
        if let Some(url) = web.game_master_link(snapshot, masters.held).await {
            lines.insert(0, l.tr("web-gm-link", &[("url", url.into())]));
        }
    }
    private(ctx, lines.join("\n")).await
}

/// The inject kinds whose names contain what was typed.
async fn inject_kinds(
    _ctx: poise::ApplicationContext<'_, Data, BotError>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    let choices = InjectKind::ALL
        .into_iter()
        .map(InjectKind::name)
        .filter(|name| name.contains(&partial))
        .map(|name| serenity::AutocompleteChoice::new(name, name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
