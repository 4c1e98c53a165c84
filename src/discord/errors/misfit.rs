//! How an interaction differs from the command it names as registered with Discord, and
//! the names of commands and options as the reader's client shows them.

use poise::serenity_prelude as serenity;

use crate::discord::localize::shown_name;
use crate::i18n::Localizer;

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

    pub(super) fn shown(&self, l: &Localizer) -> String {
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
    pub(super) fn render(&self, l: &Localizer) -> String {
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
