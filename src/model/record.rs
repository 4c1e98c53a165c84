//! What one simulated minute shows (the trace record, field names fixed by the trace
//! format) and the summary of a whole run.

use std::fmt;

use serde::{Serialize, Serializer};

use super::budget::Alert;

/// A time of day in minutes after midnight, shown and serialised as `HH:MM` (wrapping
/// past midnight).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Clock(pub u32);

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let of_day = self.0 % (24 * 60);
        write!(f, "{:02}:{:02}", of_day / 60, of_day % 60)
    }
}

impl Serialize for Clock {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// One simulated minute. Shares are fractions 0–1, times seconds, rates per second, money $.
/// Field order is the trace's column order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MinuteRecord {
    pub minute: u32,
    pub clock: Clock,
    /// t of λ(t): simulated minutes since the start (equal to `minute`).
    pub t_min: u32,
    pub start_clock_h: f64,
    pub base_rps: f64,
    pub surge: f64,
    pub deterministic: bool,
    /// Arrivals this minute, req/s: fresh ones plus the clients' retries (§7.19).
    pub lambda_arrival: f64,
    /// Share of failed requests the clients send again the next minute.
    pub retry_share: f64,
    /// Requests/s arriving again this minute (already inside `lambda_arrival`).
    pub retry_rps: f64,
    pub shed_fraction: f64,
    pub lambda_admitted: f64,
    pub dropped_share: f64,
    pub serving: u32,
    pub booting: u32,
    pub ttl_s: u32,
    /// The warmth this minute was computed with (before the end-of-minute refill).
    pub warm: f64,
    pub hit: f64,
    pub mean_age_s: f64,
    pub feature_on: bool,
    pub recommendations_available: f64,
    pub bad_share: f64,
    pub warmup_active: bool,
    /// Database queries/s, including the warm-up job's 600 while it runs.
    pub db_load_qps: f64,
    /// The database's capacity this minute, queries/s (4000 at full strength, §7.15).
    pub db_capacity_qps: f64,
    /// ρ_db = db_load_qps / db_capacity_qps, not capped.
    pub db_util: f64,
    pub db_saturated: bool,
    pub query_time_s: f64,
    pub app_time_s: f64,
    pub service_time_s: f64,
    pub workers: u32,
    pub offered_load: f64,
    pub utilization: f64,
    pub utilization_raw: f64,
    pub erlang_c: f64,
    pub timeout_share: f64,
    pub failed_share: f64,
    pub error_rate: f64,
    pub p99_s: f64,
    pub burn: f64,
    /// Burn over the last 5 minutes, 30 minutes, hour and 6 hours, this minute included,
    /// each window pre-filled with the opening minute (§7.9).
    pub burn_5m: f64,
    pub burn_30m: f64,
    pub burn_1h: f64,
    pub burn_6h: f64,
    pub budget_remaining: f64,
    pub fleet_cost_per_h: f64,
    /// Billed before this minute: the opening minute shows 0.
    pub cost_so_far_usd: f64,
    pub rollback_in_progress: bool,
    pub alert: Alert,
}

/// The figures a run is judged by.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Summary {
    pub minutes: u32,
    /// Share of the month's budget this run used (initial − final remaining).
    pub budget_used: f64,
    pub budget_remaining: f64,
    pub peak_burn_1h: f64,
    pub max_p99_s: f64,
    /// Everything billed, including the last minute.
    pub total_cost_usd: f64,
    /// Share of all arriving requests shed at the load balancer.
    pub dropped_share: f64,
    /// Share of admitted requests that failed the SLI.
    pub error_share: f64,
    pub minutes_paging: u32,
}

/// Folds minute records into a [`Summary`].
#[derive(Debug, Clone)]
pub struct SummaryBuilder {
    initial_budget: f64,
    summary: Summary,
    arrivals: f64,
    dropped: f64,
    admitted: f64,
    errors: f64,
}

impl SummaryBuilder {
    pub fn new(initial_budget: f64) -> Self {
        Self {
            initial_budget,
            summary: Summary {
                minutes: 0,
                budget_used: 0.0,
                budget_remaining: initial_budget,
                peak_burn_1h: 0.0,
                max_p99_s: 0.0,
                total_cost_usd: 0.0,
                dropped_share: 0.0,
                error_share: 0.0,
                minutes_paging: 0,
            },
            arrivals: 0.0,
            dropped: 0.0,
            admitted: 0.0,
            errors: 0.0,
        }
    }

    pub fn add(&mut self, record: &MinuteRecord) {
        let s = &mut self.summary;
        s.minutes += 1;
        s.budget_remaining = record.budget_remaining;
        s.budget_used = self.initial_budget - record.budget_remaining;
        s.peak_burn_1h = s.peak_burn_1h.max(record.burn_1h);
        s.max_p99_s = s.max_p99_s.max(record.p99_s);
        s.total_cost_usd = record.cost_so_far_usd + record.fleet_cost_per_h / 60.0;
        if record.alert == Alert::Page {
            s.minutes_paging += 1;
        }
        self.arrivals += record.lambda_arrival;
        self.dropped += record.lambda_arrival * record.dropped_share;
        self.admitted += record.lambda_admitted;
        self.errors += record.lambda_admitted * record.error_rate;
    }

    pub fn finish(&self) -> Summary {
        let ratio = |part: f64, whole: f64| if whole > 0.0 { part / whole } else { 0.0 };
        Summary {
            dropped_share: ratio(self.dropped, self.arrivals),
            error_share: ratio(self.errors, self.admitted),
            ..self.summary
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_formats_and_wraps() {
        assert_eq!(Clock(8 * 60).to_string(), "08:00");
        assert_eq!(Clock(9 * 60 + 5).to_string(), "09:05");
        assert_eq!(Clock(24 * 60 + 30).to_string(), "00:30");
        assert_eq!(serde_json::to_string(&Clock(754)).unwrap(), "\"12:34\"");
    }
}
