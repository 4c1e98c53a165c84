//! Charts of a drill as PNG images, for Discord: [`render_live`] shows the last hour while
//! the drill runs, [`render_run`] the whole drill for the debrief.
//!
//! Five panels, 1200 × 675 px, dark background:
//!
//! | panel | series | axis |
//! |---|---|---|
//! | traffic (full width) | requests/s let in; capacity N/S = workers / service time | linear |
//! | errors | error rate; burn rate (1 h); warn 6× and page 14.4× lines | log, 0.1×–100× (1000× when the data gets there); error rate in % on the right |
//! | latency | p99; the 2 s time-out line | linear, at least 0–2.5 s |
//! | cache and database | cache hit; DB utilisation | %, 0–100 or up to 300 (values above are drawn on the top edge) |
//! | fleet | serving, booting stacked on top | instances |
//!
//! Markers (team actions, scenario events) are dashed vertical lines across every panel,
//! their labels in lanes above the traffic panel; markers of one minute share a label,
//! and a label that fits no lane is left out. The time axis shows the simulated clock.
//!
//! The module knows no locale: callers pass every word in a [`ChartText`]. The font
//! (DejaVu Sans, Latin and Cyrillic) is embedded. Rendering is pure: the same input gives
//! the same bytes.
//!
//! Steps, each file importing only from the ones listed before it:
//! 1. the ground: `style` (colours, sizes, image size, the one blend formula), `text`
//!    (the words), `scale` (time window, ticks), `axis`, `error`;
//! 2. data: `panels` (a panel's layers, axis, legend and tags, and the five panels),
//!    `markers` (the markers and where labels go), then `plan` (the minute records inside
//!    the window → title, time ticks, markers, panels);
//! 3. pixels: `palette` (the fixed palette), `canvas` (a plotters backend painting its
//!    indices), `font` and `glyphs` (the words), `encode` (indices → indexed PNG);
//! 4. `draw` paints a plan onto a canvas, and this file strings the steps together.
//!
//! The palette-index backend (`palette`, `canvas`, indexed `encode`) is kept because it is
//! what reaches the goals of ≤ 2 ms and ≤ 60 KB for the live chart: `cargo bench --bench
//! chart` on the 2-core machine gives draw 0.70 ms + encode 1.3 ms ≈ 2.0 ms for 30,639
//! bytes, while the same pixels as truecolour are 134,626 bytes (1.6 ms to encode) or
//! 56,271 bytes (5.3 ms). An RGB buffer backend tried for the comparison drew in 1.0 ms
//! and then needed either ≥ 69 KB (truecolour, any zlib level) or 3.1 ms in all (quantised
//! to this palette, which it would still need).

mod axis;
mod canvas;
mod draw;
mod encode;
mod error;
mod font;
mod glyphs;
mod markers;
mod palette;
mod panels;
mod plan;
mod scale;
mod style;
mod text;

pub use error::ChartError;
pub use markers::Marker;
pub use style::{HEIGHT, WIDTH};
pub use text::ChartText;

use crate::model::MinuteRecord;
use scale::Window;

/// A drawn chart before encoding: `WIDTH × HEIGHT` pixels of the chart's fixed palette.
/// [`render_live`] and [`render_run`] are [`draw_live`] / [`draw_run`] then [`Frame::png`];
/// the steps are public for the benchmark and for callers that want raw pixels.
#[derive(Clone, PartialEq, Eq)]
pub struct Frame {
    indices: Vec<u8>,
}

impl std::fmt::Debug for Frame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Frame({WIDTH}×{HEIGHT})")
    }
}

impl Frame {
    /// The chart as PNG bytes (8-bit indexed).
    pub fn png(&self) -> Result<Vec<u8>, ChartError> {
        encode::png(&self.indices, WIDTH, HEIGHT)
    }

    /// The chart as RGB, 3 bytes a pixel, rows top down.
    pub fn rgb(&self) -> Vec<u8> {
        let palette = palette::Palette::get();
        self.indices
            .iter()
            .flat_map(|&index| palette.colour(index))
            .collect()
    }

    /// PNG bytes with another deflate setting and row filter: for the benchmark's
    /// comparison of encodings, not for callers.
    #[doc(hidden)]
    pub fn png_with(
        &self,
        deflate: png::DeflateCompression,
        filter: png::Filter,
    ) -> Result<Vec<u8>, ChartError> {
        encode::encode_with(&self.indices, WIDTH, HEIGHT, deflate, filter)
    }
}

/// The live chart: the last 60 simulated minutes of `history` (the first 60 while the
/// drill is younger, the lines growing to the right), as PNG bytes.
///
/// `history` is the drill's records in minute order; markers outside the hour are skipped.
/// An empty history is [`ChartError::EmptyHistory`].
pub fn render_live(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Vec<u8>, ChartError> {
    draw_live(history, markers, text)?.png()
}

/// The whole drill, for the debrief, as PNG bytes. See [`render_live`].
pub fn render_run(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Vec<u8>, ChartError> {
    draw_run(history, markers, text)?.png()
}

/// [`render_live`] before encoding.
pub fn draw_live(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Frame, ChartError> {
    let (first, last) = span(history)?;
    draw_window(history, Window::live(first, last), markers, text)
}

/// [`render_run`] before encoding.
pub fn draw_run(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Frame, ChartError> {
    let (first, last) = span(history)?;
    draw_window(history, Window::run(first, last), markers, text)
}

fn span(history: &[MinuteRecord]) -> Result<(u32, u32), ChartError> {
    match (history.first(), history.last()) {
        (Some(first), Some(last)) => Ok((first.minute, last.minute.max(first.minute))),
        _ => Err(ChartError::EmptyHistory),
    }
}

fn draw_window(
    history: &[MinuteRecord],
    window: Window,
    markers: &[Marker],
    text: &ChartText,
) -> Result<Frame, ChartError> {
    let fonts = font::fonts()?;
    let plan = plan::build(history, window, markers, text);
    let mut indices = vec![0u8; WIDTH as usize * HEIGHT as usize];
    draw::draw(&plan, fonts, &mut indices)?;
    Ok(Frame { indices })
}
