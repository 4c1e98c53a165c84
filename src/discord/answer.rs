//! Answering a command: a public confirmation the channel sees, or a private (ephemeral)
//! text or embed only the caller sees; each cut to Discord's limits and pinging nobody.

use poise::serenity_prelude::CreateEmbed;
use poise::CreateReply;

use super::context::Context;
use super::errors::BotError;
use super::reply::{no_pings, truncate, MESSAGE_MAX};

/// An answer the whole channel sees.
pub async fn public(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    ctx.send(
        CreateReply::default()
            .content(truncate(&text, MESSAGE_MAX))
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}

pub async fn private_embed(ctx: Context<'_>, embed: CreateEmbed) -> Result<(), BotError> {
    ctx.send(
        CreateReply::default()
            .embed(embed)
            .ephemeral(true)
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}

/// An answer only the caller sees.
pub async fn private(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    ctx.send(
        CreateReply::default()
            .content(truncate(&text, MESSAGE_MAX))
            .ephemeral(true)
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}
