//! `oncall-drill play` as a real process on a real SQLite file: killed with SIGKILL in the
//! middle of a drill, resumed, finished — the trace equals an uninterrupted run with the
//! same seed and actions, and every acknowledged action is in the log.

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

/// Runs `play` in `cwd` with `args`, feeding `input`; returns its output.
fn play_in(cwd: &std::path::Path, args: &[&str], input: &str) -> std::process::Output {
    let mut child = bin()
        .current_dir(cwd)
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("play starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Every file under `dir`, recursively.
fn files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(files_under(&path));
        } else {
            found.push(path);
        }
    }
    found
}

#[test]
fn play_without_charts_writes_no_picture() {
    let dir = temp_dir("play-no-charts");
    let out = play_in(
        &dir,
        &[
            "bad-deploy",
            "--pace",
            "turns",
            "--seed",
            "3",
            "--db",
            "drill.sqlite3",
        ],
        "advance 12\nchart\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("No chart is written"), "{text}");
    let files: Vec<String> = files_under(&dir)
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(
        files.iter().all(|f| f.starts_with("drill.sqlite3")),
        "only the database: {files:?}"
    );
}

#[test]
fn advance_writes_each_minutes_own_chart_and_never_overwrites_another_drills() {
    use oncall_drill::drill::charts::{self, View};
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::{debrief, run as run_model, Simulation};

    let dir = temp_dir("play-chart-minutes");
    let charts_dir = dir.join("charts");
    let charts_arg = charts_dir.to_str().unwrap();
    let play_drill = |db: &str| {
        let out = play_in(
            &dir,
            &[
                "bad-deploy",
                "--pace",
                "turns",
                "--seed",
                "9",
                "--db",
                db,
                "--charts",
                charts_arg,
            ],
            "advance 30\nstop\n",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        out
    };
    play_drill("one.sqlite3");
    let first: Vec<std::path::PathBuf> = files_under(&charts_dir);
    let mut names: Vec<String> = first
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let minute_of = |name: &str| -> (u32, bool) {
        let at = name.find("-m").expect("a minute in the name");
        let minute = name[at + 2..at + 5].parse().expect("three digits");
        (minute, name.ends_with("-live.png"))
    };
    let live: Vec<u32> = names
        .iter()
        .map(|n| minute_of(n))
        .filter(|(_, live)| *live)
        .map(|(m, _)| m)
        .collect();
    assert_eq!(live, [0, 5, 10, 15, 20, 25, 30], "{names:?}");

    // Each live chart is the chart of the minute it is named after, not the last one.
    let scenario = crate::util::builtin("bad-deploy");
    let (records, _) = run_model(&scenario.setup, 9, false, &[], 31);
    let timeline = Simulation::new(&scenario.setup, 9, false).timeline();
    let l = Localizer::new(oncall_drill::model::Locale::EnUs);
    let mut pictures = std::collections::HashSet::new();
    for path in &first {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let (minute, is_live) = minute_of(&name);
        let upto = minute as usize + 1;
        // The run chart is the debrief's: the team's budget beside the what-if runs'.
        let comparisons = if is_live {
            Vec::new()
        } else {
            let debrief = debrief::debrief(debrief::Run {
                setup: &scenario.setup,
                seed: 9,
                deterministic: false,
                records: &records[..upto],
                log: &[],
                updates: None,
            });
            vec![
                charts::what_if(&l, charts::WhatIf::NoAction, &debrief.no_action.budget),
                charts::what_if(&l, charts::WhatIf::Expert, &debrief.expert.budget),
            ]
        };
        let view = if is_live { View::Live } else { View::Run };
        let expected = charts::render_view(
            &l,
            &scenario,
            &records[..upto],
            &[],
            &timeline,
            view,
            &comparisons,
        )
        .expect("the chart draws");
        let written = std::fs::read(path).unwrap();
        assert!(written == expected, "{name} shows minute {minute}");
        pictures.insert(written);
    }
    assert_eq!(
        pictures.len(),
        first.len(),
        "no two charts are the same picture"
    );

    // Another database, same seed and scenario: its drill is incident 1 too, yet nothing
    // of the first drill's is replaced.
    let before: Vec<Vec<u8>> = first.iter().map(|p| std::fs::read(p).unwrap()).collect();
    play_drill("two.sqlite3");
    let after = files_under(&charts_dir);
    assert_eq!(after.len(), 2 * first.len(), "{after:?}");
    for (path, bytes) in first.iter().zip(before) {
        assert!(
            std::fs::read(path).unwrap() == bytes,
            "{} kept",
            path.display()
        );
    }
}

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
        stderr(&out).contains("not an oncall-drill database"),
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
        stderr(&out).contains("there is no drill to resume"),
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
        let mut child = bin()
            .arg("play")
            .args(args)
            .args(["--charts", charts.to_str().unwrap()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
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
        stderr(&refused).contains("первое расхождение на минуте 1"),
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

#[test]
fn the_team_is_told_of_a_zone_outage_but_not_of_a_weakened_database() {
    use oncall_drill::model::{Simulation, TimelineEvent};
    let dir = temp_dir("play-events");
    let told = |scenario: &str| {
        let db = dir.join(format!("{scenario}.sqlite3"));
        let out = play_in(
            &dir,
            &[
                scenario,
                "--pace",
                "turns",
                "--seed",
                "5",
                "--db",
                db.to_str().unwrap(),
            ],
            "advance 60\nadvance 60\nstop\n",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let timeline = |id: &str| {
        let scenario = crate::util::builtin(id);
        Simulation::new(&scenario.setup, 5, false).timeline()
    };

    let outage = timeline("zone-outage");
    assert!(outage
        .iter()
        .any(|e| matches!(e, TimelineEvent::InstancesLost { .. })));
    let text = told("zone-outage");
    assert_eq!(text.matches("A zone outage:").count(), 1, "{text}");

    let database = timeline("db-degradation");
    assert!(database
        .iter()
        .any(|e| matches!(e, TimelineEvent::DbCapacityStart { .. })));
    let text = told("db-degradation");
    assert!(!text.contains("The database now serves"), "{text}");
    assert!(!text.contains("full strength"), "{text}");
}

#[test]
fn why_at_the_prompt_is_the_coach_of_the_current_minute() {
    let dir = temp_dir("play-why");
    let out = play_in(
        &dir,
        &[
            "cache-flush",
            "--pace",
            "turns",
            "--seed",
            "1",
            "--db",
            "drill.sqlite3",
        ],
        "why\nadvance 30\n/why\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // The same minute the model computes for this scenario and seed.
    let scenario = crate::util::builtin("cache-flush");
    let (records, _) = oncall_drill::model::run(&scenario.setup, 1, false, &[], 31);
    let (calm, worst) = (&records[0], &records[30]);
    let at = |r: &oncall_drill::model::MinuteRecord| format!("🧭 Why, at {}: errors", r.clock);
    let calm_at = text.find(&at(calm)).unwrap_or_else(|| panic!("{text}"));
    assert!(
        text[calm_at..].contains("No error term matters now"),
        "{text}"
    );
    let worst_at = text.find(&at(worst)).unwrap_or_else(|| panic!("{text}"));
    let answer = &text[worst_at..];
    assert!(answer.contains("Mostly excess load"), "{answer}");
    let load = format!(
        "S {:.0} ms → a = {:.0} ≥ N = {} → {:.0} % rejected",
        worst.service_time_s * 1000.0,
        worst.offered_load,
        worst.workers,
        worst.failed_share * 100.0
    );
    assert!(answer.contains(&load), "{load} in {answer}");
}
