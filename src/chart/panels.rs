//! A panel of a chart as plain data (layers in drawing order, the value axis, legend and
//! value tags), and the helpers the panels share. The panels themselves, by concern:
//! [`system`] the five of the system over time (traffic, errors, latency, cache and
//! database, fleet), [`budget`] the error budget with the what-if runs beside it, [`parts`]
//! the score's parts side by side (the run chart's last). [`super::plan`] picks and puts
//! them together; [`super::draw`] paints them. `max_ticks` is the most intervals a linear
//! value axis may have: fewer on the compact chart, whose plots are lower and letters
//! bigger.

mod budget;
mod parts;
mod system;

pub(super) use budget::budget;
pub(super) use parts::parts;
pub(super) use system::{cache, errors, fleet, latency, traffic};

use plotters::style::RGBColor;

use super::scale;
use crate::model::MinuteRecord;

pub(crate) type Points = Vec<(f64, f64)>;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Layer {
    /// Filled from the axis floor up to the points, opaque (drawn before lines).
    Area { points: Points, fill: RGBColor },
    Line {
        points: Points,
        color: RGBColor,
        width: u32,
    },
    /// A dashed line: another run than the team's (the what-if budgets), `dash` pixels
    /// drawn then skipped.
    Dashed {
        points: Points,
        color: RGBColor,
        width: u32,
        dash: (u32, u32),
    },
    /// A dashed horizontal threshold across the whole panel.
    Level { y: f64, color: RGBColor },
    /// A bar from zero up to `value`, `left..left + width` on a panel of groups (a group
    /// `g` spans `g..g + 1`).
    Bar {
        left: f64,
        width: f64,
        value: f64,
        color: RGBColor,
    },
}

/// What a panel's horizontal axis is.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum XAxis {
    /// The chart's time window, with its clock ticks and markers.
    Time,
    /// Named groups side by side, each name under its group: group `g` spans
    /// `offset + g..offset + g + 1` of an axis `0..slots`.
    Groups {
        names: Vec<String>,
        offset: f64,
        slots: f64,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Legend {
    pub label: String,
    pub color: RGBColor,
    pub dashed: bool,
}

/// The latest value of a series, written right of the plot at the line's height: the
/// number a player asks for first.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Tag {
    pub y: f64,
    pub label: String,
    pub color: RGBColor,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Panel {
    /// Drawn where the chart has panel titles (not on the compact chart).
    pub title: String,
    pub x_axis: XAxis,
    pub legend: Vec<Legend>,
    pub y_min: f64,
    pub y_max: f64,
    /// Value-axis ticks and their labels, left side.
    pub y_ticks: Vec<(f64, String)>,
    /// A second scale of the same axis, right side (the error rate next to the burn);
    /// panels without one show [`Tag`]s there.
    pub right_ticks: Vec<(f64, String)>,
    pub tags: Vec<Tag>,
    pub layers: Vec<Layer>,
}
fn series(shown: &[&MinuteRecord], value: impl Fn(&MinuteRecord) -> f64) -> Points {
    shown
        .iter()
        .map(|r| (f64::from(r.minute), value(r)))
        .collect()
}

fn max_of(points: &Points) -> f64 {
    points
        .iter()
        .map(|&(_, y)| y)
        .filter(|y| y.is_finite())
        .fold(0.0, f64::max)
}

fn clamped(points: Points, top: f64) -> Points {
    points
        .into_iter()
        .map(|(x, y)| (x, scale::clamp_to_axis(y, top)))
        .collect()
}

/// A tag for the last point of `points` (already on the axis), if there is one.
fn tag(points: &Points, color: RGBColor, label: impl Fn(f64) -> String) -> Option<Tag> {
    points.last().map(|&(_, y)| Tag {
        y,
        label: label(y),
        color,
    })
}

fn legend(label: &str, color: RGBColor, dashed: bool) -> Legend {
    Legend {
        label: label.to_string(),
        color,
        dashed,
    }
}

fn linear_ticks(ticks: &[f64], format: impl Fn(f64) -> String) -> Vec<(f64, String)> {
    ticks.iter().map(|&t| (t, format(t))).collect()
}
