//! The drill's score: 100 points, minus what each harm of the run cost. Pure arithmetic on
//! the minute records of a run (and the scenario's opening target utilisation); no clock,
//! no I/O, `libm`'s `exp` through [`super::math`], so every machine gives the same score.
//!
//! Five harms, each one a player can trade for another, so no single lever wins alone:
//! errors burn the budget; shedding turns users away instead; switching the heavy feature
//! off serves a poorer page instead; a fleet big enough for any surge costs money instead;
//! and running hot makes everyone wait. See [`score`] for the formula.

use serde::Serialize;

use super::constants::{MAX_INSTANCES, PRICE_PER_INSTANCE_HOUR, WORKERS_PER_INSTANCE};
use super::math;
use super::record::MinuteRecord;
use super::setup::Setup;
use super::team::overdue_update_minutes;
use super::Alert;

/// The most the error budget part can cost: the largest cap, because burning the budget is
/// what the drill is about and what the service promised (the SLO).
pub const BUDGET_CAP: f64 = 60.0;
/// Share of the month's error budget at which the budget part costs 63 % of its cap. At 10 %
/// the first percent of the month costs 6 points: an hour at the paging burn rate (14.4×,
/// 2 % of the month by the SRE workbook's definition) costs about 11 points, and a run that
/// spends a whole bad-deploy afternoon's worth (≈ 9 %) loses more than half the cap.
pub const BUDGET_SCALE: f64 = 0.10;

/// The most turning users away can cost.
pub const TURNED_AWAY_CAP: f64 = 20.0;
/// Share of arriving requests shed at which the part costs 63 % of its cap. At 10 % the
/// first percent of traffic turned away costs 2 points: a shed request is a low-priority
/// one refused at once, about a sixth as bad as an error (1 % errors for a 90-minute drill
/// burns 2.1 % of the month, about 11 points). Holding `shed 100` all drill (30 % of the
/// traffic) costs 19 of the 20.
pub const TURNED_AWAY_SCALE: f64 = 0.10;

/// The most serving requests without the heavy feature can cost.
pub const WITHOUT_FEATURE_CAP: f64 = 15.0;
/// Share of served requests without recommendations at which the part costs 63 % of its
/// cap. At 50 % the first percent of requests served plain costs 0.3 points: the page still
/// works, so a plain request is about a sixth as bad as a refused one. A whole drill
/// with the feature off costs 13 of the 15.
pub const WITHOUT_FEATURE_SCALE: f64 = 0.50;

/// p99 latency above which a minute counts as slow, seconds: half the 2 s time-out, where
/// users notice the wait although nothing has failed yet.
pub const SLOW_P99_S: f64 = 1.0;
/// The most slow minutes can cost.
pub const SLOW_CAP: f64 = 10.0;
/// Slow minutes at which the part costs 63 % of its cap: the first slow minute costs a
/// third of a point, so slowness is a small extra on top of the budget it usually burns,
/// and a whole half hour of waiting costs 6.
pub const SLOW_SCALE_MIN: f64 = 30.0;

/// The most paying for idle capacity can cost.
pub const COST_CAP: f64 = 20.0;
/// Spend above the reference, as a share of the reference spend, at which the cost part
/// costs 63 % of its cap. At 1 (paying double what the load needed) it costs 12.6; the
/// first 10 % of excess costs about 2 points. Large enough that `floor 40` for a whole
/// drill (three to four times the reference) nearly reaches the cap, small enough that a
/// few minutes of head-room bought ahead of a surge are cheaper than the errors it saves.
pub const COST_SCALE: f64 = 1.0;

/// The most a late stakeholder update can cost (team drills only).
pub const UPDATES_CAP: f64 = 10.0;
/// Overdue alerting minutes at which the update part costs 63 % of its cap. An update is
/// overdue from the [`super::team::UPDATE_EVERY_MIN`]th quiet minute of an alert: a whole
/// hour-long page without a single update is 45 overdue minutes, about 8 of the 10 points;
/// one update every quarter hour costs nothing.
pub const UPDATES_SCALE_MIN: f64 = 30.0;

/// Which harm a [`Part`] measures. Front-ends localise from [`PartKind::id`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PartKind {
    /// Raw figure: share of the month's error budget this drill burned (0.017 = 1.7 %).
    Budget,
    /// Raw figure: share of arriving requests shed at the load balancer.
    TurnedAway,
    /// Raw figure: share of admitted requests served without the heavy feature.
    WithoutFeature,
    /// Raw figure: minutes whose p99 was above [`SLOW_P99_S`].
    SlowMinutes,
    /// Raw figure: fleet spend above the reference, as a share of the reference spend
    /// (the dollars are in [`Score::spend`]).
    Cost,
    /// Raw figure: alerting minutes at which a stakeholder update was overdue
    /// ([`super::team::overdue_update_minutes`]). Scored in team drills only.
    Updates,
}

impl PartKind {
    pub const ALL: [PartKind; 6] = [
        PartKind::Budget,
        PartKind::TurnedAway,
        PartKind::WithoutFeature,
        PartKind::SlowMinutes,
        PartKind::Cost,
        PartKind::Updates,
    ];

    /// A stable identifier for messages and JSON: `budget`, `turned-away`,
    /// `without-feature`, `slow-minutes`, `cost`, `updates`.
    pub fn id(self) -> &'static str {
        match self {
            PartKind::Budget => "budget",
            PartKind::TurnedAway => "turned-away",
            PartKind::WithoutFeature => "without-feature",
            PartKind::SlowMinutes => "slow-minutes",
            PartKind::Cost => "cost",
            PartKind::Updates => "updates",
        }
    }

    /// The part's cap: the most points it can cost.
    pub fn cap(self) -> f64 {
        match self {
            PartKind::Budget => BUDGET_CAP,
            PartKind::TurnedAway => TURNED_AWAY_CAP,
            PartKind::WithoutFeature => WITHOUT_FEATURE_CAP,
            PartKind::SlowMinutes => SLOW_CAP,
            PartKind::Cost => COST_CAP,
            PartKind::Updates => UPDATES_CAP,
        }
    }

    /// The raw figure at which the part costs 1 − 1/e ≈ 63 % of its cap.
    pub fn scale(self) -> f64 {
        match self {
            PartKind::Budget => BUDGET_SCALE,
            PartKind::TurnedAway => TURNED_AWAY_SCALE,
            PartKind::WithoutFeature => WITHOUT_FEATURE_SCALE,
            PartKind::SlowMinutes => SLOW_SCALE_MIN,
            PartKind::Cost => COST_SCALE,
            PartKind::Updates => UPDATES_SCALE_MIN,
        }
    }

    /// The points a raw figure costs: cap × (1 − e^(−raw / scale)), 0 for raw ≤ 0.
    pub fn points(self, raw: f64) -> f64 {
        if raw.is_nan() || raw <= 0.0 {
            return 0.0;
        }
        let points = self.cap() * (1.0 - math::exp(-raw / self.scale()));
        points.clamp(0.0, self.cap())
    }

    fn part(self, raw: f64) -> Part {
        Part {
            kind: self,
            points: self.points(raw),
            cap: self.cap(),
            raw,
        }
    }
}

/// One harm of the run: what it cost and the figure behind it, e.g. "error budget: −9
/// (1.7 % of the month burned)".
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Part {
    pub kind: PartKind,
    /// Points this part took off the 100, in 0..=cap.
    pub points: f64,
    pub cap: f64,
    /// The figure the points come from, in the unit [`PartKind`] names.
    pub raw: f64,
}

/// What the fleet cost and what the load needed, in dollars, for the cost part.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Spend {
    /// Everything billed, rollback double-billing included.
    pub total_usd: f64,
    /// The reference: each minute, the instances the offered load needed at the
    /// scenario's opening target utilisation (at least 1, at most 40), at the fleet's price.
    pub reference_usd: f64,
    /// The sum over minutes of what was billed above that minute's reference.
    pub excess_usd: f64,
}

/// A run's score and its parts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Score {
    /// 100 − the sum of the parts' points, clamped to 0..=100.
    pub total: f64,
    pub budget: Part,
    pub turned_away: Part,
    pub without_feature: Part,
    pub slow_minutes: Part,
    pub cost: Part,
    /// How late the team's stakeholder updates were; `None` for a run without a team
    /// (`simulate`, `play`, the policies), where nobody could post one.
    pub updates: Option<Part>,
    pub spend: Spend,
}

impl Score {
    /// The parts scored, in the order of [`PartKind::ALL`] (the update part only when the
    /// run had a team).
    pub fn parts(&self) -> Vec<Part> {
        let mut parts = vec![
            self.budget,
            self.turned_away,
            self.without_feature,
            self.slow_minutes,
            self.cost,
        ];
        parts.extend(self.updates);
        parts
    }

    /// The part of one kind (the update part of a run without a team costs nothing).
    pub fn part(&self, kind: PartKind) -> Part {
        match kind {
            PartKind::Budget => self.budget,
            PartKind::TurnedAway => self.turned_away,
            PartKind::WithoutFeature => self.without_feature,
            PartKind::SlowMinutes => self.slow_minutes,
            PartKind::Cost => self.cost,
            PartKind::Updates => self.updates.unwrap_or(PartKind::Updates.part(0.0)),
        }
    }
}

/// Scores a run (or the part of it played so far) from its minute records.
///
/// **score = 100 − (the points of five parts), clamped to 0…100.** Each part turns one raw
/// figure of the run into points with the same curve, `cap × (1 − e^(−raw / scale))`: the
/// first bit of harm costs about `cap / scale` points per unit, more harm always costs
/// more, and a part never costs more than its cap.
///
/// | part | raw figure | scale | cap | the first unit costs |
/// |---|---|---|---|---|
/// | error budget | share of the month's error budget this drill burned | 10 % | 60 | 6 per 1 % of the month |
/// | users turned away | share of arriving requests shed | 10 % | 20 | 2 per 1 % of traffic |
/// | without the feature | share of served requests without recommendations | 50 % | 15 | 0.3 per 1 % of requests |
/// | slow minutes | minutes with p99 above 1 s | 30 min | 10 | 0.33 per minute |
/// | fleet cost | spend above the reference, as a share of the reference | 100 % | 20 | 0.2 per 1 % over |
///
/// - **Error budget** (the largest): what the service promised, the SLO. Only errors burn
///   it: time-outs, requests rejected by an overloaded fleet, the bad build's 5 %.
/// - **Users turned away**: shedding is not an error (the SLI counts admitted requests),
///   but each shed request is a user refused; about a sixth as bad as an error.
/// - **Without the feature**: switching recommendations off saves CPU and database
///   queries; users get a poorer page; about a sixth as bad as being refused.
/// - **Slow minutes**: users wait, even when nothing fails yet.
/// - **Fleet cost**: the reference is, each minute, the whole instances the offered load
///   (a = λ·S, the work the admitted requests brought) needed at the scenario's opening
///   target utilisation, ⌈a / (16 × target)⌉ between 1 and 40, at the fleet's $0.40 per
///   instance-hour. What was billed above it that minute (booting instances and rollback
///   double-billing included) paid for idle capacity; a minute below the reference saves
///   nothing (running too hot shows in the other parts). A fleet that tracks the load at
///   the opening target pays only for the autoscaler's lag; `floor 40` all drill pays
///   three to four times the reference.
///
/// Only the records are read (the setup gives the opening target utilisation and the
/// budget at the start), so a debrief can score any prefix of a run; no records score 100.
pub fn score(setup: &Setup, records: &[MinuteRecord]) -> Score {
    score_with_updates(setup, records, None)
}

/// [`score`] of a team drill: `updates` holds the minutes of the team's stakeholder
/// updates, and the update part counts the alerting minutes at which one was overdue.
/// `None` scores the five parts of the system alone.
pub fn score_with_updates(
    setup: &Setup,
    records: &[MinuteRecord],
    updates: Option<&[u32]>,
) -> Score {
    let budget_used = records.last().map_or(0.0, |last| {
        (setup.budget_left - last.budget_remaining).max(0.0)
    });

    let mut arrivals = 0.0;
    let mut dropped = 0.0;
    let mut admitted = 0.0;
    let mut plain = 0.0;
    let mut slow = 0u32;
    let mut spend = Spend {
        total_usd: 0.0,
        reference_usd: 0.0,
        excess_usd: 0.0,
    };
    let target = f64::from(setup.controls.target_pct) / 100.0;
    for r in records {
        arrivals += r.lambda_arrival;
        dropped += r.lambda_arrival * r.dropped_share;
        admitted += r.lambda_admitted;
        plain += r.lambda_admitted * (1.0 - r.recommendations_available);
        if r.p99_s > SLOW_P99_S {
            slow += 1;
        }
        let billed = r.fleet_cost_per_h / 60.0;
        let needed = reference_instances(r.offered_load, target);
        let reference = needed * PRICE_PER_INSTANCE_HOUR / 60.0;
        spend.total_usd += billed;
        spend.reference_usd += reference;
        spend.excess_usd += (billed - reference).max(0.0);
    }
    let share = |part: f64, whole: f64| if whole > 0.0 { part / whole } else { 0.0 };
    let excess_share = share(spend.excess_usd, spend.reference_usd);

    let budget = PartKind::Budget.part(budget_used);
    let turned_away = PartKind::TurnedAway.part(share(dropped, arrivals));
    let without_feature = PartKind::WithoutFeature.part(share(plain, admitted));
    let slow_minutes = PartKind::SlowMinutes.part(f64::from(slow));
    let cost = PartKind::Cost.part(excess_share);
    let updates = updates.map(|minutes| {
        let alerting: Vec<bool> = records.iter().map(|r| r.alert != Alert::None).collect();
        PartKind::Updates.part(f64::from(overdue_update_minutes(&alerting, minutes)))
    });
    let lost: f64 = [budget, turned_away, without_feature, slow_minutes, cost]
        .iter()
        .chain(&updates)
        .map(|p| p.points)
        .sum();
    Score {
        total: (100.0 - lost).clamp(0.0, 100.0),
        budget,
        turned_away,
        without_feature,
        slow_minutes,
        cost,
        updates,
        spend,
    }
}

/// Whole instances an offered load of `offered_load` Erlang needs at utilisation `target`:
/// ⌈a / (16 × target)⌉, at least 1 (the smallest fleet) and at most 40.
pub fn reference_instances(offered_load: f64, target: f64) -> f64 {
    let per_instance = f64::from(WORKERS_PER_INSTANCE) * target;
    let needed = if per_instance > 0.0 {
        // The autoscaler's ε: an exact fit does not ask for one more instance.
        (offered_load / per_instance - 1e-9).ceil()
    } else {
        f64::from(MAX_INSTANCES)
    };
    if needed.is_nan() {
        return 1.0;
    }
    needed.clamp(1.0, f64::from(MAX_INSTANCES))
}

#[cfg(test)]
mod tests;
