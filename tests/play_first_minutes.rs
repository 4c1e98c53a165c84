//! `play` in its first ten minutes (issue 21): turn-based by default and a real-time drill
//! says how to get one; terminal words (`update TEXT`, nudges, no slash commands, a `play
//! … --seed N` challenge) with updates scored as in Discord; nothing on disk for nothing;
//! regional locale codes and `LANG`; `scenarios` with duration and difficulty; the small
//! answers (export's usage, resume when running, a warm-up that changes nothing).

use crate::util::{bin, flat, play_in, run_with_input, stderr, stdout, temp_dir};

#[test]
fn play_is_turn_based_by_default_and_a_timed_drill_says_how_to_get_turns() {
    let dir = temp_dir("first-turns");
    let out = play_in(&dir, &["bad-deploy", "--seed", "3"], "advance 2\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("pace turn-based"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("09:02 ")), "{text}");

    let dir = temp_dir("first-timed");
    let script = "advance 2\npace turns\nadvance 2\nstop\n";
    let out = play_in(&dir, &["bad-deploy", "--pace", "60s"], script);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        flat(&text).contains("type “pace turns” to play it turn by turn"),
        "{text}"
    );
    assert!(flat(&text).contains("set the pace to turn-based"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("09:02 ")), "{text}");
}

#[test]
fn the_terminal_speaks_terminal_and_scores_updates_as_in_discord() {
    // cache-flush, seed 1: the cache is emptied at 12:00 and the page fires minutes later;
    // an hour without a word to the stakeholders earns nudges.
    let quiet = |dir: &std::path::Path, script: &str| {
        let out = play_in(
            dir,
            &["cache-flush", "--seed", "1", "--db", "d.sqlite3"],
            script,
        );
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let silent = quiet(&temp_dir("first-silent"), "advance 60\nadvance 30\n");
    assert!(
        flat(&silent).contains("minutes without a stakeholder update: type “update”"),
        "{silent}"
    );
    for discord in ["/update", "/role", "Challenge another channel"] {
        assert!(!silent.contains(discord), "`{discord}` in play: {silent}");
    }
    assert!(
        flat(&silent).contains("The same conditions again, for you or a colleague: “")
            && silent.contains(" play cache-flush --seed 1”"),
        "{silent}"
    );
    let part = |text: &str| {
        text.lines()
            .find(|l| l.starts_with("Stakeholder updates: −"))
            .unwrap_or_else(|| panic!("the update part: {text}"))
            .to_string()
    };
    assert!(
        !part(&silent).starts_with("Stakeholder updates: −0.0"),
        "{silent}"
    );

    // An update every ten minutes from the flush on: the nudges stop and the part is 0.
    let mut script = String::from("advance 30\n");
    for _ in 0..6 {
        script.push_str("update cache emptied; warming it, shedding batch traffic\nadvance 10\n");
    }
    let told = quiet(&temp_dir("first-told"), &script);
    assert!(told.contains("📣 Update 12:00 from "), "{told}");
    assert!(
        !flat(&told).contains("without a stakeholder update"),
        "{told}"
    );
    assert!(
        part(&told).starts_with("Stakeholder updates: −0.0"),
        "{told}"
    );
}

#[test]
fn nothing_is_written_for_nothing_to_resume_or_an_unknown_scenario() {
    let dir = temp_dir("first-nothing");
    let resume = run_with_input(
        bin()
            .current_dir(&*dir)
            .args(["play", "--resume", "--db", "p.sqlite3"]),
        "",
    );
    assert!(!resume.status.success());
    assert!(
        crate::util::flat(&stderr(&resume)).contains("there is no drill to resume"),
        "{}",
        stderr(&resume)
    );
    let unknown = run_with_input(
        bin()
            .current_dir(&*dir)
            .args(["play", "nosuch", "--db", "p.sqlite3"]),
        "",
    );
    assert!(!unknown.status.success());
    assert!(stderr(&unknown).contains("nosuch"), "{}", stderr(&unknown));
    let left: Vec<_> = std::fs::read_dir(&*dir).unwrap().collect();
    assert!(left.is_empty(), "nothing on disk: {left:?}");
}

#[test]
fn regional_locale_codes_and_lang_choose_the_language_silently() {
    let dir = temp_dir("first-locale");
    let out = play_in(
        &dir,
        &["free-play", "--locale", "ru-RU", "--db", "a.sqlite3"],
        "stop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("not available"), "{}", stderr(&out));
    assert!(stdout(&out).contains("Запросы"), "{}", stdout(&out));
    for (code, word) in [("fy-NL", "Fersiken"), ("so-SO", "Codsiyo")] {
        let db = format!("{code}.sqlite3");
        let out = play_in(
            &dir,
            &["free-play", "--locale", code, "--db", &db],
            "stop\n",
        );
        assert!(stderr(&out).is_empty(), "{code}: {}", stderr(&out));
        assert!(stdout(&out).contains(word), "{code}: {}", stdout(&out));
    }
    let mut command = bin();
    command.current_dir(&*dir).env("LANG", "ru_RU.UTF-8").args([
        "play",
        "free-play",
        "--db",
        "b.sqlite3",
    ]);
    let out = run_with_input(&mut command, "stop\n");
    assert!(stdout(&out).contains("Запросы"), "LANG: {}", stdout(&out));
}

#[test]
fn scenarios_show_duration_and_difficulty_within_80_columns() {
    let out = bin()
        .arg("scenarios")
        .env_remove("LC_ALL")
        .env("LANG", "C")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9, "{text}");
    for line in &lines {
        assert!(line.chars().count() <= 80, "{line}");
    }
    let line = |id: &str| *lines.iter().find(|l| l.starts_with(id)).unwrap();
    // From the scenario files and the README's difficulty table: free-play is 120 minutes
    // and nothing burns; doing nothing in bad-ttl-push burns 2½ times the budget left.
    assert!(line("free-play ").contains("120 min  calm"), "{text}");
    assert!(line("bad-deploy ").contains("90 min"), "{text}");
    assert!(line("bad-ttl-push ").contains("severe"), "{text}");
    assert!(line("viral-surge ").contains("180 min"), "{text}");
}

#[test]
fn small_answers_for_export_resume_and_a_warm_up_that_changes_nothing() {
    let dir = temp_dir("first-small");
    let out = play_in(
        &dir,
        &["bad-deploy", "--db", "d.sqlite3"],
        "export\nresume\nwarmup\nttl 60\npause\npause\nresume\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Usage: export NAME"), "{text}");
    assert!(!text.contains("Unknown command"), "{text}");
    assert!(
        text.contains("The drill is not paused: there is nothing to resume."),
        "{text}"
    );
    assert_eq!(text.matches("resumed the drill").count(), 1, "{text}");
    assert!(text.contains("The cache is already full"), "{text}");
    assert!(
        text.contains("That is the setting already: nothing changes."),
        "{text}"
    );
}

#[test]
fn an_actions_file_reports_every_mistake_once_as_file_line_reason() {
    let dir = temp_dir("first-actions");
    let file = dir.join("bad.actions");
    std::fs::write(&file, "5 ttl 9999\n6 ttl 60\nsoon shed 5\n7 reboot\n").unwrap();
    let out = crate::util::run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "1",
        "--actions",
        file.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let text = stderr(&out);
    let name = file.display().to_string();
    for line in [1, 3, 4] {
        assert!(
            text.contains(&format!("{name}:{line}: ")),
            "line {line}: {text}"
        );
    }
    assert!(!text.contains(&format!("{name}:2:")), "{text}");
    assert_eq!(text.matches("9999").count(), 1, "each mistake once: {text}");
}
