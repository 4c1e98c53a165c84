//! Draws a [`Plan`] onto a [`Canvas`] of palette indices: plotters paints the panels
//! (grid, areas, lines, thresholds, marker lines), then [`glyphs`] sets every word on top.
//!
//! Layout: the title bar (the title on as many lines as it needs, never cut), then the
//! panels one under the other, each across the chart's width, the marker labels in lanes
//! above the first plot, the time axis labelled under the last panel over time (the run
//! chart's score parts, below it, have their groups' names instead). Every panel of a
//! chart has the same axis margins, so the time axes line up.
//!
//! In steps, each file importing only from the ones before it: [`surface`] (plotters'
//! area and the words set on top), [`layout`] (rows, cells, margins, the title's lines),
//! [`legend`] (each panel's header), [`plot`] (each panel's plot); this file lays the
//! chart out and draws it.

mod layout;
mod legend;
mod plot;
mod surface;

use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::canvas::Canvas;
use super::error::ChartError;
use super::font::Fonts;
use super::glyphs::{self, Align, Label, Look, Weight};
use super::markers::{self, Placement};
use super::plan::Plan;
use super::style;
use layout::{cell_x, minute_to_px, rows, title_layout, Axes, Cell};
use legend::{draw_header, legend_layout, LegendLayout};
use plot::draw_panel;
use surface::{draw_error, look, Words};

/// A title's next line starts this many title sizes below the line before.
const TITLE_LINE: f64 = 1.25;

/// Draws the whole chart onto `pixels` (the kind's width × height palette indices), and
/// gives back the words set.
pub(crate) fn draw(
    plan: &Plan,
    fonts: &'static Fonts,
    pixels: &mut [u8],
) -> Result<Vec<Label>, ChartError> {
    let mut words = Words {
        fonts,
        labels: Vec::with_capacity(96),
    };
    draw_shapes(plan, &mut words, pixels)?;
    glyphs::paint(fonts, &words.labels, pixels, plan.kind.measures().width);
    Ok(words.labels)
}

fn draw_shapes(plan: &Plan, words: &mut Words, pixels: &mut [u8]) -> Result<(), ChartError> {
    let m = plan.kind.measures();
    // Zeroed pixels are the background already (palette entry 0).
    let root = Canvas::new(pixels, m.width, m.height).into_drawing_area();
    let (width, height) = (m.width as i32, m.height as i32);

    // The title, beside the time axis' name on its first line.
    let dim = look(m.legends[0].1, Weight::Regular, style::TEXT_DIM);
    let title_y = m.title_bar / 2;
    let axis_name = if m.time_axis_label {
        words.add(
            &plan.time_axis,
            (width - m.gap - 6, title_y),
            dim,
            Align::Right,
        );
        words.width(&plan.time_axis, dim) + 24
    } else {
        0
    };
    let room = width - 2 * (m.gap + 6);
    let (lines, title) = title_layout(words, &plan.title, m, room - axis_name, room);
    let line_step = (title.size * TITLE_LINE).round() as i32;
    for (index, line) in lines.iter().enumerate() {
        let y = title_y + index as i32 * line_step;
        words.add(line, (m.gap + 6, y), title, Align::Left);
    }
    let title_bar = m.title_bar + lines.len().saturating_sub(1) as i32 * line_step;

    // Every panel's axis margins: the widest labels of any panel, at least the kind's.
    let tick = look(m.tick_px, Weight::Regular, style::TEXT_DIM);
    let bold = look(m.tick_px, Weight::Bold, style::TEXT);
    let widest = |labels: &mut dyn Iterator<Item = (&String, Look)>| {
        labels
            .map(|(label, look)| words.width(label, look))
            .max()
            .unwrap_or(0)
    };
    let left_labels = widest(
        &mut plan
            .panels
            .iter()
            .flat_map(|p| p.y_ticks.iter().map(|t| (&t.1, tick))),
    );
    let right_labels = widest(&mut plan.panels.iter().flat_map(|p| {
        let ticks = p.right_ticks.iter().map(|t| (&t.1, tick));
        ticks.chain(p.tags.iter().map(|t| (&t.label, bold)))
    }));
    let axes = Axes {
        left: m.left_axis.max(left_labels + m.label_pad + 4),
        right: m.right_axis.max(right_labels + m.label_pad + 4),
    };

    // Marker labels go in lanes above the first row's plot (a full-width one); place them
    // first, that row grows by the lanes they need.
    let plot_left = m.gap + axes.left;
    let plot_right = width - m.gap - axes.right;
    let marker_look = look(m.marker_px, Weight::Regular, style::MARKER);
    let label_sizes: Vec<(i32, i32)> = plan
        .markers
        .iter()
        .map(|marker| {
            let x = minute_to_px(plan, marker.minute, plot_left, plot_right);
            (x, words.width(&marker.label, marker_look))
        })
        .collect();
    let placements = markers::place(&label_sizes, plot_left, plot_right, m.max_lanes);
    let lanes = markers::lanes_used(&placements) as i32;

    // Each panel's legend, then each row's header: the rows' heights follow. The top
    // value label is centred on the plot's top edge: room for its upper half goes between
    // the header (or the marker lanes) and the plot.
    let (_, cell_width) = cell_x(m);
    let legends: Vec<LegendLayout> = plan
        .panels
        .iter()
        .map(|panel| legend_layout(words, panel, m, cell_width))
        .collect();
    let row_specs = rows(plan.kind, plan.panels.len());
    let headers: Vec<i32> = row_specs
        .iter()
        .map(|row| {
            legends
                .get(row.panel)
                .map_or(m.panel_header, |legend| legend.header_height(m))
        })
        .collect();
    let top_pad = (m.tick_px * glyphs::CAP_HEIGHT_EM / 2.0).ceil() as i32 + 2;
    let lane_space = |row: usize| if row == 0 { lanes * m.lane } else { 0 };
    let weights: i32 = row_specs.iter().map(|r| r.weight).sum();
    let taken: i32 = row_specs
        .iter()
        .enumerate()
        .map(|(i, row)| headers[i] + top_pad + row.label_space(m) + lane_space(i))
        .sum();
    let gaps = m.row_gap * (row_specs.len() as i32 - 1);
    let plots = height - title_bar - m.gap - gaps - taken;

    let mut y = title_bar;
    let mut first_plot_top = title_bar;
    let (x, w) = cell_x(m);
    for (index, row) in row_specs.iter().enumerate() {
        let plot = plots * row.weight / weights.max(1);
        let cell = Cell {
            header: headers[index],
            lanes: lane_space(index) + top_pad,
            time_axis: row.label_space(m),
        };
        let h = cell.header + cell.lanes + plot + cell.time_axis;
        if let Some(panel) = plan.panels.get(row.panel) {
            let area = root
                .clone()
                .shrink((x, y), (w.max(1) as u32, h.max(1) as u32));
            draw_header(&area, panel, &legends[row.panel], m, cell.header, words)?;
            draw_panel(&area, panel, plan, m, axes, cell, words)?;
        }
        if index == 0 {
            first_plot_top = y + cell.header + cell.lanes;
        }
        y += h + m.row_gap;
    }

    let lane_top = title_bar + headers[0];
    for (marker, (placement, &(x, _))) in
        plan.markers.iter().zip(placements.iter().zip(&label_sizes))
    {
        if let Some(Placement { lane, text_x }) = *placement {
            let y = lane_top + lane as i32 * m.lane + m.lane / 2;
            words.add(&marker.label, (text_x, y), marker_look, Align::Left);
            // A dashed stem from the label's lane down to the plot joins label and line.
            root.draw(&dashed_vertical(x, y - m.lane / 2 + 2, first_plot_top))
                .map_err(draw_error)?;
        }
    }
    root.present().map_err(draw_error)
}

fn dashed_vertical(
    x: i32,
    from: i32,
    to: i32,
) -> DashedPathElement<std::vec::IntoIter<(i32, i32)>, i32> {
    let style = ShapeStyle::from(style::MARKER).stroke_width(1);
    DashedPathElement::new(vec![(x, from), (x, to)], 4, 4, style)
}
