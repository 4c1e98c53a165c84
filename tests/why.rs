//! The coach (`/why`) against the model's relations as the README writes them, computed
//! here by hand from a minute's trace fields: each minute is computed again without its
//! retries and without its bad build (cache, database, service time, queue, SLI), and the
//! causes split as the README says. Checked at every built-in scenario's worst minute, over
//! the retry storm's minutes across seeds (with the figures printed), and in the `why` and
//! `why_contributing` fields of every trace line.

use oncall_drill::headless::{Responder, RunPlan};
use oncall_drill::model::why::{explain, judge, verdict, Term, CALM_ERROR_RATE};
use oncall_drill::model::why::{ShareOf, CONTRIBUTING_SHARE};
use oncall_drill::model::{Action, MinuteRecord, ScheduledAction};
use oncall_drill::scenario::Scenario;
use serde_json::Value;

use crate::util::{builtin, run, stderr, stdout};

/// What the split starts from, read off a trace line.
struct Fields {
    lambda_arrival: f64,
    retry_rps: f64,
    dropped_share: f64,
    warm: f64,
    ttl_s: f64,
    feature_on: bool,
    warmup_active: bool,
    db_capacity_qps: f64,
    bad_share: f64,
    workers: u32,
    error_rate: f64,
}

impl Fields {
    fn of(r: &MinuteRecord) -> Fields {
        Fields {
            lambda_arrival: r.lambda_arrival,
            retry_rps: r.retry_rps,
            dropped_share: r.dropped_share,
            warm: r.warm,
            ttl_s: f64::from(r.ttl_s),
            feature_on: r.feature_on,
            warmup_active: r.warmup_active,
            db_capacity_qps: r.db_capacity_qps,
            bad_share: r.bad_share,
            workers: r.workers,
            error_rate: r.error_rate,
        }
    }

    fn of_json(line: &Value) -> Fields {
        let f = |k: &str| line[k].as_f64().unwrap_or_else(|| panic!("{k} in {line}"));
        let b = |k: &str| line[k].as_bool().unwrap_or_else(|| panic!("{k} in {line}"));
        Fields {
            lambda_arrival: f("lambda_arrival"),
            retry_rps: f("retry_rps"),
            dropped_share: f("dropped_share"),
            warm: f("warm"),
            ttl_s: f("ttl_s"),
            feature_on: b("feature_on"),
            warmup_active: b("warmup_active"),
            db_capacity_qps: f("db_capacity_qps"),
            bad_share: f("bad_share"),
            workers: f("workers") as u32,
            error_rate: f("error_rate"),
        }
    }
}

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

/// The minute's SLI for `lambda` admitted req/s and `bad` share on the bad build, and
/// whether its queue rejects: hit = warm·rT/(1 + rT), r = λ/20,000; q = 2 (+1 with the
/// feature); ρ = (λ·q·(1 − hit) + 600 during the warm-up)/capacity; query = 5 ms/(1 − ρ),
/// 250 ms from ρ ≥ 1 or beyond; S = (50 ms (+20) )·(1 + 0.25·bad) + (1 − hit)·q·query;
/// a = λS ≥ N ⇒ 1 − N/a rejected, else C·e^(−(N/S − λ)·2 s) time out; + 0.05·bad, ≤ 1.
fn sli(m: &Fields, lambda: f64, bad: f64) -> (f64, bool) {
    let rt = lambda / 20_000.0 * m.ttl_s;
    let hit = if rt > 0.0 {
        m.warm * rt / (1.0 + rt)
    } else {
        0.0
    };
    let q = if m.feature_on { 3.0 } else { 2.0 };
    let warmup = if m.warmup_active { 600.0 } else { 0.0 };
    let rho = (lambda * q * (1.0 - hit) + warmup) / m.db_capacity_qps;
    let query = if rho >= 1.0 {
        0.25
    } else {
        (0.005 / (1.0 - rho)).min(0.25)
    };
    let app = if m.feature_on { 0.070 } else { 0.050 };
    let s = app * (1.0 + 0.25 * bad) + (1.0 - hit) * q * query;
    let (a, n) = (lambda * s, f64::from(m.workers));
    let (queue, rejects) = if a >= n {
        (1.0 - n / a, true)
    } else {
        let drain = n / s - lambda;
        (
            (erlang_c(m.workers, a) * (-drain * 2.0).exp()).min(1.0),
            false,
        )
    };
    ((queue + 0.05 * bad).min(1.0), rejects)
}

/// The README's split: the fresh requests (arrivals − retries, shed alike) on a good build
/// are excess load if they alone would be rejected, else time-outs; retries and the bad
/// build each get the mean of what removing them saves with and without the other.
/// `[excess load, time-outs, retries, bad build]`.
fn terms(m: &Fields) -> [f64; 4] {
    let admitted = m.lambda_arrival * (1.0 - m.dropped_share);
    let fresh = ((m.lambda_arrival - m.retry_rps) * (1.0 - m.dropped_share)).max(0.0);
    let both = sli(m, admitted, m.bad_share).0;
    let retries_alone = sli(m, admitted, 0.0).0;
    let bad_alone = sli(m, fresh, m.bad_share).0;
    let (base, rejects) = sli(m, fresh, 0.0);
    let retries = ((retries_alone - base) + (both - bad_alone)) / 2.0;
    let bad = ((bad_alone - base) + (both - retries_alone)) / 2.0;
    if rejects {
        [base, 0.0, retries, bad]
    } else {
        [0.0, base, retries, bad]
    }
}

const TERMS: [Term; 4] = [
    Term::Overload,
    Term::Timeouts,
    Term::Retries,
    Term::BadBuild,
];

/// The largest term (the first on a tie), none on a calm minute.
fn named(m: &Fields) -> Option<Term> {
    if m.error_rate < CALM_ERROR_RATE {
        return None;
    }
    let t = terms(m);
    let (i, _) = t.iter().enumerate().fold(
        (0, f64::MIN),
        |best, (i, &x)| if x > best.1 { (i, x) } else { best },
    );
    Some(TERMS[i])
}

/// The causes named after the largest, as the README says: each other term at least
/// [`CONTRIBUTING_SHARE`] of the minute's errors, and retries also at that share of the
/// arrivals; none on a calm minute.
fn contributing(m: &Fields) -> Vec<Term> {
    let Some(largest) = named(m) else {
        return Vec::new();
    };
    let t = terms(m);
    let errors: f64 = t.iter().sum();
    TERMS
        .iter()
        .zip(t)
        .filter(|(&term, part)| {
            let retried =
                term == Term::Retries && m.retry_rps >= CONTRIBUTING_SHARE * m.lambda_arrival;
            term != largest && (retried || *part >= CONTRIBUTING_SHARE * errors)
        })
        .map(|(&term, _)| term)
        .collect()
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
    let mut names = Vec::new();
    for id in &ids {
        let r = worst_minute(id, 1);
        let fields = Fields::of(&r);
        let expected_terms = terms(&fields);
        let e = explain(&r);
        assert_eq!(
            e.dominant,
            named(&fields),
            "{id} at minute {}: {r:?}",
            r.minute
        );
        let got = [
            e.parts.overload,
            e.parts.timeouts,
            e.parts.retries,
            e.parts.bad_build,
        ];
        for (got, want) in got.iter().zip(expected_terms) {
            assert!((got - want).abs() < 1e-9, "{id}: {got} vs {want}");
        }
        // The terms make up the minute's error rate.
        assert!(
            (e.parts.sum() - r.error_rate).abs() < 1e-12,
            "{id}: {:?} vs {}",
            e.parts,
            r.error_rate
        );
        names.push((id.as_str(), e.dominant));
    }
    // What the scenarios teach, read off their worst minutes with seed 1.
    names.sort_by_key(|(id, _)| *id);
    assert_eq!(
        names,
        [
            ("bad-deploy", Some(Term::BadBuild)),
            ("bad-ttl-push", Some(Term::Overload)),
            ("cache-flush", Some(Term::Overload)),
            ("db-degradation", Some(Term::Overload)),
            ("free-play", None),
            ("launch-day", Some(Term::BadBuild)),
            ("retry-storm", Some(Term::Overload)),
            // Seed 1's surge, drawn from its own stream, peaks where the fleet is short.
            ("viral-surge", Some(Term::Overload)),
            ("zone-outage", Some(Term::Retries)),
        ]
    );
}

/// The retry storm over seeds 1–24, played by `plan` pressed two minutes after the
/// incident shows (the first minute with 1 % errors without any action).
fn retry_storm_runs(plan: &[Action]) -> Vec<MinuteRecord> {
    let scenario = builtin("retry-storm");
    let setup = &scenario.setup;
    let mut all = Vec::new();
    for seed in 1..=24 {
        let (quiet, _) = oncall_drill::model::run(setup, seed, false, &[], setup.duration_min);
        let onset = quiet
            .iter()
            .position(|r| r.error_rate >= 0.01)
            .expect("a storm") as u32;
        let script: Vec<ScheduledAction> = plan
            .iter()
            .map(|&action| ScheduledAction {
                minute: onset + 2,
                action,
            })
            .collect();
        let (records, _) =
            oncall_drill::model::run(setup, seed, false, &script, setup.duration_min);
        all.extend(records);
    }
    all
}

/// ρ_db of the fresh requests alone (the minute's retries taken away), by hand.
fn fresh_db_util(r: &MinuteRecord) -> f64 {
    let lambda = (r.lambda_arrival - r.retry_rps) * (1.0 - r.dropped_share);
    let rt = lambda / 20_000.0 * f64::from(r.ttl_s);
    let hit = r.warm * rt / (1.0 + rt);
    let q = if r.feature_on { 3.0 } else { 2.0 };
    let warmup = if r.warmup_active { 600.0 } else { 0.0 };
    (lambda * q * (1.0 - hit) + warmup) / r.db_capacity_qps
}

#[test]
fn the_coach_names_retries_where_the_retries_saturate_the_database() {
    // Without any action: the minutes whose database is saturated although the fresh
    // requests alone would not saturate it.
    let records = retry_storm_runs(&[]);
    let by_retries: Vec<&MinuteRecord> = records
        .iter()
        .filter(|r| r.db_saturated && fresh_db_util(r) < 1.0)
        .collect();
    let named = by_retries
        .iter()
        .filter(|r| explain(r).dominant == Some(Term::Retries))
        .count();
    println!(
        "retry-storm, no action, seeds 1–24: {named} of {} minutes whose database the retries saturate named retries",
        by_retries.len()
    );
    assert!(by_retries.len() >= 24, "{}", by_retries.len());
    assert!(
        5 * named >= 4 * by_retries.len(),
        "{named} of {}",
        by_retries.len()
    );
}

#[test]
fn the_coach_names_retries_in_most_minutes_where_they_are_a_third_of_arrivals() {
    // With the heavy feature off (a third fewer queries), the fresh requests alone fit the
    // database, and retries at a third of the arrivals are what saturates it.
    let stormy = |records: &[MinuteRecord]| -> (usize, usize) {
        let minutes: Vec<&MinuteRecord> = records
            .iter()
            .filter(|r| 3.0 * r.retry_rps >= r.lambda_arrival)
            .collect();
        let named = minutes
            .iter()
            .filter(|r| {
                let e = explain(r);
                assert_eq!(e.dominant, named(&Fields::of(r)), "{r:?}");
                e.dominant == Some(Term::Retries)
            })
            .count();
        (named, minutes.len())
    };
    let (named, total) = stormy(&retry_storm_runs(&[Action::Feature(false)]));
    println!("retry-storm, feature off, seeds 1–24: {named} of {total} minutes with retries ≥ ⅓ of arrivals named retries");
    assert!(total >= 24 && 2 * named > total, "{named} of {total}");

    // Without any action the cache flush leaves a cold cache, and the fresh requests alone
    // hold the database near or above 100 % while the retries reach a third of the arrivals:
    // those minutes are the fresh requests' excess load, and the coach says so. "Near" is
    // 95 %: there a query takes 5 ms / (1 − ρ) ≥ 100 ms, which alone overloads the fleet.
    let quiet = retry_storm_runs(&[]);
    let (named, total) = stormy(&quiet);
    println!("retry-storm, no action, seeds 1–24: {named} of {total} minutes with retries ≥ ⅓ of arrivals named retries");
    for r in quiet
        .iter()
        .filter(|r| 3.0 * r.retry_rps >= r.lambda_arrival)
    {
        if explain(r).dominant == Some(Term::Overload) {
            assert!(fresh_db_util(r) >= 0.95, "{r:?}");
        }
    }
}

#[test]
fn every_trace_line_carries_the_coachs_verdict() {
    let out = run(&[
        "simulate",
        "--scenario",
        "retry-storm",
        "--seed",
        "5",
        "--trace",
        "-",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let words = ["excess_load", "timeouts", "retries", "bad_build", "calm"];
    let word = |t: Term| words[TERMS.iter().position(|&x| x == t).unwrap()];
    let mut seen = std::collections::BTreeSet::new();
    let mut contributing_seen = std::collections::BTreeSet::new();
    for line in text.lines() {
        let value: Value = serde_json::from_str(line).unwrap();
        let why = value["why"].as_str().unwrap_or_else(|| panic!("{line}"));
        assert!(words.contains(&why), "{why}");
        let fields = Fields::of_json(&value);
        let expected = named(&fields).map_or("calm", word);
        assert_eq!(why, expected, "{line}");
        seen.insert(why.to_string());
        // The causes named after it, a list of the same words, last in the line.
        let also: Vec<&str> = value["why_contributing"]
            .as_array()
            .unwrap_or_else(|| panic!("why_contributing in {line}"))
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let expected: Vec<&str> = contributing(&fields).into_iter().map(word).collect();
        assert_eq!(also, expected, "{line}");
        assert!(line.ends_with(&format!(
            "\"why_contributing\":{}}}",
            serde_json::to_string(&also).unwrap()
        )));
        contributing_seen.extend(also.iter().map(|w| w.to_string()));
    }
    assert_eq!(text.lines().count(), 120);
    // A storm teaches both ends: calm before it, retries in it (dominant in some minutes,
    // named after the excess load in others).
    assert!(
        seen.contains("calm") && seen.contains("retries"),
        "{seen:?}"
    );
    assert!(
        contributing_seen.contains("retries"),
        "{contributing_seen:?}"
    );
}

/// How often the coach names retries (first, or after the dominant cause) in the retry
/// storm's minutes whose retries are over 30 % of the arrivals, seeds 1–30, played by
/// `plan`: (named, named first, minutes).
fn retries_named(plan: Responder) -> (usize, usize, usize) {
    let scenario = builtin("retry-storm");
    let setup = &scenario.setup;
    let (mut named, mut first, mut minutes) = (0, 0, 0);
    for seed in 1..=30 {
        let run = RunPlan {
            setup,
            deterministic: false,
            responder: plan,
            minutes: setup.duration_min,
        };
        for r in run.play(seed).records {
            if r.retry_rps <= 0.3 * r.lambda_arrival {
                continue;
            }
            minutes += 1;
            let e = explain(&r);
            let judged = judge(&r);
            // The trace says what `/why` says.
            assert_eq!(judged.why.0, e.dominant, "{r:?}");
            let also: Vec<Term> = e.contributing.iter().map(|c| c.term).collect();
            assert_eq!(judged.why_contributing, also, "{r:?}");
            if e.dominant == Some(Term::Retries) {
                first += 1;
                named += 1;
            } else if let Some(c) = e.contributing.iter().find(|c| c.term == Term::Retries) {
                // Named by their share of the arrivals, as the minute's fields give it.
                assert_eq!(c.of, ShareOf::Arrivals, "{r:?}");
                assert!((c.share - r.retry_rps / r.lambda_arrival).abs() < 1e-12);
                named += 1;
            }
        }
    }
    (named, first, minutes)
}

#[test]
fn the_coach_names_retries_in_most_storm_minutes_where_they_are_over_30_percent() {
    for (plan, name) in [
        (Responder::NoAction, "no action"),
        (Responder::Expert, "the expert"),
    ] {
        let (named, first, minutes) = retries_named(plan);
        println!(
            "retry-storm, {name}, seeds 1–30: retries named in {named} of {minutes} minutes \
             with retries > 30 % of arrivals ({:.1} %; first in {first}, the dominant cause alone)",
            100.0 * named as f64 / minutes as f64
        );
        assert!(minutes >= 20, "{name}: {minutes} storm minutes");
        // A strong majority: nine in ten.
        assert!(10 * named >= 9 * minutes, "{name}: {named} of {minutes}");
    }
}

#[test]
fn the_trace_verdict_is_the_explanations() {
    let scenario = builtin("bad-deploy");
    let (records, _) = oncall_drill::model::run(&scenario.setup, 2, false, &[], 60);
    for r in &records {
        assert_eq!(verdict(r).0, explain(r).dominant, "minute {}", r.minute);
    }
}
