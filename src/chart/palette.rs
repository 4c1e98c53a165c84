//! The chart's fixed palette of at most 256 colours, and the way from any RGB colour to
//! its nearest entry. A chart has few colours: the background, the inks of
//! [`super::style::INKS`] and their anti-aliasing blends with the background. So charts
//! are drawn straight into 8-bit palette indices ([`super::canvas`]) and written as an
//! indexed PNG: a third of the bytes of truecolour, with no conversion pass at the end.
//!
//! The palette holds the background and 16 shades of each ink over it. A colour is
//! mapped through a table on 5 bits per channel (32,768 entries, built once per process)
//! in which the inks own their cells; opaque colours are first looked up exactly.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::style::{mix, rgb, BACKGROUND, INKS};

/// Shades per ink between the background (excluded) and the ink (included). A quarter is
/// one of them, which is why fills use [`super::style::FILL_SHARE`].
const SHADES: u32 = 16;
/// Bits per channel of the lookup table's key.
const KEY_BITS: u32 = 5;

pub(crate) struct Palette {
    colours: Vec<[u8; 3]>,
    table: Vec<u8>,
    /// Exact entries, for opaque colours: two dark shades may share a table cell.
    exact: HashMap<[u8; 3], u8>,
}

fn key([r, g, b]: [u8; 3]) -> usize {
    let shift = 8 - KEY_BITS;
    ((usize::from(r) >> shift) << (2 * KEY_BITS))
        | ((usize::from(g) >> shift) << KEY_BITS)
        | (usize::from(b) >> shift)
}

impl Palette {
    fn build() -> Palette {
        let background = rgb(BACKGROUND);
        let mut colours = vec![background];
        for ink in INKS {
            for step in 1..=SHADES {
                let shade = mix(background, rgb(ink), f64::from(step) / f64::from(SHADES));
                if !colours.contains(&shade) {
                    colours.push(shade);
                }
            }
        }
        // 1 + 16 shades × the distinct inks must fit a byte; this guards edits to the style.
        assert!(colours.len() <= 256, "too many chart inks for one palette");

        let cell = 1u32 << (8 - KEY_BITS);
        let mask = (1usize << KEY_BITS) - 1;
        let centre = |bits: usize| ((bits as u32) * cell + cell / 2) as u8;
        let mut table: Vec<u8> = (0..1usize << (3 * KEY_BITS))
            .map(|k| {
                let c = [
                    centre(k >> (2 * KEY_BITS)),
                    centre((k >> KEY_BITS) & mask),
                    centre(k & mask),
                ];
                nearest(&colours, c)
            })
            .collect();
        // Exact colours own their cell whatever the centre was closest to: shades first,
        // then the inks themselves, then the background (most of the image).
        for (index, colour) in colours.iter().enumerate().rev() {
            table[key(*colour)] = index as u8;
        }
        for (index, colour) in colours.iter().enumerate() {
            if INKS.iter().any(|ink| rgb(*ink) == *colour) {
                table[key(*colour)] = index as u8;
            }
        }
        table[key(background)] = 0;
        let exact = colours
            .iter()
            .enumerate()
            .map(|(index, colour)| (*colour, index as u8))
            .collect();
        Palette {
            colours,
            table,
            exact,
        }
    }

    /// The palette, built on first use.
    pub(crate) fn get() -> &'static Palette {
        static PALETTE: OnceLock<Palette> = OnceLock::new();
        PALETTE.get_or_init(Palette::build)
    }

    /// The entry nearest to `colour`, through the table (exact for the inks).
    pub(crate) fn index(&self, colour: [u8; 3]) -> u8 {
        self.table[key(colour)]
    }

    /// The entry of an opaque colour: exact for every palette colour (fills, inks).
    pub(crate) fn opaque(&self, colour: [u8; 3]) -> u8 {
        self.exact
            .get(&colour)
            .copied()
            .unwrap_or_else(|| self.index(colour))
    }

    pub(crate) fn colour(&self, index: u8) -> [u8; 3] {
        self.colours
            .get(usize::from(index))
            .copied()
            .unwrap_or([0, 0, 0])
    }

    /// `alpha` of `ink` over the entry `index`, as an entry.
    pub(crate) fn blend(&self, index: u8, ink: [u8; 3], alpha: f64) -> u8 {
        if alpha >= 1.0 {
            return self.index(ink);
        }
        self.index(mix(self.colour(index), ink, alpha.max(0.0)))
    }

    /// `coverage`/255 of `ink` over the entry `index`, in integers: the glyph painter's
    /// blend, a few hundred thousand times per chart.
    pub(crate) fn cover(&self, index: u8, ink: [u8; 3], coverage: u8) -> u8 {
        if coverage == u8::MAX {
            return self.index(ink);
        }
        let base = self.colour(index);
        let a = i32::from(coverage);
        let channel = |b: u8, i: u8| {
            let b = i32::from(b);
            (b + ((i32::from(i) - b) * a + 127).div_euclid(255)) as u8
        };
        self.index([
            channel(base[0], ink[0]),
            channel(base[1], ink[1]),
            channel(base[2], ink[2]),
        ])
    }

    /// The PLTE chunk's bytes: RGB triples.
    pub(crate) fn bytes(&self) -> Vec<u8> {
        self.colours.concat()
    }
}

fn nearest(colours: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let mut best = (i32::MAX, 0usize);
    for (index, p) in colours.iter().enumerate() {
        let d = |a: u8, b: u8| i32::from(a) - i32::from(b);
        let (dr, dg, db) = (d(p[0], c[0]), d(p[1], c[1]), d(p[2], c[2]));
        // Weighted roughly like the eye (green most, blue least).
        let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if distance < best.0 {
            best = (distance, index);
        }
    }
    best.1 as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::style;

    #[test]
    fn fits_a_byte_and_maps_every_ink_and_fill_to_itself() {
        let palette = Palette::get();
        assert!(palette.colours.len() <= 256);
        assert_eq!(palette.index(rgb(BACKGROUND)), 0);
        for ink in INKS {
            // Through the table (blends, glyphs) and exactly (opaque shapes).
            assert_eq!(palette.colour(palette.index(rgb(ink))), rgb(ink), "{ink:?}");
            let fill = rgb(style::over_background(ink, style::FILL_SHARE));
            assert_eq!(palette.colour(palette.opaque(fill)), fill, "{ink:?}");
        }
        // Off-palette colours still get an entry.
        let _ = palette.opaque([1, 2, 3]);
    }

    #[test]
    fn blends_land_on_shades() {
        let palette = Palette::get();
        let text = rgb(style::TEXT);
        let half = palette.blend(0, text, 0.5);
        assert_eq!(palette.colour(half), mix(rgb(BACKGROUND), text, 0.5));
        assert_eq!(palette.blend(0, text, 1.0), palette.index(text));
        assert_eq!(palette.blend(0, text, 0.0), 0);
    }
}
