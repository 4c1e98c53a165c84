//! The post-incident review's numbers for a run: time to detect, time to mitigate, the
//! requests that failed and that were turned away, the minutes paging and the budget
//! burned. Each figure is one function of the minute records (and the team's first
//! action), so `simulate --json`, `play`, Discord and the report show the same values.

use serde::Serialize;

use crate::model::constants::ERROR_BUDGET;
use crate::model::{Alert, MinuteRecord, Summary};

/// How many calm minutes in a row (error rate below the SLO's) count as mitigated.
pub const CALM_MINUTES_IN_A_ROW: u32 = 5;

/// The review's numbers. `None` where a figure does not apply: time to detect without
/// any action, time to mitigate without an action or without five calm minutes after it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Review {
    pub time_to_detect_min: Option<u32>,
    pub time_to_mitigate_min: Option<u32>,
    pub failed_requests: f64,
    pub shed_requests: f64,
    pub paging_minutes: u32,
    /// Share of the month's error budget the run used.
    pub budget_used: f64,
}

/// The first minute that showed an alert (a warning or a page).
pub fn first_alert_minute(records: &[MinuteRecord]) -> Option<u32> {
    records
        .iter()
        .find(|r| r.alert != Alert::None)
        .map(|r| r.minute)
}

/// Time to detect, minutes: from the first alert to the first action (the minute it
/// applied at); 0 when the team acted before any alert (or no alert came). `None` when the
/// team never acted. Google SRE's incident metrics ("time to detect") measured from the
/// page a responder would get, since the model has no other signal of noticing.
pub fn time_to_detect(first_alert: Option<u32>, first_action: Option<u32>) -> Option<u32> {
    let acted = first_action?;
    Some(first_alert.map_or(0, |alerted| acted.saturating_sub(alerted)))
}

/// Whether a minute is calm: its error rate below the SLO's (1 − 99.9 %).
pub fn is_calm(record: &MinuteRecord) -> bool {
    record.error_rate < ERROR_BUDGET
}

/// Time to mitigate, minutes: from the first action to the first of
/// [`CALM_MINUTES_IN_A_ROW`] calm minutes in a row ([`is_calm`]) starting at or after it.
/// `None` without an action, or when no such stretch follows it within the records.
pub fn time_to_mitigate(records: &[MinuteRecord], first_action: Option<u32>) -> Option<u32> {
    let acted = first_action?;
    let needed = CALM_MINUTES_IN_A_ROW as usize;
    let mut run = 0;
    for record in records.iter().skip(acted as usize) {
        run = if is_calm(record) { run + 1 } else { 0 };
        if run == needed {
            return Some(record.minute + 1 - CALM_MINUTES_IN_A_ROW - acted);
        }
    }
    None
}

/// Requests that failed the SLI: Σ over minutes of admitted req/s × error rate × 60 s
/// (clients' retries included, as each attempt is a request the service answered badly).
pub fn failed_requests(records: &[MinuteRecord]) -> f64 {
    records
        .iter()
        .map(|r| r.lambda_admitted * r.error_rate * 60.0)
        .sum()
}

/// Requests turned away at the load balancer: Σ arriving req/s × shed share × 60 s.
pub fn shed_requests(records: &[MinuteRecord]) -> f64 {
    records
        .iter()
        .map(|r| r.lambda_arrival * r.dropped_share * 60.0)
        .sum()
}

/// The review of a run whose team first acted at `first_action` (the minute it applied).
pub fn review(records: &[MinuteRecord], summary: &Summary, first_action: Option<u32>) -> Review {
    Review {
        time_to_detect_min: time_to_detect(first_alert_minute(records), first_action),
        time_to_mitigate_min: time_to_mitigate(records, first_action),
        failed_requests: failed_requests(records),
        shed_requests: shed_requests(records),
        paging_minutes: summary.minutes_paging,
        budget_used: summary.budget_used,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detection_counts_from_the_first_alert_and_is_zero_for_a_team_ahead_of_it() {
        assert_eq!(time_to_detect(Some(31), Some(40)), Some(9));
        assert_eq!(time_to_detect(Some(31), Some(13)), Some(0));
        assert_eq!(time_to_detect(None, Some(13)), Some(0));
        assert_eq!(time_to_detect(Some(31), None), None);
    }
}
