//! The replay file's round trip, its refusals and a changed scenario.

use super::*;

fn sample() -> Replay {
    Replay {
        scenario: "bad-deploy".into(),
        scenario_id: "bad-deploy".into(),
        scenario_hash: 0xdead_beef_0123_4567,
        seed: 4_000_000_000,
        deterministic: false,
        pace: Pace::Turns,
        minutes: 31,
        actions: vec![
            ReplayAction {
                minute: 14,
                action: Action::Rollback,
                author: "ana \"the fixer\"".into(),
                author_id: "1234".into(),
            },
            ReplayAction {
                minute: 14,
                action: Action::Shed(30),
                author: "бо".into(),
                author_id: "99".into(),
            },
        ],
        updates: vec![ReplayUpdate {
            minute: 20,
            text: "Rolled back; errors \"falling\"".into(),
            author: "ana".into(),
            author_id: "1234".into(),
        }],
    }
}

#[test]
fn a_replay_round_trips_through_its_file() {
    let replay = sample();
    let text = replay.to_toml();
    assert!(text.starts_with("# An oncall-drill replay"), "{text}");
    assert_eq!(Replay::parse("r.toml", &text), Ok(replay));
}

#[test]
fn a_bad_file_is_refused_with_where_and_why() {
    let good = sample().to_toml();
    let err = Replay::parse(
        "r.toml",
        &good.replace("action = \"rollback\"", "action = \"reboot\""),
    )
    .unwrap_err();
    assert!(
        matches!(&err, ReplayError::BadAction { index: 1, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("reboot"), "{err}");
    let err = Replay::parse(
        "r.toml",
        &good.replace(
            "minute = 14\naction = \"rollback\"",
            "minute = 40\naction = \"rollback\"",
        ),
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("after the drill's last (30)"),
        "{err}"
    );
    let err = Replay::parse(
        "r.toml",
        &good.replace("pace = \"turns\"", "pace = \"warp\""),
    )
    .unwrap_err();
    assert!(err.to_string().contains("field `pace`"), "{err}");
    let err = Replay::parse(
        "r.toml",
        &good.replace(&format!("format = {FORMAT}"), "format = 9"),
    )
    .unwrap_err();
    assert!(matches!(err, ReplayError::NewerFormat { found: 9, .. }));
    let err = Replay::parse("r.toml", &good.replace("minute = 20", "minute = 31")).unwrap_err();
    assert!(
        matches!(&err, ReplayError::BadUpdate { index: 1, .. }),
        "{err}"
    );
    // A format-1 file (no updates) still reads.
    let old = good
        .replace(&format!("format = {FORMAT}"), "format = 1")
        .split("[[updates]]")
        .next()
        .unwrap()
        .to_string();
    assert!(Replay::parse("r.toml", &old).unwrap().updates.is_empty());
    let err = Replay::parse("r.toml", &format!("{good}\nextra = 1\n")).unwrap_err();
    assert!(matches!(err, ReplayError::Syntax { .. }), "{err}");
    let err = Replay::parse("r.toml", "seed = \"x\"").unwrap_err();
    assert!(err.to_string().starts_with("r.toml:1:"), "{err}");
}

#[test]
fn a_changed_scenario_is_refused() {
    let scenario = Scenario::builtin("bad-deploy").unwrap();
    let mut replay = sample();
    assert!(matches!(
        replay.check(&scenario),
        Err(ReplayError::ScenarioChanged { .. })
    ));
    replay.scenario_hash = scenario.content_hash;
    assert_eq!(replay.check(&scenario), Ok(()));
}
