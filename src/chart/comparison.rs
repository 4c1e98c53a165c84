//! What-if runs drawn beside the team's error budget on the run chart: another run of the
//! same drill (no action at all, an expert's answer…) as the budget it would have left,
//! and, when its score is given, its score's parts beside the team's. Plain data from the
//! caller; [`super::panels`] draws it.

use crate::model::score::Score;
use crate::model::MinuteRecord;

/// Another run's error budget left, minute by minute, with its label (already localised).
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    /// The legend's words for this run, e.g. "no action".
    pub label: String,
    /// `budget_remaining[m]` is the budget left at the end of minute `m` of the drill (the
    /// records' `minute`, counted from the drill's start), as a share of the month's budget
    /// like [`MinuteRecord::budget_remaining`]: 1.0 is all of it, below 0 is overspent.
    /// Minutes outside the chart's window, and values that are not finite, are not drawn.
    pub budget_remaining: Vec<f64>,
    /// The run's score over the same minutes: its parts are drawn beside the team's on the
    /// score-parts panel (when the team's score is given too).
    pub score: Option<Score>,
}

impl Comparison {
    /// The comparison of another run's minute records, each at its `minute`; a minute
    /// missing from `records` is a gap (NaN) in the line.
    pub fn from_records(label: impl Into<String>, records: &[MinuteRecord]) -> Comparison {
        let minutes = records
            .iter()
            .map(|r| r.minute as usize + 1)
            .max()
            .unwrap_or(0);
        let mut budget_remaining = vec![f64::NAN; minutes];
        for record in records {
            budget_remaining[record.minute as usize] = record.budget_remaining;
        }
        Comparison {
            label: label.into(),
            budget_remaining,
            score: None,
        }
    }

    /// The minutes `first..=last` of the line as (minute, budget left), finite ones only.
    pub(crate) fn points(&self, first: u32, last: u32) -> Vec<(f64, f64)> {
        self.budget_remaining
            .iter()
            .enumerate()
            .filter(|&(minute, value)| {
                (first as usize..=last as usize).contains(&minute) && value.is_finite()
            })
            .map(|(minute, &value)| (minute as f64, value))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_keep_the_window_and_skip_gaps() {
        let comparison = Comparison {
            label: "no action".into(),
            budget_remaining: vec![0.2, 0.19, f64::NAN, 0.17, 0.16],
            score: None,
        };
        assert_eq!(comparison.points(1, 3), vec![(1.0, 0.19), (3.0, 0.17)]);
        assert_eq!(comparison.points(10, 20), vec![]);
    }
}
