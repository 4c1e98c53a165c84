//! The database behind the cache (docs/model.md §5 "Database", §7.4): its load, utilisation, query
//! time, and the service time a request sees.

use super::constants::{
    APP_TIME_S, BAD_BUILD_CPU_EXTRA, DB_BASE_QUERY_S, DB_CAPACITY_QPS, DB_MAX_QUERY_S,
    FEATURE_APP_TIME_S, FEATURE_QUERIES, QUERIES_PER_REQUEST, WARMUP_EXTRA_QPS,
};

/// Queries per request that misses the cache: 2, plus 1 with the heavy feature on [6].
pub fn queries_per_request(feature_on: bool) -> f64 {
    if feature_on {
        QUERIES_PER_REQUEST + FEATURE_QUERIES
    } else {
        QUERIES_PER_REQUEST
    }
}

/// The database's capacity this minute: 4,000 × factor queries/s, where the factor is the
/// product of the capacity events in force (1 without any; §7.15). A lost replica, a
/// vacuum or a noisy neighbour shrinks it; ρ_db = load / capacity [6].
pub fn capacity_qps(factor: f64) -> f64 {
    DB_CAPACITY_QPS * factor
}

/// The database this minute.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DbOutcome {
    /// λ·q·(1 − hit), plus 600 q/s while the warm-up job runs.
    pub load_qps: f64,
    /// ρ_db = load / capacity, not capped.
    pub utilization: f64,
    pub saturated: bool,
    /// 5 ms/(1 − ρ), 250 ms when ρ ≥ 1 or beyond 250 ms.
    pub query_time_s: f64,
}

/// DB load = λ·q·(1 − hit) (+600 q/s warm-up); ρ = load / capacity (4,000 q/s at full
/// strength, [`capacity_qps`]); query time = 5 ms/(1 − ρ) ≤ 250 ms [6].
pub fn evaluate(
    lambda: f64,
    hit: f64,
    feature_on: bool,
    warmup_running: bool,
    capacity_qps: f64,
) -> DbOutcome {
    let misses = lambda * queries_per_request(feature_on) * (1.0 - hit);
    let load_qps = if warmup_running {
        misses + WARMUP_EXTRA_QPS
    } else {
        misses
    };
    let utilization = load_qps / capacity_qps;
    let saturated = utilization >= 1.0;
    let query_time_s = if saturated {
        DB_MAX_QUERY_S
    } else {
        (DB_BASE_QUERY_S / (1.0 - utilization)).min(DB_MAX_QUERY_S)
    };
    DbOutcome {
        load_qps,
        utilization,
        saturated,
        query_time_s,
    }
}

/// Application time: 50 ms (+20 ms with the feature), × (1 + 0.25 × bad share) [6].
pub fn app_time_s(feature_on: bool, bad_share: f64) -> f64 {
    let base = if feature_on {
        APP_TIME_S + FEATURE_APP_TIME_S
    } else {
        APP_TIME_S
    };
    base * (1.0 + BAD_BUILD_CPU_EXTRA * bad_share)
}

/// S = S_app + (1 − hit)·q·query time [6].
pub fn service_time_s(app_s: f64, hit: f64, feature_on: bool, query_time_s: f64) -> f64 {
    app_s + (1.0 - hit) * queries_per_request(feature_on) * query_time_s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opening_database_is_the_seeds_19_percent() {
        let hit = 3.375 / 4.375;
        let db = evaluate(1125.0, hit, true, false, DB_CAPACITY_QPS);
        // 1125 × 3 × 0.229 = 771 q/s = 19 %
        assert!((db.load_qps - 771.43).abs() < 0.01, "{}", db.load_qps);
        assert_eq!((db.utilization * 100.0).round(), 19.0);
        assert!(!db.saturated);
        assert!((db.query_time_s - 0.005 / (1.0 - db.utilization)).abs() < 1e-15);
    }

    #[test]
    fn saturation_caps_query_time() {
        let db = evaluate(2000.0, 0.0, true, false, DB_CAPACITY_QPS); // 6000 q/s
        assert!(db.saturated);
        assert_eq!(db.query_time_s, 0.25);
        assert!((db.utilization - 1.5).abs() < 1e-12);
        // ρ = 0.99 would give 500 ms: capped.
        let near = evaluate(1320.0, 0.0, true, false, DB_CAPACITY_QPS);
        assert!(!near.saturated && near.query_time_s == 0.25);
    }

    #[test]
    fn warmup_adds_its_queries() {
        let a = evaluate(1000.0, 0.5, false, false, DB_CAPACITY_QPS);
        let b = evaluate(1000.0, 0.5, false, true, DB_CAPACITY_QPS);
        assert!((b.load_qps - a.load_qps - 600.0).abs() < 1e-9);
    }

    #[test]
    fn a_halved_database_runs_twice_as_hot() {
        // 1000 req/s, half of them missing, 2 queries each: 1000 q/s. At full strength
        // ρ = 1000/4000 = 0.25 and a query takes 5 ms/0.75; at half, ρ = 1000/2000 = 0.5
        // and 5 ms/0.5 = 10 ms.
        assert_eq!(capacity_qps(1.0), 4000.0);
        assert_eq!(capacity_qps(0.5), 2000.0);
        let full = evaluate(1000.0, 0.5, false, false, capacity_qps(1.0));
        let half = evaluate(1000.0, 0.5, false, false, capacity_qps(0.5));
        assert_eq!(full.load_qps, half.load_qps);
        assert!((full.utilization - 0.25).abs() < 1e-15);
        assert!((half.utilization - 0.5).abs() < 1e-15);
        assert!((half.query_time_s - 0.010).abs() < 1e-15);
        // 2,100 q/s saturate a halved database.
        let over = evaluate(1050.0, 0.0, false, false, capacity_qps(0.5));
        assert!(over.saturated && over.query_time_s == 0.25);
    }

    #[test]
    fn app_and_service_time() {
        assert!((app_time_s(true, 0.0) - 0.070).abs() < 1e-15);
        assert!((app_time_s(false, 1.0) - 0.0625).abs() < 1e-15);
        let s = service_time_s(0.070, 0.75, true, 0.01);
        assert!((s - (0.070 + 0.25 * 3.0 * 0.01)).abs() < 1e-15);
    }
}
