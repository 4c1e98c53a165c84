//! The error budget panel: the team's budget left, the what-if runs' budgets dashed on top
//! of it, and the fleet's cost on a second scale of the same grid.

use super::{legend, linear_ticks, max_of, series, Layer, Panel, Points, XAxis};
use crate::chart::comparison::Comparison;
use crate::chart::scale::{self, Window};
use crate::chart::style;
use crate::chart::text::ChartText;
use crate::model::MinuteRecord;

/// The error budget left in % of the month's (below zero when overspent), the what-if
/// runs' budgets dashed on top of it (each its own colour and dash), and the fleet's cost
/// in $/h on the right. The cost scale shares the grid: its zero on the budget's zero, one
/// round cost step per grid step.
pub(in crate::chart) fn budget(
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
        let (color, dash) = style::comparison_ink(index);
        legend_entries.insert(index + 1, legend(&comparison.label, color, true));
        layers.push(Layer::Dashed {
            points: on_axis(points),
            color,
            width: style::SECOND_LINE,
            dash,
        });
    }
    let cost_label = |t: f64| {
        let dollars = scale::format_number(t / step * cost_step);
        format!("{dollars} {}", text.cost_unit)
    };
    Panel {
        title: text.budget_panel.clone(),
        x_axis: XAxis::Time,
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
