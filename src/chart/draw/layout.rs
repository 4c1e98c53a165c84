//! Where things go on a chart: the kind's rows of panels and each panel's cell, the plot
//! margins every panel shares, the title's lines (wrapped, never cut) and the pixel column
//! of a minute.

use super::surface::{look, Words};
use crate::chart::glyphs::{Look, Weight};
use crate::chart::markers;
use crate::chart::plan::Plan;
use crate::chart::style::{self, Kind, Measures};

/// Height of the traffic panel of the five-panel charts (before marker lanes are added);
/// the other rows share the rest.
const TOP_PANEL: i32 = 198;

/// Where a panel sits in its row.
#[derive(Debug, Clone, Copy)]
pub(super) enum Span {
    Full,
    Left,
    Right,
}

/// A row of panels: the panels' indices in the plan, the row's height when it is fixed
/// (else the flexible rows share what is left for plots in proportion to their weights),
/// and whether its time axis is labelled.
pub(super) struct Row {
    pub(super) panels: &'static [(usize, Span)],
    pub(super) fixed: Option<i32>,
    pub(super) weight: i32,
    pub(super) time_labels: bool,
}

pub(super) fn rows(kind: Kind) -> &'static [Row] {
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
pub(super) fn cell_x(span: Span, m: &Measures) -> (i32, i32) {
    let width = m.width as i32;
    let half = (width - m.gap) / 2;
    match span {
        Span::Full => (m.gap, width - 2 * m.gap),
        Span::Left => (m.gap, half - m.gap),
        Span::Right => (half, half),
    }
}

/// The title's lines and look: one line at the title size, else at a smaller size down
/// to the least, else wrapped onto the fewest lines at the biggest size that gives them.
/// Never shortened: a long title takes more of the chart's height instead.
pub(super) fn title_layout(
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
pub(super) struct Axes {
    pub(super) left: i32,
    pub(super) right: i32,
}

/// A panel's cell heights: its header row, the marker lanes above its plot and the time
/// axis below (0 when the time axis is not labelled there).
#[derive(Debug, Clone, Copy)]
pub(super) struct Cell {
    pub(super) header: i32,
    pub(super) lanes: i32,
    pub(super) time_axis: i32,
}

/// The pixel column of `minute` in a plot spanning `left..right`: plotters' linear map,
/// give or take a pixel, which is all label placement needs.
pub(super) fn minute_to_px(plan: &Plan, minute: u32, left: i32, right: i32) -> i32 {
    let window = plan.window;
    let share = f64::from(minute.saturating_sub(window.first)) / f64::from(window.span().max(1));
    left + (share * f64::from(right - left - 1)).round() as i32
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
