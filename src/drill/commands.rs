//! The drill's own commands besides the controls, in one table: the one line reader
//! ([`super::command_line`], for the prompt of `play` and the web page alike) reads their
//! words from it, the unknown-command answer lists them and `help` shows them. (The
//! controls have theirs in `model::Control::ALL`.)

use crate::i18n::Localizer;
use crate::model::Control;

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
    /// Every drill command, in the order `help` shows them; quit last, as it has a help
    /// line of its own.
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
    /// (`update TEXT (a stakeholder update)`); `None` for quit, with its own help line.
    pub fn help_entry(self, l: &Localizer) -> Option<String> {
        let name = self.words()[0];
        let with = |id: &str| l.tr(id, &[("command", name.into())]);
        match self {
            DrillCommand::Quit => None,
            DrillCommand::Rewind => Some(with("help-command-rewind")),
            DrillCommand::Update => Some(with("help-command-update")),
            DrillCommand::Pace => Some(with("help-command-pace")),
            DrillCommand::Advance => Some(with("help-command-advance")),
            DrillCommand::Export => Some(with("help-command-export")),
            _ => Some(name.to_string()),
        }
    }
}

/// Every word that types a drill command, for the answer to a mistyped one.
pub fn known_words() -> impl Iterator<Item = &'static str> {
    DrillCommand::ALL
        .into_iter()
        .flat_map(|c| c.words().iter().copied())
}

/// The word a mistyped `typed` most likely meant: a control or a drill command at most one
/// edit away (two for words of five letters or more; a swap of two letters is one edit).
pub fn closest(typed: &str) -> Option<&'static str> {
    closest_in(
        typed,
        Control::ALL
            .map(Control::name)
            .into_iter()
            .chain(known_words()),
    )
}

/// [`closest`] among `words`.
pub fn closest_in(typed: &str, words: impl Iterator<Item = &'static str>) -> Option<&'static str> {
    let typed = typed.trim_start_matches('/').to_lowercase();
    let allowed = if typed.chars().count() >= 5 { 2 } else { 1 };
    words
        .map(|word| (strsim::damerau_levenshtein(&typed, word), word))
        .filter(|(distance, _)| *distance <= allowed)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, word)| word)
}

/// The drill commands as `help` shows them: `Drill: status · why · … · rewind N`.
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
    use crate::model::Locale;

    #[test]
    fn a_typo_finds_the_word_it_meant() {
        assert_eq!(closest("rollbak"), Some("rollback"));
        assert_eq!(closest("stauts"), Some("status"));
        assert_eq!(closest("/ADVANCE"), Some("advance"));
        assert_eq!(closest("tl"), Some("ttl"));
        assert_eq!(closest("reboot"), None);
        assert_eq!(closest("xyz"), None);
    }

    /// Built from the table, the help line reads as the four locales wrote it out.
    #[test]
    fn the_help_line_reads_as_before() {
        let line = |locale| help_line(&Localizer::new(locale));
        assert_eq!(
            line(Locale::EnUs),
            "Drill: status · why · chart · update TEXT (a stakeholder update) · pace \
             turns|60s|10s · pause · resume · stop · advance [N] (turn-based drills) · export \
             NAME · help · model · rewind N"
        );
        assert_eq!(
            line(Locale::Ru),
            "Тренировка: status · why · chart · update ТЕКСТ (сообщение для заинтересованных \
             сторон) · pace turns|60s|10s · pause · resume · stop · advance [N] (пошаговые \
             тренировки) · export ИМЯ · help · model · rewind N"
        );
        assert!(line(Locale::Fy).starts_with("Oefening: status · why · chart · update TEKST"));
        assert!(line(Locale::So).ends_with("· export MAGAC · help · model · rewind N"));
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
