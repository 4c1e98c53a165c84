//! The causes the coach names after the dominant one: every other cause that matters this
//! minute. The dominant term alone hides a storm: in a retry storm the fresh requests'
//! excess load is the largest term in nearly every minute although a third of what arrives
//! is retries, and shedding (fewer admitted failures, fewer coming back, §7.19) is what
//! breaks the loop. So a cause is named as contributing when its part is at least
//! [`CONTRIBUTING_SHARE`] of the minute's errors, and retries — load as well as errors —
//! also when they are at least that share of the minute's arrivals. A calm minute names
//! none: nothing there matters to the errors.

use serde::Serialize;

use super::{Parts, Term};
use crate::model::record::MinuteRecord;

/// From this share on a cause other than the dominant one is named: a quarter of the
/// minute's errors (a cause that size deserves its own lever), or, for retries, a quarter of
/// the minute's arrivals. A quarter, so that retries at a third of the arrivals — half of
/// what fails coming back at once, the storm feeding itself — are always named, while the
/// few retries of an ordinary bad minute are not.
pub const CONTRIBUTING_SHARE: f64 = 0.25;

/// What a contributing cause's share is a share of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ShareOf {
    /// The minute's arrivals (retries: retried req/s over all arriving req/s).
    Arrivals,
    /// The minute's errors (the term's part over the error rate).
    Errors,
}

/// A cause named after the dominant one, with the share that made it matter.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Contribution {
    pub term: Term,
    pub share: f64,
    pub of: ShareOf,
}

/// The contributing causes of a minute whose dominant term is `dominant`, in
/// [`Term::ALL`]'s order; none on a calm minute.
pub(super) fn contributing(
    r: &MinuteRecord,
    dominant: Option<Term>,
    parts: &Parts,
) -> Vec<Contribution> {
    let Some(dominant) = dominant else {
        return Vec::new();
    };
    let errors = parts.sum();
    let retried = if r.lambda_arrival > 0.0 {
        r.retry_rps / r.lambda_arrival
    } else {
        0.0
    };
    Term::ALL
        .into_iter()
        .filter(|&term| term != dominant)
        .filter_map(|term| {
            if term == Term::Retries && retried >= CONTRIBUTING_SHARE {
                return Some(Contribution {
                    term,
                    share: retried,
                    of: ShareOf::Arrivals,
                });
            }
            let share = if errors > 0.0 {
                parts.get(term) / errors
            } else {
                0.0
            };
            (share >= CONTRIBUTING_SHARE).then_some(Contribution {
                term,
                share,
                of: ShareOf::Errors,
            })
        })
        .collect()
}
