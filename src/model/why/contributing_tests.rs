//! The causes the coach names after the dominant one, on hand-built minutes whose numbers
//! follow by hand from docs/model.md §7 (the helpers of [`super::tests`]).

use super::tests::{calm, minute, service_by_hand, Given};
use super::*;

#[test]
fn retries_at_a_third_of_the_arrivals_are_named_though_the_excess_load_dominates() {
    // 3000/s of which 1000 retried, warm cache, feature off, one instance (N = 16). Fresh
    // alone: a = 2000·S(2000) ≥ 16, rejecting 1 − 16/a; all: 1 − 16/(3000·S(3000)). The
    // retries add only the difference, a small part of the errors, yet they are a third of
    // what arrives: named, by their share of the arrivals.
    let r = minute(Given {
        arrivals: 3000.0,
        retries: 1000.0,
        warm: 1.0,
        feature_on: false,
        bad_share: 0.0,
        instances: 1,
    });
    let fresh = 1.0 - 16.0 / (2000.0 * service_by_hand(2000.0, 1.0, false, 0.0));
    let all = 1.0 - 16.0 / (3000.0 * service_by_hand(3000.0, 1.0, false, 0.0));
    assert!(
        (r.error_rate - all).abs() < 1e-12,
        "{} vs {all}",
        r.error_rate
    );
    assert!((all - fresh) / all < CONTRIBUTING_SHARE, "{fresh} of {all}");
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Overload));
    assert_eq!(
        e.contributing,
        [Contribution {
            term: Term::Retries,
            share: 1.0 / 3.0,
            of: ShareOf::Arrivals,
        }]
    );
    assert_eq!(judge(&r).why_contributing, [Term::Retries]);
}

#[test]
fn a_few_retries_are_not_named() {
    // 1000/s with 100 retried (10 % of the arrivals), warm, feature off, two instances: the
    // retries' part is what 100 more requests/s add to the rejections, 1 − 32/(1000·S(1000))
    // against 1 − 32/(900·S(900)), under a quarter of the errors.
    let r = minute(Given {
        arrivals: 1000.0,
        retries: 100.0,
        warm: 1.0,
        feature_on: false,
        bad_share: 0.0,
        instances: 2,
    });
    let fresh = 1.0 - 32.0 / (900.0 * service_by_hand(900.0, 1.0, false, 0.0));
    let all = 1.0 - 32.0 / (1000.0 * service_by_hand(1000.0, 1.0, false, 0.0));
    assert!((all - fresh) / all < CONTRIBUTING_SHARE, "{fresh} of {all}");
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Overload));
    assert!(e.contributing.is_empty(), "{:?}", e.contributing);
    assert!(judge(&r).why_contributing.is_empty());
}

#[test]
fn a_bad_build_behind_excess_load_is_named_by_its_share_of_the_errors() {
    // 1000/s, warm, feature off, two instances (N = 32), all of it on the bad build. On a
    // good build 1 − 32/(1000·S) is rejected; on the bad one S grows (app time × 1.25) and
    // 5 % of what it serves fails on top. The bad build's part is the difference: over a
    // quarter of the errors, under the excess load's.
    let r = minute(Given {
        arrivals: 1000.0,
        retries: 0.0,
        warm: 1.0,
        feature_on: false,
        bad_share: 1.0,
        instances: 2,
    });
    let good = 1.0 - 32.0 / (1000.0 * service_by_hand(1000.0, 1.0, false, 0.0));
    let bad = (1.0 - 32.0 / (1000.0 * service_by_hand(1000.0, 1.0, false, 1.0))) + 0.05;
    assert!(
        (r.error_rate - bad).abs() < 1e-12,
        "{} vs {bad}",
        r.error_rate
    );
    let share = (bad - good) / bad;
    assert!(
        share >= CONTRIBUTING_SHARE && bad - good < good,
        "{good} {bad}"
    );
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Overload));
    assert_eq!(e.contributing.len(), 1, "{:?}", e.contributing);
    let c = e.contributing[0];
    assert_eq!((c.term, c.of), (Term::BadBuild, ShareOf::Errors));
    assert!((c.share - share).abs() < 1e-9, "{} vs {share}", c.share);
}

#[test]
fn a_calm_minute_names_no_contributing_cause() {
    // Retries at half the arrivals of a calm minute (what a storm leaves as it dies down):
    // nothing fails, so nothing is named.
    let mut r = calm();
    r.retry_rps = 0.5 * r.lambda_arrival;
    assert!(r.error_rate < CALM_ERROR_RATE);
    assert!(explain(&r).contributing.is_empty());
    assert_eq!(
        judge(&r),
        Judgement {
            why: Verdict(None),
            why_contributing: Vec::new()
        }
    );
}
