//! Replace-or-edit: how a status goes out when its turn comes — an edit of the message that
//! shows the channel's status, or a new message with the live chart every `chart_every`
//! minutes and when the shown one is over an hour old — and whether it says it is stale
//! (sent `stale_after` or more after the engine computed its minute).

use std::time::Duration;

use super::jobs::{Content, Shown, StatusJob};
use super::Rules;
use crate::drill::Now;

/// A status message older than this is not edited: a new one is posted.
pub const STATUS_MAX_AGE: Duration = Duration::from_secs(3600);

/// How one status is to be sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusPlan {
    /// The shown message to edit; `None` posts a new one.
    pub edit: Option<Shown>,
    /// The minute is the chart's turn: the new message carries the live chart.
    pub chart_due: bool,
    /// When the status waited `stale_after` or more: its minute's wall-clock time (Unix
    /// seconds), which the stale line shows.
    pub stale_since_unix_s: Option<i64>,
}

/// The plan for `job` sent `now`, with `shown` the channel's status message.
pub fn plan<C: Content>(
    rules: &Rules,
    job: &StatusJob<C>,
    shown: Option<Shown>,
    now: Now,
) -> StatusPlan {
    let chart_due = job.minute.is_multiple_of(rules.chart_every.max(1));
    let fresh = shown.filter(|s| now.mono.saturating_sub(s.posted) < STATUS_MAX_AGE);
    let stale = now.mono.saturating_sub(job.at.mono) >= rules.stale_after;
    StatusPlan {
        edit: fresh.filter(|_| !chart_due),
        chart_due,
        stale_since_unix_s: stale.then_some(job.at.unix_ms.div_euclid(1000)),
    }
}
