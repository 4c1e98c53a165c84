//! The small text helpers of the scenario checks: where a byte offset stands (line and
//! column), values and numbers shortened for a message, and clock times read and written.

/// 1-based line and column (in characters) of byte `offset`.
pub(super) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// At most 40 characters of a value, for a message.
pub(super) fn shorten(text: &str) -> String {
    if text.chars().count() <= 40 {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(40).collect::<String>())
    }
}

/// Longest a number is written out in a message; beyond it, scientific notation.
const NUMBER_TEXT_MAX: usize = 16;

/// A number as written in a message: as is when short (`0.25`, `120`), else in scientific
/// notation (`1e308`, not 309 digits; `1.2345678901234567e-20`).
pub(super) fn number_text(x: f64) -> String {
    let plain = x.to_string();
    if plain.chars().count() <= NUMBER_TEXT_MAX {
        plain
    } else {
        format!("{x:e}")
    }
}

/// `HH:MM` → minutes after midnight.
pub fn parse_clock(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Minutes after midnight as `HH:MM`, for a message.
pub(super) fn hhmm(minutes: u32) -> String {
    crate::model::Clock(minutes).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_characters() {
        let text = "a = 1\nbé = \"x\"\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 6), (2, 1));
        // "bé = " is 5 characters but 6 bytes.
        assert_eq!(line_column(text, 12), (2, 6));
        assert_eq!(line_column(text, 999), (3, 1));
    }

    #[test]
    fn numbers_in_messages_stay_short() {
        assert_eq!(number_text(0.25), "0.25");
        assert_eq!(number_text(-120.0), "-120");
        assert_eq!(number_text(1e308), "1e308");
        assert_eq!(number_text(-2.5e20), "-2.5e20");
        assert_eq!(number_text(1e-30), "1e-30");
        assert_eq!(number_text(f64::INFINITY), "inf");
    }

    #[test]
    fn clocks() {
        assert_eq!(parse_clock("09:05"), Some(545));
        assert_eq!(parse_clock("9:05"), None);
        assert_eq!(parse_clock("24:00"), None);
        assert_eq!(parse_clock("12:60"), None);
    }
}
