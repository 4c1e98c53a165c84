//! `simulate --json`'s `action_log`: every action of the run in order with its minute,
//! clock, author and reason; its `minute action` lines, fed back as an actions file,
//! reproduce the run and its score.

use serde_json::Value;

use crate::util::{run, stdout, temp_dir};

fn json_of(args: &[&str]) -> Value {
    let output = run(args);
    assert!(output.status.success(), "{output:?}");
    serde_json::from_str(&stdout(&output)).expect("one JSON object")
}

fn log_of(report: &Value) -> &Vec<Value> {
    report["action_log"]
        .as_array()
        .expect("an action_log array")
}

/// `simulate` of `scenario` and `seed` with `how` (a policy or an actions file), as JSON.
fn simulate(scenario: &str, seed: &str, how: &[&str]) -> Value {
    let mut args = vec!["simulate", "--scenario", scenario, "--seed", seed, "--json"];
    args.extend(how);
    json_of(&args)
}

/// Writes the log's `minute action` lines as an actions file and plays it.
fn replay(scenario: &str, seed: &str, log: &[Value]) -> Value {
    let dir = temp_dir("action-log");
    let path = dir.join("actions.txt");
    let lines: String = log
        .iter()
        .map(|a| format!("{} {}\n", a["minute"], a["action"].as_str().expect("text")))
        .collect();
    std::fs::write(&path, lines).expect("written");
    simulate(
        scenario,
        seed,
        &["--actions", path.to_str().expect("utf-8")],
    )
}

#[test]
fn the_experts_action_log_replays_to_the_same_score() {
    for (scenario, seed) in [
        ("cache-flush", "3"),
        ("viral-surge", "11"),
        ("bad-deploy", "2"),
    ] {
        let played = simulate(scenario, seed, &["--policy", "expert"]);
        let log = log_of(&played);
        assert!(!log.is_empty(), "{scenario}: the expert acts");
        assert_eq!(
            log.len() as u64,
            played["actions"].as_u64().expect("a count")
        );
        let mut last = 0;
        for entry in log {
            let minute = entry["minute"].as_u64().expect("a minute");
            assert!(minute >= last, "in order: {log:?}");
            last = minute;
            assert_eq!(entry["by"], "expert");
            let reason = entry["reason"].as_str().expect("text");
            assert!(!reason.is_empty(), "{entry}");
            let clock = entry["clock"].as_str().expect("text");
            assert_eq!(clock.len(), 5, "HH:MM: {clock}");
        }
        let replayed = replay(scenario, seed, log);
        assert_eq!(replayed["score"], played["score"], "{scenario} seed {seed}");
        assert_eq!(
            replayed["summary"], played["summary"],
            "{scenario} seed {seed}"
        );
        let script_log = log_of(&replayed);
        assert_eq!(script_log.len(), log.len());
        for (scripted, original) in script_log.iter().zip(log) {
            assert_eq!(scripted["by"], "script");
            assert_eq!(scripted["reason"], "");
            assert_eq!(scripted["action"], original["action"]);
            assert_eq!(scripted["clock"], original["clock"]);
        }
    }
}

#[test]
fn the_clock_and_the_reason_read_as_a_person_would() {
    // cache-flush starts at 11:30: minute 10 is 11:40. The expert right-sizes the calm
    // fleet after ten calm dashboards; the reason names the fleet and what the load needs.
    let played = simulate("cache-flush", "3", &["--policy", "expert"]);
    let log = log_of(&played);
    for entry in log {
        let minute = entry["minute"].as_u64().expect("a minute") as u32;
        let at = 11 * 60 + 30 + minute;
        let clock = format!("{:02}:{:02}", at / 60 % 24, at % 60);
        assert_eq!(entry["clock"], clock.as_str());
    }
    let flush = log
        .iter()
        .find(|e| e["action"] == "feature off")
        .expect("the flush turns the recommendations off");
    let reason = flush["reason"].as_str().expect("text");
    assert!(reason.starts_with("database at "), "{reason}");
    assert!(reason.ends_with(" %"), "{reason}");
    // The same run in Russian: the same actions, the reasons in Russian.
    let ru = simulate(
        "cache-flush",
        "3",
        &["--policy", "expert", "--locale", "ru"],
    );
    let ru_log = log_of(&ru);
    assert_eq!(ru_log.len(), log.len());
    let ru_flush = ru_log
        .iter()
        .find(|e| e["action"] == "feature off")
        .expect("the same action");
    let ru_reason = ru_flush["reason"].as_str().expect("text");
    assert!(
        ru_reason.starts_with("база данных загружена на "),
        "{ru_reason}"
    );
}

#[test]
fn a_script_and_no_action_log_what_they_did() {
    let idle = simulate("bad-deploy", "1", &["--policy", "none"]);
    assert!(log_of(&idle).is_empty());
    let scripted = replay(
        "bad-deploy",
        "1",
        &[serde_json::json!({"minute": 12, "action": "rollback"})],
    );
    let log = log_of(&scripted);
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["clock"], "09:12");
    assert_eq!(log[0]["action"], "rollback");
    assert_eq!(log[0]["by"], "script");
    assert_eq!(log[0]["reason"], "");
}
