//! Where things go on a chart: the kind's rows of panels and each panel's cell, the plot
//! margins every panel shares, the title's lines (wrapped, never cut) and the pixel column
//! of a minute.

use super::surface::{look, Words};
use crate::chart::glyphs::{Look, Weight};
use crate::chart::markers;
use crate::chart::plan::Plan;
use crate::chart::style::{self, Kind, Measures};

/// A row of the chart: one panel across its width (the panel's index in the plan), its
/// share of the height left for plots (in proportion to the rows' weights), and the lines
/// of labels under its plot: 0 where the time axis is not labelled (the panels share it,
/// it is labelled under the last), 1 for the time axis, 2 for the score parts' names (a
/// long one wraps).
pub(super) struct Row {
    pub(super) panel: usize,
    pub(super) weight: i32,
    pub(super) label_lines: i32,
}

impl Row {
    /// The height of the labels under the row's plot.
    pub(super) fn label_space(&self, m: &Measures) -> i32 {
        match self.label_lines {
            0 => 0,
            lines => m.time_axis + (lines - 1) * label_line_step(m),
        }
    }
}

/// The distance between two lines of axis labels (a part's name on two lines).
pub(super) fn label_line_step(m: &Measures) -> i32 {
    (m.tick_px * 1.2).round() as i32
}

/// The rows of a `kind` chart of `panels` panels (the run chart has a seventh, the
/// score's parts, when the team's score was given). Every panel spans the chart's width,
/// one under the other: at the sizes a phone needs ([`super::super::style`]), half a
/// chart's width holds neither a panel's title beside its legend nor a readable time axis.
pub(super) fn rows(kind: Kind, panels: usize) -> &'static [Row] {
    const fn row(panel: usize, weight: i32, label_lines: i32) -> Row {
        Row {
            panel,
            weight,
            label_lines,
        }
    }
    // The compact chart: the burn's five decades get the most height, the slow budget
    // line the least.
    const COMPACT: [Row; 3] = [row(0, 4, 0), row(1, 5, 0), row(2, 3, 1)];
    // Traffic and the burn first and tallest: what a responder reads first.
    const DETAIL: [Row; 5] = [
        row(0, 5, 0),
        row(1, 5, 0),
        row(2, 4, 0),
        row(3, 4, 0),
        row(4, 4, 1),
    ];
    const RUN: [Row; 6] = [
        row(0, 5, 0),
        row(1, 5, 0),
        row(2, 4, 0),
        row(3, 4, 0),
        row(4, 4, 0),
        row(5, 5, 1),
    ];
    // The score's parts under the budget: not over time, its groups' names below it.
    const RUN_SCORED: [Row; 7] = [
        row(0, 5, 0),
        row(1, 5, 0),
        row(2, 4, 0),
        row(3, 4, 0),
        row(4, 4, 0),
        row(5, 5, 1),
        row(6, 5, 2),
    ];
    match kind {
        Kind::Compact => &COMPACT,
        Kind::Detail => &DETAIL,
        Kind::Run if panels > RUN.len() => &RUN_SCORED,
        Kind::Run => &RUN,
    }
}

/// Every panel's cell: left edge and width in the image.
pub(super) fn cell_x(m: &Measures) -> (i32, i32) {
    (m.gap, m.width as i32 - 2 * m.gap)
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
        let kinds = [
            (Kind::Compact, 3),
            (Kind::Detail, 5),
            (Kind::Run, 6),
            (Kind::Run, 7),
        ];
        for (kind, panels) in kinds {
            let seen: Vec<usize> = rows(kind, panels).iter().map(|r| r.panel).collect();
            assert_eq!(seen, (0..panels).collect::<Vec<_>>(), "{kind:?}");
            // The time axis is labelled once, under the last panel over time.
            let labelled = rows(kind, panels).iter().filter(|r| r.label_lines == 1);
            assert_eq!(labelled.count(), 1, "{kind:?}");
        }
    }
}
