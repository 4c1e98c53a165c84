//! The post-incident review's numbers for a run: time to detect, time to mitigate, the
//! requests that failed and that were turned away, the minutes paging and the budget
//! burned. Each figure is one function of the minute records (the incident's start and the
//! team's actions), so `simulate --json`, `play`, Discord, the web page and the report show
//! the same values.
//!
//! Detection and mitigation follow the incident (issue 27.3), the way Google SRE's incident
//! metrics count them from the page a responder gets: the **alert** is the first warning or
//! page that starts at or after the incident's first effect (the scenario's first event);
//! **time to detect** runs from that alert to the team's first action after it (a routine
//! change before it is not a detection); **time to mitigate** from that alert to the minute
//! from which no alert shows again. Without an alert there is nothing to detect or mitigate:
//! both are "no alert" (`null` in JSON), never 0.

use serde::Serialize;

use crate::model::{Alert, Clock, MinuteRecord, Summary};

/// The review's numbers. `None` where a figure does not apply: both times without an
/// alert, time to detect without an action after the alert, time to mitigate while the
/// alert has not cleared for good by the last minute.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Review {
    /// The minute the incident's first alert started at, if any.
    pub first_alert_min: Option<u32>,
    /// Its clock (`HH:MM`).
    pub first_alert_clock: Option<Clock>,
    pub time_to_detect_min: Option<u32>,
    pub time_to_mitigate_min: Option<u32>,
    pub failed_requests: f64,
    pub shed_requests: f64,
    pub paging_minutes: u32,
    /// Share of the month's error budget the run used.
    pub budget_used: f64,
}

/// The minute of the incident's first alert: the first minute at or after `incident_start`
/// at which a warning or a page starts (the alert rises from the minute before; an alert
/// still going from before the incident is not its alert, a warning that becomes a page is).
pub fn first_alert_minute(records: &[MinuteRecord], incident_start: u32) -> Option<u32> {
    records
        .iter()
        .enumerate()
        .filter(|(_, r)| r.minute >= incident_start && r.alert != Alert::None)
        .find(|(i, r)| *i == 0 || records[i - 1].alert < r.alert)
        .map(|(_, r)| r.minute)
}

/// Time to detect, minutes: from the alert to the team's first action after it (the
/// minute that action applied at, which is after the minute whose dashboard showed the
/// alert). `None` without an alert or without an action after it.
pub fn time_to_detect(alert: Option<u32>, actions: &[u32]) -> Option<u32> {
    let alerted = alert?;
    let acted = actions.iter().copied().filter(|&m| m > alerted).min()?;
    Some(acted - alerted)
}

/// Time to mitigate, minutes: from the alert to the first minute from which no alert shows
/// again up to the last record. `None` without an alert, or while the last minute still
/// shows one.
pub fn time_to_mitigate(records: &[MinuteRecord], alert: Option<u32>) -> Option<u32> {
    let alerted = alert?;
    let last_alerting = records.iter().rev().find(|r| r.alert != Alert::None)?;
    let cleared = last_alerting.minute + 1;
    (cleared <= records.last()?.minute).then(|| cleared - alerted)
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

/// The review of a run whose incident began at `incident_start` (the minute of the
/// scenario's first event; 0 without one) and whose team acted at the minutes `actions`
/// (each the minute it applied at).
pub fn review(
    records: &[MinuteRecord],
    summary: &Summary,
    incident_start: u32,
    actions: &[u32],
) -> Review {
    let alert = first_alert_minute(records, incident_start);
    Review {
        first_alert_min: alert,
        first_alert_clock: alert
            .and_then(|m| records.iter().find(|r| r.minute == m))
            .map(|r| r.clock),
        time_to_detect_min: time_to_detect(alert, actions),
        time_to_mitigate_min: time_to_mitigate(records, alert),
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
    fn detection_counts_from_the_alert_to_the_first_action_after_it() {
        // A routine change at 4, the page at 45, a response at 48.
        assert_eq!(time_to_detect(Some(45), &[4, 48, 50]), Some(3));
        // Acting only before the alert is not a detection.
        assert_eq!(time_to_detect(Some(45), &[4, 13]), None);
        // No alert: nothing to detect, whatever the team did.
        assert_eq!(time_to_detect(None, &[13]), None);
    }
}
