//! Team play without Discord (issue 14): each rule of the engine through the drill host on
//! a real SQLite file — roles claimed, given, handed over and refused; ops-only controls;
//! stakeholder updates and the nudge at the right simulated minute; a quorum of Ready
//! presses; the hourly reminder; a pace change mid-drill; hints off; and all of it after a
//! restart.

use std::path::Path;
use std::time::Duration;

use oncall_drill::drill::{DrillError, DrillEvent, DrillHandle, HostEvent};
use oncall_drill::drill::{Failure, Intent, ReadyCount, RoleGiven};
use oncall_drill::model::{Action, Alert, Author, ControlPolicy, Pace, Role, TeamRules};
use tokio::sync::mpsc::UnboundedReceiver;

use crate::drill::{at, request, stop_host};
use crate::util::{driver_on, let_paused_time_pass, temp_dir};

fn member(name: &str) -> Author {
    Author {
        id: format!("id-{name}"),
        name: name.into(),
    }
}

async fn host(
    db: &Path,
) -> (
    DrillHandle,
    UnboundedReceiver<HostEvent>,
    tokio::task::JoinHandle<()>,
) {
    let (handles, events, task) = driver_on(db).await;
    (handles.drills, events, task)
}

/// Starts a turn-based drill of `scenario` in channel "c" with `rules`.
async fn start(handle: &DrillHandle, scenario: &str, rules: TeamRules) {
    handle
        .start(oncall_drill::drill::StartRequest {
            rules,
            ..request("c", scenario, Pace::Turns)
        })
        .await
        .unwrap();
}

fn drain(events: &mut UnboundedReceiver<HostEvent>) -> Vec<DrillEvent> {
    let mut seen = Vec::new();
    while let Ok(e) = events.try_recv() {
        seen.push(e.event);
    }
    seen
}

#[tokio::test]
async fn roles_are_claimed_given_handed_over_and_refused() {
    let dir = temp_dir("team-roles");
    let (handle, mut events, _task) = host(&dir.join("d.sqlite3")).await;
    start(&handle, "free-play", TeamRules::default()).await;
    let (ana, bo, cy) = (member("ana"), member("bo"), member("cy"));
    let place = at("c");
    // Without a commander anyone gives roles; a free role is claimed.
    handle
        .role(&place, bo.clone(), Role::Comms, bo.clone())
        .await
        .unwrap();
    handle
        .role(&place, ana.clone(), Role::Commander, ana.clone())
        .await
        .unwrap();
    // A held role is not taken, and only the commander gives roles to others.
    assert_eq!(
        handle
            .role(&place, cy.clone(), Role::Comms, cy.clone())
            .await
            .unwrap_err(),
        DrillError::RoleTaken {
            role: Role::Comms,
            holder: "bo".into()
        }
    );
    assert_eq!(
        handle
            .role(&place, cy.clone(), Role::Ops, bo.clone())
            .await
            .unwrap_err(),
        DrillError::NotCommander {
            commander: "ana".into()
        }
    );
    // Anyone may join the operators; the commander hands over.
    handle
        .role(&place, cy.clone(), Role::Ops, cy.clone())
        .await
        .unwrap();
    let handed = handle
        .role(&place, ana.clone(), Role::Commander, cy.clone())
        .await
        .unwrap();
    assert!(matches!(handed, RoleGiven { previous: Some(ref p), .. } if p.name == "ana"));
    let snapshot = handle.snapshot(&place).await.unwrap();
    assert_eq!(snapshot.team.holder(Role::Commander).unwrap().name, "cy");
    assert_eq!(snapshot.team.holder(Role::Comms).unwrap().name, "bo");
    let changes = drain(&mut events)
        .into_iter()
        .filter(|e| matches!(e, DrillEvent::RoleChanged { .. }))
        .count();
    assert_eq!(changes, 4, "every accepted change is told, no refusal is");
}

#[tokio::test]
async fn with_ops_only_controls_only_operators_and_the_commander_act() {
    let dir = temp_dir("team-ops-only");
    let (handle, _events, _task) = host(&dir.join("d.sqlite3")).await;
    let rules = TeamRules {
        controls: ControlPolicy::OpsOnly,
        ..TeamRules::default()
    };
    start(&handle, "free-play", rules).await;
    let place = at("c");
    let rollback = || Intent::Exactly(Action::Rollback);
    assert_eq!(
        handle
            .act(&place, member("dee"), rollback())
            .await
            .unwrap_err(),
        DrillError::OpsOnly { allowed: vec![] }
    );
    handle
        .role(&place, member("ana"), Role::Commander, member("ana"))
        .await
        .unwrap();
    handle
        .role(&place, member("ana"), Role::Ops, member("bo"))
        .await
        .unwrap();
    assert_eq!(
        handle
            .act(&place, member("dee"), rollback())
            .await
            .unwrap_err(),
        DrillError::OpsOnly {
            allowed: vec!["ana".into(), "bo".into()]
        }
    );
    handle.act(&place, member("bo"), rollback()).await.unwrap();
    handle
        .act(&place, member("ana"), Intent::Exactly(Action::Warmup))
        .await
        .unwrap();
    assert_eq!(handle.snapshot(&place).await.unwrap().log.len(), 2);
}

/// The first minute of bad-deploy (seed 7) with an alert, from a run nobody touches.
async fn first_alert_minute() -> u32 {
    let dir = temp_dir("team-first-alert");
    let (handle, _events, _task) = host(&dir.join("d.sqlite3")).await;
    start(&handle, "bad-deploy", TeamRules::default()).await;
    handle.advance(&at("c"), 60).await.unwrap();
    let snapshot = handle.snapshot(&at("c")).await.unwrap();
    let minute = snapshot
        .history
        .iter()
        .find(|r| r.alert != Alert::None)
        .expect("bad-deploy alerts within the hour")
        .minute;
    // The alert must last long enough for the nudge to be due.
    assert!(snapshot
        .history
        .iter()
        .filter(|r| (minute..minute + 16).contains(&r.minute))
        .all(|r| r.alert != Alert::None));
    minute
}

fn nudges(events: Vec<DrillEvent>) -> Vec<(u32, Option<String>)> {
    events
        .into_iter()
        .filter_map(|e| match e {
            DrillEvent::Nudge {
                quiet_min, comms, ..
            } => Some((quiet_min, comms.map(|c| c.name))),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn an_update_goes_out_with_the_numbers_and_a_quiet_alert_nudges_comms_after_15_minutes() {
    let alert = first_alert_minute().await;
    let dir = temp_dir("team-updates");
    let (handle, mut events, _task) = host(&dir.join("d.sqlite3")).await;
    start(&handle, "bad-deploy", TeamRules::default()).await;
    let place = at("c");
    handle
        .role(&place, member("bo"), Role::Comms, member("bo"))
        .await
        .unwrap();
    // Up to the minute before the nudge: none yet.
    handle.advance(&place, alert + 14).await.unwrap();
    assert_eq!(nudges(drain(&mut events)), vec![]);
    handle.advance(&place, 1).await.unwrap();
    assert_eq!(
        nudges(drain(&mut events)),
        vec![(15, Some("bo".into()))],
        "at the alert's 15th quiet minute, to the communications lead"
    );
    // An update restarts the count; its event carries the minute's numbers.
    let clock = handle
        .update(
            &place,
            member("bo"),
            "  Checkout errors; rolling back.  ".into(),
        )
        .await
        .unwrap();
    let posted = drain(&mut events);
    let Some(DrillEvent::UpdatePosted {
        text,
        impact,
        clock: at_clock,
        ..
    }) = posted.last()
    else {
        panic!("{posted:?}")
    };
    assert_eq!(
        (text.as_str(), *at_clock),
        ("Checkout errors; rolling back.", clock)
    );
    let last = handle.snapshot(&place).await.unwrap();
    assert_eq!(impact.as_deref(), last.last());
    handle.advance(&place, 14).await.unwrap();
    assert_eq!(nudges(drain(&mut events)), vec![]);
    handle.advance(&place, 1).await.unwrap();
    assert_eq!(nudges(drain(&mut events)), vec![(15, Some("bo".into()))]);
    // Empty and overlong updates are refused.
    for text in ["   ".to_string(), "x".repeat(1001)] {
        assert_eq!(
            handle.update(&place, member("bo"), text).await.unwrap_err(),
            DrillError::UpdateLength { max: 1000 }
        );
    }
}

#[tokio::test]
async fn a_quorum_advances_on_enough_different_ready_members_or_the_commander() {
    let dir = temp_dir("team-quorum");
    let db = dir.join("d.sqlite3");
    let (handle, _events, task) = host(&db).await;
    let rules = TeamRules {
        quorum: Some(2),
        ..TeamRules::default()
    };
    start(&handle, "free-play", rules).await;
    let place = at("c");
    let minutes = |h: &DrillHandle| {
        let h = h.clone();
        async move { h.snapshot(&at("c")).await.unwrap().history.len() }
    };
    assert_eq!(
        handle
            .advance_as(&place, Some(member("bo")), 1)
            .await
            .unwrap_err(),
        DrillError::QuorumWait {
            ready: 0,
            needed: 2
        }
    );
    let first = handle.ready(&place, member("bo")).await.unwrap();
    assert!(
        matches!(first, ReadyCount { ref ready, needed: 2, advanced: None } if ready.len() == 1)
    );
    // The same member twice is one: the second press changes nothing and says so.
    assert_eq!(
        handle.ready(&place, member("bo")).await.unwrap_err(),
        DrillError::AlreadyReady {
            ready: 1,
            needed: 2
        }
    );
    assert_eq!(minutes(&handle).await, 1);
    // Ready survives a restart.
    stop_host(handle, task).await;
    let (handle, _events, _task) = host(&db).await;
    let second = handle.ready(&place, member("cy")).await.unwrap();
    assert!(
        matches!(
            second,
            ReadyCount {
                advanced: Some(_),
                ..
            }
        ),
        "{second:?}"
    );
    assert_eq!(minutes(&handle).await, 2, "the quorum moved it one minute");
    // A new turn starts empty; the commander may advance without it.
    handle
        .role(&place, member("ana"), Role::Commander, member("ana"))
        .await
        .unwrap();
    handle
        .advance_as(&place, Some(member("ana")), 3)
        .await
        .unwrap();
    assert_eq!(minutes(&handle).await, 5);
}

#[tokio::test(start_paused = true)]
async fn a_waiting_turn_based_drill_reminds_its_team_every_hour() {
    let dir = temp_dir("team-reminder");
    let (handle, mut events, _task) = host(&dir.join("d.sqlite3")).await;
    start(&handle, "free-play", TeamRules::default()).await;
    let reminders = |events: &mut UnboundedReceiver<HostEvent>| -> Vec<u32> {
        drain(events)
            .into_iter()
            .filter_map(|e| match e {
                DrillEvent::Reminder { waited_min, .. } => Some(waited_min),
                _ => None,
            })
            .collect()
    };
    let_paused_time_pass(Duration::from_secs(59 * 60)).await;
    assert_eq!(reminders(&mut events), Vec::<u32>::new());
    let_paused_time_pass(Duration::from_secs(2 * 60)).await;
    assert_eq!(reminders(&mut events), vec![60]);
    let_paused_time_pass(Duration::from_secs(60 * 60)).await;
    assert_eq!(reminders(&mut events), vec![120]);
    // A decision starts the wait again.
    handle.advance(&at("c"), 1).await.unwrap();
    let_paused_time_pass(Duration::from_secs(59 * 60)).await;
    assert_eq!(reminders(&mut events), Vec::<u32>::new());
}

#[tokio::test(start_paused = true)]
async fn the_pace_changes_mid_drill_and_stays_changed_after_a_restart() {
    let dir = temp_dir("team-pace");
    let db = dir.join("d.sqlite3");
    let (handle, _events, task) = host(&db).await;
    start(&handle, "free-play", TeamRules::default()).await;
    let place = at("c");
    handle
        .set_pace(&place, member("ana"), "10s".parse().unwrap())
        .await
        .unwrap();
    let_paused_time_pass(Duration::from_secs(31)).await;
    let snapshot = handle.snapshot(&place).await.unwrap();
    assert_eq!(
        snapshot.history.len(),
        4,
        "the opening minute and three ticks"
    );
    stop_host(handle, task).await;
    let (handle, _events, _task) = host(&db).await;
    assert_eq!(
        handle.snapshot(&place).await.unwrap().pace,
        "10s".parse::<Pace>().unwrap()
    );
}

#[tokio::test]
async fn hints_off_keeps_the_coach_quiet() {
    let dir = temp_dir("team-hints");
    let (handle, _events, _task) = host(&dir.join("d.sqlite3")).await;
    let exam = TeamRules {
        hints: false,
        ..TeamRules::default()
    };
    start(&handle, "free-play", exam).await;
    assert_eq!(
        handle.explain(&at("c")).await.unwrap_err(),
        DrillError::HintsOff
    );
    let dir = temp_dir("team-hints-on");
    let (handle, _events, _task) = host(&dir.join("d.sqlite3")).await;
    start(&handle, "free-play", TeamRules::default()).await;
    assert!(handle.explain(&at("c")).await.is_ok());
}

#[tokio::test]
async fn roles_and_updates_survive_a_restart() {
    let dir = temp_dir("team-restart");
    let db = dir.join("d.sqlite3");
    let (handle, _events, task) = host(&db).await;
    start(&handle, "free-play", TeamRules::default()).await;
    let place = at("c");
    handle
        .role(&place, member("ana"), Role::Commander, member("ana"))
        .await
        .unwrap();
    handle
        .update(&place, member("ana"), "All quiet.".into())
        .await
        .unwrap();
    let before = handle.snapshot(&place).await.unwrap().team.log().to_vec();
    stop_host(handle, task).await;
    let (handle, _events, _task) = host(&db).await;
    let after = handle.snapshot(&place).await.unwrap().team.log().to_vec();
    assert_eq!(after, before);
    assert_eq!(after.len(), 2);
}

/// The debrief's update part: the alerting minutes whose last update (or the alert's start)
/// was 15 or more minutes old, counted independently here from the drill's own records.
#[tokio::test]
async fn the_debrief_scores_the_update_cadence_of_a_channels_drill() {
    use oncall_drill::model::score::PartKind;
    let dir = temp_dir("team-cadence");
    let (handle, _events, _task) = host(&dir.join("d.sqlite3")).await;
    let place = at("c");
    let run = |updates_every: Option<u32>| {
        let handle = handle.clone();
        let place = place.clone();
        async move {
            start(&handle, "bad-deploy", TeamRules::default()).await;
            let mut posted = Vec::new();
            // To the scenario's end, a minute at a time.
            for minute in 0.. {
                if updates_every.is_some_and(|every| minute > 0 && minute % every == 0) {
                    handle
                        .update(&place, member("bo"), "still on it".into())
                        .await
                        .unwrap();
                    posted.push(minute);
                }
                match handle.advance(&place, 1).await {
                    Ok(_) => {}
                    Err(Failure::Refused(DrillError::Finished)) => break,
                    Err(other) => panic!("{other:?}"),
                }
            }
            let snapshot = handle.snapshot(&place).await.unwrap();
            (snapshot, posted)
        }
    };
    let expected_overdue = |records: &[oncall_drill::model::MinuteRecord], updates: &[u32]| {
        let mut overdue = 0;
        let mut quiet_since = None;
        for r in records {
            if r.alert == Alert::None {
                quiet_since = None;
                continue;
            }
            let since = *quiet_since.get_or_insert(r.minute);
            let last_update = updates.iter().filter(|u| **u <= r.minute).max().copied();
            let since = last_update.map_or(since, |u| u.max(since));
            if r.minute - since >= 15 {
                overdue += 1;
            }
        }
        overdue
    };

    let (silent, _) = run(None).await;
    let records = silent.history.to_vec();
    let overdue = expected_overdue(&records, &[]);
    assert!(overdue > 0, "bad-deploy alerts for more than 15 minutes");
    let part = silent
        .debrief()
        .score
        .updates
        .expect("a channel's drill is a team drill");
    assert_eq!(part.kind, PartKind::Updates);
    assert_eq!(part.raw, f64::from(overdue));
    assert!(part.points > 0.0);
    // Its what-if runs are scored with the same (no) updates.
    assert!(silent.debrief().expert.score.updates.is_some());

    let (chatty, posted) = run(Some(10)).await;
    let part = chatty.debrief().score.updates.unwrap();
    assert_eq!(
        part.raw, 0.0,
        "an update every 10 minutes is never overdue: {posted:?}"
    );
    assert_eq!(part.points, 0.0);
    assert!(chatty.debrief().score.total > silent.debrief().score.total);
}
