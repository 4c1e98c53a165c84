//! A linear plotters axis whose ticks are the ones [`super::scale`] chose (round clock
//! times, round values), rather than plotters' own picks. The ready-made `with_key_points`
//! wrapper would do the same but loses the default label formatting that the mesh needs.

use std::ops::Range;

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};
use plotters::coord::types::RangedCoordf64;

pub(crate) struct TickedAxis {
    linear: RangedCoordf64,
    ticks: Vec<f64>,
}

impl TickedAxis {
    pub(crate) fn new(range: Range<f64>, ticks: Vec<f64>) -> TickedAxis {
        TickedAxis {
            linear: range.into(),
            ticks,
        }
    }
}

impl Ranged for TickedAxis {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        self.linear.map(value, limit)
    }

    /// The chosen ticks as the bold grid; no light grid lines in between.
    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> Range<f64> {
        self.linear.range()
    }
}
