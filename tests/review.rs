//! The debrief shows what happened (issue 18, items 1, 2 and 5) and review numbers that
//! follow the incident (issue 27.3), checked against numbers worked out by hand from the
//! scenario files and the model's rules: a bad deploy rolled back at 09:13 (before any
//! alert: nothing to detect) and at 09:40 (after the page), a flushed cache answered three
//! minutes after its page by a team that had changed the TTL routinely before, a degraded
//! database revealed with its capacity, and a drill stopped at 09:22 projected to its
//! scenario's end.

use oncall_drill::model::debrief::happened::{Happening, Quantity};
use oncall_drill::model::debrief::{self, Debrief};
use oncall_drill::model::{
    run, Action, Alert, Author, Clock, LoggedAction, Role, ScheduledAction, TeamChange, TeamEntry,
    TimelineEvent,
};

use crate::util::builtin;

fn ana() -> Author {
    Author {
        id: "1".into(),
        name: "ana".into(),
    }
}

/// The debrief of `scenario` at `seed` (noise off) over `minutes` minutes, the team's
/// actions applied at the given minutes, with the team's log `team`.
fn debrief_of(
    scenario: &str,
    seed: u32,
    actions: &[(u32, Action)],
    minutes: u32,
    team: &[TeamEntry],
) -> Debrief {
    let setup = builtin(scenario).setup;
    let script: Vec<ScheduledAction> = actions
        .iter()
        .map(|&(minute, action)| ScheduledAction { minute, action })
        .collect();
    let (records, _) = run(&setup, seed, true, &script, minutes);
    let log: Vec<LoggedAction> = actions
        .iter()
        .enumerate()
        .map(|(seq, &(minute, action))| LoggedAction {
            seq: seq as u32,
            minute,
            author: ana(),
            action,
            received_at_ms: 0,
        })
        .collect();
    let updates: Vec<u32> = team
        .iter()
        .filter(|e| matches!(e.change, TeamChange::Update { .. }))
        .map(|e| e.minute)
        .collect();
    debrief::debrief(debrief::Run {
        setup: &setup,
        seed,
        deterministic: true,
        records: &records,
        log: &log,
        updates: Some(&updates),
        team,
        judged: debrief::Judged::Ended,
    })
}

#[test]
fn a_bad_deploy_rolled_back_at_0913_raises_no_alert_so_nothing_to_detect_or_mitigate() {
    // bad-deploy.toml: the build lands at 09:10 (minute 10) and reaches 10 % more of the
    // traffic each minute; each 10 % adds 0.5 % errors (5 % at 100 %). By 09:13 the burn
    // over the hour is (0.5 + 1 + 1.5 + 2) % / 60 / 0.1 % = 0.83, far below the page's
    // 14.4; the rollback at minute 13 takes 5 minutes (ROLLBACK_MINUTES) and the build is
    // gone at minute 18, the hour's burn never nearing a line: no alert at all. Time to
    // detect and to mitigate are "no alert" (None), not 0.
    let d = debrief_of("bad-deploy", 42, &[(13, Action::Rollback)], 90, &[]);
    assert_eq!(d.review.first_alert_min, None);
    assert_eq!(d.review.time_to_detect_min, None);
    assert_eq!(d.review.time_to_mitigate_min, None);
    assert_eq!(d.review.paging_minutes, 0);
    assert_eq!(d.review.shed_requests, 0.0);
    // Errors of minutes 10–17: (0.5 + 1 + … + 4) % = 18 % of a minute's traffic, burning
    // 0.18 / 0.001 / 43,200 = 0.4167 % of the month's budget.
    assert!(
        (d.review.budget_used - 0.18 / 43.2).abs() < 1e-9,
        "{:?}",
        d.review
    );
    // Around 09:14 the diurnal swing is 1 + 0.25 sin(2π (9.23 − 6) / 24) = 1.187: about
    // 1,187 req/s admitted, so about 0.18 × 60 s × 1,187 = 12,820 requests failed.
    assert!(
        (12_700.0..12_950.0).contains(&d.review.failed_requests),
        "{:?}",
        d.review
    );
}

#[test]
fn a_rollback_after_the_page_counts_the_minutes_from_the_page() {
    // Without a fix the errors add up to (0.5 + … + 4.5) % = 22.5 % by minute 18, then
    // 5 % a minute. The hour's burn reaches the page's 14.4 when the sum reaches 0.864:
    // 0.225 + 13 × 0.05 = 0.875 at minute 31 (0.825 at minute 30). Rolled back at 09:40
    // (minute 40): detected in 9 minutes; the build is gone at 45. The five-minute burn
    // falls under 14.4 at minute 48 (one bad minute in five, 10): the page ends at 09:48
    // and no alert follows (the story below holds no other): mitigated in 48 − 31 = 17
    // minutes, counted from the page, not from the rollback.
    let d = debrief_of("bad-deploy", 42, &[(40, Action::Rollback)], 90, &[]);
    assert_eq!(d.review.first_alert_min, Some(31));
    assert_eq!(d.review.time_to_detect_min, Some(9));
    assert_eq!(d.review.time_to_mitigate_min, Some(17));
    assert_eq!(d.review.paging_minutes, 48 - 31);
    let alerts: Vec<(String, &Happening)> = d
        .happened
        .iter()
        .filter(|e| {
            matches!(
                e.happening,
                Happening::AlertStarted(_) | Happening::AlertEnded(_)
            )
        })
        .map(|e| (e.clock.to_string(), &e.happening))
        .collect();
    assert_eq!(
        alerts,
        [
            ("09:31".to_string(), &Happening::AlertStarted(Alert::Page)),
            ("09:48".to_string(), &Happening::AlertEnded(Alert::Page)),
        ]
    );
    // The whole story in order: the build, the page, the rollback, the page's end.
    let kinds: Vec<String> = d.happened.iter().map(|e| e.happening.kind()).collect();
    assert_eq!(kinds, ["bad-deploy", "page-start", "action", "page-end"]);
    match &d.happened[0].happening {
        Happening::Event { event, shift } => {
            assert_eq!(*event, TimelineEvent::BadDeployStart { minute: 10 });
            // Five minutes on (09:15) 60 % of the traffic is on the build: 3 % errors.
            assert_eq!(shift.quantity, Quantity::ErrorRate);
            assert_eq!((shift.before, shift.until), (0.0, Clock(9 * 60 + 15)));
            assert!((shift.after - 0.03).abs() < 1e-12, "{shift:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_action_has_no_detection_or_mitigation_time() {
    // The page at 09:31 is never answered and never ends.
    let d = debrief_of("bad-deploy", 42, &[], 90, &[]);
    assert_eq!(d.review.first_alert_min, Some(31));
    assert_eq!(d.review.time_to_detect_min, None);
    assert_eq!(d.review.time_to_mitigate_min, None);
    // Paging from 09:31 to the end (10:29): 59 minutes.
    assert_eq!(d.review.paging_minutes, 59);
}

#[test]
fn a_degraded_database_is_revealed_with_its_capacity_and_the_team_log_is_merged() {
    let team = [
        TeamEntry {
            seq: 0,
            minute: 2,
            author: ana(),
            at_ms: 0,
            change: TeamChange::Role {
                role: Role::Commander,
                member: ana(),
            },
        },
        TeamEntry {
            seq: 1,
            minute: 50,
            author: ana(),
            at_ms: 0,
            change: TeamChange::Update {
                text: "looking at the database".into(),
            },
        },
        TeamEntry {
            seq: 2,
            minute: 51,
            author: ana(),
            at_ms: 0,
            change: TeamChange::Ready,
        },
    ];
    let d = debrief_of("db-degradation", 7, &[], 120, &team);
    let revealed: Vec<_> = d
        .happened
        .iter()
        .filter_map(|e| match &e.happening {
            Happening::Event { event, shift } => Some((e.minute, *event, *shift)),
            _ => None,
        })
        .collect();
    // db-degradation.toml: half the capacity (factor 0.5 of 4,000 queries/s) for its
    // `minutes` from a seeded minute between 11:40 and 12:10.
    let lasts = builtin("db-degradation")
        .setup
        .events
        .iter()
        .find_map(|e| match *e {
            oncall_drill::model::Event::DbCapacity { minutes, .. } => Some(minutes),
            _ => None,
        })
        .expect("a database event");
    assert_eq!(lasts, 45);
    let (start, event, shift) = revealed[0];
    assert!((40..=70).contains(&start), "{start}");
    assert_eq!(
        event,
        TimelineEvent::DbCapacityStart {
            minute: start,
            factor: 0.5
        }
    );
    assert_eq!(shift.quantity, Quantity::DbCapacity);
    assert_eq!((shift.before, shift.after), (4000.0, 2000.0));
    if start + lasts < 120 {
        let (end, _, back) = revealed[1];
        assert_eq!(end, start + lasts);
        assert_eq!((back.before, back.after), (2000.0, 4000.0));
    }
    // The role and the update are in the story (not "ready"), each at its minute.
    let team_lines: Vec<(u32, String)> = d
        .happened
        .iter()
        .filter(|e| e.happening.kind() == "role" || e.happening.kind() == "update")
        .map(|e| (e.minute, e.happening.kind()))
        .collect();
    assert_eq!(team_lines, [(2, "role".into()), (50, "update".into())]);
}

#[test]
fn a_drill_stopped_at_0922_is_projected_to_the_scenario_end() {
    // Rolled back at 09:13, stopped after the 09:22 minute (23 minutes of 90).
    let d = debrief_of("bad-deploy", 42, &[(13, Action::Rollback)], 23, &[]);
    assert!(d.score.coverage.is_partial());
    let p = d.projection.as_ref().expect("a stopped drill is projected");
    assert_eq!(p.stopped_at.to_string(), "09:22");
    assert_eq!(p.until.to_string(), "10:29");
    // The projected run repeats the drill's 23 minutes, then holds its settings: no error
    // after 09:18, so the budget used stays the 0.18 / 43.2 of the errors before.
    assert_eq!(p.team.budget.len(), 90);
    assert!((p.team.summary.budget_used - 0.18 / 43.2).abs() < 1e-9);
    // No action over the whole scenario: 0.225 in minutes 10–18, then 71 minutes of 5 %
    // (19–89): 3.775 minutes' worth of errors, 3.775 / 43.2 of the month.
    assert!((p.no_action.summary.budget_used - 3.775 / 43.2).abs() < 1e-9);
    assert_eq!(p.no_action.budget.len(), 90);
    // Over the whole scenario the rollback is the better run, by far; cut at 09:22 the
    // what-if without action looked almost as good (the "94 · you: 92").
    assert!(p.team.score.total > p.no_action.score.total + 10.0, "{p:?}");
    assert!(!p.team.score.coverage.is_partial());
    // A drill that ran to its end has nothing to project.
    let whole = debrief_of("bad-deploy", 42, &[(13, Action::Rollback)], 90, &[]);
    assert!(whole.projection.is_none());
}

#[test]
fn simulate_json_carries_the_review_and_what_happened() {
    let dir = crate::util::temp_dir("review-json");
    let actions = dir.join("rollback.actions");
    std::fs::write(&actions, "09:13 rollback\n").unwrap();
    let out = crate::util::run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "42",
        "--deterministic",
        "--actions",
        actions.to_str().unwrap(),
        "--json",
    ]);
    assert!(out.status.success(), "{}", crate::util::stderr(&out));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one object");
    // The same hand-checked figures as the library's debrief above: no alert, so no
    // time to detect or to mitigate (null, never 0).
    let review = &value["review"];
    assert!(review["first_alert_min"].is_null(), "{review}");
    assert!(review["time_to_detect_min"].is_null(), "{review}");
    assert!(review["time_to_mitigate_min"].is_null(), "{review}");
    assert_eq!(review["paging_minutes"], 0);
    assert_eq!(review["shed_requests"], 0.0);
    let budget = review["budget_used"].as_f64().unwrap();
    assert!((budget - 0.18 / 43.2).abs() < 1e-9, "{review}");
    let events = value["events"].as_array().unwrap();
    let seen: Vec<(&str, &str)> = events
        .iter()
        .map(|e| (e["clock"].as_str().unwrap(), e["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(seen, [("09:10", "bad-deploy"), ("09:13", "action")]);
    assert_eq!(events[1]["action"], "rollback");
    assert_eq!(events[0]["minute"], 10);
    // Nobody acting: no time to detect or to mitigate (null), the page from 09:31.
    let idle = crate::util::run(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "42",
        "--deterministic",
        "--policy",
        "none",
        "--json",
    ]);
    let idle: serde_json::Value = serde_json::from_slice(&idle.stdout).expect("one object");
    assert!(idle["review"]["time_to_detect_min"].is_null());
    assert!(idle["review"]["time_to_mitigate_min"].is_null());
    assert_eq!(idle["review"]["first_alert_min"], 31);
    assert_eq!(idle["review"]["first_alert_clock"], "09:31");
    assert_eq!(idle["review"]["paging_minutes"], 59);
    let page = idle["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "page-start")
        .expect("a page");
    assert_eq!(page["clock"], "09:31");
}

#[test]
fn play_shows_what_happened_the_review_and_a_stopped_drill_projected() {
    let dir = crate::util::temp_dir("review-play");
    let mut command = crate::util::bin();
    command.current_dir(&dir).env("USER", "ana").args([
        "play",
        "bad-deploy",
        "--pace",
        "turns",
        "--seed",
        "42",
        "--deterministic",
        "--db",
        "d.sqlite3",
    ]);
    let out = crate::util::run_with_input(&mut command, "advance 12\nrollback\nadvance 10\nstop\n");
    assert!(out.status.success(), "{}", crate::util::stderr(&out));
    let text = crate::util::stdout(&out);
    for line in [
        "The drill was stopped at 09:22: the figures below are projected to 10:29",
        "What happened:",
        "09:10 a bad build started rolling out: errors 0.00 % → 3.00 % by 09:15",
        "09:13 ana: rollback",
        "Time to detect: no alert",
        "Time to mitigate: no alert",
        "Minutes paging: 0",
    ] {
        assert!(text.contains(line), "{line:?} missing:\n{text}");
    }
    // The projected comparison: the rollback beats doing nothing over the whole drill.
    let score_after = |prefix: &str| -> f64 {
        let line = text.lines().find(|l| l.contains(prefix)).expect(prefix);
        let after = line.split(prefix).nth(1).unwrap().trim_start();
        after.split('/').next().unwrap().parse().unwrap()
    };
    assert!(score_after("You, projected:") > score_after("With no action:") + 10.0);
}

#[test]
fn discord_shows_what_happened_in_a_field_and_the_rest_in_follow_ups() {
    use oncall_drill::discord::embed::{happened_field, happened_follow_ups};
    use oncall_drill::discord::limits::FIELD_MAX;
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::Locale;

    // Sixty actions (a TTL change every minute from 09:05): far more than a field holds.
    let actions: Vec<(u32, Action)> = (5..65).map(|m| (m, Action::Ttl(60 + m))).collect();
    let long = debrief_of("bad-deploy", 42, &actions, 90, &[]);
    let short = debrief_of("bad-deploy", 42, &[(13, Action::Rollback)], 90, &[]);
    for locale in [Locale::EnUs, Locale::Fy, Locale::Ru, Locale::So] {
        let l = Localizer::new(locale);
        let field = happened_field(&l, &long);
        assert!(field.chars().count() <= FIELD_MAX, "{locale:?}");
        let follow_ups = happened_follow_ups(&l, &long);
        assert!(!follow_ups.is_empty(), "{locale:?}");
        // Discord's limit for a message, and every line of what happened in them.
        assert!(follow_ups.iter().all(|m| m.chars().count() <= 2000));
        let all = follow_ups.join("\n");
        assert!(all.contains("10:04 ana: ttl 124"), "{all}");
        // A short story fits its field: nothing follows.
        assert!(happened_follow_ups(&l, &short).is_empty());
        assert!(happened_field(&l, &short).contains("09:13 ana: rollback"));
    }
}
