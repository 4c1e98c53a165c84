//! The one reader of a typed line, for the prompt of `play` and the web page alike: the
//! drill's own commands (their words from [`super::commands`]), then the shared action
//! grammar of [`Action::parse`]. A drill command with words it does not take is refused by
//! its name, and an unknown word is answered with the command it most likely meant. What
//! each front-end does with a line is its own.

use crate::i18n::{messages, Localizer};
use crate::model::{Action, ActionError, Pace};

use super::commands::{self, DrillCommand};
use super::MAX_ADVANCE;

/// What a typed line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    Nothing,
    /// The short help, or the whole text on one command or topic.
    Help(Option<String>),
    Model,
    Status,
    /// The coach: the current minute explained (`/why` in Discord).
    Why,
    Chart,
    Pause,
    Resume,
    Stop,
    Quit,
    Advance(u32),
    /// Take a turn-based drill back this many minutes.
    Rewind(u32),
    /// Write the report and the replay file under this name.
    Export(String),
    /// A stakeholder update (`/update` in Discord), scored as in Discord.
    Update(String),
    /// A new pace for the drill (`/incident pace` in Discord).
    Pace(Pace),
    Act(Action),
    /// The game master's hidden view (`play --gm`, issue 30).
    GameMaster,
}

/// The line as the drill reads it, or what to tell the player (in `l`'s words).
pub fn parse_line(l: &Localizer, line: &str) -> Result<Typed, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Ok(Typed::Nothing);
    };
    // Only the game master's: not in the players' table of commands.
    if first.trim_start_matches('/').eq_ignore_ascii_case("gm") && words.len() == 1 {
        return Ok(Typed::GameMaster);
    }
    let Some(command) = DrillCommand::typed(first) else {
        return Action::parse(line).map(Typed::Act).map_err(|e| match e {
            ActionError::UnknownCommand(typed) => unknown_command(l, &typed),
            other => messages::action_error(l, &other),
        });
    };
    let argument = words.get(1).copied();
    let simple = match command {
        DrillCommand::Model => Some(Typed::Model),
        DrillCommand::Status => Some(Typed::Status),
        DrillCommand::Why => Some(Typed::Why),
        DrillCommand::Chart => Some(Typed::Chart),
        DrillCommand::Pause => Some(Typed::Pause),
        DrillCommand::Resume => Some(Typed::Resume),
        DrillCommand::Stop => Some(Typed::Stop),
        DrillCommand::Quit => Some(Typed::Quit),
        _ => None,
    };
    if let Some(typed) = simple {
        // `status please`: the command is named, and what it takes.
        return match argument {
            None => Ok(typed),
            Some(_) => Err(l.tr(
                "error-unexpected-argument",
                &[
                    ("command", words[0].into()),
                    ("extra", words[1..].join(" ").into()),
                    ("usage", command.words()[0].into()),
                ],
            )),
        };
    }
    Ok(match (command, words.len()) {
        (DrillCommand::Help, 1) => Typed::Help(None),
        (DrillCommand::Help, _) => Typed::Help(Some(words[1..].join(" "))),
        (DrillCommand::Advance, 1) => Typed::Advance(1),
        // Without a number: the engine's range message says how far back it can go.
        (DrillCommand::Rewind, 1) => Typed::Rewind(0),
        (DrillCommand::Export, 2) => Typed::Export(words[1].to_string()),
        (DrillCommand::Export, _) => return Err(l.text("play-export-usage")),
        (DrillCommand::Update, _) => {
            // The text as typed, after the command word.
            let text = line.trim_start().split_once(char::is_whitespace);
            Typed::Update(text.map_or("", |(_, rest)| rest).trim().to_string())
        }
        (DrillCommand::Pace, 2) => match words[1].parse() {
            Ok(pace) => Typed::Pace(pace),
            Err(_) => return Err(l.text("play-pace-usage")),
        },
        (DrillCommand::Pace, _) => return Err(l.text("play-pace-usage")),
        (DrillCommand::Rewind, 2) => match words[1].parse() {
            Ok(n) => Typed::Rewind(n),
            // The engine says the range (it knows how far back the drill can go).
            Err(_) => Typed::Rewind(0),
        },
        (DrillCommand::Rewind, _) => Typed::Rewind(0),
        (DrillCommand::Advance, 2) => match words[1].parse() {
            Ok(n) => Typed::Advance(n),
            Err(_) => return Err(advance_range(l)),
        },
        (DrillCommand::Advance, _) => return Err(advance_range(l)),
        // The commands without an argument were answered above.
        (_, _) => Typed::Nothing,
    })
}

fn advance_range(l: &Localizer) -> String {
    l.tr(
        "error-advance-range",
        &[("min", 1.into()), ("max", MAX_ADVANCE.into())],
    )
}

/// A word that is neither a control nor a drill command: the one it most likely meant, or
/// where the commands are listed.
fn unknown_command(l: &Localizer, typed: &str) -> String {
    match commands::closest(typed) {
        Some(meant) => l.tr(
            "play-did-you-mean",
            &[("command", typed.into()), ("suggestion", meant.into())],
        ),
        None => l.tr("play-unknown-command", &[("command", typed.into())]),
    }
}
