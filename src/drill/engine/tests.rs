//! The engine driven with plain values: no runtime, no clock, no store. A tiny fake driver
//! (`drive`) answers commits the way the store would, so each rule is checked alone.

use std::sync::Arc;
use std::time::Duration;

use super::restore::{rebuild, Rebuilt, StoredDrill};
use super::*;
use crate::model::{Action, Author, MinuteDigest, Pace};
use crate::scenario::Scenario;

pub(super) fn alice() -> Author {
    Author {
        id: "1".into(),
        name: "alice".into(),
    }
}

pub(super) fn at(secs: u64) -> Now {
    Now {
        mono: Duration::from_secs(secs),
        unix_ms: 1_800_000_000_000 + secs as i64 * 1000,
    }
}

pub(super) fn place() -> Place {
    Place::in_guild("g", "c")
}

/// Answers every commit as a working store would (ids from 1), returning the reply and
/// every effect seen, commits included.
pub(super) fn drive<R: Send + 'static>(
    engine: &mut Engine,
    ask: impl FnOnce(&mut Engine, Now) -> Handled<Answer<R>>,
    now: Now,
) -> (Answer<R>, Vec<Effect>) {
    let mut seen = Vec::new();
    let mut outcome = ask(engine, now);
    loop {
        let commit = outcome.effects.iter().find_map(|e| match e {
            Effect::Commit(w) => Some(w.clone()),
            _ => None,
        });
        seen.append(&mut outcome.effects);
        match (commit, outcome.reply.take(), outcome.then.take()) {
            (Some(write), _, Some(then)) => {
                let written = match write {
                    Write::CreateIncident(_) => Written::Created(IncidentId(1)),
                    _ => Written::Done,
                };
                outcome = engine.written(then, Ok(written), now);
            }
            (None, Some(reply), _) => return (reply, seen),
            _ => panic!("no reply, or a commit without what it comes to"),
        }
    }
}

pub(super) fn start(engine: &mut Engine, scenario: &str, pace: Pace, now: Now) -> Snapshot {
    let request = StartRequest {
        place: place(),
        scenario: Arc::new(Scenario::builtin(scenario).unwrap()),
        scenario_ref: scenario.into(),
        seed: 7,
        pace,
        locale: Locale::EnUs,
        deterministic: false,
        who: alice(),
        alert_role: None,
        rules: Default::default(),
    };
    match drive(engine, move |e, now| e.start(request, now), now).0 {
        Ok(snapshot) => snapshot,
        other => panic!("{other:?}"),
    }
}

pub(super) fn act(engine: &mut Engine, action: Action, now: Now) -> Answer<Ack> {
    let request =
        move |e: &mut Engine, now| e.act(&place(), alice(), Intent::Exactly(action), None, now);
    drive(engine, request, now).0
}

pub(super) fn snapshot(engine: &mut Engine) -> Snapshot {
    match drive(engine, |e, _| e.snapshot(&place()), at(0)).0 {
        Ok(s) => s,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_start_is_stored_before_anything_happens_then_shows_the_opening_minute() {
    let mut engine = Engine::new(EngineConfig::default());
    let mut outcome = engine.start(
        StartRequest {
            place: place(),
            scenario: Arc::new(Scenario::builtin("free-play").unwrap()),
            scenario_ref: "free-play".into(),
            seed: 7,
            pace: Pace::Turns,
            locale: Locale::Ru,
            deterministic: true,
            who: alice(),
            alert_role: None,
            rules: Default::default(),
        },
        at(5),
    );
    assert!(outcome.reply.is_none(), "no answer before the store has it");
    assert!(matches!(
        &outcome.effects[..],
        [Effect::Commit(Write::CreateIncident(meta))]
            if meta.seed == 7 && meta.started_at_ms == at(5).unix_ms && meta.locale == Locale::Ru
    ));
    assert_eq!(engine.live_count(), 0);
    let then = outcome.then.take().expect("what the commit comes to");
    let done = engine.written(then, Ok(Written::Created(IncidentId(42))), at(5));
    let Some(Ok(snapshot)) = done.reply else {
        panic!("{:?}", done.reply)
    };
    assert_eq!(snapshot.id, IncidentId(42));
    assert_eq!(snapshot.history.len(), 1, "the opening minute at once");
    assert!(matches!(
        &done.effects[..],
        [
            Effect::Emit(started),
            Effect::Persist(Write::Minutes(rows)),
            Effect::Emit(minute),
        ] if rows.len() == 1 && rows[0].incident == IncidentId(42)
            && matches!(started.event, DrillEvent::Started { .. })
            && matches!(**minute, HostEvent { event: DrillEvent::Minute(_), locale: Locale::Ru, .. })
    ));
}

#[test]
fn a_failed_write_changes_nothing() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "free-play", Pace::Turns, at(0));
    let outcome = engine.act(
        &place(),
        alice(),
        Intent::Exactly(Action::Ttl(120)),
        None,
        at(1),
    );
    assert!(outcome.reply.is_none());
    let then = outcome.then.expect("what the commit comes to");
    let failed = engine.written(then, Err(WriteFailure::Failed("disk full".into())), at(1));
    assert!(matches!(
        failed.reply,
        Some(Err(Failure::Host(HostError::Store(_))))
    ));
    assert!(failed.effects.is_empty(), "nothing announced");
    assert!(snapshot(&mut engine).log.is_empty(), "nothing queued");
    // And a start the store refuses (another live drill in that channel) is refused.
    let mut other = Engine::new(EngineConfig::default());
    let request = StartRequest {
        place: place(),
        scenario: Arc::new(Scenario::builtin("free-play").unwrap()),
        scenario_ref: "free-play".into(),
        seed: 1,
        pace: Pace::Turns,
        locale: Locale::EnUs,
        deterministic: false,
        who: alice(),
        alert_role: None,
        rules: Default::default(),
    };
    let outcome = other.start(request, at(0));
    assert!(outcome.reply.is_none());
    let then = outcome.then.expect("what the commit comes to");
    let busy = other.written(then, Err(WriteFailure::ChannelBusy), at(0));
    assert!(matches!(
        busy.reply,
        Some(Err(Failure::Refused(DrillError::AlreadyRunning)))
    ));
    assert_eq!(other.live_count(), 0);
}

#[test]
fn a_request_before_the_pending_commit_is_answered_is_refused() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "free-play", Pace::Turns, at(0));
    let first = engine.act(
        &place(),
        alice(),
        Intent::Exactly(Action::Warmup),
        None,
        at(0),
    );
    assert!(first.reply.is_none());
    let second = engine.snapshot(&place());
    assert!(matches!(
        second.reply,
        Some(Err(Failure::Host(HostError::OutOfOrder(_))))
    ));
}

#[test]
fn timed_drills_tick_on_their_deadline_and_keep_their_cadence() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "free-play", "10s".parse().unwrap(), at(0));
    assert_eq!(engine.next_deadline(), Some(Duration::from_secs(10)));
    assert!(
        engine
            .on_deadline(at(9))
            .iter()
            .all(|e| matches!(e, Effect::Persist(Write::Minutes(r)) if r.is_empty())),
        "nothing is due yet"
    );
    engine.on_deadline(at(10));
    assert_eq!(snapshot(&mut engine).history.len(), 2);
    assert_eq!(engine.next_deadline(), Some(Duration::from_secs(20)));
    // A stall: one minute, then the cadence goes on from now.
    engine.on_deadline(at(75));
    assert_eq!(snapshot(&mut engine).history.len(), 3);
    assert_eq!(engine.next_deadline(), Some(Duration::from_secs(85)));
    // Paused: no deadline; resumed: one interval later.
    let paused = drive(&mut engine, |e, _| e.pause(&place(), alice()), at(80));
    assert!(paused.0.is_ok());
    assert!(paused.1.iter().any(|e| matches!(
        e,
        Effect::Commit(Write::SetState {
            state: IncidentState::Paused,
            ..
        })
    )));
    assert_eq!(engine.next_deadline(), None);
    drive(&mut engine, |e, _| e.resume(&place(), alice()), at(500))
        .0
        .unwrap();
    assert_eq!(engine.next_deadline(), Some(Duration::from_secs(510)));
}

#[test]
fn actions_land_in_the_next_minute_in_arrival_order() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "free-play", Pace::Turns, at(0));
    let Ok(ack) = act(&mut engine, Action::Ttl(120), at(1)) else {
        panic!()
    };
    assert_eq!(
        (ack.minute, ack.clock.to_string()),
        (1, "08:01".to_string())
    );
    act(&mut engine, Action::Ttl(30), at(2)).unwrap();
    act(&mut engine, Action::Shed(20), at(3)).unwrap();
    assert_eq!(
        snapshot(&mut engine).controls.ttl_s,
        30,
        "upcoming controls"
    );
    let (advanced, _) = drive(
        &mut engine,
        move |e, now| e.advance(&place(), None, 1, now),
        at(4),
    );
    assert!(matches!(advanced, Ok(Advanced { minutes: 1, clock }) if clock.to_string() == "08:01"));
    let after = snapshot(&mut engine);
    assert_eq!(after.history[1].ttl_s, 30, "the later of two TTLs wins");
    assert_eq!(after.history[1].shed_fraction, 0.2);
    let order: Vec<(u32, String)> = after
        .log
        .iter()
        .map(|a| (a.seq, a.action.to_string()))
        .collect();
    assert_eq!(
        order,
        [
            (0, "ttl 120".into()),
            (1, "ttl 30".into()),
            (2, "shed 20".into())
        ]
    );
    assert_eq!(after.log[0].received_at_ms, at(1).unix_ms);
}

#[test]
fn quick_actions_add_up_inside_the_engine() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "free-play", Pace::Turns, at(0));
    for _ in 0..2 {
        let request = move |e: &mut Engine, now| {
            e.act(
                &place(),
                alice(),
                Intent::Quick(QuickAction::AddInstances),
                None,
                now,
            )
        };
        drive(&mut engine, request, at(1)).0.unwrap();
    }
    assert_eq!(snapshot(&mut engine).controls.floor, 14, "10 + 2 + 2");
}

#[test]
fn refusals_change_nothing() {
    let mut engine = Engine::new(EngineConfig {
        max_actions_per_minute: 2,
        ..EngineConfig::default()
    });
    assert_eq!(
        act(&mut engine, Action::Rollback, at(0)).unwrap_err(),
        DrillError::NoIncident
    );
    start(&mut engine, "bad-deploy", Pace::Turns, at(0));
    act(&mut engine, Action::Ttl(61), at(0)).unwrap();
    act(&mut engine, Action::Ttl(62), at(0)).unwrap();
    assert_eq!(
        act(&mut engine, Action::Ttl(63), at(0)).unwrap_err(),
        DrillError::TooManyActions { max: 2 }
    );
    let with_limit = move |e: &mut Engine, now| {
        e.act(
            &place(),
            alice(),
            Intent::Exactly(Action::Ttl(64)),
            Some(3),
            now,
        )
    };
    assert!(
        drive(&mut engine, with_limit, at(0)).0.is_ok(),
        "a server's own limit wins"
    );
    for minutes in [0, MAX_ADVANCE + 1] {
        let advance = move |e: &mut Engine, now| e.advance(&place(), None, minutes, now);
        assert_eq!(
            drive(&mut engine, advance, at(0)).0.unwrap_err(),
            DrillError::AdvanceRange {
                min: 1,
                max: MAX_ADVANCE
            }
        );
    }
    let again = StartRequest {
        place: place(),
        scenario: Arc::new(Scenario::builtin("free-play").unwrap()),
        scenario_ref: "free-play".into(),
        seed: 1,
        pace: Pace::Turns,
        locale: Locale::EnUs,
        deterministic: false,
        who: alice(),
        alert_role: None,
        rules: Default::default(),
    };
    assert_eq!(
        drive(&mut engine, move |e, now| e.start(again, now), at(0))
            .0
            .unwrap_err(),
        DrillError::AlreadyRunning
    );
    assert_eq!(snapshot(&mut engine).log.len(), 3);
    assert_eq!(snapshot(&mut engine).scenario.id, "bad-deploy");
}

#[test]
fn a_paused_turn_based_drill_does_not_advance() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "free-play", Pace::Turns, at(0));
    drive(&mut engine, |e, _| e.pause(&place(), alice()), at(1))
        .0
        .unwrap();
    let advance = move |e: &mut Engine, now| e.advance(&place(), None, 5, now);
    assert_eq!(
        drive(&mut engine, advance, at(2)).0.unwrap_err(),
        DrillError::Paused
    );
    assert_eq!(snapshot(&mut engine).history.len(), 1);
    drive(&mut engine, |e, _| e.resume(&place(), alice()), at(3))
        .0
        .unwrap();
    assert!(matches!(
        drive(&mut engine, advance, at(4)).0,
        Ok(Advanced { minutes: 5, .. })
    ));
}

#[test]
fn a_drill_that_runs_to_its_end_is_finished_once() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "bad-deploy", Pace::Turns, at(0));
    let mut finished = 0;
    let mut advanced = Vec::new();
    for _ in 0..3 {
        let (reply, effects) = drive(
            &mut engine,
            move |e, now| e.advance(&place(), None, 60, now),
            at(1),
        );
        if let Ok(Advanced { minutes: n, .. }) = reply {
            advanced.push(n);
        }
        finished += effects
            .iter()
            .filter(
                |e| matches!(e, Effect::Conclude(end) if matches!(end.by, super::EndedBy::Finished)),
            )
            .count();
    }
    assert_eq!(advanced, [60, 29], "90 minutes: the opening, 60, 29");
    assert_eq!(finished, 1);
    assert_eq!(engine.live_count(), 0);
    assert_eq!(
        drive(
            &mut engine,
            move |e, now| e.advance(&place(), None, 1, now),
            at(2)
        )
        .0
        .unwrap_err(),
        DrillError::Finished
    );
    assert_eq!(snapshot(&mut engine).state, IncidentState::Finished);
}

#[test]
fn a_stored_drill_is_rebuilt_exactly_and_a_changed_one_is_refused() {
    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "bad-deploy", Pace::Turns, at(0));
    act(&mut engine, Action::Rollback, at(0)).unwrap();
    drive(
        &mut engine,
        move |e, now| e.advance(&place(), None, 12, now),
        at(1),
    )
    .0
    .unwrap();
    act(&mut engine, Action::Shed(30), at(2)).unwrap();
    let live = snapshot(&mut engine);
    let digests: Vec<MinuteDigest> = live
        .history
        .iter()
        .map(|r| MinuteDigest {
            minute: r.minute,
            digest: digest(&record_json(r)),
        })
        .collect();
    let stored = StoredDrill {
        team: Vec::new(),
        rewinds: Vec::new(),
        id: live.id,
        meta: live.meta.clone(),
        state: IncidentState::Running,
        scenario: Some(live.scenario.clone()),
        actions: live.log.to_vec(),
        digests: digests.clone(),
    };
    let rebuilt = rebuild(&stored).expect("the replay matches");
    assert!(rebuilt.history() == &live.history.to_vec());
    assert!(rebuilt.log() == &live.log.to_vec());
    assert_eq!(rebuilt.pending(), 1, "the queued shed 30 is still queued");

    let mut tampered = stored.clone();
    tampered.digests[5].digest ^= 1;
    assert_eq!(rebuild(&tampered).unwrap_err().minute, 5);
    let mut gone = stored.clone();
    gone.scenario = None;
    assert_eq!(rebuild(&gone).unwrap_err().minute, 0);

    // Adopting them: the good one goes on, the others are marked diverged.
    let mut fresh = Engine::new(EngineConfig::default());
    let effects = fresh.restore(
        vec![stored.clone(), tampered],
        vec![
            Rebuilt::Ok(Box::new(rebuild(&stored).unwrap())),
            Rebuilt::Failed("boom".into()),
        ],
        at(0),
    );
    assert_eq!(fresh.live_count(), 1);
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Emit(h) if matches!(h.event, DrillEvent::Restored { .. }))));
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Emit(h) if matches!(h.event, DrillEvent::RestoreFailed))));
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Persist(Write::SetState {
            state: IncidentState::Diverged,
            ..
        })
    )));
}
