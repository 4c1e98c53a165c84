//! How the service is doing in one minute, in three levels (green / amber / red): the rule
//! behind every colour the front-ends paint (the Discord embed, the terminal's lines). A
//! rule about the service, so it lives with the model, not with the words.

use super::constants::ERROR_BUDGET;
use super::{Alert, MinuteRecord};

/// Errors from which a minute is critical even before the page fires: 1 % of requests,
/// ten times the SLO's budget.
pub const CRITICAL_ERROR_RATE: f64 = 0.01;
/// Fleet utilisation from which a minute is degraded: the queue is near saturation.
pub const DEGRADED_UTILIZATION: f64 = 0.95;

/// How the service is doing, for colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Health {
    Ok,
    Degraded,
    Critical,
}

impl Health {
    /// Critical when paging or failing ≥ [`CRITICAL_ERROR_RATE`]; degraded on a warning,
    /// any SLO breach (error rate above the 0.1 % budget), a saturated database or a fleet
    /// at [`DEGRADED_UTILIZATION`].
    pub fn of(r: &MinuteRecord) -> Health {
        if r.alert == Alert::Page || r.error_rate >= CRITICAL_ERROR_RATE {
            Health::Critical
        } else if r.alert == Alert::Warn
            || r.error_rate > ERROR_BUDGET
            || r.db_saturated
            || r.utilization >= DEGRADED_UTILIZATION
        {
            Health::Degraded
        } else {
            Health::Ok
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{run, Setup};

    #[test]
    fn the_levels_follow_alerts_errors_and_saturation() {
        let calm = run(&Setup::free_play(), 42, false, &[], 1).0.remove(0);
        assert_eq!(Health::of(&calm), Health::Ok, "{calm:?}");
        let with = |change: &dyn Fn(&mut MinuteRecord)| {
            let mut r = calm.clone();
            change(&mut r);
            Health::of(&r)
        };
        assert_eq!(with(&|r| r.alert = Alert::Page), Health::Critical);
        assert_eq!(with(&|r| r.error_rate = 0.01), Health::Critical);
        assert_eq!(with(&|r| r.error_rate = 0.0099), Health::Degraded);
        // At the budget is no breach; above it is.
        assert_eq!(with(&|r| r.error_rate = 0.001), Health::Ok);
        assert_eq!(with(&|r| r.error_rate = 0.0011), Health::Degraded);
        assert_eq!(with(&|r| r.alert = Alert::Warn), Health::Degraded);
        assert_eq!(with(&|r| r.utilization = 0.95), Health::Degraded);
        assert_eq!(with(&|r| r.utilization = 0.94), Health::Ok);
        assert_eq!(with(&|r| r.db_saturated = true), Health::Degraded);
    }
}
