//! The buttons under a status message: each custom id names a quick action (a typed value,
//! see [`super::embed::parse_button`]); the engine turns it into an action against the
//! controls as they will stand, so two "+2 instances" pressed at once make +4.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

use crate::drill::{Ack, Intent};
use crate::i18n::messages::accepted_text;
use crate::i18n::Localizer;
use crate::model::{Author, ChannelId, GuildId, Place};

use super::commands::Data;
use super::embed::parse_button;
use super::errors::{error_text, BotError, Refusal};
use super::reply::{author, truncate, MESSAGE_MAX};

/// Answers a button press: the confirmation in the channel, or a private refusal.
pub async fn on_press(http: &serenity::Http, data: &Data, press: &ComponentInteraction) {
    let (text, ephemeral) = match press.guild_id {
        None => {
            let l = Localizer::negotiated(&press.locale);
            (l.text("error-direct-message"), true)
        }
        Some(guild) => {
            let guild = GuildId(guild.to_string());
            let l = Localizer::new(
                data.server_locale(&guild, press.guild_locale.as_deref())
                    .await,
            );
            match act(data, press, guild).await {
                Ok((who, ack)) => (
                    accepted_text(&l, &who.name, ack.action, ack.clock, ack.note),
                    false,
                ),
                Err(err) => (error_text(&l, &err, "button"), true),
            }
        }
    };
    let message = CreateInteractionResponseMessage::new()
        .content(truncate(&text, MESSAGE_MAX))
        .ephemeral(ephemeral);
    if let Err(err) = press
        .create_response(http, CreateInteractionResponse::Message(message))
        .await
    {
        tracing::warn!(error = %err, "could not answer a button");
    }
}

/// Commits the pressed quick action; returns who pressed and what was acknowledged.
async fn act(
    data: &Data,
    press: &ComponentInteraction,
    guild: GuildId,
) -> Result<(Author, Ack), BotError> {
    let quick = parse_button(&press.data.custom_id)
        .ok_or_else(|| BotError::Refused(Refusal::BadValue(press.data.custom_id.clone())))?;
    let place = Place {
        guild: Some(guild),
        channel: ChannelId(press.channel_id.to_string()),
    };
    let who = author(press.member.as_ref(), &press.user);
    let ack = data
        .drills
        .act(&place, who.clone(), Intent::Quick(quick))
        .await?;
    Ok((who, ack))
}
