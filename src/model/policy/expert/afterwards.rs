//! The expert's rules once an incident is over (6–7 of its runbook): undo the emergency
//! measures as soon as the service would carry it, then run the fleet at what the load
//! needs.

use super::incident::least_shed;
use super::runbook::{
    db_with, fleet_util_with, full_rps, instances_for, target, CALM_MIN, CALM_TARGET_PCT, DB_HOT,
    IDLE_MIN, RESTORE_UTIL,
};
use super::{Expert, Plan, MEMORY_MIN};
use crate::model::action::Action;
use crate::model::policy::{PlayerView, Reason};
use crate::model::Controls;

/// The most shedding comes down by at once when the clients retry (restore in steps).
const RESTORE_STEP_PCT: u32 = 50;
/// Requests within this share of where they were ten minutes ago are steady.
const STEADY_SHARE: f64 = 0.05;
/// A fleet more than this share above what the load needs (plus one instance) is worth
/// trimming at once rather than leaving to the autoscaler's 20 % per 10 quiet minutes.
const TRIM_SLACK: f64 = 0.1;

impl Expert {
    /// Calm for [`CALM_MIN`] dashboards: shed only as much as the serving fleet (by the
    /// runbook, at [`RESTORE_UTIL`]) and the database (at [`DB_COMFORT`]) need, and bring
    /// the recommendations back when they would carry them too; then the autoscaler back
    /// on if [`Expert::right_size`] switched it off and the requests hold steady.
    pub(super) fn restore(&self, v: &PlayerView, plan: &mut Plan) {
        if self.calm_seen < CALM_MIN {
            return;
        }
        let normal = self.normal(v);
        let reason = Reason::Calm {
            minutes: self.calm_seen,
        };
        let warmup = plan.warmup;
        // Every minute of shedding or of a poorer page costs users: what is restored may
        // run the database up to [`DB_HOT`], where queries still answer in 50 ms.
        let carries = |c: &Controls| {
            db_with(v, c, warmup) <= self.db_comfort().max(DB_HOT - 0.02)
                && fleet_util_with(v, c, v.requests_per_s) <= RESTORE_UTIL
        };
        if plan.controls.shed_pct > normal.shed_pct {
            let from = Controls {
                shed_pct: normal.shed_pct,
                ..plan.controls
            };
            // With clients that retry, in steps: a storm restarted costs more than a few
            // minutes more of shedding.
            let step = if self.briefing.retry_share > 0.0 {
                plan.controls.shed_pct.saturating_sub(RESTORE_STEP_PCT)
            } else {
                0
            };
            // Only ever less shedding than now: restoring never turns more users away.
            let less = least_shed(from, carries)
                .map(|c| c.shed_pct.max(step))
                .filter(|&shed_pct| shed_pct < plan.controls.shed_pct);
            if let Some(shed_pct) = less {
                plan.press(Action::Shed(shed_pct), reason);
            }
        }
        let stepping = self.briefing.retry_share > 0.0 && plan.controls.shed_pct > normal.shed_pct;
        if !plan.controls.feature_on && normal.feature_on && !stepping {
            let with_feature = Controls {
                feature_on: true,
                ..plan.controls
            };
            if carries(&with_feature) {
                plan.press(Action::Feature(true), reason);
            }
        }
        if plan.is_empty() && !v.controls.autoscaler_on && normal.autoscaler_on && self.steady(v) {
            plan.press(Action::Autoscale(true), reason);
        }
    }

    /// Calm for [`IDLE_MIN`] dashboards, nothing booting, the service as normal, no spike
    /// the briefing warned of still to come: run the
    /// fleet at [`CALM_TARGET_PCT`] rather than the opening target, and keep it at what the
    /// load needs there (by the runbook). With the autoscaler on, the floor comes down to
    /// the need; when the fleet is above it by more than [`TRIM_SLACK`] and an instance
    /// (after a surge, or what the autoscaler launched for a bad build or while the
    /// database was down) — the autoscaler trims only 20 % per 10 quiet minutes — the floor
    /// is set to the need and the autoscaler switched off, so the fleet drops to it at
    /// once. While it is off, the expert moves the floor with the load itself;
    /// [`Expert::restore`] switches it back on once the requests hold steady.
    pub(super) fn right_size(&self, v: &PlayerView, plan: &mut Plan) {
        let normal = self.normal(v);
        let as_normal =
            v.controls.shed_pct == normal.shed_pct && v.controls.feature_on == normal.feature_on;
        // Warned of a spike that has not come yet, the opening fleet is the head-room
        // that carries the first minutes of it while new instances boot: keep it.
        let spike_ahead = self.briefing.surge_warning && !self.surge_seen;
        if self.calm_seen < IDLE_MIN
            || v.booting > 0
            || !as_normal
            || v.rollback_in_progress
            || spike_ahead
        {
            return;
        }
        if plan.controls.target_pct != CALM_TARGET_PCT {
            let reason = Reason::Oversized {
                fleet: v.fleet(),
                need: self.need(v, CALM_TARGET_PCT),
            };
            plan.press(Action::Target(CALM_TARGET_PCT), reason);
        }
        let need = self.need(v, plan.controls.target_pct);
        let reason = Reason::Oversized {
            fleet: v.fleet(),
            need,
        };
        let floor = plan.controls.floor;
        if !plan.controls.autoscaler_on {
            // By hand: up as soon as the load needs it, down only past one instance of
            // noise, so the floor does not flap.
            if need > floor || floor > need + 1 {
                plan.press(Action::Floor(need), reason);
            }
            return;
        }
        let slack = f64::from(need) * (1.0 + TRIM_SLACK) + 1.0;
        if f64::from(v.fleet()) > slack {
            plan.press(Action::Floor(need), reason);
            plan.press(Action::Autoscale(false), reason);
        } else if floor > need {
            plan.press(Action::Floor(need), reason);
        }
    }

    /// Instances the admitted requests need at `target_pct` (by the runbook).
    fn need(&self, v: &PlayerView, target_pct: u32) -> u32 {
        let controls = Controls {
            target_pct,
            ..v.controls
        };
        let per_instance = full_rps(v.controls.feature_on, v.bad_share) * target(&controls);
        instances_for(v.admitted_per_s(), per_instance)
    }

    /// Requests steady: within [`STEADY_SHARE`] of where they were [`MEMORY_MIN`] minutes
    /// ago.
    fn steady(&self, v: &PlayerView) -> bool {
        let now = self.fresh(v);
        let first = self.recent.first().copied().unwrap_or(now);
        self.recent.len() >= MEMORY_MIN && (now - first).abs() <= STEADY_SHARE * now
    }
}
