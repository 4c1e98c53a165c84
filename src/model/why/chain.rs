//! The causal chain of a minute with its numbers, in the order the minute is computed
//! (§7.14): arrivals (with retries) → shedding → cache → database → service time → load →
//! the queue's errors; or, when the bad build dominates, its share and its errors.

use super::{Parts, Term};
use crate::model::record::MinuteRecord;

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
    /// The errors the bad build causes this minute (its part of the split).
    BuildErrors { share: f64 },
}

/// The chain behind the dominant term (to the load on a calm minute).
pub(super) fn chain(r: &MinuteRecord, dominant: Option<Term>, parts: &Parts) -> Vec<Step> {
    match dominant {
        Some(Term::BadBuild) => vec![
            Step::BadBuild {
                bad_share: r.bad_share,
            },
            Step::BuildErrors {
                share: parts.bad_build,
            },
        ],
        _ => queue_chain(r, dominant.is_some()),
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
