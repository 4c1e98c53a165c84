//! The TTL cache in front of the database (docs/model.md §5 "Cache", §7.5): hit rate from the
//! Jung–Berger–Balakrishnan model, mean age of an answer, and how warmth refills.

use super::constants::{
    HOT_OBJECTS, REFILL_TAU_MIN, REFILL_TAU_SATURATED_MIN, WARMUP_GAIN_PER_MIN,
};
use super::math;

/// hit = warm × rT/(1 + rT) with r = λ/20,000 objects and T the TTL in seconds [5].
pub fn hit_rate(warm: f64, lambda: f64, ttl_s: f64) -> f64 {
    let rt = lambda / HOT_OBJECTS * ttl_s;
    if rt <= 0.0 {
        return 0.0;
    }
    (warm * rt / (1.0 + rt)).clamp(0.0, 1.0)
}

/// Mean age of a cached answer ≈ T/2 [5].
pub fn mean_age_s(ttl_s: f64) -> f64 {
    ttl_s / 2.0
}

/// Share of cached answers older than `limit_s` with TTL `ttl_s`: ages spread evenly over
/// [0, T] (an entry is refetched when it expires, so every age up to T is equally likely;
/// their mean is the T/2 of [`mean_age_s`] [5]), so the share above L is (T − L)/T, and 0
/// when T ≤ L (nothing is kept longer than the TTL).
pub fn share_older_than(ttl_s: f64, limit_s: f64) -> f64 {
    if ttl_s <= limit_s || ttl_s <= 0.0 {
        return 0.0;
    }
    ((ttl_s - limit_s.max(0.0)) / ttl_s).clamp(0.0, 1.0)
}

/// Warmth after a flush of `fraction` of the cache: warm ← warm × (1 − fraction); the
/// seed's full flush is fraction 1, warmth 0 (§7.17) [6].
pub fn flush(warm: f64, fraction: f64) -> f64 {
    (warm * (1.0 - fraction)).clamp(0.0, 1.0)
}

/// Warmth after one minute's refill: warm ← 1 − (1 − warm)·e^(−1/τ), τ = 30 min, or 60 min
/// while the database is saturated; a running warm-up job then adds +0.12 (capped at 1) [6].
pub fn refill(warm: f64, db_saturated: bool, warmup_running: bool) -> f64 {
    let tau = if db_saturated {
        REFILL_TAU_SATURATED_MIN
    } else {
        REFILL_TAU_MIN
    };
    let refilled = 1.0 - (1.0 - warm) * math::exp(-1.0 / tau);
    let boosted = if warmup_running {
        refilled + WARMUP_GAIN_PER_MIN
    } else {
        refilled
    };
    boosted.clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opening_hit_rate_is_the_seeds_77_percent() {
        // r = 1125/20000, rT = 3.375, hit = 3.375/4.375 = 0.7714…
        let hit = hit_rate(1.0, 1125.0, 60.0);
        assert!((hit - 3.375 / 4.375).abs() < 1e-15);
        assert_eq!(mean_age_s(60.0), 30.0);
    }

    #[test]
    fn ages_spread_evenly_up_to_the_ttl() {
        // TTL 60 s, limit 15 s: ages over [0, 60], the top 45 s of them too old.
        assert_eq!(share_older_than(60.0, 15.0), 0.75);
        assert_eq!(share_older_than(30.0, 15.0), 0.5);
        assert_eq!(share_older_than(15.0, 15.0), 0.0);
        assert_eq!(share_older_than(10.0, 15.0), 0.0);
        assert_eq!(share_older_than(0.0, 15.0), 0.0);
        assert!((share_older_than(3600.0, 15.0) - 3585.0 / 3600.0).abs() < 1e-15);
    }

    #[test]
    fn cold_cache_and_zero_ttl_miss_everything() {
        assert_eq!(hit_rate(0.0, 1125.0, 60.0), 0.0);
        assert_eq!(hit_rate(1.0, 1125.0, 0.0), 0.0);
    }

    #[test]
    fn a_flush_empties_its_fraction() {
        assert_eq!(flush(1.0, 1.0), 0.0);
        assert_eq!(flush(0.8, 0.5), 0.4);
        assert_eq!(flush(0.9, 0.0), 0.9);
        // A flush of 60 % at full warmth leaves 40 %: at 2000 req/s and TTL 60 s the hit
        // rate falls from 6/7 to 0.4 × 6/7.
        let warm = flush(1.0, 0.6);
        assert!((hit_rate(warm, 2000.0, 60.0) - 0.4 * 6.0 / 7.0).abs() < 1e-15);
    }

    #[test]
    fn refill_follows_the_time_constant() {
        let after = refill(0.0, false, false);
        assert!((after - (1.0 - (-1.0f64 / 30.0).exp())).abs() < 1e-15);
        let slow = refill(0.0, true, false);
        assert!(slow < after && (slow - (1.0 - (-1.0f64 / 60.0).exp())).abs() < 1e-15);
        let boosted = refill(0.0, false, true);
        assert!((boosted - after - 0.12).abs() < 1e-15);
        assert_eq!(refill(0.95, false, true), 1.0);
    }
}
