//! `oncall-drill play` refusing what it cannot use (a file that is not its database, a
//! database with no drill to resume, an unknown pace), and `--resume` keeping the drill's
//! language while refusing a history the model no longer reproduces.

use rusqlite::Connection;

use crate::util::{bin, run, stderr, stdout, temp_dir};

#[test]
fn play_refuses_bad_databases_and_missing_drills() {
    let dir = temp_dir("play-bad-db");
    let garbage = dir.join("garbage.sqlite3");
    std::fs::write(
        &garbage,
        b"definitely not sqlite, definitely not sqlite, definitely not",
    )
    .unwrap();
    let out = run(&["play", "free-play", "--db", garbage.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        crate::util::flat(&stderr(&out)).contains("not an oncall-drill database"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read(&garbage).unwrap(),
        b"definitely not sqlite, definitely not sqlite, definitely not"
    );

    let empty = dir.join("empty.sqlite3");
    let out = run(&["play", "--resume", "--db", empty.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        crate::util::flat(&stderr(&out)).contains("there is no drill to resume"),
        "{}",
        stderr(&out)
    );

    let out = run(&["play", "free-play", "--pace", "fast"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("unknown pace"), "{}", stderr(&out));
}

#[test]
fn resume_keeps_the_drills_language_and_refuses_a_diverged_history() {
    let dir = temp_dir("play-resume-ru");
    let db = dir.join("drill.sqlite3");
    let db_s = db.to_str().unwrap();
    let charts = dir.join("charts");
    let run_with_input = |args: &[&str], input: &str| {
        let mut command = bin();
        command
            .arg("play")
            .args(args)
            .args(["--charts", charts.to_str().unwrap()]);
        crate::util::run_with_input(&mut command, input)
    };
    let first = run_with_input(
        &[
            "bad-deploy",
            "--pace",
            "turns",
            "--locale",
            "ru",
            "--db",
            db_s,
        ],
        "advance 2\nquit\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let resumed = run_with_input(&["--resume", "--db", db_s], "advance 1\nquit\n");
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    let text = stdout(&resumed);
    assert!(
        text.contains("Запросы") && text.contains("09:03"),
        "Russian again without --locale: {text}"
    );

    // A history that no longer matches the model is refused with the reason, and kept.
    let conn = Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE minute_digests SET digest = digest + 1 WHERE minute = 1",
        [],
    )
    .unwrap();
    drop(conn);
    let refused = run_with_input(&["--resume", "--db", db_s], "advance 1\n");
    assert!(!refused.status.success());
    assert!(
        crate::util::flat(&stderr(&refused)).contains("первое расхождение на минуте 1"),
        "{}",
        stderr(&refused)
    );
    let conn = Connection::open(&db).unwrap();
    let (state, minutes): (String, i64) = conn
        .query_row(
            "SELECT state, (SELECT count(*) FROM minutes) FROM incidents",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((state.as_str(), minutes), ("diverged", 4));
}
