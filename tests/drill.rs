//! The drill host under `tokio::time::pause`: pacing (real time, N seconds, turns),
//! pause/resume, actions landing in the next minute in arrival order, refusals that change
//! nothing, and a restart on the same SQLite file that continues with the history.

use std::time::Duration;

use std::sync::Arc;

use oncall_drill::drill::{
    self, DrillError, DrillEvent, DrillHandle, EngineConfig, Failure, Handles, HostEvent, Intent,
    StartRequest,
};
use oncall_drill::model::{Action, Author, Locale, Pace, Place};
use oncall_drill::scenario::{Scenario, ScenarioError};
use oncall_drill::store::Store;
use tokio::sync::mpsc::UnboundedReceiver;

use crate::util::{driver_in_memory, driver_on, let_paused_time_pass, temp_dir};

pub(crate) fn alice() -> Author {
    Author {
        id: "1".into(),
        name: "alice".into(),
    }
}

/// The place of a test drill: channel `channel` of server `g`.
pub(crate) fn at(channel: &str) -> Place {
    Place::in_guild("g", channel)
}

/// A start request (seed 7, noise on) that tests adjust with struct-update syntax.
pub(crate) fn request(channel: &str, scenario: &str, pace: Pace) -> StartRequest {
    StartRequest {
        place: at(channel),
        scenario: Arc::new(Scenario::load(scenario).expect("a scenario")),
        scenario_ref: scenario.into(),
        seed: 7,
        pace,
        locale: Locale::EnUs,
        deterministic: false,
        who: alice(),
        alert_role: None,
        rules: Default::default(),
    }
}

/// An exact action, as a typed command asks for it.
fn act(action: Action) -> Intent {
    Intent::Exactly(action)
}

async fn host() -> (DrillHandle, UnboundedReceiver<HostEvent>) {
    let (Handles { drills: handle, .. }, events, _task) = driver_in_memory().await;
    (handle, events)
}

/// Ends a host as a crash would: the handle dropped, the task aborted, the store closed.
pub(crate) async fn stop_host(handle: DrillHandle, task: tokio::task::JoinHandle<()>) {
    drop(handle);
    task.abort();
    let _ = task.await;
}

/// Minutes computed so far in a channel.
async fn minutes(handle: &DrillHandle, channel: &str) -> usize {
    handle.snapshot(&at(channel)).await.unwrap().history.len()
}

#[tokio::test(start_paused = true)]
async fn real_time_ticks_once_a_minute() {
    let (handle, _events) = host().await;
    handle
        .start(request("c", "free-play", Pace::REAL_TIME))
        .await
        .unwrap();
    assert_eq!(
        minutes(&handle, "c").await,
        1,
        "the opening minute is shown at once"
    );
    let_paused_time_pass(Duration::from_secs(59)).await;
    assert_eq!(minutes(&handle, "c").await, 1);
    let_paused_time_pass(Duration::from_secs(2)).await;
    assert_eq!(minutes(&handle, "c").await, 2);
    let_paused_time_pass(Duration::from_secs(60 * 10)).await;
    assert_eq!(minutes(&handle, "c").await, 12);
}

#[tokio::test(start_paused = true)]
async fn n_seconds_pace_and_pause_resume() {
    let (handle, _events) = host().await;
    handle
        .start(request("c", "free-play", "10s".parse().unwrap()))
        .await
        .unwrap();
    let_paused_time_pass(Duration::from_secs(35)).await;
    assert_eq!(minutes(&handle, "c").await, 4);
    handle.pause(&at("c"), alice()).await.unwrap();
    let_paused_time_pass(Duration::from_secs(300)).await;
    assert_eq!(
        minutes(&handle, "c").await,
        4,
        "a paused drill does not move"
    );
    handle.resume(&at("c"), alice()).await.unwrap();
    let_paused_time_pass(Duration::from_secs(9)).await;
    assert_eq!(
        minutes(&handle, "c").await,
        4,
        "the next minute is one interval after resuming"
    );
    let_paused_time_pass(Duration::from_secs(2)).await;
    assert_eq!(minutes(&handle, "c").await, 5);
}

#[tokio::test(start_paused = true)]
async fn turn_based_moves_only_on_advance() {
    let (handle, _events) = host().await;
    handle
        .start(request("c", "bad-deploy", Pace::Turns))
        .await
        .unwrap();
    let_paused_time_pass(Duration::from_secs(3600)).await;
    assert_eq!(minutes(&handle, "c").await, 1);
    assert_eq!(handle.advance(&at("c"), 5).await.map(|a| a.minutes), Ok(5));
    assert_eq!(minutes(&handle, "c").await, 6);
    assert_eq!(
        handle.advance(&at("c"), 0).await.map(|a| a.minutes),
        Err(DrillError::AdvanceRange { min: 1, max: 60 }.into())
    );
    assert_eq!(
        handle.advance(&at("c"), 61).await.map(|a| a.minutes),
        Err(DrillError::AdvanceRange { min: 1, max: 60 }.into())
    );
    // Advancing past the end stops at the end and finishes the drill.
    assert_eq!(
        handle.advance(&at("c"), 60).await.map(|a| a.minutes),
        Ok(60)
    );
    assert_eq!(
        handle.advance(&at("c"), 60).await.map(|a| a.minutes),
        Ok(24)
    );
    assert_eq!(
        handle.advance(&at("c"), 1).await.map(|a| a.minutes),
        Err(DrillError::Finished.into())
    );
    assert_eq!(minutes(&handle, "c").await, 90);
}

#[tokio::test(start_paused = true)]
async fn actions_land_in_the_next_minute_in_arrival_order() {
    let (handle, mut events) = host().await;
    handle
        .start(request("c", "free-play", Pace::Turns))
        .await
        .unwrap();
    let ack = handle
        .act(&at("c"), alice(), act(Action::Ttl(120)))
        .await
        .unwrap();
    assert_eq!(
        (ack.minute, ack.clock.to_string()),
        (1, "08:01".to_string())
    );
    handle
        .act(&at("c"), alice(), act(Action::Ttl(30)))
        .await
        .unwrap();
    handle
        .act(&at("c"), alice(), act(Action::Shed(20)))
        .await
        .unwrap();
    let before = handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(
        before.history.last().unwrap().ttl_s,
        60,
        "nothing changes within the minute"
    );
    handle.advance(&at("c"), 1).await.unwrap();
    let after = handle.snapshot(&at("c")).await.unwrap();
    let minute1 = &after.history[1];
    assert_eq!(
        minute1.ttl_s, 30,
        "the later of two TTLs wins: arrival order"
    );
    assert_eq!(minute1.shed_fraction, 0.2);
    let order: Vec<String> = after.log.iter().map(|a| a.action.to_string()).collect();
    assert_eq!(order, ["ttl 120", "ttl 30", "shed 20"]);
    // Every accepted action was announced, after the start and the opening minute.
    let mut accepted = 0;
    while let Ok(event) = events.try_recv() {
        if matches!(event.event, DrillEvent::ActionAccepted { .. }) {
            accepted += 1;
        }
    }
    assert_eq!(accepted, 3);
}

#[tokio::test(start_paused = true)]
async fn refusals_change_nothing() {
    let (handle, _events) = host().await;
    assert_eq!(
        handle
            .act(&at("nowhere"), alice(), act(Action::Rollback))
            .await
            .unwrap_err(),
        DrillError::NoIncident
    );
    // An unknown scenario is refused at the edge, before the driver is asked.
    assert!(matches!(
        Scenario::load("meteor"),
        Err(ScenarioError::Unknown { .. })
    ));
    handle
        .start(request("c", "free-play", "10s".parse().unwrap()))
        .await
        .unwrap();
    assert_eq!(
        handle
            .start(request("c", "bad-deploy", Pace::Turns))
            .await
            .unwrap_err(),
        DrillError::AlreadyRunning
    );
    assert!(
        matches!(handle.advance(&at("c"), 1).await, Err(Failure::Refused(DrillError::NotTurnBased(p))) if p.to_string() == "10s")
    );
    let snapshot = handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(snapshot.scenario.id, "free-play");
    assert!(snapshot.log.is_empty());
}

#[tokio::test(start_paused = true)]
async fn too_many_actions_in_one_minute_are_refused_not_lost() {
    let config = EngineConfig {
        max_actions_per_minute: 5,
        ..EngineConfig::default()
    };
    let (Handles { drills: handle, .. }, _events, _task) =
        drill::spawn(Store::open_in_memory().unwrap(), config)
            .await
            .unwrap();
    handle
        .start(request("c", "free-play", Pace::Turns))
        .await
        .unwrap();
    let mut accepted = 0;
    for i in 0..8 {
        match handle
            .act(&at("c"), alice(), act(Action::Ttl(61 + i)))
            .await
        {
            Ok(_) => accepted += 1,
            Err(err) => assert_eq!(err, DrillError::TooManyActions { max: 5 }),
        }
    }
    assert_eq!(accepted, 5);
    assert_eq!(
        handle.snapshot(&at("c")).await.unwrap().log.len(),
        5,
        "exactly the acknowledged ones"
    );
    handle.advance(&at("c"), 1).await.unwrap();
    handle
        .act(&at("c"), alice(), act(Action::Warmup))
        .await
        .expect("a new minute, a new allowance");
}

#[tokio::test(start_paused = true)]
async fn a_restart_continues_with_the_history() {
    let dir = temp_dir("drill-restart");
    let db = dir.join("drills.sqlite3");
    let (first_history, first_log) = {
        let (Handles { drills: handle, .. }, _events, task) = driver_on(&db).await;
        handle
            .start(request("c", "bad-deploy", "10s".parse().unwrap()))
            .await
            .unwrap();
        handle
            .act(&at("c"), alice(), act(Action::Rollback))
            .await
            .unwrap();
        let_paused_time_pass(Duration::from_secs(125)).await;
        handle
            .act(&at("c"), alice(), act(Action::Shed(30)))
            .await
            .unwrap();
        let snapshot = handle.snapshot(&at("c")).await.unwrap();
        stop_host(handle, task).await;
        (snapshot.history, snapshot.log)
    };
    assert_eq!(first_history.len(), 13);

    let (Handles { drills: handle, .. }, mut events, _task) = driver_on(&db).await;
    let restored = events.recv().await.expect("an event");
    assert!(
        matches!(restored.event, DrillEvent::Restored { .. }),
        "{:?}",
        restored.event
    );
    let snapshot = handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(
        snapshot.history, first_history,
        "the replay reproduces the stored minutes"
    );
    assert_eq!(
        snapshot.log, first_log,
        "every acknowledged action survived"
    );
    let_paused_time_pass(Duration::from_secs(20)).await;
    let later = handle.snapshot(&at("c")).await.unwrap();
    assert!(later.history.len() > 13, "and it goes on ticking");
    assert_eq!(
        later.history[13].shed_fraction, 0.3,
        "the pending action applied after the restart"
    );
}
