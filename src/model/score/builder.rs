//! The score folded one minute at a time ([`ScoreBuilder`]): what a run's score needs of
//! each minute is a few sums and whether it was alerting, so a run of a week is scored
//! without holding its 10,080 minute records (the debrief's what-if runs stream through
//! it). [`super::score_with_updates`] is this fold over a slice; folding the same minutes
//! in the same order gives the same score to the last bit.

use super::{
    healthy_service_time_s, reference_instances, shown_total, Coverage, PartKind, Score, Spend,
    SLOW_P99_S,
};
use crate::model::budget::{budget_spent_per_minute, burn};
use crate::model::cache::share_older_than;
use crate::model::constants::PRICE_PER_INSTANCE_HOUR;
use crate::model::record::MinuteRecord;
use crate::model::setup::Setup;
use crate::model::team::overdue_update_minutes;
use crate::model::Alert;

/// A run's score, fed minute by minute. Cheap to clone (the lessons keep one beside each
/// snapshot of the simulation they re-run from): it holds sums and one flag per minute.
#[derive(Debug, Clone)]
pub struct ScoreBuilder {
    budget_at_start: f64,
    duration_min: u32,
    freshness_limit_s: Option<u32>,
    target: f64,
    healthy_s: f64,
    /// The budget left after the last minute fed.
    budget_end: f64,
    arrivals: f64,
    dropped: f64,
    admitted: f64,
    plain: f64,
    stale: f64,
    // What the degraded requests would have burned had their weight of them failed, as a
    // share of the month (see [`super::TURNED_AWAY_WEIGHT`]).
    shed_burn: f64,
    plain_burn: f64,
    stale_burn: f64,
    slow: u32,
    spend: Spend,
    /// Whether each minute fed was alerting, for the update part.
    alerting: Vec<bool>,
}

impl ScoreBuilder {
    /// A score of no minutes yet (it scores 100).
    pub fn new(setup: &Setup) -> ScoreBuilder {
        ScoreBuilder {
            budget_at_start: setup.budget_left,
            duration_min: setup.duration_min,
            freshness_limit_s: setup.freshness_limit_s,
            target: f64::from(setup.controls.target_pct) / 100.0,
            healthy_s: healthy_service_time_s(setup),
            budget_end: setup.budget_left,
            arrivals: 0.0,
            dropped: 0.0,
            admitted: 0.0,
            plain: 0.0,
            stale: 0.0,
            shed_burn: 0.0,
            plain_burn: 0.0,
            stale_burn: 0.0,
            slow: 0,
            spend: Spend {
                total_usd: 0.0,
                reference_usd: 0.0,
                excess_usd: 0.0,
            },
            alerting: Vec::new(),
        }
    }

    /// How many minutes were fed.
    pub fn minutes(&self) -> u32 {
        self.alerting.len() as u32
    }

    /// Feeds the run's next minute.
    pub fn add(&mut self, r: &MinuteRecord) {
        let as_burned = |kind: PartKind, share_of_arrivals: f64| {
            let weight = kind.weight().unwrap_or(0.0);
            budget_spent_per_minute(burn(weight * share_of_arrivals))
        };
        self.budget_end = r.budget_remaining;
        self.arrivals += r.lambda_arrival;
        self.dropped += r.lambda_arrival * r.dropped_share;
        self.admitted += r.lambda_admitted;
        let kept = 1.0 - r.dropped_share;
        let plain_share = 1.0 - r.recommendations_available;
        self.plain += r.lambda_admitted * plain_share;
        self.shed_burn += as_burned(PartKind::TurnedAway, r.dropped_share);
        self.plain_burn += as_burned(PartKind::WithoutFeature, plain_share * kept);
        if let Some(limit_s) = self.freshness_limit_s.map(f64::from) {
            let stale_share = r.hit * share_older_than(f64::from(r.ttl_s), limit_s);
            self.stale += r.lambda_admitted * stale_share;
            self.stale_burn += as_burned(PartKind::StaleAnswers, stale_share * kept);
        }
        if r.p99_s > SLOW_P99_S {
            self.slow += 1;
        }
        let billed = r.fleet_cost_per_h / 60.0;
        let needed = reference_instances(r.lambda_admitted * self.healthy_s, self.target);
        let reference = needed * PRICE_PER_INSTANCE_HOUR / 60.0;
        self.spend.total_usd += billed;
        self.spend.reference_usd += reference;
        self.spend.excess_usd += (billed - reference).max(0.0);
        self.alerting.push(r.alert != Alert::None);
    }

    /// The score of the minutes fed; `updates` as for [`super::score_with_updates`].
    pub fn finish(&self, updates: Option<&[u32]>) -> Score {
        let budget_at_start = self.budget_at_start;
        let burned_of_start = budget_at_start - self.budget_end.max(0.0);
        let below_zero = (-self.budget_end).max(0.0);
        let share = |part: f64, whole: f64| if whole > 0.0 { part / whole } else { 0.0 };
        let budget = PartKind::Budget.part(share(burned_of_start.max(0.0), budget_at_start));
        let slo_broken = PartKind::SloBroken.part(below_zero);
        // The degradations cost what they would have burned, against the budget at the start.
        let of_start = |burned: f64| burned / budget_at_start.max(super::DEGRADATION_MIN_BUDGET);
        let turned_away = PartKind::TurnedAway
            .part_on(share(self.dropped, self.arrivals), of_start(self.shed_burn));
        let without_feature = PartKind::WithoutFeature
            .part_on(share(self.plain, self.admitted), of_start(self.plain_burn));
        let stale_answers = self.freshness_limit_s.map(|_| {
            PartKind::StaleAnswers
                .part_on(share(self.stale, self.admitted), of_start(self.stale_burn))
        });
        let slow_minutes = PartKind::SlowMinutes.part(f64::from(self.slow));
        let spend = self.spend;
        let cost = PartKind::Cost.part(share(spend.excess_usd, spend.reference_usd));
        let updates = updates.map(|minutes| {
            PartKind::Updates.part(f64::from(overdue_update_minutes(&self.alerting, minutes)))
        });
        let mut score = Score {
            total: 100.0,
            budget,
            slo_broken,
            turned_away,
            without_feature,
            stale_answers,
            slow_minutes,
            cost,
            updates,
            spend,
            budget_at_start,
            freshness_limit_s: self.freshness_limit_s,
            coverage: Coverage::of(self.minutes(), self.duration_min),
        };
        score.total = shown_total(&score.parts());
        score
    }
}
