//! "The formulas" of one minute (docs/model.md §7.14) as one pure function of that minute's inputs:
//! admitted λ → cache hit → database → service time → queue → error rate. The simulation
//! computes every minute with it, and the coach ([`super::why`]) computes the same minute
//! again with one cause taken away (its retries, its bad build). Each relation stays in its
//! own module; this file only chains them in the order of §5.

use super::budget;
use super::cache;
use super::constants::WORKERS_PER_INSTANCE;
use super::database::{self, DbOutcome};
use super::queue::{self, QueueOutcome};
use super::record::MinuteRecord;

/// What the formulas of a minute start from: everything before them in §7.14 (events,
/// actions, boots, arrivals, shedding) already applied.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MinuteInputs {
    /// Admitted requests/s, after shedding (§7.12).
    pub lambda_admitted: f64,
    /// Cache warmth before this minute's refill.
    pub warm: f64,
    pub ttl_s: u32,
    pub feature_on: bool,
    pub warmup_active: bool,
    pub db_capacity_qps: f64,
    /// Share of traffic on the bad build.
    pub bad_share: f64,
    /// N = serving instances × 16.
    pub workers: u32,
}

impl MinuteInputs {
    /// The inputs a recorded minute was computed from.
    pub fn of(r: &MinuteRecord) -> MinuteInputs {
        MinuteInputs {
            lambda_admitted: r.lambda_admitted,
            warm: r.warm,
            ttl_s: r.ttl_s,
            feature_on: r.feature_on,
            warmup_active: r.warmup_active,
            db_capacity_qps: r.db_capacity_qps,
            bad_share: r.bad_share,
            workers: r.serving * WORKERS_PER_INSTANCE,
        }
    }
}

/// What the formulas give for one minute.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MinuteOutcome {
    pub hit: f64,
    pub db: DbOutcome,
    pub app_time_s: f64,
    pub service_time_s: f64,
    pub queue: QueueOutcome,
    /// The SLI, min(1, queue error + 0.05 × bad share) (§7.2).
    pub error_rate: f64,
}

/// hit = [`cache::hit_rate`] of the admitted λ; the database ([`database::evaluate`]); S =
/// [`database::service_time_s`] with the app time of [`database::app_time_s`]; the M/M/c
/// queue ([`queue::evaluate`]); the SLI ([`budget::error_rate`]) — docs/model.md §5, §7.1–§7.4.
pub fn evaluate(i: &MinuteInputs) -> MinuteOutcome {
    let hit = cache::hit_rate(i.warm, i.lambda_admitted, f64::from(i.ttl_s));
    let db = database::evaluate(
        i.lambda_admitted,
        hit,
        i.feature_on,
        i.warmup_active,
        i.db_capacity_qps,
    );
    let app_time_s = database::app_time_s(i.feature_on, i.bad_share);
    let service_time_s = database::service_time_s(app_time_s, hit, i.feature_on, db.query_time_s);
    let queue = queue::evaluate(i.lambda_admitted, service_time_s, i.workers);
    let error_rate = budget::error_rate(queue.queue_error, i.bad_share);
    MinuteOutcome {
        hit,
        db,
        app_time_s,
        service_time_s,
        queue,
        error_rate,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::setup::{Event, Setup, When};
    use crate::model::{Action, ScheduledAction};

    #[test]
    fn the_opening_minute_of_free_play_is_the_seeds() {
        // 1125 req/s, warm cache, TTL 60 s: hit = 3.375/4.375; 771 q/s of 4000 (19 %);
        // S = 70 ms + (1 − hit)·3·5 ms/(1 − ρ); 160 workers; a ≈ 80: no errors to speak of.
        let out = evaluate(&MinuteInputs {
            lambda_admitted: 1125.0,
            warm: 1.0,
            ttl_s: 60,
            feature_on: true,
            warmup_active: false,
            db_capacity_qps: 4000.0,
            bad_share: 0.0,
            workers: 160,
        });
        assert!((out.hit - 3.375 / 4.375).abs() < 1e-15);
        let rho = 1125.0 * 3.0 * (1.0 / 4.375) / 4000.0;
        assert!((out.db.utilization - rho).abs() < 1e-15);
        let s = 0.070 + (1.0 / 4.375) * 3.0 * 0.005 / (1.0 - rho);
        assert!((out.service_time_s - s).abs() < 1e-15);
        assert!((out.queue.offered_load - 1125.0 * s).abs() < 1e-9);
        assert!(out.error_rate < 1e-12, "{}", out.error_rate);
    }

    #[test]
    fn a_recorded_minute_is_computed_again_bit_for_bit() {
        // A noisy drill with every cause at once: retries, a flush, a bad build, a weaker
        // database, a warm-up and shedding. The record and the formulas run again from its
        // inputs agree exactly, minute by minute.
        let mut setup = Setup::free_play();
        setup.retry_share = 0.5;
        setup.events = vec![
            Event::CacheFlush {
                when: When::At(10),
                fraction: 1.0,
            },
            Event::BadDeploy {
                when: When::At(20),
                ramp_min: 10,
            },
            Event::DbCapacity {
                when: When::At(40),
                factor: 0.6,
                minutes: 20,
            },
        ];
        let script = [(15, Action::Warmup), (25, Action::Shed(50))]
            .map(|(minute, action)| ScheduledAction { minute, action });
        let (records, _) = crate::model::run(&setup, 3, false, &script, 70);
        assert!(records
            .iter()
            .any(|r| r.retry_rps > 0.0 && r.bad_share > 0.0));
        for r in &records {
            let out = evaluate(&MinuteInputs::of(r));
            assert_eq!(out.hit, r.hit, "minute {}", r.minute);
            assert_eq!(out.db.utilization, r.db_util);
            assert_eq!(out.service_time_s, r.service_time_s);
            assert_eq!(out.queue.workers, r.workers);
            assert_eq!(out.error_rate, r.error_rate, "minute {}", r.minute);
        }
    }
}
