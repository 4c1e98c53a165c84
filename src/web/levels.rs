//! Which number on the page is the problem: each dashboard metric's own level (ok, warn,
//! bad) against its own threshold, the model's constants (never restated here), its last
//! hour as a small trend line, and the sentence that explains a burn card above a line
//! while the multiwindow alert, which needs both of its windows, does not fire.

use serde::Serialize;

use crate::i18n::dashboard::{burn_text, threshold_text};
use crate::i18n::Localizer;
use crate::model::constants::{
    BAD_BUILD_ERROR, BURN_PAGE, BURN_PAGE_SHORT_MINUTES, BURN_WARN, BURN_WARN_LONG_MINUTES,
    BURN_WARN_SHORT_MINUTES, BURN_WINDOW_MINUTES, ERROR_BUDGET, TIMEOUT_S,
};
use crate::model::health::{CRITICAL_ERROR_RATE, DEGRADED_UTILIZATION};
use crate::model::score::{DEGRADATION_MIN_BUDGET, SLOW_P99_S};
use crate::model::{Alert, MinuteRecord};

/// How one metric stands, as the page's `data-state` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Ok,
    Warn,
    Bad,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Ok => "ok",
            Level::Warn => "warn",
            Level::Bad => "bad",
        }
    }

    /// The word shown beside the colour, so that a colour-blind viewer and a screenshot
    /// read the level too.
    pub fn message_id(self) -> &'static str {
        match self {
            Level::Ok => "web-level-ok",
            Level::Warn => "web-level-warn",
            Level::Bad => "web-level-bad",
        }
    }
}

/// Warn from `warn` on, bad from `bad` on.
fn rising(value: f64, warn: f64, bad: f64) -> Level {
    if value >= bad {
        Level::Bad
    } else if value >= warn {
        Level::Warn
    } else {
        Level::Ok
    }
}

/// A metric a threshold does not judge (traffic, costs): shown as it is.
fn plain(_: &MinuteRecord) -> Level {
    Level::Ok
}

/// One dashboard metric: its message id (the dashboard's label), the number its trend
/// follows and its level.
struct Metric {
    id: &'static str,
    value: fn(&MinuteRecord) -> f64,
    level: fn(&MinuteRecord) -> Level,
}

/// Every metric of the dashboard (`crate::i18n::dashboard`), found by its label.
const METRICS: [Metric; 16] = [
    Metric {
        id: "metric-burn-1h",
        value: |r| r.burn_1h,
        level: |r| rising(r.burn_1h, BURN_WARN, BURN_PAGE),
    },
    Metric {
        id: "metric-requests",
        value: |r| r.lambda_arrival,
        level: plain,
    },
    // The fleet is the problem when it is saturated, beyond it when the offered load is
    // more than it can serve.
    Metric {
        id: "metric-serving",
        value: |r| f64::from(r.serving),
        level: |r| rising(r.utilization_raw, DEGRADED_UTILIZATION, 1.0),
    },
    Metric {
        id: "metric-booting",
        value: |r| f64::from(r.booting),
        level: plain,
    },
    Metric {
        id: "metric-hit",
        value: |r| r.hit,
        level: plain,
    },
    Metric {
        id: "metric-db",
        value: |r| r.db_util,
        level: |r| match r.db_saturated {
            true => Level::Bad,
            false => rising(r.db_util, DEGRADED_UTILIZATION, f64::INFINITY),
        },
    },
    // Turned away on purpose: a price paid, never a healthy state.
    Metric {
        id: "metric-dropped",
        value: |r| r.dropped_share,
        level: |r| rising(r.dropped_share, f64::MIN_POSITIVE, f64::INFINITY),
    },
    Metric {
        id: "metric-fleet-cost",
        value: |r| r.fleet_cost_per_h,
        level: plain,
    },
    Metric {
        id: "metric-cost-so-far",
        value: |r| r.cost_so_far_usd,
        level: plain,
    },
    Metric {
        id: "metric-mean-age",
        value: |r| r.mean_age_s,
        level: plain,
    },
    Metric {
        id: "metric-bad-build",
        value: |r| r.bad_share,
        // Bad once its own errors alone break the objective.
        level: |r| {
            rising(
                r.bad_share,
                f64::MIN_POSITIVE,
                ERROR_BUDGET / BAD_BUILD_ERROR,
            )
        },
    },
    // The feature switched off (or starved) is a degradation, not an outage.
    Metric {
        id: "metric-recommendations",
        value: |r| r.recommendations_available,
        level: |r| match r.recommendations_available < 1.0 {
            true => Level::Warn,
            false => Level::Ok,
        },
    },
    Metric {
        id: "metric-budget-left",
        value: |r| r.budget_remaining,
        level: |r| {
            if r.budget_remaining <= 0.0 {
                Level::Bad
            } else if r.budget_remaining < DEGRADATION_MIN_BUDGET {
                Level::Warn
            } else {
                Level::Ok
            }
        },
    },
    Metric {
        id: "metric-p99",
        value: |r| r.p99_s,
        level: |r| match r.p99_s > SLOW_P99_S {
            true => rising(r.p99_s, 0.0, TIMEOUT_S),
            false => Level::Ok,
        },
    },
    Metric {
        id: "metric-error-rate",
        value: |r| r.error_rate,
        level: |r| match r.error_rate > ERROR_BUDGET {
            true => rising(r.error_rate, 0.0, CRITICAL_ERROR_RATE),
            false => Level::Ok,
        },
    },
    Metric {
        id: "metric-burn-5m",
        value: |r| r.burn_5m,
        level: |r| rising(r.burn_5m, BURN_WARN, BURN_PAGE),
    },
];

/// The metric a dashboard row's label names, in `l`'s language.
fn metric_of(l: &Localizer, label: &str) -> Option<&'static Metric> {
    METRICS.iter().find(|m| l.text(m.id) == label)
}

/// The metric's own name in the page's markup (`data-metric`: "burn-1h"), whatever the
/// language; empty for a row this table does not know.
pub fn key(l: &Localizer, label: &str) -> &'static str {
    metric_of(l, label).map_or("", |m| m.id.trim_start_matches("metric-"))
}

/// The level of the row labelled `label` in `record`; a row this table does not know
/// (none today) is shown without a judgement, as ok.
pub fn level(l: &Localizer, label: &str, record: &MinuteRecord) -> Level {
    metric_of(l, label).map_or(Level::Ok, |m| (m.level)(record))
}

/// Width and height of a trend line's drawing (its viewBox): one unit a minute.
pub const TREND_WIDTH: u32 = BURN_WINDOW_MINUTES as u32;
pub const TREND_HEIGHT: u32 = 20;

/// The row's last hour (`hour`, oldest first, the row's minute last) as the points of an
/// SVG polyline, scaled to the hour's own range (flat in the middle when it did not move).
pub fn trend(l: &Localizer, label: &str, hour: &[&MinuteRecord]) -> String {
    let Some(metric) = metric_of(l, label) else {
        return String::new();
    };
    let values: Vec<f64> = hour.iter().map(|r| (metric.value)(r)).collect();
    let (low, high) = values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| {
            (lo.min(v), hi.max(v))
        });
    let height = f64::from(TREND_HEIGHT);
    let start = TREND_WIDTH as usize - values.len().min(TREND_WIDTH as usize);
    let mut points = String::with_capacity(values.len() * 7);
    for (i, v) in values.iter().enumerate() {
        let y = if high > low {
            height - (v - low) / (high - low) * height
        } else {
            height / 2.0
        };
        if !points.is_empty() {
            points.push(' ');
        }
        points.push_str(&format!("{},{:.1}", start + i, y));
    }
    points
}

/// Why a burn card stands above a line while the alert that line belongs to does not fire:
/// the rule needs both of its windows. None when they agree.
pub fn rule_note(l: &Localizer, r: &MinuteRecord) -> Option<String> {
    let minutes = |n: usize| (n as u32).into();
    let page = threshold_text(l, BURN_PAGE);
    if r.alert != Alert::Page && r.burn_1h >= BURN_PAGE && r.burn_5m < BURN_PAGE {
        return Some(l.tr(
            "web-rule-page-short",
            &[
                ("long", burn_text(l, r.burn_1h).into()),
                ("short", burn_text(l, r.burn_5m).into()),
                ("threshold", page.into()),
                ("minutes", minutes(BURN_PAGE_SHORT_MINUTES)),
            ],
        ));
    }
    if r.alert != Alert::Page && r.burn_5m >= BURN_PAGE && r.burn_1h < BURN_PAGE {
        return Some(l.tr(
            "web-rule-page-long",
            &[
                ("long", burn_text(l, r.burn_1h).into()),
                ("short", burn_text(l, r.burn_5m).into()),
                ("threshold", page.into()),
                ("minutes", minutes(BURN_WINDOW_MINUTES)),
            ],
        ));
    }
    let above_warn = r.burn_1h >= BURN_WARN || r.burn_5m >= BURN_WARN;
    if r.alert == Alert::None && above_warn {
        return Some(l.tr(
            "web-rule-warn",
            &[
                ("long", burn_text(l, r.burn_6h).into()),
                ("short", burn_text(l, r.burn_30m).into()),
                ("threshold", threshold_text(l, BURN_WARN).into()),
                ("long_minutes", minutes(BURN_WARN_LONG_MINUTES)),
                ("short_minutes", minutes(BURN_WARN_SHORT_MINUTES)),
            ],
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::dashboard::dashboard;
    use crate::model::{run, Locale, Setup};

    fn calm() -> MinuteRecord {
        run(&Setup::free_play(), 42, false, &[], 1).0.remove(0)
    }

    #[test]
    fn every_dashboard_row_has_its_own_metric_in_every_language() {
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            for row in dashboard(&l, &calm()).rows {
                assert!(metric_of(&l, &row.label).is_some(), "{locale:?} {row:?}");
            }
        }
    }

    #[test]
    fn each_metric_is_judged_by_its_own_threshold() {
        let l = Localizer::new(Locale::EnUs);
        let with = |label: &str, change: &dyn Fn(&mut MinuteRecord)| {
            let mut r = calm();
            change(&mut r);
            level(&l, &l.text(label), &r)
        };
        assert_eq!(
            with("metric-burn-1h", &|r| r.burn_1h = BURN_WARN),
            Level::Warn
        );
        assert_eq!(
            with("metric-burn-1h", &|r| r.burn_1h = BURN_PAGE),
            Level::Bad
        );
        assert_eq!(with("metric-burn-5m", &|r| r.burn_5m = 1.0), Level::Ok);
        assert_eq!(
            with("metric-error-rate", &|r| r.error_rate = ERROR_BUDGET),
            Level::Ok
        );
        assert_eq!(
            with("metric-error-rate", &|r| r.error_rate = CRITICAL_ERROR_RATE),
            Level::Bad
        );
        assert_eq!(with("metric-p99", &|r| r.p99_s = TIMEOUT_S), Level::Bad);
        assert_eq!(with("metric-p99", &|r| r.p99_s = SLOW_P99_S), Level::Ok);
        assert_eq!(
            with("metric-budget-left", &|r| r.budget_remaining = 0.0),
            Level::Bad
        );
        assert_eq!(with("metric-db", &|r| r.db_saturated = true), Level::Bad);
        assert_eq!(
            with("metric-dropped", &|r| r.dropped_share = 0.01),
            Level::Warn
        );
        // A high hit rate and a high error rate are not alike: one is judged, one not.
        assert_eq!(with("metric-hit", &|r| r.hit = 0.88), Level::Ok);
    }

    #[test]
    fn a_burn_above_the_page_line_without_a_page_says_which_window_is_missing() {
        let l = Localizer::new(Locale::EnUs);
        let mut r = calm();
        assert_eq!(rule_note(&l, &r), None);
        r.burn_1h = 19.6;
        r.burn_5m = 2.0;
        let note = rule_note(&l, &r).expect("a note");
        assert!(note.contains("19.6") && note.contains("2.0"), "{note}");
        r.burn_5m = 20.0;
        r.alert = Alert::Page;
        assert_eq!(rule_note(&l, &r), None);
    }

    #[test]
    fn a_trend_spans_its_own_range() {
        let l = Localizer::new(Locale::EnUs);
        let mut low = calm();
        let mut high = calm();
        low.burn_1h = 1.0;
        high.burn_1h = 3.0;
        let label = l.text("metric-burn-1h");
        let points = trend(&l, &label, &[&low, &high]);
        assert_eq!(points, format!("58,{TREND_HEIGHT}.0 59,0.0"));
    }
}
