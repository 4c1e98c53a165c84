//! The languages oncall-drill speaks: the one list of them. Every Fluent folder under
//! `locales/` is one of these (a test holds the two together); what a Discord client or a
//! `--locale` flag asks for is negotiated to one of them in `i18n`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Locale {
    EnUs,
    Fy,
    Ru,
    So,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown language `{0}`: en-US, fy, ru or so")]
pub struct UnknownLocale(pub String);

impl Locale {
    pub const ALL: [Locale; 4] = [Locale::EnUs, Locale::Fy, Locale::Ru, Locale::So];
    /// The locale every other one falls back to.
    pub const FALLBACK: Locale = Locale::EnUs;

    /// The BCP 47 code, which is also the folder name under `locales/`.
    pub const fn code(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::Fy => "fy",
            Locale::Ru => "ru",
            Locale::So => "so",
        }
    }

    /// Exactly one of our codes (any case); anything else is an error, not a guess.
    pub fn from_code(code: &str) -> Option<Locale> {
        Locale::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }
}

impl FromStr for Locale {
    type Err = UnknownLocale;
    fn from_str(text: &str) -> Result<Locale, UnknownLocale> {
        Locale::from_code(text).ok_or_else(|| UnknownLocale(text.to_string()))
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_nothing_else_parses() {
        for locale in Locale::ALL {
            assert_eq!(locale.code().parse(), Ok(locale));
        }
        assert_eq!("EN-us".parse(), Ok(Locale::EnUs));
        assert!("en-GB".parse::<Locale>().is_err());
        assert!("".parse::<Locale>().is_err());
    }
}
