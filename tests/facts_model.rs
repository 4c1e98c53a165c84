//! Every number once: the model's numbers (the warm-up's length and load, the rollback's
//! minutes, the quick buttons' sizes, the database's capacity, the burn windows, the
//! explainer's constants…) reach the texts as Fluent arguments that `i18n::facts` supplies,
//! never written out. Two checks:
//! - the en-US texts hold no number but prose: each number left must be one of the few
//!   allowed below, each with why it is prose (a one, a whole, a typed word, the shape of a
//!   formula, a source's reference);
//! - each fact named shows in its texts, in every locale, as the constant itself, and the
//!   en-US text names it as an argument (`{ $warmup_qps }`), not as a literal.

use oncall_drill::i18n::Localizer;
use oncall_drill::model::constants::*;
use oncall_drill::model::Locale;

use crate::facts::every_message;

/// Numbers that are prose wherever they stand: none, one (`1 min per min`, `between 1
/// and`), and a whole (`100 %`, a score out of 100, `ln 100` of the 99th percentile).
const PROSE_NUMBERS: [&str; 3] = ["0", "1", "100"];

/// Spans that are prose with a number in them, by message; removed before the scan.
const PROSE_SPANS: [(&str, &str, &str); 11] = [
    // The sine's phase and period put the daily peak at noon: the shape of a day.
    ("model-arrivals-formula", "− 6 h)/24 h", "day"),
    ("model-arrivals-formula", "peak at 12:00", "noon"),
    // p99: the 1 % of waits above the quantile, and half a TTL is a TTL's mean age.
    ("model-latency-formula", "C/0.01", "quantile"),
    ("control-ttl-help", "TTL/2", "half"),
    ("model-cache-formula", "T/2", "half"),
    ("model-retries-formula", "ch. 22", "a source's chapter"),
    // The fast pace's name for the choice `10s` the player picks (`pace 10s` typed).
    ("pace-choice-fast", "10 s", "a typed word"),
    // The shape of a time the member types, and the clock it is read on.
    ("opt-schedule-add-at-desc", "09:30", "an example of HH:MM"),
    ("schedule-error-time", "09:30", "an example of HH:MM"),
    ("schedule-error-time", "24-hour", "the clock's name"),
    // An address the player types, in the web page's warning.
    ("play-web-beyond-machine", "127.0.0.1", "an address"),
];

/// The bibliography's numbers (years, chapters) are its sources', not the model's. (A
/// built-in briefing takes its scenario's numbers as arguments too: `i18n::scenario`.)
fn not_the_models(id: &str) -> bool {
    id == "model-sources"
}

/// The numbers in `text`: runs of digits (with `.`/`,` between digits), not part of a word
/// (`p99`, `60s`, `2π`, `UTF-8`) and not a source's reference (`[6]`).
fn numbers(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len()
            && (chars[i].is_ascii_digit()
                || (matches!(chars[i], '.' | ',')
                    && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
        {
            i += 1;
        }
        let before = start.checked_sub(1).map(|b| chars[b]);
        let after = chars.get(i).copied();
        let in_word = before.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_')
            || after.is_some_and(char::is_alphanumeric);
        let reference = before == Some('[') && after == Some(']');
        if !in_word && !reference {
            found.push(chars[start..i].iter().collect());
        }
    }
    found
}

#[test]
fn en_us_texts_hold_no_number_but_prose() {
    let mut written_out = Vec::new();
    for (file, id, text) in every_message() {
        if !file.starts_with("en-US/") || not_the_models(&id) {
            continue;
        }
        let mut text = text;
        for (message, span, _) in PROSE_SPANS {
            if message == id {
                text = text.replace(span, " ");
            }
        }
        for number in numbers(&text) {
            if !PROSE_NUMBERS.contains(&number.as_str()) {
                written_out.push(format!("{file} {id}: {number}"));
            }
        }
    }
    assert!(
        written_out.is_empty(),
        "numbers written out (pass the model's constant as an argument, see i18n::facts):\n{}",
        written_out.join("\n")
    );
}

#[test]
fn the_scan_finds_numbers_and_leaves_words() {
    assert_eq!(numbers("+600 queries/s for 6 min"), ["600", "6"]);
    assert_eq!(
        numbers("DB 4,000 · 0.1 % · 99,9 %"),
        ["4,000", "0.1", "99,9"]
    );
    assert!(numbers("p99 · 60s · 2π · UTF-8 · [6] · { $x }").is_empty());
}

/// Whole numbers as the texts show them (no grouping, as `i18n::numbers` says).
fn whole(value: f64) -> String {
    format!("{value:.0}")
}

/// (message, the argument it names, what it must show in every locale).
fn facts_shown() -> Vec<(&'static str, &'static str, String)> {
    let pct = |share: f64| whole(share * 100.0);
    vec![
        ("confirm-warmup", "warmup_min", WARMUP_MINUTES.to_string()),
        (
            "confirm-warmup",
            "warmup_qps",
            format!("+{}", whole(WARMUP_EXTRA_QPS)),
        ),
        (
            "status-warmup",
            "warmup_qps",
            format!("+{}", whole(WARMUP_EXTRA_QPS)),
        ),
        ("cmd-warmup-desc", "warmup_qps", whole(WARMUP_EXTRA_QPS)),
        (
            "control-warmup-help",
            "warmup_gain",
            format!("+{} %", pct(WARMUP_GAIN_PER_MIN)),
        ),
        (
            "confirm-rollback",
            "rollback_min",
            ROLLBACK_MINUTES.to_string(),
        ),
        (
            "note-rollback-restart",
            "rollback_min",
            ROLLBACK_MINUTES.to_string(),
        ),
        (
            "control-rollback-help",
            "rollback_min",
            ROLLBACK_MINUTES.to_string(),
        ),
        (
            "cmd-rollback-desc",
            "rollback_min",
            ROLLBACK_MINUTES.to_string(),
        ),
        (
            "button-floor-plus",
            "quick_instances",
            format!("+{QUICK_INSTANCES}"),
        ),
        ("button-shed", "quick_shed", format!("{QUICK_SHED_PCT} %")),
        ("event-db-capacity", "db_capacity", whole(DB_CAPACITY_QPS)),
        (
            "control-shed-help",
            "low_priority",
            format!("{} %", pct(LOW_PRIORITY_SHARE)),
        ),
        (
            "opt-shed-percent-desc",
            "low_priority",
            pct(LOW_PRIORITY_SHARE),
        ),
        (
            "control-feature-help",
            "feature_ms",
            whole(FEATURE_APP_TIME_S * 1000.0),
        ),
        ("why-dominant-timeouts", "timeout_s", whole(TIMEOUT_S)),
        ("chart-series-timeout", "timeout_s", whole(TIMEOUT_S)),
        (
            "metric-burn-5m",
            "page_short_min",
            BURN_PAGE_SHORT_MINUTES.to_string(),
        ),
        (
            "metric-burn-1h",
            "page_long_h",
            (BURN_WINDOW_MINUTES / 60).to_string(),
        ),
        (
            "alert-warn-windows",
            "warn_short_min",
            BURN_WARN_SHORT_MINUTES.to_string(),
        ),
        (
            "alert-warn-windows",
            "warn_long_h",
            (BURN_WARN_LONG_MINUTES / 60).to_string(),
        ),
        (
            "chart-title-live",
            "chart_min",
            BURN_WINDOW_MINUTES.to_string(),
        ),
        (
            "model-constants-formula",
            "workers",
            WORKERS_PER_INSTANCE.to_string(),
        ),
        ("model-constants-formula", "hot_objects", whole(HOT_OBJECTS)),
        (
            "model-constants-formula",
            "max_instances",
            MAX_INSTANCES.to_string(),
        ),
        (
            "model-database-formula",
            "db_query_max_ms",
            whole(DB_MAX_QUERY_S * 1000.0),
        ),
        (
            "model-budget-formula",
            "month_min",
            whole(MINUTES_PER_MONTH),
        ),
        (
            "model-autoscaler-formula",
            "scale_in_quiet",
            SCALE_IN_QUIET_MINUTES.to_string(),
        ),
    ]
}

/// What the messages take besides the facts, so none renders a missing argument.
fn other_arguments() -> Vec<(&'static str, fluent_bundle::FluentValue<'static>)> {
    [
        "who",
        "clock",
        "share",
        "scenario",
        "long",
        "short",
        "threshold",
    ]
    .into_iter()
    .map(|name| (name, "x".into()))
    .collect()
}

#[test]
fn each_fact_shows_as_its_constant_in_every_locale() {
    let en_us: Vec<(String, String)> = every_message()
        .into_iter()
        .filter(|(file, _, _)| file.starts_with("en-US/"))
        .map(|(_, id, text)| (id, text))
        .collect();
    let source = |id: &str| {
        let found = en_us.iter().find(|(m, _)| m == id);
        found
            .unwrap_or_else(|| panic!("no en-US message {id}"))
            .1
            .clone()
    };
    for (id, argument, shown) in facts_shown() {
        let words = source(id);
        assert!(
            !numbers(&words).contains(&shown.trim_start_matches('+').to_string()),
            "en-US {id} writes {shown} out instead of {{ ${argument} }}: {words}"
        );
        for locale in Locale::ALL {
            let text = Localizer::new(locale).tr(id, &other_arguments());
            assert!(
                text.contains(&shown) && !text.contains("{$"),
                "{locale:?} {id}: {shown} (from {argument}) not in “{text}”"
            );
        }
    }
    // Decimals in each locale's own separator.
    let fy = Localizer::new(Locale::Fy).text("model-constants-formula");
    assert!(fy.contains(&format!("${:.2}", PRICE_PER_INSTANCE_HOUR).replace('.', ",")));
    let en = Localizer::new(Locale::EnUs).text("model-events-formula");
    assert!(
        en.contains(&format!("×{:.2} CPU", 1.0 + BAD_BUILD_CPU_EXTRA)),
        "{en}"
    );
}

/// No fact goes unsaid: each is named by some en-US text (else it is a second owner).
#[test]
fn every_fact_is_named_by_a_text() {
    let dir = crate::util::repo_path("locales/en-US");
    let mut sources = String::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        sources.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    let l = Localizer::new(Locale::EnUs);
    for (name, _) in oncall_drill::i18n::facts::facts(&l) {
        assert!(
            sources.contains(&format!("${name} ")),
            "no en-US text names ${name}"
        );
    }
}
