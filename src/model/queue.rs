//! The load balancer's queue as an M/M/c system: Erlang B and C, time-outs, the rejected
//! share under overload, p99 latency and utilisation (docs/model.md §5 "Queue", "Waiting",
//! "Latency", "Utilization"; §7.1 and §7.3).

use super::constants::TIMEOUT_S;
use super::math;

/// Erlang B blocking probability for `servers` servers offered `load` Erlang [3].
///
/// Uses the stable recursion in its reciprocal form, 1/B(k) = 1 + (k/a)·1/B(k−1), which has
/// only positive terms. Four steps are folded into one (1/B(k+4) = A + P·1/B(k)) so the
/// dependent chain is one multiply-add per four servers; once 1/B overflows, B is 0 for
/// every larger k and the loop stops.
pub fn erlang_b(servers: u32, load: f64) -> f64 {
    if servers == 0 {
        return 1.0;
    }
    if load.is_nan() || load <= 0.0 {
        return 0.0;
    }
    let inv_load = 1.0 / load;
    let mut inv_b = 1.0_f64;
    let mut k = 0u32;
    while k + 4 <= servers {
        let c1 = f64::from(k + 1) * inv_load;
        let c2 = f64::from(k + 2) * inv_load;
        let c3 = f64::from(k + 3) * inv_load;
        let c4 = f64::from(k + 4) * inv_load;
        let constant = 1.0 + c4 * (1.0 + c3 * (1.0 + c2));
        let factor = c4 * c3 * c2 * c1;
        inv_b = constant + factor * inv_b;
        k += 4;
        if inv_b.is_infinite() {
            return 0.0;
        }
    }
    while k < servers {
        k += 1;
        inv_b = 1.0 + f64::from(k) * inv_load * inv_b;
    }
    1.0 / inv_b
}

/// Erlang C, the probability that an arrival waits: C = B / (1 − ρ(1 − B)) [3].
/// 1 when the offered load reaches the number of servers (the queue is unstable).
pub fn erlang_c(servers: u32, load: f64) -> f64 {
    let n = f64::from(servers);
    if load >= n {
        return 1.0;
    }
    let b = erlang_b(servers, load);
    b / (1.0 - (load / n) * (1.0 - b))
}

/// The queue's share of failed requests: rejected + (1 − rejected)·timed out (§7.1). One of
/// the two is 0 in every minute (time-outs only below overload, rejections only at a ≥ N).
pub fn queue_error(failed_share: f64, timeout_share: f64) -> f64 {
    failed_share + (1.0 - failed_share) * timeout_share
}

/// What the queue does to one minute's admitted traffic.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QueueOutcome {
    pub workers: u32,
    /// a = λ·S, Erlang.
    pub offered_load: f64,
    /// λ·S / N without the 100 % ceiling (Little's law [4]).
    pub utilization_raw: f64,
    /// Measured utilisation: busy workers cannot exceed N.
    pub utilization: f64,
    pub erlang_c: f64,
    /// P(W > 2 s) among served requests.
    pub timeout_share: f64,
    /// Share rejected because a ≥ N: 1 − N/a.
    pub failed_share: f64,
    /// failed + (1 − failed)·time-outs (§7.1).
    pub queue_error: f64,
    /// p99 ≈ S·ln 100 + ln(C/0.01)/(N/S − λ), capped at the time-out (§7.3).
    pub p99_s: f64,
}

/// Evaluates the M/M/c queue for arrival rate `lambda` (req/s), mean service time
/// `service_s` and `servers` workers, treating the minute as stationary [3][4][6].
pub fn evaluate(lambda: f64, service_s: f64, servers: u32) -> QueueOutcome {
    let n = f64::from(servers);
    let load = lambda * service_s;
    if load >= n {
        // Overload (§7.1): the excess is rejected, the served share does not time out.
        let failed_share = if load > 0.0 { 1.0 - n / load } else { 0.0 };
        return QueueOutcome {
            workers: servers,
            offered_load: load,
            utilization_raw: if n > 0.0 { load / n } else { 1.0 },
            utilization: 1.0,
            erlang_c: 1.0,
            timeout_share: 0.0,
            failed_share,
            queue_error: queue_error(failed_share, 0.0),
            p99_s: TIMEOUT_S,
        };
    }
    let c = erlang_c(servers, load);
    let drain_rate = n / service_s - lambda; // N/S − λ > 0 because a < N
    let timeout_share = (c * math::exp(-drain_rate * TIMEOUT_S)).clamp(0.0, 1.0);
    let waiting_quantile = if c > 0.01 {
        math::ln(c / 0.01) / drain_rate
    } else {
        0.0
    };
    let p99_s = (service_s * math::ln(100.0) + waiting_quantile).min(TIMEOUT_S);
    let utilization_raw = load / n;
    QueueOutcome {
        workers: servers,
        offered_load: load,
        utilization_raw,
        utilization: utilization_raw.min(1.0),
        erlang_c: c,
        timeout_share,
        failed_share: 0.0,
        queue_error: queue_error(0.0, timeout_share),
        p99_s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// B by the defining sum (a^N/N!) / Σ a^k/k!, for small N only.
    fn erlang_b_direct(servers: u32, load: f64) -> f64 {
        let mut term = 1.0;
        let mut sum = 1.0;
        for k in 1..=servers {
            term *= load / f64::from(k);
            sum += term;
        }
        term / sum
    }

    #[test]
    fn erlang_c_matches_textbook_tables() {
        assert!(
            (erlang_c(11, 10.0) - 0.6821).abs() < 5e-5,
            "{}",
            erlang_c(11, 10.0)
        );
        assert!(
            (erlang_c(10, 8.0) - 0.4092).abs() < 5e-5,
            "{}",
            erlang_c(10, 8.0)
        );
    }

    #[test]
    fn erlang_b_matches_the_direct_sum() {
        for servers in [1, 2, 3, 5, 7, 10, 16, 33, 64, 100, 150] {
            for load in [0.1, 0.9, 3.0, 8.0, 15.5, 40.0, 83.5, 120.0, 170.0] {
                let fast = erlang_b(servers, load);
                let direct = erlang_b_direct(servers, load);
                let tolerance = 1e-12 + 1e-10 * direct;
                assert!(
                    (fast - direct).abs() <= tolerance,
                    "B({servers}, {load}) = {fast}, direct sum {direct}"
                );
            }
        }
    }

    #[test]
    fn erlang_b_edges() {
        assert_eq!(erlang_b(0, 5.0), 1.0);
        assert_eq!(erlang_b(5, 0.0), 0.0);
        assert!((erlang_b(1, 1.0) - 0.5).abs() < 1e-15);
        // Huge fleets at light load underflow to exactly 0 and stop early.
        assert_eq!(erlang_b(640, 10.0), 0.0);
        assert_eq!(erlang_c(640, 10.0), 0.0);
    }

    #[test]
    fn overload_rejects_the_excess_and_caps_latency() {
        let q = evaluate(2000.0, 0.1, 160); // a = 200 ≥ 160
        assert!((q.failed_share - 0.2).abs() < 1e-12);
        assert_eq!(q.timeout_share, 0.0);
        assert_eq!(q.erlang_c, 1.0);
        assert_eq!(q.utilization, 1.0);
        assert!((q.utilization_raw - 1.25).abs() < 1e-12);
        assert_eq!(q.p99_s, 2.0);
        assert!((q.queue_error - 0.2).abs() < 1e-12);
    }

    #[test]
    fn light_load_has_only_the_service_quantile() {
        let q = evaluate(1125.0, 0.07425, 160);
        assert!(q.erlang_c < 1e-6);
        assert!((q.p99_s - 0.07425 * 100f64.ln()).abs() < 1e-12);
        assert!((q.utilization - 1125.0 * 0.07425 / 160.0).abs() < 1e-12);
        assert_eq!(q.failed_share, 0.0);
    }

    #[test]
    fn heavy_load_waits_and_times_out() {
        // a = 158 of N = 160: C close to 1, a drain rate of 20/s.
        let q = evaluate(1580.0, 0.1, 160);
        assert!(q.erlang_c > 0.8 && q.erlang_c < 1.0, "C = {}", q.erlang_c);
        let expected_timeouts = q.erlang_c * (-(1600.0f64 - 1580.0) * 2.0).exp();
        assert!((q.timeout_share - expected_timeouts).abs() < 1e-15);
        let expected_p99 = 0.1 * 100f64.ln() + (q.erlang_c / 0.01).ln() / 20.0;
        assert!((q.p99_s - expected_p99).abs() < 1e-12);
        assert!(q.p99_s < 2.0);
    }
}
