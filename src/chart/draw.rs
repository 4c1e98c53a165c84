//! Draws a [`Plan`] onto a [`Canvas`] of palette indices: plotters paints the panels
//! (grid, areas, lines, thresholds, marker lines), then [`glyphs`] sets every word on top.
//! Layout: the title bar, the traffic panel across the top with the marker labels above
//! its plot, and the four other panels in a 2 × 2 grid. Every panel has the same axis
//! margins, so the time axes of panels in one column line up.

use plotters::coord::Shift;
use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::axis::TickedAxis;
use super::canvas::Canvas;
use super::error::ChartError;
use super::font::Fonts;
use super::glyphs::{self, Align, Label, Look, Weight};
use super::markers::{self, Placement};
use super::panels::{Layer, Panel};
use super::plan::Plan;
use super::style::{self, HEIGHT, WIDTH};

type Area<'a> = DrawingArea<Canvas<'a>, Shift>;

/// The title bar's height; the panels share the rest.
const TITLE_BAR: i32 = 44;
/// Height of the traffic panel (before marker lanes are added to it).
const TOP_PANEL: i32 = 198;
/// A panel's title-and-legend row.
const PANEL_HEADER: i32 = 34;
/// One lane of marker labels.
const LANE: i32 = 20;
/// Label areas of every panel: value axis left, second scale or value tags right, time
/// axis below.
const LEFT_AXIS: i32 = 64;
const RIGHT_AXIS: i32 = 62;
const TIME_AXIS: i32 = 26;
/// Space around the chart, and between panel rows.
const GAP: i32 = 8;
const ROW_GAP: i32 = 10;
/// Space between a plot's edge and its tick labels.
const LABEL_PAD: i32 = 8;
/// Least distance between two value tags' centres.
const TAG_GAP: i32 = 18;

fn draw_error<E: std::error::Error + Send + Sync>(error: DrawingAreaErrorKind<E>) -> ChartError {
    ChartError::Draw(error.to_string())
}

/// The words of the chart, collected while plotters draws and painted after it.
struct Words {
    fonts: &'static Fonts,
    labels: Vec<Label>,
}

impl Words {
    fn width(&self, text: &str, look: Look) -> i32 {
        glyphs::width(self.fonts, text, look)
    }

    fn add(&mut self, text: &str, (x, y): (i32, i32), look: Look, align: Align) {
        if !text.is_empty() {
            self.labels.push(Label {
                text: text.to_string(),
                x,
                y,
                look,
                align,
            });
        }
    }
}

fn look(size: f64, weight: Weight, color: RGBColor) -> Look {
    Look {
        size,
        weight,
        color,
    }
}

/// Draws the whole chart onto `pixels` (WIDTH × HEIGHT palette indices).
pub(crate) fn draw(
    plan: &Plan,
    fonts: &'static Fonts,
    pixels: &mut [u8],
) -> Result<(), ChartError> {
    let mut words = Words {
        fonts,
        labels: Vec::with_capacity(96),
    };
    draw_shapes(plan, &mut words, pixels)?;
    glyphs::paint(fonts, &words.labels, pixels, WIDTH);
    Ok(())
}

fn draw_shapes(plan: &Plan, words: &mut Words, pixels: &mut [u8]) -> Result<(), ChartError> {
    // Zeroed pixels are the background already (palette entry 0).
    let root = Canvas::new(pixels, WIDTH, HEIGHT).into_drawing_area();

    let (width, height) = (WIDTH as i32, HEIGHT as i32);
    let title_y = TITLE_BAR / 2;
    let title = look(style::TITLE_PX, Weight::Bold, style::TEXT);
    let dim = look(style::LEGEND_PX, Weight::Regular, style::TEXT_DIM);
    // A long (translated) title is shortened rather than run into the axis label.
    let room = width - 2 * (GAP + 6) - words.width(&plan.time_axis, dim) - 24;
    let mut heading = plan.title.clone();
    while words.width(&heading, title) > room && heading.chars().count() > 1 {
        heading.pop();
        heading.pop();
        heading.push('…');
    }
    words.add(&heading, (GAP + 6, title_y), title, Align::Left);
    words.add(
        &plan.time_axis,
        (width - GAP - 6, title_y),
        dim,
        Align::Right,
    );

    // Marker labels go in lanes above the traffic plot; place them first, the panel grows
    // by the lanes they need.
    let plot_left = GAP + LEFT_AXIS;
    let plot_right = width - GAP - RIGHT_AXIS;
    let marker_look = look(style::MARKER_PX, Weight::Regular, style::MARKER);
    let label_sizes: Vec<(i32, i32)> = plan
        .markers
        .iter()
        .map(|marker| {
            let x = minute_to_px(plan, marker.minute, plot_left, plot_right);
            (x, words.width(&marker.label, marker_look))
        })
        .collect();
    let placements = markers::place(&label_sizes, plot_left, plot_right);
    let lanes = markers::lanes_used(&placements) as i32;

    let top_height = TOP_PANEL + lanes * LANE;
    let row_height = (height - TITLE_BAR - top_height - 2 * ROW_GAP - GAP) / 2;
    let half = (width - GAP) / 2;
    let second_row = TITLE_BAR + top_height + ROW_GAP;
    let third_row = second_row + row_height + ROW_GAP;
    let cells = [
        (GAP, TITLE_BAR, width - 2 * GAP, top_height),
        (GAP, second_row, half - GAP, row_height),
        (half, second_row, half, row_height),
        (GAP, third_row, half - GAP, row_height),
        (half, third_row, half, row_height),
    ];
    for (index, (panel, &(x, y, w, h))) in plan.panels.iter().zip(&cells).enumerate() {
        let area = root
            .clone()
            .shrink((x, y), (w.max(1) as u32, h.max(1) as u32));
        let lane_space = if index == 0 { lanes * LANE } else { 0 };
        draw_panel(&area, panel, plan, lane_space, words)?;
    }

    let lane_top = TITLE_BAR + PANEL_HEADER;
    let plot_top = lane_top + lanes * LANE;
    for (marker, (placement, &(x, _))) in
        plan.markers.iter().zip(placements.iter().zip(&label_sizes))
    {
        if let Some(Placement { lane, text_x }) = *placement {
            let y = lane_top + lane as i32 * LANE + LANE / 2;
            words.add(&marker.label, (text_x, y), marker_look, Align::Left);
            // A dashed stem from the label's lane down to the plot joins label and line.
            root.draw(&dashed_vertical(x, y - LANE / 2 + 2, plot_top))
                .map_err(draw_error)?;
        }
    }
    root.present().map_err(draw_error)
}

/// The pixel column of `minute` in a plot spanning `left..right`: plotters' linear map,
/// give or take a pixel, which is all label placement needs.
fn minute_to_px(plan: &Plan, minute: u32, left: i32, right: i32) -> i32 {
    let window = plan.window;
    let share = f64::from(minute.saturating_sub(window.first)) / f64::from(window.span().max(1));
    left + (share * f64::from(right - left - 1)).round() as i32
}

fn dashed_vertical(
    x: i32,
    from: i32,
    to: i32,
) -> DashedPathElement<std::vec::IntoIter<(i32, i32)>, i32> {
    let style = ShapeStyle::from(style::MARKER).stroke_width(1);
    DashedPathElement::new(vec![(x, from), (x, to)], 4, 4, style)
}

fn draw_panel(
    area: &Area,
    panel: &Panel,
    plan: &Plan,
    lane_space: i32,
    words: &mut Words,
) -> Result<(), ChartError> {
    draw_header(area, panel, words)?;

    let x_ticks: Vec<f64> = plan.x_ticks.iter().map(|(x, _)| *x).collect();
    let y_ticks: Vec<f64> = panel.y_ticks.iter().map(|(y, _)| *y).collect();
    let (x_min, x_max) = (f64::from(plan.window.first), f64::from(plan.window.last));
    let mut chart = ChartBuilder::on(area)
        .margin_top(PANEL_HEADER + lane_space)
        // The right side is a margin, not a label area: plotters would repeat the left
        // labels there.
        .margin_right(RIGHT_AXIS)
        .x_label_area_size(TIME_AXIS)
        .y_label_area_size(LEFT_AXIS)
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
    for marker in &plan.markers {
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
    let tick = look(style::TICK_PX, Weight::Regular, style::TEXT_DIM);
    let below = y_range.end + LABEL_PAD + 6;
    for (x, label) in &plan.x_ticks {
        words.add(label, (px(*x, 0.0).0, below), tick, Align::Centre);
    }
    for (y, label) in &panel.y_ticks {
        let at = (x_range.start - LABEL_PAD, px(x_min, *y).1);
        words.add(label, at, tick, Align::Right);
    }
    // Right of the plot: the second scale if the panel has one, else the value tags.
    let right = x_range.end + LABEL_PAD;
    for (y, label) in &panel.right_ticks {
        words.add(label, (right, px(x_max, *y).1), tick, Align::Left);
    }
    let wanted: Vec<i32> = panel.tags.iter().map(|tag| px(x_max, tag.y).1).collect();
    let spread = markers::spread(&wanted, TAG_GAP, y_range.start, y_range.end);
    for (tag, y) in panel.tags.iter().zip(spread) {
        let bold = look(style::TICK_PX, Weight::Bold, tag.color);
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
        } => {
            let line = ShapeStyle::from(*color).stroke_width(*width);
            if let [only] = points.as_slice() {
                // One minute of data is a dot, not an invisible zero-length line.
                let dot = Circle::new(*only, *width as i32 + 1, line.filled());
                chart.draw_series([dot]).map_err(draw_error)?;
            } else {
                chart
                    .draw_series(LineSeries::new(points.iter().copied(), line))
                    .map_err(draw_error)?;
            }
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

/// The panel's title, then its legend: a short line in each series' colour (dashed for
/// thresholds) and its name. Above the plot, so it never covers data. Long words (other
/// languages) first shrink the legend, then wrap it into two rows; entries that still do
/// not fit are left out.
fn draw_header(area: &Area, panel: &Panel, words: &mut Words) -> Result<(), ChartError> {
    // Spacing at the full legend size; it shrinks with the font.
    const SWATCH: f64 = 22.0;
    const AFTER_SWATCH: f64 = 6.0;
    const AFTER_ENTRY: f64 = 16.0;
    const AFTER_TITLE: i32 = 18;
    /// (rows, font size) in the order tried.
    const LAYOUTS: [(usize, f64); 6] = [
        (1, style::LEGEND_PX),
        (1, style::LEGEND_PX - 1.0),
        (1, style::LEGEND_PX - 2.0),
        (2, 14.0),
        (2, 13.0),
        (2, 12.0),
    ];

    // Words are placed in the image's pixels, shapes in the panel's.
    let (base_x, base_y) = area.get_base_pixel();
    let middle = PANEL_HEADER / 2;
    let title = look(style::PANEL_TITLE_PX, Weight::Bold, style::TEXT);
    words.add(
        &panel.title,
        (base_x + 12, base_y + middle),
        title,
        Align::Left,
    );
    let left = 12 + words.width(&panel.title, title) + AFTER_TITLE;
    let right = area.dim_in_pixel().0 as i32 - 4;

    let layout = |rows: usize, size: f64| {
        let [swatch, after_swatch, after_entry] = [SWATCH, AFTER_SWATCH, AFTER_ENTRY]
            .map(|space| (space * size / style::LEGEND_PX).round() as i32);
        let legend = look(size, Weight::Regular, style::TEXT);
        let widths: Vec<i32> = panel
            .legend
            .iter()
            .map(|entry| swatch + after_swatch + words.width(&entry.label, legend))
            .collect();
        let placed = markers::flow(&widths, after_entry, left, right, rows);
        (placed, legend, swatch, after_swatch)
    };
    let chosen = LAYOUTS.iter().find_map(|&(rows, size)| {
        let (placed, legend, swatch, after_swatch) = layout(rows, size);
        placed.map(|placed| (placed, legend, swatch, after_swatch, rows))
    });
    // Nothing fits even in two small rows: as many entries as fit in one row.
    let (placed, legend, swatch, after_swatch, rows) = chosen.unwrap_or_else(|| {
        let (_, legend, swatch, after_swatch) = layout(1, 12.0);
        let mut placed = Vec::new();
        let mut x = left;
        for entry in &panel.legend {
            let width = swatch + after_swatch + words.width(&entry.label, legend);
            if x + width > right {
                break;
            }
            placed.push((0, x));
            x += width + AFTER_ENTRY as i32 / 2;
        }
        (placed, legend, swatch, after_swatch, 1)
    });
    let row_height = (legend.size * 1.2).round() as i32;
    for (entry, (row, x)) in panel.legend.iter().zip(placed) {
        let y = middle + (2 * row as i32 + 1 - rows as i32) * row_height / 2;
        let line = ShapeStyle::from(entry.color).stroke_width(3);
        let ends = vec![(x, y), (x + swatch, y)];
        if entry.dashed {
            area.draw(&DashedPathElement::new(ends, 6, 4, line))
                .map_err(draw_error)?;
        } else {
            area.draw(&PathElement::new(ends, line))
                .map_err(draw_error)?;
        }
        let at = (base_x + x + swatch + after_swatch, base_y + y);
        words.add(&entry.label, at, legend, Align::Left);
    }
    Ok(())
}
