//! The game master in a drill (issue 30): only the member who started a drill with a game
//! master injects (anyone else is refused, the refusal naming them; a drill without one
//! refuses every inject), the inject is told to nobody else and lands at the next minute;
//! at the terminal `play --gm` injects and shows the hidden view, `play` without it says
//! how; an exported drill with injects replays to the same trace, and its report lists
//! them as the game master's.

use oncall_drill::drill::{DrillError, DrillEvent, Intent, StartRequest};
use oncall_drill::model::{Action, Author, Pace, TeamRules};

use crate::drill::{at, request};
use crate::util::{driver_on, play_in, replay_in, stderr, stdout, temp_dir};

fn inject() -> Intent {
    Intent::Exactly(Action::parse("inject surge 4").unwrap())
}

#[tokio::test]
async fn only_the_game_master_injects_and_nobody_else_is_told() {
    let dir = temp_dir("gm-engine");
    let (handles, mut events, _task) = driver_on(&dir.join("d.sqlite3")).await;
    let handle = handles.drills;
    let place = at("c");
    let plain = request("c", "free-play", Pace::Turns);
    let starter = plain.who.clone();
    handle.start(plain).await.unwrap();
    assert_eq!(
        handle
            .act(&place, starter.clone(), inject())
            .await
            .unwrap_err(),
        DrillError::NoGameMaster
    );
    handle.stop(&place, starter.clone()).await.unwrap();

    let with_gm = StartRequest {
        rules: TeamRules {
            game_master: true,
            ..TeamRules::default()
        },
        ..request("c", "free-play", Pace::Turns)
    };
    handle.start(with_gm).await.unwrap();
    let bo = Author {
        id: "id-bo".into(),
        name: "bo".into(),
    };
    assert_eq!(
        handle.act(&place, bo, inject()).await.unwrap_err(),
        DrillError::NotGameMaster {
            game_master: starter.id.clone()
        }
    );
    while events.try_recv().is_ok() {}
    let ack = handle.act(&place, starter.clone(), inject()).await.unwrap();
    assert!(ack.action.is_inject());
    let told: Vec<DrillEvent> = std::iter::from_fn(|| events.try_recv().ok())
        .map(|e| e.event)
        .collect();
    assert!(
        !told
            .iter()
            .any(|e| matches!(e, DrillEvent::ActionAccepted { .. })),
        "{told:?}"
    );
    handle.advance(&place, 3).await.unwrap();
    let snapshot = handle.snapshot(&place).await.unwrap();
    let history = snapshot.records();
    let landed = ack.minute as usize;
    assert_eq!(history[landed - 1].surge, 1.0);
    assert!(history[landed].surge > 1.0, "{:?}", history[landed]);
}

#[test]
fn play_without_gm_refuses_an_inject_and_says_how() {
    let dir = temp_dir("gm-play-refused");
    let out = play_in(
        &dir,
        &[
            "free-play",
            "--pace",
            "turns",
            "--seed",
            "3",
            "--db",
            "d.sqlite3",
        ],
        "inject surge 3\ngm\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // The command whole, as the player pastes it, however deep the program's path.
    let program = env!("CARGO_BIN_EXE_oncall-drill");
    assert!(
        text.contains(&format!("“{program} play free-play --gm”")),
        "{text}"
    );
    assert!(!text.contains("Game master's view"), "{text}");
}

#[test]
fn play_gm_injects_shows_the_hidden_view_and_the_export_replays() {
    let dir = temp_dir("gm-play");
    let args = [
        "cache-flush",
        "--pace",
        "turns",
        "--seed",
        "9",
        "--db",
        "d.sqlite3",
        "--trace",
        "t.jsonl",
        "--gm",
    ];
    let out = play_in(
        &dir,
        &args,
        "advance 3\ninject db-slow 60\ngm\nadvance 10\nexport drill-9\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for part in [
        "You are the game master",
        "✔",
        "Game master's view",
        "The scenario's scheduled events:",
        "(to come)",
        "The true cause now:",
        "inject db-slow 60",
        "What would teach the most now",
    ] {
        assert!(text.contains(part), "{part} in:\n{text}");
    }
    // The debrief counts the team's actions: the game master's inject is not one.
    assert!(text.contains("No actions taken."), "{text}");
    let report = std::fs::read_to_string(dir.join("drill-9.md")).unwrap();
    assert!(
        report.contains("the game master (ana) injected: db-slow 60"),
        "{report}"
    );
    let replay = replay_in(&dir, "drill-9.replay.toml");
    assert!(replay.status.success(), "{}", stderr(&replay));
    let whole = std::fs::read_to_string(dir.join("t.jsonl")).unwrap();
    let replayed = stdout(&replay);
    assert!(
        whole.starts_with(&replayed),
        "the replay is the drill's trace"
    );
    assert!(
        replayed.contains("\"db_capacity_qps\":1600.0"),
        "the inject landed"
    );
}
