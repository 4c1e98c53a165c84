//! The levers for a minute, first to last, in the order its chain calls for them. When the
//! database is what makes the service time long (saturated, or its queries taking at least
//! as long as the application's own work), more workers only queue more requests for the
//! same slow database: the levers that take load off it come first — a longer TTL, the
//! warm-up, the heavy feature off — then shedding, then instances. Otherwise capacity comes
//! first for excess load and time-outs, shedding first for retries (fewer admitted
//! requests fail, so fewer come back, §7.19), and a shorter S after. A bad build is rolled
//! back (or its rollback awaited). Levers that cannot act (TTL at its maximum, a warm cache,
//! the feature already off, everything low-priority shed) are left out.

use super::Term;
use crate::model::action::Control;
use crate::model::record::MinuteRecord;

/// Something the team can do about the minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lever {
    /// `rollback`: the bad build's traffic goes after the rollback prepares (§7.6).
    Rollback,
    /// A rollback is preparing: wait for it (pressing again restarts it).
    RollbackUnderway,
    /// `ttl`: a longer TTL, more hits, fewer queries.
    RaiseTtl,
    /// `warmup`: the warm-up job refills the cache faster.
    Warmup,
    /// `feature off`: one query and 20 ms of application time less per request.
    FeatureOff,
    /// `shed`: turn low-priority traffic away at the load balancer.
    Shed,
    /// More instances: a higher `floor` or a lower autoscale `target`.
    Instances,
}

/// Whether the database makes the service time long: saturated, or its part of S,
/// (1 − hit)·q·query time, at least the application's time.
fn database_bound(r: &MinuteRecord) -> bool {
    r.db_saturated || r.service_time_s - r.app_time_s >= r.app_time_s
}

/// The levers for a minute whose dominant term is `dominant`, first to last (see the
/// module's header); none on a calm minute.
pub(super) fn levers(r: &MinuteRecord, dominant: Option<Term>) -> Vec<Lever> {
    let Some(term) = dominant else {
        return Vec::new();
    };
    let rollback = if r.rollback_in_progress {
        Lever::RollbackUnderway
    } else {
        Lever::Rollback
    };
    if term == Term::BadBuild {
        return vec![rollback];
    }
    let ttl_max = Control::Ttl.range().map_or(u32::MAX, |(_, hi)| hi);
    let database = [
        (r.ttl_s < ttl_max).then_some(Lever::RaiseTtl),
        (!r.warmup_active && r.warm < 1.0).then_some(Lever::Warmup),
        r.feature_on.then_some(Lever::FeatureOff),
    ];
    let shed = (r.shed_fraction < 1.0).then_some(Lever::Shed);
    let instances = Some(Lever::Instances);
    let order: Vec<Option<Lever>> = if database_bound(r) {
        [database.as_slice(), &[shed, instances]].concat()
    } else {
        match term {
            Term::Retries => [&[shed, instances], database.as_slice()].concat(),
            Term::Timeouts => [&[instances], database.as_slice(), &[shed]].concat(),
            _ => [&[instances, shed], database.as_slice()].concat(),
        }
    };
    let mut levers: Vec<Lever> = order.into_iter().flatten().collect();
    if r.bad_share > 0.0 {
        levers.push(rollback);
    }
    levers
}
