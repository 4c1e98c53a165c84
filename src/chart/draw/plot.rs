//! A panel's plot: plotters' grid, axes and tick marks, the markers' dashed lines, the
//! panel's layers (areas, lines, dashed lines, threshold levels, bars), and the tick labels
//! and value tags beside it, spaced so they never overlap. A panel of groups (the score's
//! parts) has its groups' names under it instead of the clock, and no markers.

use plotters::prelude::*;

use super::layout::{label_line_step, Axes, Cell};
use super::surface::{draw_error, look, Area, Words};
use crate::chart::axis::TickedAxis;
use crate::chart::canvas::Canvas;
use crate::chart::error::ChartError;
use crate::chart::glyphs::{self, Align, Weight};
use crate::chart::markers;
use crate::chart::panels::{Layer, Panel, XAxis};
use crate::chart::plan::Plan;
use crate::chart::style::{self, Measures};

pub(super) fn draw_panel(
    area: &Area,
    panel: &Panel,
    plan: &Plan,
    m: &Measures,
    axes: Axes,
    cell: Cell,
    words: &mut Words,
) -> Result<(), ChartError> {
    let y_ticks: Vec<f64> = panel.y_ticks.iter().map(|(y, _)| *y).collect();
    let (x_min, x_max, x_ticks) = match &panel.x_axis {
        XAxis::Time => (
            f64::from(plan.window.first),
            f64::from(plan.window.last),
            plan.x_ticks.iter().map(|(x, _)| *x).collect(),
        ),
        XAxis::Groups { slots, .. } => (0.0, *slots, Vec::new()),
    };
    let mut chart = ChartBuilder::on(area)
        .margin_top(cell.header + cell.lanes)
        // The right side is a margin, not a label area: plotters would repeat the left
        // labels there.
        .margin_right(axes.right)
        .x_label_area_size(cell.time_axis)
        .y_label_area_size(axes.left)
        .build_cartesian_2d(
            TickedAxis::new(x_min..x_max, x_ticks),
            TickedAxis::new(panel.y_min..panel.y_max, y_ticks),
        )
        .map_err(draw_error)?;

    // Grid, axes and tick marks from plotters; the tick labels are set by `glyphs`.
    let no_label = |_: &f64| String::new();
    chart
        .configure_mesh()
        .bold_line_style(style::GRID)
        .light_line_style(TRANSPARENT)
        .axis_style(style::AXIS)
        .set_all_tick_mark_size(4)
        .x_label_formatter(&no_label)
        .y_label_formatter(&no_label)
        .draw()
        .map_err(draw_error)?;

    let marker_style = ShapeStyle::from(style::MARKER).stroke_width(1);
    let markers = match panel.x_axis {
        XAxis::Time => plan.markers.as_slice(),
        XAxis::Groups { .. } => &[],
    };
    for marker in markers {
        let x = f64::from(marker.minute);
        chart
            .draw_series(DashedLineSeries::new(
                [(x, panel.y_min), (x, panel.y_max)],
                4,
                4,
                marker_style,
            ))
            .map_err(draw_error)?;
    }

    for layer in &panel.layers {
        draw_layer(&mut chart, layer, panel.y_min, (x_min, x_max))?;
    }

    let (x_range, y_range) = chart.plotting_area().get_pixel_range();
    let px = |x: f64, y: f64| chart.backend_coord(&(x, y));
    let tick = look(m.tick_px, Weight::Regular, style::TEXT_DIM);
    let cap = m.tick_px * glyphs::CAP_HEIGHT_EM;
    // The labels under the plot sit a capital's height and a little below its edge, so
    // the first one clears the lowest value label, centred on that edge, at its left.
    let below = y_range.end + cap.ceil() as i32 + m.label_pad / 2;
    match &panel.x_axis {
        XAxis::Time if cell.time_axis > 0 => {
            for (x, label) in &plan.x_ticks {
                words.add(label, (px(*x, 0.0).0, below), tick, Align::Centre);
            }
        }
        XAxis::Time => {}
        XAxis::Groups { names, offset, .. } => {
            // Each name centred under its group, on two lines when one is too narrow.
            let room = px(1.0, 0.0).0 - px(0.0, 0.0).0 - m.label_pad;
            for (group, name) in names.iter().enumerate() {
                let centre = px(offset + group as f64 + 0.5, 0.0).0;
                let mut lines = markers::wrap(name, |t| words.width(t, tick), room, room);
                if lines.len() > 2 {
                    // Two lines is all the row has room for; no word is left out.
                    let rest = lines.split_off(1).join(" ");
                    lines.push(rest);
                }
                for (line_index, line) in lines.iter().enumerate() {
                    let y = below + line_index as i32 * label_line_step(m);
                    words.add(line, (centre, y), tick, Align::Centre);
                }
            }
        }
    }
    // Tick labels never overlap: one too close to the one below it is left out (its grid
    // line stays).
    let least = cap.ceil() as i32 + 4;
    let spaced = |ticks: &[(f64, String)], x: f64| -> Vec<(i32, String)> {
        let mut placed: Vec<(i32, String)> = Vec::new();
        let mut by_height: Vec<(i32, &String)> = ticks
            .iter()
            .map(|(y, label)| (px(x, *y).1, label))
            .collect();
        by_height.sort_by_key(|&(y, _)| std::cmp::Reverse(y));
        for (y, label) in by_height {
            if placed.last().is_none_or(|(below, _)| below - y >= least) {
                placed.push((y, label.clone()));
            }
        }
        placed
    };
    for (y, label) in spaced(&panel.y_ticks, x_min) {
        words.add(&label, (x_range.start - m.label_pad, y), tick, Align::Right);
    }
    // Right of the plot: the second scale if the panel has one, else the value tags.
    let right = x_range.end + m.label_pad;
    for (y, label) in spaced(&panel.right_ticks, x_max) {
        words.add(&label, (right, y), tick, Align::Left);
    }
    let wanted: Vec<i32> = panel.tags.iter().map(|tag| px(x_max, tag.y).1).collect();
    let spread = markers::spread(&wanted, m.tag_gap, y_range.start, y_range.end);
    for (tag, y) in panel.tags.iter().zip(spread) {
        let bold = look(m.tick_px, Weight::Bold, tag.color);
        words.add(&tag.label, (right, y), bold, Align::Left);
    }
    Ok(())
}

type Chart<'a, 'b> = ChartContext<'a, Canvas<'b>, Cartesian2d<TickedAxis, TickedAxis>>;

fn draw_layer(
    chart: &mut Chart,
    layer: &Layer,
    floor: f64,
    (x_min, x_max): (f64, f64),
) -> Result<(), ChartError> {
    match layer {
        Layer::Area { points, fill } => {
            let fill = ShapeStyle::from(*fill).filled();
            chart
                .draw_series(AreaSeries::new(points.iter().copied(), floor, fill))
                .map_err(draw_error)?;
        }
        Layer::Line {
            points,
            color,
            width,
        }
        | Layer::Dashed {
            points,
            color,
            width,
            ..
        } => {
            let line = ShapeStyle::from(*color).stroke_width(*width);
            if let [only] = points.as_slice() {
                // One minute of data is a dot, not an invisible zero-length line.
                let dot = Circle::new(*only, *width as i32 + 1, line.filled());
                chart.draw_series([dot]).map_err(draw_error)?;
            } else if let Layer::Dashed {
                dash: (drawn, skipped),
                ..
            } = layer
            {
                chart
                    .draw_series(DashedLineSeries::new(
                        points.iter().copied(),
                        *drawn,
                        *skipped,
                        line,
                    ))
                    .map_err(draw_error)?;
            } else {
                chart
                    .draw_series(LineSeries::new(points.iter().copied(), line))
                    .map_err(draw_error)?;
            }
        }
        Layer::Bar {
            left,
            width,
            value,
            color,
        } => {
            let fill = ShapeStyle::from(*color).filled();
            let corners = [(*left, floor), (left + width, floor.max(*value))];
            chart
                .draw_series([Rectangle::new(corners, fill)])
                .map_err(draw_error)?;
        }
        Layer::Level { y, color } => {
            let line = ShapeStyle::from(*color).stroke_width(style::THRESHOLD_LINE);
            chart
                .draw_series(DashedLineSeries::new(
                    [(x_min, *y), (x_max, *y)],
                    10,
                    6,
                    line,
                ))
                .map_err(draw_error)?;
        }
    }
    Ok(())
}
