//! The debrief that teaches, through the binary: `play`'s `export NAME` writes the report
//! and a replay file that `simulate --replay` turns into the very same trace (also for a
//! drill killed and resumed), a changed scenario is refused, and `simulate` scores runs,
//! lets the built-in policies play and speaks JSON.

use crate::util::{play_in, replay_in, run, stderr, stdout, temp_dir};

#[test]
fn an_exported_drill_replays_to_the_same_trace_also_after_a_resume() {
    let dir = temp_dir("debrief-replay");
    let first = play_in(
        &dir,
        &[
            "bad-deploy",
            "--pace",
            "turns",
            "--seed",
            "21",
            "--db",
            "d.sqlite3",
            "--trace",
            "part.jsonl",
        ],
        "advance 12\nrollback\nshed 20\nadvance 3\nquit\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let resumed = play_in(
        &dir,
        &["--resume", "--db", "d.sqlite3", "--trace", "whole.jsonl"],
        "ttl 120\nadvance 10\nexport drill-21\nstop\n",
    );
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    let text = stdout(&resumed);
    assert!(text.contains("drill-21.md, drill-21.replay.toml"), "{text}");
    let report = std::fs::read_to_string(dir.join("drill-21.md")).unwrap();
    for part in [
        "# Post-incident report: Bad deploy",
        "Score: ",
        "(partial: over the first 26 of its 90 minutes",
        "Error budget: −",
        "With no action",
        "built-in expert",
        "ana: rollback →",
        "simulate --replay drill-21.replay.toml",
    ] {
        assert!(report.contains(part), "{part} in the report:\n{report}");
    }
    // The export was taken at 09:26 (minute 26 computed); the trace up to then is the
    // replay's, byte for byte.
    let replay = replay_in(&dir, "drill-21.replay.toml");
    assert!(replay.status.success(), "{}", stderr(&replay));
    let whole = std::fs::read_to_string(dir.join("whole.jsonl")).unwrap();
    let exported_minutes = stdout(&replay).lines().count();
    assert_eq!(exported_minutes, 26);
    let prefix: String = whole
        .lines()
        .take(exported_minutes)
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(
        stdout(&replay) == prefix,
        "the replay's trace is the drill's"
    );
    // The debrief at the end: the score, the what-if runs, the timeline, the challenge
    // (in a terminal, the command that plays the same conditions again).
    for part in [
        "Score: ",
        "(partial: over the first 26 of its 90 minutes",
        "With no action",
        "ana: ttl 120 →",
        " play bad-deploy --seed 21”",
    ] {
        assert!(text.contains(part), "{part} in:\n{text}");
    }
}

#[test]
fn a_replay_of_a_changed_scenario_is_refused() {
    let dir = temp_dir("debrief-changed");
    let scenario = dir.join("mine.toml");
    let text =
        std::fs::read_to_string(crate::util::repo_path("scenarios/bad-deploy.toml")).unwrap();
    std::fs::write(&scenario, &text).unwrap();
    let path = scenario.to_str().unwrap();
    let out = play_in(
        &dir,
        &[path, "--pace", "turns", "--seed", "4", "--db", "d.sqlite3"],
        "advance 3\nexport mine\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let good = replay_in(&dir, "mine.replay.toml");
    assert!(good.status.success(), "{}", stderr(&good));
    std::fs::write(
        &scenario,
        text.replace("budget_left_pct = 20.0", "budget_left_pct = 30.0"),
    )
    .unwrap();
    let refused = replay_in(&dir, "mine.replay.toml");
    assert!(!refused.status.success());
    assert!(stdout(&refused).is_empty(), "no trace at all");
    assert!(
        stderr(&refused).contains("has changed since this drill was played"),
        "{}",
        stderr(&refused)
    );
    // A bad export name is refused in words and writes nothing.
    let out = play_in(
        &dir,
        &["bad-deploy", "--pace", "turns", "--db", "e.sqlite3"],
        "export ../escape\nstop\n",
    );
    assert!(
        stdout(&out).contains("is not a file name"),
        "{}",
        stdout(&out)
    );
    assert!(!dir.join("../escape.md").exists());
}

#[test]
fn simulate_scores_runs_lets_policies_play_and_speaks_json() {
    let expert = run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "8",
        "--policy",
        "expert",
        "--json",
    ]);
    assert!(expert.status.success(), "{}", stderr(&expert));
    let expert: serde_json::Value =
        serde_json::from_slice(&expert.stdout).expect("one JSON object");
    let idle = run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "8",
        "--policy",
        "none",
        "--json",
    ]);
    let idle: serde_json::Value = serde_json::from_slice(&idle.stdout).expect("one JSON object");
    assert!(expert["actions"].as_u64().unwrap() > 0 && idle["actions"] == 0);
    assert!(expert["score"].as_f64().unwrap() > idle["score"].as_f64().unwrap() + 10.0);
    let parts = idle["score_parts"].as_object().unwrap();
    // bad-deploy states no freshness limit: budget, slo-broken, turned-away,
    // without-feature, slow-minutes, cost, and the updates every run owes.
    assert_eq!(parts.len(), 7, "{parts:?}");
    assert!(parts.contains_key("slo-broken") && !parts.contains_key("stale-answers"));
    assert!(parts.contains_key("updates"));
    // The parts as shown (to a tenth) add up to the score.
    for part in parts.values() {
        let points = part["points"].as_f64().unwrap();
        assert_eq!(points, (points * 10.0).round() / 10.0, "{part}");
    }
    let lost: f64 = parts.values().map(|p| p["points"].as_f64().unwrap()).sum();
    assert!((100.0 - lost - idle["score"].as_f64().unwrap()).abs() < 1e-9);
    assert_eq!(idle["score_partial"], false);
    // Cut short, a run is scored over its minutes and says so; db-degradation's
    // freshness limit brings the stale-answers part.
    let cut = run(&[
        "simulate",
        "--scenario",
        "db-degradation",
        "--seed",
        "8",
        "--minutes",
        "30",
        "--json",
    ]);
    let cut: serde_json::Value = serde_json::from_slice(&cut.stdout).expect("one JSON object");
    assert_eq!(cut["score_partial"], true);
    assert_eq!(
        cut["score_parts"]["stale-answers"]["figure"], 0.0,
        "TTL 15 s kept"
    );
    let cut_text = stdout(&run(&[
        "simulate",
        "--scenario",
        "db-degradation",
        "--seed",
        "8",
        "--minutes",
        "30",
    ]));
    assert!(
        cut_text.contains("score_coverage") && cut_text.contains("partial: 30 of 120 minutes"),
        "{cut_text}"
    );
    assert!(
        idle["summary"]["budget_used"].as_f64().unwrap()
            > expert["summary"]["budget_used"].as_f64().unwrap(),
        "the expert rolls back: less budget burned"
    );
    let sweep = run(&[
        "simulate",
        "--scenario",
        "cache-flush",
        "--seeds",
        "1..20",
        "--policy",
        "expert",
        "--json",
    ]);
    let sweep: serde_json::Value = serde_json::from_slice(&sweep.stdout).expect("one JSON object");
    assert_eq!(sweep["runs"], 20);
    let score = &sweep["figures"]["score"];
    assert!(
        score["p10"].as_f64() <= score["median"].as_f64()
            && score["median"].as_f64() <= score["p90"].as_f64()
    );
    // Text too: the score and its parts beside the summary.
    let text = stdout(&run(&[
        "simulate",
        "--scenario",
        "free-play",
        "--seed",
        "1",
    ]));
    assert!(text.lines().any(|l| l.starts_with("score ")), "{text}");
    assert!(text.contains("score_budget"), "{text}");
}
