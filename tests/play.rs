//! `oncall-drill play` as a real process on a real SQLite file: killed with SIGKILL in the
//! middle of a drill, resumed, finished — the trace equals an uninterrupted run with the
//! same seed and actions, and every acknowledged action is in the log; a piped turn-based
//! drill in Russian, bad commands and all. The helpers that start `play` are here too, for
//! the other `play_*` modules (charts, resuming, what the team is told).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use rusqlite::Connection;

use crate::util::{bin, run, stderr, stdout, temp_dir};

/// Starts `play` with piped stdin and a thread forwarding its stdout lines.
fn spawn_play(args: &[&str]) -> (Child, mpsc::Receiver<String>) {
    let mut child = bin()
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("play starts");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, rx)
}

/// Reads lines until one satisfies `done`; returns all lines read.
fn read_until(rx: &mpsc::Receiver<String>, done: impl Fn(&str) -> bool) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut lines = Vec::new();
    while Instant::now() < deadline {
        match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(line) => {
                let stop = done(&line);
                lines.push(line);
                if stop {
                    return lines;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return lines,
        }
    }
    panic!("timed out; read: {lines:#?}");
}

fn acknowledged(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l.starts_with('✔'))
        .cloned()
        .collect()
}

#[test]
fn killed_mid_drill_then_resumed_equals_an_uninterrupted_run() {
    let dir = temp_dir("play-kill");
    let db = dir.join("drill.sqlite3");
    let (db_s, trace1, trace2) = (
        db.to_str().unwrap().to_string(),
        dir.join("first.jsonl"),
        dir.join("whole.jsonl"),
    );
    let (mut child, rx) = spawn_play(&[
        "bad-deploy",
        "--seed",
        "11",
        "--pace",
        "60ms",
        "--db",
        &db_s,
        "--trace",
        trace1.to_str().unwrap(),
    ]);
    let mut stdin = child.stdin.take().unwrap();
    let mut seen = read_until(&rx, |l| l.starts_with("09:02 "));
    writeln!(stdin, "ttl 120").unwrap();
    seen.extend(read_until(&rx, |l| l.starts_with("09:05 ")));
    writeln!(stdin, "shed 150").unwrap(); // refused: out of range
    writeln!(stdin, "shed 20").unwrap();
    seen.extend(read_until(&rx, |l| l.starts_with("09:13 ")));
    writeln!(stdin, "/rollback").unwrap();
    seen.extend(read_until(&rx, |l| {
        l.starts_with("✔") && l.contains("rollback")
    }));
    child.kill().expect("SIGKILL");
    let _ = child.wait();
    let first_acks = acknowledged(&seen);
    assert_eq!(first_acks.len(), 3, "{seen:#?}");
    assert!(
        seen.iter().any(|l| l.contains("shed 150 is out of range")),
        "the refusal is shown"
    );

    // Resume: more actions, then let it run to the end.
    let (mut child, rx) = spawn_play(&[
        "--resume",
        "--db",
        &db_s,
        "--trace",
        trace2.to_str().unwrap(),
    ]);
    let mut stdin = child.stdin.take().unwrap();
    let mut resumed = read_until(&rx, |l| l.contains("continues where it stopped"));
    writeln!(stdin, "floor 12").unwrap();
    writeln!(stdin, "feature off").unwrap();
    drop(stdin);
    resumed.extend(read_until(&rx, |l| l.starts_with("The drill is over")));
    resumed.extend(read_until(&rx, |l| l.contains("actions taken")));
    let status = child.wait().unwrap();
    assert!(status.success(), "{resumed:#?}");
    let second_acks = acknowledged(&resumed);
    assert_eq!(second_acks.len(), 2, "{resumed:#?}");

    // Every acknowledged action is in the log, in order.
    let conn = Connection::open(&db).unwrap();
    let mut stmt = conn
        .prepare("SELECT minute, action FROM actions ORDER BY seq")
        .unwrap();
    let log: Vec<(u32, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let texts: Vec<&str> = log.iter().map(|(_, a)| a.as_str()).collect();
    assert_eq!(
        texts,
        ["ttl 120", "shed 20", "rollback", "floor 12", "feature off"]
    );
    let state: String = conn
        .query_row("SELECT state FROM incidents", [], |r| r.get(0))
        .unwrap();
    assert_eq!(state, "finished");

    // The same seed and actions, uninterrupted.
    let script: String = log.iter().map(|(m, a)| format!("{m} {a}\n")).collect();
    let script_path = dir.join("actions.txt");
    std::fs::write(&script_path, script).unwrap();
    let uninterrupted = run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "11",
        "--actions",
        script_path.to_str().unwrap(),
        "--trace",
        "-",
    ]);
    assert!(uninterrupted.status.success(), "{}", stderr(&uninterrupted));
    let whole = std::fs::read_to_string(&trace2).unwrap();
    assert_eq!(whole.lines().count(), 90);
    assert!(
        whole == stdout(&uninterrupted),
        "the resumed drill's trace equals the uninterrupted run"
    );
    // The killed run's partial trace is a prefix of it.
    let partial = std::fs::read_to_string(&trace1).unwrap();
    let complete_lines: Vec<&str> = partial.lines().filter(|l| l.ends_with('}')).collect();
    assert!(complete_lines.len() >= 14);
    for (a, b) in complete_lines.iter().zip(whole.lines()) {
        assert_eq!(a, &b);
    }
}

#[test]
fn piped_turn_based_drill_with_bad_commands_in_russian() {
    let dir = temp_dir("play-turns");
    let db = dir.join("drill.sqlite3");
    let charts = dir.join("charts");
    let (mut child, rx) = spawn_play(&[
        "cache-flush",
        "--seed",
        "2",
        "--pace",
        "turns",
        "--locale",
        "ru",
        "--db",
        db.to_str().unwrap(),
        "--charts",
        charts.to_str().unwrap(),
    ]);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "ttl 4000\nfloor zero\nreboot\nadvance 2\nshed 50\nadvance\nstatus\nchart\nhelp\npause\nresume\nstop").unwrap();
    drop(stdin);
    let mut lines = read_until(&rx, |l| {
        l.contains("действий") || l.contains("действие") || l.contains("действия")
    });
    assert!(child.wait().unwrap().success());
    // The process has ended: whatever it printed after the debrief is in the pipe.
    lines.extend(rx.iter());
    let text = lines.join("\n");
    assert!(
        text.contains("ttl 4000 — вне допустимого диапазона: разрешено 0–3600"),
        "{text}"
    );
    assert!(text.contains("«floor»"), "{text}");
    assert!(text.contains("«reboot»"), "{text}");
    assert!(
        text.contains("Запросы"),
        "the dashboard is in Russian: {text}"
    );
    assert!(text.contains(" $/h"), "{text}");
    assert_eq!(
        acknowledged(&lines).len(),
        1,
        "only the valid action: {text}"
    );
    // Bad commands changed nothing: the TTL of every minute is still the scenario's.
    let conn = Connection::open(&db).unwrap();
    let actions: i64 = conn
        .query_row("SELECT count(*) FROM actions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(actions, 1);
    let minutes: i64 = conn
        .query_row("SELECT count(*) FROM minutes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(minutes, 4, "opening + advance 2 + advance 1");
    // Charts: the opening's live chart, the one asked for, the debrief's run chart, each
    // named after the scenario, the drill's start, its id and the minute it shows.
    let mut written: Vec<String> = std::fs::read_dir(&charts)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    let shape = regex::Regex::new(r"^cache-flush-\d{8}-\d{6}-1-(m\d{3}-(live|run))\.png$").unwrap();
    let kinds: Vec<&str> = written
        .iter()
        .map(|name| {
            shape
                .captures(name)
                .unwrap_or_else(|| panic!("chart file name {name}"))
                .get(1)
                .unwrap()
                .as_str()
        })
        .collect();
    assert_eq!(kinds, ["m000-live", "m003-live", "m003-run"]);
    for name in &written {
        assert!(
            text.contains(name.as_str()),
            "the path of {name} is printed"
        );
        // The live chart is the compact one (for phones), the run chart the tall one.
        use oncall_drill::chart::{COMPACT_HEIGHT, COMPACT_WIDTH, RUN_HEIGHT, WIDTH};
        let want = if name.ends_with("-live.png") {
            (COMPACT_WIDTH, COMPACT_HEIGHT)
        } else {
            (WIDTH, RUN_HEIGHT)
        };
        assert_eq!(
            crate::util::png_size(&std::fs::read(charts.join(name)).unwrap()),
            want
        );
    }
}
