//! The coach (`/why`) against the trace's own terms: in every built-in scenario, at its
//! worst minute, the term the coach names is the largest of the minute's error terms as the
//! README's trace format and model table define them, computed here from the trace fields.

use oncall_drill::model::why::{explain, Term, CALM_ERROR_RATE};
use oncall_drill::model::MinuteRecord;
use oncall_drill::scenario::Scenario;

use crate::util::builtin;

/// Erlang C by the forward Erlang B recursion B(k) = a·B(k−1)/(k + a·B(k−1)), then
/// C = N·B/(N − a(1 − B)).
fn erlang_c(n: u32, a: f64) -> f64 {
    let mut b = 1.0;
    for k in 1..=n {
        b = a * b / (f64::from(k) + a * b);
    }
    let n = f64::from(n);
    n * b / (n - a * (1.0 - b))
}

/// The queue's error for λ req/s with service time S and N workers, as the README writes
/// it: a ≥ N ⇒ 1 − N/a rejected; below, P(W > 2 s) = C·e^(−(N/S − λ)·2) time out.
fn queue_error(lambda: f64, s: f64, n: u32) -> (f64, bool) {
    let a = lambda * s;
    if a >= f64::from(n) {
        (1.0 - f64::from(n) / a, true)
    } else {
        let drain = f64::from(n) / s - lambda;
        ((erlang_c(n, a) * (-drain * 2.0).exp()).min(1.0), false)
    }
}

/// The terms of a minute's errors from its trace fields: the bad build's 0.05 × bad_share;
/// the queue's failed_share or timeout_share (one is 0); of it, what the fresh arrivals
/// alone (λ_arrival − retry_rps, shed alike) would fail, named by their own load, and the
/// rest the retries'. `[overload, timeouts, retries, bad build]`.
fn terms(r: &MinuteRecord) -> [f64; 4] {
    let queue = r.failed_share + r.timeout_share;
    let fresh_lambda = (r.lambda_arrival - r.retry_rps) * (1.0 - r.dropped_share);
    let (fresh, overloaded) = queue_error(fresh_lambda, r.service_time_s, r.workers);
    let fresh = fresh.min(queue);
    let (overload, timeouts) = if overloaded {
        (fresh, 0.0)
    } else {
        (0.0, fresh)
    };
    [overload, timeouts, queue - fresh, 0.05 * r.bad_share]
}

fn largest(terms: [f64; 4]) -> Term {
    let order = [
        Term::Overload,
        Term::Timeouts,
        Term::Retries,
        Term::BadBuild,
    ];
    let (i, _) =
        terms.iter().enumerate().fold(
            (0, f64::MIN),
            |best, (i, &t)| if t > best.1 { (i, t) } else { best },
        );
    order[i]
}

fn worst_minute(id: &str, seed: u32) -> MinuteRecord {
    let scenario = builtin(id);
    let setup = &scenario.setup;
    let (records, _) = oncall_drill::model::run(setup, seed, false, &[], setup.duration_min);
    records
        .into_iter()
        .reduce(|worst, r| {
            if r.error_rate > worst.error_rate {
                r
            } else {
                worst
            }
        })
        .unwrap()
}

#[test]
fn the_coach_names_the_largest_term_of_each_scenarios_worst_minute() {
    let ids: Vec<String> = Scenario::builtin_ids().map(str::to_string).collect();
    assert_eq!(ids.len(), 9, "{ids:?}");
    let mut named = Vec::new();
    for id in &ids {
        let r = worst_minute(id, 1);
        let expected_terms = terms(&r);
        let expected = (r.error_rate >= CALM_ERROR_RATE).then(|| largest(expected_terms));
        let e = explain(&r);
        assert_eq!(e.dominant, expected, "{id} at minute {}: {r:?}", r.minute);
        let got = [
            e.parts.overload,
            e.parts.timeouts,
            e.parts.retries,
            e.parts.bad_build,
        ];
        for (got, want) in got.iter().zip(expected_terms) {
            assert!((got - want).abs() < 1e-9, "{id}: {got} vs {want}");
        }
        // The terms make up the minute's error rate (below its cap at 100 %).
        assert!(
            (e.parts.sum().min(1.0) - r.error_rate).abs() < 1e-12,
            "{id}: {:?} vs {}",
            e.parts,
            r.error_rate
        );
        named.push((id.as_str(), e.dominant));
    }
    // What the scenarios teach, read off their worst minutes with seed 1.
    named.sort_by_key(|(id, _)| *id);
    assert_eq!(
        named,
        [
            ("bad-deploy", Some(Term::BadBuild)),
            ("bad-ttl-push", Some(Term::Overload)),
            ("cache-flush", Some(Term::Overload)),
            ("db-degradation", Some(Term::Overload)),
            ("free-play", None),
            ("launch-day", Some(Term::BadBuild)),
            ("retry-storm", Some(Term::Overload)),
            ("viral-surge", Some(Term::Timeouts)),
            ("zone-outage", Some(Term::Retries)),
        ]
    );
}
