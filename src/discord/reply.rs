//! Answering interactions: public confirmations, private (ephemeral) answers and embeds,
//! who acted, Discord's length limits, and the one rule for what an answer may ping.

use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{CreateAllowedMentions, CreateEmbed, Member, User};

use crate::model::Author;

use super::commands::Context;
use super::errors::BotError;

// Re-exported: the reply helpers' callers import it beside `truncate`.
pub use super::limits::MESSAGE_MAX;

/// What an answer to a command or a button may ping: nobody. Answers carry text members
/// wrote (nicknames, `/update`, uploaded titles and briefings); without an explicit empty
/// list Discord parses `<@id>`, `<@&role>` and `@everyone` in them and pings. Only the
/// publisher's pages and nudges ping, each naming exactly whom.
pub fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// At most `max` characters (Discord counts characters, not bytes).
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Who acted, by the name the server shows.
pub fn author(member: Option<&Member>, user: &User) -> Author {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Author {
        id: user.id.to_string(),
        name,
    }
}

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
