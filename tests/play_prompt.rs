//! The prompt's rough edges (issue 27.6), through the binary: a short `help` and `help
//! COMMAND`, every printed line wrapped to 80 columns in a pipe, a typo answered with the
//! command it meant, a command with words it does not take refused by its name, and
//! `export` naming the three files it writes.

use oncall_drill::terminal::wrap::display_width;

use crate::util::{play_in, stderr, stdout, temp_dir, turn_based};

/// What `play` printed for `input`, a turn-based bad-deploy drill in `locale`.
fn typed(locale: &str, input: &str) -> String {
    let dir = temp_dir("play-prompt");
    let mut args = turn_based("bad-deploy", "7", "d.sqlite3").to_vec();
    args.extend(["--locale", locale]);
    let out = play_in(&dir, &args, input);
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

/// The lines from the one that is `first` to the next one starting with `last`, both
/// included (the answer to one command).
fn between<'a>(text: &'a str, first: &str, last: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|line| *line == first)
        .unwrap_or_else(|| panic!("no line {first}:\n{text}"));
    let end = lines[start + 1..]
        .iter()
        .position(|line| line.starts_with(last))
        .unwrap_or_else(|| panic!("no line starts with {last} after {first}:\n{text}"));
    lines[start..=start + 1 + end].to_vec()
}

#[test]
fn help_is_short_the_eight_controls_first_and_help_command_tells_more() {
    for locale in ["en-US", "ru", "fy", "so"] {
        let text = typed(locale, "help\nquit\n");
        let controls_header = text
            .lines()
            .find(|line| line.ends_with(':') && text.contains(&format!("{line}\n  floor ")))
            .unwrap_or_else(|| panic!("{locale}: no control list:\n{text}"));
        // Every locale's help ends with how to leave: Ctrl-D or quit.
        let help = between(&text, controls_header, "Ctrl-D");
        let names = [
            "floor",
            "autoscale",
            "target",
            "ttl",
            "warmup",
            "shed",
            "feature",
            "rollback",
        ];
        for (line, name) in help[1..=8].iter().zip(names) {
            assert!(line.starts_with(&format!("  {name} ")), "{locale}: {line}");
        }
        for line in &help {
            assert!(display_width(line) <= 80, "{locale}: {line}");
        }
        // The controls, the drill's commands, where to read more, how to leave.
        assert!(
            help.len() <= 16,
            "{locale}: {} lines:\n{}",
            help.len(),
            help.join("\n")
        );
    }
    let text = typed(
        "en-US",
        "help rollback\nhelp rewind\nhelp score\nhelp rollbak\nquit\n",
    );
    assert!(text.contains("Rollback: rollback\n"), "{text}");
    assert!(text.contains("Redeploys the last good build"), "{text}");
    assert!(
        text.contains("rewind N takes the drill back N minutes"),
        "{text}"
    );
    assert!(text.contains("How the score is counted\n"), "{text}");
    assert!(text.contains("did you mean “help rollback”?"), "{text}");
    assert!(!text.contains("Unknown command"), "{text}");
}

#[test]
fn every_line_play_prints_wraps_at_80_columns_in_a_pipe() {
    // The long lines of a drill: the briefing, the help, the dashboard, an update with a
    // long text, the debrief.
    let words = "the checkout page is failing for a share of users and we are rolling back ";
    let input = format!(
        "help\nadvance 12\nupdate {}\nrollback\nadvance 6\nstop\n",
        words.repeat(3)
    );
    for locale in ["en-US", "ru"] {
        let text = typed(locale, &input);
        for line in text.lines() {
            assert!(display_width(line) <= 80, "{locale}: {line}");
        }
        // Wrapped, not cut: the update's words all arrive.
        if locale == "en-US" {
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(words.repeat(3).trim_end()), "{text}");
        }
    }
}

#[test]
fn an_error_play_refuses_with_is_wrapped_too() {
    let dir = temp_dir("play-error-wrapped");
    let args = turn_based(
        "bad-deploy",
        "7",
        "a-database-with-a-rather-long-name.sqlite3",
    );
    let first = play_in(&dir, &args, "advance 1\nquit\n");
    assert!(first.status.success(), "{}", stderr(&first));
    // A second new drill on a database whose drill is still in progress is refused.
    let second = play_in(&dir, &args, "");
    assert!(!second.status.success());
    let err = stderr(&second);
    assert!(err.contains("still in progress"), "{err}");
    assert!(err.lines().count() > 1, "{err}");
    // Every line fits, but a quoted command of the program: that one stays whole however
    // long its path (a command cut in two cannot be pasted) and stands on a line of its own.
    let program = env!("CARGO_BIN_EXE_oncall-drill");
    let command = format!("“{program} play --resume --db {}”", args[args.len() - 1]);
    assert!(err.lines().any(|l| l.contains(&command)), "{err}");
    for line in err.lines() {
        let quoted_command = line.trim().trim_end_matches([',', '.']) == command;
        assert!(display_width(line) <= 80 || quoted_command, "{line}");
    }
}

#[test]
fn a_typo_gets_the_command_it_meant_and_extra_words_are_refused_by_name() {
    let text = typed(
        "en-US",
        "rollbak\nstauts\nstatus please\nadvance 2 more\nreboot\nquit\n",
    );
    assert!(
        text.contains("Unknown command “rollbak” — did you mean “rollback”?"),
        "{text}"
    );
    assert!(text.contains("did you mean “status”?"), "{text}");
    assert!(
        text.contains("“status” takes nothing more, but got “please”"),
        "{text}"
    );
    assert!(text.contains("Advance between 1 and"), "{text}");
    // Nothing near: where the commands are, not all of them at once.
    assert!(
        text.contains("Unknown command “reboot”. Type “help” for the commands."),
        "{text}"
    );
    assert!(!text.contains("Unknown command “status”"), "{text}");
    assert!(!text.contains("Unknown command “advance”"), "{text}");
    assert!(!text.contains("floor, autoscale, target"), "{text}");
    let ru = typed("ru", "rollbak\nquit\n");
    assert!(
        ru.contains("может быть, вы имели в виду «rollback»?"),
        "{ru}"
    );
}

#[test]
fn export_names_the_three_files_it_writes() {
    let dir = temp_dir("play-export");
    let out = play_in(
        &dir,
        &turn_based("bad-deploy", "7", "d.sqlite3"),
        "export\nadvance 3\nexport drill-7\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("NAME.md, the replay file NAME.replay.toml and the run chart NAME.png"),
        "{text}"
    );
    let written = ["drill-7.md", "drill-7.replay.toml", "drill-7.png"];
    assert!(
        flat.contains(&format!("Written: {}", written.join(", "))),
        "{text}"
    );
    for name in written {
        assert!(dir.join(name).is_file(), "{name}");
    }
    // Mid-drill, the report is judged on the minutes so far: nothing projected to the
    // scenario's end, so the export tells nothing of what is still to come.
    let report = std::fs::read_to_string(dir.join("drill-7.md")).unwrap();
    assert!(
        report.contains("4 simulated minutes"),
        "the minutes so far: {report}"
    );
    assert!(!report.contains("projected to"), "{report}");
    // Stopped there, the same drill's report is projected to the end.
    let stopped = play_in(&dir, &["--resume", "--db", "d.sqlite3"], "stop\n");
    assert!(stopped.status.success(), "{}", stderr(&stopped));
    let out = crate::util::bin()
        .current_dir(&dir)
        .args(["report", "--db", "d.sqlite3", "--last", "--out", "stopped"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let report = std::fs::read_to_string(dir.join("stopped.md")).unwrap();
    assert!(report.contains("projected to"), "{report}");
}
