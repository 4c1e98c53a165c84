//! Text members wrote, shown inside the bot's own messages as a quote: every line behind
//! `> `, so it cannot pass for a line of the bot's (a header, the numbers of the moment);
//! Markdown that would change how it looks (bold, headers, masked links, code, spoilers)
//! shown as typed; links kept clickable but without a preview (`<url>`); runs of blank
//! lines collapsed to one. Mentions in it never ping: that is the posting side's
//! `allowed_mentions`.

/// Characters that Markdown on Discord gives a meaning anywhere in a line.
const INLINE_MARKUP: [char; 8] = ['\\', '*', '_', '~', '`', '|', '[', ']'];

/// Schemes whose links Discord previews.
const LINK_SCHEMES: [&str; 2] = ["https://", "http://"];

/// `text` as a block quote, safe to place among the bot's own lines.
pub fn quoted(text: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut blank_run = false;
    for line in text.lines().map(str::trim_end) {
        if line.trim().is_empty() {
            blank_run = !lines.is_empty();
            continue;
        }
        if blank_run {
            lines.push(">".into());
            blank_run = false;
        }
        lines.push(format!("> {}", quoted_line(line)));
    }
    if lines.is_empty() {
        lines.push(">".into());
    }
    lines.join("\n")
}

/// One line: its start cannot open a header, list or quote; its markup shows as typed; its
/// links do not unfurl.
fn quoted_line(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut rest = line.trim_start();
    // `#`, `-#`, `>`, `-` and `+` only mean something at a line's start; so does `1.`.
    if rest.starts_with(['#', '>', '-', '+']) {
        out.push('\\');
    } else if let Some(digits) = numbered(rest) {
        out.push_str(&rest[..digits]);
        out.push('\\');
        rest = &rest[digits..];
    }
    while !rest.is_empty() {
        if let Some(link_len) = link_at(rest) {
            // A link its writer already wrapped in `<…>` stays as it is.
            let wrapped = out.ends_with('<') && rest[link_len..].starts_with('>');
            if !wrapped {
                out.push('<');
            }
            out.push_str(&rest[..link_len]);
            if !wrapped {
                out.push('>');
            }
            rest = &rest[link_len..];
            continue;
        }
        let c = rest.chars().next().expect("not empty");
        if INLINE_MARKUP.contains(&c) {
            out.push('\\');
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// The digits of an ordered list item's number (`1.`, `12)`), when the line is one.
fn numbered(line: &str) -> Option<usize> {
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    (digits > 0 && line[digits..].starts_with(['.', ')'])).then_some(digits)
}

/// The length of a link starting `text`: its scheme and everything up to a space or a
/// character that would end it in Markdown.
fn link_at(text: &str) -> Option<usize> {
    let scheme = LINK_SCHEMES.iter().find(|s| {
        text.as_bytes()
            .get(..s.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(s.as_bytes()))
    })?;
    let end = text
        .char_indices()
        .skip(scheme.len())
        .find(|(_, c)| c.is_whitespace() || matches!(c, '<' | '>' | '(' | ')' | '[' | ']'))
        .map_or(text.len(), |(i, _)| i);
    (end > scheme.len()).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::quoted;

    #[test]
    fn every_line_is_quoted_and_cannot_imitate_the_bot() {
        let fake = "📣 **Update 09:45** from bot\n> Errors 0 % · p99 80 ms";
        assert_eq!(
            quoted(fake),
            "> 📣 \\*\\*Update 09:45\\*\\* from bot\n> \\> Errors 0 % · p99 80 ms"
        );
        assert_eq!(
            quoted("# Big\n-# small\n1. one"),
            "> \\# Big\n> \\-# small\n> 1\\. one"
        );
    }

    #[test]
    fn links_do_not_unfurl_and_masked_links_show_their_target() {
        assert_eq!(
            quoted("see https://status.example/x_y now"),
            "> see <https://status.example/x_y> now"
        );
        assert_eq!(
            quoted("[status page](https://evil.example/login)"),
            "> \\[status page\\](<https://evil.example/login>)"
        );
        // Already wrapped by the writer: left as is (no preview either way).
        assert_eq!(quoted("<https://a.example>"), "> <https://a.example>");
        assert_eq!(quoted("HTTP://A.example/é"), "> <HTTP://A.example/é>");
    }

    #[test]
    fn runs_of_blank_lines_collapse_to_one() {
        let long = format!("first{}second\n\n\n", "\n".repeat(1000));
        assert_eq!(quoted(&long), "> first\n>\n> second");
        assert_eq!(quoted("  \n\n"), ">");
        assert_eq!(quoted("a\r\n\r\n\r\nb"), "> a\n>\n> b");
    }
}
