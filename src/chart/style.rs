//! The look of a chart: one dark background (Discord's dark mode), bright series colours
//! that stay apart for colour-blind readers as far as a dozen colours can, and the sizes of
//! each kind of chart ([`Kind`], [`Measures`]): the compact chart is a small canvas with big
//! letters, meant to be read on a phone; the five-panel charts are big canvases for a
//! desktop screen.
//!
//! Every colour drawn is listed in [`INKS`]: the fixed palette ([`super::palette`]) is
//! the background, these inks and their anti-aliasing shades, so a colour added here is
//! all the palette needs to know. The one blend formula ([`mix`]) lives here too, at the
//! bottom of the chart's modules: the palette's shades and the panels' opaque fills must
//! come out of the same arithmetic to match exactly.

use plotters::style::RGBColor;

/// The five-panel live chart (`/chart detail`) in pixels: the panels one under the other,
/// 5:4 (taller than the 16:9 Discord shows uncropped, because its words are drawn big
/// enough to read at [`PHONE_WIDTH`]: see [`DETAIL_MIN_TEXT_PX`]). The run chart is as
/// wide and [`RUN_HEIGHT`] high.
pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 960;
/// The debrief's run chart: the five panels, the error budget and the score's parts below
/// them.
pub const RUN_HEIGHT: u32 = 1500;

/// The compact live chart of the status: 4:3, shown about [`PHONE_WIDTH`] wide on a
/// phone, that is at 0.625 of its size. Its smallest text is [`COMPACT_MIN_TEXT_PX`].
pub const COMPACT_WIDTH: u32 = 640;
pub const COMPACT_HEIGHT: u32 = 480;
/// How wide Discord shows an embed's image on a phone, in pixels.
pub const PHONE_WIDTH: u32 = 400;
/// The compact chart's smallest font size (em, px of the 640 px image). DejaVu's capitals
/// and digits are 0.729 em tall: 15.3 px here, 9.6 px at [`PHONE_WIDTH`] (`tests/chart.rs`
/// measures 9.4 px for legend and marker digits, 10 px for the axis numbers).
pub const COMPACT_MIN_TEXT_PX: f64 = 21.0;
/// The smallest font size of the five-panel charts (em, px of the 1200 px image): 8 px
/// when the image is shown [`PHONE_WIDTH`] wide, as every chart's words are
/// (`tests/chart_parts.rs` checks each word drawn).
pub const DETAIL_MIN_TEXT_PX: f64 = 24.0;

/// Canvas and plot background: one colour, so anti-aliased edges only ever blend an ink
/// with this, which keeps the fixed palette small and exact.
pub(crate) const BACKGROUND: RGBColor = RGBColor(24, 26, 32);

pub(crate) const TEXT: RGBColor = RGBColor(232, 234, 240);
pub(crate) const TEXT_DIM: RGBColor = RGBColor(160, 166, 180);
pub(crate) const GRID: RGBColor = RGBColor(52, 56, 66);
pub(crate) const AXIS: RGBColor = RGBColor(100, 106, 120);
/// Vertical marker lines and their labels (team actions, scenario events).
pub(crate) const MARKER: RGBColor = RGBColor(196, 200, 255);

pub(crate) const REQUESTS: RGBColor = RGBColor(77, 208, 225);
pub(crate) const CAPACITY: RGBColor = RGBColor(255, 184, 108);
pub(crate) const ERROR_RATE: RGBColor = RGBColor(189, 147, 249);
pub(crate) const BURN: RGBColor = RGBColor(255, 121, 198);
pub(crate) const WARN: RGBColor = RGBColor(241, 250, 140);
pub(crate) const PAGE: RGBColor = RGBColor(255, 85, 85);
pub(crate) const P99: RGBColor = RGBColor(80, 250, 123);
pub(crate) const CACHE_HIT: RGBColor = RGBColor(98, 160, 255);
pub(crate) const DB_UTIL: RGBColor = RGBColor(255, 184, 108);
pub(crate) const SERVING: RGBColor = RGBColor(80, 250, 123);
pub(crate) const BOOTING: RGBColor = RGBColor(241, 250, 140);
/// The team's error budget left, and the fleet's cost beside it.
pub(crate) const BUDGET: RGBColor = RGBColor(94, 234, 212);
pub(crate) const COST: RGBColor = RGBColor(255, 184, 108);
/// What-if runs on the budget panel, dashed, in the order given: colours none of the
/// panel's own lines use (the team's teal, the cost's orange), bright enough to read over
/// the team's line, which they are drawn on top of.
pub(crate) const COMPARISONS: [RGBColor; 4] = [WARN, CACHE_HIT, ERROR_RATE, TEXT];
/// Each what-if run's dash (drawn, skipped, in pixels), in the order of [`COMPARISONS`]:
/// a second run differs from the first in its dash too, not only in colour.
pub(crate) const COMPARISON_DASHES: [(u32, u32); 4] = [(9, 6), (3, 4), (14, 4), (6, 3)];

/// The colour and dash of the what-if run at `index` of the caller's list, the same on the
/// budget panel's lines and the score-parts panel's bars.
pub(crate) fn comparison_ink(index: usize) -> (RGBColor, (u32, u32)) {
    (
        COMPARISONS[index % COMPARISONS.len()],
        COMPARISON_DASHES[index % COMPARISON_DASHES.len()],
    )
}

/// Every colour drawn on the background (see the module comment). Duplicates are harmless;
/// fourteen distinct inks are in use, fifteen fit the palette.
pub(crate) const INKS: [RGBColor; 18] = [
    TEXT, TEXT_DIM, GRID, AXIS, MARKER, REQUESTS, CAPACITY, ERROR_RATE, BURN, WARN, PAGE, P99,
    CACHE_HIT, DB_UTIL, SERVING, BOOTING, BUDGET, COST,
];

/// How much of a series colour an area fill shows over the background. A quarter is one
/// of the palette's shade steps, so fills come out exact.
pub(crate) const FILL_SHARE: f64 = 0.25;

/// Line widths in pixels: the main series of a panel, the others, threshold lines.
pub(crate) const MAIN_LINE: u32 = 3;
pub(crate) const SECOND_LINE: u32 = 2;
pub(crate) const THRESHOLD_LINE: u32 = 2;

/// The three charts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The status's live chart: the last hour in three panels (traffic, burn, budget).
    Compact,
    /// The last hour in five panels (`/chart detail`).
    Detail,
    /// The whole drill in five panels and the error budget (the debrief).
    Run,
}

/// Sizes of one kind of chart, in pixels of its image. Font sizes are ems (like CSS).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Measures {
    pub width: u32,
    pub height: u32,
    pub title_px: f64,
    /// A long title shrinks down to this size on one line before it wraps onto two.
    pub title_min_px: f64,
    /// Panel titles; `None`: the legend alone names the series (the compact chart).
    pub panel_title_px: Option<f64>,
    /// Legend layouts tried in order: (rows, font size). The last size is also the one of
    /// the fallback that leaves out what fits no row.
    pub legends: &'static [(usize, f64)],
    pub tick_px: f64,
    pub marker_px: f64,
    /// The one-line title bar; each further title line adds 1.25 title sizes.
    pub title_bar: i32,
    /// The least height of a panel's title-and-legend row, and the legend rows it holds;
    /// each further row adds a row's height.
    pub panel_header: i32,
    pub header_rows: usize,
    /// One lane of marker labels, and how many lanes there may be.
    pub lane: i32,
    pub max_lanes: usize,
    /// Least widths of the value axis (left) and of the second scale or value tags (right);
    /// wider labels widen them.
    pub left_axis: i32,
    pub right_axis: i32,
    /// The time axis' labels below a plot.
    pub time_axis: i32,
    /// Space around the chart, and between panel rows.
    pub gap: i32,
    pub row_gap: i32,
    /// Between a plot's edge and its tick labels.
    pub label_pad: i32,
    /// Least distance between two value tags' centres.
    pub tag_gap: i32,
    /// Labelled ticks on the time axis, at most.
    pub max_time_ticks: u32,
    /// Intervals on a linear value axis, at most.
    pub max_value_ticks: u32,
    /// Whether the time axis is named top right ("simulated time").
    pub time_axis_label: bool,
}

/// The five-panel charts: 1200 px wide, every word at least [`DETAIL_MIN_TEXT_PX`].
const DETAIL: Measures = Measures {
    width: WIDTH,
    height: HEIGHT,
    title_px: 32.0,
    title_min_px: 28.0,
    panel_title_px: Some(26.0),
    legends: &[(1, DETAIL_MIN_TEXT_PX), (2, DETAIL_MIN_TEXT_PX)],
    tick_px: DETAIL_MIN_TEXT_PX,
    marker_px: DETAIL_MIN_TEXT_PX,
    title_bar: 52,
    panel_header: 40,
    header_rows: 1,
    lane: 30,
    max_lanes: 3,
    left_axis: 72,
    right_axis: 72,
    time_axis: 36,
    gap: 8,
    row_gap: 10,
    label_pad: 8,
    tag_gap: 28,
    max_time_ticks: 7,
    max_value_ticks: 3,
    time_axis_label: true,
};

/// The compact chart: every word at least [`COMPACT_MIN_TEXT_PX`], few of them.
const COMPACT: Measures = Measures {
    width: COMPACT_WIDTH,
    height: COMPACT_HEIGHT,
    title_px: 24.0,
    title_min_px: 22.0,
    panel_title_px: None,
    legends: &[(1, COMPACT_MIN_TEXT_PX), (2, COMPACT_MIN_TEXT_PX)],
    tick_px: COMPACT_MIN_TEXT_PX,
    marker_px: COMPACT_MIN_TEXT_PX,
    title_bar: 34,
    panel_header: 34,
    header_rows: 1,
    lane: 24,
    max_lanes: 2,
    left_axis: 56,
    right_axis: 56,
    time_axis: 28,
    gap: 6,
    row_gap: 4,
    label_pad: 8,
    tag_gap: 22,
    max_time_ticks: 5,
    max_value_ticks: 3,
    time_axis_label: false,
};

impl Kind {
    pub(crate) fn measures(self) -> &'static Measures {
        const RUN: Measures = Measures {
            height: RUN_HEIGHT,
            ..DETAIL
        };
        match self {
            Kind::Compact => &COMPACT,
            Kind::Detail => &DETAIL,
            Kind::Run => &RUN,
        }
    }
}

/// `share` of `ink` over the background, opaque: fills are drawn with this rather than
/// with alpha so that stacked areas cover each other cleanly.
pub(crate) fn over_background(ink: RGBColor, share: f64) -> RGBColor {
    let [r, g, b] = mix(rgb(BACKGROUND), rgb(ink), share);
    RGBColor(r, g, b)
}

/// `share` of `ink` over `base`, rounded: the one blend formula of the chart.
pub(crate) fn mix(base: [u8; 3], ink: [u8; 3], share: f64) -> [u8; 3] {
    let channel =
        |b: u8, i: u8| (f64::from(b) + (f64::from(i) - f64::from(b)) * share).round() as u8;
    [
        channel(base[0], ink[0]),
        channel(base[1], ink[1]),
        channel(base[2], ink[2]),
    ]
}

pub(crate) fn rgb(colour: RGBColor) -> [u8; 3] {
    [colour.0, colour.1, colour.2]
}
