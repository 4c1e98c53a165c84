//! A team's progress as a PNG, [`PROGRESS_WIDTH`] × [`PROGRESS_HEIGHT`], read on a phone
//! (shown 400 px wide, its smallest words are 11 px): two panels one under the other over
//! the drills in time order — the score (0–100) beside the expert's for the same seed, and
//! time to detect and to mitigate in minutes. Full drills are joined by lines; partial
//! (stopped) and practice (rewound) drills are hollow rings, apart from the lines. The
//! words are passed in ([`ProgressText`]); the points drawn come back with the frame, so a
//! caller (a test) can check each against its drill.

use plotters::prelude::*;

use super::canvas::Canvas;
use super::error::ChartError;
use super::glyphs::{self, Align, Label, Look, Weight};
use super::{font, style, Frame};

pub const PROGRESS_WIDTH: u32 = 800;
pub const PROGRESS_HEIGHT: u32 = 900;
const TEXT_PX: f64 = 22.0;
const TITLE_PX: f64 = 26.0;
const LEFT: i32 = 80;
const RIGHT: i32 = 30;
const RADIUS: i32 = 7;

/// The chart's words, in the reader's language.
#[derive(Debug, Clone)]
pub struct ProgressText {
    pub title: String,
    pub score_panel: String,
    pub minutes_panel: String,
    pub score: String,
    pub expert: String,
    pub detect: String,
    pub mitigate: String,
    /// What a hollow ring is ("ring: partial or practice").
    pub apart: String,
    /// Under the x axis ("drills, oldest first").
    pub drills_axis: String,
}

/// One drill on the chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProgressDrill {
    pub score: f64,
    pub expert: Option<f64>,
    pub detect_min: Option<u32>,
    pub mitigate_min: Option<u32>,
    /// A full drill (joined by lines), or one shown apart (a ring).
    pub full: bool,
}

/// Which series a drawn point belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Series {
    Score,
    Expert,
    Detect,
    Mitigate,
}

/// A point as drawn: the drill's index, its value and the pixel at its centre.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Plotted {
    pub series: Series,
    pub drill: usize,
    pub value: f64,
    pub x: i32,
    pub y: i32,
}

impl Series {
    fn colour(self) -> RGBColor {
        match self {
            Series::Score => style::SERVING,
            Series::Expert => style::WARN,
            Series::Detect => style::CACHE_HIT,
            Series::Mitigate => style::BURN,
        }
    }
}

/// Draws the progress of `drills` (oldest first); an empty list is
/// [`ChartError::EmptyHistory`] (the caller says so in words instead).
pub fn draw_progress(
    drills: &[ProgressDrill],
    text: &ProgressText,
) -> Result<(Frame, Vec<Plotted>), ChartError> {
    if drills.is_empty() {
        return Err(ChartError::EmptyHistory);
    }
    let fonts = font::fonts()?;
    let (width, height) = (PROGRESS_WIDTH, PROGRESS_HEIGHT);
    let mut indices = vec![0u8; width as usize * height as usize];
    let mut labels = Vec::new();
    let look = |size, color| Look {
        size,
        weight: Weight::Regular,
        color,
    };
    let mut say = |text: &str, at: (i32, i32), look: Look, align| {
        labels.push(Label {
            text: text.to_string(),
            x: at.0,
            y: at.1,
            look,
            align,
        });
    };
    say(
        &text.title,
        (LEFT, 30),
        Look {
            weight: Weight::Bold,
            ..look(TITLE_PX, style::TEXT)
        },
        Align::Left,
    );
    let minutes_max = drills
        .iter()
        .flat_map(|d| [d.detect_min, d.mitigate_min])
        .flatten()
        .max()
        .unwrap_or(0)
        .max(20)
        // Quarters of whole minutes on the axis.
        .div_ceil(4)
        * 4;
    let minutes_max = f64::from(minutes_max);
    // Panels: (top, bottom, axis maximum, title, series with their values).
    type Values<'a> = Vec<(Series, &'a str, Box<dyn Fn(&ProgressDrill) -> Option<f64>>)>;
    let score_series: Values = vec![
        (Series::Score, &text.score, Box::new(|d| Some(d.score))),
        (Series::Expert, &text.expert, Box::new(|d| d.expert)),
    ];
    let minutes_series: Values = vec![
        (
            Series::Detect,
            &text.detect,
            Box::new(|d| d.detect_min.map(f64::from)),
        ),
        (
            Series::Mitigate,
            &text.mitigate,
            Box::new(|d| d.mitigate_min.map(f64::from)),
        ),
    ];
    let panels = [
        (130, 450, 100.0, &text.score_panel, score_series),
        (570, 820, minutes_max, &text.minutes_panel, minutes_series),
    ];
    let plot_right = width as i32 - RIGHT;
    let step = f64::from(plot_right - LEFT - 40) / (drills.len().max(2) - 1) as f64;
    let x_of = |i: usize| LEFT + 20 + (step * i as f64).round() as i32;
    let mut plotted = Vec::new();
    {
        let root = Canvas::new(&mut indices, width, height).into_drawing_area();
        let fail = |e: DrawingAreaErrorKind<_>| ChartError::Draw(e.to_string());
        for (top, bottom, max, title, series) in &panels {
            let y_of = |v: f64| {
                bottom - ((v / max).clamp(0.0, 1.0) * f64::from(bottom - top)).round() as i32
            };
            say(
                title,
                (LEFT, top - 62),
                look(TEXT_PX, style::TEXT),
                Align::Left,
            );
            // The legend, one entry per series, then what a ring means.
            let mut x = LEFT;
            for (s, name, _) in series {
                root.draw(&Circle::new((x + 8, top - 26), RADIUS, s.colour().filled()))
                    .map_err(fail)?;
                say(
                    name,
                    (x + 22, top - 26),
                    look(TEXT_PX, style::TEXT_DIM),
                    Align::Left,
                );
                x += 44 + glyphs::width(fonts, name, look(TEXT_PX, style::TEXT_DIM));
            }
            // Grid: the axis in quarters, labelled on the left.
            for quarter in 0..=4 {
                let value = max * f64::from(quarter) / 4.0;
                let y = y_of(value);
                root.draw(&PathElement::new(
                    vec![(LEFT, y), (plot_right, y)],
                    style::GRID,
                ))
                .map_err(fail)?;
                say(
                    &format!("{value:.0}"),
                    (LEFT - 10, y),
                    look(TEXT_PX, style::TEXT_DIM),
                    Align::Right,
                );
            }
            for (s, _, value) in series {
                let line: Vec<(i32, i32)> = drills
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| d.full)
                    .filter_map(|(i, d)| value(d).map(|v| (x_of(i), y_of(v))))
                    .collect();
                let stroke = ShapeStyle::from(s.colour()).stroke_width(style::SECOND_LINE);
                root.draw(&PathElement::new(line, stroke)).map_err(fail)?;
                for (i, d) in drills.iter().enumerate() {
                    let Some(v) = value(d) else { continue };
                    let (x, y) = (x_of(i), y_of(v));
                    let look = if d.full {
                        s.colour().filled()
                    } else {
                        s.colour().stroke_width(3)
                    };
                    root.draw(&Circle::new((x, y), RADIUS, look))
                        .map_err(fail)?;
                    plotted.push(Plotted {
                        series: *s,
                        drill: i,
                        value: v,
                        x,
                        y,
                    });
                }
            }
        }
        for i in 0..drills.len() {
            say(
                &(i + 1).to_string(),
                (x_of(i), 850),
                look(TEXT_PX, style::TEXT_DIM),
                Align::Centre,
            );
        }
    }
    say(
        &text.drills_axis,
        (LEFT, 885),
        look(TEXT_PX, style::TEXT_DIM),
        Align::Left,
    );
    say(
        &text.apart,
        (plot_right, 885),
        look(TEXT_PX, style::TEXT_DIM),
        Align::Right,
    );
    glyphs::paint(fonts, &labels, &mut indices, width);
    let texts = super::drawn_texts(fonts, labels);
    Ok((
        Frame {
            indices,
            width,
            height,
            texts,
        },
        plotted,
    ))
}
