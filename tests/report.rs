//! `oncall-drill report` through the binary: the export of an ended drill from its
//! database (report, replay, chart), refused over existing files without `--force`, and
//! clear errors that write nothing for a missing or damaged database or an unknown
//! incident; `play`'s `export NAME` refuses to replace files too.

use std::path::Path;

use crate::util::{bin, play_in, png_size, replayed_trace, stderr, stdout, temp_dir, turn_based};

fn report_in(dir: &Path, args: &[&str]) -> std::process::Output {
    bin()
        .current_dir(dir)
        .arg("report")
        .args(args)
        .output()
        .unwrap()
}

/// The files of `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn report_writes_an_ended_drills_files_and_refuses_to_overwrite_them() {
    let dir = temp_dir("report");
    let played = play_in(
        &dir,
        &turn_based("bad-deploy", "21", "d.sqlite3"),
        "advance 12\nrollback\nadvance 5\nstop\n",
    );
    assert!(played.status.success(), "{}", stderr(&played));
    std::fs::create_dir(dir.join("out")).unwrap();
    let out = report_in(
        &dir,
        &["--db", "d.sqlite3", "--last", "--out", "out/drill-21"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        listing(&dir.join("out")),
        ["drill-21.md", "drill-21.png", "drill-21.replay.toml"]
    );
    let report = std::fs::read_to_string(dir.join("out/drill-21.md")).unwrap();
    for part in [
        "# Post-incident report: Bad deploy",
        "ana: rollback →",
        "![",
        "(drill-21.png)",
        "simulate --replay drill-21.replay.toml",
    ] {
        assert!(report.contains(part), "{part} in the report:\n{report}");
    }
    let png = std::fs::read(dir.join("out/drill-21.png")).unwrap();
    let (width, height) = png_size(&png);
    assert!(width > 0 && height > 0);
    // The replay computes the drill again: 18 minutes (09:00 to 09:17), the rollback at
    // minute 13 (asked at 09:12, applied from the next minute).
    let replay = std::fs::read_to_string(dir.join("out/drill-21.replay.toml")).unwrap();
    assert!(replay.contains("minutes = 18"), "{replay}");
    assert!(
        replay.contains("minute = 13\naction = \"rollback\""),
        "{replay}"
    );
    let traced = replayed_trace(&dir.join("out"), "drill-21.replay.toml");
    assert_eq!(traced.lines().count(), 18);

    // Again: refused, in words, and the files stay as they were.
    std::fs::write(dir.join("out/drill-21.md"), "my notes").unwrap();
    let again = report_in(
        &dir,
        &[
            "--db",
            "d.sqlite3",
            "--incident",
            "1",
            "--out",
            "out/drill-21",
        ],
    );
    assert!(!again.status.success());
    assert!(
        stderr(&again).contains("already exist") && stderr(&again).contains("--force"),
        "{}",
        stderr(&again)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("out/drill-21.md")).unwrap(),
        "my notes"
    );
    // With --force, replaced by the same report (the same drill, by its id).
    let forced = report_in(
        &dir,
        &[
            "--db",
            "d.sqlite3",
            "--incident",
            "1",
            "--out",
            "out/drill-21",
            "--force",
        ],
    );
    assert!(forced.status.success(), "{}", stderr(&forced));
    assert_eq!(
        std::fs::read_to_string(dir.join("out/drill-21.md")).unwrap(),
        report
    );
}

#[test]
fn report_errors_are_clear_and_write_nothing() {
    let dir = temp_dir("report-errors");
    let before = listing(&dir);
    // No database: not created.
    let out = report_in(&dir, &["--db", "none.sqlite3", "--last", "--out", "r"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("no such database file"),
        "{}",
        stderr(&out)
    );
    assert_eq!(listing(&dir), before, "nothing created");
    // A file that is not a database: left untouched.
    std::fs::write(dir.join("junk.sqlite3"), "not a database at all, just text").unwrap();
    let out = report_in(&dir, &["--db", "junk.sqlite3", "--last", "--out", "r"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("junk.sqlite3") && stderr(&out).contains("left untouched"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("junk.sqlite3")).unwrap(),
        "not a database at all, just text"
    );
    // A database with a drill still running, and no such incident.
    let played = play_in(
        &dir,
        &turn_based("free-play", "3", "d.sqlite3"),
        "advance 2\nquit\n",
    );
    assert!(played.status.success(), "{}", stderr(&played));
    let out = report_in(&dir, &["--db", "d.sqlite3", "--last", "--out", "r"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("no drill has ended"),
        "{}",
        stderr(&out)
    );
    let out = report_in(
        &dir,
        &["--db", "d.sqlite3", "--incident", "1", "--out", "r"],
    );
    assert!(
        stderr(&out).contains("incident 1 has not ended"),
        "{}",
        stderr(&out)
    );
    let out = report_in(
        &dir,
        &["--db", "d.sqlite3", "--incident", "9", "--out", "r"],
    );
    assert!(
        stderr(&out).contains("there is no incident 9"),
        "{}",
        stderr(&out)
    );
    // Neither --last nor --incident: clap says what is missing.
    let out = report_in(&dir, &["--db", "d.sqlite3", "--out", "r"]);
    assert!(!out.status.success());
    assert!(
        listing(&dir).iter().all(|name| !name.starts_with("r.")),
        "{:?}",
        listing(&dir)
    );
}

#[test]
fn plays_export_refuses_to_replace_files_and_says_so() {
    let dir = temp_dir("export-refuses");
    std::fs::write(dir.join("mine.md"), "an earlier drill's report").unwrap();
    let out = play_in(
        &dir,
        &turn_based("bad-deploy", "4", "d.sqlite3"),
        "advance 3\nexport mine\nexport other\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("mine.md already exists: nothing was written. Choose another name."),
        "{text}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("mine.md")).unwrap(),
        "an earlier drill's report"
    );
    assert!(
        !dir.join("mine.replay.toml").exists(),
        "nothing of it written"
    );
    assert!(
        text.contains("Written: other.md, other.replay.toml, other.png"),
        "{text}"
    );
}
