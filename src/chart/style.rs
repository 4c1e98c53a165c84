//! The look of a chart: one dark background (Discord's dark mode), bright series colours
//! that stay apart for colour-blind readers as far as a dozen colours can, and font sizes
//! picked to survive a phone shrinking the 1200 px image to a third.
//!
//! Every colour drawn is listed in [`INKS`]: the fixed palette ([`super::palette`]) is
//! the background, these inks and their anti-aliasing shades, so a colour added here is
//! all the palette needs to know.

use plotters::style::RGBColor;

use super::palette;

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
    let [r, g, b] = palette::mix(palette::rgb(BACKGROUND), palette::rgb(ink), share);
    RGBColor(r, g, b)
}
