//! Every word drawn on a chart. The chart module knows no locale: callers (the bot, the
//! terminal drill) look the words up in their own bundles and hand them in here.

use crate::model::constants::{BURN_PAGE, BURN_WARN};
use crate::model::score::PartKind;

/// The words on a chart, already localised. Numbers, `HH:MM` times and the unit signs
/// `×` and `%` are drawn as they are in every language; the seconds sign is a word.
///
/// The compact chart draws few words at a big size, no panel titles and no time-axis name:
/// give it short legend words (see `drill::charts::chart_text`); a legend that fits no
/// row of the compact chart takes two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartText {
    /// The chart's heading, top left (for example the scenario's name).
    pub title: String,
    /// What the horizontal axis is, top right (the simulated time of day).
    pub time_axis: String,
    /// The unit sign after seconds on the latency axis (`s`, `с`).
    pub seconds: String,
    /// The decimal separator of the axis numbers and value tags (`.` or `,`).
    pub decimal: String,

    /// Panel 1: arrivals let in against what the fleet can serve.
    pub traffic_panel: String,
    pub requests: String,
    pub capacity: String,

    /// Panel 2: the SLI and the error budget's burn rate.
    pub errors_panel: String,
    pub error_rate: String,
    pub burn_1h: String,
    pub warn_line: String,
    pub page_line: String,

    /// Panel 3: tail latency against the time-out.
    pub latency_panel: String,
    pub p99: String,
    pub timeout_line: String,

    /// Panel 4: the cache and the database behind it.
    pub cache_panel: String,
    pub cache_hit: String,
    pub db_util: String,

    /// Panel 5: the fleet.
    pub fleet_panel: String,
    pub serving: String,
    pub booting: String,

    /// The error budget panel (the run chart's sixth, the compact chart's third): the
    /// budget left, what-if runs beside it, and the fleet's cost on a second scale.
    pub budget_panel: String,
    pub budget_left: String,
    pub cost: String,
    /// The unit after the cost scale's numbers (`$/h`).
    pub cost_unit: String,

    /// The run chart's score-parts panel: points each run lost, part by part, the team's
    /// bars named `team_run` (the what-if runs bring their own names).
    pub parts_panel: String,
    pub team_run: String,
    /// Each part's name under its bars: short, a group is about a ninth of the width.
    pub part_budget: String,
    pub part_slo_broken: String,
    pub part_turned_away: String,
    pub part_without_feature: String,
    pub part_stale_answers: String,
    pub part_slow_minutes: String,
    pub part_cost: String,
    pub part_updates: String,
}

impl ChartText {
    /// The English words: the default, and what the tests draw.
    pub fn english() -> ChartText {
        ChartText {
            title: "On-call drill".into(),
            time_axis: "simulated time".into(),
            seconds: "s".into(),
            decimal: ".".into(),
            traffic_panel: "Traffic".into(),
            requests: "requests/s".into(),
            capacity: "capacity (N/S)".into(),
            errors_panel: "Errors".into(),
            error_rate: "error rate".into(),
            burn_1h: "burn (1 h)".into(),
            warn_line: format!("warn {BURN_WARN}×"),
            page_line: format!("page {BURN_PAGE}×"),
            latency_panel: "Latency".into(),
            p99: "p99".into(),
            timeout_line: "time-out 2 s".into(),
            cache_panel: "Cache and database".into(),
            cache_hit: "cache hit".into(),
            db_util: "DB utilisation".into(),
            fleet_panel: "Fleet".into(),
            serving: "serving".into(),
            booting: "booting".into(),
            budget_panel: "Error budget".into(),
            budget_left: "budget left".into(),
            cost: "fleet cost".into(),
            cost_unit: "$/h".into(),
            parts_panel: "Points lost, by part".into(),
            team_run: "Your team".into(),
            part_budget: "Budget".into(),
            part_slo_broken: "SLO broken".into(),
            part_turned_away: "Shed".into(),
            part_without_feature: "No feature".into(),
            part_stale_answers: "Stale".into(),
            part_slow_minutes: "Slow".into(),
            part_cost: "Cost".into(),
            part_updates: "Updates".into(),
        }
    }

    /// The name of a part of the score, under its bars.
    pub fn part_name(&self, kind: PartKind) -> &str {
        match kind {
            PartKind::Budget => &self.part_budget,
            PartKind::SloBroken => &self.part_slo_broken,
            PartKind::TurnedAway => &self.part_turned_away,
            PartKind::WithoutFeature => &self.part_without_feature,
            PartKind::StaleAnswers => &self.part_stale_answers,
            PartKind::SlowMinutes => &self.part_slow_minutes,
            PartKind::Cost => &self.part_cost,
            PartKind::Updates => &self.part_updates,
        }
    }
}

impl Default for ChartText {
    fn default() -> Self {
        ChartText::english()
    }
}
