//! The fleet-cost part's reference: what the load needed (issue 26, item 7). Each minute,
//! the admitted requests times the scenario's own **healthy service time** — the opening
//! controls with a warm cache and the whole database, at the opening minute's arrival rate —
//! fill ⌈λ·S_healthy / (16 × the opening target)⌉ instances. The run's own service time is
//! not used: a slower service (a short TTL, a hot database) asks for more instances, and
//! measured against its own slowness it would seem to need them, so a slower service would
//! pay less for the same bill. With the healthy time, a bigger bill always costs more.

use crate::model::arrivals::diurnal_factor;
use crate::model::cache::hit_rate;
use crate::model::constants::{MAX_INSTANCES, WORKERS_PER_INSTANCE};
use crate::model::database::{self, capacity_qps};
use crate::model::setup::Setup;

/// The scenario's healthy service time, seconds: S = S_app + (1 − hit)·q·query time with the
/// opening controls (the feature as it opens, no bad build), a warm cache and the database
/// at full strength, at the arrival rate of the opening minute without noise or surge.
pub fn healthy_service_time_s(setup: &Setup) -> f64 {
    let controls = setup.controls;
    let lambda = setup.base_rps * diurnal_factor(setup.start_clock_min, 0);
    let hit = hit_rate(1.0, lambda, f64::from(controls.ttl_s));
    let db = database::evaluate(lambda, hit, controls.feature_on, false, capacity_qps(1.0));
    let app = database::app_time_s(controls.feature_on, 0.0);
    database::service_time_s(app, hit, controls.feature_on, db.query_time_s)
}

/// Whole instances an offered load of `offered_load` Erlang needs at utilisation `target`:
/// ⌈a / (16 × target)⌉, at least 1 (the smallest fleet) and at most 40.
pub fn reference_instances(offered_load: f64, target: f64) -> f64 {
    let per_instance = f64::from(WORKERS_PER_INSTANCE) * target;
    let needed = if per_instance > 0.0 {
        // The autoscaler's ε: an exact fit does not ask for one more instance.
        (offered_load / per_instance - 1e-9).ceil()
    } else {
        f64::from(MAX_INSTANCES)
    };
    if needed.is_nan() {
        return 1.0;
    }
    needed.clamp(1.0, f64::from(MAX_INSTANCES))
}
