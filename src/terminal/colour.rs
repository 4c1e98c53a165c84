//! Colour on a terminal: whether to use it (a terminal, and no `NO_COLOR`), and the minute
//! line painted green / amber / red after the dashboard's health (the bot's embed colours).

use std::ffi::OsString;

use crate::i18n::dashboard::Health;

/// Whether output may carry colour: only to a terminal, and never with `NO_COLOR` set to
/// anything non-empty (<https://no-color.org>).
pub fn wanted(is_terminal: bool, no_color: Option<OsString>) -> bool {
    is_terminal && no_color.is_none_or(|v| v.is_empty())
}

/// `text` in the colour of `health` (ANSI: green, yellow for amber, red), reset after it.
pub fn paint(text: &str, health: Health) -> String {
    let code = match health {
        Health::Ok => "32",
        Health::Degraded => "33",
        Health::Critical => "31",
    };
    format!("\x1b[{code}m{text}\x1b[0m")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_only_for_a_terminal_without_no_color() {
        assert!(wanted(true, None));
        assert!(
            wanted(true, Some("".into())),
            "an empty NO_COLOR does not count"
        );
        assert!(!wanted(true, Some("1".into())));
        assert!(!wanted(false, None), "a pipe or a file gets plain text");
        assert!(!wanted(false, Some("1".into())));
    }

    #[test]
    fn each_health_has_its_colour() {
        assert_eq!(paint("x", Health::Ok), "\x1b[32mx\x1b[0m");
        assert_eq!(paint("x", Health::Degraded), "\x1b[33mx\x1b[0m");
        assert_eq!(paint("x", Health::Critical), "\x1b[31mx\x1b[0m");
    }
}
