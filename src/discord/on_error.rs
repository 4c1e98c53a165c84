//! Poise's one error hook: every error a command, its check or its parameters raise is
//! answered here, privately, in the reader's language (the texts are `errors/`); a command
//! the bot does not have is named back with the bot's own; an interaction delivered again is
//! not answered again.

use poise::serenity_prelude as serenity;
use poise::FrameworkError;

use crate::i18n::Localizer;

use super::context::Data;
use super::errors::{error_text, BotError, Misfit, Refusal};
use super::in_time::answer_text;
use super::localize::shown_name;
use super::once::Admission;

/// Tells the user, privately, why their command did nothing.
async fn answer(ctx: poise::Context<'_, Data, BotError>, text: String) {
    if let Err(err) = super::answer::private(ctx, text).await {
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
            let (http, deadlines) = (
                &framework.serenity_context.http,
                &framework.user_data.deadlines,
            );
            let (id, token) = (interaction.id, &interaction.token);
            if let Err(err) = answer_text(http, deadlines, id, token, &text, true).await {
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
