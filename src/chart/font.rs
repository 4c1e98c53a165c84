//! The one font of every chart: DejaVu Sans (regular and bold), embedded from the `dejavu`
//! crate. Embedded so that a chart looks the same on every machine, needs no system fonts
//! or fontconfig, and draws Cyrillic.
//!
//! The chart's words are set by [`super::glyphs`] from the parsed faces kept here. The
//! same bytes are also registered with plotters' ab_glyph renderer, under the family its
//! axis mesh asks for: plotters builds text styles for the mesh even though the chart
//! hands it no words, and an unregistered family would fail the drawing.

use std::sync::OnceLock;

use ab_glyph::FontRef;
use plotters::style::{register_font, FontStyle};

use super::error::ChartError;

/// The family plotters' text styles ask for.
pub(crate) const FAMILY: &str = "sans-serif";

/// The parsed faces.
pub(crate) struct Fonts {
    pub regular: FontRef<'static>,
    pub bold: FontRef<'static>,
}

/// The fonts, parsed and registered on first use. plotters keeps registered fonts in a
/// process-wide table, so once is enough; the `OnceLock` makes concurrent first calls
/// (parallel tests, several bot tasks) wait for the one registration instead of racing.
pub(crate) fn fonts() -> Result<&'static Fonts, ChartError> {
    static FONTS: OnceLock<Result<Fonts, ChartError>> = OnceLock::new();
    FONTS.get_or_init(load).as_ref().map_err(Clone::clone)
}

fn load() -> Result<Fonts, ChartError> {
    let faces = [
        (FontStyle::Normal, "regular", dejavu::sans::regular()),
        (FontStyle::Bold, "bold", dejavu::sans::bold()),
    ];
    for (style, name, bytes) in faces {
        register_font(FAMILY, style, bytes).map_err(|_| ChartError::Font { style: name })?;
    }
    let parse = |name: &'static str, bytes: &'static [u8]| {
        FontRef::try_from_slice(bytes).map_err(|_| ChartError::Font { style: name })
    };
    Ok(Fonts {
        regular: parse("regular", dejavu::sans::regular())?,
        bold: parse("bold", dejavu::sans::bold())?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ab_glyph::Font;

    #[test]
    fn both_faces_cover_latin_and_cyrillic() {
        let fonts = fonts().expect("fonts");
        let letters = ('a'..='z')
            .chain('A'..='Z')
            .chain('а'..='я')
            .chain('А'..='Я');
        for c in letters.chain("ёЁ×%·–".chars()) {
            for face in [&fonts.regular, &fonts.bold] {
                assert_ne!(face.glyph_id(c).0, 0, "no glyph for {c:?}");
            }
        }
    }

    #[test]
    fn loads_once_from_many_threads() {
        let handles: Vec<_> = (0..4)
            .map(|_| std::thread::spawn(|| fonts().map(|f| f as *const Fonts as usize)))
            .collect();
        let addresses: Vec<usize> = handles
            .into_iter()
            .map(|h| h.join().expect("no panic").expect("fonts load"))
            .collect();
        assert!(addresses.windows(2).all(|pair| pair[0] == pair[1]));
    }
}
