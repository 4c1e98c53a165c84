//! What every slash command passes before it runs: poise's `command_check`, the one gate
//! between Discord and the commands (buttons have theirs in [`super::super::buttons`]).
//!
//! 1. **Once.** An interaction id seen before is not carried out again and not answered
//!    again ([`crate::discord::once`]). poise calls the check once per level of the command
//!    tree (`incident`, then `start`), so the first level admits the interaction and marks the
//!    invocation; the next level sees the mark. A `pre_command` could not refuse, and the
//!    event handler runs only after poise has dispatched the command.
//! 2. **Its shape is the registered one.** Discord sends only options a command registered,
//!    each once, of the registered type, the required ones always, and a member with every
//!    server interaction. An interaction that does not (forged, altered, or sent for an
//!    outdated registration) is refused in words, naming what is wrong, before any command
//!    code reads it. Values (choices, ranges) are the typed parameters' business
//!    ([`super::super::params`]): they refuse in the words of the control itself.

use std::collections::HashSet;

use poise::serenity_prelude as serenity;
use serenity::{CommandDataOption, CommandDataOptionValue, CommandInteraction, CommandOptionType};

use super::super::context::{interaction, Context, Data};
use super::super::errors::{BotError, Misfit, Name, Refusal};
use super::super::once::Admission;

/// Marks an invocation whose interaction passed the first level of checks.
struct Admitted;

/// poise's `command_check`: `Ok(false)` for an interaction seen before (nothing is said),
/// a refusal for one whose shape does not fit the command.
pub async fn command_check(ctx: Context<'_>) -> Result<bool, BotError> {
    let Some(interaction) = interaction(ctx) else {
        return Ok(true);
    };
    if ctx.invocation_data::<Admitted>().await.is_some() {
        return Ok(true);
    }
    match ctx.data().interactions.admit(interaction.id.get()) {
        Admission::First => {}
        repeated => {
            tracing::info!(interaction = %interaction.id, ?repeated, "an interaction delivered again was not carried out again");
            return Ok(false);
        }
    }
    ctx.set_invocation_data(Admitted).await;
    // Its id, never its token: the token answers for the interaction for 15 minutes.
    tracing::debug!(interaction = %interaction.id, command = %ctx.command().qualified_name, "interaction received");
    fits(ctx, interaction).map_err(|misfit| BotError::Refused(Refusal::Misfit(misfit)))?;
    Ok(true)
}

/// Whether the interaction's options are the ones the command registered.
fn fits(ctx: Context<'_>, interaction: &CommandInteraction) -> Result<(), Misfit> {
    if interaction.guild_id.is_some() && interaction.member.is_none() {
        return Err(Misfit::Malformed);
    }
    let command = ctx.command();
    let path = command.qualified_name.replace(' ', "-");
    let command_name = command_name(ctx);
    if !command.subcommands.is_empty() {
        let subcommands = command
            .subcommands
            .iter()
            .map(|sub| Name::of_command(&format!("{path}-{}", sub.name), &sub.name))
            .collect();
        return Err(Misfit::SubcommandRequired {
            command: command_name,
            subcommands,
        });
    }
    let mut given = HashSet::new();
    for option in leaf_options(&interaction.data.options)? {
        let option_name = Name::of_option(&path, &option.name);
        let Some(parameter) = command.parameters.iter().find(|p| p.name == option.name) else {
            return Err(Misfit::UnknownOption {
                command: command_name,
                option: option_name,
            });
        };
        if !given.insert(option.name.as_str()) {
            return Err(Misfit::RepeatedOption {
                option: option_name,
            });
        }
        let expected = registered_kind(parameter);
        if expected != Some(option.value.kind()) {
            return Err(Misfit::OptionKind {
                option: option_name,
                expected,
            });
        }
    }
    match command
        .parameters
        .iter()
        .find(|p| p.required && !given.contains(&*p.name))
    {
        Some(missing) => Err(Misfit::MissingOption {
            command: command_name,
            option: Name::of_option(&path, &missing.name),
        }),
        None => Ok(()),
    }
}

/// The options of the subcommand the interaction names (poise found the same one by name).
/// A subcommand comes alone at its level; anything beside it is not a registered shape.
fn leaf_options(options: &[CommandDataOption]) -> Result<&[CommandDataOption], Misfit> {
    match options {
        [single] => match &single.value {
            CommandDataOptionValue::SubCommand(inner)
            | CommandDataOptionValue::SubCommandGroup(inner) => leaf_options(inner),
            _ => Ok(options),
        },
        _ if options.iter().any(|o| {
            matches!(
                o.value,
                CommandDataOptionValue::SubCommand(_) | CommandDataOptionValue::SubCommandGroup(_)
            )
        }) =>
        {
            Err(Misfit::Malformed)
        }
        _ => Ok(options),
    }
}

/// The option type a parameter registered, read from its registration payload (the one
/// owner of it).
fn registered_kind(
    parameter: &poise::CommandParameter<Data, BotError>,
) -> Option<CommandOptionType> {
    let option = parameter.create_as_slash_command_option()?;
    let kind = serde_json::to_value(option).ok()?.get("type")?.as_u64()?;
    u8::try_from(kind).ok().map(CommandOptionType::from)
}

/// The command as typed: its parents and its own name, each as the reader's client shows it.
fn command_name(ctx: Context<'_>) -> Vec<Name> {
    let mut path = String::new();
    let mut names = Vec::new();
    for command in ctx.parent_commands().iter().chain([&ctx.command()]) {
        if !path.is_empty() {
            path.push('-');
        }
        path.push_str(&command.name);
        names.push(Name::of_command(&path, &command.name));
    }
    names
}
