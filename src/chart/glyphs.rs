//! Text on the chart, set with ab_glyph directly and painted onto the canvas after
//! plotters has drawn everything else. plotters 0.3.7's own ab_glyph path drops each
//! glyph's left side bearing (letters sit unevenly, "0.01 %") and hangs the baseline half
//! a font size below the anchor; here glyphs get their bearings and kerning, and a label
//! is anchored on the middle of its capitals, so it centres on a tick or a legend swatch
//! by construction. All chart text sits on the plain background, so painting it last
//! hides nothing. Rasterised glyphs are cached for the process.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use plotters::style::RGBColor;

use super::font::Fonts;
use super::palette::Palette;

/// DejaVu Sans' capital height in ems (OS/2 `sCapHeight` 1493 / 2048).
pub(crate) const CAP_HEIGHT_EM: f64 = 0.729;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Weight {
    Regular,
    Bold,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Centre,
    Right,
}

/// How a label looks: em size in pixels, weight, colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Look {
    pub size: f64,
    pub weight: Weight,
    pub color: RGBColor,
}

/// One line of text: `x` is its left edge, centre or right edge (per `align`), `y` the
/// middle of its capitals.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Label {
    pub text: String,
    pub x: i32,
    pub y: i32,
    pub look: Look,
    pub align: Align,
}

fn face(fonts: &Fonts, weight: Weight) -> &FontRef<'static> {
    match weight {
        Weight::Regular => &fonts.regular,
        Weight::Bold => &fonts.bold,
    }
}

/// ab_glyph scales by ascent − descent; the chart's sizes are ems, like CSS.
fn scale(font: &FontRef<'static>, size: f64) -> PxScale {
    let em_units = font.units_per_em().unwrap_or(2048.0);
    PxScale::from(size as f32 * font.height_unscaled() / em_units)
}

/// The advance width of `text` in pixels (what the pen moves, kerning included).
pub(crate) fn width(fonts: &Fonts, text: &str, look: Look) -> i32 {
    let font = face(fonts, look.weight);
    width_of(&font.as_scaled(scale(font, look.size)), text).ceil() as i32
}

/// A rasterised glyph: coverage 0–255, row by row, placed relative to the pen position
/// on the baseline.
struct Bitmap {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct GlyphKey {
    glyph: GlyphId,
    /// The em size in 1/64 px.
    size: u32,
    weight: Weight,
}

/// Glyphs already rasterised, shared by every chart in the process: a chart sets about
/// 600 glyphs from a few dozen distinct ones, and rasterising each afresh was half of
/// the drawing time. Bounded by the font's glyphs times the handful of sizes used.
static GLYPHS: LazyLock<Mutex<HashMap<GlyphKey, Arc<Bitmap>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// Glyphs sit on whole pixels (the pen is rounded per glyph), so a glyph's bitmap depends
/// only on the glyph, size and weight, and a cached one is the one that would be drawn.
fn rasterise(font: &FontRef<'static>, glyph: GlyphId, px_scale: PxScale) -> Option<Bitmap> {
    let outline = font.outline_glyph(glyph.with_scale_and_position(px_scale, point(0.0, 0.0)))?;
    let bounds = outline.px_bounds();
    let width = bounds.width() as usize;
    let mut coverage = vec![0u8; width * bounds.height() as usize];
    outline.draw(|x, y, c| {
        if let Some(cell) = coverage.get_mut(y as usize * width + x as usize) {
            *cell = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Some(Bitmap {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        coverage,
    })
}

/// The glyph's bitmap from the cache, rasterised and kept on first use. The lock is held
/// only to look up and insert, so charts drawn on several threads paint side by side.
fn cached_glyph(font: &FontRef<'static>, key: GlyphKey, px_scale: PxScale) -> Option<Arc<Bitmap>> {
    // A panic elsewhere while holding the lock leaves only whole entries behind.
    let lock = || GLYPHS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(bitmap) = lock().get(&key) {
        return Some(Arc::clone(bitmap));
    }
    let bitmap = Arc::new(rasterise(font, key.glyph, px_scale)?);
    lock().entry(key).or_insert_with(|| Arc::clone(&bitmap));
    Some(bitmap)
}

/// Paints `labels` over `pixels` (palette indices, `width` a row), clipped to them.
pub(crate) fn paint(fonts: &Fonts, labels: &[Label], pixels: &mut [u8], width: u32) {
    let palette = Palette::get();
    let (w, h) = (width as usize, pixels.len() / width.max(1) as usize);
    // Each ink's 256 blends over the background, made once per chart: nearly every glyph
    // pixel lands on plain background, and a table beats blending each one.
    let mut ramps: HashMap<[u8; 3], Box<[u8; 256]>> = HashMap::new();
    for label in labels {
        let color = label.look.color;
        let ink = [color.0, color.1, color.2];
        let ramp: &[u8; 256] = ramps.entry(ink).or_insert_with(|| {
            let mut ramp = Box::new([0u8; 256]);
            for (coverage, slot) in ramp.iter_mut().enumerate() {
                *slot = palette.cover(0, ink, coverage as u8);
            }
            ramp
        });
        let ink = Ink { rgb: ink, ramp };
        each_glyph(fonts, label, |bitmap, origin| {
            blit(bitmap, origin, &ink, pixels, (w, h), palette);
        });
    }
}

/// The box of a label's ink in the image, `(left, top, right, bottom)`, right and bottom
/// exclusive, unclipped; `None` for a label with no ink (spaces only).
pub(crate) fn ink_box(fonts: &Fonts, label: &Label) -> Option<(i32, i32, i32, i32)> {
    let mut ink: Option<(i32, i32, i32, i32)> = None;
    each_glyph(fonts, label, |bitmap, (x, y)| {
        let rows = (bitmap.coverage.len() / bitmap.width.max(1)) as i32;
        if bitmap.width == 0 || rows == 0 {
            return;
        }
        let (left, top) = (x + bitmap.left, y + bitmap.top);
        let glyph = (left, top, left + bitmap.width as i32, top + rows);
        ink = Some(match ink {
            None => glyph,
            Some((l, t, r, b)) => (
                l.min(glyph.0),
                t.min(glyph.1),
                r.max(glyph.2),
                b.max(glyph.3),
            ),
        });
    });
    ink
}

/// Each glyph of `label` with its pen position on the baseline, as [`paint`] sets it.
fn each_glyph(fonts: &Fonts, label: &Label, mut visit: impl FnMut(&Bitmap, (i32, i32))) {
    let Look { size, weight, .. } = label.look;
    let font = face(fonts, weight);
    let px_scale = scale(font, size);
    let scaled = font.as_scaled(px_scale);
    let text_width = width_of(&scaled, &label.text);
    let left = match label.align {
        Align::Left => label.x as f32,
        Align::Centre => label.x as f32 - text_width / 2.0,
        Align::Right => label.x as f32 - text_width,
    };
    let baseline = label.y + (CAP_HEIGHT_EM * size / 2.0).round() as i32;
    let mut pen = left.round();
    let mut previous = None;
    for c in label.text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(before) = previous {
            pen += scaled.kern(before, id);
        }
        previous = Some(id);
        let key = GlyphKey {
            glyph: id,
            size: (size * 64.0).round() as u32,
            weight,
        };
        let origin = pen.round() as i32;
        pen += scaled.h_advance(id);
        // Spaces have no outline.
        if let Some(bitmap) = cached_glyph(font, key, px_scale) {
            visit(&bitmap, (origin, baseline));
        }
    }
}

/// A text colour and its blends over the background, by coverage.
struct Ink<'a> {
    rgb: [u8; 3],
    ramp: &'a [u8; 256],
}

/// Blends `ink` over `pixels` through the glyph's coverage, clipped to the image.
fn blit(
    bitmap: &Bitmap,
    (x, y): (i32, i32),
    ink: &Ink,
    pixels: &mut [u8],
    (w, h): (usize, usize),
    palette: &Palette,
) {
    if bitmap.width == 0 {
        return;
    }
    for (row, cells) in bitmap.coverage.chunks_exact(bitmap.width).enumerate() {
        let py = y + bitmap.top + row as i32;
        if py < 0 || py as usize >= h {
            continue;
        }
        for (column, &coverage) in cells.iter().enumerate() {
            let px = x + bitmap.left + column as i32;
            if coverage == 0 || px < 0 || px as usize >= w {
                continue;
            }
            let at = py as usize * w + px as usize;
            pixels[at] = match pixels[at] {
                0 => ink.ramp[usize::from(coverage)],
                under => palette.cover(under, ink.rgb, coverage),
            };
        }
    }
}

fn width_of<F: Font>(scaled: &impl ScaleFont<F>, text: &str) -> f32 {
    let mut pen = 0.0f32;
    let mut previous = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(before) = previous {
            pen += scaled.kern(before, id);
        }
        pen += scaled.h_advance(id);
        previous = Some(id);
    }
    pen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::font;

    const LOOK: Look = Look {
        size: 16.0,
        weight: Weight::Regular,
        color: crate::chart::style::TEXT,
    };

    fn label(text: &str, align: Align) -> Label {
        Label {
            text: text.into(),
            x: 50,
            y: 20,
            look: LOOK,
            align,
        }
    }

    /// Columns with ink (any entry but the background), first and last.
    fn inked_columns(pixels: &[u8], width: u32) -> (usize, usize) {
        let columns: Vec<usize> = pixels
            .iter()
            .enumerate()
            .filter(|(_, &p)| p != 0)
            .map(|(i, _)| i % width as usize)
            .collect();
        (
            *columns.iter().min().expect("ink"),
            *columns.iter().max().expect("ink"),
        )
    }

    #[test]
    fn aligns_on_the_anchor_and_draws_cyrillic() {
        let fonts = font::fonts().expect("fonts");
        for text in ["HHHH", "ЖЖЖЖ"] {
            let width_px = width(fonts, text, LOOK);
            assert!(width_px > 30, "{text}: {width_px}");
            let mut left = vec![0u8; 100 * 40];
            paint(fonts, &[label(text, Align::Left)], &mut left, 100);
            let (first, _) = inked_columns(&left, 100);
            assert!((50..=52).contains(&first), "{text}: starts at {first}");
            let mut right = vec![0u8; 100 * 40];
            paint(fonts, &[label(text, Align::Right)], &mut right, 100);
            let (_, last) = inked_columns(&right, 100);
            assert!((47..=50).contains(&last), "{text}: ends at {last}");
        }
    }

    #[test]
    fn clips_at_the_edges() {
        let fonts = font::fonts().expect("fonts");
        let mut pixels = vec![0u8; 20 * 10];
        let mut far = label("far outside", Align::Left);
        far.x = -30;
        far.y = 5;
        paint(fonts, &[far], &mut pixels, 20);
        assert!(pixels.iter().any(|&p| p != 0), "the part inside is drawn");
    }
}
