//! `oncall-drill play` and its chart files: none without `--charts`; with it, each
//! `advance` writes the chart of its own minute, and a drill never overwrites another's.

use crate::util::{play_in, stderr, stdout, temp_dir, turn_based};

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
        &turn_based("bad-deploy", "3", "drill.sqlite3"),
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
        let (comparisons, team_score) = if is_live {
            (Vec::new(), None)
        } else {
            let debrief = debrief::debrief(debrief::Run {
                setup: &scenario.setup,
                seed: 9,
                deterministic: false,
                records: &records[..upto],
                log: &[],
                updates: None,
                team: &[],
                judged: oncall_drill::model::debrief::Judged::Ended,
            });
            let comparisons = charts::debrief_comparisons(&l, &debrief).to_vec();
            (comparisons, Some(debrief.score))
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
            team_score.as_ref(),
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
