//! Bounded memory (issue 20.10): a drill longer than the live chart's hour holds only its
//! recent minutes, yet its debrief, score and export are those of the whole run — checked
//! against the minutes the engine told live, one by one, as an unbounded drill would hold
//! them.

use std::sync::Arc;

use super::incident::HELD_MINUTES;
use super::shared::CHUNK;
use super::tests::{act, alice, at, drive, place};
use super::*;
use crate::drill::export::{ChartName, Export};
use crate::i18n::Localizer;
use crate::model::{Action, MinuteRecord};
use crate::scenario::Scenario;

/// A week on call with a bad deploy in its first hours and a cache flush at noon: alerts,
/// actions and updates that the score and the debrief weigh.
const WEEK: &str = r#"id = "bad-week"
start = "09:00"
duration_min = 10080
base_rps = 1000.0
boot_delay_min = 3
budget_left_pct = 60.0

[text.en-US]
title = "A bad week"
briefing = "A bad build at 09:10, a cache flush around noon, then six days more."

[initial]
instances = 10
floor = 10
autoscaler = true
target_pct = 60
ttl_s = 60
shed_pct = 0
feature = true
cache_warm_pct = 100.0

[[events]]
kind = "bad-deploy"
announced = true
at = "09:10"
ramp_min = 10

[[events]]
kind = "cache-flush"
start_between = ["11:45", "12:15"]
"#;

/// The most minute records a drill may hold: the hour, and at most a chunk it has not let
/// go of yet.
const HELD_AT_MOST: usize = HELD_MINUTES + CHUNK;

/// Every minute the effects told, in order.
fn told_minutes(effects: &[Effect]) -> Vec<MinuteRecord> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Emit(host) => match &host.event {
                DrillEvent::Minute(outcome) => Some(outcome.record.clone()),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// The effects of one request the engine accepts.
fn request<R: Send + std::fmt::Debug + 'static>(
    engine: &mut Engine,
    ask: impl FnOnce(&mut Engine, Now) -> Handled<Answer<R>>,
    now: Now,
) -> Vec<Effect> {
    let (reply, effects) = drive(engine, ask, now);
    assert!(reply.is_ok(), "{reply:?}");
    effects
}

#[test]
fn a_week_long_drill_holds_its_last_hour_and_debriefs_as_if_it_held_the_week() {
    let scenario = Arc::new(Scenario::parse("week.toml", WEEK).expect("a valid week"));
    let mut engine = Engine::new(EngineConfig::default());
    let start = StartRequest {
        place: place(),
        scenario,
        scenario_ref: "week.toml".into(),
        seed: 7,
        pace: Pace::Turns,
        locale: Locale::EnUs,
        deterministic: false,
        who: alice(),
        alert_role: None,
        rules: Default::default(),
    };
    let effects = request(&mut engine, move |e, now| e.start(start, now), at(0));
    // What an unbounded drill would hold: every minute as the engine told it.
    let mut told = told_minutes(&effects);
    let mut ending = None;
    let mut hour = 0;
    while ending.is_none() {
        hour += 1;
        match hour {
            1 => assert!(act(&mut engine, Action::Rollback, at(hour)).is_ok()),
            3 => {
                let text = "Rolled back; errors are falling.";
                let update = move |e: &mut Engine, now| e.post_update(&place(), alice(), text, now);
                request(&mut engine, update, at(hour));
            }
            30 => assert!(act(&mut engine, Action::Floor(14), at(hour)).is_ok()),
            49 => assert!(act(&mut engine, Action::Warmup, at(hour)).is_ok()),
            // Back 100 minutes, past the minutes held: the drill computes them again.
            60 => {
                let rewind = |e: &mut Engine, now| e.rewind(&place(), alice(), 100, now);
                request(&mut engine, rewind, at(hour));
                let next = snapshot_len(&mut engine);
                told.truncate(next);
                assert!(act(&mut engine, Action::Ttl(120), at(hour)).is_ok());
            }
            _ => {}
        }
        let advance = |e: &mut Engine, now| e.advance(&place(), None, MAX_ADVANCE, now);
        let effects = request(&mut engine, advance, at(hour));
        told.extend(told_minutes(&effects));
        for effect in effects {
            match effect {
                Effect::Conclude(end) => ending = Some(end),
                Effect::Persist(Write::End { score, .. }) => {
                    let whole = score_of(&told, &engine);
                    assert_eq!(score, whole, "the stored score is the whole run's");
                }
                _ => {}
            }
        }
        if ending.is_none() {
            let live = &engine.live[&IncidentId(1)].incident;
            assert!(live.history().held() <= HELD_AT_MOST, "hour {hour}");
            assert!(live.history().held() >= HELD_MINUTES.min(told.len()));
        }
    }
    let ending = ending.expect("the week ran to its end");
    let bounded = ending.snapshot;
    assert_eq!(told.len(), 10_080, "a week of minutes");
    assert_eq!(bounded.history.len(), told.len());
    assert!(bounded.history.held() <= HELD_AT_MOST);
    assert_eq!(bounded.live_window(10_079), told[10_020..].to_vec());
    assert!(
        bounded.records() == told,
        "the minutes let go are computed again"
    );
    // The same drill holding every minute.
    let mut unbounded = bounded.clone();
    unbounded.history = Shared::default();
    for record in &told {
        unbounded.history.push(record.clone());
    }
    assert_eq!(unbounded.history.first_held(), 0);
    assert_eq!(bounded.score(), unbounded.score());
    assert_eq!(bounded.debrief(), unbounded.debrief());
    let l = Localizer::new(Locale::EnUs);
    let export = |s: &Snapshot| Export::build(&l, s, "week", ChartName::AfterStem).files;
    assert_eq!(export(&bounded), export(&unbounded));
}

/// Minutes computed so far by the test drill.
fn snapshot_len(engine: &mut Engine) -> usize {
    super::tests::snapshot(engine).history.len()
}

/// The total score of a run of `records`, with the test drill's updates.
fn score_of(records: &[MinuteRecord], engine: &Engine) -> f64 {
    let (incident, _) = engine.ended.get(&place()).expect("the drill just ended");
    let updates = Snapshot::of(incident, Locale::EnUs).update_minutes();
    let setup = &incident.scenario.setup;
    crate::model::score::score_with_updates(setup, records, Some(&updates)).total
}
