//! The score's parts: which harms it counts, the cap and the scale of each (with the
//! reasoning behind every number), and the one curve that turns a raw figure into points.
//! How the raw figures are measured from a run is in [`super::score_with_updates`].

use serde::Serialize;

use crate::model::math;

/// The most the error budget part can cost: the largest cap, because burning the budget is
/// what the drill is about and what the service promised (the SLO).
pub const BUDGET_CAP: f64 = 60.0;
/// Share of the budget left at the start at which the budget part costs 63 % of its cap.
/// A quarter of what was left: at the scenarios' usual 40 % left that is 10 % of the month
/// (the first edition's scale), so an hour at the paging burn rate (14.4×, 2 % of the month
/// by the SRE workbook's definition) still costs about 11 points there. A team that starts
/// with little (zone-outage's 6 %) feels every minute of burn; one with the whole month
/// left can afford four times more before it hurts as much. Spending all that was left
/// costs 59 of the 60; going further is the next part's.
pub const BUDGET_SCALE: f64 = 0.25;

/// The most breaking the SLO for the month can cost: a promise broken, on top of the whole
/// budget part a run that gets there has already paid.
pub const SLO_BROKEN_CAP: f64 = 40.0;
/// Share of the month's budget burned below zero at which the part costs 63 % of its cap:
/// 2 %, one hour at the paging burn rate. Steep on purpose: the first 1 % of the month
/// overspent costs about 16 points, so a drill that exhausts the budget scores clearly
/// below one that keeps some, and overspending by a whole month costs the whole cap.
pub const SLO_BROKEN_SCALE: f64 = 0.02;

/// How a degraded request compares with a failed one (issue 26, item 3). Shedding, serving
/// without the feature and serving stale answers are priced **per user-minute affected, on
/// the error budget's own scale**: each minute, the share of arriving requests so degraded,
/// times its weight below, is burned as if that share had failed (burn = share / 0.1 %,
/// 1/43,200 of the month per minute at burn 1), measured against the budget left at the start
/// like the budget part, and turned into points by the budget part's own curve (its cap and
/// scale). So degrading the service for everyone across a window costs in proportion to the
/// users and the minutes it touches, whatever the drill's length, and a minute of it is
/// always a fixed fraction of what the same minute of errors would cost: reacting to a seen
/// incident beats degrading blind across the window it may come in.
///
/// A shed request is a quarter of a failed one: refused at once, the user can try again.
pub const TURNED_AWAY_WEIGHT: f64 = 0.25;
/// A page without recommendations is a twenty-fifth of a failed request: it still works,
/// but every user of the minute gets the poorer page.
pub const WITHOUT_FEATURE_WEIGHT: f64 = 0.04;
/// A stale answer (an old price) is a quarter of a failed request: wrong, and the user
/// cannot tell.
pub const STALE_ANSWERS_WEIGHT: f64 = 0.25;
/// The smallest budget at the start the degradations are measured against, a fifth of the
/// month: with less left, each error is dearer than ever, but a degraded request is not, so
/// shedding or switching the feature off to save a thin budget stays worth its price.
pub const DEGRADATION_MIN_BUDGET: f64 = 0.20;

/// The most turning users away can cost: the error budget's cap (its scale too), since it
/// is priced on the budget's scale ([`TURNED_AWAY_WEIGHT`]).
pub const TURNED_AWAY_CAP: f64 = BUDGET_CAP;
pub const TURNED_AWAY_SCALE: f64 = BUDGET_SCALE;

/// The most serving requests without the heavy feature can cost (the budget's curve).
pub const WITHOUT_FEATURE_CAP: f64 = BUDGET_CAP;
pub const WITHOUT_FEATURE_SCALE: f64 = BUDGET_SCALE;

/// The most serving answers older than the scenario's freshness limit can cost (the
/// budget's curve).
pub const STALE_ANSWERS_CAP: f64 = BUDGET_CAP;
pub const STALE_ANSWERS_SCALE: f64 = BUDGET_SCALE;

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
/// overdue from the [`crate::model::team::UPDATE_EVERY_MIN`]th quiet minute of an alert: a
/// whole hour-long page without a single update is 45 overdue minutes, about 8 of the 10
/// points; one update every quarter hour costs nothing.
pub const UPDATES_SCALE_MIN: f64 = 30.0;

/// Which harm a [`Part`] measures. Front-ends localise from [`PartKind::id`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PartKind {
    /// Raw figure: share of the budget left at the start that this drill burned, at most
    /// 1 (0.25 = a quarter of what was left; what went below zero is [`PartKind::SloBroken`]).
    Budget,
    /// Raw figure: how far below zero the budget ended, as a share of the month's budget
    /// (0.03 = 3 % of the month overspent): the SLO broken for the month.
    SloBroken,
    /// Raw figure: share of arriving requests shed at the load balancer (points: per
    /// user-minute, see [`TURNED_AWAY_WEIGHT`]).
    TurnedAway,
    /// Raw figure: share of admitted requests served without the heavy feature (points:
    /// per user-minute).
    WithoutFeature,
    /// Raw figure: share of admitted requests answered from the cache with an age above
    /// the scenario's freshness limit (points: per user-minute). Scored only when the
    /// scenario states one.
    StaleAnswers,
    /// Raw figure: minutes whose p99 was above [`SLOW_P99_S`].
    SlowMinutes,
    /// Raw figure: fleet spend above the reference, as a share of the reference spend
    /// (the dollars are in [`super::Score::spend`]).
    Cost,
    /// Raw figure: alerting minutes at which a stakeholder update was overdue
    /// ([`crate::model::team::overdue_update_minutes`]). Scored in team drills only.
    Updates,
}

impl PartKind {
    pub const ALL: [PartKind; 8] = [
        PartKind::Budget,
        PartKind::SloBroken,
        PartKind::TurnedAway,
        PartKind::WithoutFeature,
        PartKind::StaleAnswers,
        PartKind::SlowMinutes,
        PartKind::Cost,
        PartKind::Updates,
    ];

    /// A stable identifier for messages and JSON: `budget`, `slo-broken`, `turned-away`,
    /// `without-feature`, `stale-answers`, `slow-minutes`, `cost`, `updates`.
    pub fn id(self) -> &'static str {
        match self {
            PartKind::Budget => "budget",
            PartKind::SloBroken => "slo-broken",
            PartKind::TurnedAway => "turned-away",
            PartKind::WithoutFeature => "without-feature",
            PartKind::StaleAnswers => "stale-answers",
            PartKind::SlowMinutes => "slow-minutes",
            PartKind::Cost => "cost",
            PartKind::Updates => "updates",
        }
    }

    /// The part's cap: the most points it can cost.
    pub fn cap(self) -> f64 {
        match self {
            PartKind::Budget => BUDGET_CAP,
            PartKind::SloBroken => SLO_BROKEN_CAP,
            PartKind::TurnedAway => TURNED_AWAY_CAP,
            PartKind::WithoutFeature => WITHOUT_FEATURE_CAP,
            PartKind::StaleAnswers => STALE_ANSWERS_CAP,
            PartKind::SlowMinutes => SLOW_CAP,
            PartKind::Cost => COST_CAP,
            PartKind::Updates => UPDATES_CAP,
        }
    }

    /// The raw figure at which the part costs 1 − 1/e ≈ 63 % of its cap.
    pub fn scale(self) -> f64 {
        match self {
            PartKind::Budget => BUDGET_SCALE,
            PartKind::SloBroken => SLO_BROKEN_SCALE,
            PartKind::TurnedAway => TURNED_AWAY_SCALE,
            PartKind::WithoutFeature => WITHOUT_FEATURE_SCALE,
            PartKind::StaleAnswers => STALE_ANSWERS_SCALE,
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

    /// The part a raw figure makes (its points computed from the figure itself).
    pub fn part(self, raw: f64) -> Part {
        self.part_on(raw, raw)
    }

    /// The part whose points are computed from `basis` while it shows `raw`: a degradation
    /// shows the share of requests it touched and costs what they would have burned
    /// ([`TURNED_AWAY_WEIGHT`]).
    pub fn part_on(self, raw: f64, basis: f64) -> Part {
        Part {
            kind: self,
            points: self.points(basis),
            cap: self.cap(),
            raw,
            basis,
        }
    }

    /// How a degraded request compares with a failed one, for the three degradation parts.
    pub fn weight(self) -> Option<f64> {
        match self {
            PartKind::TurnedAway => Some(TURNED_AWAY_WEIGHT),
            PartKind::WithoutFeature => Some(WITHOUT_FEATURE_WEIGHT),
            PartKind::StaleAnswers => Some(STALE_ANSWERS_WEIGHT),
            _ => None,
        }
    }
}

/// One harm of the run: what it cost and the figure behind it, e.g. "error budget: −9.4
/// (17.0 % of what was left burned)".
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Part {
    pub kind: PartKind,
    /// Points this part took off the 100, in 0..=cap, unrounded.
    pub points: f64,
    pub cap: f64,
    /// The figure every screen shows, in the unit [`PartKind`] names.
    pub raw: f64,
    /// The figure the points are computed from: `raw` itself, except for the degradations,
    /// whose points come from the budget the affected requests would have burned, as a
    /// share of the budget at the start ([`TURNED_AWAY_WEIGHT`]).
    pub basis: f64,
}

impl Part {
    /// The points as every screen shows them: rounded to a tenth ([`Tenths`]). The total
    /// is computed from these, so the parts shown add up to it.
    pub fn shown_points(&self) -> f64 {
        Tenths::of(self.points).points()
    }
}

/// Points in whole tenths: the one rounding rule of the score. Each part is rounded to the
/// nearest tenth (halves away from zero), and the total is 100 minus the sum of the rounded
/// parts, added as whole numbers so no float drift can show ("51.6", not "51.599…").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Tenths(pub u32);

impl Tenths {
    /// The nearest tenth of a non-negative number of points.
    pub fn of(points: f64) -> Tenths {
        if points.is_nan() || points <= 0.0 {
            return Tenths(0);
        }
        Tenths((points * 10.0).round() as u32)
    }

    pub fn points(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}
