//! One owner per fact, across languages: no `.ftl` file writes out a number the code owns
//! (the alert thresholds, the upload limit, the controls' ranges, Discord's size limits);
//! each reaches the text as a Fluent argument, so changing the constant changes every
//! language. And the texts that now take those arguments still read as before.
//!
//! The scan reads each message's own words: the text between placeables, in the value, the
//! attributes and every variant of a selector, plus string and number literals written
//! inside placeables (`{ "14.4" }` would hide a literal too). Comments are not text. A
//! placeable reads as `{}`, so `{ $threshold } ×` is no `6 ×`.
//!
//! The patterns, and why they do not match other numbers:
//! - alert thresholds: `14.4`/`14,4` not inside a longer number; `6` right before `×`
//!   (`6 ×`, `6×`) not after a digit (`16 ×` is another number); `≥ 6` and `≥ 14.4` as the
//!   model explainer wrote them. `6 h` (the long window's hours) is a window, not a rate.
//! - upload limit: `16 KB` (KB, kB, KiB, КБ) and `16384`/`16 384`/`16,384`.
//! - controls' ranges: each control's `min–max` (en dash or hyphen) from `Control::range`,
//!   not inside a longer number.
//! - Discord's size limits: 6000, 4096, 2000, 1024 (with or without a thousands
//!   separator) not inside a longer number, so the model's `20,000 hot objects` and `4,000
//!   queries/s` pass. 256 and 25 are too common to scan for; no text names them.
//!
//! The model's own numbers (the explainer's constants, the warm-up, the rollback, the burn
//! windows, the quick buttons) are held by `facts_model.rs`: the en-US texts write none out.

use fluent_syntax::ast;
use oncall_drill::drill::charts::{chart_text, View};
use oncall_drill::i18n::dashboard::alert_line;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{Alert, Control, Locale, MinuteRecord};
use regex::Regex;

use crate::util::repo_path;

const LOCALES: [&str; 4] = ["en-US", "fy", "ru", "so"];

/// A fact the code owns and the pattern of its number written out.
struct Fact {
    name: String,
    pattern: Regex,
}

fn fact(name: &str, pattern: &str) -> Fact {
    Fact {
        name: name.to_string(),
        pattern: Regex::new(pattern).expect("pattern"),
    }
}

/// Not preceded by a digit or a decimal/thousands separator: the start of a number.
const START: &str = r"(?:^|[^\d.,])";
/// Not followed by a digit: the end of a number.
const END: &str = r"(?:$|[^\d])";

fn facts() -> Vec<Fact> {
    let mut facts = vec![
        fact("page threshold 14.4", &format!(r"{START}14[.,]4{END}")),
        fact("warn threshold 6 ×", &format!(r"{START}6\s?×")),
        fact("threshold after ≥", r"≥\s?(?:6|14[.,]4)(?:$|[^\d.,])"),
        fact(
            "upload limit 16 KB",
            &format!(r"{START}16\s?(?:KB|kB|KiB|КБ)"),
        ),
        fact(
            "upload limit 16384 bytes",
            &format!(r"{START}16[\s,.]?384{END}"),
        ),
        fact(
            "Discord size limit",
            &format!(r"{START}(?:6[\s,.]?000|4[\s,.]?096|2[\s,.]?000|1[\s,.]?024){END}"),
        ),
    ];
    for control in Control::ALL {
        if let Some((min, max)) = control.range() {
            facts.push(fact(
                &format!("range of {}", control.name()),
                &format!(r"{START}{min}\s?[–-]\s?{max}{END}"),
            ));
        }
    }
    facts
}

/// The words of a pattern, placeables as `{}`, literals inside them as written.
fn words(pattern: &ast::Pattern<String>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push_str("{}");
                expression_words(expression, out);
            }
        }
    }
}

fn expression_words(expression: &ast::Expression<String>, out: &mut String) {
    match expression {
        ast::Expression::Select { variants, .. } => {
            for variant in variants {
                out.push('\n');
                words(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_words(inline, out),
    }
}

fn inline_words(inline: &ast::InlineExpression<String>, out: &mut String) {
    match inline {
        ast::InlineExpression::StringLiteral { value }
        | ast::InlineExpression::NumberLiteral { value } => {
            out.push(' ');
            out.push_str(value);
            out.push(' ');
        }
        ast::InlineExpression::Placeable { expression } => expression_words(expression, out),
        _ => {}
    }
}

/// (file, message id, its words) of every message of every locale.
pub(crate) fn every_message() -> Vec<(String, String, String)> {
    let mut messages = Vec::new();
    for lang in LOCALES {
        let dir = repo_path(&format!("locales/{lang}"));
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let resource = fluent_syntax::parser::parse(text)
                .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.display()));
            for entry in resource.body {
                if let ast::Entry::Message(message) = entry {
                    let mut text = String::new();
                    if let Some(value) = &message.value {
                        words(value, &mut text);
                    }
                    for attribute in &message.attributes {
                        text.push('\n');
                        words(&attribute.value, &mut text);
                    }
                    let name = format!("{lang}/{}", file.file_name().unwrap().to_string_lossy());
                    messages.push((name, message.id.name.clone(), text));
                }
            }
        }
    }
    messages
}

#[test]
fn no_locale_writes_out_a_number_the_code_owns() {
    let facts = facts();
    let messages = every_message();
    assert!(messages.len() > 400, "read {} messages", messages.len());
    let mut found = Vec::new();
    for (file, id, text) in &messages {
        for fact in &facts {
            if let Some(hit) = fact.pattern.find(text) {
                found.push(format!("{file} {id}: {} (“{}”)", fact.name, hit.as_str()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "literals of owned facts:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_patterns_catch_what_they_are_for_and_nothing_else() {
    let facts = facts();
    let caught = |text: &str| facts.iter().any(|f| f.pattern.is_match(text));
    for literal in [
        "threshold 14.4 × on both",
        "порог 14,4 ×",
        "Warn 6 ×",
        "6×",
        "burn (6 h) ≥ 6 and",
        "≥ 14.4;",
        "at most 16 KB",
        "не больше 16 КБ",
        "16384 bytes",
        "ttl S — 0–3600 seconds",
        "floor N — 1–40 instances",
        "at most 6,000 characters",
        "1024",
    ] {
        assert!(caught(literal), "not caught: {literal}");
    }
    for fine in [
        "{} ×",
        "over the last 6 hours",
        "clock − 6 h",
        "16 ×",
        "214.4",
        "20,000 hot objects",
        "DB 4,000 queries/s",
        "{}–{}",
        "10–950",
        "[6]",
    ] {
        assert!(!caught(fine), "caught: {fine}");
    }
}

/// A minute of the seed scenario raising `alert`.
fn minute_with(alert: Alert) -> MinuteRecord {
    let scenario = crate::util::builtin("bad-deploy");
    let records = oncall_drill::model::run(&scenario.setup, 42, false, &[], 1).0;
    MinuteRecord {
        alert,
        ..records[0].clone()
    }
}

/// The texts that took the thresholds as arguments read as they did with the literals:
/// one decimal in each locale's own separator for 14.4, none for 6.
#[test]
fn the_thresholds_read_as_before_in_every_locale() {
    let cases = [
        (
            Locale::EnUs,
            "(threshold 14.4 × on both)",
            "(threshold 6 × on both)",
        ),
        (
            Locale::Fy,
            "(drompel 14,4 × op beide)",
            "(drompel 6 × op beide)",
        ),
        (
            Locale::Ru,
            "(порог 14,4 × для обоих окон)",
            "(порог 6 × для обоих окон)",
        ),
        (
            Locale::So,
            "(xadka 14.4 × labadaba)",
            "(xadka 6 × labadaba)",
        ),
    ];
    for (locale, page, warn) in cases {
        let l = Localizer::new(locale);
        let line = |alert| alert_line(&l, &minute_with(alert)).expect("an alert line");
        assert!(line(Alert::Page).contains(page), "{}", line(Alert::Page));
        assert!(line(Alert::Warn).contains(warn), "{}", line(Alert::Warn));
        let compact = chart_text(&l, "Bad deploy", View::Live);
        let separator = if matches!(locale, Locale::Fy | Locale::Ru) {
            ","
        } else {
            "."
        };
        assert_eq!(compact.page_line, format!("14{separator}4 ×"));
        assert_eq!(compact.warn_line, "6 ×");
        let detail = chart_text(&l, "Bad deploy", View::Detail);
        assert!(detail.page_line.ends_with(&format!(" 14{separator}4 ×")));
        assert!(detail.warn_line.ends_with(" 6 ×"));
    }
    let en = Localizer::new(Locale::EnUs);
    let (relations, _) = oncall_drill::i18n::messages::model_explainer(&en);
    let alerts = relations.iter().find(|(_, f)| f.starts_with("page: burn"));
    assert!(alerts.expect("the alert formula").1.starts_with(
        "page: burn (1 h) ≥ 14.4 and burn (5 min) ≥ 14.4; warning (when not paging): \
         burn (6 h) ≥ 6 and burn (30 min) ≥ 6 — "
    ));
}
