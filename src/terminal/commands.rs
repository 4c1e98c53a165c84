//! The prompt's own commands besides the controls, in one table: the parser reads their
//! words from it, the unknown-command answer lists them and `help` shows them. (The
//! controls have theirs in `model::Control::ALL`.)

use crate::i18n::Localizer;

/// A drill command typed at the prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrillCommand {
    Status,
    Why,
    Chart,
    Update,
    Pace,
    Pause,
    Resume,
    Stop,
    Advance,
    Export,
    Help,
    Model,
    Rewind,
    Quit,
}

impl DrillCommand {
    /// Every drill command, in the order `help` shows them; rewind and quit last, as they
    /// have help lines of their own.
    pub const ALL: [DrillCommand; 14] = [
        DrillCommand::Status,
        DrillCommand::Why,
        DrillCommand::Chart,
        DrillCommand::Update,
        DrillCommand::Pace,
        DrillCommand::Pause,
        DrillCommand::Resume,
        DrillCommand::Stop,
        DrillCommand::Advance,
        DrillCommand::Export,
        DrillCommand::Help,
        DrillCommand::Model,
        DrillCommand::Rewind,
        DrillCommand::Quit,
    ];

    /// The words that type it: its name, and `exit` too for quit.
    pub fn words(self) -> &'static [&'static str] {
        match self {
            DrillCommand::Status => &["status"],
            DrillCommand::Why => &["why"],
            DrillCommand::Chart => &["chart"],
            DrillCommand::Update => &["update"],
            DrillCommand::Pace => &["pace"],
            DrillCommand::Pause => &["pause"],
            DrillCommand::Resume => &["resume"],
            DrillCommand::Stop => &["stop"],
            DrillCommand::Advance => &["advance"],
            DrillCommand::Export => &["export"],
            DrillCommand::Help => &["help"],
            DrillCommand::Model => &["model"],
            DrillCommand::Rewind => &["rewind"],
            DrillCommand::Quit => &["quit", "exit"],
        }
    }

    /// The command `word` types (any case; a leading `/`, as in Discord, is allowed).
    pub fn typed(word: &str) -> Option<DrillCommand> {
        let word = word.trim_start_matches('/');
        DrillCommand::ALL
            .into_iter()
            .find(|c| c.words().iter().any(|w| w.eq_ignore_ascii_case(word)))
    }

    /// How `help` lists it: its name, with what its argument is in the reader's words
    /// (`update TEXT (a stakeholder update)`); `None` for those with their own help line.
    fn help_entry(self, l: &Localizer) -> Option<String> {
        let name = self.words()[0];
        let with = |id: &str| l.tr(id, &[("command", name.into())]);
        match self {
            DrillCommand::Rewind | DrillCommand::Quit => None,
            DrillCommand::Update => Some(with("help-command-update")),
            DrillCommand::Pace => Some(with("help-command-pace")),
            DrillCommand::Advance => Some(with("help-command-advance")),
            DrillCommand::Export => Some(with("help-command-export")),
            _ => Some(name.to_string()),
        }
    }
}

/// Every word that types a drill command, for the unknown-command answer.
pub fn known_words() -> impl Iterator<Item = &'static str> {
    DrillCommand::ALL
        .into_iter()
        .flat_map(|c| c.words().iter().copied())
}

/// The drill commands as `help` shows them: `Drill: status · why · … · model`.
pub fn help_line(l: &Localizer) -> String {
    let entries: Vec<String> = DrillCommand::ALL
        .into_iter()
        .filter_map(|c| c.help_entry(l))
        .collect();
    l.tr("help-drill", &[("commands", entries.join(" · ").into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Control, Locale};

    /// Built from the table, the help line reads as the four locales wrote it out.
    #[test]
    fn the_help_line_reads_as_before() {
        let line = |locale| help_line(&Localizer::new(locale));
        assert_eq!(
            line(Locale::EnUs),
            "Drill: status · why · chart · update TEXT (a stakeholder update) · pace \
             turns|60s|10s · pause · resume · stop · advance [N] (turn-based drills) · export \
             NAME · help · model"
        );
        assert_eq!(
            line(Locale::Ru),
            "Тренировка: status · why · chart · update ТЕКСТ (сообщение для заинтересованных \
             сторон) · pace turns|60s|10s · pause · resume · stop · advance [N] (пошаговые \
             тренировки) · export ИМЯ · help · model"
        );
        assert!(line(Locale::Fy).starts_with("Oefening: status · why · chart · update TEKST"));
        assert!(line(Locale::So).ends_with("· export MAGAC · help · model"));
    }

    #[test]
    fn every_word_types_its_command_and_none_is_a_control() {
        for command in DrillCommand::ALL {
            for word in command.words() {
                assert_eq!(DrillCommand::typed(word), Some(command));
                assert_eq!(
                    DrillCommand::typed(&format!("/{}", word.to_uppercase())),
                    Some(command)
                );
                assert_eq!(Control::from_name(word), None, "{word}");
            }
        }
        assert_eq!(DrillCommand::typed("ttl"), None);
        assert_eq!(known_words().count(), 15);
    }
}
