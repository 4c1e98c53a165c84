//! The score's unit tests: each part's points curve, a run with no records, the reference
//! fleet, and each harm of a scripted run showing in its own part.

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
        let lost: f64 = s.parts().iter().map(|p| p.points).sum();
        assert!((s.total - (100.0 - lost).clamp(0.0, 100.0)).abs() < 1e-12);
    }
}
