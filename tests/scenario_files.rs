//! Scenario files through `oncall-drill scenarios check`: the built-ins pass, and each kind
//! of bad file is rejected with the file, the field and the reason.

use crate::util::{repo_path, run, stdout, temp_dir, TestDir};

const GOOD: &str = r#"
id = "tiny"
title = "scenario-free-play-title"
briefing = "scenario-free-play-briefing"
start = "08:00"
duration_min = 30
base_rps = 500.0
boot_delay_min = 2
budget_left_pct = 100.0

[initial]
instances = 4
floor = 4
autoscaler = true
target_pct = 60
ttl_s = 60
shed_pct = 0
feature = true
cache_warm_pct = 100.0
"#;

/// Writes `text` as a scenario file and returns the check's exit success and report, the
/// file's path and its folder (the file lives as long as the folder is kept).
fn check(name: &str, text: &str) -> (bool, String, String, TestDir) {
    let dir = temp_dir(&format!("scenario-{name}"));
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).unwrap();
    let out = run(&["scenarios", "check", path.to_str().unwrap()]);
    (
        out.status.success(),
        stdout(&out),
        path.display().to_string(),
        dir,
    )
}

fn assert_rejected(name: &str, text: &str, expected: &[&str]) {
    let (ok, report, path, _dir) = check(name, text);
    assert!(!ok, "{name}: accepted: {report}");
    assert!(
        report.contains(&path),
        "{name}: the report names the file: {report}"
    );
    for needle in expected {
        assert!(
            report.contains(needle),
            "{name}: `{needle}` not in: {report}"
        );
    }
}

#[test]
fn built_in_scenarios_pass_the_check_and_are_listed() {
    for id in ["free-play", "bad-deploy", "viral-surge", "cache-flush"] {
        let path = repo_path(&format!("scenarios/{id}.toml"));
        let out = run(&["scenarios", "check", path.to_str().unwrap()]);
        assert!(out.status.success(), "{id}: {}", stdout(&out));
        assert!(stdout(&out).contains("ok"));
    }
    let listing = stdout(&run(&["scenarios"]));
    assert!(
        listing.contains("bad-deploy   Bad deploy: protect the budget"),
        "{listing}"
    );
    assert_eq!(listing.lines().count(), 4, "{listing}");
}

#[test]
fn a_good_custom_file_passes_and_runs() {
    let (ok, report, path, _dir) = check("good", GOOD);
    assert!(ok, "{report}");
    let out = run(&["simulate", "--scenario", &path, "--seed", "3"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("scenario tiny"), "{}", stdout(&out));
}

#[test]
fn missing_field() {
    assert_rejected(
        "missing",
        &GOOD.replace("base_rps = 500.0\n", ""),
        &["missing field `base_rps`"],
    );
}

#[test]
fn wrong_type() {
    assert_rejected(
        "wrong-type",
        &GOOD.replace("ttl_s = 60", "ttl_s = \"sixty\""),
        &[
            "ttl_s",
            "invalid type: string \"sixty\", expected a whole number",
            ":16:9:",
        ],
    );
}

#[test]
fn negative_rate() {
    assert_rejected(
        "negative",
        &GOOD.replace("base_rps = 500.0", "base_rps = -5.0"),
        &["field `base_rps`", "-5 must be greater than 0"],
    );
}

#[test]
fn unknown_key() {
    assert_rejected(
        "unknown",
        &GOOD.replace("[initial]", "colour = \"red\"\n\n[initial]"),
        &["unknown field `colour`"],
    );
    assert_rejected(
        "unknown-nested",
        &GOOD.replace("feature = true", "feature = true\nfeatures = false"),
        &["unknown field `features`"],
    );
}

#[test]
fn impossible_values() {
    assert_rejected(
        "floor",
        &GOOD.replace("floor = 4", "floor = 6"),
        &["field `initial.floor`", "above initial.instances"],
    );
    assert_rejected(
        "ttl-range",
        &GOOD.replace("ttl_s = 60", "ttl_s = 4000"),
        &["field `initial.ttl_s`", "allowed 0–3600"],
    );
    assert_rejected(
        "clock",
        &GOOD.replace("start = \"08:00\"", "start = \"8 am\""),
        &["field `start`", "HH:MM"],
    );
    let late_event = format!("{GOOD}\n[[events]]\nkind = \"cache-flush\"\nat = \"09:00\"\n");
    assert_rejected(
        "late-event",
        &late_event,
        &["field `events[0].at`", "outside the run"],
    );
    let unknown_kind = format!("{GOOD}\n[[events]]\nkind = \"meteor\"\nat = \"08:10\"\n");
    assert_rejected("unknown-kind", &unknown_kind, &["unknown variant `meteor`"]);
    let long_surge = format!(
        "{GOOD}\n[[events]]\nkind = \"surge\"\nstart_between = [\"08:05\", \"08:20\"]\npeak_between = [2.0, 3.0]\nrise_min = 5\nhold_min = 10\nfall_min = 5\n"
    );
    assert_rejected(
        "long-surge",
        &long_surge,
        &["field `events[0]`", "past the run's 30 minutes"],
    );
    assert_rejected(
        "message-id",
        &GOOD.replace("scenario-free-play-title", "scenario-nowhere-title"),
        &["field `title`", "no message `scenario-nowhere-title`"],
    );
    assert_rejected("syntax", "id = \"x\"\nstart = \n", &[":2:"]);
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
