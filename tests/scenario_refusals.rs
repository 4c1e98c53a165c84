//! Every bad field of a scenario file is refused, each problem with the file, its line and
//! column, the field and the reason: missing and mistyped fields, every field out of its
//! range in turn, events, the file's own words, unknown keys, impossible relations and
//! huge values.

use oncall_drill::scenario::Scenario;

use crate::scenario_files::own_words;
use crate::util::{check_scenario, repo_path, TINY_SCENARIO};

/// The file is refused, and each expected text appears in the report on a line of its
/// own that starts with `file:line:column:`.
pub(crate) fn assert_rejected(name: &str, text: impl AsRef<[u8]>, expected: &[&str]) -> String {
    let (ok, report, path, _dir) = check_scenario(name, text);
    assert!(!ok, "{name}: accepted: {report}");
    for needle in expected {
        let line = report
            .lines()
            .find(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("{name}: `{needle}` not in: {report}"));
        let place = line
            .strip_prefix(&format!("{path}:"))
            .unwrap_or_else(|| panic!("{name}: no file name in `{line}`"));
        let mut parts = place.splitn(3, ':');
        let (l, c) = (parts.next().unwrap(), parts.next().unwrap());
        assert!(
            l.parse::<usize>().is_ok() && c.parse::<usize>().is_ok(),
            "{name}: no line and column in `{line}`"
        );
    }
    report
}

pub(crate) fn problems(text: &str) -> Vec<String> {
    match Scenario::parse("x.toml", text) {
        Ok(_) => Vec::new(),
        Err(err) => err.problems().iter().map(|p| p.message.clone()).collect(),
    }
}

#[test]
fn missing_field() {
    assert_rejected(
        "missing",
        TINY_SCENARIO.replace("base_rps = 500.0\n", ""),
        &["missing field `base_rps`"],
    );
    assert_rejected(
        "missing-nested",
        TINY_SCENARIO.replace("floor = 4\n", ""),
        &["missing field `initial.floor`"],
    );
    let report = assert_rejected(
        "no-words",
        TINY_SCENARIO.replace(
            "title = \"scenario-free-play-title\"\nbriefing = \"scenario-free-play-briefing\"\n",
            "",
        ),
        &["missing field `text`"],
    );
    assert!(report.contains("[text.en-US]"), "{report}");
    assert_rejected(
        "no-en-us",
        own_words().replace(
            "[text.en-US]\ntitle = \"Tiny\"\nbriefing = \"A tiny drill.\"\n",
            "",
        ),
        &["missing field `text.en-US`"],
    );
    assert_rejected(
        "no-en-us-briefing",
        own_words().replace("briefing = \"A tiny drill.\"\n", ""),
        &["missing field `text.en-US.briefing`"],
    );
}

#[test]
fn wrong_type() {
    assert_rejected(
        "wrong-type",
        TINY_SCENARIO.replace("ttl_s = 60", "ttl_s = \"sixty\""),
        &["field `initial.ttl_s`: expected a whole number, found the string \"sixty\""],
    );
    let (_, report, path, _dir) = check_scenario(
        "wrong-type-place",
        TINY_SCENARIO.replace("ttl_s = 60", "ttl_s = \"sixty\""),
    );
    assert!(report.contains(&format!("{path}:16:9:")), "{report}");
}

#[test]
fn every_field_wrong_in_turn_is_named() {
    // (what to replace, with what, the field the report must name)
    let cases: &[(&str, &str, &str)] = &[
        ("id = \"tiny\"", "id = \"tiny drill!\"", "field `id`"),
        ("id = \"tiny\"", "id = 7", "field `id`: expected a string"),
        ("start = \"08:00\"", "start = \"8 am\"", "field `start`"),
        (
            "duration_min = 30",
            "duration_min = 0",
            "field `duration_min`",
        ),
        (
            "duration_min = 30",
            "duration_min = 30.5",
            "field `duration_min`: expected a whole number",
        ),
        ("base_rps = 500.0", "base_rps = -5.0", "field `base_rps`"),
        (
            "base_rps = 500.0",
            "base_rps = \"fast\"",
            "field `base_rps`: expected a number",
        ),
        (
            "boot_delay_min = 2",
            "boot_delay_min = 61",
            "field `boot_delay_min`",
        ),
        (
            "budget_left_pct = 100.0",
            "budget_left_pct = 101.0",
            "field `budget_left_pct`",
        ),
        (
            "budget_left_pct = 100.0",
            "budget_left_pct = 100.0\nretry_share = 2.0",
            "field `retry_share`",
        ),
        (
            "instances = 4",
            "instances = 41",
            "field `initial.instances`",
        ),
        ("floor = 4", "floor = 0", "field `initial.floor`"),
        (
            "autoscaler = true",
            "autoscaler = \"yes\"",
            "field `initial.autoscaler`: expected true or false",
        ),
        (
            "target_pct = 60",
            "target_pct = 5",
            "field `initial.target_pct`",
        ),
        ("ttl_s = 60", "ttl_s = 4000", "field `initial.ttl_s`"),
        ("shed_pct = 0", "shed_pct = -1", "field `initial.shed_pct`"),
        ("feature = true", "feature = 1", "field `initial.feature`"),
        (
            "cache_warm_pct = 100.0",
            "cache_warm_pct = 150.0",
            "field `initial.cache_warm_pct`",
        ),
        (
            "title = \"scenario-free-play-title\"",
            "title = \"My drill\"",
            "field `title`: no message",
        ),
        (
            "briefing = \"scenario-free-play-briefing\"",
            "briefing = 3",
            "field `briefing`",
        ),
        (
            "[initial]",
            "freshness_limit_s = 0\n[initial]",
            "field `freshness_limit_s`: 0 is out of range: allowed 1–3600",
        ),
    ];
    for (i, (from, to, field)) in cases.iter().enumerate() {
        assert!(TINY_SCENARIO.contains(from), "{from}");
        assert_rejected(
            &format!("field-{i}"),
            TINY_SCENARIO.replacen(from, to, 1),
            &[field],
        );
    }
    // All of them at once: one run names every one (the two `id` cases and the two
    // `base_rps` cases are the same field: one of each kind).
    let mut all = TINY_SCENARIO.to_string();
    let mut expected = Vec::new();
    for (from, to, field) in cases {
        if all.contains(from) {
            all = all.replacen(from, to, 1);
            expected.push(*field);
        }
    }
    let report = assert_rejected("every-field", &all, &expected);
    assert!(report.lines().count() >= expected.len(), "{report}");
}

#[test]
fn a_freshness_limit_is_read_where_stated_and_checked() {
    let with = |line: &str| TINY_SCENARIO.replacen("[initial]", &format!("{line}\n[initial]"), 1);
    let parsed = Scenario::parse("x.toml", &with("freshness_limit_s = 20")).expect("valid");
    assert_eq!(parsed.setup.freshness_limit_s, Some(20));
    let parsed = Scenario::parse("x.toml", TINY_SCENARIO).expect("valid");
    assert_eq!(parsed.setup.freshness_limit_s, None);
    let db = Scenario::from_file(&repo_path("scenarios/db-degradation.toml")).expect("valid");
    assert_eq!(
        db.setup.freshness_limit_s,
        Some(15),
        "its briefing says 15 s"
    );
    assert_rejected(
        "freshness-type",
        with("freshness_limit_s = 1.5"),
        &["field `freshness_limit_s`: expected a whole number"],
    );
    assert_rejected(
        "freshness-range",
        with("freshness_limit_s = 3601"),
        &["field `freshness_limit_s`: 3601 is out of range: allowed 1–3600"],
    );
}

#[test]
fn events_wrong_in_every_way_are_named() {
    let event = |body: &str| format!("{TINY_SCENARIO}\n[[events]]\n{body}\n");
    let cases: &[(&str, &str)] = &[
        ("kind = \"meteor\"\nat = \"08:10\"", "field `events[0].kind`: unknown kind `meteor`"),
        ("at = \"08:10\"", "missing field `events[0].kind`"),
        ("kind = \"cache-flush\"", "missing field `events[0].at` (or `events[0].start_between`)"),
        ("kind = \"cache-flush\"\nat = \"09:00\"", "field `events[0].at`: 09:00 is outside the run"),
        ("kind = \"cache-flush\"\nat = \"08:10\"\nstart_between = [\"08:05\", \"08:06\"]", "not both"),
        ("kind = \"cache-flush\"\nat = \"08:10\"\nfraction = 0.0", "field `events[0].fraction`"),
        ("kind = \"cache-flush\"\nstart_between = [\"08:20\", \"08:10\"]", "the first time must not be after the second"),
        ("kind = \"cache-flush\"\nstart_between = [\"08:20\"]", "expected a list of two values, found 1"),
        ("kind = \"bad-deploy\"\nat = \"08:10\"", "missing field `events[0].ramp_min`"),
        ("kind = \"bad-deploy\"\nat = \"08:10\"\nramp_min = 241", "field `events[0].ramp_min`"),
        ("kind = \"db-capacity\"\nat = \"08:10\"\nfactor = 0.0\nminutes = 5", "field `events[0].factor`"),
        ("kind = \"db-capacity\"\nat = \"08:10\"\nfactor = 0.5", "missing field `events[0].minutes`"),
        ("kind = \"lose-instances\"\nat = \"08:10\"\nshare = 1.5", "field `events[0].share`"),
        ("kind = \"ttl-push\"\nat = \"08:10\"\nttl_s = -1", "field `events[0].ttl_s`"),
        ("kind = \"ttl-push\"\nat = \"08:10\"\nttl_s = 0\nfactor = 2.0", "unknown field `factor` in `events[0]`"),
        ("kind = \"surge\"\nstart_between = [\"08:05\", \"08:20\"]\npeak_between = [2.0, 3.0]\nrise_min = 5\nhold_min = 10\nfall_min = 5", "past the run's 30 minutes"),
        ("kind = \"surge\"\nat = \"08:05\"\npeak_between = [3.0, 2.0]\nrise_min = 5\nhold_min = 5\nfall_min = 5", "the first peak must not be above the second"),
    ];
    for (i, (body, expected)) in cases.iter().enumerate() {
        assert_rejected(&format!("event-{i}"), event(body), &[expected]);
    }
    // Several bad events at once: each is named with its own index.
    let many = format!(
        "{TINY_SCENARIO}\n[[events]]\nkind = \"meteor\"\nat = \"08:10\"\n\n[[events]]\nkind = \"ttl-push\"\nat = \"08:10\"\nttl_s = 9999\n\n[[events]]\nkind = \"lose-instances\"\nat = \"23:00\"\nshare = 0.3\n"
    );
    assert_rejected(
        "many-events",
        many,
        &["events[0].kind", "events[1].ttl_s", "events[2].at"],
    );
}

#[test]
fn own_words_wrong_in_every_way_are_named() {
    let own = own_words();
    assert_rejected(
        "words-and-ids",
        own.replace(
            "[text.en-US]",
            "title = \"scenario-free-play-title\"\n\n[text.en-US]",
        ),
        &["not both"],
    );
    assert_rejected(
        "words-language",
        own.replace("[text.fy]", "[text.de]"),
        &["field `text.de`: unknown language `de`"],
    );
    assert_rejected(
        "words-empty",
        own.replace("title = \"Tiny\"", "title = \"  \""),
        &["field `text.en-US.title`: must not be empty"],
    );
    assert_rejected(
        "words-long",
        own.replace(
            "title = \"Tiny\"",
            &format!("title = \"{}\"", "x".repeat(101)),
        ),
        &["field `text.en-US.title`: 101 characters is too long: at most 100"],
    );
    assert_rejected(
        "words-two-lines",
        own.replace("title = \"Tiny\"", "title = \"Tiny\\nDrill\""),
        &["field `text.en-US.title`: must be one line"],
    );
    assert_rejected(
        "words-unknown",
        own.replace("title = \"Lyts\"", "title = \"Lyts\"\nsubtitle = \"x\""),
        &["unknown field `subtitle` in `text.fy`"],
    );
}

#[test]
fn unknown_keys() {
    assert_rejected(
        "unknown",
        TINY_SCENARIO.replace("[initial]", "colour = \"red\"\n\n[initial]"),
        &["unknown field `colour`"],
    );
    assert_rejected(
        "unknown-nested",
        TINY_SCENARIO.replace("feature = true", "feature = true\nfeatures = false"),
        &["unknown field `features` in `initial`"],
    );
    let (_, report, path, _dir) = check_scenario(
        "unknown-place",
        TINY_SCENARIO.replace("[initial]", "colour = \"red\"\n\n[initial]"),
    );
    assert!(
        report.contains(&format!("{path}:11:1: unknown field `colour`")),
        "{report}"
    );
}

#[test]
fn impossible_relations() {
    assert_rejected(
        "floor",
        TINY_SCENARIO.replace("floor = 4", "floor = 6"),
        &["field `initial.floor`", "above initial.instances"],
    );
    assert_rejected(
        "autoscaler-off",
        TINY_SCENARIO.replace("autoscaler = true", "autoscaler = false")
            .replace("floor = 4", "floor = 2"),
        &["field `initial.instances`: with the autoscaler off the fleet is exactly the floor (2), not 4"],
    );
    assert_rejected(
        "clock",
        TINY_SCENARIO.replace("start = \"08:00\"", "start = \"8 am\""),
        &["field `start`", "HH:MM"],
    );
}

#[test]
fn huge_values_are_refused_not_trusted() {
    assert_rejected(
        "huge-int",
        TINY_SCENARIO.replace("duration_min = 30", "duration_min = 9223372036854775807"),
        &["field `duration_min`: 9223372036854775807 is out of range"],
    );
    assert_rejected(
        "huge-float",
        TINY_SCENARIO.replace("base_rps = 500.0", "base_rps = 1e300"),
        &["field `base_rps`: 1e300 is out of range"],
    );
    // Written out, 1e308 is 309 digits: a message shows it as written.
    assert_rejected(
        "huge-float-max",
        TINY_SCENARIO.replace("base_rps = 500.0", "base_rps = 1e308"),
        &["field `base_rps`: 1e308 is out of range"],
    );
    assert_rejected(
        "infinite",
        TINY_SCENARIO.replace("base_rps = 500.0", "base_rps = inf"),
        &["field `base_rps`: inf is out of range"],
    );
    assert_rejected(
        "nan",
        TINY_SCENARIO.replace("budget_left_pct = 100.0", "budget_left_pct = nan"),
        &["field `budget_left_pct`"],
    );
    // Beyond 64 bits TOML itself refuses the number.
    assert_rejected(
        "overflow",
        TINY_SCENARIO.replace("instances = 4", "instances = 99999999999999999999"),
        &["(in `instances = 99999999999999999999`)"],
    );
    assert_rejected(
        "huge-id",
        TINY_SCENARIO.replace("id = \"tiny\"", &format!("id = \"{}\"", "a".repeat(10_000))),
        &["field `id`"],
    );
    let many = format!(
        "{TINY_SCENARIO}{}",
        "\n[[events]]\nkind = \"cache-flush\"\nat = \"08:10\"\n".repeat(101)
    );
    assert_rejected("many", many, &["field `events`: 101 events is too many"]);
    let big = format!("{TINY_SCENARIO}\n# {}\n", "x".repeat(1 << 20));
    let (ok, report, _, _dir) = check_scenario("big", big);
    assert!(!ok && report.contains("at most 1048576"), "{report}");
}
