//! The error budget and what the fleet costs (SPEC §5 "Error budget", §7.2, §7.7–§7.9):
//! the SLI, burn rates with the pre-filled one-hour window, alert levels, billing.

use serde::Serialize;

use super::constants::{
    BAD_BUILD_ERROR, BURN_PAGE, BURN_WARN, BURN_WINDOW_MINUTES, ERROR_BUDGET, MINUTES_PER_MONTH,
    PRICE_PER_INSTANCE_HOUR,
};

/// The SLI: min(1, queue error + 0.05 × bad share), as a share of admitted requests (§7.2).
/// Shed requests are not errors.
pub fn error_rate(queue_error: f64, bad_share: f64) -> f64 {
    (queue_error + BAD_BUILD_ERROR * bad_share).min(1.0)
}

/// burn = error rate / (1 − SLO) [1][2].
pub fn burn(error_rate: f64) -> f64 {
    error_rate / ERROR_BUDGET
}

/// Share of the month's budget one minute at this burn uses: burn / 43,200 [1].
pub fn budget_spent_per_minute(burn: f64) -> f64 {
    burn / MINUTES_PER_MONTH
}

/// Alert level from burn (1 h), SRE workbook thresholds [2].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Alert {
    None,
    Warn,
    Page,
}

impl Alert {
    pub fn from_burn_1h(burn_1h: f64) -> Alert {
        if burn_1h >= BURN_PAGE {
            Alert::Page
        } else if burn_1h >= BURN_WARN {
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

/// The last 60 minutes of error rates. The first push fills the whole window with the
/// opening minute (§7.8), so burn (1 h) starts at the opening burn rather than at a sixtieth.
#[derive(Debug, Clone)]
pub struct BurnWindow {
    rates: [f64; BURN_WINDOW_MINUTES],
    next: usize,
    filled: bool,
}

impl Default for BurnWindow {
    fn default() -> Self {
        Self {
            rates: [0.0; BURN_WINDOW_MINUTES],
            next: 0,
            filled: false,
        }
    }
}

impl BurnWindow {
    /// Records a minute's error rate and returns burn (1 h) including it.
    pub fn push(&mut self, error_rate: f64) -> f64 {
        if self.filled {
            self.rates[self.next] = error_rate;
            self.next = (self.next + 1) % BURN_WINDOW_MINUTES;
        } else {
            self.rates = [error_rate; BURN_WINDOW_MINUTES];
            self.filled = true;
        }
        // Summed afresh each minute: a running sum would drift and could dip below 0.
        let mean = self.rates.iter().sum::<f64>() / BURN_WINDOW_MINUTES as f64;
        burn(mean)
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
    fn the_window_is_prefilled_with_the_opening_minute() {
        let mut window = BurnWindow::default();
        assert!((window.push(0.002) - 2.0).abs() < 1e-12);
        // One clean minute replaces one of sixty.
        let after = window.push(0.0);
        assert!((after - 2.0 * 59.0 / 60.0).abs() < 1e-12);
        for _ in 0..59 {
            window.push(0.0);
        }
        assert_eq!(window.push(0.0), 0.0);
    }

    #[test]
    fn alerts_follow_the_workbook_thresholds() {
        assert_eq!(Alert::from_burn_1h(5.99), Alert::None);
        assert_eq!(Alert::from_burn_1h(6.0), Alert::Warn);
        assert_eq!(Alert::from_burn_1h(14.39), Alert::Warn);
        assert_eq!(Alert::from_burn_1h(14.4), Alert::Page);
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
