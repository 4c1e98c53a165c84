//! The drill's score: 100 points, minus what each harm of the run cost. Pure arithmetic on
//! the minute records of a run (and the scenario's setup: the budget and target it opened
//! with, its freshness limit, its length); no clock, no I/O, `libm`'s `exp` through
//! [`super::math`], so every machine gives the same score.
//!
//! Every harm counts once, and each one a player can trade for another, so no single lever
//! wins alone: errors burn the budget (and, past zero, break the SLO); shedding turns users
//! away instead; switching the heavy feature off serves a poorer page instead; a long TTL
//! serves stale answers instead; a fleet big enough for any surge costs money instead; and
//! running hot makes everyone wait. See [`score_with_updates`] for the formula, [`parts`]
//! for each part's cap and scale, [`Tenths`] for the one rounding rule every screen shows.

mod builder;
mod parts;
mod reference;

pub use builder::ScoreBuilder;
pub use parts::*;
pub use reference::{healthy_service_time_s, reference_instances};

use serde::Serialize;

use super::record::MinuteRecord;
use super::setup::Setup;

/// What the fleet cost and what the load needed, in dollars, for the cost part.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Spend {
    /// Everything billed, rollback double-billing included.
    pub total_usd: f64,
    /// The reference: each minute, the whole instances the admitted requests needed at the
    /// scenario's healthy service time and opening target utilisation (rounded up, at least
    /// 1, at most 40), at the fleet's price (`reference`).
    pub reference_usd: f64,
    /// The sum over minutes of what was billed above that minute's reference.
    pub excess_usd: f64,
}

/// Which minutes a score covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Coverage {
    /// Every minute the scenario runs.
    Whole { minutes: u32 },
    /// A drill stopped (or a run cut short) before the scenario's end, scored over the
    /// `minutes` it ran of the scenario's `of_min`. Every screen that shows the score says
    /// so: the harms of the minutes it did not run are not in it.
    Partial { minutes: u32, of_min: u32 },
}

impl Coverage {
    /// The coverage of `minutes` computed minutes of a scenario of `duration_min`.
    pub fn of(minutes: u32, duration_min: u32) -> Coverage {
        if minutes >= duration_min {
            Coverage::Whole { minutes }
        } else {
            Coverage::Partial {
                minutes,
                of_min: duration_min,
            }
        }
    }

    pub fn is_partial(self) -> bool {
        matches!(self, Coverage::Partial { .. })
    }
}

/// A run's score and its parts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Score {
    /// 100 − the sum of the parts' [`Part::shown_points`], never below 0: the total every
    /// screen shows, and it adds up with the parts shown beside it.
    pub total: f64,
    pub budget: Part,
    pub slo_broken: Part,
    pub turned_away: Part,
    pub without_feature: Part,
    /// Answers older than the scenario's freshness limit; `None` when it states none.
    pub stale_answers: Option<Part>,
    pub slow_minutes: Part,
    pub cost: Part,
    /// How late the team's stakeholder updates were; `None` for a run without a team
    /// (`simulate`, `play`, the policies), where nobody could post one.
    pub updates: Option<Part>,
    pub spend: Spend,
    /// The share of the month's budget left when the drill started (the budget part's
    /// reference).
    pub budget_at_start: f64,
    /// The scenario's freshness limit, seconds, for the stale-answers part's words.
    pub freshness_limit_s: Option<u32>,
    pub coverage: Coverage,
}

impl Score {
    /// The parts scored, in the order of [`PartKind::ALL`] (the stale-answers part only
    /// when the scenario states a freshness limit, the update part only when the run had
    /// a team).
    pub fn parts(&self) -> Vec<Part> {
        let mut parts = vec![
            self.budget,
            self.slo_broken,
            self.turned_away,
            self.without_feature,
        ];
        parts.extend(self.stale_answers);
        parts.extend([self.slow_minutes, self.cost]);
        parts.extend(self.updates);
        parts
    }

    /// The part of one kind (a part not scored in this run costs nothing).
    pub fn part(&self, kind: PartKind) -> Part {
        match kind {
            PartKind::Budget => self.budget,
            PartKind::SloBroken => self.slo_broken,
            PartKind::TurnedAway => self.turned_away,
            PartKind::WithoutFeature => self.without_feature,
            PartKind::StaleAnswers => self
                .stale_answers
                .unwrap_or(PartKind::StaleAnswers.part(0.0)),
            PartKind::SlowMinutes => self.slow_minutes,
            PartKind::Cost => self.cost,
            PartKind::Updates => self.updates.unwrap_or(PartKind::Updates.part(0.0)),
        }
    }
}

/// Scores a run (or the part of it played so far) from its minute records.
pub fn score(setup: &Setup, records: &[MinuteRecord]) -> Score {
    score_with_updates(setup, records, None)
}

/// Scores a run; for a team drill `updates` holds the minutes of the team's stakeholder
/// updates, and the update part counts the alerting minutes at which one was overdue
/// (`None` scores the parts of the system alone).
///
/// **score = 100 − (the points of the parts, each rounded to a tenth), never below 0.** Each
/// part turns one raw figure of the run into points with the same curve,
/// `cap × (1 − e^(−raw / scale))`: the first bit of harm costs about `cap / scale` points per
/// unit, more harm always costs more, and a part never costs more than its cap.
///
/// | part | raw figure shown | points from | cap |
/// |---|---|---|---|
/// | error budget | share of the budget left at the start that this drill burned (≤ 100 %) | the figure, scale 25 % | 60 |
/// | SLO broken | how far below zero the budget ended, share of the month | the figure, scale 2 % | 40 |
/// | users turned away | share of arriving requests shed | per user-minute: ¼ of a failed request | 30 |
/// | without the feature | share of admitted requests without recommendations | per user-minute: 1/10 of a failed request | 20 |
/// | stale answers | share of admitted requests answered older than the freshness limit | per user-minute: ¼ of a failed request | 20 |
/// | slow minutes | minutes with p99 above 1 s | the figure, scale 30 min | 10 |
/// | fleet cost | spend above the reference, as a share of the reference | the figure, scale 100 % | 20 |
/// | stakeholder updates (team drills) | alerting minutes with an update overdue | the figure, scale 30 min | 10 |
///
/// - **Error budget** (the largest): what the service promised, the SLO. Only errors burn
///   it: time-outs, requests rejected by an overloaded fleet, the bad build's 5 %. Measured
///   against what the drill started with: burning 3 % of the month is a tenth of a 30 %
///   budget but half of a 6 % one. A drill that starts with nothing left has no share to
///   burn: all it burns is the next part's.
/// - **SLO broken**: the budget burned below zero, in shares of the month. Counted apart
///   (and steeply) because the month's promise is then broken, however little was left.
/// - **The degradations** (users turned away, without the feature, stale answers) cost per
///   user-minute on the error budget's scale ([`TURNED_AWAY_WEIGHT`]): each minute, the
///   share of arriving requests degraded, times its weight, burns as if it had failed; the
///   sum, against the budget at the start, is priced at the budget part's first-unit price
///   up to the part's cap. Shedding is not an error (the SLI counts admitted requests), but
///   each shed request is a user refused; a page without recommendations still works; a
///   stale answer (scenarios with a freshness limit L) is wrong: a cached answer's age is
///   spread evenly over [0, T] for a TTL T (mean T/2, [`super::cache::mean_age_s`]), so a
///   share (T − L)/T of the hits is older than L ([`share_older_than`]).
/// - **Slow minutes**: users wait, even when nothing fails yet.
/// - **Fleet cost**: the reference is, each minute, the whole instances the admitted
///   requests needed at the scenario's healthy service time ([`healthy_service_time_s`]) and
///   opening target utilisation, rounded up: ⌈λ·S_healthy / (16 × target)⌉ between 1 and
///   40, at the fleet's $0.40 per instance-hour (a slower service never needs more). What was billed above it that minute (booting instances and
///   rollback double-billing included) paid for idle capacity; a minute below the
///   reference saves nothing (running too hot shows in the other parts). A fleet that
///   tracks the load at the opening target pays only for the autoscaler's lag; `floor 40`
///   all drill pays three to four times the reference.
///
/// Only the records are read, so a debrief can score any prefix of a run (marked
/// [`Coverage::Partial`]); no records score 100.
pub fn score_with_updates(
    setup: &Setup,
    records: &[MinuteRecord],
    updates: Option<&[u32]>,
) -> Score {
    let mut score = ScoreBuilder::new(setup);
    records.iter().for_each(|r| score.add(r));
    score.finish(updates)
}

/// 100 minus the parts as shown (each rounded to a tenth), never below 0: the one rule for
/// the total on every screen ([`Tenths`]).
pub fn shown_total(parts: &[Part]) -> f64 {
    let lost: u32 = parts.iter().map(|p| Tenths::of(p.points).0).sum();
    Tenths(1000u32.saturating_sub(lost)).points()
}

#[cfg(test)]
mod tests;
