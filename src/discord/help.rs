//! `/help` written for Discord: every command as the reader's client shows it (its
//! localised name where Discord has the reader's language, its English name elsewhere),
//! with its options, what it does and, for a control, its range — built from the command
//! list itself, so it can never name a command that does not exist — and how the score is
//! counted. No terminal words.

use poise::serenity_prelude::CreateEmbed;

use crate::i18n::Localizer;
use crate::model::Control;

use super::context::Data;
use super::errors::BotError;
use super::limits::{EMBED_DESCRIPTION_MAX, FIELD_MAX, FIELD_NAME_MAX, TITLE_MAX};
use super::localize::{command_text, DISCORD_LOCALES};
use super::reply::truncate;

type Command = poise::Command<Data, BotError>;

/// A command's or option's name as the reader's Discord client shows it.
fn shown_name(l: &Localizer, id: &str, name: &str) -> String {
    if DISCORD_LOCALES.iter().any(|(ours, _)| *ours == l.locale()) {
        l.text(id)
    } else {
        name.to_string()
    }
}

/// One line per command: `/name option …` — what it does (range).
fn lines(l: &Localizer, command: &Command, path: &str, shown: &str, out: &mut Vec<(bool, String)>) {
    if !command.subcommands.is_empty() {
        for sub in &command.subcommands {
            let sub_path = format!("{path}-{}", sub.name);
            let sub_shown = format!(
                "{shown} {}",
                shown_name(l, &format!("cmd-{sub_path}"), &sub.name)
            );
            lines(l, sub, &sub_path, &sub_shown, out);
        }
        return;
    }
    let options: Vec<String> = command
        .parameters
        .iter()
        .map(|p| {
            let name = shown_name(l, &format!("opt-{path}-{}", p.name), &p.name);
            if p.required {
                name
            } else {
                format!("[{name}]")
            }
        })
        .collect();
    let control = Control::from_name(&command.name);
    let mut line = format!("`/{shown}");
    for option in &options {
        line.push(' ');
        line.push_str(option);
    }
    line.push_str("` — ");
    line.push_str(&command_text(l, &format!("cmd-{path}-desc")));
    if let Some((min, max)) = control.and_then(Control::range) {
        line.push_str(&format!(" ({min}–{max})"));
    }
    out.push((control.is_some(), line));
}

/// The help in `l`'s language, as two embeds sent as two messages: the title, the intro,
/// the controls and the other commands; then how a drill is scored, debriefed and taught.
/// Discord counts every embed of a message against one total (`EMBEDS_TOTAL_MAX`), which
/// the whole help passes in the longer languages, so each half is its own message.
pub fn help_embeds(l: &Localizer, commands: &[Command]) -> [CreateEmbed; 2] {
    [commands_embed(l, commands), explained_embed(l)]
}

/// The commands' half of the help: the title once, the intro, the controls, the rest.
fn commands_embed(l: &Localizer, commands: &[Command]) -> CreateEmbed {
    let mut all = Vec::new();
    for command in commands {
        let shown = shown_name(l, &format!("cmd-{}", command.name), &command.name);
        lines(l, command, &command.name, &shown, &mut all);
    }
    let (controls, drill): (Vec<_>, Vec<_>) = all.into_iter().partition(|(control, _)| *control);
    let lines_of = |part: Vec<(bool, String)>| part.into_iter().map(|(_, line)| line).collect();
    let mut embed = CreateEmbed::new()
        .title(truncate(&l.text("help-title"), TITLE_MAX))
        .description(truncate(&l.text("help-intro"), EMBED_DESCRIPTION_MAX));
    for (title, part) in [("help-controls", controls), ("help-discord-drill", drill)] {
        for (i, value) in field_values(lines_of(part)).into_iter().enumerate() {
            // A list longer than one field goes on in untitled fields below it.
            let name = if i == 0 {
                truncate(&l.text(title), FIELD_NAME_MAX)
            } else {
                CONTINUED.to_string()
            };
            embed = embed.field(name, value, false);
        }
    }
    embed.field(
        truncate(&l.text("help-rewind-title"), FIELD_NAME_MAX),
        truncate(&l.text("help-rewind-discord"), FIELD_MAX),
        false,
    )
}

/// The explaining half of the help: the score, the debrief and the lessons.
fn explained_embed(l: &Localizer) -> CreateEmbed {
    CreateEmbed::new()
        .field(
            truncate(&l.text("help-score"), FIELD_NAME_MAX),
            truncate(&crate::i18n::debrief::score_explained(l), FIELD_MAX),
            false,
        )
        .field(
            truncate(&l.text("help-debrief"), FIELD_NAME_MAX),
            truncate(&crate::i18n::review::review_explained(l), FIELD_MAX),
            false,
        )
        .field(
            truncate(&l.text("help-lessons"), FIELD_NAME_MAX),
            truncate(&crate::i18n::lessons::lessons_explained(l), FIELD_MAX),
            false,
        )
}

/// The name of a field that continues the one above it (a zero-width space: Discord needs
/// a name, the reader sees none).
const CONTINUED: &str = "\u{200b}";

/// Whole lines packed into field values of at most [`FIELD_MAX`] characters each (a line
/// longer than a field is cut).
fn field_values(lines: Vec<String>) -> Vec<String> {
    let mut values: Vec<String> = Vec::new();
    for line in lines {
        let line = truncate(&line, FIELD_MAX);
        match values.last_mut() {
            Some(value) if value.chars().count() + 1 + line.chars().count() <= FIELD_MAX => {
                value.push('\n');
                value.push_str(&line);
            }
            _ => values.push(line),
        }
    }
    values
}
