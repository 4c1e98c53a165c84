//! One score everywhere (issue 27.5): the same run — nobody acting, and actions with
//! stakeholder updates — scores the same in `play` (a scripted stdin), the drill engine
//! (what Discord and the web page drive), `report` (and the replay file it writes, run again
//! by `simulate --replay`), `simulate` with an actions file, and `simulate` fed its own
//! `action_log`. An action typed after minute m's status applies at minute m + 1; an update
//! typed then counts at minute m: the actions file says so by the minute it writes.

use std::path::Path;

use oncall_drill::drill::{DrillError, Failure, Intent, StartRequest, MAX_ADVANCE};
use oncall_drill::model::{Action, Author, Pace};
use serde_json::Value;

use crate::drill::{at, request};
use crate::util::{
    bin, driver_in_memory, first_alert_minute, play_in, run, stderr, stdout, temp_dir, turn_based,
};

const SCENARIO: &str = "cache-flush";
const SEED: u32 = 2;

/// A line typed after the status of a minute: an action, or `update TEXT`.
type Step = (u32, String);

/// A response to the flush around its first alert: load off the database (no shedding, so
/// the page lasts long enough for updates to count), updates while the alert lasts, the
/// feature back on later.
fn responding() -> Vec<Step> {
    let alert = first_alert_minute(SCENARIO, SEED);
    [
        (alert, "feature off"),
        (alert, "warmup"),
        (alert + 2, "update Flushed: feature off, warming"),
        (alert + 16, "update Recovering; errors falling"),
        (alert + 30, "feature on"),
        (alert + 31, "update All clear"),
    ]
    .into_iter()
    .map(|(minute, line)| (minute, line.to_string()))
    .collect()
}

fn is_update(line: &str) -> bool {
    line.starts_with("update ")
}

/// What `play` reads: advance to each step's minute, type its line; then the end of input
/// runs the drill to its end.
fn play_input(steps: &[Step]) -> String {
    let mut shown = 0;
    let mut input = String::new();
    for (minute, line) in steps {
        while *minute > shown {
            let by = (minute - shown).min(MAX_ADVANCE);
            input.push_str(&format!("advance {by}\n"));
            shown += by;
        }
        input.push_str(&format!("{line}\n"));
    }
    input
}

/// The same steps as an actions file: an action at the minute it applies, an update at the
/// minute it counts.
fn actions_file(steps: &[Step]) -> String {
    steps
        .iter()
        .map(|(minute, line)| {
            let at = if is_update(line) { *minute } else { minute + 1 };
            format!("{at} {line}\n")
        })
        .collect()
}

/// "Score: 25.6/100" (or "## Score: …") in a text: the number.
fn score_in(text: &str) -> f64 {
    let at = text
        .find("Score: ")
        .unwrap_or_else(|| panic!("a score in {text}"));
    let rest = &text[at + "Score: ".len()..];
    rest[..rest.find("/100").expect("out of 100")]
        .parse()
        .expect("a number")
}

fn simulate_json(dir: &Path, args: &[&str]) -> Value {
    let out = bin()
        .current_dir(dir)
        .args(["simulate", "--json"])
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_str(&stdout(&out)).expect("one JSON object")
}

/// The run in the drill engine, as a channel's team would play it.
async fn engine_score(steps: &[Step]) -> f64 {
    let (handles, _events, _task) = driver_in_memory().await;
    let handle = handles.drills;
    let place = at("c");
    handle
        .start(StartRequest {
            seed: SEED,
            ..request("c", SCENARIO, Pace::Turns)
        })
        .await
        .unwrap();
    let who = Author {
        id: "id-bo".into(),
        name: "bo".into(),
    };
    let mut shown = 0;
    for (minute, line) in steps {
        while *minute > shown {
            let by = (minute - shown).min(MAX_ADVANCE);
            handle.advance(&place, by).await.unwrap();
            shown += by;
        }
        match line.strip_prefix("update ") {
            Some(text) => {
                handle
                    .update(&place, who.clone(), text.into())
                    .await
                    .unwrap();
            }
            None => {
                let action = Action::parse(line).unwrap();
                handle
                    .act(&place, who.clone(), Intent::Exactly(action))
                    .await
                    .unwrap();
            }
        }
    }
    loop {
        match handle.advance(&place, 1).await {
            Ok(_) => {}
            Err(Failure::Refused(DrillError::Finished)) => break,
            Err(other) => panic!("{other:?}"),
        }
    }
    let snapshot = handle.snapshot(&place).await.unwrap();
    snapshot.debrief().score.total
}

/// Every front-end's score of the run of `steps`, named.
async fn scores(steps: &[Step]) -> Vec<(&'static str, f64)> {
    let dir = temp_dir("one-score");
    let seed = SEED.to_string();
    let played = play_in(
        &dir,
        &turn_based(SCENARIO, &seed, "d.sqlite3"),
        &play_input(steps),
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let play = score_in(&stdout(&played));

    let report = bin()
        .current_dir(&dir)
        .args(["report", "--db", "d.sqlite3", "--last", "--out", "drill"])
        .output()
        .unwrap();
    assert!(report.status.success(), "{}", stderr(&report));
    let report_md = std::fs::read_to_string(dir.join("drill.md")).unwrap();
    let replayed = simulate_json(&dir, &["--replay", "drill.replay.toml"]);

    std::fs::write(dir.join("actions.txt"), actions_file(steps)).unwrap();
    let scripted = simulate_json(
        &dir,
        &[
            "--scenario",
            SCENARIO,
            "--seed",
            &seed,
            "--actions",
            "actions.txt",
        ],
    );
    // The action_log's `minute action` lines, fed back as an actions file.
    let log: String = scripted["action_log"]
        .as_array()
        .expect("an action_log")
        .iter()
        .map(|a| format!("{} {}\n", a["minute"], a["action"].as_str().unwrap()))
        .collect();
    let updates = steps.iter().filter(|(_, line)| is_update(line)).count();
    assert_eq!(log.matches(" update ").count(), updates, "{log}");
    std::fs::write(dir.join("log.txt"), log).unwrap();
    let fed_back = simulate_json(
        &dir,
        &[
            "--scenario",
            SCENARIO,
            "--seed",
            &seed,
            "--actions",
            "log.txt",
        ],
    );
    vec![
        ("play", play),
        ("engine (Discord, web page)", engine_score(steps).await),
        ("report", score_in(&report_md)),
        ("simulate --replay", replayed["score"].as_f64().unwrap()),
        ("simulate --actions", scripted["score"].as_f64().unwrap()),
        (
            "simulate action_log fed back",
            fed_back["score"].as_f64().unwrap(),
        ),
    ]
}

fn assert_one_score(scores: &[(&str, f64)]) -> f64 {
    println!("{SCENARIO} seed {SEED}: {scores:?}");
    let (_, first) = scores[0];
    for (name, score) in scores {
        assert_eq!(*score, first, "{name} against play: {scores:?}");
    }
    first
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_without_action_scores_the_same_everywhere() {
    let idle = scores(&[]).await;
    let score = assert_one_score(&idle);
    // `--policy none` is the same run as an empty actions file.
    let out = run(&[
        "simulate",
        "--scenario",
        SCENARIO,
        "--seed",
        &SEED.to_string(),
        "--policy",
        "none",
        "--json",
    ]);
    let policy: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(policy["score"].as_f64(), Some(score));
    // Nobody told the stakeholders anything: the update part is part of that score.
    let updates = &policy["score_parts"]["updates"];
    assert!(updates["points"].as_f64().unwrap() > 0.0, "{policy}");
}

#[tokio::test(flavor = "multi_thread")]
async fn actions_and_updates_score_the_same_everywhere() {
    let steps = responding();
    let responded = scores(&steps).await;
    let score = assert_one_score(&responded);
    // The updates count: without them the same actions score lower.
    let silent: Vec<Step> = steps
        .into_iter()
        .filter(|(_, line)| !is_update(line))
        .collect();
    let dir = temp_dir("one-score-silent");
    std::fs::write(dir.join("a.txt"), actions_file(&silent)).unwrap();
    let seed = SEED.to_string();
    let args = [
        "--scenario",
        SCENARIO,
        "--seed",
        &seed,
        "--actions",
        "a.txt",
    ];
    let without = simulate_json(&dir, &args)["score"].as_f64().unwrap();
    println!("the same actions without their updates: {without}");
    assert!(
        without < score,
        "{without} with no update, {score} with them"
    );
}
