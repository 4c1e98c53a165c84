//! Numbers as each locale writes them, and locale negotiation from Discord's locale codes.
//!
//! The decimal separator comes from each locale's own `number-decimal-separator` message,
//! so translators decide it: the seed writes `0,0 ×` and `4,00 $/h` in Frisian and Russian,
//! `0.0 ×` and `4.00 $/h` in Somali and English. Digits are never grouped (`1125 req/s`).

use super::Localizer;
use crate::model::Locale;

impl Localizer {
    /// `value` with exactly `places` decimals and this locale's separator. −0 shows as 0.
    pub fn decimal(&self, value: f64, places: usize) -> String {
        let mut text = format!("{value:.places$}");
        if text.starts_with('-') && text[1..].chars().all(|c| c == '0' || c == '.') {
            text.remove(0);
        }
        if places == 0 {
            return text;
        }
        let separator = self.text("number-decimal-separator");
        text.replacen('.', &separator, 1)
    }

    /// A share 0–1 as a whole percentage (`77 %`).
    pub fn percent(&self, share: f64) -> String {
        self.unit("unit-percent", self.decimal(share * 100.0, 0))
    }

    /// A share 0–1 as a percentage with `places` decimals.
    pub fn percent_places(&self, share: f64, places: usize) -> String {
        self.unit("unit-percent", self.decimal(share * 100.0, places))
    }

    /// A share of the error budget (used, left, overspent, or of what was left) as a
    /// percentage: the one format for every budget share, so a screen never shows the
    /// same burn as "3.85 %" beside "3.8 %".
    pub fn budget_share(&self, share: f64) -> String {
        self.percent_places(share, 1)
    }

    /// A formatted number inside a unit message such as `unit-rps`.
    pub fn unit(&self, id: &str, value: String) -> String {
        self.tr(id, &[("value", value.into())])
    }
}

/// The locale to use for a Discord (or any BCP 47) locale code: an exact match, else the
/// same language, else en-US. `ru` → ru, `en-GB` → en-US, `pt-BR` → en-US.
pub fn negotiate(code: &str) -> Locale {
    speaks(code).unwrap_or(Locale::FALLBACK)
}

/// Our locale in the language of `code` (exactly, or the same language), if we speak it:
/// `ru` → ru, `en-GB` → en-US, `pt-BR` → none.
pub fn speaks(code: &str) -> Option<Locale> {
    let wanted = code.trim();
    if let Some(exact) = Locale::from_code(wanted) {
        return Some(exact);
    }
    let language = wanted.split(['-', '_']).next().unwrap_or("");
    Locale::ALL.into_iter().find(|l| {
        l.code()
            .split('-')
            .next()
            .is_some_and(|x| x.eq_ignore_ascii_case(language))
    })
}

/// The locale the environment asks for, if we speak it: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty (POSIX's order), as `ru_RU.UTF-8`,
/// `fy_NL@euro` or `C` write it. `C` and `POSIX` ask for no language.
pub fn locale_from_environment(get: impl Fn(&str) -> Option<String>) -> Option<Locale> {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(&get)
        .find(|v| !v.trim().is_empty())?;
    let tag = value
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('_', "-");
    match tag.as_str() {
        "C" | "POSIX" => None,
        _ => speaks(&tag),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_decimals() {
        let en = Localizer::new(Locale::EnUs);
        assert_eq!(en.decimal(4.0, 2), "4.00");
        assert_eq!(en.decimal(0.0, 1), "0.0");
        assert_eq!(en.decimal(-0.0001, 1), "0.0");
        assert_eq!(en.decimal(1125.4, 0), "1125");
        assert_eq!(en.percent(0.7714), "77 %");
    }

    #[test]
    fn negotiation() {
        assert_eq!(negotiate("en-GB"), Locale::EnUs);
        assert_eq!(negotiate("en-US"), Locale::EnUs);
        assert_eq!(negotiate("ru-RU"), Locale::Ru);
        assert_eq!(negotiate("xx"), Locale::EnUs);
        assert_eq!(speaks("pt-BR"), None);
        assert_eq!(speaks("en-GB"), Some(Locale::EnUs));
        assert_eq!(negotiate(""), Locale::EnUs);
        for (code, locale) in [
            ("ru-RU", Locale::Ru),
            ("fy-NL", Locale::Fy),
            ("so-SO", Locale::So),
        ] {
            assert_eq!(speaks(code), Some(locale), "{code}");
        }
    }

    #[test]
    fn the_environment_names_a_locale_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            locale_from_environment(env(&[("LANG", "ru_RU.UTF-8")])),
            Some(Locale::Ru)
        );
        assert_eq!(
            locale_from_environment(env(&[("LC_ALL", "fy_NL@euro"), ("LANG", "ru_RU.UTF-8")])),
            Some(Locale::Fy)
        );
        assert_eq!(
            locale_from_environment(env(&[("LC_ALL", ""), ("LC_MESSAGES", "so_SO")])),
            Some(Locale::So)
        );
        assert_eq!(locale_from_environment(env(&[("LANG", "C.UTF-8")])), None);
        assert_eq!(
            locale_from_environment(env(&[("LANG", "pt_BR.UTF-8")])),
            None
        );
        assert_eq!(locale_from_environment(env(&[])), None);
    }
}
