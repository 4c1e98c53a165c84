//! Answering a command: a public confirmation the channel sees, or a private (ephemeral)
//! text or embed only the caller sees; each cut to Discord's limits and pinging nobody.
//! Every answer and deferral of a command goes through [`send`] and [`defer`], which take
//! the interaction's turn ([`super::in_time`]): an answer the bot had to defer meanwhile
//! goes out as the follow-up that replaces the "thinking" line, with its own visibility.

use std::sync::atomic::Ordering;

use poise::serenity_prelude::CreateEmbed;
use poise::CreateReply;

use super::context::Context;
use super::errors::BotError;
use super::in_time::{after_deferral, Stage};
use super::reply::{no_pings, truncate, MESSAGE_MAX};

/// Sends a command's answer (`ephemeral` as the reply says): the interaction's response, or,
/// once it was deferred, a follow-up.
pub async fn send(ctx: Context<'_>, reply: CreateReply, ephemeral: bool) -> Result<(), BotError> {
    let poise::Context::Application(app) = ctx else {
        ctx.send(reply).await?;
        return Ok(());
    };
    let (http, token) = (ctx.http(), &app.interaction.token);
    let mut turn = ctx.data().deadlines.turn(app.interaction.id.get()).await;
    if after_deferral(http, token, &mut turn, ephemeral).await {
        // poise then sends a follow-up, which takes the deferred response's place.
        app.has_sent_initial_response.store(true, Ordering::SeqCst);
    }
    let sent = ctx.send(reply).await;
    *turn = Stage::Answered;
    sent?;
    Ok(())
}

/// Acknowledges a command whose answer takes a while (a chart, a download), unless the bot
/// deferred it already.
pub async fn defer(ctx: Context<'_>, ephemeral: bool) -> Result<(), BotError> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let mut turn = ctx.data().deadlines.turn(app.interaction.id.get()).await;
    if *turn == Stage::Pending {
        if ephemeral {
            ctx.defer_ephemeral().await?;
        } else {
            ctx.defer().await?;
        }
        *turn = Stage::Deferred { ephemeral };
    }
    Ok(())
}

/// An answer the whole channel sees.
pub async fn public(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    let reply = CreateReply::default()
        .content(truncate(&text, MESSAGE_MAX))
        .allowed_mentions(no_pings());
    send(ctx, reply, false).await
}

pub async fn private_embed(ctx: Context<'_>, embed: CreateEmbed) -> Result<(), BotError> {
    let reply = CreateReply::default()
        .embed(embed)
        .ephemeral(true)
        .allowed_mentions(no_pings());
    send(ctx, reply, true).await
}

/// An answer only the caller sees.
pub async fn private(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    let reply = CreateReply::default()
        .content(truncate(&text, MESSAGE_MAX))
        .ephemeral(true)
        .allowed_mentions(no_pings());
    send(ctx, reply, true).await
}
