//! One error path for every command and button. A refusal ([`Refusal`]) is the user's
//! business: a typed value rendered in their language as an ephemeral reply, and nothing
//! changed. An internal error is logged once, here, and answered with a short localised
//! apology. An interaction delivered again is neither carried out nor answered again.

use poise::serenity_prelude as serenity;
use poise::{CreateReply, FrameworkError};

use crate::drill::refusal::scenario_error;
use crate::drill::uploads::UploadError;
use crate::drill::{DrillError, Failure, HostError};
use crate::i18n::{messages, Localizer};
use crate::model::ActionError;
use crate::scenario::ScenarioError;

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

/// What the user is told when their request is refused.
#[derive(Debug)]
pub enum Refusal {
    Drill(DrillError),
    Action(ActionError),
    Scenario(ScenarioError),
    /// An uploaded scenario refused, or one not found.
    Upload(UploadError),
    /// Only managers (and the drill role) may do this.
    NotAllowed,
    /// Only members with Manage Server (or whom the server allowed) manage its scenarios.
    NotServerManager,
    /// A value the command does not offer (a forged or outdated payload).
    BadValue(String),
    /// The interaction does not have the shape of the command as registered.
    Misfit(Misfit),
    /// A whole number outside the range the option registered.
    OutOfRange {
        option: Name,
        value: i64,
        min: i64,
        max: i64,
    },
    /// A button custom id the bot never put under a message.
    UnknownButton,
    /// A button of a drill that is no longer the channel's drill.
    EndedDrillButton,
    /// The bot lacks these permissions in the channel (Discord's permission names' ids).
    BotLacks(Vec<&'static str>),
    UnknownPace(String),
    UnknownLocale(String),
}

/// How an interaction differs from the command it names, as registered with Discord.
#[derive(Debug)]
pub enum Misfit {
    MissingOption {
        command: Vec<Name>,
        option: Name,
    },
    UnknownOption {
        command: Vec<Name>,
        option: Name,
    },
    RepeatedOption {
        option: Name,
    },
    /// Of another type than registered (`None`: the parameter registers no type).
    OptionKind {
        option: Name,
        expected: Option<serenity::CommandOptionType>,
    },
    /// A command that only groups subcommands, named without one.
    SubcommandRequired {
        command: Vec<Name>,
        subcommands: Vec<Name>,
    },
    /// Fields Discord always sends are missing (a server interaction without its member), or
    /// the parts do not fit together.
    Malformed,
}

/// A command's or option's name as the reader's Discord client shows it: its Fluent id
/// where it has one (a registered name), and its name in the code.
#[derive(Debug, Clone)]
pub struct Name {
    id: Option<String>,
    code: String,
}

impl Name {
    /// The command at `path` (`incident-start`).
    pub fn of_command(path: &str, code: &str) -> Name {
        Name {
            id: Some(format!("cmd-{path}")),
            code: code.to_string(),
        }
    }

    /// An option the command at `command_path` registered.
    pub fn of_option(command_path: &str, option: &str) -> Name {
        Name {
            id: Some(format!("opt-{command_path}-{option}")),
            code: option.to_string(),
        }
    }

    /// A name the bot never registered, shown as it arrived.
    pub fn as_sent(name: &str) -> Name {
        Name {
            id: None,
            code: name.to_string(),
        }
    }

    fn shown(&self, l: &Localizer) -> String {
        match &self.id {
            Some(id) => shown_name(l, id, &self.code),
            None => self.code.clone(),
        }
    }
}

/// `incident start`, as the reader's client shows it (written as the other refusals write
/// commands, without the slash).
fn command_text(l: &Localizer, path: &[Name]) -> String {
    let words: Vec<String> = path.iter().map(|n| n.shown(l)).collect();
    words.join(" ")
}

impl Misfit {
    fn render(&self, l: &Localizer) -> String {
        match self {
            Misfit::MissingOption { command, option } => l.tr(
                "interaction-missing-option",
                &[
                    ("command", command_text(l, command).into()),
                    ("option", option.shown(l).into()),
                ],
            ),
            Misfit::UnknownOption { command, option } => l.tr(
                "interaction-unknown-option",
                &[
                    ("command", command_text(l, command).into()),
                    ("option", option.shown(l).into()),
                ],
            ),
            Misfit::RepeatedOption { option } => l.tr(
                "interaction-repeated-option",
                &[("option", option.shown(l).into())],
            ),
            Misfit::OptionKind { option, expected } => {
                use serenity::CommandOptionType as Kind;
                let kind = match expected {
                    Some(Kind::String) => "interaction-kind-text",
                    Some(Kind::Integer) => "interaction-kind-integer",
                    Some(Kind::Number) => "interaction-kind-number",
                    Some(Kind::Boolean) => "interaction-kind-boolean",
                    Some(Kind::Role) => "interaction-kind-role",
                    _ => "interaction-kind-other",
                };
                l.tr(
                    "interaction-option-kind",
                    &[
                        ("option", option.shown(l).into()),
                        ("kind", l.text(kind).into()),
                    ],
                )
            }
            Misfit::SubcommandRequired {
                command,
                subcommands,
            } => {
                let names: Vec<String> = subcommands.iter().map(|n| n.shown(l)).collect();
                l.tr(
                    "interaction-subcommand-required",
                    &[
                        ("command", command_text(l, command).into()),
                        ("subcommands", names.join(", ").into()),
                    ],
                )
            }
            Misfit::Malformed => l.text("interaction-malformed"),
        }
    }
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
            UploadError::Internal(detail) => BotError::Internal(detail),
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

impl Refusal {
    pub fn render(&self, l: &Localizer) -> String {
        match self {
            Refusal::Drill(err) => err.localize(l),
            Refusal::Action(err) => messages::action_error(l, err),
            Refusal::Scenario(err) => scenario_error(l, err),
            Refusal::Upload(err) => err.localize(l),
            Refusal::NotAllowed => l.text("error-not-allowed"),
            Refusal::NotServerManager => l.text("upload-not-allowed"),
            Refusal::BadValue(value) => {
                l.tr("error-bad-value", &[("value", value.as_str().into())])
            }
            Refusal::Misfit(misfit) => misfit.render(l),
            Refusal::OutOfRange {
                option,
                value,
                min,
                max,
            } => l.tr(
                "interaction-out-of-range",
                &[
                    ("option", option.shown(l).into()),
                    ("value", value.to_string().into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                ],
            ),
            Refusal::UnknownButton => l.text("interaction-unknown-button"),
            Refusal::EndedDrillButton => l.text("interaction-ended-drill-button"),
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
