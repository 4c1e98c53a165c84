//! The look of a chart: one dark background (Discord's dark mode), bright series colours
//! that stay apart for colour-blind readers as far as a dozen colours can, and font sizes
//! picked to survive a phone shrinking the 1200 px image to a third.
//!
//! Every colour drawn is listed in [`INKS`]: the fixed palette ([`super::palette`]) is
//! the background, these inks and their anti-aliasing shades, so a colour added here is
//! all the palette needs to know. The one blend formula ([`mix`]) lives here too, at the
//! bottom of the chart's modules: the palette's shades and the panels' opaque fills must
//! come out of the same arithmetic to match exactly.

use plotters::style::RGBColor;

/// Image size in pixels: 16:9, what Discord shows uninterrupted in an embed.
pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 675;

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

/// Every colour drawn on the background (see the module comment). Duplicates are harmless.
pub(crate) const INKS: [RGBColor; 16] = [
    TEXT, TEXT_DIM, GRID, AXIS, MARKER, REQUESTS, CAPACITY, ERROR_RATE, BURN, WARN, PAGE, P99,
    CACHE_HIT, DB_UTIL, SERVING, BOOTING,
];

/// How much of a series colour an area fill shows over the background. A quarter is one
/// of the palette's shade steps, so fills come out exact.
pub(crate) const FILL_SHARE: f64 = 0.25;

/// Font sizes in pixels of the 1200 × 675 image.
pub(crate) const TITLE_PX: f64 = 26.0;
pub(crate) const PANEL_TITLE_PX: f64 = 20.0;
pub(crate) const LEGEND_PX: f64 = 17.0;
pub(crate) const TICK_PX: f64 = 16.0;
pub(crate) const MARKER_PX: f64 = 16.0;

/// Line widths in pixels: the main series of a panel, the others, threshold lines.
pub(crate) const MAIN_LINE: u32 = 3;
pub(crate) const SECOND_LINE: u32 = 2;
pub(crate) const THRESHOLD_LINE: u32 = 2;

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
