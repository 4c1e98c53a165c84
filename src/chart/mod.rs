//! Charts of a drill as PNG images, for Discord: [`render_compact`] is the status's live
//! chart, made to be read on a phone; [`render_live`] shows the same last hour in five
//! panels (`/chart detail`); [`render_run`] the whole drill for the debrief.
//!
//! Every word on every chart is at least 8 px tall (em) when the image is shown
//! [`PHONE_WIDTH`] = 400 px wide, as Discord shows an embed's image on a phone:
//! [`COMPACT_MIN_TEXT_PX`] on the 640 px compact chart, [`DETAIL_MIN_TEXT_PX`] on the
//! 1200 px ones (`tests/chart_parts.rs` checks each word drawn, from [`Frame::texts`], and
//! that no two cover each other).
//!
//! The compact chart, 640 × 480 px (shown about 400 px wide on a phone, where its smallest
//! text, 21 px here, is 9.4 px tall), three panels one under the other:
//!
//! | panel | series | axis |
//! |---|---|---|
//! | traffic | requests/s let in; capacity N/S = workers / service time | linear |
//! | errors | burn rate (1 h) and the error rate (as the burn it is this minute); warn 6× and page 14.4× lines | log, 0.1×–100× (1000× when the data gets there) with zero on its own line below; error rate in % on the right |
//! | budget | error budget left, % of the month's; fleet cost | linear through zero; $/h on the right, on the same grid |
//!
//! The five-panel charts, 1200 × 960 px, the panels one under the other, each across the
//! width (half the width held neither a title beside its legend nor a time axis at 24 px);
//! the run chart 1200 × 1500 px, with the budget panel below them, what-if runs' budgets
//! beside the team's, and, given the team's score, the score's parts at the bottom:
//!
//! | panel | series | axis |
//! |---|---|---|
//! | traffic | requests/s let in; capacity N/S = workers / service time | linear |
//! | errors | as on the compact chart | as on the compact chart |
//! | latency | p99; the 2 s time-out line | linear, at least 0–2.5 s |
//! | cache and database | cache hit; DB utilisation | %, 0–100 or up to 300 (values above are drawn on the top edge) |
//! | fleet | serving, booting stacked on top | instances |
//! | budget (run chart) | the team's budget left, [`Comparison`]s dashed; fleet cost | as on the compact chart |
//! | score parts (run chart) | points lost on each part of the score: the team's bar beside each [`Comparison`]'s that carries a score, in its line's colour; parts no run lost points on are left out | points, from 0 |
//!
//! Markers (team actions, scenario events) are dashed vertical lines across every panel
//! over time, their labels in lanes above the first panel; markers of one minute share a label, and a
//! label that fits no lane is left out. The time axis shows the simulated clock. Titles
//! are never cut: a long one takes a second line.
//!
//! Apart from those, `progress` draws a team's drills over time (800 × 900: the score beside
//! the expert's, the times to detect and mitigate) on the same canvas, font and encoder.
//!
//! The module knows no locale: callers pass every word in a [`ChartText`]. The font
//! (DejaVu Sans, Latin and Cyrillic) is embedded. Rendering is pure: the same input gives
//! the same bytes.
//!
//! Steps, each file importing only from the ones listed before it:
//! 1. the ground: `style` (colours, the kinds of chart and their sizes, the one blend
//!    formula), `text` (the words), `scale` (time window, ticks), `axis`, `error`,
//!    `comparison` (what-if runs);
//! 2. data: `panels` (a panel's layers, axis, legend and tags; the panels of the system
//!    over time in `panels/system`, the budget in `panels/budget`, the score's parts in
//!    `panels/parts`),
//!    `markers` (the markers and where labels and titles go), then `plan` (the minute
//!    records inside the window → title, time ticks, markers, the kind's panels);
//! 3. pixels: `palette` (the fixed palette), `canvas` (a plotters backend painting its
//!    indices), `font` and `glyphs` (the words), `encode` (indices → indexed PNG);
//! 4. `draw` paints a plan onto a canvas, in steps of its own: `draw/surface` (plotters'
//!    area over the canvas, the words set on top), `draw/layout` (rows, cells, margins,
//!    the title's lines), `draw/legend` (each panel's header), `draw/plot` (each panel's
//!    plot), then `draw` itself (lays the chart out and draws it); and this file strings
//!    the steps together.
//!
//! The palette-index backend (`palette`, `canvas`, indexed `encode`) is kept because it is
//! what reaches the goals of ≤ 2 ms and ≤ 60 KB for the five-panel live chart. Measured
//! when it was 1200 × 675 (`cargo bench --bench chart`, 2-core machine): draw 0.70 ms +
//! encode 1.3 ms ≈ 2.0 ms for 30,639 bytes, while the same pixels as truecolour were
//! 134,626 bytes (1.6 ms to encode) or 56,271 bytes (5.3 ms); an RGB buffer backend tried
//! for the comparison drew in 1.0 ms and then needed either ≥ 69 KB (truecolour, any zlib
//! level) or 3.1 ms in all (quantised to this palette, which it would still need). At
//! 1200 × 960 with the words at 24 px, on the same machine while busy: draw 0.67 ms +
//! encode 0.99 ms ≈ 1.7 ms for 36,833 bytes; the compact chart 0.64 ms, 15,866 bytes; the
//! run chart, 1200 × 1500 with a what-if line, 2.7 ms, 50,606 bytes (a 180-minute
//! debrief's, two what-ifs and the score's parts: 7.8 ms, 71,732 bytes).

mod axis;
mod canvas;
mod comparison;
mod draw;
mod encode;
mod error;
mod font;
mod glyphs;
mod markers;
mod palette;
mod panels;
mod plan;
mod progress;
mod scale;
mod style;
mod text;

pub use comparison::Comparison;
pub use error::ChartError;
pub use markers::Marker;
pub use progress::{
    draw_progress, Plotted, ProgressDrill, ProgressText, Series, PROGRESS_HEIGHT, PROGRESS_WIDTH,
};
pub(crate) use scale::LIVE_MINUTES;
pub use style::{
    COMPACT_HEIGHT, COMPACT_MIN_TEXT_PX, COMPACT_WIDTH, DETAIL_MIN_TEXT_PX, HEIGHT, PHONE_WIDTH,
    RUN_HEIGHT, WIDTH,
};
pub use text::ChartText;

use crate::model::score::Score;
use crate::model::MinuteRecord;
use plan::Compared;
use scale::Window;
use style::Kind;

/// A word drawn on a chart and where its ink is, in pixels of the image: what a test
/// needs to check that every label is big enough and that none covers another.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnText {
    pub text: String,
    /// The font's em size in pixels of the image (like CSS `font-size`).
    pub size_px: f64,
    /// The box of the glyphs' ink: columns `left..right`, rows `top..bottom`.
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

/// Each drawn label with the box its ink covers (a label that drew no ink is left out).
fn drawn_texts(fonts: &font::Fonts, labels: Vec<glyphs::Label>) -> Vec<DrawnText> {
    labels
        .into_iter()
        .filter_map(|label| {
            let (left, top, right, bottom) = glyphs::ink_box(fonts, &label)?;
            Some(DrawnText {
                text: label.text,
                size_px: label.look.size,
                left,
                top,
                right,
                bottom,
            })
        })
        .collect()
}

/// A drawn chart before encoding: [`Frame::width`] × [`Frame::height`] pixels of the
/// chart's fixed palette. The `render_*` functions are the `draw_*` ones then
/// [`Frame::png`]; the steps are public for the benchmark and for callers that want raw
/// pixels.
#[derive(Clone, PartialEq)]
pub struct Frame {
    indices: Vec<u8>,
    width: u32,
    height: u32,
    texts: Vec<DrawnText>,
}

impl std::fmt::Debug for Frame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Frame({}×{})", self.width, self.height)
    }
}

impl Frame {
    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The chart as PNG bytes (8-bit indexed).
    pub fn png(&self) -> Result<Vec<u8>, ChartError> {
        encode::png(&self.indices, self.width, self.height)
    }

    /// The chart as RGB, 3 bytes a pixel, rows top down.
    pub fn rgb(&self) -> Vec<u8> {
        let colours = self.palette();
        let mut rgb = Vec::with_capacity(self.indices.len() * 3);
        for &index in &self.indices {
            rgb.extend_from_slice(&colours[usize::from(index)]);
        }
        rgb
    }

    /// The chart as palette indices, one byte a pixel, rows top down: the PNG's own data.
    pub fn indices(&self) -> &[u8] {
        &self.indices
    }

    /// Every word drawn, in drawing order, with its size and ink box.
    pub fn texts(&self) -> &[DrawnText] {
        &self.texts
    }

    /// The colours of the palette indices (the same for every chart).
    pub fn palette(&self) -> Vec<[u8; 3]> {
        let palette = palette::Palette::get();
        (0..=u8::MAX).map(|index| palette.colour(index)).collect()
    }

    /// PNG bytes with another deflate setting and row filter: for the benchmark's
    /// comparison of encodings, not for callers.
    #[doc(hidden)]
    pub fn png_with(
        &self,
        deflate: png::DeflateCompression,
        filter: png::Filter,
    ) -> Result<Vec<u8>, ChartError> {
        encode::encode_with(&self.indices, self.width, self.height, deflate, filter)
    }
}

/// The status's live chart, [`COMPACT_WIDTH`] × [`COMPACT_HEIGHT`]: traffic, burn and
/// error budget of the last 60 simulated minutes of `history` (the first 60 while the drill
/// is younger, the lines growing to the right), as PNG bytes.
///
/// `history` is the drill's records in minute order; markers outside the hour are skipped.
/// An empty history is [`ChartError::EmptyHistory`]. Give it short words (see
/// [`ChartText`]).
pub fn render_compact(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Vec<u8>, ChartError> {
    draw_compact(history, markers, text)?.png()
}

/// The same hour in five panels, [`WIDTH`] × [`HEIGHT`], as PNG bytes. See
/// [`render_compact`].
pub fn render_live(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Vec<u8>, ChartError> {
    draw_live(history, markers, text)?.png()
}

/// The whole drill, for the debrief, [`WIDTH`] × [`RUN_HEIGHT`]: the five panels and the
/// error budget, with the budget left of each of `comparisons` (other runs of the same
/// drill: no action, an expert's…) beside the team's; with the team's score, a last panel
/// of the score's parts, the team's beside those of the comparisons that carry a score.
/// As PNG bytes; see [`render_compact`].
pub fn render_run(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
    comparisons: &[Comparison],
    team_score: Option<&Score>,
) -> Result<Vec<u8>, ChartError> {
    draw_run(history, markers, text, comparisons, team_score)?.png()
}

/// [`render_compact`] before encoding.
pub fn draw_compact(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Frame, ChartError> {
    let (first, last) = span(history)?;
    let window = Window::live(first, last);
    draw_window(
        history,
        window,
        markers,
        text,
        Kind::Compact,
        Compared::default(),
    )
}

/// [`render_live`] before encoding.
pub fn draw_live(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
) -> Result<Frame, ChartError> {
    let (first, last) = span(history)?;
    let window = Window::live(first, last);
    draw_window(
        history,
        window,
        markers,
        text,
        Kind::Detail,
        Compared::default(),
    )
}

/// [`render_run`] before encoding.
pub fn draw_run(
    history: &[MinuteRecord],
    markers: &[Marker],
    text: &ChartText,
    comparisons: &[Comparison],
    team_score: Option<&Score>,
) -> Result<Frame, ChartError> {
    let (first, last) = span(history)?;
    let window = Window::run(first, last);
    let compared = Compared {
        comparisons,
        team_score,
    };
    draw_window(history, window, markers, text, Kind::Run, compared)
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
    kind: Kind,
    compared: Compared,
) -> Result<Frame, ChartError> {
    let fonts = font::fonts()?;
    let plan = plan::build(history, window, markers, text, kind, compared);
    let measures = kind.measures();
    let (width, height) = (measures.width, measures.height);
    let mut indices = vec![0u8; width as usize * height as usize];
    let labels = draw::draw(&plan, fonts, &mut indices)?;
    let texts = drawn_texts(fonts, labels);
    Ok(Frame {
        indices,
        width,
        height,
        texts,
    })
}
