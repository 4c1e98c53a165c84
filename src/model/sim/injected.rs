//! What the game master's injects (issue 30, [`crate::model::inject`]) do to a run: each
//! reuses the state of the scenario event it imitates — a surge, a stretch of weaker
//! database, a flush, a bad build (which a rollback undoes), the clients' retry share, a
//! loss of serving instances — kept off the scenario's timeline, so nothing announces it:
//! the team finds it on the dashboard.

use super::scheduled::{BadDeploy, DbCapacity};
use super::Simulation;
use crate::model::action::Action;
use crate::model::arrivals::Surge;
use crate::model::cache;
use crate::model::inject::{
    Inject, BAD_DEPLOY_RAMP_MIN, RETRY_STORM_SHARE, SURGE_FALL_MIN, SURGE_HOLD_MIN, SURGE_RISE_MIN,
};

impl Simulation {
    /// Lands the injects of minute `m`: the setup's (a what-if facing a drill's), then those
    /// among `actions` (a drill's own run), in order. They change the world from this minute
    /// on and never before.
    pub(super) fn land_injects(&mut self, m: u32, actions: &[Action]) {
        let from_setup: Vec<Inject> = (self.setup.injects.iter())
            .filter(|(at, _)| *at == m)
            .map(|&(_, inject)| inject)
            .collect();
        let from_actions = actions.iter().filter_map(|a| match *a {
            Action::Inject(inject) => Some(inject),
            _ => None,
        });
        let all: Vec<Inject> = from_setup.into_iter().chain(from_actions).collect();
        for inject in all {
            self.inject(inject, m);
        }
    }

    /// The arrival rate's multiplier at minute `m`: the scenario's surges and the game
    /// master's together.
    pub(super) fn surge_factor(&self, m: u32) -> f64 {
        (self.surges.iter())
            .chain(&self.inject_surges)
            .map(|s| s.factor(m))
            .product()
    }

    fn inject(&mut self, inject: Inject, m: u32) {
        match inject {
            Inject::Surge(size) => self.inject_surges.push(Surge {
                start_min: m,
                peak: f64::from(size),
                rise_min: SURGE_RISE_MIN,
                hold_min: SURGE_HOLD_MIN,
                fall_min: SURGE_FALL_MIN,
            }),
            Inject::DbSlow(pct) => self.db_capacity.push(DbCapacity {
                at_min: m,
                minutes: u32::MAX,
                factor: 1.0 - f64::from(pct) / 100.0,
                injected: true,
            }),
            Inject::DbRecover => {
                for slow in self.db_capacity.iter_mut().filter(|d| d.injected) {
                    if slow.minutes == u32::MAX {
                        slow.minutes = m - slow.at_min;
                    }
                }
            }
            Inject::CacheFlush => self.warm = cache::flush(self.warm, 1.0),
            Inject::BadDeploy(pct) => self.bad_deploys.push(BadDeploy {
                at_min: m,
                ramp_min: BAD_DEPLOY_RAMP_MIN,
                rolled_back: false,
                reach: f64::from(pct) / 100.0,
                injected: true,
            }),
            Inject::RetryStorm => self.retry_share = self.retry_share.max(RETRY_STORM_SHARE),
            Inject::InstanceLoss(count) => {
                self.fleet.lose_serving_count(count);
            }
        }
    }
}
