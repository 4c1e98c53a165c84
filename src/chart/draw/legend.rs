//! A panel's header: its title, then its legend (a short line in each series' colour and
//! its name), laid out to fit the cell — shrunk, wrapped or cut short as the kind allows —
//! and drawn above the plot.

use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::surface::{draw_error, look, Area, Words};
use crate::chart::error::ChartError;
use crate::chart::glyphs::{Align, Look, Weight};
use crate::chart::markers;
use crate::chart::panels::Panel;
use crate::chart::style::{self, Measures};

/// The legend's spacing is designed at this font size and scales with the font.
const LEGEND_DESIGN_PX: f64 = 17.0;

/// Where a panel's legend goes: each entry's (row, x) in the cell, in which look, with
/// which swatch length and gap after it.
pub(super) struct LegendLayout {
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
    pub(super) fn header_height(&self, m: &Measures) -> i32 {
        let more = self.rows.saturating_sub(m.header_rows) as i32;
        m.panel_header + more * self.row_height()
    }
}

/// The panel's title, then its legend: a short line in each series' colour (dashed for
/// thresholds and other runs) and its name. Above the plot, so it never covers data. Long
/// words (other languages) first shrink the legend, then wrap it into two rows, as the
/// kind's layouts allow; entries that still do not fit are left out.
pub(super) fn legend_layout(
    words: &Words,
    panel: &Panel,
    m: &Measures,
    cell_width: i32,
) -> LegendLayout {
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

pub(super) fn draw_header(
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
