//! What one advance tells the front-ends, with plain values: every minute it computed (the
//! terminal prints each), its last minute marked with the net alert change (a channel gets
//! one status and one alert line per advance), at most one nudge however many fell due on
//! the way, and a status to redraw when the team changes without a new minute (a press that
//! changes nothing is refused, to be answered privately).

use std::sync::Arc;

use super::tests::{alice, at, drive, place, start};
use super::*;
use crate::model::{Author, TeamRules};
use crate::scenario::Scenario;

/// The drill events among `effects`, in order.
fn events(effects: &[Effect]) -> Vec<&DrillEvent> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Emit(event) => Some(&event.event),
            _ => None,
        })
        .collect()
}

fn advance(engine: &mut Engine, minutes: u32, now: Now) -> Vec<Effect> {
    let request = move |e: &mut Engine, now| e.advance(&place(), None, minutes, now);
    let (reply, effects) = drive(engine, request, now);
    assert!(matches!(reply, Ok(Advanced { .. })), "{reply:?}");
    effects
}

fn nudges(effects: &[Effect]) -> Vec<u32> {
    events(effects)
        .into_iter()
        .filter_map(|e| match e {
            DrillEvent::Nudge { quiet_min, .. } => Some(*quiet_min),
            _ => None,
        })
        .collect()
}

#[test]
fn an_advance_marks_its_last_minute_with_the_net_alert_change_and_nudges_once() {
    // cache-flush (seed 7, nobody acting) alerts within its first hour and long enough
    // without an update to fall due for two nudges (one every 15 quiet minutes).
    let mut by_minute = Engine::new(EngineConfig::default());
    start(&mut by_minute, "cache-flush", Pace::Turns, at(0));
    let one_at_a_time: Vec<u32> = (1..=60)
        .flat_map(|n| nudges(&advance(&mut by_minute, 1, at(n))))
        .collect();
    assert!(one_at_a_time.len() >= 2, "{one_at_a_time:?}");

    let mut engine = Engine::new(EngineConfig::default());
    start(&mut engine, "cache-flush", Pace::Turns, at(0));
    let effects = advance(&mut engine, 60, at(1));
    let minutes: Vec<&MinuteOutcome> = events(&effects)
        .into_iter()
        .filter_map(|e| match e {
            DrillEvent::Minute(outcome) => Some(&**outcome),
            _ => None,
        })
        .collect();
    assert_eq!(
        minutes.len(),
        60,
        "every minute is told (the terminal prints each)"
    );
    let ends: Vec<(u32, AdvanceEnd)> = minutes
        .iter()
        .filter_map(|m| m.advance_end.map(|end| (m.record.minute, end)))
        .collect();
    let last = minutes.last().unwrap();
    assert_eq!(ends.len(), 1, "one end per advance: {ends:?}");
    assert_eq!(ends[0].0, last.record.minute);
    assert_eq!(ends[0].1.minutes, 60);
    // The alert of the opening minute against the alert now, whatever it did on the way.
    let opening = last.snapshot.history.iter().next().unwrap().alert;
    assert_eq!(
        ends[0].1.alert_change,
        AlertChange::between(Some(opening), last.record.alert)
    );
    let on_the_way = minutes.iter().filter(|m| m.alert_change.is_some()).count();
    assert!(on_the_way >= 1, "the alert changed on the way");
    // One nudge, the last one due, after the last minute.
    assert_eq!(nudges(&effects), vec![*one_at_a_time.last().unwrap()]);
    let order = events(&effects);
    assert!(matches!(order.last(), Some(DrillEvent::Nudge { .. })));

    // An advance of one is its own end.
    let effects = advance(&mut engine, 1, at(2));
    let ends = events(&effects)
        .into_iter()
        .filter(|e| matches!(e, DrillEvent::Minute(m) if m.advance_end.is_some_and(|end| end.minutes == 1)))
        .count();
    assert_eq!(ends, 1);
}

fn member(id: &str) -> Author {
    Author {
        id: id.into(),
        name: id.into(),
    }
}

/// Whether `effects` ask for the status to be redrawn, with the Ready count it would show.
fn team_shown(effects: &[Effect]) -> Option<usize> {
    events(effects).into_iter().find_map(|e| match e {
        DrillEvent::TeamShown { snapshot, .. } => {
            let minute = snapshot.last().map_or(0, |r| r.minute);
            Some(snapshot.team.ready_after(minute).len())
        }
        _ => None,
    })
}

#[test]
fn a_role_taken_or_a_ready_press_redraws_the_status_and_a_press_that_changes_nothing_is_refused() {
    let mut engine = Engine::new(EngineConfig::default());
    let request = StartRequest {
        place: place(),
        scenario: Arc::new(Scenario::builtin("free-play").unwrap()),
        scenario_ref: "free-play".into(),
        seed: 7,
        pace: Pace::Turns,
        locale: Locale::EnUs,
        deterministic: false,
        who: alice(),
        alert_role: None,
        rules: TeamRules {
            quorum: Some(2),
            ..TeamRules::default()
        },
    };
    let (started, _) = drive(&mut engine, move |e, now| e.start(request, now), at(0));
    assert!(started.is_ok(), "{started:?}");
    let claim = move |e: &mut Engine, now| {
        e.give_role(&place(), member("bo"), Role::Comms, member("bo"), now)
    };
    let (_, effects) = drive(&mut engine, claim, at(1));
    assert_eq!(team_shown(&effects), Some(0), "the claim is on the status");
    let ready = |who: &str| {
        let who = member(who);
        move |e: &mut Engine, now| e.mark_ready(&place(), who, now)
    };
    let (_, effects) = drive(&mut engine, ready("bo"), at(2));
    assert_eq!(team_shown(&effects), Some(1), "1 of 2 on the status");
    // Pressed again, or a role claimed again: nothing changes, nothing is told the channel.
    let (reply, effects) = drive(&mut engine, ready("bo"), at(2));
    let again = DrillError::AlreadyReady {
        ready: 1,
        needed: 2,
    };
    assert_eq!((reply.err(), effects.len()), (Some(again.into()), 0));
    let claim = move |e: &mut Engine, now| {
        e.give_role(&place(), member("bo"), Role::Comms, member("bo"), now)
    };
    let (reply, effects) = drive(&mut engine, claim, at(2));
    let held = DrillError::AlreadyHolds {
        role: Role::Comms,
        member: "bo".into(),
    };
    assert_eq!((reply.err(), effects.len()), (Some(held.into()), 0));
    // Once roles are taken only role holders count: cy takes operations, then the quorum's
    // new minute redraws the status (no separate redraw).
    let ops = move |e: &mut Engine, now| {
        e.give_role(&place(), member("cy"), Role::Ops, member("cy"), now)
    };
    assert!(drive(&mut engine, ops, at(3)).0.is_ok());
    let (_, effects) = drive(&mut engine, ready("cy"), at(3));
    assert_eq!(team_shown(&effects), None);
    assert!(events(&effects)
        .iter()
        .any(|e| matches!(e, DrillEvent::Minute(m) if m.advance_end.is_some())));
}
