//! The search on small hand-made drills without noise: how a change edits a plan, that a
//! harmful start action is dropped, that hindsight buys capacity before a surge no player
//! could see coming, and that the score found is the score a replay gives.

use super::moves::Move;
use super::*;
use crate::model::action::Action;
use crate::model::score::score;
use crate::model::setup::{Event, SurgeSpec};
use crate::model::{run, TimelineEvent};

fn at(minute: u32, action: Action) -> ScheduledAction {
    ScheduledAction { minute, action }
}

/// Free play (10 instances, 3 minutes of boot) with a 3× surge rising from minute 20 for
/// 5 minutes and holding 20.
fn surge_at_20() -> Setup {
    let mut setup = Setup::free_play();
    setup.duration_min = 60;
    setup.events.push(Event::Surge(SurgeSpec {
        start_min: (20, 20),
        peak: (3.0, 3.0),
        rise_min: 5,
        hold_min: 20,
        fall_min: 5,
    }));
    setup
}

fn replayed_score(setup: &Setup, actions: &[ScheduledAction], minutes: u32) -> f64 {
    score(setup, &run(setup, 5, true, actions, minutes).0).total
}

#[test]
fn an_added_action_applies_last_in_its_minute_and_a_pulse_puts_the_control_back() {
    let plan = vec![at(3, Action::Shed(50)), at(9, Action::Ttl(120))];
    let pulse = Move::Add {
        at: at(3, Action::Feature(false)),
        restore: Some(at(13, Action::Feature(true))),
    };
    let (changed, from) = pulse.apply(&plan, 60).expect("applies");
    assert_eq!(from, 3);
    assert_eq!(
        changed,
        vec![
            at(3, Action::Shed(50)),
            at(3, Action::Feature(false)),
            at(9, Action::Ttl(120)),
            at(13, Action::Feature(true)),
        ]
    );
    // A restore after the last minute is left out; the setting holds to the end.
    let (held, _) = pulse.apply(&plan, 10).expect("applies");
    assert_eq!(held.len(), 3);
}

#[test]
fn a_move_names_its_action_by_value_and_is_skipped_once_it_is_gone() {
    let plan = vec![at(3, Action::Shed(50)), at(9, Action::Ttl(120))];
    let (shifted, from) = Move::Shift(plan[1], -7).apply(&plan, 60).expect("applies");
    // Moved before the shed, it now comes first, and minute 2 is the first changed.
    assert_eq!(
        shifted,
        vec![at(2, Action::Ttl(120)), at(3, Action::Shed(50))]
    );
    assert_eq!(from, 2);
    assert_eq!(Move::Shift(plan[1], -10).apply(&plan, 60), None);
    assert_eq!(Move::Shift(plan[1], 60).apply(&plan, 60), None);
    assert_eq!(Move::Remove(at(4, Action::Shed(50))).apply(&plan, 60), None);
    let (retuned, from) = Move::Retune(plan[0], Action::Shed(25))
        .apply(&plan, 60)
        .expect("applies");
    assert_eq!(retuned[0], at(3, Action::Shed(25)));
    assert_eq!(from, 3);
}

#[test]
fn a_harmful_start_action_is_dropped_and_the_score_never_falls() {
    let setup = Setup::free_play();
    let minutes = 30;
    // Turning away 30 % of a calm service's users for half an hour: nothing to gain.
    let start = [at(0, Action::Shed(100))];
    let best = best_plan_within(&setup, 5, true, minutes, &start, Evaluations(60));
    let start_score = replayed_score(&setup, &start, minutes);
    let idle_score = replayed_score(&setup, &[], minutes);
    assert!(
        start_score < idle_score - 10.0,
        "{start_score} vs {idle_score}"
    );
    assert!(best.score >= idle_score, "{} vs {idle_score}", best.score);
    assert!(!best.actions.contains(&start[0]), "{:?}", best.actions);
    assert!(best.evaluations <= 60);
}

#[test]
fn hindsight_buys_capacity_before_the_surge_and_its_score_replays_exactly() {
    let setup = surge_at_20();
    let minutes = setup.duration_min;
    let timeline = Simulation::new(&setup, 5, true).timeline();
    assert_eq!(
        timeline[0],
        TimelineEvent::SurgeStart {
            minute: 20,
            peak: 3.0
        }
    );
    let best = best_plan_within(&setup, 5, true, minutes, &[], Evaluations(400));
    let idle_score = replayed_score(&setup, &[], minutes);
    assert!(best.score > idle_score, "{} vs {idle_score}", best.score);
    assert_eq!(best.score, replayed_score(&setup, &best.actions, minutes));
    // A floor above the opening 10 ordered before the surge arrives.
    assert!(
        best.actions
            .iter()
            .any(|s| s.minute <= 20 && matches!(s.action, Action::Floor(n) if n > 10)),
        "{:?}",
        best.actions
    );
}

#[test]
fn the_search_is_deterministic_and_keeps_to_its_budget() {
    let setup = surge_at_20();
    let first = best_plan_within(&setup, 9, false, 60, &[], Evaluations(150));
    let second = best_plan_within(&setup, 9, false, 60, &[], Evaluations(150));
    assert_eq!(first, second);
    assert_eq!(first.evaluations, 150);
}

#[test]
fn a_drill_of_no_minutes_has_nothing_to_search() {
    let start = [at(0, Action::Shed(50))];
    let best = best_plan_within(&surge_at_20(), 1, true, 0, &start, Evaluations(10));
    // The action never applies, so it is dropped; no records score 100.
    assert_eq!(best.actions, Vec::new());
    assert_eq!((best.score, best.evaluations), (100.0, 0));
}

#[test]
fn an_unannounced_surge_gets_no_action_before_the_dashboard_shows_it() {
    // The surge of `surge_at_20`, but drawn from a window (15–40): nobody is told when.
    let mut setup = surge_at_20();
    if let Event::Surge(spec) = &mut setup.events[0] {
        spec.start_min = (15, 40);
    }
    let minutes = setup.duration_min;
    let onset = Simulation::new(&setup, 5, true).timeline()[0].minute();
    let best = best_plan_within(&setup, 5, true, minutes, &[], Evaluations(400));
    assert_eq!(best.score, replayed_score(&setup, &best.actions, minutes));
    // Blind from the window's earliest minute less the lead (3 minutes of boot + 5) to the
    // onset: the first action that could answer it applies the minute after it shows.
    let blind = Blind::of(&setup, &Simulation::new(&setup, 5, true).timeline());
    // The first unannounced event blinds it from the first minute too.
    assert_eq!(blind.ranges(), &[(15 - 8, onset), (0, onset)]);
    assert!(
        best.actions.iter().all(|s| s.minute > onset),
        "onset {onset}: {:?}",
        best.actions
    );
    // Announced at the same minute, the search buys the capacity before it.
    let mut announced = setup.clone();
    if let Event::Surge(spec) = &mut announced.events[0] {
        spec.start_min = (onset, onset);
    }
    let prepared = best_plan_within(&announced, 5, true, minutes, &[], Evaluations(400));
    assert!(
        prepared
            .actions
            .iter()
            .any(|s| (7..=onset).contains(&s.minute)),
        "{:?}",
        prepared.actions
    );
}
