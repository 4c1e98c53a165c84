//! The `[initial]` table: the fleet the drill starts with and the starting value of every
//! control (floor, autoscaler, target, TTL, shedding, feature), with the relations between
//! the fleet and its floor.

use super::checker::{span_of, Checker, Table};
use crate::model::constants::MAX_INSTANCES;
use crate::model::{Control, Controls};
use crate::scenario::raw::{Located, Node};

const INITIAL_FIELDS: [&str; 8] = [
    "instances",
    "floor",
    "autoscaler",
    "target_pct",
    "ttl_s",
    "shed_pct",
    "feature",
    "cache_warm_pct",
];

pub(super) fn initial(check: &mut Checker, value: &Located<Node>) -> Option<(u32, Controls, f64)> {
    let entries = check.table_value(value, "initial")?;
    let t = Table {
        path: "initial",
        span: span_of(value),
        entries,
    };
    check.unknown_keys(t, &INITIAL_FIELDS);
    let max = i64::from(MAX_INSTANCES);
    let instances = check.int(t, "instances", 1, max);
    let floor = check.control(t, "floor", Control::Floor);
    let autoscaler = check.boolean(t, "autoscaler");
    let target_pct = check.control(t, "target_pct", Control::Target);
    let ttl_s = check.control(t, "ttl_s", Control::Ttl);
    let shed_pct = check.control(t, "shed_pct", Control::Shed);
    let feature = check.boolean(t, "feature");
    let warm = check.number(t, "cache_warm_pct", (0.0, 100.0), false);
    if let (Some(instances), Some(floor), Some(floor_value)) = (instances, floor, t.get("floor")) {
        if floor > instances {
            check.fail::<()>(
                span_of(floor_value),
                "initial.floor",
                format!("{floor} is above initial.instances ({instances}); the fleet starts at least at the floor"),
            );
        } else if autoscaler == Some(false) && floor != instances {
            let at = t.get("instances").map_or(t.span, span_of);
            check.fail::<()>(
                at,
                "initial.instances",
                format!("with the autoscaler off the fleet is exactly the floor ({floor}), not {instances}"),
            );
        }
    }
    let controls = Controls {
        floor: floor?,
        autoscaler_on: autoscaler?,
        target_pct: target_pct?,
        ttl_s: ttl_s?,
        shed_pct: shed_pct?,
        feature_on: feature?,
    };
    let instances = instances?;
    if controls.floor > instances || (!controls.autoscaler_on && controls.floor != instances) {
        return None;
    }
    Some((instances, controls, warm? / 100.0))
}
