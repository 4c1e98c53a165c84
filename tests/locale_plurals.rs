//! Every count goes through a Fluent plural selector, in every language: each counted
//! message is rendered for 0, 1, 2, 5, 21 and 1001 in each locale and must read in the
//! form CLDR gives that number there (English, Frisian and Somali: one / other; Russian:
//! one / few / many), with the number itself shown from 2 on; and a few hand-read lines.

use std::collections::BTreeMap;

use fluent_bundle::FluentValue;
use fluent_syntax::ast;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::Locale;

use crate::util::repo_path;

/// The messages that count something, with the argument that holds the count. (The
/// debrief's `$raw` figures are preformatted text, not counts.)
/// Counted messages that list the things counted (the files in the way) instead of showing
/// their number: the count only picks the verb's form.
const NAMES_INSTEAD_OF_COUNT: [&str; 1] = ["export-exists"];

const COUNTED: [(&str, &str); 42] = [
    ("help-lessons-explained", "shown"),
    ("expert-reason-oversized", "fleet"),
    ("expert-reason-fleet-short", "serving"),
    ("expert-reason-calm", "minutes"),
    ("review-mitigate", "minutes"),
    ("review-detect", "minutes"),
    ("export-exists", "count"),
    ("drill-rewound", "minutes"),
    ("drill-rewound", "dropped"),
    ("why-lever-rollback", "minutes"),
    ("why-lever-described-rollback", "minutes"),
    ("action-described-floor", "value"),
    ("inject-described-instance-loss", "value"),
    ("debrief-score-partial", "total"),
    ("confirm-floor", "value"),
    ("control-floor-usage", "max"),
    ("control-ttl-usage", "max"),
    ("debrief-what-if-expert", "actions"),
    ("report-meta", "minutes"),
    ("error-advance-range", "max"),
    ("role-briefing-comms-cadence", "minutes"),
    ("role-briefing-quorum", "quorum"),
    ("team-nudge-comms", "minutes"),
    ("team-nudge-all", "minutes"),
    ("team-reminder", "minutes"),
    ("error-update-length", "max"),
    ("error-quorum-wait", "needed"),
    ("upload-too-big", "bytes"),
    ("upload-too-big", "max"),
    ("upload-invalid", "count"),
    ("upload-full", "max"),
    ("summary-paging", "minutes"),
    ("summary-actions", "count"),
    ("drill-advanced", "minutes"),
    ("play-nudge", "minutes"),
    ("scenarios-minutes", "minutes"),
    ("web-body-slow", "seconds"),
    ("web-too-large", "max"),
    ("web-rule-page-short", "minutes"),
    ("web-rule-page-long", "minutes"),
    ("web-rule-warn", "long_minutes"),
    ("web-rule-warn", "short_minutes"),
];

const NUMBERS: [u32; 6] = [0, 1, 2, 5, 21, 1001];

/// The CLDR plural category of a whole number in a locale.
fn category(locale: Locale, n: u32) -> &'static str {
    match locale {
        Locale::Ru => match (n % 10, n % 100) {
            (1, h) if h != 11 => "one",
            (2..=4, h) if !(12..=14).contains(&h) => "few",
            _ => "many",
        },
        Locale::EnUs | Locale::Fy | Locale::So => match n {
            1 => "one",
            _ => "other",
        },
    }
}

/// Every message of a locale folder, by id.
fn messages(locale: Locale) -> BTreeMap<String, ast::Message<String>> {
    let mut out = BTreeMap::new();
    let dir = repo_path(&format!("locales/{}", locale.code()));
    for file in std::fs::read_dir(dir).unwrap() {
        let path = file.unwrap().path();
        if path.extension().is_none_or(|x| x != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text).expect("parses");
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                out.insert(message.id.name.clone(), message);
            }
        }
    }
    out
}

/// A variant: its key and the pieces of literal text between its placeables.
type Variant = (String, Vec<String>);

/// The select expressions on `$var` in a pattern (also nested), as variant lists.
fn selects_on(pattern: &ast::Pattern<String>, var: &str) -> Vec<Vec<Variant>> {
    let mut found = Vec::new();
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else {
            continue;
        };
        if let ast::Expression::Select { selector, variants } = expression {
            let on_var = matches!(selector, ast::InlineExpression::VariableReference { id } if id.name == var);
            if on_var {
                let keys = variants
                    .iter()
                    .map(|v| {
                        let key = match &v.key {
                            ast::VariantKey::Identifier { name } => name.clone(),
                            ast::VariantKey::NumberLiteral { value } => value.clone(),
                        };
                        let pieces: Vec<String> = v
                            .value
                            .elements
                            .iter()
                            .filter_map(|e| match e {
                                ast::PatternElement::TextElement { value } => {
                                    Some(value.trim().to_string())
                                }
                                _ => None,
                            })
                            .filter(|piece| !piece.is_empty())
                            .collect();
                        (key, pieces)
                    })
                    .collect();
                found.push(keys);
            }
            for variant in variants {
                found.extend(selects_on(&variant.value, var));
            }
        }
    }
    found
}

/// Every variable a message uses, so that the others can be given a stand-in.
fn variables(message: &ast::Message<String>) -> Vec<String> {
    let text = format!("{message:?}");
    let re = regex::Regex::new(r#"VariableReference \{ id: Identifier \{ name: "([a-z_0-9]+)""#)
        .unwrap();
    let mut names: Vec<String> = re.captures_iter(&text).map(|c| c[1].to_string()).collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_count_reads_in_its_plural_form_in_every_locale() {
    for locale in Locale::ALL {
        let all = messages(locale);
        let l = Localizer::new(locale);
        for (id, var) in COUNTED {
            let Some(message) = all.get(id) else {
                // A message this build no longer has is not a count to check.
                assert!(
                    !messages(Locale::EnUs).contains_key(id),
                    "{locale}: no {id}"
                );
                continue;
            };
            let pattern = message.value.as_ref().expect("a value");
            let selects = selects_on(pattern, var);
            assert!(
                !selects.is_empty(),
                "{locale} {id}: ${var} has no plural selector"
            );
            for n in NUMBERS {
                let mut args: Vec<(String, FluentValue)> = variables(message)
                    .into_iter()
                    .filter(|v| v != var)
                    .map(|v| (v, FluentValue::from("·")))
                    .collect();
                args.push((var.to_string(), FluentValue::from(n)));
                let borrowed: Vec<(&str, FluentValue)> =
                    args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
                let shown = l.tr(id, &borrowed);
                let wanted = category(locale, n);
                for variants in &selects {
                    // An exact number's own variant wins, then the category, then the
                    // default; every locale has each category it needs.
                    let exact = variants.iter().find(|(k, _)| *k == n.to_string());
                    let by_category = variants.iter().find(|(k, _)| k == wanted);
                    assert!(
                        by_category.is_some() || (wanted == "other" && !variants.is_empty()),
                        "{locale} {id}: no [{wanted}] variant"
                    );
                    let (_, pieces) = exact.or(by_category).unwrap();
                    for piece in pieces {
                        assert!(
                            shown.contains(piece.as_str()),
                            "{locale} {id} for {n}: wanted the [{wanted}] form “{piece}” in “{shown}”"
                        );
                    }
                }
                if n >= 2 && !NAMES_INSTEAD_OF_COUNT.contains(&id) {
                    assert!(shown.contains(&n.to_string()), "{locale} {id}: {shown}");
                }
            }
        }
    }
}

#[test]
fn every_plural_selector_of_en_us_is_in_the_counted_list() {
    for (id, message) in messages(Locale::EnUs) {
        let Some(pattern) = message.value.as_ref() else {
            continue;
        };
        for var in variables(&message) {
            let plural = selects_on(pattern, &var)
                .iter()
                .flatten()
                .any(|(key, _)| key == "one");
            assert!(
                !plural || COUNTED.contains(&(id.as_str(), var.as_str())),
                "{id} selects on ${var}: add it to COUNTED"
            );
        }
    }
}

#[test]
fn counts_read_right_by_hand() {
    let en = Localizer::new(Locale::EnUs);
    let ru = Localizer::new(Locale::Ru);
    let expert = |l: &Localizer, n: u32| {
        l.tr(
            "debrief-what-if-expert",
            &[
                ("actions", n.into()),
                ("score", "90".into()),
                ("budget", "1 %".into()),
            ],
        )
    };
    assert!(expert(&en, 1).starts_with("The built-in expert (1 action):"));
    assert!(expert(&en, 4).starts_with("The built-in expert (4 actions):"));
    assert!(
        expert(&ru, 4).contains("(4 действия)"),
        "{}",
        expert(&ru, 4)
    );
    assert!(expert(&ru, 21).contains("(21 действие)"));
    assert!(expert(&ru, 11).contains("(11 действий)"));
    let problems = en.tr("upload-invalid", &[("count", 1.into())]);
    assert!(problems.contains("(1 problem)"), "{problems}");
    let nudge = ru.tr("play-nudge", &[("minutes", 15.into())]);
    assert!(nudge.contains("15 минут без"), "{nudge}");
}
