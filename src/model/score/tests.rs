//! The score's unit tests: each part's points curve, a run with no records, the reference
//! fleet, each harm of a scripted run showing in its own part, the budget measured against
//! the start, the SLO broken, stale answers, partial runs and the one rounding rule.

use super::*;
use crate::model::{run, Action, ScheduledAction};

#[test]
fn the_curve_starts_at_cap_over_scale_and_never_passes_the_cap() {
    for kind in PartKind::ALL {
        assert_eq!(kind.points(0.0), 0.0);
        assert_eq!(kind.points(-1.0), 0.0);
        assert_eq!(kind.points(f64::NAN), 0.0);
        let tiny = kind.scale() * 1e-6;
        let slope = kind.points(tiny) / tiny;
        assert!(
            (slope - kind.cap() / kind.scale()).abs() < 1e-3 * slope,
            "{kind:?}"
        );
        assert!((kind.points(kind.scale()) - kind.cap() * (1.0 - (-1.0f64).exp())).abs() < 1e-12);
        assert!(kind.points(1e9) <= kind.cap());
        assert!(kind.points(2.0 * kind.scale()) > kind.points(kind.scale()));
    }
}

#[test]
fn no_records_score_100() {
    let s = score(&Setup::free_play(), &[]);
    assert_eq!(s.total, 100.0);
    assert!(s.parts().iter().all(|p| p.points == 0.0 && p.raw == 0.0));
}

#[test]
fn the_reference_is_the_load_at_the_opening_target() {
    assert_eq!(reference_instances(96.0, 0.6), 10.0);
    assert_eq!(reference_instances(96.5, 0.6), 11.0);
    assert_eq!(reference_instances(0.0, 0.6), 1.0);
    assert_eq!(reference_instances(10_000.0, 0.6), 40.0);
}

#[test]
fn each_harm_shows_in_its_own_part() {
    let setup = Setup::free_play();
    let minutes = 60;
    let calm = score(&setup, &run(&setup, 3, true, &[], minutes).0);
    let at0 = |action| ScheduledAction { minute: 0, action };
    let shed = score(
        &setup,
        &run(&setup, 3, true, &[at0(Action::Shed(100))], minutes).0,
    );
    assert!((shed.turned_away.raw - 0.30).abs() < 1e-12);
    assert!(shed.total < calm.total);
    let plain = score(
        &setup,
        &run(&setup, 3, true, &[at0(Action::Feature(false))], minutes).0,
    );
    assert!((plain.without_feature.raw - 1.0).abs() < 1e-12);
    let big = score(
        &setup,
        &run(&setup, 3, true, &[at0(Action::Floor(40))], minutes).0,
    );
    assert!(
        big.cost.points > 10.0 && big.spend.excess_usd > 0.0,
        "{big:?}"
    );
    let starved = [at0(Action::Autoscale(false)), at0(Action::Floor(4))];
    let starved = score(&setup, &run(&setup, 3, true, &starved, minutes).0);
    assert!(
        starved.budget.points > 30.0 && starved.slow_minutes.raw == 60.0,
        "{starved:?}"
    );
    for s in [calm, shed, plain, big, starved] {
        let lost: f64 = s.parts().iter().map(|p| p.shown_points()).sum();
        assert!((s.total - (100.0 - lost).max(0.0)).abs() < 1e-9, "{s:?}");
    }
}

#[test]
fn a_degradation_costs_per_user_minute_whatever_the_drills_length() {
    // Issue 26, item 3: half an hour of `shed 100` (30 % of the users turned away) costs
    // the same in a drill of one hour or two, and what a quarter of those requests would
    // have burned had they failed, on the budget part's curve.
    let setup = Setup::free_play();
    let script = [
        ScheduledAction {
            minute: 0,
            action: Action::Shed(100),
        },
        ScheduledAction {
            minute: 30,
            action: Action::Shed(0),
        },
    ];
    let hour = score(&setup, &run(&setup, 3, true, &script, 60).0);
    let two_hours = score(&setup, &run(&setup, 3, true, &script, 120).0);
    assert!(hour.turned_away.points > 1.0, "{:?}", hour.turned_away);
    assert!((hour.turned_away.points - two_hours.turned_away.points).abs() < 1e-9);
    // The figure shown is still the share of requests: half as much over twice the minutes.
    assert!((hour.turned_away.raw - 2.0 * two_hours.turned_away.raw).abs() < 0.01);
    let as_failed = 30.0 * 0.30 * TURNED_AWAY_WEIGHT / 0.001 / 43_200.0;
    let expected = PartKind::TurnedAway.points(as_failed / setup.budget_left);
    assert!((hour.turned_away.points - expected).abs() < 1e-9);
    // Errors of the same users would cost four times the first points.
    let failed = PartKind::Budget.points(4.0 * as_failed / setup.budget_left);
    assert!(failed > 3.0 * expected, "{failed} vs {expected}");
}

/// A record with the fields the budget and freshness parts read; every other harm zero.
fn minute(budget_remaining: f64, ttl_s: u32, hit: f64) -> MinuteRecord {
    let setup = Setup::free_play();
    let mut r = run(&setup, 1, true, &[], 1).0.remove(0);
    r.budget_remaining = budget_remaining;
    r.ttl_s = ttl_s;
    r.hit = hit;
    r
}

#[test]
fn the_budget_part_is_measured_against_the_budget_at_the_start() {
    // 6 % left at the start, 3.72 % left at the end: 62 % of what was left burned.
    let setup = Setup {
        budget_left: 0.06,
        ..Setup::free_play()
    };
    let s = score(&setup, &[minute(0.06 - 0.0372, 60, 0.8)]);
    assert!((s.budget.raw - 0.62).abs() < 1e-12, "{:?}", s.budget);
    // 60 × (1 − e^(−0.62 / 0.25)) = 60 × (1 − 0.08374) = 54.98.
    assert!((s.budget.points - 54.975).abs() < 0.01, "{:?}", s.budget);
    assert_eq!(s.slo_broken.raw, 0.0);
    assert_eq!(s.budget_at_start, 0.06);
    // The same 2.28 % of the month from a full month is 2.28 % of what was left: 5.2 points.
    let s = score(&Setup::free_play(), &[minute(1.0 - 0.0228, 60, 0.8)]);
    assert!((s.budget.raw - 0.0228).abs() < 1e-12);
    assert!((s.budget.points - 60.0 * (1.0 - (-0.0228f64 / 0.25).exp())).abs() < 1e-12);
}

#[test]
fn breaking_the_slo_costs_a_steep_part_of_its_own() {
    let setup = Setup {
        budget_left: 0.5,
        ..Setup::free_play()
    };
    let kept = score(&setup, &[minute(0.09, 60, 0.8)]);
    let exhausted = score(&setup, &[minute(-0.24, 60, 0.8)]);
    assert_eq!(exhausted.budget.raw, 1.0, "all that was left, no more");
    assert!((exhausted.slo_broken.raw - 0.24).abs() < 1e-12);
    // 40 × (1 − e^(−12)): the whole cap, to a thousandth.
    assert!(exhausted.slo_broken.points > 39.99);
    assert!(
        kept.total - exhausted.total > 40.0,
        "{kept:?} {exhausted:?}"
    );
    // The first 1 % of the month overspent: 40 × (1 − e^(−0.5)) = 15.7 points.
    let just_over = score(&setup, &[minute(-0.01, 60, 0.8)]);
    assert!((just_over.slo_broken.points - 15.739).abs() < 0.001);
    // Nothing left at the start: there is no share to burn, all of it breaks the SLO.
    let empty = Setup {
        budget_left: 0.0,
        ..Setup::free_play()
    };
    let s = score(&empty, &[minute(-0.01, 60, 0.8)]);
    assert_eq!(s.budget.raw, 0.0);
    assert!((s.slo_broken.raw - 0.01).abs() < 1e-12);
}

#[test]
fn answers_older_than_the_freshness_limit_cost_their_own_part() {
    let fresh = Setup {
        freshness_limit_s: Some(15),
        ..Setup::free_play()
    };
    assert_eq!(
        score(&Setup::free_play(), &[minute(1.0, 60, 0.8)]).stale_answers,
        None
    );
    // TTL 15 s: nothing older than 15 s is kept.
    let within = score(&fresh, &[minute(1.0, 15, 0.6)]);
    assert_eq!(within.stale_answers.map(|p| p.raw), Some(0.0));
    // TTL 60 s, hit 80 %: three quarters of the hits are older than 15 s, 60 % of requests.
    let two = [minute(1.0, 60, 0.8), minute(1.0, 60, 0.8)];
    let stale = score(&fresh, &two).stale_answers.unwrap();
    assert!((stale.raw - 0.6).abs() < 1e-12, "{stale:?}");
    // Per user-minute on the budget's scale: two minutes of 60 % of the requests, each a
    // quarter of a failed one, burn 2 × 0.6 × 0.25 / 0.1 % / 43,200 = 0.694 % of the month,
    // of the whole month left: 60 × (1 − e^(−0.00694 / 0.25)) = 1.64.
    assert!((stale.basis - 2.0 * 0.6 * 0.25 / 0.001 / 43_200.0).abs() < 1e-12);
    assert!((stale.points - 1.6435).abs() < 0.001, "{stale:?}");
    // Weighted by admitted requests: one minute at TTL 60, one at 15.
    let mixed = score(&fresh, &[minute(1.0, 60, 0.8), minute(1.0, 15, 0.6)]);
    let (a, b) = (two[0].lambda_admitted, two[1].lambda_admitted);
    let expected = a * 0.6 / (a + b);
    assert!((mixed.stale_answers.unwrap().raw - expected).abs() < 1e-12);
    assert!(mixed
        .parts()
        .iter()
        .any(|p| p.kind == PartKind::StaleAnswers));
}

#[test]
fn a_run_shorter_than_its_scenario_is_partial() {
    let setup = Setup::free_play();
    let records = run(&setup, 3, true, &[], 40).0;
    assert_eq!(
        score(&setup, &records).coverage,
        Coverage::Partial {
            minutes: 40,
            of_min: 120
        }
    );
    let whole = run(&setup, 3, true, &[], 120).0;
    assert_eq!(
        score(&setup, &whole).coverage,
        Coverage::Whole { minutes: 120 }
    );
    assert!(!score(&setup, &whole).coverage.is_partial());
}

#[test]
fn the_total_is_100_minus_the_parts_as_shown() {
    // The case: parts that add up to 48.4 as shown gave "51/100" (floored); the
    // total is now 51.6, exactly what the parts shown add up to.
    let part = |kind: PartKind, points: f64| Part {
        kind,
        points,
        cap: kind.cap(),
        raw: 0.0,
        basis: 0.0,
    };
    let parts = [
        part(PartKind::Budget, 30.04),     // shown 30.0
        part(PartKind::TurnedAway, 9.46),  // shown 9.5
        part(PartKind::SlowMinutes, 5.95), // shown 6.0 (halves away from zero)
        part(PartKind::Cost, 2.87),        // shown 2.9
    ];
    let shown: Vec<f64> = parts.iter().map(Part::shown_points).collect();
    assert_eq!(shown, [30.0, 9.5, 6.0, 2.9]);
    assert_eq!(shown_total(&parts), 51.6);
    assert_eq!(format!("{}", shown_total(&parts)), "51.6");
    assert_eq!(Tenths::of(0.04), Tenths(0));
    assert_eq!(
        shown_total(&[
            part(PartKind::Budget, 60.0),
            part(PartKind::SloBroken, 40.0),
            part(PartKind::Cost, 1.0)
        ]),
        0.0
    );
}
