//! Rewind through the binary: `play`'s `rewind N` takes a turn-based drill back, also
//! across a resume; its export replays without the dropped actions, byte for byte like a
//! drill that never took them, while the report and the debrief keep the dropped branch;
//! a real-time drill refuses it with the reason.

use crate::util::{flat, play_in, replayed_trace, stderr, stdout, temp_dir, turn_based};

#[test]
fn a_rewound_drill_exports_like_a_drill_that_never_took_the_dropped_actions() {
    let dir = temp_dir("rewind");
    // ttl at 09:11, shed at 09:16; at 09:18 back 5 minutes to 09:13: the shed is dropped.
    let first = play_in(
        &dir,
        &turn_based("bad-deploy", "21", "a.sqlite3"),
        "advance 10\nttl 120\nadvance 5\nshed 30\nadvance 3\nrewind 5\nquit\n",
    );
    assert!(first.status.success(), "{}", stderr(&first));
    let said = flat(&stdout(&first));
    assert!(
        said.contains(
            "⏪ ana took the drill back 5 minutes to 09:13; one action taken later was dropped."
        ),
        "{said}"
    );
    // The dashboard after it stands at 09:13.
    assert!(said.contains("protect the budget — 09:13 ──"), "{said}");
    // Resumed from the store (the rewind, its dropped action and the kept minutes).
    let rest = play_in(
        &dir,
        &["--resume", "--db", "a.sqlite3"],
        "rollback\nadvance 4\nexport a\nstop\n",
    );
    assert!(rest.status.success(), "{}", stderr(&rest));
    let debrief = flat(&stdout(&rest));
    assert!(debrief.contains("Rewound (practice):"), "{debrief}");
    assert!(
        debrief.contains("09:16 ana: shed 30 (rewound)"),
        "{debrief}"
    );

    // The same drill that never took the shed.
    let never = play_in(
        &dir,
        &turn_based("bad-deploy", "21", "b.sqlite3"),
        "advance 10\nttl 120\nadvance 3\nrollback\nadvance 4\nexport b\nstop\n",
    );
    assert!(never.status.success(), "{}", stderr(&never));
    let a = std::fs::read(dir.join("a.replay.toml")).unwrap();
    let b = std::fs::read(dir.join("b.replay.toml")).unwrap();
    assert!(a == b, "the replay files are the same, byte for byte");
    let replay = String::from_utf8(a).unwrap();
    assert!(replay.contains("minutes = 18"), "{replay}");
    assert!(!replay.contains("shed"), "{replay}");
    let traced = replayed_trace(&dir, "a.replay.toml");
    assert_eq!(traced.lines().count(), 18);
    assert!(traced == replayed_trace(&dir, "b.replay.toml"));

    // The report keeps the dropped branch, marked; the other has none.
    let report = std::fs::read_to_string(dir.join("a.md")).unwrap();
    for part in [
        "## Rewound (practice)",
        "- 09:18 ana took the drill back to 09:13",
        "- 09:16 ana: shed 30 (rewound)",
        "ana: rollback →",
    ] {
        assert!(report.contains(part), "{part} in:\n{report}");
    }
    let other = std::fs::read_to_string(dir.join("b.md")).unwrap();
    assert!(!other.contains("Rewound"), "{other}");
}

#[test]
fn a_real_time_drill_refuses_a_rewind_and_says_why() {
    let dir = temp_dir("rewind-refused");
    let out = play_in(
        &dir,
        &[
            "free-play",
            "--pace",
            "60s",
            "--seed",
            "2",
            "--db",
            "d.sqlite3",
        ],
        "rewind 1\nrewind\nstop\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = flat(&stdout(&out));
    assert!(
        text.contains("Only a turn-based drill can be rewound: this one runs at"),
        "{text}"
    );
    // A turn-based drill at its first minute has nothing to take back.
    let out = play_in(
        &dir,
        &turn_based("free-play", "2", "e.sqlite3"),
        "rewind 3\nadvance 2\nrewind 3\nhelp rewind\nhelp export\nstop\n",
    );
    let text = flat(&stdout(&out));
    // `help rewind` and `help export` say what they do.
    assert!(
        text.contains("rewind N takes the drill back N minutes")
            && text.contains("export NAME never replaces a file"),
        "{text}"
    );
    assert!(
        text.contains("Nothing to rewind yet: the drill is at its first minute."),
        "{text}"
    );
    assert!(text.contains("Rewind between 1 and 2 minutes."), "{text}");
}
