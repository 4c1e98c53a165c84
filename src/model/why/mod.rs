//! The coach (`/why`): one minute explained from the model's own relations. Which cause
//! dominates the minute's errors, the causal chain that led there with the minute's
//! numbers (e.g. hit 0 % → DB 94 % → query 83 ms → S 320 ms → a = 400 > N = 160 → 60 %
//! rejected), and the levers in the order the chain calls for them. Typed values only: the
//! words are [`crate::i18n::why`]'s.
//!
//! The split of the errors is in [`split`] (the minute computed again without each cause),
//! the other causes that matter in [`contributing`], the chain in [`chain`], the levers in
//! [`levers`]. [`Judgement`] is what the trace writes for every minute: `why` (the
//! [`Verdict`]) and `why_contributing`.

use serde::{Serialize, Serializer};

use super::constants::ERROR_BUDGET;
use super::record::MinuteRecord;

mod chain;
mod contributing;
mod levers;
mod split;

pub use chain::Step;
pub use contributing::{Contribution, ShareOf, CONTRIBUTING_SHARE};
pub use levers::Lever;
pub use split::parts;

/// Below this error rate (1 % of the error budget, a burn under 0.01) no term dominates:
/// the minute is calm.
pub const CALM_ERROR_RATE: f64 = 0.01 * ERROR_BUDGET;

/// A cause of the minute's errors. Serialised as the trace's `why` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Term {
    /// Excess load: what the fresh requests on a good build alone would fail because
    /// a ≥ N (the share 1 − N/a rejected, §7.1).
    #[serde(rename = "excess_load")]
    Overload,
    /// Time-outs: what the fresh requests on a good build alone would fail by waiting
    /// more than 2 s in the Erlang-C queue (a < N, §7.1).
    Timeouts,
    /// Client retries (§7.19): the errors they add through the minute's arrivals — the
    /// cache, the database's load, the service time and the queue.
    Retries,
    /// The bad build (§7.2, §7.6): its own 5 % of the traffic it serves, and the errors its
    /// slower code adds through the service time.
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

/// A minute's verdict: its dominant term, or none on a calm minute. The trace writes it as
/// `why`: `excess_load`, `timeouts`, `retries`, `bad_build` or `calm`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Verdict(pub Option<Term>);

impl Verdict {
    /// The trace's word for a calm minute.
    pub const CALM: &'static str = "calm";
}

impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Some(term) => term.serialize(serializer),
            None => serializer.serialize_str(Self::CALM),
        }
    }
}

/// The minute's errors split into their causes, each a share of the admitted requests.
/// They add up to the minute's error rate.
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

/// What the coach says about one minute.
#[derive(Debug, Clone, PartialEq)]
pub struct Explanation {
    pub minute: u32,
    pub error_rate: f64,
    pub parts: Parts,
    /// The largest term; `None` while the error rate is below [`CALM_ERROR_RATE`].
    pub dominant: Option<Term>,
    /// The other causes that matter, named after the dominant one (none on a calm minute).
    pub contributing: Vec<Contribution>,
    /// From the arrivals to the dominant term's errors (to the load on a calm minute).
    pub chain: Vec<Step>,
    /// What to press, first to last (none on a calm minute).
    pub levers: Vec<Lever>,
}

impl Explanation {
    pub fn verdict(&self) -> Verdict {
        Verdict(self.dominant)
    }
}

/// The dominant term of a minute with these parts: none while it is calm.
fn dominant(r: &MinuteRecord, parts: &Parts) -> Option<Term> {
    (r.error_rate >= CALM_ERROR_RATE).then(|| parts.largest())
}

/// The minute's verdict alone, as the trace writes it (no chain, no levers).
pub fn verdict(r: &MinuteRecord) -> Verdict {
    if r.error_rate < CALM_ERROR_RATE {
        return Verdict(None);
    }
    Verdict(dominant(r, &parts(r)))
}

/// What the trace writes of the coach for a minute, its two fields in this order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Judgement {
    /// The dominant term, or `calm`.
    pub why: Verdict,
    /// The contributing causes' terms (see [`CONTRIBUTING_SHARE`]), `[]` when none.
    pub why_contributing: Vec<Term>,
}

/// The minute's verdict and contributing causes, as the trace writes them.
pub fn judge(r: &MinuteRecord) -> Judgement {
    if r.error_rate < CALM_ERROR_RATE {
        return Judgement {
            why: Verdict(None),
            why_contributing: Vec::new(),
        };
    }
    let parts = parts(r);
    let dominant = dominant(r, &parts);
    Judgement {
        why: Verdict(dominant),
        why_contributing: contributing::contributing(r, dominant, &parts)
            .into_iter()
            .map(|c| c.term)
            .collect(),
    }
}

/// Explains one minute: its error terms, the dominant one, the other causes that matter,
/// the chain behind it and the levers in the chain's order.
pub fn explain(r: &MinuteRecord) -> Explanation {
    let parts = parts(r);
    let dominant = dominant(r, &parts);
    Explanation {
        minute: r.minute,
        error_rate: r.error_rate,
        parts,
        dominant,
        contributing: contributing::contributing(r, dominant, &parts),
        chain: chain::chain(r, dominant, &parts),
        levers: levers::levers(r, dominant),
    }
}

#[cfg(test)]
mod contributing_tests;
#[cfg(test)]
mod tests;
