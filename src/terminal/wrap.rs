//! The one line-wrapping rule of everything `play` prints: a line wider than the terminal
//! is broken at its last space that fits, and its continuation lines keep its indentation.
//! A line that fits is left exactly as it is (the dashboard's aligned columns); a word
//! wider than the whole line (a long path, a URL) is never cut, and neither is a quoted
//! span that fits on a line of its own (“oncall-drill play --resume --db d.sqlite3”): what
//! the player copies from the screen stays whole.
//! Widths count what a terminal shows: a wide character takes two columns, a colour code
//! none.

use unicode_width::UnicodeWidthChar;

/// The width `play` wraps to when its output is not a terminal (a pipe, a file).
pub const PIPED_COLUMNS: usize = 80;

/// The fewest columns wrapped to: below this a terminal's width is taken as unknown.
const NARROWEST: usize = 20;

/// `text` with each of its lines wrapped to `columns`.
pub fn wrap(text: &str, columns: usize) -> String {
    let columns = if columns < NARROWEST {
        PIPED_COLUMNS
    } else {
        columns
    };
    text.split('\n')
        .map(|line| wrap_line(line, columns))
        .collect::<Vec<_>>()
        .join("\n")
}

/// How many columns `text` takes on a terminal (colour codes take none).
pub fn display_width(text: &str) -> usize {
    visible(text).map(|(_, c)| c.width().unwrap_or(0)).sum()
}

/// The characters of `text` a terminal shows, with their byte offsets: ANSI escape
/// sequences (`ESC [ … letter`) left out.
fn visible(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    let mut in_escape = false;
    text.char_indices().filter(move |&(_, c)| {
        if in_escape {
            in_escape = !c.is_ascii_alphabetic();
            false
        } else if c == '\x1b' {
            in_escape = true;
            false
        } else {
            true
        }
    })
}

fn wrap_line(line: &str, columns: usize) -> String {
    if display_width(line) <= columns {
        return line.to_string();
    }
    let indent_len = line.len() - line.trim_start_matches(' ').len();
    let indent = &line[..indent_len];
    // An indentation as wide as the line leaves no room: continue at the margin.
    let indent = if indent_len + NARROWEST / 2 > columns {
        ""
    } else {
        indent
    };
    let mut lines = Vec::new();
    let mut rest = line[indent_len..].trim_end();
    let mut first = true;
    while !rest.is_empty() {
        let lead = if first { &line[..indent_len] } else { indent };
        let room = columns.saturating_sub(display_width(lead));
        let (head, tail) = split_at_fit(rest, room);
        lines.push(format!("{lead}{head}"));
        rest = tail;
        first = false;
    }
    lines.join("\n")
}

/// Opening and closing quotation marks of the four languages (“…”, «…», „…”).
const OPENING: [char; 3] = ['“', '«', '„'];
const CLOSING: [char; 2] = ['”', '»'];

/// Where each quoted span of `text` that fits in `room` columns, or quotes a command of
/// this program however long its path, ends (byte offset of its closing mark), by the
/// offset of its opening mark: no line breaks inside those. A command cut in two is one
/// the player cannot paste, so it overflows the line like a long word instead.
fn kept_spans(text: &str, room: usize) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut open = None;
    for (at, c) in visible(text) {
        if OPENING.contains(&c) && open.is_none() {
            open = Some(at);
        } else if CLOSING.contains(&c) {
            if let Some(start) = open.take() {
                let span = &text[start..at];
                if display_width(span) < room || quotes_a_command(span) {
                    spans.push((start, at));
                }
            }
        }
    }
    spans
}

/// Whether a quoted span (opening mark included) starts with this program's name or path.
fn quotes_a_command(span: &str) -> bool {
    let quoted = span.trim_start_matches(OPENING);
    quoted
        .split_whitespace()
        .next()
        .is_some_and(|program| program.ends_with(env!("CARGO_PKG_NAME")))
}

/// `text` split at its last space within `room` columns (the spaces there dropped), or at
/// its first space when even the first word is wider; all of it when it fits. A space in a
/// kept quoted span is not a place to break.
fn split_at_fit(text: &str, room: usize) -> (&str, &str) {
    if display_width(text) <= room {
        return (text, "");
    }
    let kept = kept_spans(text, room);
    let inside = |at: usize| kept.iter().any(|&(start, end)| start < at && at < end);
    let mut width = 0;
    let mut break_at = None;
    for (at, c) in visible(text) {
        if c == ' ' && !inside(at) {
            // The first space past the room ends the line only when no earlier one did.
            if width > room {
                break_at = break_at.or(Some(at));
                break;
            }
            break_at = Some(at);
        }
        width += c.width().unwrap_or(0);
        if width > room && break_at.is_some() {
            break;
        }
    }
    match break_at {
        Some(at) => (text[..at].trim_end(), text[at..].trim_start()),
        None => (text, ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_fits_is_left_as_it_is() {
        let dashboard = "  Requests/s        1,200     p99    0.41 s  ";
        assert_eq!(wrap(dashboard, 80), dashboard);
        assert_eq!(wrap("a\n\nb", 80), "a\n\nb");
    }

    #[test]
    fn long_lines_break_at_spaces_and_keep_their_indentation() {
        let text = "  one two three four five six seven eight nine ten";
        let wrapped = wrap(text, 20);
        assert_eq!(
            wrapped,
            "  one two three four\n  five six seven\n  eight nine ten"
        );
        for line in wrapped.lines() {
            assert!(display_width(line) <= 20, "{line}");
        }
        // Nothing is lost or added but the breaks.
        let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&wrapped), words(text));
    }

    #[test]
    fn a_quoted_command_is_kept_on_one_line() {
        let text = "Ctrl-D or “quit” leaves; “/work/target/debug/oncall-drill play --resume \
                    --db d.sqlite3” continues later.";
        let wrapped = wrap(text, 80);
        assert!(
            wrapped
                .lines()
                .any(|l| l
                    .contains("“/work/target/debug/oncall-drill play --resume --db d.sqlite3”")),
            "{wrapped}"
        );
        for line in wrapped.lines() {
            assert!(display_width(line) <= 80, "{line}");
        }
        // A command stays whole even when its path makes it wider than the line.
        let path = format!("/{}/target/debug/oncall-drill", "deep/".repeat(8));
        let text = format!("Again: “{path} play --seed 7 bad-deploy” and so on.");
        let wrapped = wrap(&text, 60);
        assert!(
            wrapped
                .lines()
                .any(|l| l.contains(&format!("“{path} play --seed 7 bad-deploy”"))),
            "{wrapped}"
        );
        // A quotation longer than a line breaks like any text.
        let long = format!("« {} »", "word ".repeat(30));
        for line in wrap(&long, 40).lines() {
            assert!(display_width(line) <= 40, "{line}");
        }
    }

    #[test]
    fn a_word_wider_than_the_line_is_never_cut() {
        let url = format!("see http://{}/x now", "a".repeat(40));
        let wrapped = wrap(&url, 24);
        assert_eq!(
            wrapped.lines().collect::<Vec<_>>(),
            ["see", &url[4..url.len() - 4], "now"]
        );
    }

    #[test]
    fn wide_characters_count_two_columns_and_colour_codes_none() {
        assert_eq!(display_width("📣 ab"), 5);
        assert_eq!(display_width("\x1b[31m09:12\x1b[0m"), 5);
        let red = format!("\x1b[31m{}\x1b[0m", "word ".repeat(10).trim_end());
        for line in wrap(&red, 22).lines() {
            assert!(display_width(line) <= 22, "{line:?}");
        }
        // Cyrillic letters are one column each, as many as the characters.
        let ru = "слово ".repeat(20);
        for line in wrap(ru.trim_end(), 30).lines() {
            assert!(line.chars().count() <= 30, "{line}");
        }
    }
}
