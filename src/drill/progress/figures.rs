//! The median and trend of one figure (score, time to detect, time to mitigate) over the
//! last few full drills: plain arithmetic on the drills' own numbers.

/// Which way a figure went over a window: the mean of its later half minus the mean of its
/// earlier half (a window of one drill has none).
pub type Trend = Option<f64>;

/// One figure over a window of drills.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Figure {
    /// How many drills had the figure (a drill without an alert has no time to detect).
    pub count: usize,
    pub median: f64,
    pub trend: Trend,
}

/// The figure of the last `window` values (oldest first); `None` when there are none.
pub fn figure(values: &[f64], window: usize) -> Option<Figure> {
    let last = &values[values.len().saturating_sub(window)..];
    if last.is_empty() {
        return None;
    }
    let mut sorted = last.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    let median = if sorted.len().is_multiple_of(2) {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    } else {
        sorted[mid]
    };
    let half = last.len() / 2;
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let trend = (half > 0).then(|| mean(&last[last.len() - half..]) - mean(&last[..half]));
    Some(Figure {
        count: last.len(),
        median,
        trend,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_and_trend_of_the_last_values() {
        // The last five of seven: 50, 60, 70, 90, 80 → median 70; later half (90, 80)
        // mean 85 minus earlier half (50, 60) mean 55 = +30.
        let values = [10.0, 20.0, 50.0, 60.0, 70.0, 90.0, 80.0];
        let five = figure(&values, 5).unwrap();
        assert_eq!((five.count, five.median, five.trend), (5, 70.0, Some(30.0)));
        // An even count takes the middle two's mean; one value has no trend.
        assert_eq!(figure(&[3.0, 1.0, 2.0, 10.0], 20).unwrap().median, 2.5);
        assert_eq!(figure(&[4.0], 5).unwrap().trend, None);
        assert_eq!(figure(&[], 5), None);
    }
}
