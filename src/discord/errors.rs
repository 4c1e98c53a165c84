//! One error path for every command and button. A refusal ([`Refusal`]) is the user's
//! business: a typed value rendered in their language as an ephemeral reply, and nothing
//! changed. An internal error is logged once, here, and answered with a short localised
//! apology.

use poise::serenity_prelude as serenity;
use poise::{CreateReply, FrameworkError};

use crate::drill::refusal::scenario_error;
use crate::drill::DrillError;
use crate::i18n::{messages, Localizer};
use crate::model::{ActionError, Control};
use crate::scenario::ScenarioError;

use super::commands::Data;
use super::reply::{truncate, MESSAGE_MAX};

/// Why a request was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("refused: {0:?}")]
    Refused(Refusal),
    #[error("internal error: {0}")]
    Internal(String),
}

/// What the user is told when their request is refused.
#[derive(Debug)]
pub enum Refusal {
    Drill(DrillError),
    Action(ActionError),
    Scenario(ScenarioError),
    /// Only managers (and the drill role) may do this.
    NotAllowed,
    /// A value the command does not offer (a forged or outdated payload).
    BadValue(String),
    /// The bot lacks these permissions in the channel (Discord's permission names' ids).
    BotLacks(Vec<&'static str>),
    UnknownPace(String),
    UnknownLocale(String),
}

impl From<DrillError> for BotError {
    fn from(err: DrillError) -> Self {
        match err {
            DrillError::Internal(detail) => BotError::Internal(detail),
            other => BotError::Refused(Refusal::Drill(other)),
        }
    }
}

impl From<ActionError> for BotError {
    fn from(err: ActionError) -> Self {
        BotError::Refused(Refusal::Action(err))
    }
}

impl From<serenity::Error> for BotError {
    fn from(err: serenity::Error) -> Self {
        BotError::Internal(format!("Discord: {err}"))
    }
}

impl Refusal {
    pub fn render(&self, l: &Localizer) -> String {
        match self {
            Refusal::Drill(err) => err.localize(l),
            Refusal::Action(err) => messages::action_error(l, err),
            Refusal::Scenario(err) => scenario_error(l, err),
            Refusal::NotAllowed => l.text("error-not-allowed"),
            Refusal::BadValue(value) => {
                l.tr("error-bad-value", &[("value", value.as_str().into())])
            }
            Refusal::BotLacks(missing) => {
                let names: Vec<String> = missing.iter().map(|id| l.text(id)).collect();
                l.tr(
                    "error-bot-permissions",
                    &[("missing", names.join(", ").into())],
                )
            }
            Refusal::UnknownPace(pace) => l.tr("error-bad-pace", &[("pace", pace.as_str().into())]),
            Refusal::UnknownLocale(locale) => l.tr(
                "error-unknown-locale",
                &[
                    ("locale", locale.as_str().into()),
                    (
                        "available",
                        crate::model::Locale::ALL
                            .map(|l| l.code())
                            .join(", ")
                            .into(),
                    ),
                ],
            ),
        }
    }
}

/// The text for an error, in `l`'s language; an internal error is logged here, once.
pub fn error_text(l: &Localizer, error: &BotError, what: &str) -> String {
    match error {
        BotError::Refused(refusal) => refusal.render(l),
        BotError::Internal(detail) => {
            tracing::error!(%detail, command = what, "internal error answering an interaction");
            l.text("error-internal")
        }
    }
}

/// Tells the user, privately, why their command did nothing.
async fn answer(ctx: poise::Context<'_, Data, BotError>, text: String) {
    let reply = CreateReply::default()
        .content(truncate(&text, MESSAGE_MAX))
        .ephemeral(true);
    if let Err(err) = ctx.send(reply).await {
        tracing::warn!(error = %err, "could not answer an interaction");
    }
}

/// Every error poise reports goes through here.
pub async fn on_error(error: FrameworkError<'_, Data, BotError>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => {
            let l = ctx.data().reader_localizer(ctx).await;
            answer(ctx, error_text(&l, &error, &ctx.command().qualified_name)).await;
        }
        FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, %error, "malformed option");
            let l = ctx.data().reader_localizer(ctx).await;
            let refusal = Refusal::BadValue(input.unwrap_or_default());
            answer(ctx, refusal.render(&l)).await;
        }
        FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, description, "an interaction that does not fit the registered command");
            let ctx = poise::Context::Application(ctx);
            let l = ctx.data().reader_localizer(ctx).await;
            answer(ctx, Refusal::BadValue(String::new()).render(&l)).await;
        }
        FrameworkError::GuildOnly { ctx, .. } => {
            let l = Localizer::negotiated(ctx.locale().unwrap_or("en-US"));
            answer(ctx, l.text("error-direct-message")).await;
        }
        FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            let l = Localizer::negotiated(&interaction.locale);
            let commands = Control::ALL.map(Control::name).join(", ");
            let text = l.tr(
                "error-unknown-command",
                &[
                    ("command", interaction.data.name.as_str().into()),
                    ("commands", commands.into()),
                ],
            );
            let response = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(truncate(&text, MESSAGE_MAX))
                    .ephemeral(true),
            );
            if let Err(err) = interaction
                .create_response(&framework.serenity_context.http, response)
                .await
            {
                tracing::warn!(error = %err, "could not answer an unknown command");
            }
        }
        other => {
            if let Err(err) = poise::builtins::on_error(other).await {
                tracing::error!(error = %err, "while handling an error");
            }
        }
    }
}
