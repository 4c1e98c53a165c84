//! A plotters drawing backend that paints palette indices ([`super::palette`]) instead
//! of RGB: what it draws is already the indexed PNG's pixel data, so no conversion pass
//! over the 810,000 pixels is needed at the end. Blends (anti-aliased edges, glyphs) look
//! up the entry under them, mix in RGB and take the nearest entry.
//!
//! Opaque horizontal and vertical runs — the background, area fills (plotters fills
//! polygons span by span), grid lines — are written as whole runs of one index.

use std::convert::Infallible;

use plotters_backend::{
    rasterizer, BackendColor, BackendCoord, BackendStyle, DrawingBackend, DrawingErrorKind,
};

use super::palette::Palette;

type Result = std::result::Result<(), DrawingErrorKind<Infallible>>;

/// Palette indices, row by row, borrowed for the time plotters draws.
pub(crate) struct Canvas<'a> {
    pixels: &'a mut [u8],
    width: u32,
    height: u32,
    palette: &'static Palette,
    /// The last opaque colour looked up and its entry: consecutive spans share a colour.
    last: ((u8, u8, u8), u8),
}

impl<'a> Canvas<'a> {
    /// A canvas on `pixels`, which must hold `width × height` indices. Index 0 is the
    /// background, so zeroed pixels are a blank chart.
    pub(crate) fn new(pixels: &'a mut [u8], width: u32, height: u32) -> Canvas<'a> {
        debug_assert_eq!(pixels.len(), width as usize * height as usize);
        let palette = Palette::get();
        Canvas {
            pixels,
            width,
            height,
            palette,
            last: ((0, 0, 0), palette.opaque([0, 0, 0])),
        }
    }

    fn opaque_index(&mut self, rgb: (u8, u8, u8)) -> u8 {
        if self.last.0 != rgb {
            self.last = (rgb, self.palette.opaque([rgb.0, rgb.1, rgb.2]));
        }
        self.last.1
    }

    /// Fills the rectangle `[x0, x1) × [y0, y1)` (clipped) with one opaque colour.
    fn fill(&mut self, (x0, y0): (i32, i32), (x1, y1): (i32, i32), rgb: (u8, u8, u8)) {
        let (w, h) = (self.width as i32, self.height as i32);
        let (x0, x1) = (x0.clamp(0, w), x1.clamp(0, w));
        let (y0, y1) = (y0.clamp(0, h), y1.clamp(0, h));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let index = self.opaque_index(rgb);
        let stride = self.width as usize;
        let (x0, x1) = (x0 as usize, x1 as usize);
        if x1 - x0 == 1 {
            // Vertical lines (grid, markers, polygon edges): one byte a row, no memset call.
            for y in y0 as usize..y1 as usize {
                self.pixels[y * stride + x0] = index;
            }
        } else {
            for y in y0 as usize..y1 as usize {
                self.pixels[y * stride + x0..y * stride + x1].fill(index);
            }
        }
    }
}

impl DrawingBackend for Canvas<'_> {
    type ErrorType = Infallible;

    fn get_size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    fn ensure_prepared(&mut self) -> Result {
        Ok(())
    }

    fn present(&mut self) -> Result {
        Ok(())
    }

    fn draw_pixel(&mut self, (x, y): BackendCoord, color: BackendColor) -> Result {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return Ok(());
        }
        if color.alpha <= 0.0 {
            return Ok(());
        }
        let at = y as usize * self.width as usize + x as usize;
        let (r, g, b) = color.rgb;
        self.pixels[at] = if color.alpha >= 1.0 {
            self.opaque_index(color.rgb)
        } else {
            self.palette.blend(self.pixels[at], [r, g, b], color.alpha)
        };
        Ok(())
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result {
        let color = style.color();
        let straight = from.0 == to.0 || from.1 == to.1;
        if straight && style.stroke_width() == 1 && color.alpha >= 1.0 {
            let (x0, x1) = (from.0.min(to.0), from.0.max(to.0));
            let (y0, y1) = (from.1.min(to.1), from.1.max(to.1));
            self.fill((x0, y0), (x1 + 1, y1 + 1), color.rgb);
            return Ok(());
        }
        rasterizer::draw_line(self, from, to, style)
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result {
        let color = style.color();
        if fill && color.alpha >= 1.0 {
            // As plotters' bitmap backend does: the bottom-right corner is exclusive.
            let (x0, x1) = (
                upper_left.0.min(bottom_right.0),
                upper_left.0.max(bottom_right.0),
            );
            let (y0, y1) = (
                upper_left.1.min(bottom_right.1),
                upper_left.1.max(bottom_right.1),
            );
            self.fill((x0, y0), (x1, y1), color.rgb);
            return Ok(());
        }
        rasterizer::draw_rect(self, upper_left, bottom_right, style, fill)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::style::{mix, rgb, BACKGROUND, TEXT};

    #[test]
    fn fills_clip_and_blends_land_on_the_palette() {
        let mut pixels = vec![0u8; 10 * 5];
        let mut canvas = Canvas::new(&mut pixels, 10, 5);
        let text = (TEXT.0, TEXT.1, TEXT.2);
        let solid = BackendColor {
            alpha: 1.0,
            rgb: text,
        };
        canvas
            .draw_rect((-5, -5), (2, 1), &solid, true)
            .expect("rect");
        canvas.draw_pixel((5, 4), solid.mix(0.5)).expect("pixel");
        canvas
            .draw_pixel((50, 50), solid)
            .expect("outside is ignored");
        let p = Palette::get();
        let text_index = p.index(rgb(TEXT));
        assert_eq!(&pixels[0..3], &[text_index, text_index, 0]);
        assert_eq!(pixels[10], 0);
        let half = mix(rgb(BACKGROUND), rgb(TEXT), 0.5);
        assert_eq!(p.colour(pixels[4 * 10 + 5]), half);
    }
}
