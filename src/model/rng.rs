//! The model's only source of randomness: a seeded mulberry32 generator, bit-for-bit the
//! JavaScript original, and the four distributions the seed names (docs/model.md §5 "Randomness").
//!
//! Every draw goes through [`Rng`]; the model owns one per run, so the same seed, scenario
//! and actions always give the same numbers on every machine.

use super::math;

/// mulberry32 with `Math.imul` semantics: all arithmetic is 32-bit wrapping.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u32,
}

impl Rng {
    pub fn new(seed: u32) -> Self {
        Self { state: seed }
    }

    /// The next raw 32-bit output, exactly as `mulberry32` returns it before the division.
    pub fn next_u32(&mut self) -> u32 {
        self.state = self.state.wrapping_add(0x6D2B_79F5);
        let mut t = self.state;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        t ^ (t >> 14)
    }

    /// Uniform on [0, 1): the raw output divided by 2^32, as the original does.
    pub fn uniform(&mut self) -> f64 {
        f64::from(self.next_u32()) / 4_294_967_296.0
    }

    /// Uniform on [lo, hi).
    pub fn uniform_in(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.uniform()
    }

    /// Exponential with the given mean, by the inverse CDF. `1 − u` keeps the log finite.
    pub fn exponential(&mut self, mean: f64) -> f64 {
        -mean * math::ln(1.0 - self.uniform())
    }

    /// Normal by Box–Muller. One variate per pair of uniforms (the sine partner is not
    /// kept), so the number of draws a minute consumes never depends on earlier minutes.
    pub fn normal(&mut self, mean: f64, sd: f64) -> f64 {
        let u1 = 1.0 - self.uniform(); // (0, 1]: ln never sees 0
        let u2 = self.uniform();
        let z = (-2.0 * math::ln(u1)).sqrt() * math::cos(std::f64::consts::TAU * u2);
        mean + sd * z
    }

    /// Poisson by Knuth's multiplication method.
    ///
    /// Knuth compares a running product against e^(−mean), which underflows to 0 for means
    /// above ≈ 745 and would then never stop. A sum of independent Poisson variables is
    /// Poisson, so a large mean is drawn as chunks of at most [`POISSON_CHUNK`]: exact, and
    /// the cost stays linear in the mean as Knuth's always is.
    pub fn poisson(&mut self, mean: f64) -> u64 {
        if mean.is_nan() || mean <= 0.0 || !mean.is_finite() {
            return 0;
        }
        let mut remaining = mean;
        let mut total = 0;
        while remaining > 0.0 {
            let chunk = remaining.min(POISSON_CHUNK);
            remaining -= chunk;
            total += self.poisson_knuth(chunk);
        }
        total
    }

    fn poisson_knuth(&mut self, mean: f64) -> u64 {
        let limit = math::exp(-mean);
        let mut k = 0;
        let mut product = self.uniform();
        while product > limit {
            k += 1;
            product *= self.uniform();
        }
        k
    }
}

/// Largest mean handed to Knuth's loop at once; e^(−500) ≈ 7e−218 is still a normal f64.
pub const POISSON_CHUNK: f64 = 500.0;

#[cfg(test)]
mod tests {
    use super::*;

    fn first_three(seed: u32) -> [f64; 3] {
        let mut rng = Rng::new(seed);
        [rng.uniform(), rng.uniform(), rng.uniform()]
    }

    #[test]
    fn matches_the_javascript_original() {
        // Printed by node for `mulberry32(seed)` three times.
        assert_eq!(
            first_three(1),
            [0.6270739405881613, 0.002735721180215478, 0.5274470399599522]
        );
        assert_eq!(
            first_three(42),
            [0.6011037519201636, 0.44829055899754167, 0.8524657934904099]
        );
    }

    fn mean_and_variance(samples: &[f64]) -> (f64, f64) {
        let n = samples.len() as f64;
        let mean = samples.iter().sum::<f64>() / n;
        let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
        (mean, var)
    }

    #[test]
    fn distributions_have_their_moments() {
        let mut rng = Rng::new(7);
        let n = 40_000;
        let normals: Vec<f64> = (0..n).map(|_| rng.normal(3.0, 2.0)).collect();
        let (m, v) = mean_and_variance(&normals);
        assert!((m - 3.0).abs() < 0.05, "normal mean {m}");
        assert!((v - 4.0).abs() < 0.15, "normal variance {v}");

        let exps: Vec<f64> = (0..n).map(|_| rng.exponential(5.0)).collect();
        let (m, v) = mean_and_variance(&exps);
        assert!((m - 5.0).abs() < 0.15, "exponential mean {m}");
        assert!((v - 25.0).abs() < 2.0, "exponential variance {v}");
        assert!(exps.iter().all(|x| x.is_finite() && *x >= 0.0));

        let small: Vec<f64> = (0..n).map(|_| rng.poisson(4.0) as f64).collect();
        let (m, v) = mean_and_variance(&small);
        assert!((m - 4.0).abs() < 0.06, "poisson mean {m}");
        assert!((v - 4.0).abs() < 0.2, "poisson variance {v}");
    }

    #[test]
    fn poisson_with_a_mean_that_underflows_knuth_still_terminates() {
        // e^(−2000) is 0 in f64: a plain Knuth loop would never end.
        assert_eq!((-2000.0f64).exp(), 0.0);
        let mut rng = Rng::new(99);
        let draws: Vec<f64> = (0..400).map(|_| rng.poisson(2000.0) as f64).collect();
        let (m, v) = mean_and_variance(&draws);
        assert!((m - 2000.0).abs() < 10.0, "mean {m}");
        assert!((v - 2000.0).abs() < 400.0, "variance {v}");
        assert_eq!(rng.poisson(0.0), 0);
        assert_eq!(rng.poisson(f64::NAN), 0);
    }

    #[test]
    fn uniform_stays_in_range() {
        let mut rng = Rng::new(0);
        for _ in 0..10_000 {
            let u = rng.uniform();
            assert!((0.0..1.0).contains(&u));
            let x = rng.uniform_in(2.0, 3.0);
            assert!((2.0..3.0).contains(&x));
        }
    }
}
