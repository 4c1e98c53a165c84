//! The five panels of the system over time, each from the minute records inside the
//! window: traffic, errors and burn, latency, cache and database, fleet.

use super::{clamped, legend, linear_ticks, max_of, series, tag, Layer, Panel, Points, Tag, XAxis};
use crate::chart::scale;
use crate::chart::style;
use crate::chart::text::ChartText;
use crate::model::constants::{BURN_PAGE, BURN_WARN, ERROR_BUDGET, TIMEOUT_S};
use crate::model::MinuteRecord;

/// The cache/DB axis stops at 300 %: a database at 10× its capacity reads as "saturated"
/// from the top edge just as well, and the hit rate keeps its scale.
const MAX_PERCENT_AXIS: f64 = 300.0;

/// Requests let in against N/S, what the workers can serve at this service time.
pub(in crate::chart) fn traffic(
    shown: &[&MinuteRecord],
    text: &ChartText,
    max_ticks: u32,
) -> Panel {
    let requests = series(shown, |r| r.lambda_admitted);
    let capacity = series(shown, |r| {
        let per_second = f64::from(r.workers) / r.service_time_s;
        if per_second.is_finite() {
            per_second
        } else {
            0.0
        }
    });
    let (top, ticks) = scale::nice_ticks(
        max_of(&requests).max(max_of(&capacity)) * 1.05,
        max_ticks,
        1.0,
    );
    let requests = clamped(requests, top);
    let capacity = clamped(capacity, top);
    let rate = |v: f64| {
        if v >= 1000.0 {
            scale::format_rate(v)
        } else {
            format!("{v:.0}")
        }
    };
    Panel {
        title: text.traffic_panel.clone(),
        x_axis: XAxis::Time,
        legend: vec![
            legend(&text.requests, style::REQUESTS, false),
            legend(&text.capacity, style::CAPACITY, false),
        ],
        y_min: 0.0,
        y_max: top,
        y_ticks: linear_ticks(&ticks, scale::format_rate),
        right_ticks: Vec::new(),
        tags: [
            tag(&requests, style::REQUESTS, rate),
            tag(&capacity, style::CAPACITY, rate),
        ]
        .into_iter()
        .flatten()
        .collect(),
        layers: vec![
            Layer::Area {
                points: requests.clone(),
                fill: style::over_background(style::REQUESTS, style::FILL_SHARE),
            },
            Layer::Line {
                points: capacity,
                color: style::CAPACITY,
                width: style::SECOND_LINE,
            },
            Layer::Line {
                points: requests,
                color: style::REQUESTS,
                width: style::MAIN_LINE,
            },
        ],
    }
}

/// The error rate and the burn rate are one quantity (burn = error rate / the budget's
/// 0.1 %): the error rate is drawn as the burn it is this minute, beside the burn over the
/// last hour, on one logarithmic axis read as burn on the left and as error rate in % on
/// the right. Zero has a line of its own below the axis' floor ([`scale::BURN_ZERO`]).
pub(in crate::chart) fn errors(shown: &[&MinuteRecord], text: &ChartText) -> Panel {
    let error_burn = series(shown, |r| r.error_rate / ERROR_BUDGET);
    let burn = series(shown, |r| r.burn_1h);
    let top = scale::burn_axis_top(max_of(&error_burn).max(max_of(&burn)));
    let on_axis = |points: Points| -> Points {
        points
            .into_iter()
            .map(|(x, y)| (x, scale::burn_to_axis(y, top)))
            .collect()
    };
    let floor = scale::BURN_FLOOR.log10();
    let decades: Vec<f64> = (floor.round() as i32..=top.round() as i32)
        .map(f64::from)
        .collect();
    let zero = |label: &str| (scale::BURN_ZERO, label.to_string());
    Panel {
        title: text.errors_panel.clone(),
        x_axis: XAxis::Time,
        legend: vec![
            legend(&text.error_rate, style::ERROR_RATE, false),
            legend(&text.burn_1h, style::BURN, false),
            legend(&text.warn_line, style::WARN, true),
            legend(&text.page_line, style::PAGE, true),
        ],
        y_min: scale::BURN_ZERO,
        y_max: top,
        y_ticks: std::iter::once(zero("0"))
            .chain(linear_ticks(&decades, |d| {
                format!("{}×", scale::format_number(10f64.powf(d)))
            }))
            .collect(),
        right_ticks: std::iter::once(zero("0%"))
            .chain(linear_ticks(&decades, |d| {
                format!(
                    "{}%",
                    scale::format_number(10f64.powf(d) * ERROR_BUDGET * 100.0)
                )
            }))
            .collect(),
        tags: Vec::new(),
        layers: vec![
            Layer::Level {
                y: BURN_WARN.log10(),
                color: style::WARN,
            },
            Layer::Level {
                y: BURN_PAGE.log10(),
                color: style::PAGE,
            },
            Layer::Line {
                points: on_axis(error_burn),
                color: style::ERROR_RATE,
                width: style::SECOND_LINE,
            },
            Layer::Line {
                points: on_axis(burn),
                color: style::BURN,
                width: style::MAIN_LINE,
            },
        ],
    }
}

pub(in crate::chart) fn latency(
    shown: &[&MinuteRecord],
    text: &ChartText,
    max_ticks: u32,
) -> Panel {
    let p99 = series(shown, |r| r.p99_s);
    // The time-out line always shows, with room above it.
    let (top, ticks) = scale::nice_ticks(max_of(&p99).max(TIMEOUT_S * 1.2), max_ticks + 1, 0.5);
    let p99 = clamped(p99, top);
    Panel {
        title: text.latency_panel.clone(),
        x_axis: XAxis::Time,
        legend: vec![
            legend(&text.p99, style::P99, false),
            legend(&text.timeout_line, style::PAGE, true),
        ],
        y_min: 0.0,
        y_max: top,
        y_ticks: linear_ticks(&ticks, |t| {
            format!("{} {}", scale::format_number(t), text.seconds)
        }),
        right_ticks: Vec::new(),
        tags: tag(&p99, style::P99, |v| {
            format!("{} {}", scale::format_number(v), text.seconds)
        })
        .into_iter()
        .collect(),
        layers: vec![
            Layer::Level {
                y: TIMEOUT_S,
                color: style::PAGE,
            },
            Layer::Line {
                points: p99,
                color: style::P99,
                width: style::MAIN_LINE,
            },
        ],
    }
}

pub(in crate::chart) fn cache(shown: &[&MinuteRecord], text: &ChartText, max_ticks: u32) -> Panel {
    let hit = series(shown, |r| r.hit * 100.0);
    let db = series(shown, |r| r.db_util * 100.0);
    let (top, ticks) =
        scale::nice_ticks(max_of(&db).clamp(100.0, MAX_PERCENT_AXIS), max_ticks, 25.0);
    let (hit, db) = (clamped(hit, top), clamped(db, top));
    let percent = |v: f64| format!("{v:.0}%");
    Panel {
        title: text.cache_panel.clone(),
        x_axis: XAxis::Time,
        legend: vec![
            legend(&text.cache_hit, style::CACHE_HIT, false),
            legend(&text.db_util, style::DB_UTIL, false),
        ],
        y_min: 0.0,
        y_max: top,
        y_ticks: linear_ticks(&ticks, |t| format!("{}%", scale::format_number(t))),
        right_ticks: Vec::new(),
        tags: [
            tag(&hit, style::CACHE_HIT, percent),
            tag(&db, style::DB_UTIL, percent),
        ]
        .into_iter()
        .flatten()
        .collect(),
        layers: vec![
            Layer::Line {
                points: db,
                color: style::DB_UTIL,
                width: style::SECOND_LINE,
            },
            Layer::Line {
                points: hit,
                color: style::CACHE_HIT,
                width: style::MAIN_LINE,
            },
        ],
    }
}

/// Serving instances with the booting ones stacked on top: the stack's height is the
/// fleet being paid for.
pub(in crate::chart) fn fleet(shown: &[&MinuteRecord], text: &ChartText, max_ticks: u32) -> Panel {
    let serving = series(shown, |r| f64::from(r.serving));
    let total = series(shown, |r| f64::from(r.serving.saturating_add(r.booting)));
    let (top, ticks) = scale::nice_ticks(max_of(&total) * 1.05, max_ticks, 1.0);
    // Booting instances are tagged as "+n" on top of the serving count, when there are any.
    let booting = shown.last().map_or(0, |r| r.booting);
    let mut tags: Vec<Tag> = tag(&serving, style::SERVING, |v| format!("{v:.0}"))
        .into_iter()
        .collect();
    if booting > 0 {
        tags.extend(tag(&total, style::BOOTING, |_| format!("+{booting}")));
    }
    Panel {
        title: text.fleet_panel.clone(),
        x_axis: XAxis::Time,
        legend: vec![
            legend(&text.serving, style::SERVING, false),
            legend(&text.booting, style::BOOTING, false),
        ],
        y_min: 0.0,
        y_max: top,
        y_ticks: linear_ticks(&ticks, scale::format_number),
        right_ticks: Vec::new(),
        tags,
        layers: vec![
            Layer::Area {
                points: total.clone(),
                fill: style::over_background(style::BOOTING, style::FILL_SHARE),
            },
            Layer::Area {
                points: serving.clone(),
                fill: style::over_background(style::SERVING, style::FILL_SHARE),
            },
            Layer::Line {
                points: total,
                color: style::BOOTING,
                width: style::SECOND_LINE,
            },
            Layer::Line {
                points: serving,
                color: style::SERVING,
                width: style::MAIN_LINE,
            },
        ],
    }
}
