//! The expert's incident rules (1–5 of its runbook): each reads the dashboard, and when
//! its signal is believed presses every lever it calls for into the minute's [`Plan`].

use super::runbook::{
    db_with, fleet_errors, fleet_util_with, full_rps, instances_for, kept, warmth, DB_COMFORT,
    DB_HOT, FAILING_ERRORS, FLEET_SHORT_UTIL, RELIEF_TTL_S, RELIEF_UTIL, SLOW_P99_S,
};
use super::{Expert, Plan};
use crate::model::action::Action;
use crate::model::constants::{ROLLBACK_MINUTES, WARMUP_MINUTES};
use crate::model::policy::{PlayerView, Reason};
use crate::model::Controls;

/// Requests at least this much above the lowest of the last minutes, and gaining at least
/// [`RISING_SLOPE`] of themselves per minute, are a surge building. The morning's own
/// swing gains about 0.1 % a minute and the noise a few %, so neither looks like one.
const RISING_FACTOR: f64 = 1.10;
const RISING_SLOPE: f64 = 0.03;
/// Requests up this much on the minute before are a jump no noise makes: a surge the
/// expert believes on the first dashboard.
const JUMP_FACTOR: f64 = 1.15;
/// Estimated cache warmth under which the cache counts as emptied.
const COLD_WARMTH: f64 = 0.5;
/// Database utilisation the warm-up job may bring it to when the relief leaves no room
/// for it at [`DB_COMFORT`]: queries wait 50 ms, the fleet still carries the requests,
/// and every minute of the job fills 12 % of the cache.
const WARMUP_MAX_DB: f64 = DB_HOT;
/// How far past [`RELIEF_UTIL`] the fleet may run (by the runbook) before the expert sheds
/// for it, when the clients do not retry.
const SHED_SLACK: f64 = 0.2;
/// A boot delay from which a warned spike of unknown time calls for head-room: the
/// surge would climb for that long on the fleet that is already there.
const HEADROOM_BOOT_MIN: u32 = 6;
/// The head-room kept for a warned spike: twice the load.
const HEADROOM_FACTOR: f64 = 2.0;
/// Minutes before an announced launch, besides the boot delay, that the capacity for it
/// is ordered: it serves a little before the traffic starts to climb.
const LAUNCH_LEAD_MIN: u32 = 2;

impl Expert {
    /// Traffic shows on a bad build: roll it back (again only if a finished rollback left
    /// it there). A deploy the briefing announced as bad is rolled back on the first
    /// dashboard that shows it: the team was waiting for it.
    pub(super) fn roll_back(&self, v: &PlayerView, plan: &mut Plan) {
        let again = self
            .last_rollback
            .is_none_or(|m| v.minute > m + ROLLBACK_MINUTES + 1);
        let expected = self
            .briefing
            .bad_build_at
            .is_some_and(|at| v.minute >= at && self.bad_build_seen >= 1);
        let seen = expected || Self::noticed(v, self.bad_build_seen);
        if seen && !v.rollback_in_progress && again {
            let reason = Reason::BadBuild { share: v.bad_share };
            plan.press(Action::Rollback, reason);
        }
    }

    pub(super) fn cache_cold(v: &PlayerView) -> bool {
        warmth(v) < COLD_WARMTH
    }

    /// The briefing warns of a spike at a time nobody knows, and new instances boot slowly
    /// ([`HEADROOM_BOOT_MIN`] minutes or more): from the start, keep the fleet for
    /// [`HEADROOM_FACTOR`] times the load (at the opening target) until the spike shows.
    pub(super) fn keep_headroom(&self, v: &PlayerView, plan: &mut Plan) {
        let briefing = &self.briefing;
        let warned = briefing.surge_warning && briefing.launch.is_none();
        if !warned || self.surge_seen || briefing.boot_delay_min < HEADROOM_BOOT_MIN {
            return;
        }
        let normal = self.normal(v);
        let opening_target = f64::from(normal.target_pct) / 100.0;
        let per_instance = full_rps(normal.feature_on, 0.0) * opening_target;
        let needed = instances_for(self.fresh(v) * HEADROOM_FACTOR, per_instance);
        // Once: the head-room is for the spike, not for the morning's own swing.
        if needed > plan.controls.floor && plan.controls.floor <= normal.floor {
            let reason = Reason::SpikeWarned {
                boot_delay_min: briefing.boot_delay_min,
            };
            plan.press(Action::Floor(needed), reason);
        }
    }

    /// The briefing announces a launch: order the capacity its lowest peak needs (at the
    /// opening target, the service as normal) so that it serves when the traffic starts to
    /// climb — the boot delay and [`LAUNCH_LEAD_MIN`] ahead; the autoscaler follows the rest.
    pub(super) fn prepare_launch(&self, v: &PlayerView, plan: &mut Plan) {
        let Some(launch) = self.briefing.launch else {
            return;
        };
        let ahead = self.briefing.boot_delay_min + 1 + LAUNCH_LEAD_MIN;
        let due = v.minute + ahead >= launch.at_min && v.minute < launch.at_min;
        if !due || self.launch_prepared {
            return;
        }
        let normal = self.normal(v);
        let opening_target = f64::from(normal.target_pct) / 100.0;
        let per_instance = full_rps(normal.feature_on, 0.0) * opening_target;
        let expected = self.fresh(v) * launch.peak * kept(normal.shed_pct);
        let needed = instances_for(expected, per_instance);
        if needed > plan.controls.floor {
            let reason = Reason::LaunchAhead {
                minutes: launch.at_min.saturating_sub(v.minute + 1),
                peak: launch.peak,
            };
            plan.press(Action::Floor(needed), reason);
        }
    }

    /// The database runs hot: a longer TTL with a warm cache (it costs users nothing;
    /// never past the briefing's limit), then recommendations off if the database would
    /// still run above [`DB_COMFORT`], then just enough shedding to bring it there. With a
    /// cold cache the warm-up job goes in the same minute when the relief leaves it room.
    pub(super) fn relieve_database(&self, v: &PlayerView, plan: &mut Plan) {
        if self.db_hot_seen == 0 {
            // Unmistakable: no noise takes the database to 90 % (believed on one dashboard).
            return;
        }
        let reason = Reason::DbSaturated { db_util: v.db_util };
        // A longer TTL costs users nothing (as far as the briefing allows); with an emptied
        // cache it makes every refilled answer count for longer.
        let relief_ttl = self.allowed_ttl(RELIEF_TTL_S);
        if plan.controls.ttl_s < relief_ttl {
            plan.press(Action::Ttl(relief_ttl), reason);
        }
        let warm_up = Self::cache_cold(v) && self.may_warm_up(v) && !plan.warmup;
        let load = |c: &Controls, job: bool| self.db_next(v, c, job);
        if plan.controls.feature_on && load(&plan.controls, plan.warmup) > DB_COMFORT {
            plan.press(Action::Feature(false), reason);
        }
        let fits = |c: &Controls, job: bool, limit: f64| load(c, job) <= limit;
        if warm_up {
            let room = least_shed(plan.controls, |c| fits(c, true, DB_COMFORT))
                .or_else(|| least_shed(plan.controls, |c| fits(c, true, WARMUP_MAX_DB)));
            if let Some(controls) = room {
                plan.press(Action::Shed(controls.shed_pct), reason);
                plan.press(Action::Warmup, Reason::CacheCold { hit: v.hit });
                return;
            }
        }
        let relieved = least_shed(plan.controls, |c| fits(c, plan.warmup, DB_COMFORT));
        let shed = relieved.map_or(100, |c| c.shed_pct);
        plan.press(Action::Shed(shed), reason);
    }

    /// Whether a warm-up job may start: none running, none finished in the last minutes.
    fn may_warm_up(&self, v: &PlayerView) -> bool {
        let again = self
            .last_warmup
            .is_none_or(|m| v.minute > m + WARMUP_MINUTES);
        !v.warmup_active && again
    }

    /// The TTL is shorter than the team set it (the dashboard shows a configuration push):
    /// set it back — the cache is the database's first defence.
    pub(super) fn restore_ttl(&self, v: &PlayerView, plan: &mut Plan) {
        let Some(wanted) = self.ttl_wanted_s else {
            return;
        };
        if plan.controls.ttl_s < wanted {
            let reason = Reason::TtlPushed {
                seen_ttl_s: v.controls.ttl_s,
                ttl_s: wanted,
            };
            plan.press(Action::Ttl(wanted), reason);
        }
    }

    /// The database's utilisation next minute with `controls` (by the runbook): the next
    /// minute brings the clients' retries of this minute's failures on top, so a relief
    /// must hold for those too, or the storm feeds itself.
    fn db_next(&self, v: &PlayerView, controls: &Controls, warmup: bool) -> f64 {
        let growth = self.next_rps(v) / v.requests_per_s.max(1.0);
        db_with(v, controls, warmup) * growth.max(1.0)
    }

    /// The cache is cold and the database can take the job's 600 queries/s: warm it up.
    pub(super) fn warm_cache(&self, v: &PlayerView, plan: &mut Plan) {
        let room = self.db_next(v, &plan.controls, true) <= DB_COMFORT + 0.05;
        if Self::cache_cold(v) && room && self.may_warm_up(v) && !plan.warmup {
            plan.press(Action::Warmup, Reason::CacheCold { hit: v.hit });
        }
    }

    /// Requests climbing: well above the lowest of the last minutes and still going up.
    pub(super) fn rising(&self, v: &PlayerView) -> bool {
        let low = self.recent.iter().copied().fold(f64::INFINITY, f64::min);
        self.recent.len() >= 3
            && self.fresh(v) >= RISING_FACTOR * low
            && self.slope() >= RISING_SLOPE * self.fresh(v)
    }

    /// The next minute's requests: the fresh ones and the last two minutes' slope, and the
    /// failed requests the clients send again (as many as the briefing says they retry).
    fn next_rps(&self, v: &PlayerView) -> f64 {
        self.fresh(v) + self.slope().max(0.0) + self.retried_next
    }

    /// The serving fleet cannot carry what it is asked (the database being fine): users
    /// wait, requests fail, or by the runbook it would run above [`FLEET_SHORT_UTIL`] with
    /// the next minute's requests.
    pub(super) fn fleet_short(&self, v: &PlayerView) -> bool {
        v.db_util < DB_HOT
            && (v.p99_s >= SLOW_P99_S
                || fleet_errors(v) >= FAILING_ERRORS
                || fleet_util_with(v, &v.controls, self.next_rps(v)) > FLEET_SHORT_UTIL)
    }

    /// A short fleet believed: on two dashboards, a red one, or at once when instances
    /// were lost.
    fn fleet_short_believed(&self, v: &PlayerView) -> bool {
        Self::noticed(v, self.fleet_short_seen)
            || (self.fleet_short_seen >= 1 && self.instances_lost)
    }

    /// The serving fleet is short while capacity boots: if it would run above
    /// [`RELIEF_UTIL`] with the next minute's requests, recommendations off (40 % more
    /// requests per instance), then shed just enough to bring it there.
    pub(super) fn relieve_fleet(&self, v: &PlayerView, plan: &mut Plan) {
        if !self.fleet_short_believed(v) {
            return;
        }
        let next = self.next_rps(v);
        let reason = Reason::FleetShort {
            serving: v.serving,
            utilization: fleet_util_with(v, &plan.controls, next),
        };
        // Each degraded request costs: a poorer page only past half of [`SHED_SLACK`] over
        // what the fleet carries by the runbook (which overstates a warm cache's database
        // time), turning users away (a quarter of an error each) only past the whole of
        // it — unless the clients retry every failure into the next minute.
        let slack = if self.briefing.retry_share > 0.0 {
            0.0
        } else {
            SHED_SLACK
        };
        let short = |c: &Controls| fleet_util_with(v, c, next) > RELIEF_UTIL + slack / 2.0;
        if plan.controls.feature_on && short(&plan.controls) {
            plan.press(Action::Feature(false), reason);
        }
        let overloaded = |c: &Controls| fleet_util_with(v, c, next) > RELIEF_UTIL + slack;
        if overloaded(&plan.controls) {
            let shed = least_shed(plan.controls, |c| !overloaded(c)).map_or(100, |c| c.shed_pct);
            plan.press(Action::Shed(shed), reason);
        }
    }

    /// Requests climb, or the fleet is short: raise the floor to what the requests
    /// expected when instances launched now serve (the slope carried over the boot delay)
    /// need at the opening target, with the service as normal (recommendations on, no
    /// shedding: the expert means to undo those). Only a real step: a tenth more at least.
    pub(super) fn add_capacity(&self, v: &PlayerView, plan: &mut Plan) {
        let jump = self.recent.len() >= 2
            && self.fresh(v) >= JUMP_FACTOR * self.recent[self.recent.len() - 2];
        let rising = Self::noticed(v, self.rising_seen) || (self.rising_seen >= 1 && jump);
        if !rising && !self.fleet_short_believed(v) {
            return;
        }
        let normal = self.normal(v);
        // Half the boot delay ahead: a surge's rise does not last for ever, and the
        // autoscaler adds what is still missing (a step at a time, for every step costs).
        let ahead = f64::from(self.briefing.boot_delay_min + 1) / 2.0;
        let expected = self.fresh(v) + self.slope().max(0.0) * ahead;
        let opening_target = f64::from(normal.target_pct) / 100.0;
        let per_instance = full_rps(normal.feature_on, v.bad_share) * opening_target;
        let needed = instances_for(expected * kept(normal.shed_pct), per_instance);
        let step = (v.fleet() / 10).max(1);
        if needed >= v.fleet() + step && needed > plan.controls.floor {
            let reason = if rising {
                Reason::Surge {
                    requests_per_s: v.requests_per_s,
                    expected_per_s: expected,
                }
            } else {
                Reason::FleetShort {
                    serving: v.serving,
                    utilization: fleet_util_with(v, &v.controls, self.next_rps(v)),
                }
            };
            plan.press(Action::Floor(needed), reason);
        }
    }
}

/// `controls` with the least shed setting (its own or more, in steps of 10 %) for which
/// `fits` holds; `None` when even 100 % does not.
pub(super) fn least_shed(controls: Controls, fits: impl Fn(&Controls) -> bool) -> Option<Controls> {
    let first = controls.shed_pct.div_ceil(10) * 10;
    (first..=100).step_by(10).find_map(|shed_pct| {
        let c = Controls {
            shed_pct,
            ..controls
        };
        fits(&c).then_some(c)
    })
}
