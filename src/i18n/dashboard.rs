//! The status dashboard in a locale: the 12 metrics of docs/model.md §3 in the seed's order, then the
//! error budget left, p99, the error rate and burn (5 min), the short window of the
//! multiwindow alert; the alert line; a health level for colours.

use crate::model::constants::{BURN_PAGE, BURN_WARN};
use crate::model::{Alert, MinuteRecord};

use super::Localizer;

/// One labelled value, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub label: String,
    pub value: String,
}

// The rule is the model's; the dashboard's callers take it from here with the words.
pub use crate::model::health::Health;

impl Health {
    pub fn message_id(self) -> &'static str {
        match self {
            Health::Ok => "health-ok",
            Health::Degraded => "health-degraded",
            Health::Critical => "health-critical",
        }
    }
}

/// Everything a status message shows for one minute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dashboard {
    pub clock: String,
    pub rows: Vec<Row>,
    pub alert: Option<String>,
    pub notes: Vec<String>,
    pub health: Health,
}

/// An alert threshold (the model's `BURN_PAGE` or `BURN_WARN`) as the locale writes it: one
/// decimal when it has one (`14,4` in Russian), none when whole (`6`), as the texts always
/// showed them. The unit (`×`) stays in each message.
pub fn threshold_text(l: &Localizer, burn: f64) -> String {
    let places = if burn.fract() == 0.0 { 0 } else { 1 };
    l.decimal(burn, places)
}

/// `1.5 ×` in the locale's numbers.
pub fn burn_text(l: &Localizer, burn: f64) -> String {
    l.unit("unit-times", l.decimal(burn, 1))
}

/// p99 in seconds; at the 2 s time-out it reads `≥ 2 s`, as the seed shows an overload.
pub fn p99_text(l: &Localizer, p99_s: f64) -> String {
    if p99_s >= crate::model::constants::TIMEOUT_S {
        l.unit("unit-seconds-at-least", l.decimal(p99_s, 0))
    } else {
        l.unit("unit-seconds", l.decimal(p99_s, 2))
    }
}

pub fn dashboard(l: &Localizer, r: &MinuteRecord) -> Dashboard {
    let row = |label: &str, value: String| Row {
        label: l.text(label),
        value,
    };
    let count = |n: u32| l.tr("unit-instances", &[("count", n.into())]);
    let rows = vec![
        row("metric-burn-1h", burn_text(l, r.burn_1h)),
        row(
            "metric-requests",
            l.unit("unit-rps", l.decimal(r.lambda_arrival, 0)),
        ),
        row("metric-serving", count(r.serving)),
        row("metric-booting", count(r.booting)),
        row("metric-hit", l.percent(r.hit)),
        row("metric-db", l.percent(r.db_util)),
        row("metric-dropped", l.percent(r.dropped_share)),
        row(
            "metric-fleet-cost",
            l.unit("unit-usd-per-hour", l.decimal(r.fleet_cost_per_h, 2)),
        ),
        row(
            "metric-cost-so-far",
            l.unit("unit-usd", l.decimal(r.cost_so_far_usd, 2)),
        ),
        row(
            "metric-mean-age",
            l.unit("unit-seconds", l.decimal(r.mean_age_s, 0)),
        ),
        row("metric-bad-build", l.percent(r.bad_share)),
        row(
            "metric-recommendations",
            l.percent(r.recommendations_available),
        ),
        row("metric-budget-left", l.budget_share(r.budget_remaining)),
        row("metric-p99", p99_text(l, r.p99_s)),
        row("metric-error-rate", l.percent_places(r.error_rate, 2)),
        row("metric-burn-5m", burn_text(l, r.burn_5m)),
    ];
    let alert = alert_line(l, r);
    let mut notes = Vec::new();
    if r.rollback_in_progress {
        notes.push(l.text("status-rollback"));
    }
    if r.warmup_active {
        notes.push(l.text("status-warmup"));
    }
    if r.budget_remaining <= 0.0 {
        notes.push(l.text("status-budget-exhausted"));
    }
    Dashboard {
        clock: r.clock.to_string(),
        rows,
        alert,
        notes,
        health: Health::of(r),
    }
}

/// The alert line of a minute, naming the burn of both windows that raised it: burn (1 h)
/// and burn (5 min) for a page, burn (6 h) and burn (30 min) for a warning; `None` without
/// an alert.
pub fn alert_line(l: &Localizer, r: &MinuteRecord) -> Option<String> {
    let (id, long, short, threshold) = match r.alert {
        Alert::None => return None,
        Alert::Warn => ("alert-warn-windows", r.burn_6h, r.burn_30m, BURN_WARN),
        Alert::Page => ("alert-page-windows", r.burn_1h, r.burn_5m, BURN_PAGE),
    };
    Some(l.tr(
        id,
        &[
            ("long", burn_text(l, long).into()),
            ("short", burn_text(l, short).into()),
            ("threshold", threshold_text(l, threshold).into()),
        ],
    ))
}

/// One minute on one line of at most 80 columns: the clock, the burn of both windows of the
/// page rule (1 h and 5 min), errors, p99, the fleet (serving + booting) and the budget
/// left — what a terminal shows for each minute between full dashboards. Its numbers are
/// shortened to fit (whole burns from 10 ×, one decimal of errors from 10 %); the full
/// dashboard has them all.
pub fn minute_line(l: &Localizer, r: &MinuteRecord) -> String {
    let burn = |burn: f64| l.decimal(burn, if burn < 10.0 { 1 } else { 0 });
    let errors = r.error_rate * 100.0;
    l.tr(
        "dashboard-line",
        &[
            ("clock", r.clock.to_string().into()),
            ("burn_1h", burn(r.burn_1h).into()),
            ("burn_5m", burn(r.burn_5m).into()),
            (
                "errors",
                l.decimal(errors, if errors < 10.0 { 2 } else { 1 }).into(),
            ),
            ("p99", p99_text(l, r.p99_s).into()),
            ("serving", r.serving.into()),
            ("booting", r.booting.into()),
            ("budget", l.decimal(r.budget_remaining * 100.0, 1).into()),
        ],
    )
}

/// The dashboard as plain text lines (terminal, logs): `label: value`.
pub fn as_text(d: &Dashboard) -> String {
    let width = d
        .rows
        .iter()
        .map(|r| r.label.chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for row in &d.rows {
        let pad = width - row.label.chars().count();
        out.push_str(&format!(
            "  {}{} {}\n",
            row.label,
            " ".repeat(pad + 1),
            row.value
        ));
    }
    for line in d.alert.iter().chain(&d.notes) {
        out.push_str(&format!("  {line}\n"));
    }
    out
}
