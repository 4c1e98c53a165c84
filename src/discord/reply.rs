//! Answering interactions: public confirmations, private (ephemeral) refusals and embeds,
//! who acted, and reading slash-command options. Shared by every command handler.

use serenity::all::{
    CommandInteraction, ComponentInteraction, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseMessage, Http, Member, ResolvedOption, ResolvedValue,
};

use crate::drill::{Ack, DrillError, Who};
use crate::i18n::Localizer;
use crate::model::Action;

use super::registration::truncate;

/// An interaction we can answer, slash command or button.
pub(super) trait Respond {
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()>;
}

impl Respond for CommandInteraction {
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.create_response(http, response).await
    }
}

impl Respond for ComponentInteraction {
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.create_response(http, response).await
    }
}

pub(super) async fn answer(
    http: &Http,
    to: &impl Respond,
    message: CreateInteractionResponseMessage,
) {
    if let Err(err) = to
        .respond(http, CreateInteractionResponse::Message(message))
        .await
    {
        tracing::warn!(error = %err, "could not answer an interaction");
    }
}

/// A private answer only the caller sees.
pub(super) async fn private(http: &Http, to: &impl Respond, text: String) {
    answer(
        http,
        to,
        CreateInteractionResponseMessage::new()
            .content(truncate(&text, 2000))
            .ephemeral(true),
    )
    .await;
}

/// An answer the whole channel sees.
pub(super) async fn public(http: &Http, to: &impl Respond, text: String) {
    answer(
        http,
        to,
        CreateInteractionResponseMessage::new().content(truncate(&text, 2000)),
    )
    .await;
}

pub(super) async fn private_embed(http: &Http, to: &impl Respond, embed: CreateEmbed) {
    answer(
        http,
        to,
        CreateInteractionResponseMessage::new()
            .embed(embed)
            .ephemeral(true),
    )
    .await;
}

pub(super) fn who(member: Option<&Member>, user: &serenity::all::User) -> Who {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Who {
        id: user.id.to_string(),
        name,
    }
}

pub(super) fn refusal(l: &Localizer, err: &DrillError) -> String {
    if let DrillError::Internal(detail) = err {
        tracing::warn!(%detail, "internal error answering an interaction");
    }
    err.localize(l)
}

/// The confirmation of an accepted action, with its note.
pub(super) fn confirmation(l: &Localizer, who: &Who, action: Action, ack: &Ack) -> String {
    crate::drill::accepted_text(l, &who.name, action, ack.clock, ack.note)
}

pub(super) fn int_option(options: &[ResolvedOption], name: &str) -> Option<i64> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Integer(v) => Some(v),
            _ => None,
        })
}

pub(super) fn str_option<'a>(options: &'a [ResolvedOption], name: &str) -> Option<&'a str> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::String(v) => Some(v),
            _ => None,
        })
}
