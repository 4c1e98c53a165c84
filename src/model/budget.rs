//! The error budget and what the fleet costs (SPEC §5 "Error budget", §7.2, §7.7–§7.9):
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

/// The last 360 minutes of error rates, the longest alert window. The first push fills the
/// whole history with the opening minute (§7.8, §7.9), so every window starts at the
/// opening burn rather than at a fraction of it.
#[derive(Debug, Clone, Default)]
pub struct BurnWindow {
    /// Error rates, oldest first once `next` wraps: `rates[next]` is the oldest.
    rates: Vec<f64>,
    next: usize,
}

impl BurnWindow {
    /// Records a minute's error rate and returns the burn of every window including it.
    pub fn push(&mut self, error_rate: f64) -> Burns {
        if self.rates.is_empty() {
            self.rates = vec![error_rate; BURN_WARN_LONG_MINUTES];
            self.next = 0;
        } else {
            self.rates[self.next] = error_rate;
            self.next = (self.next + 1) % BURN_WARN_LONG_MINUTES;
        }
        Burns {
            burn_5m: self.burn_over(BURN_PAGE_SHORT_MINUTES),
            burn_30m: self.burn_over(BURN_WARN_SHORT_MINUTES),
            burn_1h: self.burn_over(BURN_WINDOW_MINUTES),
            burn_6h: self.burn_over(BURN_WARN_LONG_MINUTES),
        }
    }

    /// burn (W) = mean error rate of the last W minutes / 0.1 % [1][2]. Summed afresh each
    /// minute, oldest first: a running sum would drift and could dip below 0.
    fn burn_over(&self, minutes: usize) -> f64 {
        let len = self.rates.len();
        let newest = (self.next + len - 1) % len;
        let sum: f64 = (0..minutes)
            .rev()
            .map(|back| self.rates[(newest + len - back) % len])
            .sum();
        burn(sum / minutes as f64)
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
