//! One error path for every command and button. A refusal ([`Refusal`], in `refusal.rs`;
//! an interaction that does not fit its command is a [`Misfit`], in `misfit.rs`) is the
//! user's business: a typed value rendered in their language as an ephemeral reply, and
//! nothing changed. An internal error is logged once, here, and answered with a short
//! localised apology. An interaction delivered again is neither carried out nor answered
//! again.

mod misfit;
mod refusal;

pub use misfit::{Misfit, Name};
pub use refusal::Refusal;

use poise::serenity_prelude as serenity;
use poise::{CreateReply, FrameworkError};

use crate::drill::uploads::UploadError;
use crate::drill::{DrillError, Failure, HostError};
use crate::i18n::Localizer;
use crate::model::ActionError;

use super::commands::Data;
use super::localize::shown_name;
use super::once::Admission;
use super::reply::{no_pings, truncate, MESSAGE_MAX};

/// Why a request was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("refused: {0:?}")]
    Refused(Refusal),
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<DrillError> for BotError {
    fn from(err: DrillError) -> Self {
        BotError::Refused(Refusal::Drill(err))
    }
}

impl From<HostError> for BotError {
    fn from(err: HostError) -> Self {
        BotError::Internal(err.to_string())
    }
}

impl From<Failure> for BotError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::Refused(refusal) => refusal.into(),
            Failure::Host(err) => err.into(),
        }
    }
}

impl From<UploadError> for BotError {
    fn from(err: UploadError) -> Self {
        match err {
            UploadError::Host(err) => err.into(),
            other => BotError::Refused(Refusal::Upload(other)),
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
        .ephemeral(true)
        .allowed_mentions(no_pings());
    if let Err(err) = ctx.send(reply).await {
        tracing::warn!(error = %err, "could not answer an interaction");
    }
}

/// A command the bot does not have (or a subcommand its command does not have): named as it
/// was typed, with the bot's commands as the reader's client shows them.
fn unknown_command_text(
    l: &Localizer,
    commands: &[poise::Command<Data, BotError>],
    interaction: &serenity::CommandInteraction,
) -> String {
    let mut typed = vec![interaction.data.name.clone()];
    let mut options = &interaction.data.options;
    while let Some(inner) = options.iter().find_map(|o| match &o.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => {
            typed.push(o.name.clone());
            Some(inner)
        }
        _ => None,
    }) {
        options = inner;
    }
    let ours: Vec<String> = commands
        .iter()
        .map(|c| shown_name(l, &format!("cmd-{}", c.name), &c.name))
        .collect();
    l.tr(
        "error-unknown-command",
        &[
            ("command", typed.join(" ").into()),
            ("commands", ours.join(", ").into()),
        ],
    )
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
        // The check said no without a reason: the interaction was delivered before.
        FrameworkError::CommandCheckFailed { error: None, .. } => {}
        FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } => {
            let l = ctx.data().reader_localizer(ctx).await;
            answer(ctx, error_text(&l, &error, &ctx.command().qualified_name)).await;
        }
        // What the check let through but a parameter still could not read (say, a role
        // Discord did not resolve).
        FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, description, "an interaction that does not fit the registered command");
            let ctx = poise::Context::Application(ctx);
            let l = ctx.data().reader_localizer(ctx).await;
            answer(ctx, Refusal::Misfit(Misfit::Malformed).render(&l)).await;
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
            if framework.user_data.interactions.admit(interaction.id.get()) != Admission::First {
                return tracing::info!(interaction = %interaction.id, "an unknown command delivered again was not answered again");
            }
            let l = Localizer::negotiated(&interaction.locale);
            let text = unknown_command_text(&l, &framework.options().commands, interaction);
            let response = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(truncate(&text, MESSAGE_MAX))
                    .ephemeral(true)
                    .allowed_mentions(no_pings()),
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
