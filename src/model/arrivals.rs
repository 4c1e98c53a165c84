//! Arrivals at the load balancer (docs/model.md §5 "Arrivals", §7.10, §7.12, §7.19): the diurnal
//! sine, the surge's shape, per-minute noise, client retries and shedding of low-priority
//! traffic.

use std::f64::consts::TAU;

use super::constants::{DIURNAL_AMPLITUDE, LOW_PRIORITY_SHARE, RATE_NOISE_SD, RETRY_ARRIVAL_CAP};
use super::math;
use super::rng::Rng;
use super::setup::SurgeSpec;

/// 1 + 0.25·sin(2π(t + clock − 6 h)/24 h): the daily swing, peak at 12:00 [6].
pub fn diurnal_factor(start_clock_min: u32, minute: u32) -> f64 {
    let hours = f64::from(start_clock_min + minute) / 60.0;
    1.0 + DIURNAL_AMPLITUDE * math::sin(TAU * (hours - 6.0) / 24.0)
}

/// A surge drawn from its spec for one run.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Surge {
    pub start_min: u32,
    pub peak: f64,
    pub rise_min: u32,
    pub hold_min: u32,
    pub fall_min: u32,
}

impl Surge {
    /// Draws the start (uniform over the whole minutes of the range) and the peak (uniform)
    /// from the run's generator, before any minute is simulated.
    pub fn draw(spec: &SurgeSpec, rng: &mut Rng) -> Surge {
        let (lo, hi) = spec.start_min;
        let start_min = draw_minute(lo, hi, rng);
        let peak = rng.uniform_in(spec.peak.0, spec.peak.1);
        Surge {
            start_min,
            peak,
            rise_min: spec.rise_min,
            hold_min: spec.hold_min,
            fall_min: spec.fall_min,
        }
    }

    /// The multiplier of the arrival rate at the start of `minute`: 1 before, a linear rise
    /// reaching the peak on the rise's last minute, the plateau, a linear fall ending at 1.
    pub fn factor(&self, minute: u32) -> f64 {
        let Some(x) = minute.checked_sub(self.start_min) else {
            return 1.0;
        };
        let excess = self.peak - 1.0;
        let plateau_end = self.rise_min + self.hold_min;
        if x < self.rise_min {
            1.0 + excess * f64::from(x + 1) / f64::from(self.rise_min)
        } else if x < plateau_end {
            self.peak
        } else if x < plateau_end + self.fall_min {
            let into_fall = f64::from(x - plateau_end + 1);
            self.peak - excess * into_fall / f64::from(self.fall_min)
        } else {
            1.0
        }
    }

    pub fn end_min(&self) -> u32 {
        self.start_min + self.rise_min + self.hold_min + self.fall_min
    }
}

/// A minute drawn uniformly over the whole minutes `lo..=hi` with one uniform of the run's
/// generator: lo + min(⌊u × (hi − lo + 1)⌋, hi − lo). Every event whose time is drawn from
/// the seed (`start_between`) uses it, in the scenario's order, before any minute runs.
pub fn draw_minute(lo: u32, hi: u32, rng: &mut Rng) -> u32 {
    let span = f64::from(hi - lo + 1);
    lo + ((rng.uniform() * span) as u32).min(hi - lo)
}

/// The arrival rate a minute actually sees. Without noise it is λ itself; with noise the
/// minute's count is round(N(60λ, √(60λ)) × (1 + N(0, 0.02))), never below 0, and the rate
/// is count/60 (§7.10).
pub fn observed_rate(lambda: f64, rng: Option<&mut Rng>) -> f64 {
    let Some(rng) = rng else {
        return lambda;
    };
    let expected = 60.0 * lambda;
    let count = rng.normal(expected, expected.sqrt()) * (1.0 + rng.normal(0.0, RATE_NOISE_SD));
    count.round().max(0.0) / 60.0
}

/// Client retries (§7.19): requests/s arriving again this minute, a share of the previous
/// minute's failed requests (its error rate × its admitted λ). Naive clients retry at once
/// and overload feeds itself: the retry storm of *Site Reliability Engineering*, ch. 22
/// "Addressing Cascading Failures" [1].
pub fn retry_rps(retry_share: f64, previous_error_rate: f64, previous_admitted: f64) -> f64 {
    retry_share * previous_error_rate * previous_admitted
}

/// Fresh arrivals plus retries, capped at 10 × λ(t) (§7.19): returns the arrival rate and the
/// retries inside it (all of them below the cap) [1][6].
pub fn with_retries(fresh: f64, retries: f64, lambda: f64) -> (f64, f64) {
    let cap = (RETRY_ARRIVAL_CAP * lambda).max(fresh);
    let arrivals = (fresh + retries).min(cap);
    (arrivals, arrivals - fresh)
}

/// Shedding happens first: admitted λ = arrivals × (1 − 0.30 × shed) (§7.12).
pub fn dropped_share(shed_fraction: f64) -> f64 {
    LOW_PRIORITY_SHARE * shed_fraction
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diurnal_peaks_at_noon() {
        assert!((diurnal_factor(8 * 60, 0) - 1.125).abs() < 1e-12);
        assert!((diurnal_factor(12 * 60, 0) - 1.25).abs() < 1e-12);
        assert!((diurnal_factor(0, 0) - 0.75).abs() < 1e-12);
        assert!((diurnal_factor(11 * 60, 60) - 1.25).abs() < 1e-12);
    }

    #[test]
    fn surge_rises_holds_and_falls() {
        let surge = Surge {
            start_min: 10,
            peak: 3.0,
            rise_min: 4,
            hold_min: 2,
            fall_min: 4,
        };
        let factors: Vec<f64> = (9..=21).map(|m| surge.factor(m)).collect();
        assert_eq!(
            factors,
            [1.0, 1.5, 2.0, 2.5, 3.0, 3.0, 3.0, 2.5, 2.0, 1.5, 1.0, 1.0, 1.0]
        );
        assert_eq!(surge.end_min(), 20);
    }

    #[test]
    fn drawn_surges_stay_in_their_ranges() {
        let spec = SurgeSpec {
            start_min: (20, 25),
            peak: (2.0, 3.5),
            rise_min: 10,
            hold_min: 30,
            fall_min: 20,
        };
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..500 {
            let surge = Surge::draw(&spec, &mut Rng::new(seed));
            assert!((20..=25).contains(&surge.start_min));
            assert!((2.0..3.5).contains(&surge.peak));
            seen.insert(surge.start_min);
        }
        assert_eq!(seen.len(), 6, "every start minute is reachable");
    }

    #[test]
    fn retries_come_back_the_next_minute_up_to_ten_times_lambda() {
        // 1200 req/s admitted at 25 % errors, clients retrying 80 % of failures: 240 req/s.
        assert!((retry_rps(0.8, 0.25, 1200.0) - 240.0).abs() < 1e-12);
        assert_eq!(retry_rps(0.0, 0.25, 1200.0), 0.0);
        let (arrivals, retried) = with_retries(1100.0, 240.0, 1125.0);
        assert_eq!((arrivals, retried), (1340.0, 240.0));
        // The cap: 10 × 1000 req/s; the fresh arrivals always get in.
        let (arrivals, retried) = with_retries(1000.0, 12_000.0, 1000.0);
        assert_eq!((arrivals, retried), (10_000.0, 9000.0));
        assert_eq!(with_retries(0.0, 0.0, 0.0), (0.0, 0.0));
    }

    #[test]
    fn drawn_minutes_cover_their_range() {
        let mut rng = Rng::new(42);
        // mulberry32(42)'s first output 0.6011037519201636: 20 + ⌊0.6011… × 41⌋ = 44.
        assert_eq!(draw_minute(20, 60, &mut rng), 44);
        assert_eq!(draw_minute(7, 7, &mut rng), 7);
    }

    #[test]
    fn noise_is_centred_and_never_negative() {
        let mut rng = Rng::new(3);
        let n = 5000;
        let mean = (0..n)
            .map(|_| observed_rate(1125.0, Some(&mut rng)))
            .sum::<f64>()
            / f64::from(n);
        assert!((mean - 1125.0).abs() < 2.0, "{mean}");
        assert_eq!(observed_rate(1125.0, None), 1125.0);
        assert!(observed_rate(0.0, Some(&mut rng)) >= 0.0);
    }
}
