//! What the painters of a chart draw on: plotters' drawing [`Area`] over the palette
//! canvas (its errors become a [`ChartError`]), and the [`Words`] collected while plotters
//! draws and set on top by `glyphs` afterwards.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::chart::canvas::Canvas;
use crate::chart::error::ChartError;
use crate::chart::font::Fonts;
use crate::chart::glyphs::{self, Align, Label, Look, Weight};

pub(super) type Area<'a> = DrawingArea<Canvas<'a>, Shift>;

pub(super) fn draw_error<E: std::error::Error + Send + Sync>(
    error: DrawingAreaErrorKind<E>,
) -> ChartError {
    ChartError::Draw(error.to_string())
}

/// The words of the chart, collected while plotters draws and painted after it.
pub(super) struct Words {
    pub(super) fonts: &'static Fonts,
    pub(super) labels: Vec<Label>,
}

impl Words {
    pub(super) fn width(&self, text: &str, look: Look) -> i32 {
        glyphs::width(self.fonts, text, look)
    }

    pub(super) fn add(&mut self, text: &str, (x, y): (i32, i32), look: Look, align: Align) {
        if !text.is_empty() {
            self.labels.push(Label {
                text: text.to_string(),
                x,
                y,
                look,
                align,
            });
        }
    }
}

pub(super) fn look(size: f64, weight: Weight, color: RGBColor) -> Look {
    Look {
        size,
        weight,
        color,
    }
}
