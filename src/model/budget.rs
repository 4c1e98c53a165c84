//! The error budget and what the fleet costs (docs/model.md §5 "Error budget", §7.2, §7.7–§7.9):
//! the SLI, burn rates over the pre-filled 5-minute, 30-minute, 1-hour and 6-hour windows,
//! the multiwindow alert levels, billing.

use serde::Serialize;

use super::constants::{
    BAD_BUILD_ERROR, BURN_PAGE, BURN_PAGE_SHORT_MINUTES, BURN_WARN, BURN_WARN_LONG_MINUTES,
    BURN_WARN_SHORT_MINUTES, BURN_WINDOW_MINUTES, ERROR_BUDGET, MINUTES_PER_MONTH,
    PRICE_PER_INSTANCE_HOUR,
};

/// The SLI: min(1, queue error + 0.05 × bad share), as a share of admitted requests (§7.2).
/// Shed requests are not errors.
pub fn error_rate(queue_error: f64, bad_share: f64) -> f64 {
    (queue_error + bad_build_error(bad_share)).min(1.0)
}

/// The bad build's own errors: 5 % of the traffic it serves (§7.2).
pub fn bad_build_error(bad_share: f64) -> f64 {
    BAD_BUILD_ERROR * bad_share
}

/// burn = error rate / (1 − SLO) [1][2].
pub fn burn(error_rate: f64) -> f64 {
    error_rate / ERROR_BUDGET
}

/// Share of the month's budget one minute at this burn uses: burn / 43,200 [1].
pub fn budget_spent_per_minute(burn: f64) -> f64 {
    burn / MINUTES_PER_MONTH
}

/// Alert level of the multiwindow, multi-burn-rate alerts [2].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Alert {
    None,
    Warn,
    Page,
}

impl Alert {
    /// The SRE workbook's multiwindow, multi-burn-rate alert ("Alerting on SLOs",
    /// recommendation 6) [2]: a **page** when burn (1 h) ≥ 14.4 and burn (5 min) ≥ 14.4; a
    /// **warning** (when not paging) when burn (6 h) ≥ 6 and burn (30 min) ≥ 6. The long
    /// window says the budget is really burning, the short one that it still is: an alert
    /// clears within minutes of the fix instead of an hour later.
    pub fn from_burns(b: &Burns) -> Alert {
        if b.burn_1h >= BURN_PAGE && b.burn_5m >= BURN_PAGE {
            Alert::Page
        } else if b.burn_6h >= BURN_WARN && b.burn_30m >= BURN_WARN {
            Alert::Warn
        } else {
            Alert::None
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Alert::None => "none",
            Alert::Warn => "warn",
            Alert::Page => "page",
        }
    }
}

/// Burn over each alert window, including the current minute.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Burns {
    pub burn_5m: f64,
    pub burn_30m: f64,
    pub burn_1h: f64,
    pub burn_6h: f64,
}

/// The burns of the four alert windows, minute by minute. The first push counts the opening
/// minute as the whole history (§7.8, §7.9), so every window starts at the opening burn
/// rather than at a fraction of it.
///
/// Each window's sum is bit for bit the sum of its minutes added oldest first, as summing the
/// last W rates afresh each minute gives (a running sum that adds the new minute and
/// subtracts the old one would drift and could dip below 0); see [`PendingSums`] for how
/// that costs W independent additions a minute instead of a chain of W.
#[derive(Debug, Clone)]
pub struct BurnWindow {
    last_5m: PendingSums<BURN_PAGE_SHORT_MINUTES>,
    last_30m: PendingSums<BURN_WARN_SHORT_MINUTES>,
    last_1h: PendingSums<BURN_WINDOW_MINUTES>,
    last_6h: PendingSums<BURN_WARN_LONG_MINUTES>,
    history: History,
}

/// Whether a window has seen its opening minute, the one that fills its history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum History {
    Empty,
    Filled,
}

impl Default for BurnWindow {
    fn default() -> Self {
        Self {
            last_5m: PendingSums::empty(),
            last_30m: PendingSums::empty(),
            last_1h: PendingSums::empty(),
            last_6h: PendingSums::empty(),
            history: History::Empty,
        }
    }
}

impl BurnWindow {
    /// Records a minute's error rate and returns the burn of every window including it:
    /// burn (W) = mean error rate of the last W minutes / 0.1 % [1][2].
    pub fn push(&mut self, error_rate: f64) -> Burns {
        if self.history == History::Empty {
            self.last_5m = PendingSums::prefilled(error_rate);
            self.last_30m = PendingSums::prefilled(error_rate);
            self.last_1h = PendingSums::prefilled(error_rate);
            self.last_6h = PendingSums::prefilled(error_rate);
            self.history = History::Filled;
        }
        Burns {
            burn_5m: self.last_5m.push(error_rate),
            burn_30m: self.last_30m.push(error_rate),
            burn_1h: self.last_1h.push(error_rate),
            burn_6h: self.last_6h.push(error_rate),
        }
    }
}

/// What `Iterator::sum` of `f64` starts from: −0.0, the one value whose addition changes
/// no sum (−0.0 + x is x for every x, even +0.0).
const EMPTY_SUM: f64 = -0.0;

/// The sums of the `W`-minute windows that end this minute and in each of the next W − 1,
/// over the minutes each has seen so far. A new minute is added to all W (independent
/// additions on one contiguous array, which the compiler vectorises); the window ending
/// now is then complete and its slot starts the window ending W minutes later. Every sum
/// thus receives its minutes oldest first, one addition at a time: the same roundings, in
/// the same order, as re-summing the last W minutes from scratch.
///
/// A quiet minute (error rate 0, most minutes of a drill) is not added at all: once a sum
/// has met a non-zero rate, adding 0 leaves it unchanged, and before that it is 0 either
/// way. Only a window of W quiet minutes has met none; its sum is 0.
#[derive(Debug, Clone)]
struct PendingSums<const W: usize> {
    /// `sums[(ends_now + k) % W]` belongs to the window that ends k minutes from now.
    sums: [f64; W],
    ends_now: usize,
    /// Quiet minutes in a row up to this one, counted up to W.
    quiet_minutes: usize,
}

impl<const W: usize> PendingSums<W> {
    fn empty() -> Self {
        Self {
            sums: [EMPTY_SUM; W],
            ends_now: 0,
            quiet_minutes: 0,
        }
    }

    /// The sums as if the opening rate had also been recorded in each of the W − 1 minutes
    /// before the opening one: the window ending k minutes after it holds W − 1 − k of
    /// those copies, added one at a time as the reference sum would.
    fn prefilled(opening: f64) -> Self {
        let mut pending = Self::empty();
        let mut copies = EMPTY_SUM;
        for sum in pending.sums.iter_mut().rev() {
            *sum = copies;
            copies += opening;
        }
        if opening == 0.0 {
            pending.quiet_minutes = W - 1;
        }
        pending
    }

    /// Adds a minute and returns the burn of the window ending with it.
    fn push(&mut self, error_rate: f64) -> f64 {
        if error_rate == 0.0 {
            self.quiet_minutes = (self.quiet_minutes + 1).min(W);
        } else {
            self.quiet_minutes = 0;
            for sum in &mut self.sums {
                *sum += error_rate;
            }
        }
        let complete = std::mem::replace(&mut self.sums[self.ends_now], EMPTY_SUM);
        self.ends_now = if self.ends_now + 1 == W {
            0
        } else {
            self.ends_now + 1
        };
        let sum = if self.quiet_minutes == W {
            0.0
        } else {
            complete
        };
        burn(sum / W as f64)
    }
}

/// Dollars per hour of a fleet, × 2 while a rollback prepares its fresh fleet (§7.7).
pub fn fleet_cost_per_hour(instances: u32, rollback_preparing: bool) -> f64 {
    let factor = if rollback_preparing { 2.0 } else { 1.0 };
    f64::from(instances) * PRICE_PER_INSTANCE_HOUR * factor
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_window_is_prefilled_with_the_opening_minute() {
        let mut window = BurnWindow::default();
        let first = window.push(0.002);
        for b in [first.burn_5m, first.burn_30m, first.burn_1h, first.burn_6h] {
            assert!((b - 2.0).abs() < 1e-12, "{first:?}");
        }
        // One clean minute replaces one of 5, 30, 60 and 360.
        let after = window.push(0.0);
        assert!((after.burn_5m - 2.0 * 4.0 / 5.0).abs() < 1e-12);
        assert!((after.burn_30m - 2.0 * 29.0 / 30.0).abs() < 1e-12);
        assert!((after.burn_1h - 2.0 * 59.0 / 60.0).abs() < 1e-12);
        assert!((after.burn_6h - 2.0 * 359.0 / 360.0).abs() < 1e-12);
        for _ in 0..3 {
            window.push(0.0);
        }
        assert_eq!(window.push(0.0).burn_5m, 0.0, "five clean minutes");
        for _ in 0..354 {
            window.push(0.0);
        }
        let clean = window.push(0.0);
        assert_eq!((clean.burn_1h, clean.burn_6h), (0.0, 0.0));
    }

    #[test]
    fn each_window_sees_only_its_own_minutes() {
        // Hand-computed: 10 minutes at 5 % (burn 50) after an opening of 0, then 0.
        let mut window = BurnWindow::default();
        window.push(0.0);
        let mut last = window.push(0.05);
        for _ in 1..10 {
            last = window.push(0.05);
        }
        assert!((last.burn_5m - 50.0).abs() < 1e-9);
        assert!((last.burn_30m - 50.0 * 10.0 / 30.0).abs() < 1e-9);
        assert!((last.burn_1h - 50.0 * 10.0 / 60.0).abs() < 1e-9);
        assert!((last.burn_6h - 50.0 * 10.0 / 360.0).abs() < 1e-9);
        assert_eq!(
            Alert::from_burns(&last),
            Alert::None,
            "6 h ≈ 1.4: no warning"
        );
    }

    #[test]
    fn alerts_follow_the_multiwindow_thresholds() {
        let burns = |burn_5m, burn_30m, burn_1h, burn_6h| Burns {
            burn_5m,
            burn_30m,
            burn_1h,
            burn_6h,
        };
        assert_eq!(Alert::from_burns(&burns(0.0, 0.0, 0.0, 0.0)), Alert::None);
        assert_eq!(
            Alert::from_burns(&burns(20.0, 20.0, 14.4, 3.0)),
            Alert::Page
        );
        // The fix: the long window still burns, the short one is clean — no page.
        assert_eq!(
            Alert::from_burns(&burns(14.39, 20.0, 40.0, 5.0)),
            Alert::None
        );
        assert_eq!(
            Alert::from_burns(&burns(14.39, 20.0, 40.0, 6.0)),
            Alert::Warn
        );
        assert_eq!(
            Alert::from_burns(&burns(100.0, 100.0, 14.39, 6.0)),
            Alert::Warn
        );
        assert_eq!(
            Alert::from_burns(&burns(100.0, 5.99, 10.0, 6.0)),
            Alert::None
        );
        assert_eq!(Alert::from_burns(&burns(0.0, 6.0, 0.0, 5.99)), Alert::None);
    }

    #[test]
    fn sli_and_budget() {
        assert!((error_rate(0.01, 1.0) - 0.06).abs() < 1e-15);
        assert_eq!(error_rate(0.99, 1.0), 1.0);
        assert!((burn(0.05) - 50.0).abs() < 1e-12);
        // A whole month at burn 1 spends exactly the budget.
        assert!((budget_spent_per_minute(1.0) * 43_200.0 - 1.0).abs() < 1e-12);
        assert!((fleet_cost_per_hour(10, false) - 4.0).abs() < 1e-12);
        assert!((fleet_cost_per_hour(10, true) - 8.0).abs() < 1e-12);
    }
}
