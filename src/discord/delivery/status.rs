//! Replace-or-edit: how a status goes out when its turn comes — an edit of the message that
//! shows the channel's status, or a new message with the live chart once `chart_every`
//! simulated minutes have passed since the chart last posted (whatever an advance skipped)
//! or a rewind went back before the charted minute, and when the shown one is over an hour
//! old — and whether it says it is stale (sent `stale_after` or more after the engine
//! computed its minute). An ended drill's status only ever edits the shown message (to take
//! its buttons away), whatever its age.

use std::time::Duration;

use super::jobs::{Content, Phase, Shown, StatusJob, StatusPlan};
use super::Rules;
use crate::drill::Now;

/// A status message older than this is not edited: a new one is posted.
pub const STATUS_MAX_AGE: Duration = Duration::from_secs(3600);

/// Whether the status of `minute` is the chart's turn, with `charted` the minute of the
/// chart last posted: none yet, `chart_every` minutes or more since, or a minute before the
/// charted one — a rewind took the drill back past it, so the chart shown draws a dropped
/// branch. (Statuses of one channel land in order, so only a rewind goes back.)
pub fn chart_due(rules: &Rules, minute: u32, charted: Option<u32>) -> bool {
    charted.is_none_or(|charted| {
        minute < charted || minute >= charted.saturating_add(rules.chart_every.max(1))
    })
}

/// The plan for `job` sent `now`, with `shown` the channel's status message and `charted`
/// the minute of its last chart.
pub fn plan<C: Content>(
    rules: &Rules,
    job: &StatusJob<C>,
    shown: Option<Shown>,
    charted: Option<u32>,
    now: Now,
) -> StatusPlan {
    // An ended drill's status is its last word: no stale line (an edit clears one).
    if job.phase == Phase::Ended {
        return StatusPlan {
            edit: shown,
            chart_due: false,
            stale_since_unix_s: None,
        };
    }
    let stale = now.mono.saturating_sub(job.at.mono) >= rules.stale_after;
    let stale_since_unix_s = stale.then_some(job.at.unix_ms.div_euclid(1000));
    let chart_due = chart_due(rules, job.minute, charted);
    let fresh = shown.filter(|s| now.mono.saturating_sub(s.posted) < STATUS_MAX_AGE);
    StatusPlan {
        edit: fresh.filter(|_| !chart_due),
        chart_due,
        stale_since_unix_s,
    }
}
