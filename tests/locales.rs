//! The locale files: they parse, every locale has exactly en-US's messages, attributes and
//! variables, and the opening dashboard reads as the seed page in each language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use oncall_drill::i18n::dashboard::dashboard;
use oncall_drill::i18n::{negotiate, Localizer};
use oncall_drill::model::{Locale, Simulation};

use crate::util::{builtin, repo_path};

const LOCALES: [&str; 4] = ["en-US", "fy", "ru", "so"];

/// message id → (attribute names, variable names) for one locale folder.
type Shape = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn variables_in(pattern: &ast::Pattern<String>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_in_expression(expression, out);
        }
    }
}

fn variables_in_expression(expression: &ast::Expression<String>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            variables_in_inline(selector, out);
            for variant in variants {
                variables_in(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => variables_in_inline(inline, out),
    }
}

fn variables_in_inline(inline: &ast::InlineExpression<String>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.clone());
        }
        ast::InlineExpression::Placeable { expression } => variables_in_expression(expression, out),
        _ => {}
    }
}

fn shape_of(lang: &str) -> Shape {
    let dir = repo_path(&format!("locales/{lang}"));
    let mut shape = Shape::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{lang} has no .ftl files");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.display()));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables_in(value, &mut vars);
                }
                let attributes = message.attributes.iter().map(|a| {
                    variables_in(&a.value, &mut vars);
                    a.id.name.clone()
                });
                let attributes = attributes.collect();
                let id = message.id.name.clone();
                assert!(
                    shape.insert(id.clone(), (attributes, vars)).is_none(),
                    "{lang}: `{id}` defined twice"
                );
            }
        }
    }
    shape
}

#[test]
fn every_locale_has_exactly_the_messages_and_variables_of_en_us() {
    let reference = shape_of("en-US");
    for lang in &LOCALES[1..] {
        let shape = shape_of(lang);
        let missing: Vec<_> = reference
            .keys()
            .filter(|k| !shape.contains_key(*k))
            .collect();
        let extra: Vec<_> = shape
            .keys()
            .filter(|k| !reference.contains_key(*k))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{lang}: missing {missing:?}, extra {extra:?}"
        );
        for (id, expected) in &reference {
            assert_eq!(
                &shape[id], expected,
                "{lang}: `{id}` differs in attributes or variables"
            );
        }
    }
    assert_eq!(
        oncall_drill::i18n::load_problems(),
        &[],
        "embedded bundles load cleanly"
    );
    for lang in LOCALES {
        assert!(
            oncall_drill::i18n::embedded_languages().contains(&lang),
            "{lang} embedded"
        );
    }
}

/// The seed page's opening table in each language: (label, value), in the seed's order.
fn seed_table(lang: &str) -> Vec<(&'static str, &'static str)> {
    match lang {
        "fy" => vec![
            ("Ferbrûkssnelheid (1 h)", "0,0 ×"),
            ("Fersiken", "1125 req/s"),
            ("Eksimplaren dy’t betsjinje", "10"),
            ("Eksimplaren dy’t opstarte", "0"),
            ("Cache-trefferrate", "77 %"),
            ("Databankbenutting", "19 %"),
            ("Ôfstjitten ferkear", "0 %"),
            ("Floatkosten", "4,00 $/h"),
            ("Kosten oant no ta", "0,00 $"),
            ("Gemiddelde leeftyd fan cachte antwurden", "30 s"),
            ("Ferkear op de minne build", "0 %"),
            ("Oanbefellings beskikber", "100 %"),
        ],
        "ru" => vec![
            ("Скорость расходования (1 ч)", "0,0 ×"),
            ("Запросы", "1125 req/s"),
            ("Экземпляры в работе", "10"),
            ("Экземпляры загружаются", "0"),
            ("Доля попаданий в кэш", "77 %"),
            ("Загрузка базы данных", "19 %"),
            ("Сброшенный трафик", "0 %"),
            ("Стоимость парка", "4,00 $/h"),
            ("Затраты на данный момент", "0,00 $"),
            ("Средний возраст ответов в кэше", "30 s"),
            ("Трафик на плохой сборке", "0 %"),
            ("Рекомендации доступны", "100 %"),
        ],
        "so" => vec![
            ("Xawaaraha gubashada (1 saac)", "0.0 ×"),
            ("Codsiyo", "1125 req/s"),
            ("Mashiinno adeegaya", "10"),
            ("Mashiinno bilaabmaya", "0"),
            ("Heerka garaacidda kaashka", "77 %"),
            ("Isticmaalka kaydka xogta", "19 %"),
            ("Taraafikada la diiday", "0 %"),
            ("Kharashka kooxda mashiinnada", "4.00 $/h"),
            ("Kharashka ilaa hadda", "0.00 $"),
            ("Da'da celceliska ee jawaabaha kaashka", "30 s"),
            ("Taraafikada dhismaha xun", "0 %"),
            ("Talooyin la heli karo", "100 %"),
        ],
        _ => vec![
            ("Burn rate (1 h)", "0.0 ×"),
            ("Requests", "1125 req/s"),
            ("Instances serving", "10"),
            ("Instances booting", "0"),
            ("Cache hit rate", "77 %"),
            ("Database utilization", "19 %"),
            ("Dropped traffic", "0 %"),
            ("Fleet cost", "4.00 $/h"),
            ("Cost so far", "0.00 $"),
            ("Mean age of cached answers", "30 s"),
            ("Traffic on the bad build", "0 %"),
            ("Recommendations available", "100 %"),
        ],
    }
}

#[test]
fn the_opening_dashboard_reads_as_the_seed_in_every_locale() {
    let scenario = builtin("free-play");
    let record = Simulation::new(&scenario.setup, 1, true).step(&[]);
    for lang in LOCALES {
        let l = Localizer::negotiated(lang);
        assert_eq!(l.lang(), lang);
        let shown: Vec<(String, String)> = dashboard(&l, &record)
            .rows
            .into_iter()
            .take(12)
            .map(|r| (r.label, r.value))
            .collect();
        let expected: Vec<(String, String)> = seed_table(lang)
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(shown, expected, "{lang}");
    }
}

#[test]
fn the_seed_tables_above_are_the_seed_files_own() {
    let seeds = repo_path("tests/data/seeds");
    assert!(
        seeds.is_dir(),
        "tests/data/seeds is absent: this check compares the tables in tests/locales.rs with the seed page and cannot run without it"
    );
    for (file_prefix, lang) in [("000_", "fy"), ("001_", "ru"), ("002_", "so")] {
        let file = std::fs::read_dir(&seeds)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with(file_prefix)
            })
            .unwrap_or_else(|| panic!("seed {file_prefix}* missing"));
        let text = std::fs::read_to_string(file).unwrap();
        let rows: Vec<(String, String)> = text
            .lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("|---"))
            .map(|l| {
                let cells: Vec<&str> = l.trim_matches('|').split(" | ").map(str::trim).collect();
                (cells[0].to_string(), cells[1].to_string())
            })
            .collect();
        let expected: Vec<(String, String)> = seed_table(lang)
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(rows, expected, "{lang}");
    }
}

#[test]
fn discord_locale_codes_negotiate() {
    assert_eq!(negotiate("ru").code(), "ru");
    assert_eq!(negotiate("en-GB").code(), "en-US");
    assert_eq!(negotiate("en-US").code(), "en-US");
    assert_eq!(negotiate("fy-NL").code(), "fy");
    assert_eq!(negotiate("so").code(), "so");
    assert_eq!(negotiate("pt-BR").code(), "en-US");
    assert_eq!(negotiate("not a locale").code(), "en-US");
}

#[test]
fn plurals_follow_each_language() {
    let ru = Localizer::new(Locale::Ru);
    let en = Localizer::new(Locale::EnUs);
    let advanced = |l: &Localizer, n: u32| {
        l.tr(
            "drill-advanced",
            &[("minutes", n.into()), ("clock", "09:00".into())],
        )
    };
    assert_ne!(
        advanced(&en, 1),
        advanced(&en, 2).replace('2', "1"),
        "en: one vs other"
    );
    // Russian: 1 минуту, 2 минуты, 5 минут — three different word forms.
    let forms: BTreeSet<String> = [1, 2, 5]
        .iter()
        .map(|&n| advanced(&ru, n).replace(&n.to_string(), "N"))
        .collect();
    assert_eq!(forms.len(), 3, "ru plural forms: {forms:?}");
}

/// Collects what tracing writes while `f` runs.
pub(crate) fn logged(f: impl FnOnce()) -> String {
    use std::sync::{Arc, Mutex};
    #[derive(Clone)]
    struct Sink(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Sink {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let sink = Sink(Arc::new(Mutex::new(Vec::new())));
    let writer = sink.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    tracing::subscriber::with_default(subscriber, f);
    let bytes = sink.0.lock().unwrap().clone();
    String::from_utf8(bytes).unwrap()
}

#[test]
fn missing_messages_and_locales_fall_back_and_log() {
    use oncall_drill::i18n::Catalog;
    // A draft Frisian that lacks one message, beside a complete English.
    let catalog: &'static Catalog = Box::leak(Box::new(Catalog::from_sources(&[
        (
            "en-US",
            "t.ftl",
            "greeting = Hello { $who }\nfarewell = Bye\n",
        ),
        ("fy", "t.ftl", "greeting = Hoi { $who }\n"),
    ])));
    let fy = Localizer::with_catalog(catalog, "fy");
    let log = logged(|| {
        assert_eq!(fy.tr("greeting", &[("who", "Sjoerd".into())]), "Hoi Sjoerd");
        assert_eq!(fy.text("farewell"), "Bye", "missing in fy: English");
        assert_eq!(
            fy.text("no-such-message"),
            "no-such-message",
            "missing everywhere: the id"
        );
        let unknown = Localizer::with_catalog(catalog, "xx");
        assert_eq!(unknown.lang(), "en-US");
        assert_eq!(unknown.text("farewell"), "Bye");
    });
    assert!(log.contains("farewell") && log.contains("fy"), "{log}");
    assert!(log.contains("no-such-message"), "{log}");
    assert!(log.contains("xx"), "{log}");
    // A broken source is reported, not fatal.
    let broken = Catalog::from_sources(&[("en-US", "b.ftl", "ok = fine\n= no id\n")]);
    assert!(!broken.problems().is_empty());
    let broken: &'static Catalog = Box::leak(Box::new(broken));
    assert_eq!(
        Localizer::with_catalog(broken, "en-US").text("ok"),
        "fine",
        "the rest still works"
    );
}
