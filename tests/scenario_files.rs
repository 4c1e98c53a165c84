//! Scenario files: the built-ins pass, a file may carry its own words, and every bad file is
//! refused with every problem in it — each with the file, its line and column, the field
//! and the reason — by `scenarios check`, by `simulate` and by `play` alike (they all load
//! through `Scenario::load`). The README's example passes.

use oncall_drill::i18n::{scenario as words, Localizer};
use oncall_drill::model::Locale;
use oncall_drill::scenario::{Scenario, ScenarioError};

use crate::util::{bin, check_scenario, repo_path, run, stderr, stdout, temp_dir, TINY_SCENARIO};

/// TINY_SCENARIO in its own words instead of Fluent messages.
fn own_words() -> String {
    TINY_SCENARIO.replace(
        "title = \"scenario-free-play-title\"\nbriefing = \"scenario-free-play-briefing\"\n",
        "",
    )
    .replace(
        "[initial]",
        "[text.en-US]\ntitle = \"Tiny\"\nbriefing = \"A tiny drill.\"\n\n[text.fy]\ntitle = \"Lyts\"\n\n[initial]",
    )
}

/// The file is refused, and each expected text appears in the report on a line of its
/// own that starts with `file:line:column:`.
fn assert_rejected(name: &str, text: impl AsRef<[u8]>, expected: &[&str]) -> String {
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

fn problems(text: &str) -> Vec<String> {
    match Scenario::parse("x.toml", text) {
        Ok(_) => Vec::new(),
        Err(err) => err.problems().iter().map(|p| p.message.clone()).collect(),
    }
}

#[test]
fn built_in_scenarios_pass_the_check_and_are_listed() {
    let ids: Vec<&str> = Scenario::builtin_ids().collect();
    assert_eq!(ids.len(), 9);
    for id in &ids {
        let path = repo_path(&format!("scenarios/{id}.toml"));
        let out = run(&["scenarios", "check", path.to_str().unwrap()]);
        assert!(out.status.success(), "{id}: {}", stdout(&out));
        assert!(stdout(&out).contains("ok"));
        // The file on disk is the one embedded.
        let on_disk = Scenario::from_file(&path).expect("valid");
        assert_eq!(Some(on_disk), Scenario::builtin(id), "{id}");
    }
    let listing = stdout(&run(&["scenarios"]));
    assert!(
        listing
            .lines()
            .any(|l| l.starts_with("bad-deploy ") && l.ends_with(" Bad deploy: protect the budget")),
        "{listing}"
    );
    // One column of ids, one of titles, whatever the longest id.
    let title_columns: std::collections::HashSet<usize> = listing
        .lines()
        .map(|l| l.find(|c: char| c.is_uppercase()).expect("a title"))
        .collect();
    assert_eq!(title_columns.len(), 1, "{listing}");
    assert_eq!(listing.lines().count(), ids.len(), "{listing}");
}

#[test]
fn built_in_scenarios_have_their_words_in_every_language() {
    for scenario in Scenario::all_builtin().expect("valid") {
        assert!(scenario.text.is_none(), "{}: Fluent messages", scenario.id);
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            for id in [&scenario.title_id, &scenario.briefing_id] {
                assert!(l.has(id), "{}: no `{id}` in {locale}", scenario.id);
            }
            assert!(!words::title(&l, &scenario).starts_with("scenario-"));
        }
    }
}

#[test]
fn a_good_custom_file_passes_and_runs() {
    let (ok, report, path, _dir) = check_scenario("good", TINY_SCENARIO);
    assert!(ok, "{report}");
    let out = run(&["simulate", "--scenario", &path, "--seed", "3"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("scenario tiny"), "{}", stdout(&out));
}

#[test]
fn a_file_with_its_own_words_is_shown_in_them() {
    let scenario = Scenario::parse("own.toml", &own_words()).expect("valid");
    let fy = Localizer::new(Locale::Fy);
    let ru = Localizer::new(Locale::Ru);
    assert_eq!(words::title(&fy, &scenario), "Lyts");
    assert_eq!(
        words::briefing(&fy, &scenario),
        "A tiny drill.",
        "falls back"
    );
    assert_eq!(words::title(&ru, &scenario), "Tiny", "falls back");
    // It runs like any other (`simulate` loads it through `Scenario::load`).
    let dir = temp_dir("scenario-own-words");
    let path = dir.join("own.toml");
    std::fs::write(&path, own_words()).unwrap();
    let out = run(&[
        "simulate",
        "--scenario",
        path.to_str().unwrap(),
        "--seed",
        "3",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// The "## Scenarios" section of the README: its example scenario file.
fn readme_example() -> String {
    let readme = std::fs::read_to_string(repo_path("README.md")).unwrap();
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("Scenarios"))
        .expect("a Scenarios section");
    let start = section.find("```toml\n").expect("an example") + "```toml\n".len();
    let end = start + section[start..].find("```").expect("its end");
    section[start..end].to_string()
}

#[test]
fn the_readme_example_passes() {
    let text = readme_example();
    let scenario = Scenario::parse("README.md", &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(scenario.id, "my-drill");
    assert_eq!(scenario.setup.events.len(), 6, "every kind of event");
    assert!(scenario.setup.retry_share > 0.0);
    let ru = Localizer::new(Locale::Ru);
    assert!(words::title(&ru, &scenario).starts_with("Моя"));
    let dir = temp_dir("scenario-readme");
    let path = dir.join("my-drill.toml");
    std::fs::write(&path, &text).unwrap();
    let out = run(&[
        "simulate",
        "--scenario",
        path.to_str().unwrap(),
        "--seed",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
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

#[test]
fn bytes_that_are_not_utf8_are_refused_with_their_line() {
    let mut bytes = TINY_SCENARIO.as_bytes().to_vec();
    let at = TINY_SCENARIO.find("shed_pct").unwrap();
    bytes.insert(at, 0xff);
    assert_rejected(
        "latin",
        bytes,
        &[":17:1: the file is not UTF-8 text: byte 0xFF"],
    );
}

#[test]
fn syntax_errors_name_their_line() {
    assert_rejected("syntax", "id = \"x\"\nstart = \n", &[":2:"]);
}

#[test]
fn every_problem_is_reported_in_one_run() {
    let text = TINY_SCENARIO
        .replace("base_rps = 500.0", "base_rps = -5.0")
        .replace("floor = 4", "floor = 6")
        .replace("ttl_s = 60", "ttl_s = \"sixty\"")
        .replace("[initial]", "colour = \"red\"\n\n[initial]");
    let found = problems(&text);
    assert_eq!(found.len(), 4, "{found:#?}");
    // One per line, in the order of the file.
    let err = Scenario::parse("my.toml", &text).unwrap_err();
    let shown = err.to_string();
    assert_eq!(shown.lines().count(), 4, "{shown}");
    let lines: Vec<usize> = err.problems().iter().map(|p| p.line).collect();
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
    assert!(matches!(err, ScenarioError::Invalid { .. }));
    assert!(shown.lines().all(|l| l.starts_with("my.toml:")), "{shown}");
}

#[test]
fn a_refused_file_is_refused_by_simulate_and_play_too() {
    let dir = temp_dir("scenario-refused");
    let path = dir.join("bad.toml");
    let bad = TINY_SCENARIO
        .replace("floor = 4", "floor = 6")
        .replace("ttl_s = 60", "ttl_s = 4000");
    std::fs::write(&path, bad).unwrap();
    let path = path.to_str().unwrap();
    let out = run(&["simulate", "--scenario", path, "--seed", "1"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("initial.floor") && err.contains("initial.ttl_s"),
        "simulate: {err}"
    );
    let out = bin()
        .current_dir(&*dir)
        .args(["play", path, "--pace", "turns", "--db", "d.sqlite3"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = format!("{}{}", stdout(&out), stderr(&out));
    assert!(said.contains("initial.floor"), "play: {said}");
}

#[test]
fn unreadable_and_unknown_scenarios() {
    let out = run(&["scenarios", "check", "/nonexistent/x.toml"]);
    assert!(!out.status.success());
    assert!(
        stdout(&out).contains("cannot read the file"),
        "{}",
        stdout(&out)
    );
    let out = run(&["simulate", "--scenario", "meteor-strike"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no scenario named `meteor-strike`") && err.contains("viral-surge"),
        "{err}"
    );
}
