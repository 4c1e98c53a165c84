//! `help` at the prompt: a short screen — the eight controls first, one line each, then the
//! drill's own commands and how to leave — and `help COMMAND` (or `help score`, `help
//! debrief`, `help lessons`) for the whole text on one of them. (Discord's `/help` is the
//! long text of [`crate::i18n::messages::help`].)

use crate::i18n::{debrief, lessons, messages, review, Localizer};
use crate::model::Control;

use super::commands::{self, DrillCommand};

/// The column the controls' short descriptions start at (two spaces of indentation, then
/// the longest syntax, `autoscale on|off`, and a space).
const DESCRIPTION_COLUMN: usize = 20;

/// The explanations `help` names besides the commands.
const TOPICS: [&str; 3] = ["score", "debrief", "lessons"];

/// How a control is typed: its usage up to the range (`floor N`, `autoscale on|off`).
fn syntax(l: &Localizer, control: Control) -> String {
    let usage = messages::usage(l, control);
    match usage.split_once(" — ") {
        Some((syntax, _)) => syntax.to_string(),
        None => usage,
    }
}

/// The short help: each control on a line of its own, the drill's commands, where to read
/// more and how to leave (`quit`: the line that says how, with the command that resumes).
pub fn short_help(l: &Localizer, quit: &str) -> String {
    let mut lines = vec![l.text("help-controls")];
    for control in Control::ALL {
        let syntax = syntax(l, control);
        let pad = DESCRIPTION_COLUMN
            .saturating_sub(2 + syntax.chars().count())
            .max(1);
        let short = l.text(&format!("play-help-short-{}", control.name()));
        lines.push(format!("  {syntax}{}{short}", " ".repeat(pad)));
    }
    lines.push(commands::help_line(l));
    lines.push(l.text("play-help-more"));
    lines.push(quit.to_string());
    lines.join("\n")
}

/// Every word `help` explains: the controls, the drill's commands and the topics.
pub fn help_words() -> impl Iterator<Item = &'static str> {
    Control::ALL
        .map(Control::name)
        .into_iter()
        .chain(commands::known_words())
        .chain(TOPICS)
}

/// `help WORD`: the whole text on a control, a drill command or a topic; None for a word
/// it does not know.
pub fn detail(l: &Localizer, word: &str, quit: &str) -> Option<String> {
    let word = word.trim_start_matches('/').to_lowercase();
    if let Some(control) = Control::from_name(&word) {
        let stem = control.name();
        return Some(format!(
            "{}: {}\n{}",
            l.text(&format!("control-{stem}")),
            messages::usage(l, control),
            l.text(&format!("control-{stem}-help"))
        ));
    }
    if let Some(command) = DrillCommand::typed(&word) {
        return Some(command_detail(l, command, quit));
    }
    match word.as_str() {
        "score" => Some(titled(l, "help-score", &debrief::score_explained(l))),
        "debrief" => Some(titled(l, "help-debrief", &review::review_explained(l))),
        "lessons" => Some(titled(l, "help-lessons", &lessons::lessons_explained(l))),
        _ => None,
    }
}

fn titled(l: &Localizer, title: &str, text: &str) -> String {
    format!("{}\n{text}", l.text(title))
}

/// What one drill command does, at length.
fn command_detail(l: &Localizer, command: DrillCommand, quit: &str) -> String {
    let name = command.words()[0];
    match command {
        DrillCommand::Rewind => l.text("help-rewind"),
        DrillCommand::Export => l.text("play-export-usage"),
        DrillCommand::Pace => l.text("play-pace-usage"),
        DrillCommand::Quit => quit.to_string(),
        _ => l.text(&format!("play-help-{name}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;
    use crate::terminal::wrap::display_width;

    #[test]
    fn the_short_help_starts_with_the_eight_controls_one_line_each_within_80_columns() {
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            let help = short_help(&l, &l.tr("help-quit", &[("command", "x".into())]));
            let lines: Vec<&str> = help.lines().collect();
            for (line, control) in lines[1..=8].iter().zip(Control::ALL) {
                let typed = format!("  {} ", control.name());
                assert!(line.starts_with(&typed), "{locale}: {line}");
                assert!(display_width(line) <= 80, "{locale}: {line}");
            }
            // The short text is short: what the controls do, then a few lines more.
            assert!(lines.len() <= 12, "{locale}: {help}");
        }
    }

    #[test]
    fn every_command_control_and_topic_has_its_detail() {
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            for word in help_words() {
                let text = detail(&l, word, "quit").unwrap();
                assert!(!text.trim().is_empty(), "{locale}: help {word}");
                assert!(
                    !text.contains("play-help-"),
                    "{locale}: help {word}: {text}"
                );
            }
            assert_eq!(detail(&l, "reboot", "quit"), None);
        }
    }
}
