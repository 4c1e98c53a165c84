//! The fleet of instances and its autoscaler (SPEC §5 "Autoscaler", §7.11): serving and
//! booting instances, the floor, target tracking, no scale-up while booting, slow scale-in.

use super::constants::{MAX_INSTANCES, SCALE_IN_MAX_SHARE, SCALE_IN_QUIET_MINUTES};

/// Instances that serve, and those still booting with the minute they start serving.
#[derive(Debug, Clone)]
pub struct Fleet {
    serving: u32,
    /// Minutes at which booting instances start serving, oldest launch first.
    booting: Vec<u32>,
    quiet_minutes: u32,
}

impl Fleet {
    pub fn new(serving: u32) -> Self {
        Self {
            serving,
            booting: Vec::with_capacity(MAX_INSTANCES as usize),
            quiet_minutes: 0,
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

    /// The autoscaler at the end of minute `now` (§7.11). desired = ⌈serving × min(1, util) /
    /// target⌉ clamped to [floor, 40]; scale up only while nothing boots; scale in only after
    /// 10 consecutive minutes with desired < fleet, by at most max(1, ⌊20 % of the fleet⌋).
    pub fn autoscale(
        &mut self,
        utilization: f64,
        target: f64,
        floor: u32,
        now: u32,
        boot_delay: u32,
    ) {
        let wanted = f64::from(self.serving) * utilization.min(1.0) / target;
        // The ε keeps 10 × 0.6 / 0.6 = 10.000000000000002 from asking for an 11th instance.
        let desired = ((wanted - 1e-9).ceil().max(0.0) as u32).clamp(floor, MAX_INSTANCES);
        let size = self.size();
        if desired < size {
            self.quiet_minutes += 1;
            if self.quiet_minutes >= SCALE_IN_QUIET_MINUTES {
                let step = ((f64::from(size) * SCALE_IN_MAX_SHARE).floor() as u32).max(1);
                self.terminate(step.min(size - desired));
                self.quiet_minutes = 0;
            }
            return;
        }
        self.quiet_minutes = 0;
        if desired > size && self.booting.is_empty() {
            // Launched at the end of this minute: they serve after the delay from the next.
            self.launch(desired - size, now + 1 + boot_delay);
        }
    }
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
}
