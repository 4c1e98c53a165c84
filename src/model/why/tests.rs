//! The coach's split, chain and levers on hand-built minutes whose numbers follow by hand
//! from docs/model.md §7 (each written out below, not taken from the code under test).

use super::*;
use crate::model::minute::{self, MinuteInputs};
use crate::model::setup::Setup;

/// A calm opening minute of free play, to change by hand.
pub(super) fn calm() -> MinuteRecord {
    crate::model::run(&Setup::free_play(), 1, true, &[], 1)
        .0
        .remove(0)
}

/// What a minute is made of here: `arrivals` req/s arrive, `retries` of them retried,
/// nothing shed, TTL 60 s, full database.
pub(super) struct Given {
    pub(super) arrivals: f64,
    pub(super) retries: f64,
    pub(super) warm: f64,
    pub(super) feature_on: bool,
    pub(super) bad_share: f64,
    pub(super) instances: u32,
}

/// The minute the model computes from `g`, its fields as the trace would show them.
pub(super) fn minute(g: Given) -> MinuteRecord {
    let mut r = calm();
    (r.lambda_arrival, r.retry_rps, r.lambda_admitted) = (g.arrivals, g.retries, g.arrivals);
    (r.dropped_share, r.shed_fraction, r.ttl_s) = (0.0, 0.0, 60);
    (r.warm, r.feature_on, r.bad_share) = (g.warm, g.feature_on, g.bad_share);
    (r.warmup_active, r.rollback_in_progress, r.serving) = (false, false, g.instances);
    let out = minute::evaluate(&MinuteInputs::of(&r));
    (r.hit, r.db_util, r.db_saturated) = (out.hit, out.db.utilization, out.db.saturated);
    (r.query_time_s, r.app_time_s) = (out.db.query_time_s, out.app_time_s);
    (r.service_time_s, r.workers) = (out.service_time_s, out.queue.workers);
    (r.offered_load, r.failed_share) = (out.queue.offered_load, out.queue.failed_share);
    (r.timeout_share, r.error_rate) = (out.queue.timeout_share, out.error_rate);
    r
}

/// S by hand (§7.4, §7.6): hit = warm·rT/(1 + rT) with r = λ/20,000 and T = 60 s; q = 2
/// (+1 with the feature); ρ = λ·q·(1 − hit)/4000; query = 5 ms/(1 − ρ), 250 ms from
/// ρ ≥ 1 or beyond; S = app × (1 + 0.25·bad) + (1 − hit)·q·query.
pub(super) fn service_by_hand(lambda: f64, warm: f64, feature_on: bool, bad_share: f64) -> f64 {
    let rt = lambda / 20_000.0 * 60.0;
    let hit = warm * rt / (1.0 + rt);
    let q = if feature_on { 3.0 } else { 2.0 };
    let rho = lambda * q * (1.0 - hit) / 4000.0;
    let query = if rho >= 1.0 {
        0.25
    } else {
        (0.005 / (1.0 - rho)).min(0.25)
    };
    let app = if feature_on { 0.070 } else { 0.050 };
    app * (1.0 + 0.25 * bad_share) + (1.0 - hit) * q * query
}

/// Erlang C by its defining sums, for a small N: P(wait) = (aᴺ/N!)·N/(N − a) /
/// (Σₖ₍ₖ₌₀..N−1₎ aᵏ/k! + (aᴺ/N!)·N/(N − a)).
fn erlang_c_direct(n: u32, a: f64) -> f64 {
    let (mut term, mut sum) = (1.0, 0.0);
    for k in 0..n {
        sum += term;
        term *= a / f64::from(k + 1);
    }
    let waiting = term * f64::from(n) / (f64::from(n) - a);
    waiting / (sum + waiting)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn a_calm_minute_names_no_term_ends_at_the_load_and_has_no_levers() {
    let r = calm();
    assert!(r.error_rate < CALM_ERROR_RATE, "{}", r.error_rate);
    let e = explain(&r);
    assert_eq!(e.dominant, None);
    assert!(matches!(e.chain.last(), Some(Step::Load { .. })));
    assert!(e.levers.is_empty());
    assert_eq!(verdict(&r), Verdict(None));
}

#[test]
fn the_verdict_is_written_as_the_trace_names_it() {
    let names: Vec<String> = [
        Some(Term::Overload),
        Some(Term::Timeouts),
        Some(Term::Retries),
        Some(Term::BadBuild),
        None,
    ]
    .into_iter()
    .map(|t| serde_json::to_string(&Verdict(t)).unwrap())
    .collect();
    assert_eq!(
        names,
        [
            "\"excess_load\"",
            "\"timeouts\"",
            "\"retries\"",
            "\"bad_build\"",
            "\"calm\""
        ]
    );
}

#[test]
fn excess_load_with_a_quiet_database_calls_for_instances_first() {
    // 1280/s on a cold cache, feature off, 4 instances: ρ = 1280·2/4000 = 0.64, query =
    // 5 ms/0.36, S = 50 ms + 2·13.9 ms = 77.8 ms (the database's part is under the app's);
    // a = 99.6 ≥ N = 64, so 1 − 64/a is rejected, all of it excess load.
    let r = minute(Given {
        arrivals: 1280.0,
        retries: 0.0,
        warm: 0.0,
        feature_on: false,
        bad_share: 0.0,
        instances: 4,
    });
    let s = 0.05 + 2.0 * 0.005 / 0.36;
    assert!(close(r.service_time_s, s), "{}", r.service_time_s);
    let rejected = 1.0 - 64.0 / (1280.0 * s);
    assert!(close(r.error_rate, rejected), "{}", r.error_rate);
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Overload));
    assert!(close(e.parts.overload, rejected), "{:?}", e.parts);
    assert_eq!(
        (e.parts.timeouts, e.parts.retries, e.parts.bad_build),
        (0.0, 0.0, 0.0)
    );
    assert_eq!(
        e.chain,
        [
            Step::Hit { hit: 0.0 },
            Step::Database { util: r.db_util },
            Step::Query {
                query_s: r.query_time_s
            },
            Step::Service {
                service_s: r.service_time_s
            },
            Step::Load {
                offered: r.offered_load,
                workers: 64
            },
            Step::Rejected {
                share: r.failed_share
            },
        ]
    );
    // The feature is already off: nothing to turn off.
    assert_eq!(
        e.levers,
        [
            Lever::Instances,
            Lever::Shed,
            Lever::RaiseTtl,
            Lever::Warmup
        ]
    );
}

#[test]
fn retries_that_saturate_the_database_are_named_retries() {
    // 1000 fresh requests/s and 700 retried, cache 20 % warm, feature on, 10 instances.
    // Fresh alone: hit = 0.2·3/4 = 0.15, ρ = 1000·3·0.85/4000 = 0.64, S ≈ 105 ms, a ≈ 105 <
    // 160 and N/S − λ ≈ 520/s: no errors (e^(−1040) is 0 in a double). With the retries:
    // hit = 0.2·5.1/6.1, ρ = 1700·3·(1 − hit)/4000 ≈ 1.06, saturated, query 250 ms, S ≈
    // 695 ms, a ≈ 1181 ≥ 160: 86 % rejected — every error the retries'. The first edition
    // held S at 695 ms and gave 77 % of it to the fresh requests' excess load.
    let r = minute(Given {
        arrivals: 1700.0,
        retries: 700.0,
        warm: 0.2,
        feature_on: true,
        bad_share: 0.0,
        instances: 10,
    });
    let hit = 0.2 * 5.1 / 6.1;
    assert!(r.db_saturated && close(r.hit, hit));
    let s = 0.070 + (1.0 - hit) * 3.0 * 0.25;
    assert!(close(r.service_time_s, s));
    let rejected = 1.0 - 160.0 / (1700.0 * s);
    assert!(
        close(r.error_rate, rejected) && rejected > 0.86,
        "{}",
        r.error_rate
    );
    let fresh_s = service_by_hand(1000.0, 0.2, true, 0.0);
    assert!(1000.0 * fresh_s < 150.0 && 160.0 / fresh_s - 1000.0 > 500.0);

    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Retries));
    assert!(close(e.parts.retries, rejected), "{:?}", e.parts);
    assert_eq!((e.parts.overload, e.parts.timeouts), (0.0, 0.0));
    assert_eq!(verdict(&r), Verdict(Some(Term::Retries)));
    assert_eq!(
        e.chain.first(),
        Some(&Step::Retries {
            retry_rps: 700.0,
            arrival_rps: 1700.0
        })
    );
    assert_eq!(e.chain.last(), Some(&Step::Rejected { share: rejected }));
    // DB 106 % → query 250 ms: take load off the database before adding instances.
    assert_eq!(
        e.levers,
        [
            Lever::RaiseTtl,
            Lever::Warmup,
            Lever::FeatureOff,
            Lever::Shed,
            Lever::Instances
        ]
    );
}

#[test]
fn fresh_overload_outweighs_a_few_retries() {
    // 1000/s with 100 retries on a warm cache, feature off, 2 instances (N = 32). With
    // S(λ) ≈ 53 ms by hand, fresh alone: a = 900·S(900) ≈ 47.8 ≥ 32 rejects 1 − 32/a ≈
    // 33 %; all of them: 1 − 32/(1000·S(1000)) ≈ 39.5 %; the retries get the difference.
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
    assert!(close(r.error_rate, all), "{} vs {all}", r.error_rate);
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Overload));
    assert!(close(e.parts.overload, fresh), "{:?} vs {fresh}", e.parts);
    assert!(close(e.parts.retries, all - fresh));
    assert!(close(e.parts.sum(), r.error_rate));
    assert_eq!(e.levers[0], Lever::Instances);
}

#[test]
fn time_outs_dominate_just_below_capacity() {
    // One instance, N = 16, 285/s on a warm cache, feature off: S(285) ≈ 55.8 ms, a ≈ 15.9
    // < 16, N/S − λ ≈ 2.2/s: C·e^(−2·2.2) ≈ 4.5 % time out.
    let r = minute(Given {
        arrivals: 285.0,
        retries: 0.0,
        warm: 1.0,
        feature_on: false,
        bad_share: 0.0,
        instances: 1,
    });
    let s = service_by_hand(285.0, 1.0, false, 0.0);
    let timeouts = erlang_c_direct(16, 285.0 * s) * (-(16.0 / s - 285.0) * 2.0).exp();
    assert!(timeouts > 0.04, "{timeouts}");
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Timeouts));
    assert!((e.parts.timeouts - timeouts).abs() < 1e-9, "{:?}", e.parts);
    assert_eq!(
        (e.parts.overload, e.parts.retries, e.parts.bad_build),
        (0.0, 0.0, 0.0)
    );
    assert_eq!(
        e.chain.last(),
        Some(&Step::TimedOut {
            share: r.timeout_share
        })
    );
    assert_eq!(e.levers[0], Lever::Instances);
}

#[test]
fn the_bad_builds_slower_code_counts_as_the_bad_build() {
    // 280/s on one instance, 10 % of traffic on the bad build: its app time ×1.025 brings
    // a from 15.65 to 16.00 (still < 16) and the time-outs from 3·10⁻⁶ to ~90 %. Holding S
    // fixed would call them time-outs; without the bad build they are gone.
    let r = minute(Given {
        arrivals: 280.0,
        retries: 0.0,
        warm: 1.0,
        feature_on: false,
        bad_share: 0.1,
        instances: 1,
    });
    let good_s = service_by_hand(280.0, 1.0, false, 0.0);
    let good = erlang_c_direct(16, 280.0 * good_s) * (-(16.0 / good_s - 280.0) * 2.0).exp();
    assert!(good < 1e-5, "{good}");
    assert!(r.timeout_share > 0.5 && r.failed_share == 0.0, "{r:?}");
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::BadBuild));
    assert!((e.parts.timeouts - good).abs() < 1e-9, "{:?}", e.parts);
    assert!(close(e.parts.bad_build, r.error_rate - e.parts.timeouts));
    assert_eq!(
        e.chain,
        [
            Step::BadBuild { bad_share: 0.1 },
            Step::BuildErrors {
                share: e.parts.bad_build
            }
        ]
    );
    assert_eq!(e.levers, [Lever::Rollback]);
    let preparing = MinuteRecord {
        rollback_in_progress: true,
        ..r
    };
    assert_eq!(explain(&preparing).levers, [Lever::RollbackUnderway]);
}

#[test]
fn the_bad_build_dominates_a_quiet_queue_with_its_five_percent() {
    let mut r = calm();
    r.bad_share = 1.0;
    r.error_rate = minute::evaluate(&MinuteInputs::of(&r)).error_rate;
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::BadBuild));
    // 0.05 × 1, and a queue far from its limit even at S × 1.25.
    assert!((e.parts.bad_build - 0.05).abs() < 1e-9, "{:?}", e.parts);
}

#[test]
fn retries_on_a_bad_build_share_their_overlap_and_add_up() {
    // Both causes at once, 1500/s (400 retried), cache half warm, feature on, 60 % on the
    // bad build, N = 64: every combination rejects (a from 98 to 160). The parts are the
    // Shapley split: each cause gets what removing it saves, averaged over the other being
    // there or not, and they add up to the error rate.
    let r = minute(Given {
        arrivals: 1500.0,
        retries: 400.0,
        warm: 0.5,
        feature_on: true,
        bad_share: 0.6,
        instances: 4,
    });
    let error = |arrivals: f64, bad: f64| {
        let s = service_by_hand(arrivals, 0.5, true, bad);
        let a = arrivals * s;
        let queue = if a >= 64.0 { 1.0 - 64.0 / a } else { 0.0 };
        (queue + 0.05 * bad).min(1.0)
    };
    let (both, retries_alone) = (error(1500.0, 0.6), error(1500.0, 0.0));
    let (bad_alone, base) = (error(1100.0, 0.6), error(1100.0, 0.0));
    assert!(
        base > 0.0 && bad_alone < 1.0,
        "every minute here is overloaded"
    );
    let e = explain(&r);
    assert!((e.parts.overload - base).abs() < 1e-9, "{:?}", e.parts);
    let retries = ((retries_alone - base) + (both - bad_alone)) / 2.0;
    assert!((e.parts.retries - retries).abs() < 1e-9, "{:?}", e.parts);
    assert!(close(e.parts.sum(), r.error_rate));
    assert!(e.parts.bad_build > 0.03 && e.parts.retries > 0.0);
    // The queue dominates, and the bad build's rollback comes last.
    assert_eq!(e.levers.last(), Some(&Lever::Rollback));
}

#[test]
fn a_saturated_database_calls_for_its_levers_before_instances() {
    // The flushed cache of cache-flush at noon: 2000/s, cold, feature on, 16 instances.
    // ρ = 2000·3/4000 = 150 %, query 250 ms, S = 70 + 3·250 = 820 ms, a = 1640 ≥ 256: the
    // fresh requests' excess load. Instances would only queue more requests for the same
    // database: TTL, warm-up and the feature come first.
    let r = minute(Given {
        arrivals: 2000.0,
        retries: 0.0,
        warm: 0.0,
        feature_on: true,
        bad_share: 0.0,
        instances: 16,
    });
    assert!(r.db_saturated && close(r.db_util, 1.5) && close(r.service_time_s, 0.82));
    let e = explain(&r);
    assert_eq!(e.dominant, Some(Term::Overload));
    assert!(
        close(e.parts.overload, 1.0 - 256.0 / 1640.0),
        "{:?}",
        e.parts
    );
    assert_eq!(
        e.levers,
        [
            Lever::RaiseTtl,
            Lever::Warmup,
            Lever::FeatureOff,
            Lever::Shed,
            Lever::Instances
        ]
    );
    // With the warm-up already running and the TTL at its 3600 s maximum, the feature
    // is the database's one lever left.
    let late = MinuteRecord {
        warmup_active: true,
        ttl_s: 3600,
        ..r
    };
    assert_eq!(
        levers::levers(&late, Some(Term::Overload)),
        [Lever::FeatureOff, Lever::Shed, Lever::Instances]
    );
}
