//! The title and briefing of a scenario: either the Fluent message ids a built-in scenario
//! names (`title`, `briefing`), or the file's own words per locale (`[text.en-US]`, other
//! locales optional), each checked for length, emptiness and control characters.

use super::checker::{span_of, Checker, Table};
use super::text::shorten;
use crate::model::Locale;
use crate::scenario::raw::{Located, Node};
use crate::scenario::{ScenarioText, TextEntry};

const MAX_TITLE_CHARS: usize = 100;
const MAX_BRIEFING_CHARS: usize = 2000;
const TEXT_FIELDS: [&str; 2] = ["title", "briefing"];

/// The title and briefing: Fluent ids of a built-in scenario (`title`, `briefing`), or the
/// file's own words (`[text.en-US]`, other locales optional).
pub(super) fn words(
    check: &mut Checker,
    root: Table,
    builtin_ids: &[&str],
) -> Option<(String, String, Option<ScenarioText>)> {
    let text = root.get("text");
    let ids = (root.get("title"), root.get("briefing"));
    match (text, ids) {
        (Some(text), (None, None)) => {
            let own = own_words(check, text)?;
            let (title, briefing) = {
                let en = own.en_us();
                (en.title.clone()?, en.briefing.clone()?)
            };
            Some((title, briefing, Some(own)))
        }
        (Some(text), _) => {
            check.report(
                text.at,
                "a file names its title and briefing either as Fluent messages (`title`, `briefing`) or in its own words (`[text.en-US]`), not both",
            );
            None
        }
        (None, (None, None)) => {
            check.report(
                0,
                "missing field `text`: write the title and briefing under [text.en-US] (`title = \"…\"`, `briefing = \"…\"`)",
            );
            None
        }
        (None, _) => {
            let title = message_id(check, root, "title", builtin_ids);
            let briefing = message_id(check, root, "briefing", builtin_ids);
            Some((title?, briefing?, None))
        }
    }
}

/// A Fluent message id of a built-in scenario's words: `scenario-<built-in id>-<field>`.
fn message_id(
    check: &mut Checker,
    root: Table,
    field: &str,
    builtin_ids: &[&str],
) -> Option<String> {
    let value = check.required(root, field)?;
    let id = check.string_value(value, field)?;
    let known = builtin_ids
        .iter()
        .any(|b| id == format!("scenario-{b}-{field}"));
    if !known {
        return check.fail(
            span_of(value),
            field,
            format!(
                "no message `{}`: only built-in scenarios name Fluent messages (`scenario-<id>-{field}`); write your own words under [text.en-US] instead",
                shorten(id)
            ),
        );
    }
    Some(id.to_string())
}

fn own_words(check: &mut Checker, value: &Located<Node>) -> Option<ScenarioText> {
    let entries = check.table_value(value, "text")?;
    let mut found: Vec<TextEntry> = Vec::new();
    let mut ok = true;
    for (key, words) in entries {
        let field = format!("text.{}", key.get_ref());
        let Some(locale) = Locale::from_code(key.get_ref()) else {
            let codes: Vec<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
            check.report(
                key.at,
                format!(
                    "field `{field}`: unknown language `{}`; the languages are {}",
                    shorten(key.get_ref()),
                    codes.join(", ")
                ),
            );
            ok = false;
            continue;
        };
        let Some(table) = check.table_value(words, &field) else {
            ok = false;
            continue;
        };
        let table = Table {
            path: &field,
            span: span_of(key),
            entries: table,
        };
        check.unknown_keys(table, &TEXT_FIELDS);
        let mut one = |name: &str, max: usize, one_line: bool| -> Option<Option<String>> {
            let Some(value) = table.get(name) else {
                if locale == Locale::FALLBACK {
                    check.report(
                        table.span,
                        format!(
                            "missing field `{}` (the en-US words are required; other languages fall back to them)",
                            table.field(name)
                        ),
                    );
                    return None;
                }
                return Some(None);
            };
            let text = check.string_value(value, &table.field(name))?;
            let trimmed = text.trim();
            let chars = trimmed.chars().count();
            let bad_char = trimmed
                .chars()
                .find(|&c| c.is_control() && (one_line || c != '\n'));
            if chars == 0 {
                return check.fail(span_of(value), &table.field(name), "must not be empty");
            }
            if chars > max {
                return check.fail(
                    span_of(value),
                    &table.field(name),
                    format!("{chars} characters is too long: at most {max}"),
                );
            }
            if let Some(c) = bad_char {
                let what = if c == '\n' {
                    "must be one line".to_string()
                } else {
                    format!(
                        "must not contain the control character U+{:04X}",
                        u32::from(c)
                    )
                };
                return check.fail(span_of(value), &table.field(name), what);
            }
            Some(Some(trimmed.to_string()))
        };
        let title = one("title", MAX_TITLE_CHARS, true);
        let briefing = one("briefing", MAX_BRIEFING_CHARS, false);
        match (title, briefing) {
            (Some(title), Some(briefing)) => found.push(TextEntry {
                locale,
                title,
                briefing,
            }),
            _ => ok = false,
        }
    }
    let has_en_us = entries
        .iter()
        .any(|(key, _)| Locale::from_code(key.get_ref()) == Some(Locale::FALLBACK));
    if !has_en_us {
        check.report(
            span_of(value),
            "missing field `text.en-US`: the en-US title and briefing are required; other languages fall back to them",
        );
        return None;
    }
    ok.then(|| ScenarioText::new(found))
}
