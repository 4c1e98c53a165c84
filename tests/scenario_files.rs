//! Scenario files: the built-ins pass (with their words in every language), a custom file
//! and one that carries its own words pass and run, the README's example passes; a bad
//! file is refused with every problem in it, in one run, by `scenarios check`, by
//! `simulate` and by `play` alike (they all load through `Scenario::load`). Each bad field
//! in turn is in `scenario_refusals.rs`.

use oncall_drill::i18n::{scenario as words, Localizer};
use oncall_drill::model::Locale;
use oncall_drill::scenario::{Scenario, ScenarioError};

use crate::scenario_refusals::{assert_rejected, problems};
use crate::util::{bin, check_scenario, repo_path, run, stderr, stdout, temp_dir, TINY_SCENARIO};

/// TINY_SCENARIO in its own words instead of Fluent messages.
pub(crate) fn own_words() -> String {
    TINY_SCENARIO.replace(
        "title = \"scenario-free-play-title\"\nbriefing = \"scenario-free-play-briefing\"\n",
        "",
    )
    .replace(
        "[initial]",
        "[text.en-US]\ntitle = \"Tiny\"\nbriefing = \"A tiny drill.\"\n\n[text.fy]\ntitle = \"Lyts\"\n\n[initial]",
    )
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
