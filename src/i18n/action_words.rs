//! How a text names a team's action: as the command that types it (`ttl 120`, `autoscale
//! off`) where the reader has a prompt — the terminal and Discord, where the command is
//! what the player types next — or described in the reader's language ("the cache TTL set
//! to 120 s") on a screen without one, the web page. The one place an [`Action`] becomes
//! words in a sentence: every debrief, lesson, review and timeline line names its actions
//! through [`action`], so a screen's texts are the same lines whichever way it names them.

use crate::model::inject::Inject;
use crate::model::Action;

use super::Localizer;

/// The way a screen names actions, carried by its [`Localizer`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Wording {
    /// The command, as typed at the prompt (the action's own `Display`).
    #[default]
    Commands,
    /// Words of the reader's language, the value a Fluent argument.
    Described,
}

/// `action` named the way `l`'s screen names actions.
pub fn action(l: &Localizer, action: &Action) -> String {
    match l.wording() {
        Wording::Commands => action.to_string(),
        Wording::Described => described(l, action),
    }
}

/// `action` in words: "the cache TTL set to 120 s", "the autoscaler turned off".
fn described(l: &Localizer, action: &Action) -> String {
    let with = |id: &str, value: u32| l.tr(id, &[("value", value.into())]);
    match *action {
        Action::Floor(n) => with("action-described-floor", n),
        Action::Autoscale(true) => l.text("action-described-autoscale-on"),
        Action::Autoscale(false) => l.text("action-described-autoscale-off"),
        Action::Target(p) => with("action-described-target", p),
        Action::Ttl(s) => with("action-described-ttl", s),
        Action::Warmup => l.text("action-described-warmup"),
        Action::Shed(p) => with("action-described-shed", p),
        Action::Feature(true) => l.text("action-described-feature-on"),
        Action::Feature(false) => l.text("action-described-feature-off"),
        Action::Rollback => l.text("action-described-rollback"),
        Action::Inject(inject) => described_inject(l, inject),
    }
}

/// The game master's inject in words, named as the game master's (it is not the team's):
/// "the game master's traffic surge to 3 ×". One message per kind, `inject-described-NAME`.
fn described_inject(l: &Localizer, inject: Inject) -> String {
    let id = format!("inject-described-{}", inject.kind().name());
    match inject.size() {
        Some(value) => l.tr(&id, &[("value", value.into())]),
        None => l.text(&id),
    }
}

/// A line that starts with a described action starts with a capital, as a sentence does
/// (a command keeps its case: it is what the player types).
pub fn sentence(l: &Localizer, line: String) -> String {
    if l.wording() == Wording::Commands {
        return line;
    }
    let mut chars = line.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;

    fn every_action() -> [Action; 10] {
        [
            Action::Floor(12),
            Action::Autoscale(true),
            Action::Autoscale(false),
            Action::Target(60),
            Action::Ttl(120),
            Action::Warmup,
            Action::Shed(50),
            Action::Feature(true),
            Action::Feature(false),
            Action::Rollback,
        ]
    }

    #[test]
    fn commands_stay_as_typed_and_descriptions_carry_the_value() {
        for locale in Locale::ALL {
            let commands = Localizer::new(locale);
            let words = Localizer::new(locale).described();
            let mut seen = std::collections::HashSet::new();
            for a in every_action() {
                assert_eq!(action(&commands, &a), a.to_string());
                let text = action(&words, &a);
                assert!(!text.contains("action-described"), "{locale:?}: {text}");
                assert_ne!(text, a.to_string(), "{locale:?}");
                // Parsed back, no description is a command.
                assert!(Action::parse(&text).is_err(), "{locale:?}: {text}");
                if let Action::Floor(v) | Action::Target(v) | Action::Ttl(v) | Action::Shed(v) = a {
                    assert!(text.contains(&v.to_string()), "{locale:?}: {text}");
                }
                assert!(seen.insert(text.clone()), "{locale:?}: {text} twice");
            }
        }
    }

    #[test]
    fn every_inject_is_described_as_the_game_masters_with_its_size() {
        use crate::model::inject::InjectKind;
        for locale in Locale::ALL {
            let words = Localizer::new(locale).described();
            let mut seen = std::collections::HashSet::new();
            for kind in InjectKind::ALL {
                let size = kind.range().map(|(_, max)| format!(" {max}"));
                let typed = format!("inject {}{}", kind.name(), size.unwrap_or_default());
                let parsed = Action::parse(&typed).expect("the largest size of each kind is valid");
                let Action::Inject(inject) = parsed else {
                    panic!("{typed} is not an inject")
                };
                let text = action(&words, &parsed);
                assert!(!text.contains("inject-described"), "{locale:?}: {text}");
                // Not the typed words ("surge 10", "cache-flush"), nor a command read back.
                assert!(!text.contains(&inject.to_string()), "{locale:?}: {text}");
                assert!(Action::parse(&text).is_err(), "{locale:?}: {text}");
                if let Some(size) = inject.size() {
                    assert!(text.contains(&size.to_string()), "{locale:?}: {text}");
                }
                assert!(seen.insert(text.clone()), "{locale:?}: {text} twice");
            }
        }
    }

    #[test]
    fn a_described_line_starts_as_a_sentence() {
        let ru = Localizer::new(Locale::Ru).described();
        assert_eq!(sentence(&ru, "включение".into()), "Включение");
        let typed = Localizer::new(Locale::Ru);
        assert_eq!(sentence(&typed, "ttl 120".into()), "ttl 120");
    }
}
