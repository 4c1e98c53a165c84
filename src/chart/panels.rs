//! A panel of a chart as plain data (layers in drawing order, the value axis, legend and
//! value tags), and the six panels charts are made of, each from the minute records inside
//! the window. [`super::plan`] picks and puts them together; [`super::draw`] paints them.
//! `max_ticks` is the most intervals a linear value axis may have: fewer on the compact
//! chart, whose plots are lower and letters bigger.

use plotters::style::RGBColor;

use super::comparison::Comparison;
use super::scale::{self, Window};
use super::style;
use super::text::ChartText;
use crate::model::constants::{BURN_PAGE, BURN_WARN, ERROR_BUDGET, TIMEOUT_S};
use crate::model::MinuteRecord;

/// The cache/DB axis stops at 300 %: a database at 10× its capacity reads as "saturated"
/// from the top edge just as well, and the hit rate keeps its scale.
const MAX_PERCENT_AXIS: f64 = 300.0;

pub(crate) type Points = Vec<(f64, f64)>;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Layer {
    /// Filled from the axis floor up to the points, opaque (drawn before lines).
    Area { points: Points, fill: RGBColor },
    Line {
        points: Points,
        color: RGBColor,
        width: u32,
    },
    /// A dashed line: another run than the team's (the what-if budgets), `dash` pixels
    /// drawn then skipped.
    Dashed {
        points: Points,
        color: RGBColor,
        width: u32,
        dash: (u32, u32),
    },
    /// A dashed horizontal threshold across the whole panel.
    Level { y: f64, color: RGBColor },
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Legend {
    pub label: String,
    pub color: RGBColor,
    pub dashed: bool,
}

/// The latest value of a series, written right of the plot at the line's height: the
/// number a player asks for first.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Tag {
    pub y: f64,
    pub label: String,
    pub color: RGBColor,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Panel {
    /// Drawn where the chart has panel titles (not on the compact chart).
    pub title: String,
    pub legend: Vec<Legend>,
    pub y_min: f64,
    pub y_max: f64,
    /// Value-axis ticks and their labels, left side.
    pub y_ticks: Vec<(f64, String)>,
    /// A second scale of the same axis, right side (the error rate next to the burn);
    /// panels without one show [`Tag`]s there.
    pub right_ticks: Vec<(f64, String)>,
    pub tags: Vec<Tag>,
    pub layers: Vec<Layer>,
}

/// Requests let in against N/S, what the workers can serve at this service time.
pub(super) fn traffic(shown: &[&MinuteRecord], text: &ChartText, max_ticks: u32) -> Panel {
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
pub(super) fn errors(shown: &[&MinuteRecord], text: &ChartText) -> Panel {
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

pub(super) fn latency(shown: &[&MinuteRecord], text: &ChartText, max_ticks: u32) -> Panel {
    let p99 = series(shown, |r| r.p99_s);
    // The time-out line always shows, with room above it.
    let (top, ticks) = scale::nice_ticks(max_of(&p99).max(TIMEOUT_S * 1.2), max_ticks + 1, 0.5);
    let p99 = clamped(p99, top);
    Panel {
        title: text.latency_panel.clone(),
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

pub(super) fn cache(shown: &[&MinuteRecord], text: &ChartText, max_ticks: u32) -> Panel {
    let hit = series(shown, |r| r.hit * 100.0);
    let db = series(shown, |r| r.db_util * 100.0);
    let (top, ticks) =
        scale::nice_ticks(max_of(&db).clamp(100.0, MAX_PERCENT_AXIS), max_ticks, 25.0);
    let (hit, db) = (clamped(hit, top), clamped(db, top));
    let percent = |v: f64| format!("{v:.0}%");
    Panel {
        title: text.cache_panel.clone(),
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
pub(super) fn fleet(shown: &[&MinuteRecord], text: &ChartText, max_ticks: u32) -> Panel {
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

/// The error budget left in % of the month's (below zero when overspent), the what-if
/// runs' budgets dashed on top of it (each its own colour and dash), and the fleet's cost in $/h on the right. The cost scale
/// shares the grid: its zero on the budget's zero, one round cost step per grid step.
pub(super) fn budget(
    shown: &[&MinuteRecord],
    text: &ChartText,
    comparisons: &[Comparison],
    window: Window,
    max_ticks: u32,
) -> Panel {
    let team = series(shown, |r| r.budget_remaining * 100.0);
    let others: Vec<Points> = comparisons
        .iter()
        .map(|c| {
            let points = c.points(window.first, window.last);
            points.into_iter().map(|(x, y)| (x, y * 100.0)).collect()
        })
        .collect();
    let values = || {
        team.iter()
            .chain(others.iter().flatten())
            .map(|&(_, y)| y)
            .filter(|y| y.is_finite())
    };
    let lo = values().fold(0.0, f64::min);
    let hi = values().fold(0.0, f64::max);
    let (ticks, step) = scale::signed_ticks(lo, hi, max_ticks, 1.0);
    let (bottom, top_tick) = (ticks[0], ticks[ticks.len() - 1]);
    // A little room above the highest line, so that a budget that starts full does not
    // run along the top edge.
    let top = top_tick.max(hi + 0.05 * (top_tick - bottom));
    let grid_steps_above_zero = (top_tick / step).round().max(1.0);
    let cost = series(shown, |r| r.fleet_cost_per_h);
    let cost_step = scale::nice_step(max_of(&cost) / grid_steps_above_zero, 0.5);
    let cost_on_axis = cost
        .into_iter()
        .map(|(x, c)| (x, scale::clamp_to_axis(c / cost_step * step, top)))
        .collect();
    let on_axis = |points: Points| -> Points {
        let finite = points.into_iter().filter(|(_, y)| y.is_finite());
        finite.map(|(x, y)| (x, y.clamp(bottom, top))).collect()
    };

    let mut legend_entries = vec![legend(&text.budget_left, style::BUDGET, false)];
    let mut layers = vec![Layer::Line {
        points: cost_on_axis,
        color: style::COST,
        width: style::SECOND_LINE,
    }];
    if bottom < 0.0 {
        // Overspent: the zero line is the budget's end, drawn like a threshold.
        layers.insert(
            0,
            Layer::Level {
                y: 0.0,
                color: style::PAGE,
            },
        );
    }
    legend_entries.push(legend(&text.cost, style::COST, false));
    layers.push(Layer::Line {
        points: on_axis(team),
        color: style::BUDGET,
        width: style::MAIN_LINE,
    });
    // The what-if runs go on top of the team's line: where they run together (before the
    // team's first action), the dashes stay visible over it.
    for (index, (comparison, points)) in comparisons.iter().zip(others).enumerate() {
        let color = style::COMPARISONS[index % style::COMPARISONS.len()];
        legend_entries.insert(index + 1, legend(&comparison.label, color, true));
        layers.push(Layer::Dashed {
            points: on_axis(points),
            color,
            width: style::SECOND_LINE,
            dash: style::COMPARISON_DASHES[index % style::COMPARISON_DASHES.len()],
        });
    }
    let cost_label = |t: f64| {
        let dollars = scale::format_number(t / step * cost_step);
        format!("{dollars} {}", text.cost_unit)
    };
    Panel {
        title: text.budget_panel.clone(),
        legend: legend_entries,
        y_min: bottom,
        y_max: top,
        y_ticks: linear_ticks(&ticks, |t| format!("{}%", scale::format_number(t))),
        right_ticks: ticks
            .iter()
            .filter(|&&t| t >= 0.0)
            .map(|&t| (t, cost_label(t)))
            .collect(),
        tags: Vec::new(),
        layers,
    }
}

fn series(shown: &[&MinuteRecord], value: impl Fn(&MinuteRecord) -> f64) -> Points {
    shown
        .iter()
        .map(|r| (f64::from(r.minute), value(r)))
        .collect()
}

fn max_of(points: &Points) -> f64 {
    points
        .iter()
        .map(|&(_, y)| y)
        .filter(|y| y.is_finite())
        .fold(0.0, f64::max)
}

fn clamped(points: Points, top: f64) -> Points {
    points
        .into_iter()
        .map(|(x, y)| (x, scale::clamp_to_axis(y, top)))
        .collect()
}

/// A tag for the last point of `points` (already on the axis), if there is one.
fn tag(points: &Points, color: RGBColor, label: impl Fn(f64) -> String) -> Option<Tag> {
    points.last().map(|&(_, y)| Tag {
        y,
        label: label(y),
        color,
    })
}

fn legend(label: &str, color: RGBColor, dashed: bool) -> Legend {
    Legend {
        label: label.to_string(),
        color,
        dashed,
    }
}

fn linear_ticks(ticks: &[f64], format: impl Fn(f64) -> String) -> Vec<(f64, String)> {
    ticks.iter().map(|&t| (t, format(t))).collect()
}
