//! What can go wrong making a chart. Its own file, at the bottom of the chart's modules,
//! because every step (fonts, drawing, encoding) returns it and none of them should
//! reach up into the module's face for it.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ChartError {
    /// There is nothing to draw: a chart needs at least one minute. (A blank chart would
    /// say "all is well" without data; callers show a text instead.)
    #[error("no simulated minutes to chart yet")]
    EmptyHistory,
    #[error("the embedded font ({style}) could not be loaded")]
    Font { style: &'static str },
    #[error("drawing the chart failed: {0}")]
    Draw(String),
    #[error("encoding the chart as PNG failed: {0}")]
    Encode(String),
}
