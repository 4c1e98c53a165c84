//! Draws a [`Plan`] onto a [`Canvas`] of palette indices: plotters paints the panels
//! (grid, areas, lines, thresholds, marker lines), then [`glyphs`] sets every word on top.
//!
//! Layout: the title bar (the title on as many lines as it needs, never cut), then rows of
//! panels, the marker labels in lanes above the first row's plot. Detail: traffic across
//! the top, the four others in a 2 × 2 grid. Run: the same, and the budget across the
//! bottom. Compact: traffic, errors and budget across, one under the other, the time axis
//! labelled under the last only. Every panel of a chart has the same axis margins, so the
//! time axes line up; a row's panels have the same header, so their plots line up too.

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
use super::style::{self, Kind, Measures};

type Area<'a> = DrawingArea<Canvas<'a>, Shift>;

/// Height of the traffic panel of the five-panel charts (before marker lanes are added);
/// the other rows share the rest.
const TOP_PANEL: i32 = 198;
/// The legend's spacing is designed at this font size and scales with the font.
const LEGEND_DESIGN_PX: f64 = 17.0;
/// A title's next line starts this many title sizes below the line before.
const TITLE_LINE: f64 = 1.25;

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

/// Draws the whole chart onto `pixels` (the kind's width × height palette indices).
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
    glyphs::paint(fonts, &words.labels, pixels, plan.kind.measures().width);
    Ok(())
}

/// Where a panel sits in its row.
#[derive(Debug, Clone, Copy)]
enum Span {
    Full,
    Left,
    Right,
}

/// A row of panels: the panels' indices in the plan, the row's height when it is fixed
/// (else the flexible rows share what is left for plots in proportion to their weights),
/// and whether its time axis is labelled.
struct Row {
    panels: &'static [(usize, Span)],
    fixed: Option<i32>,
    weight: i32,
    time_labels: bool,
}

fn rows(kind: Kind) -> &'static [Row] {
    const TOP: Row = Row {
        panels: &[(0, Span::Full)],
        fixed: Some(TOP_PANEL),
        weight: 0,
        time_labels: true,
    };
    const MIDDLE: Row = Row {
        panels: &[(1, Span::Left), (2, Span::Right)],
        fixed: None,
        weight: 1,
        time_labels: true,
    };
    const BOTTOM: Row = Row {
        panels: &[(3, Span::Left), (4, Span::Right)],
        fixed: None,
        weight: 1,
        time_labels: true,
    };
    const BUDGET: Row = Row {
        panels: &[(5, Span::Full)],
        fixed: None,
        weight: 1,
        time_labels: true,
    };
    // The compact chart: the burn's five decades get the most height, the slow budget
    // line the least.
    const COMPACT: [Row; 3] = [
        Row {
            panels: &[(0, Span::Full)],
            fixed: None,
            weight: 4,
            time_labels: false,
        },
        Row {
            panels: &[(1, Span::Full)],
            fixed: None,
            weight: 5,
            time_labels: false,
        },
        Row {
            panels: &[(2, Span::Full)],
            fixed: None,
            weight: 3,
            time_labels: true,
        },
    ];
    const DETAIL: [Row; 3] = [TOP, MIDDLE, BOTTOM];
    const RUN: [Row; 4] = [TOP, MIDDLE, BOTTOM, BUDGET];
    match kind {
        Kind::Detail => &DETAIL,
        Kind::Run => &RUN,
        Kind::Compact => &COMPACT,
    }
}

/// A panel's cell: left edge and width in the image.
fn cell_x(span: Span, m: &Measures) -> (i32, i32) {
    let width = m.width as i32;
    let half = (width - m.gap) / 2;
    match span {
        Span::Full => (m.gap, width - 2 * m.gap),
        Span::Left => (m.gap, half - m.gap),
        Span::Right => (half, half),
    }
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

    // Each panel's legend, then each row's header: the rows' heights follow.
    let legends: Vec<LegendLayout> = plan
        .panels
        .iter()
        .enumerate()
        .map(|(index, panel)| {
            let span = rows(plan.kind)
                .iter()
                .flat_map(|row| row.panels)
                .find(|(i, _)| *i == index)
                .map_or(Span::Full, |(_, span)| *span);
            legend_layout(words, panel, m, cell_x(span, m).1)
        })
        .collect();
    let row_specs = rows(plan.kind);
    let headers: Vec<i32> = row_specs
        .iter()
        .map(|row| {
            row.panels
                .iter()
                .filter_map(|(i, _)| legends.get(*i))
                .map(|legend| legend.header_height(m))
                .max()
                .unwrap_or(m.panel_header)
        })
        .collect();
    let lane_space = |row: usize| if row == 0 { lanes * m.lane } else { 0 };
    let time_space = |row: &Row| if row.time_labels { m.time_axis } else { 0 };
    let weights: i32 = row_specs
        .iter()
        .filter(|r| r.fixed.is_none())
        .map(|r| r.weight)
        .sum();
    let taken: i32 = row_specs
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let own = row.fixed.unwrap_or(headers[i] + time_space(row));
            own + lane_space(i)
        })
        .sum();
    let gaps = m.row_gap * (row_specs.len() as i32 - 1);
    let plots = height - title_bar - m.gap - gaps - taken;

    let mut y = title_bar;
    let mut first_plot_top = title_bar;
    for (index, row) in row_specs.iter().enumerate() {
        let plot = plots * row.weight / weights.max(1);
        let own = row.fixed.unwrap_or(headers[index] + time_space(row) + plot);
        let h = own + lane_space(index);
        for &(panel_index, span) in row.panels {
            let Some(panel) = plan.panels.get(panel_index) else {
                continue;
            };
            let (x, w) = cell_x(span, m);
            let area = root
                .clone()
                .shrink((x, y), (w.max(1) as u32, h.max(1) as u32));
            let cell = Cell {
                header: headers[index],
                lanes: lane_space(index),
                time_axis: time_space(row),
            };
            draw_header(&area, panel, &legends[panel_index], m, cell.header, words)?;
            draw_panel(&area, panel, plan, m, axes, cell, words)?;
        }
        if index == 0 {
            first_plot_top = y + headers[0] + lane_space(0);
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

/// The title's lines and look: one line at the title size, else at a smaller size down
/// to the least, else wrapped onto the fewest lines at the biggest size that gives them.
/// Never shortened: a long title takes more of the chart's height instead.
fn title_layout(
    words: &Words,
    title: &str,
    m: &Measures,
    first_room: i32,
    room: i32,
) -> (Vec<String>, Look) {
    let at = |size: f64| look(size, Weight::Bold, style::TEXT);
    let sizes: Vec<f64> = std::iter::successors(Some(m.title_px), |s| Some(s - 2.0))
        .take_while(|&s| s >= m.title_min_px)
        .collect();
    let wrapped = sizes.iter().map(|&size| {
        let lines = markers::wrap(title, |t| words.width(t, at(size)), first_room, room);
        (lines, at(size))
    });
    // The fewest lines; among those the first size tried, the biggest.
    wrapped
        .reduce(|best, next| {
            if next.0.len() < best.0.len() {
                next
            } else {
                best
            }
        })
        .unwrap_or_else(|| (vec![title.to_string()], at(m.title_px)))
}

/// The left and right margins of every plot.
#[derive(Debug, Clone, Copy)]
struct Axes {
    left: i32,
    right: i32,
}

/// A panel's cell heights: its header row, the marker lanes above its plot and the time
/// axis below (0 when the time axis is not labelled there).
#[derive(Debug, Clone, Copy)]
struct Cell {
    header: i32,
    lanes: i32,
    time_axis: i32,
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
    m: &Measures,
    axes: Axes,
    cell: Cell,
    words: &mut Words,
) -> Result<(), ChartError> {
    let x_ticks: Vec<f64> = plan.x_ticks.iter().map(|(x, _)| *x).collect();
    let y_ticks: Vec<f64> = panel.y_ticks.iter().map(|(y, _)| *y).collect();
    let (x_min, x_max) = (f64::from(plan.window.first), f64::from(plan.window.last));
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
    let tick = look(m.tick_px, Weight::Regular, style::TEXT_DIM);
    // Capitals are 0.729 em tall; a time label's top clears the lowest value label.
    let cap = m.tick_px * 0.729;
    if cell.time_axis > 0 {
        let below = y_range.end + m.label_pad + (cap / 2.0).ceil() as i32;
        for (x, label) in &plan.x_ticks {
            words.add(label, (px(*x, 0.0).0, below), tick, Align::Centre);
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
        } => {
            let line = ShapeStyle::from(*color).stroke_width(*width);
            if let [only] = points.as_slice() {
                // One minute of data is a dot, not an invisible zero-length line.
                let dot = Circle::new(*only, *width as i32 + 1, line.filled());
                chart.draw_series([dot]).map_err(draw_error)?;
            } else if matches!(layer, Layer::Dashed { .. }) {
                chart
                    .draw_series(DashedLineSeries::new(points.iter().copied(), 9, 6, line))
                    .map_err(draw_error)?;
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

/// Where a panel's legend goes: each entry's (row, x) in the cell, in which look, with
/// which swatch length and gap after it.
struct LegendLayout {
    placed: Vec<(usize, i32)>,
    look: Look,
    swatch: i32,
    after_swatch: i32,
    rows: usize,
    /// Where the legend starts, after the panel's title.
    title_look: Option<Look>,
}

impl LegendLayout {
    fn row_height(&self) -> i32 {
        (self.look.size * 1.2).round() as i32
    }

    /// The header row's height: the kind's, or more when the legend has more rows.
    fn header_height(&self, m: &Measures) -> i32 {
        let more = self.rows.saturating_sub(m.header_rows) as i32;
        m.panel_header + more * self.row_height()
    }
}

/// The panel's title, then its legend: a short line in each series' colour (dashed for
/// thresholds and other runs) and its name. Above the plot, so it never covers data. Long
/// words (other languages) first shrink the legend, then wrap it into two rows, as the
/// kind's layouts allow; entries that still do not fit are left out.
fn legend_layout(words: &Words, panel: &Panel, m: &Measures, cell_width: i32) -> LegendLayout {
    // Spacing at the legend's design size; it scales with the font.
    const SWATCH: f64 = 22.0;
    const AFTER_SWATCH: f64 = 6.0;
    const AFTER_ENTRY: f64 = 16.0;
    const AFTER_TITLE: i32 = 18;

    let title_look = m
        .panel_title_px
        .map(|size| look(size, Weight::Bold, style::TEXT));
    let left = match title_look {
        Some(title) if !panel.title.is_empty() => {
            12 + words.width(&panel.title, title) + AFTER_TITLE
        }
        _ => 12,
    };
    let right = cell_width - 4;
    let spacing = |size: f64| {
        [SWATCH, AFTER_SWATCH, AFTER_ENTRY]
            .map(|space| (space * size / LEGEND_DESIGN_PX).round() as i32)
    };
    let widths = |size: f64| -> Vec<i32> {
        let [swatch, after_swatch, _] = spacing(size);
        let legend = look(size, Weight::Regular, style::TEXT);
        panel
            .legend
            .iter()
            .map(|entry| swatch + after_swatch + words.width(&entry.label, legend))
            .collect()
    };
    let chosen = m.legends.iter().find_map(|&(rows, size)| {
        let [_, _, after_entry] = spacing(size);
        markers::flow(&widths(size), after_entry, left, right, rows)
            .map(|placed| (placed, size, rows))
    });
    // Nothing fits even in the last layout: as many entries as fit in one row.
    let (placed, size, rows) = chosen.unwrap_or_else(|| {
        let size = m.legends.last().map_or(12.0, |&(_, size)| size);
        let [_, _, after_entry] = spacing(size);
        let mut placed = Vec::new();
        let mut x = left;
        for width in widths(size) {
            if x + width > right {
                break;
            }
            placed.push((0, x));
            x += width + after_entry / 2;
        }
        (placed, size, 1)
    });
    let [swatch, after_swatch, _] = spacing(size);
    LegendLayout {
        placed,
        look: look(size, Weight::Regular, style::TEXT),
        swatch,
        after_swatch,
        rows,
        title_look,
    }
}

fn draw_header(
    area: &Area,
    panel: &Panel,
    legend: &LegendLayout,
    m: &Measures,
    header: i32,
    words: &mut Words,
) -> Result<(), ChartError> {
    // Words are placed in the image's pixels, shapes in the panel's.
    let (base_x, base_y) = area.get_base_pixel();
    // The first row sits where a one-row header has its middle; more rows go below.
    let middle = m.panel_header / 2;
    if let Some(title) = legend.title_look {
        words.add(
            &panel.title,
            (base_x + 12, base_y + middle),
            title,
            Align::Left,
        );
    }
    let rows = legend.rows as i32;
    let row_height = legend.row_height();
    for (entry, &(row, x)) in panel.legend.iter().zip(&legend.placed) {
        // Rows the header holds straddle its middle; in a taller header they go down from
        // the first row's place.
        let y = if header > m.panel_header {
            middle + row as i32 * row_height
        } else {
            middle + (2 * row as i32 + 1 - rows) * row_height / 2
        };
        let line = ShapeStyle::from(entry.color).stroke_width(3);
        let ends = vec![(x, y), (x + legend.swatch, y)];
        if entry.dashed {
            area.draw(&DashedPathElement::new(ends, 6, 4, line))
                .map_err(draw_error)?;
        } else {
            area.draw(&PathElement::new(ends, line))
                .map_err(draw_error)?;
        }
        let at = (base_x + x + legend.swatch + legend.after_swatch, base_y + y);
        words.add(&entry.label, at, legend.look, Align::Left);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::font;

    fn words() -> Words {
        Words {
            fonts: font::fonts().expect("fonts"),
            labels: Vec::new(),
        }
    }

    #[test]
    fn a_long_title_wraps_and_keeps_every_word() {
        let words = words();
        let m = Kind::Compact.measures();
        let title =
            "Tirtirka kaashka: kaydka xogta ayaa qaata codsi kasta — 60-kii daqiiqo ee u dambeeyay";
        let (lines, look) = title_layout(&words, title, m, 600, 600);
        assert!(lines.len() >= 2, "{lines:?}");
        assert!(look.size >= m.title_min_px);
        assert_eq!(lines.join(" "), title);
        for line in &lines {
            assert!(words.width(line, look) <= 600, "{line}");
        }
        // A short one stays on one line at the full size.
        let (lines, look) = title_layout(&words, "Free play", m, 600, 600);
        assert_eq!((lines.len(), look.size), (1, m.title_px));
    }

    #[test]
    fn rows_name_every_panel_once() {
        for (kind, panels) in [(Kind::Compact, 3), (Kind::Detail, 5), (Kind::Run, 6)] {
            let mut seen: Vec<usize> = rows(kind)
                .iter()
                .flat_map(|r| r.panels.iter().map(|(i, _)| *i))
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..panels).collect::<Vec<_>>(), "{kind:?}");
            assert!(matches!(rows(kind)[0].panels, [(0, Span::Full)]));
        }
    }
}
