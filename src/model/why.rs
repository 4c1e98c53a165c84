//! The coach (`/why`): one minute explained from the model's own relations. Which term
//! dominates the minute's errors, and the causal chain that led there with the minute's
//! numbers, e.g. hit 0 % → DB 94 % → query 83 ms → S 320 ms → a = 400 > N = 160 → 60 %
//! rejected. Typed values only: the words are [`crate::i18n::why`]'s.
//!
//! The errors of a minute are the SLI of SPEC §7.2, error = min(1, queue error + 0.05 ×
//! bad share) ([`budget::error_rate`], [`budget::bad_build_error`]), and the queue error is
//! rejected + (1 − rejected)·timed out (§7.1, [`queue::queue_error`]): the excess load
//! rejected when a ≥ N, or the time-outs of the Erlang-C wait below it. Client retries
//! (§7.19) cause no error of their own: they add arrivals, so their part is what the queue
//! error would lose without this minute's retries — the same queue ([`queue::evaluate`])
//! offered only the fresh admitted requests, with this minute's S and N held fixed. Shed
//! requests are not errors (§7.12) and never dominate.

use super::budget;
use super::constants::ERROR_BUDGET;
use super::queue;
use super::record::MinuteRecord;

/// Below this error rate (1 % of the error budget, a burn under 0.01) no term dominates:
/// the minute is calm.
pub const CALM_ERROR_RATE: f64 = 0.01 * ERROR_BUDGET;

/// A term of the minute's errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Term {
    /// Excess load: a ≥ N, the share 1 − N/a rejected (§7.1).
    Overload,
    /// Time-outs: requests waiting more than 2 s in the Erlang-C queue (a < N, §7.1).
    Timeouts,
    /// Client retries: the queue error they add on top of the fresh requests (§7.19).
    Retries,
    /// The bad build: 5 % of the traffic it serves fails (§7.2).
    BadBuild,
}

impl Term {
    /// Every term, in the order the coach lists them.
    pub const ALL: [Term; 4] = [
        Term::Overload,
        Term::Timeouts,
        Term::Retries,
        Term::BadBuild,
    ];
}

/// The minute's errors split into their terms, each a share of the admitted requests. They
/// add up to the error rate before its cap at 100 %.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Parts {
    pub overload: f64,
    pub timeouts: f64,
    pub retries: f64,
    pub bad_build: f64,
}

impl Parts {
    pub fn get(&self, term: Term) -> f64 {
        match term {
            Term::Overload => self.overload,
            Term::Timeouts => self.timeouts,
            Term::Retries => self.retries,
            Term::BadBuild => self.bad_build,
        }
    }

    /// The largest term (the first in [`Term::ALL`] on a tie).
    pub fn largest(&self) -> Term {
        Term::ALL.into_iter().fold(Term::Overload, |best, t| {
            if self.get(t) > self.get(best) {
                t
            } else {
                best
            }
        })
    }

    pub fn sum(&self) -> f64 {
        self.overload + self.timeouts + self.retries + self.bad_build
    }
}

/// One link of the causal chain, with this minute's numbers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Step {
    /// Retried requests inside this minute's arrivals, req/s.
    Retries { retry_rps: f64, arrival_rps: f64 },
    /// Share of arrivals shed at the load balancer (§7.12).
    Shed { dropped_share: f64 },
    /// The cache's hit rate (§5 "Cache").
    Hit { hit: f64 },
    /// ρ_db, not capped (§7.4).
    Database { util: f64 },
    /// The database's query time, s (5 ms/(1 − ρ) ≤ 250 ms).
    Query { query_s: f64 },
    /// S = S_app + (1 − hit)·q·query, s.
    Service { service_s: f64 },
    /// a = λ·S against N workers.
    Load { offered: f64, workers: u32 },
    /// a ≥ N: the share rejected, 1 − N/a.
    Rejected { share: f64 },
    /// a < N: the share waiting more than the 2 s time-out.
    TimedOut { share: f64 },
    /// The share of traffic on the bad build.
    BadBuild { bad_share: f64 },
    /// The errors the bad build adds, 5 % × its share.
    BuildErrors { share: f64 },
}

/// What the coach says about one minute.
#[derive(Debug, Clone, PartialEq)]
pub struct Explanation {
    pub minute: u32,
    pub error_rate: f64,
    pub parts: Parts,
    /// The largest term; `None` while the error rate is below [`CALM_ERROR_RATE`].
    pub dominant: Option<Term>,
    /// From the arrivals to the dominant term's errors (to the load on a calm minute).
    pub chain: Vec<Step>,
}

/// Splits a minute's errors into their terms (see the module's header).
pub fn parts(r: &MinuteRecord) -> Parts {
    let queue_error = queue::queue_error(r.failed_share, r.timeout_share);
    // The fresh admitted requests: arrivals without retries, shed alike (§7.12).
    let fresh_lambda = ((r.lambda_arrival - r.retry_rps) * (1.0 - r.dropped_share)).max(0.0);
    let fresh = if r.retry_rps > 0.0 {
        queue::evaluate(fresh_lambda, r.service_time_s, r.workers)
    } else {
        queue::evaluate(r.lambda_admitted, r.service_time_s, r.workers)
    };
    let fresh_error = fresh.queue_error.min(queue_error);
    let (overload, timeouts) = if fresh.failed_share > 0.0 {
        (fresh_error, 0.0)
    } else {
        (0.0, fresh_error)
    };
    Parts {
        overload,
        timeouts,
        retries: queue_error - fresh_error,
        bad_build: budget::bad_build_error(r.bad_share),
    }
}

/// Explains one minute: its error terms, the dominant one and the chain behind it.
pub fn explain(r: &MinuteRecord) -> Explanation {
    let parts = parts(r);
    let dominant = (r.error_rate >= CALM_ERROR_RATE).then(|| parts.largest());
    let chain = match dominant {
        Some(Term::BadBuild) => vec![
            Step::BadBuild {
                bad_share: r.bad_share,
            },
            Step::BuildErrors {
                share: parts.bad_build,
            },
        ],
        _ => queue_chain(r, dominant.is_some()),
    };
    Explanation {
        minute: r.minute,
        error_rate: r.error_rate,
        parts,
        dominant,
        chain,
    }
}

/// Arrivals → cache → database → service time → load → the queue's errors (§7.14's order).
fn queue_chain(r: &MinuteRecord, with_errors: bool) -> Vec<Step> {
    let mut chain = Vec::new();
    if r.retry_rps > 0.0 {
        chain.push(Step::Retries {
            retry_rps: r.retry_rps,
            arrival_rps: r.lambda_arrival,
        });
    }
    if r.dropped_share > 0.0 {
        chain.push(Step::Shed {
            dropped_share: r.dropped_share,
        });
    }
    chain.extend([
        Step::Hit { hit: r.hit },
        Step::Database { util: r.db_util },
        Step::Query {
            query_s: r.query_time_s,
        },
        Step::Service {
            service_s: r.service_time_s,
        },
        Step::Load {
            offered: r.offered_load,
            workers: r.workers,
        },
    ]);
    if with_errors {
        chain.push(if r.failed_share > 0.0 {
            Step::Rejected {
                share: r.failed_share,
            }
        } else {
            Step::TimedOut {
                share: r.timeout_share,
            }
        });
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::setup::Setup;

    /// A calm opening minute of free play, to change by hand.
    fn calm() -> MinuteRecord {
        crate::model::run(&Setup::free_play(), 1, true, &[], 1)
            .0
            .remove(0)
    }

    /// A minute with these arrivals (retries among them), service time and workers, no
    /// shedding, its queue fields as the trace would show them.
    fn minute(arrivals: f64, retries: f64, service_s: f64, workers: u32) -> MinuteRecord {
        let mut r = calm();
        r.lambda_arrival = arrivals;
        r.retry_rps = retries;
        r.lambda_admitted = arrivals;
        r.dropped_share = 0.0;
        r.service_time_s = service_s;
        r.workers = workers;
        r.offered_load = arrivals * service_s;
        r
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn a_calm_minute_names_no_term_and_ends_at_the_load() {
        let r = calm();
        assert!(r.error_rate < CALM_ERROR_RATE, "{}", r.error_rate);
        let e = explain(&r);
        assert_eq!(e.dominant, None);
        assert!(matches!(e.chain.last(), Some(Step::Load { .. })));
    }

    #[test]
    fn excess_load_dominates_when_a_reaches_n() {
        // λ = 1280/s, S = 250 ms: a = 320 > N = 160, half rejected.
        let mut r = minute(1280.0, 0.0, 0.25, 160);
        (r.failed_share, r.timeout_share, r.error_rate) = (0.5, 0.0, 0.5);
        (r.hit, r.db_util, r.query_time_s) = (0.0, 0.94, 0.083);
        let e = explain(&r);
        assert_eq!(e.dominant, Some(Term::Overload));
        assert_eq!(
            e.parts,
            Parts {
                overload: 0.5,
                ..Parts::default()
            }
        );
        assert_eq!(
            e.chain,
            [
                Step::Hit { hit: 0.0 },
                Step::Database { util: 0.94 },
                Step::Query { query_s: 0.083 },
                Step::Service { service_s: 0.25 },
                Step::Load {
                    offered: 320.0,
                    workers: 160
                },
                Step::Rejected { share: 0.5 },
            ]
        );
    }

    #[test]
    fn the_bad_build_dominates_a_quiet_queue() {
        let mut r = calm();
        r.bad_share = 1.0;
        r.error_rate = 0.05 + r.timeout_share;
        let e = explain(&r);
        assert_eq!(e.dominant, Some(Term::BadBuild));
        assert!(close(e.parts.bad_build, 0.05));
        assert_eq!(
            e.chain,
            [
                Step::BadBuild { bad_share: 1.0 },
                Step::BuildErrors { share: 0.05 }
            ]
        );
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

    #[test]
    fn time_outs_dominate_just_below_capacity() {
        // One instance, N = 16, S = 100 ms, λ = 159/s: a = 15.9, N/S − λ = 1/s.
        let mut r = minute(159.0, 0.0, 0.1, 16);
        let timeouts = erlang_c_direct(16, 15.9) * (-2.0f64).exp();
        assert!(timeouts > 0.1, "{timeouts}");
        r.bad_share = 0.1; // 0.5 % from the build: less
        (r.failed_share, r.timeout_share) = (0.0, timeouts);
        r.error_rate = timeouts + 0.005;
        let e = explain(&r);
        assert_eq!(e.dominant, Some(Term::Timeouts));
        assert!((e.parts.timeouts - timeouts).abs() < 1e-9, "{:?}", e.parts);
        assert!(close(e.parts.bad_build, 0.005));
        assert_eq!((e.parts.overload, e.parts.retries), (0.0, 0.0));
        assert_eq!(e.chain.last(), Some(&Step::TimedOut { share: timeouts }));
    }

    #[test]
    fn retries_dominate_when_the_fresh_requests_alone_fit() {
        // 800/s arrive, 200 of them retries; S = 250 ms, N = 160: a = 200, 20 % rejected.
        // The 600 fresh ones alone: a = 150 < 160, N/S − λ = 40/s, time-outs ~ e^(−80).
        let mut r = minute(800.0, 200.0, 0.25, 160);
        (r.failed_share, r.timeout_share, r.error_rate) = (0.2, 0.0, 0.2);
        let e = explain(&r);
        assert_eq!(e.dominant, Some(Term::Retries));
        assert!(e.parts.retries > 0.2 - 1e-12 && e.parts.timeouts < 1e-30);
        assert_eq!(e.parts.overload, 0.0);
        assert_eq!(
            e.chain.first(),
            Some(&Step::Retries {
                retry_rps: 200.0,
                arrival_rps: 800.0
            })
        );
        assert_eq!(e.chain.last(), Some(&Step::Rejected { share: 0.2 }));
    }

    #[test]
    fn fresh_overload_outweighs_a_few_retries() {
        // 1000/s with 100 retries, S = 250 ms, N = 160: a = 250, 1 − 160/250 = 36 %
        // rejected; the 900 fresh alone: a = 225, 1 − 160/225 rejected; retries the rest.
        let mut r = minute(1000.0, 100.0, 0.25, 160);
        (r.failed_share, r.timeout_share, r.error_rate) = (0.36, 0.0, 0.36);
        let e = explain(&r);
        assert_eq!(e.dominant, Some(Term::Overload));
        assert!(
            close(e.parts.overload, 1.0 - 160.0 / 225.0),
            "{:?}",
            e.parts
        );
        assert!(close(e.parts.retries, 0.36 - (1.0 - 160.0 / 225.0)));
        assert!(close(e.parts.sum(), 0.36));
    }
}
