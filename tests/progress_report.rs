//! `oncall-drill report --progress` through the binary (issue 31.2): from a database where
//! `play` finished one drill and stopped another, NAME.md (the drills counted, full and
//! partial apart, what to practise next) and NAME.png (the chart, at least 600 px wide);
//! existing files are not replaced without `--force`.

use crate::util::{bin, play_in, png_size, stderr, temp_dir, turn_based};

#[test]
fn report_progress_writes_the_text_and_the_chart() {
    let dir = temp_dir("report-progress");
    for (seed, input) in [
        ("3", "advance 12\nrollback\nadvance 60\nadvance 30\n"),
        ("4", "advance 5\nstop\n"),
    ] {
        let played = play_in(&dir, &turn_based("bad-deploy", seed, "d.sqlite3"), input);
        assert!(played.status.success(), "{}", stderr(&played));
    }
    let report = || {
        bin()
            .current_dir(&dir)
            .env("LANG", "en_US.UTF-8")
            .args(["report", "--db", "d.sqlite3", "--progress", "--out", "team"])
            .output()
            .unwrap()
    };
    let out = report();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.join("team.md")).unwrap();
    for part in [
        "Full drills played: 1; partial (stopped early): 1;",
        "Practise next: ",
        "/incident start scenario:",
        "![](team.png)",
    ] {
        assert!(text.contains(part), "{part} in:\n{text}");
    }
    let (width, _) = png_size(&std::fs::read(dir.join("team.png")).unwrap());
    assert!(width >= 600, "{width}");
    let again = report();
    assert!(!again.status.success(), "existing files are not replaced");
    assert!(stderr(&again).contains("--force"), "{}", stderr(&again));
}
