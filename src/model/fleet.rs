//! The fleet of instances and its autoscaler (docs/model.md §5 "Autoscaler", §7.11): serving and
//! booting instances, the floor, target tracking, no scale-up while booting, slow scale-in.

use super::constants::{
    MAX_INSTANCES, SCALE_IN_MAX_SHARE, SCALE_IN_QUIET_MINUTES, SCALE_IN_TOLERANCE,
};

/// Instances that serve, and those still booting with the minute they start serving.
#[derive(Debug, Clone)]
pub struct Fleet {
    serving: u32,
    /// Minutes at which booting instances start serving, oldest launch first.
    booting: Vec<u32>,
    quiet_minutes: u32,
    /// The most instances any minute of the current run of quiet minutes asked for at the
    /// target (serving × min(1, util) / target, not rounded).
    quiet_peak: f64,
}

impl Fleet {
    pub fn new(serving: u32) -> Self {
        Self {
            serving,
            booting: Vec::with_capacity(MAX_INSTANCES as usize),
            quiet_minutes: 0,
            quiet_peak: 0.0,
        }
    }

    pub fn serving(&self) -> u32 {
        self.serving
    }

    pub fn booting(&self) -> u32 {
        self.booting.len() as u32
    }

    pub fn size(&self) -> u32 {
        self.serving + self.booting()
    }

    /// Starts `count` instances that serve from minute `ready_at`.
    pub fn launch(&mut self, count: u32, ready_at: u32) {
        self.booting
            .extend(std::iter::repeat_n(ready_at, count as usize));
    }

    /// Stops `count` instances, the most recently launched booting ones first, so capacity
    /// that already serves is the last to go.
    pub fn terminate(&mut self, count: u32) {
        let from_booting = count.min(self.booting());
        self.booting
            .truncate(self.booting.len() - from_booting as usize);
        self.serving -= (count - from_booting).min(self.serving);
    }

    /// Grows to `floor` at once (new instances boot first); with the autoscaler off the
    /// fleet is exactly the floor, so it also shrinks to it.
    pub fn enforce_floor(&mut self, floor: u32, autoscaler_on: bool, now: u32, boot_delay: u32) {
        let size = self.size();
        if size < floor {
            self.launch(floor - size, now + boot_delay);
        } else if size > floor && !autoscaler_on {
            self.terminate(size - floor);
        }
    }

    /// Booting instances whose delay is over start serving.
    pub fn finish_booting(&mut self, now: u32) {
        let ready = self.booting.iter().take_while(|&&at| at <= now).count();
        if ready > 0 {
            self.booting.drain(..ready);
            self.serving += ready as u32;
        }
    }

    /// The autoscaler at the end of minute `now` (§7.11) [6]. desired = ⌈serving × min(1,
    /// util) / target⌉ clamped to [floor, 40]; scale in only after 10 consecutive minutes
    /// with desired < fleet, by at most max(1, ⌊20 % of the fleet⌋) and never below
    /// [`scale_in_floor`] of the busiest of those minutes. While any instance boots it
    /// neither scales up nor counts quiet minutes: the count restarts at 0, so the
    /// capacity it just launched is not taken back the moment it starts serving (the
    /// flapping of a scale-in right after a scale-out).
    pub fn autoscale(
        &mut self,
        utilization: f64,
        target: f64,
        floor: u32,
        now: u32,
        boot_delay: u32,
    ) {
        if !self.booting.is_empty() {
            self.quiet_minutes = 0;
            self.quiet_peak = 0.0;
            return;
        }
        let wanted = f64::from(self.serving) * utilization.min(1.0) / target;
        // The ε keeps 10 × 0.6 / 0.6 = 10.000000000000002 from asking for an 11th instance.
        let desired = ((wanted - 1e-9).ceil().max(0.0) as u32).clamp(floor, MAX_INSTANCES);
        let size = self.size();
        if desired < size {
            self.quiet_minutes += 1;
            self.quiet_peak = self.quiet_peak.max(wanted);
            if self.quiet_minutes >= SCALE_IN_QUIET_MINUTES {
                let keep = scale_in_floor(self.quiet_peak, floor);
                let step = ((f64::from(size) * SCALE_IN_MAX_SHARE).floor() as u32).max(1);
                self.terminate(step.min(size.saturating_sub(keep)));
                self.quiet_minutes = 0;
                self.quiet_peak = 0.0;
            }
            return;
        }
        self.quiet_minutes = 0;
        self.quiet_peak = 0.0;
        if desired > size {
            // Launched at the end of this minute: they serve after the delay from the next.
            self.launch(desired - size, now + 1 + boot_delay);
        }
    }

    /// A zone outage (§7.16): max(1, ⌊share × serving⌋) serving instances stop at once and
    /// are billed no more; booting ones are untouched. Returns how many stopped [6].
    pub fn lose_serving(&mut self, share: f64) -> u32 {
        let lost = instances_lost(share, self.serving);
        self.serving -= lost;
        lost
    }

    /// The game master's instance loss: `count` serving instances stop at once (all of them
    /// when fewer serve); booting ones are untouched, as in a zone outage.
    pub fn lose_serving_count(&mut self, count: u32) -> u32 {
        let lost = count.min(self.serving);
        self.serving -= lost;
        lost
    }
}

/// The fewest instances a scale-in keeps: what the busiest of the quiet minutes asked for
/// at the target, with a 10 % tolerance — ⌈1.1 × peak⌉ — and at least the floor. Where the
/// seed is silent on how far a scale-in goes ("by at most"): a fleet cut to exactly the
/// quiet minutes' need would scale out again at the next minute of noise (2 % a minute),
/// so it keeps the tolerance Kubernetes' autoscaler keeps by default, and the highest need
/// of its window as that autoscaler's scale-down stabilisation does [6].
pub fn scale_in_floor(peak_wanted: f64, floor: u32) -> u32 {
    let keep = (peak_wanted * SCALE_IN_TOLERANCE - 1e-9).ceil().max(0.0) as u32;
    keep.clamp(floor, MAX_INSTANCES)
}

/// How many of `serving` instances a zone outage of `share` stops: max(1, ⌊share ×
/// serving⌋), never more than serve (§7.16) [6].
pub fn instances_lost(share: f64, serving: u32) -> u32 {
    let part = (share.clamp(0.0, 1.0) * f64::from(serving)).floor() as u32;
    part.max(1).min(serving)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raising_the_floor_boots_instances_first() {
        let mut fleet = Fleet::new(10);
        fleet.enforce_floor(14, true, 5, 3);
        assert_eq!((fleet.serving(), fleet.booting()), (10, 4));
        fleet.finish_booting(7);
        assert_eq!((fleet.serving(), fleet.booting()), (10, 4));
        fleet.finish_booting(8);
        assert_eq!((fleet.serving(), fleet.booting()), (14, 0));
    }

    #[test]
    fn autoscaler_off_means_exactly_the_floor() {
        let mut fleet = Fleet::new(12);
        fleet.launch(2, 9);
        fleet.enforce_floor(11, false, 0, 3);
        assert_eq!((fleet.serving(), fleet.booting()), (11, 0));
    }

    #[test]
    fn saturated_fleet_grows_step_by_step_and_not_while_booting() {
        let mut fleet = Fleet::new(10);
        // Utilisation saturates at 1: desired = ⌈10 / 0.6⌉ = 17.
        fleet.autoscale(2.5, 0.6, 10, 0, 3);
        assert_eq!(fleet.size(), 17);
        fleet.autoscale(2.5, 0.6, 10, 1, 3);
        assert_eq!(fleet.size(), 17, "no new scale-up while booting");
        fleet.finish_booting(4);
        assert_eq!(fleet.serving(), 17);
        fleet.autoscale(1.0, 0.6, 10, 4, 3);
        assert_eq!(fleet.size(), 29);
        fleet.finish_booting(8);
        fleet.autoscale(1.0, 0.6, 10, 8, 3);
        assert_eq!(fleet.size(), 40, "capped at 40");
    }

    #[test]
    fn scale_in_waits_ten_quiet_minutes_and_removes_at_most_a_fifth() {
        let mut fleet = Fleet::new(20);
        for minute in 0..9 {
            fleet.autoscale(0.1, 0.6, 2, minute, 3);
            assert_eq!(fleet.size(), 20);
        }
        fleet.autoscale(0.1, 0.6, 2, 9, 3);
        assert_eq!(fleet.size(), 16);
        // A busy minute resets the count.
        for minute in 10..19 {
            fleet.autoscale(0.1, 0.6, 2, minute, 3);
        }
        fleet.autoscale(0.6, 0.6, 2, 19, 3);
        fleet.autoscale(0.1, 0.6, 2, 20, 3);
        assert_eq!(fleet.size(), 16);
    }

    #[test]
    fn exact_target_does_not_scale() {
        let mut fleet = Fleet::new(10);
        fleet.autoscale(0.6, 0.6, 1, 0, 3);
        assert_eq!(fleet.size(), 10);
    }

    #[test]
    fn booting_restarts_the_quiet_count() {
        // 20 instances, 2 booting: the load wants fewer, but nothing is counted while
        // they boot, so the first scale-in comes 10 quiet minutes after they serve.
        let mut fleet = Fleet::new(20);
        fleet.launch(2, 5);
        for minute in 0..5 {
            fleet.finish_booting(minute);
            fleet.autoscale(0.1, 0.6, 2, minute, 3);
            assert_eq!(fleet.size(), 22, "minute {minute}");
        }
        for minute in 5..14 {
            fleet.finish_booting(minute);
            fleet.autoscale(0.1, 0.6, 2, minute, 3);
            assert_eq!(
                (fleet.serving(), fleet.booting()),
                (22, 0),
                "minute {minute}"
            );
        }
        fleet.autoscale(0.1, 0.6, 2, 14, 3);
        // ⌊20 % of 22⌋ = 4.
        assert_eq!(fleet.size(), 18);
    }

    #[test]
    fn a_scale_out_is_not_taken_back_while_it_boots() {
        // A busy minute launches 5 instances with a 12-minute boot; the load drops at once.
        // Counting quiet minutes during the boot would stop them before they ever serve.
        let mut fleet = Fleet::new(10);
        fleet.autoscale(0.9, 0.6, 5, 0, 12);
        assert_eq!((fleet.serving(), fleet.booting()), (10, 5));
        for minute in 1..13 {
            fleet.finish_booting(minute);
            fleet.autoscale(0.1, 0.6, 5, minute, 12);
            assert_eq!(fleet.size(), 15, "minute {minute}");
        }
        fleet.finish_booting(13);
        assert_eq!((fleet.serving(), fleet.booting()), (15, 0));
        // Ten quiet minutes counted from the first minute nothing boots (13 … 22).
        for minute in 13..22 {
            fleet.autoscale(0.1, 0.6, 5, minute, 12);
            assert_eq!(fleet.size(), 15, "minute {minute}");
        }
        fleet.autoscale(0.1, 0.6, 5, 22, 12);
        assert_eq!(fleet.size(), 12, "⌊20 % of 15⌋ = 3");
    }

    #[test]
    fn a_zone_outage_stops_a_share_of_the_serving_instances() {
        // ⌊0.33 × 16⌋ = 5; at least one; never more than serve.
        assert_eq!(instances_lost(0.33, 16), 5);
        assert_eq!(instances_lost(1.0 / 3.0, 18), 6);
        assert_eq!(instances_lost(0.01, 10), 1);
        assert_eq!(instances_lost(0.0, 10), 1);
        assert_eq!(instances_lost(1.0, 7), 7);
        assert_eq!(instances_lost(0.5, 0), 0);
        let mut fleet = Fleet::new(12);
        fleet.launch(3, 9);
        assert_eq!(fleet.lose_serving(0.5), 6);
        assert_eq!(
            (fleet.serving(), fleet.booting()),
            (6, 3),
            "booting untouched"
        );
    }

    #[test]
    fn a_scale_in_keeps_a_tolerance_above_the_busiest_quiet_minute() {
        // ⌈1.1 × 9.46⌉ = 11; never below the floor.
        assert_eq!(scale_in_floor(9.46, 10), 11);
        assert_eq!(scale_in_floor(3.0, 5), 5);
        assert_eq!(scale_in_floor(10.0, 1), 11);
        assert_eq!(scale_in_floor(100.0, 1), 40);
        // 27 instances at 57.5 %: 25.9 wanted, desired 26 < 27, ten quiet minutes. Cut to
        // 26 they would scale out again at the next minute 2 % busier, so none go.
        let mut fleet = Fleet::new(27);
        for minute in 0..10 {
            fleet.autoscale(0.575, 0.6, 10, minute, 3);
        }
        assert_eq!(fleet.size(), 27);
        // Quieter (50 %: 22.5 wanted, ⌈24.75⌉ = 25 kept): two go.
        for minute in 10..20 {
            fleet.autoscale(0.5, 0.6, 10, minute, 3);
        }
        assert_eq!(fleet.size(), 25);
    }
}
