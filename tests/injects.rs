//! The game master's injects (issue 30): each kind changes the trace from its minute and
//! never before; the one grammar refuses a bad inject by name with its range, in every
//! language; a debrief's what-ifs face the injects and its lessons never name one;
//! `simulate` lets a policy play against an injects-only actions file, lists the injects in
//! `events` and `action_log` (`by: gm`), and that log replays to the same score.

use oncall_drill::i18n::messages::action_error;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::debrief::{debrief, Run};
use oncall_drill::model::{
    run, Action, ActionError, Author, InjectKind, Locale, LoggedAction, MinuteRecord,
    ScheduledAction, Setup,
};
use serde_json::Value;

use crate::util::{builtin, run as run_bin, stderr, stdout, temp_dir};

/// The minute the injects land at in these tests.
const AT: u32 = 30;

fn at(minute: u32, text: &str) -> ScheduledAction {
    ScheduledAction {
        minute,
        action: Action::parse(text).expect("a valid line"),
    }
}

fn trace(script: &[ScheduledAction]) -> Vec<MinuteRecord> {
    run(&Setup::free_play(), 7, true, script, 60).0
}

type Changed = fn(&MinuteRecord, &MinuteRecord) -> bool;

#[test]
fn each_inject_changes_the_trace_from_its_minute_and_not_before() {
    let calm = trace(&[]);
    let storm_share = builtin("retry-storm").setup.retry_share;
    assert!(storm_share > 0.0);
    let kinds: [(&str, Changed); 6] = [
        ("inject surge 3", |r, c| r.surge > c.surge),
        ("inject db-slow 50", |r, c| {
            r.db_capacity_qps == c.db_capacity_qps * 0.5
        }),
        ("inject cache-flush", |r, c| r.warm == 0.0 && c.warm > 0.9),
        ("inject bad-deploy 40", |r, c| {
            r.bad_share > 0.0 && c.bad_share == 0.0
        }),
        ("inject instance-loss 3", |r, c| r.serving + 3 == c.serving),
        ("inject retry-storm", |r, c| {
            r.retry_share == builtin("retry-storm").setup.retry_share && c.retry_share == 0.0
        }),
    ];
    for (text, changed) in kinds {
        let injected = trace(&[at(AT, text)]);
        let m = AT as usize;
        assert_eq!(
            injected[..m],
            calm[..m],
            "{text}: nothing changes before its minute"
        );
        assert!(changed(&injected[m], &calm[m]), "{text}: {:?}", injected[m]);
    }
}

#[test]
fn a_db_slow_lasts_until_db_recover_and_a_rollback_undoes_a_bad_deploy() {
    let slow = trace(&[at(AT, "inject db-slow 50")]);
    let recovered = trace(&[at(AT, "inject db-slow 50"), at(40, "inject db-recover")]);
    let full = trace(&[])[45].db_capacity_qps;
    assert_eq!(slow[..40], recovered[..40]);
    assert_eq!(recovered[39].db_capacity_qps, full * 0.5);
    assert_eq!(recovered[40].db_capacity_qps, full);
    assert_eq!(slow[59].db_capacity_qps, full * 0.5, "no end of its own");

    let deployed = trace(&[at(AT, "inject bad-deploy 40")]);
    assert!(
        (deployed[50].bad_share - 0.4).abs() < 1e-12,
        "40 % of the traffic"
    );
    let rolled_back = trace(&[at(AT, "inject bad-deploy 40"), at(AT + 2, "rollback")]);
    assert!(rolled_back[AT as usize + 2].rollback_in_progress);
    assert_eq!(rolled_back[50].bad_share, 0.0);
}

#[test]
fn a_bad_inject_is_refused_by_name_with_its_range_in_every_language() {
    assert!(matches!(
        Action::parse("inject meteor"),
        Err(ActionError::UnknownInject(k)) if k == "meteor"
    ));
    assert!(matches!(
        Action::parse("inject surge"),
        Err(ActionError::InjectSize { kind: InjectKind::Surge, got }) if got.is_empty()
    ));
    assert!(matches!(
        Action::parse("inject cache-flush 3"),
        Err(ActionError::InjectSize {
            kind: InjectKind::CacheFlush,
            ..
        })
    ));
    let (min, max) = InjectKind::Surge.range().expect("a surge has a size");
    let too_big = Action::parse(&format!("inject surge {}", max + 1)).unwrap_err();
    assert_eq!(
        too_big,
        ActionError::InjectOutOfRange {
            kind: InjectKind::Surge,
            value: i64::from(max) + 1,
            range: (min, max),
        }
    );
    for locale in Locale::ALL {
        let l = Localizer::new(locale);
        let text = action_error(&l, &too_big);
        for part in [min.to_string(), max.to_string(), "surge".into()] {
            assert!(text.contains(&part), "{locale:?}: {part} in {text}");
        }
        let unknown = action_error(&l, &Action::parse("inject meteor").unwrap_err());
        assert!(
            unknown.contains("db-slow") && unknown.contains("meteor"),
            "{unknown}"
        );
    }
    // Every valid inject reads back as itself.
    for text in [
        "inject surge 10",
        "inject db-recover",
        "INJECT Instance-Loss 2",
    ] {
        let action = Action::parse(text).expect(text);
        assert!(action.is_inject() && action.control().is_none());
        assert_eq!(Action::parse(&action.to_string()), Ok(action));
    }
}

fn by(id: &str, seq: u32, s: &ScheduledAction) -> LoggedAction {
    LoggedAction {
        seq,
        minute: s.minute,
        author: Author {
            id: id.into(),
            name: id.into(),
        },
        action: s.action,
        received_at_ms: 0,
    }
}

#[test]
fn the_what_ifs_face_the_injects_and_the_lessons_never_name_one() {
    let setup = builtin("free-play").setup;
    let inject = at(20, "inject surge 4");
    let team = at(25, "floor 20");
    let (records, _) = run(&setup, 3, false, &[inject, team], 90);
    let log = [by("gm", 0, &inject), by("ana", 1, &team)];
    let d = debrief(Run {
        setup: &setup,
        seed: 3,
        deterministic: false,
        records: &records,
        log: &log,
        updates: Some(&[]),
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    let (facing, _) = run(&setup, 3, false, &[inject], 90);
    let facing_budget: Vec<f64> = facing.iter().map(|r| r.budget_remaining).collect();
    assert_eq!(
        d.no_action.budget, facing_budget,
        "no action faces the surge"
    );
    let (calm, _) = run(&setup, 3, false, &[], 90);
    assert_ne!(facing, calm);
    assert!(
        d.lessons.iter().all(|l| !l.action.is_inject()),
        "{:?}",
        d.lessons
    );
    assert!(d.timeline.iter().all(|m| !m.action.is_inject()));
    let listed = d.happened.iter().filter(|e| e.happening.kind() == "inject");
    assert_eq!(listed.count(), 1);
}

fn simulate(args: &[&str]) -> Value {
    let mut all = vec!["simulate", "--json"];
    all.extend(args);
    let output = run_bin(&all);
    assert!(output.status.success(), "{}", stderr(&output));
    serde_json::from_str(&stdout(&output)).expect("one JSON object")
}

fn by_author<'a>(report: &'a Value, author: &str) -> Vec<&'a Value> {
    let log = report["action_log"].as_array().expect("an action_log");
    log.iter().filter(|a| a["by"] == author).collect()
}

#[test]
fn simulate_lets_a_policy_face_an_injects_only_file_and_its_log_replays() {
    let dir = temp_dir("injects");
    let injects = dir.join("injects.actions");
    std::fs::write(&injects, "30 inject surge 3\n09:00 inject db-slow 40\n").unwrap();
    let file = injects.to_str().unwrap();
    let free = ["--scenario", "free-play", "--seed", "5"];
    for policy in ["none", "expert"] {
        let alone = simulate(&[&free[..], &["--policy", policy]].concat());
        let faced = simulate(&[&free[..], &["--policy", policy, "--actions", file]].concat());
        assert_ne!(
            faced["summary"], alone["summary"],
            "{policy} faces the injects"
        );
        let gm = by_author(&faced, "gm");
        let texts: Vec<&str> = gm.iter().map(|a| a["action"].as_str().unwrap()).collect();
        assert_eq!(texts, ["inject surge 3", "inject db-slow 40"], "{policy}");
        let events = faced["events"].as_array().unwrap();
        let listed = events.iter().filter(|e| e["kind"] == "inject").count();
        assert_eq!(listed, 2, "{policy}: {events:?}");
        if policy == "expert" {
            assert!(!by_author(&faced, "expert").is_empty(), "the expert reacts");
            // The log, written back as an actions file, replays the run exactly.
            let lines: String = faced["action_log"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| format!("{} {}\n", a["minute"], a["action"].as_str().unwrap()))
                .collect();
            let again = dir.join("again.actions");
            std::fs::write(&again, lines).unwrap();
            let replayed = simulate(&[&free[..], &["--actions", again.to_str().unwrap()]].concat());
            assert_eq!(replayed["score"], faced["score"]);
            assert_eq!(replayed["summary"], faced["summary"]);
        }
    }
    // A policy plays the team: an actions file with a team's action is refused with it.
    std::fs::write(&injects, "30 inject surge 3\n31 floor 20\n").unwrap();
    let refused = run_bin(
        &[
            &["simulate"][..],
            &free,
            &["--policy", "none", "--actions", file],
        ]
        .concat(),
    );
    assert!(!refused.status.success());
}

#[test]
fn the_reactive_best_is_blind_to_an_inject_until_it_lands() {
    use oncall_drill::model::search::Blind;
    let setup = builtin("free-play").setup;
    let world = setup.facing_injects([(AT, &Action::parse("inject surge 3").unwrap())]);
    assert!(Blind::of(&setup, &[]).ranges().is_empty());
    let blind = Blind::of(&world, &[]);
    let lead = setup.boot_delay_min;
    for minute in [0, AT - lead, AT] {
        assert!(blind.covers(minute), "{minute}: {:?}", blind.ranges());
    }
    assert!(
        !blind.covers(AT + 1),
        "from the next minute the team may react"
    );
}

#[test]
fn the_teaching_aids_are_what_each_inject_costs_a_team_that_does_not_react() {
    use oncall_drill::model::score::score_with_updates;
    use oncall_drill::model::teaching::candidates;
    let setup = builtin("free-play").setup;
    let script = [at(5, "floor 12")];
    let serving = run(&setup, 2, false, &script, AT).0[AT as usize - 1].serving;
    let found = candidates(&setup, 2, false, &script, &[], AT, serving);
    assert!(found.len() >= 3, "{found:?}");
    assert!(
        found.windows(2).all(|w| w[0].points >= w[1].points),
        "{found:?}"
    );
    let total = |script: &[ScheduledAction]| {
        let records = run(&setup, 2, false, script, setup.duration_min).0;
        score_with_updates(&setup, &records, Some(&[])).total
    };
    for c in &found {
        let with = [script[0], at(AT, &format!("inject {}", c.inject))];
        assert!(c.points > 0.0);
        assert!(
            (c.points - (total(&script) - total(&with))).abs() < 1e-9,
            "{c:?}"
        );
    }
}
