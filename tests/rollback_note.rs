//! A rollback with no bad build rolling out or live changes nothing and the player is told
//! so (issue 26.4): in `play`, where the trace stays that of doing nothing, and in the web
//! page's answer. (The engine's own test is in `src/drill/engine/incident/notes.rs`, the
//! bot's in `tests/bot/rollback_note.rs`.)

use reqwest::StatusCode;

use crate::util::{play_in, stderr, stdout, temp_dir};
use crate::web::{post_act, serve};

const NOTHING: &str = "Nothing to roll back: the running build is the good one.";

#[test]
fn play_says_a_rollback_before_the_bad_build_does_nothing_and_its_trace_is_unchanged() {
    // bad-deploy's build rolls out from 09:10: the presses for 09:01 and 09:07 find the
    // good build, the one for 09:10 rolls the new one back.
    let dir = temp_dir("rollback-note");
    let pressed = play_in(
        &dir,
        &[
            "bad-deploy",
            "--seed",
            "3",
            "--db",
            "a.sqlite3",
            "--trace",
            "a.jsonl",
        ],
        "rollback\nadvance 6\nrollback\nadvance 3\nrollback\nadvance 2\nquit\n",
    );
    assert!(pressed.status.success(), "{}", stderr(&pressed));
    let text = stdout(&pressed);
    assert_eq!(text.matches(NOTHING).count(), 2, "{text}");
    assert_eq!(
        text.matches("ana pressed rollback for ").count(),
        2,
        "{text}"
    );
    assert_eq!(text.matches("ana started a rollback").count(), 1, "{text}");

    let idle = play_in(
        &dir,
        &[
            "bad-deploy",
            "--seed",
            "3",
            "--db",
            "b.sqlite3",
            "--trace",
            "b.jsonl",
        ],
        "advance 9\nquit\n",
    );
    assert!(idle.status.success(), "{}", stderr(&idle));
    let trace = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let (pressed, idle) = (trace("a.jsonl"), trace("b.jsonl"));
    let before_the_build: Vec<&str> = pressed.lines().take(10).collect();
    assert_eq!(before_the_build.len(), 10);
    assert_eq!(before_the_build, idle.lines().collect::<Vec<_>>());
    assert!(
        pressed
            .lines()
            .nth(10)
            .unwrap()
            .contains("\"rollback_in_progress\":true"),
        "the press for 09:10 prepares a rollback"
    );
}

#[tokio::test]
async fn the_web_page_answers_a_rollback_with_nothing_to_roll_back() {
    let served = serve(64, false).await;
    let (status, text) = post_act(&served.control, "rollback").await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert!(text.contains(NOTHING), "{text}");
}
