//! Axis ranges and ticks, as pure arithmetic: the time window of each chart, clock ticks on
//! round times of day, "nice" linear ticks, and the logarithmic burn-rate axis. No range
//! this returns is empty, whatever the data (one minute, all zeros, NaN), so plotters never
//! divides by a zero-width axis.

use crate::model::constants::BURN_WINDOW_MINUTES;
use crate::model::Clock;

/// Minutes the live chart spans: the last hour, the burn-rate window players watch.
pub(crate) const LIVE_MINUTES: u32 = BURN_WINDOW_MINUTES as u32;

/// Lowest burn rate the burn axis shows; anything smaller but above zero is drawn on the
/// floor. A tenth of the budget rate is "no trouble" for every reader.
pub(crate) const BURN_FLOOR: f64 = 0.1;

/// Where zero sits on the burn axis, in its log10 units: a decade below the floor, on a
/// line of its own labelled 0, so that "no errors at all" never reads as "a few".
pub(crate) const BURN_ZERO: f64 = -2.0;

/// The minutes `[first, last]` a chart shows on its time axis.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Window {
    pub first: u32,
    pub last: u32,
}

impl Window {
    /// The live chart: the last hour of the history, or the first hour while the drill is
    /// younger, so the axis stays put and the lines grow to the right.
    pub(crate) fn live(first_minute: u32, last_minute: u32) -> Window {
        let span = LIVE_MINUTES - 1;
        let first = last_minute.saturating_sub(span).max(first_minute);
        Window {
            first,
            last: first.saturating_add(span),
        }
    }

    /// The whole drill; at least one minute wide so a one-minute history has an axis.
    pub(crate) fn run(first_minute: u32, last_minute: u32) -> Window {
        Window {
            first: first_minute,
            last: last_minute.max(first_minute.saturating_add(1)),
        }
    }

    pub(crate) fn contains(&self, minute: u32) -> bool {
        (self.first..=self.last).contains(&minute)
    }

    pub(crate) fn span(&self) -> u32 {
        self.last - self.first
    }
}

/// Clock ticks for the time axis: at most `max_ticks` labelled minutes inside `window`,
/// on round times of day (every 5, 10, 15, 30 minutes, hours…). `clock_at_first` is the
/// time of day of minute `window.first`.
pub(crate) fn clock_ticks(
    window: Window,
    clock_at_first: Clock,
    max_ticks: u32,
) -> Vec<(f64, String)> {
    const STEPS: [u32; 11] = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720];
    let span = window.span();
    let step = STEPS
        .into_iter()
        .find(|step| span / step < max_ticks.max(1))
        .unwrap_or(24 * 60);
    // The first minute whose time of day is a multiple of the step.
    let offset = (step - clock_at_first.0 % step) % step;
    (window.first.saturating_add(offset)..=window.last)
        .step_by(step as usize)
        .map(|minute| {
            let clock = Clock(clock_at_first.0.wrapping_add(minute - window.first));
            (f64::from(minute), clock.to_string())
        })
        .collect()
}

/// Ticks from 0 for a linear axis whose data reaches `max`: a round step (1, 2, 2.5, 5 ×
/// 10ⁿ, at least `min_step`, whole when `min_step` is at least 1) giving at most
/// `max_ticks` intervals, and the axis top (the first tick at or above `max`). Never an
/// empty axis: all-zero data gets `[0, min_step]`.
pub(crate) fn nice_ticks(max: f64, max_ticks: u32, min_step: f64) -> (f64, Vec<f64>) {
    let max = if max.is_finite() && max > 0.0 {
        max
    } else {
        0.0
    };
    let step = nice_step(max / f64::from(max_ticks.max(1)), min_step);
    let count = (max / step - 1e-9).ceil().max(1.0) as u32;
    let ticks = (0..=count).map(|i| f64::from(i) * step).collect();
    (f64::from(count) * step, ticks)
}

/// The least round step (1, 2, 2.5, 5 × 10ⁿ, at least `min_step`, whole when `min_step`
/// is at least 1) at or above `rough`.
pub(crate) fn nice_step(rough: f64, min_step: f64) -> f64 {
    let rough = if rough.is_finite() { rough } else { 0.0 }.max(min_step);
    let magnitude = 10f64.powf(rough.log10().floor());
    [1.0, 2.0, 2.5, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        // Whole-number axes (instances) take no 2.5 steps.
        .filter(|s| min_step < 1.0 || s.fract() == 0.0)
        .find(|&s| s >= rough * (1.0 - 1e-9))
        .unwrap_or(10.0 * magnitude)
        .max(min_step)
}

/// Ticks of a linear axis through zero covering `[lo, hi]` (either may be past zero on
/// its side; non-finite ones count as zero): a round step as [`nice_ticks`] picks, at most
/// `max_ticks` intervals, at least one of them above zero. Returns the ticks, bottom first,
/// and the step.
pub(crate) fn signed_ticks(lo: f64, hi: f64, max_ticks: u32, min_step: f64) -> (Vec<f64>, f64) {
    let finite = |v: f64| if v.is_finite() { v } else { 0.0 };
    let (lo, hi) = (finite(lo).min(0.0), finite(hi).max(0.0));
    let mut intervals = max_ticks.max(1);
    loop {
        let step = nice_step((hi - lo) / f64::from(intervals), min_step);
        let below = (-lo / step - 1e-9).ceil().max(0.0) as u32;
        let above = (hi / step - 1e-9).ceil().max(1.0) as u32;
        // A step that rounds both ends outwards may need one interval too many.
        if below + above <= max_ticks.max(2) || intervals == 1 {
            let ticks = (0..=below + above)
                .map(|i| (f64::from(i) - f64::from(below)) * step)
                .collect();
            return (ticks, step);
        }
        intervals -= 1;
    }
}

/// The burn axis is log10 of the burn rate, from [`BURN_FLOOR`] to 100× or, when the data
/// goes past that, 1000× (a 100 % error rate): thresholds at 6× and 14.4× stay readable
/// next to a burn of 1000×. Returns the axis top in log10 units.
pub(crate) fn burn_axis_top(max_burn: f64) -> f64 {
    if max_burn.is_finite() && max_burn > 100.0 {
        3.0
    } else {
        2.0
    }
}

/// A burn rate on the burn axis: log10, clamped to the axis so that values past the top
/// are drawn on its edge and those between zero and the floor on the floor. Zero (and NaN,
/// no data) is drawn on the zero line [`BURN_ZERO`], apart from the floor.
pub(crate) fn burn_to_axis(burn: f64, top: f64) -> f64 {
    if burn.is_nan() || burn <= 0.0 {
        return BURN_ZERO;
    }
    burn.max(BURN_FLOOR).log10().min(top)
}

/// Clamps a value to `[0, top]`, NaN to 0: the data that falls off a linear axis is drawn
/// on its edge rather than off the panel.
pub(crate) fn clamp_to_axis(value: f64, top: f64) -> f64 {
    if value.is_nan() {
        0.0
    } else {
        value.clamp(0.0, top)
    }
}

/// A number for an axis label: no trailing `.0`, at most two decimals.
pub(crate) fn format_number(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    if rounded.fract() == 0.0 {
        format!("{rounded:.0}")
    } else if (rounded * 10.0).fract() == 0.0 {
        format!("{rounded:.1}")
    } else {
        format!("{rounded:.2}")
    }
}

/// Thousands as `k` (`1.5k`), so request-rate labels stay short.
pub(crate) fn format_rate(value: f64) -> String {
    if value.abs() >= 1000.0 {
        format!("{}k", format_number(value / 1000.0))
    } else {
        format_number(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_window_is_the_last_hour_or_the_first() {
        assert_eq!(Window::live(0, 0), Window { first: 0, last: 59 });
        assert_eq!(Window::live(0, 30), Window { first: 0, last: 59 });
        assert_eq!(
            Window::live(0, 89),
            Window {
                first: 30,
                last: 89
            }
        );
        assert_eq!(
            Window::live(10, 20),
            Window {
                first: 10,
                last: 69
            }
        );
    }

    #[test]
    fn run_window_is_never_empty() {
        assert_eq!(Window::run(0, 0), Window { first: 0, last: 1 });
        assert_eq!(Window::run(0, 89), Window { first: 0, last: 89 });
    }

    #[test]
    fn clock_ticks_fall_on_round_times() {
        let ticks = clock_ticks(
            Window {
                first: 30,
                last: 89,
            },
            Clock(9 * 60 + 30),
            7,
        );
        let labels: Vec<&str> = ticks.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(
            labels,
            ["09:30", "09:40", "09:50", "10:00", "10:10", "10:20"]
        );
        assert_eq!(ticks[0].0, 30.0);

        // 09:07 start: the first tick is the first round time, 09:10.
        let ticks = clock_ticks(Window { first: 0, last: 59 }, Clock(9 * 60 + 7), 7);
        assert_eq!(ticks[0], (3.0, "09:10".to_string()));

        let ticks = clock_ticks(
            Window {
                first: 0,
                last: 600,
            },
            Clock(8 * 60),
            7,
        );
        assert!(ticks.len() <= 7 && ticks.len() >= 4, "{ticks:?}");
        assert_eq!(ticks[1].1, "10:00");

        let ticks = clock_ticks(Window { first: 0, last: 1 }, Clock(0), 7);
        assert_eq!(ticks.len(), 2);
    }

    #[test]
    fn nice_ticks_cover_the_data() {
        assert_eq!(nice_ticks(0.0, 4, 1.0), (1.0, vec![0.0, 1.0]));
        assert_eq!(nice_ticks(f64::NAN, 4, 1.0), (1.0, vec![0.0, 1.0]));
        assert_eq!(
            nice_ticks(100.0, 4, 1.0),
            (100.0, vec![0.0, 25.0, 50.0, 75.0, 100.0])
        );
        let (top, ticks) = nice_ticks(1234.0, 4, 1.0);
        assert_eq!(top, 1500.0);
        assert_eq!(ticks.len(), 4);
        let (top, ticks) = nice_ticks(13.0, 4, 1.0);
        assert_eq!((top, ticks.len()), (15.0, 4));
        assert!(nice_ticks(2.0, 5, 0.5).0 >= 2.0);
        assert_eq!(nice_ticks(9.0, 4, 1.0), (10.0, vec![0.0, 5.0, 10.0]));
    }

    #[test]
    fn burn_axis_is_logarithmic_and_clamped() {
        assert_eq!(burn_axis_top(15.0), 2.0);
        assert_eq!(burn_axis_top(1000.0), 3.0);
        // Zero on its own line, a decade under the floor; a little above zero on the floor.
        assert_eq!(burn_to_axis(0.0, 2.0), BURN_ZERO);
        assert_eq!(burn_to_axis(f64::NAN, 2.0), BURN_ZERO);
        assert!(BURN_ZERO < BURN_FLOOR.log10() - 0.5);
        assert_eq!(burn_to_axis(1e-6, 2.0), -1.0);
        assert_eq!(burn_to_axis(10.0, 2.0), 1.0);
        assert_eq!(burn_to_axis(1000.0, 2.0), 2.0);
    }

    #[test]
    fn signed_ticks_reach_below_zero_when_the_data_do() {
        assert_eq!(
            signed_ticks(0.0, 20.0, 4, 1.0),
            (vec![0.0, 5.0, 10.0, 15.0, 20.0], 5.0)
        );
        assert_eq!(signed_ticks(0.0, 0.0, 4, 1.0), (vec![0.0, 1.0], 1.0));
        let (ticks, step) = signed_ticks(-12.0, 20.0, 4, 1.0);
        assert_eq!(step, 10.0);
        assert_eq!(ticks, vec![-20.0, -10.0, 0.0, 10.0, 20.0]);
        let (ticks, _) = signed_ticks(-80.0, -10.0, 3, 1.0);
        assert!(ticks.len() <= 4 && ticks[0] <= -80.0, "{ticks:?}");
        assert!(ticks.contains(&0.0) && *ticks.last().unwrap() > 0.0);
        let (ticks, _) = signed_ticks(f64::NAN, 100.0, 3, 1.0);
        assert_eq!(ticks.first(), Some(&0.0));
        assert!(*ticks.last().unwrap() >= 100.0);
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(format_number(2.0), "2");
        assert_eq!(format_number(0.5), "0.5");
        assert_eq!(format_number(0.25), "0.25");
        assert_eq!(format_rate(1500.0), "1.5k");
        assert_eq!(format_rate(250.0), "250");
    }
}
