//! A policy's [`Reason`]s in words (`locales/*/expert.ftl`): why the built-in expert took
//! an action, with the figures it read, formatted for the locale.

use fluent_bundle::FluentValue;

use crate::model::policy::{Decision, Reason};

use super::Localizer;

/// The reason alone (`database at 150 %`); empty for a script, which gives none.
pub fn reason_text(l: &Localizer, reason: &Reason) -> String {
    let seconds = |s: u32| l.unit("unit-seconds", l.decimal(f64::from(s), 0));
    let rps = |r: f64| l.unit("unit-rps", l.decimal(r, 0));
    match *reason {
        Reason::BadBuild { share } => l.tr(
            "expert-reason-bad-build",
            &[("share", l.percent(share).into())],
        ),
        Reason::TtlPushed { seen_ttl_s, ttl_s } => l.tr(
            "expert-reason-ttl-pushed",
            &[
                ("seen", seconds(seen_ttl_s).into()),
                ("ttl", seconds(ttl_s).into()),
            ],
        ),
        Reason::DbSaturated { db_util } => l.tr(
            "expert-reason-db-saturated",
            &[("db", l.percent(db_util).into())],
        ),
        Reason::DbWarned { share } => l.tr(
            "expert-reason-db-warned",
            &[("share", l.percent(share).into())],
        ),
        Reason::CacheCold { hit } => l.tr(
            "expert-reason-cache-cold",
            &[("hit", l.percent(hit).into())],
        ),
        Reason::Surge {
            requests_per_s,
            expected_per_s,
        } => l.tr(
            "expert-reason-surge",
            &[
                ("now", rps(requests_per_s).into()),
                ("expected", rps(expected_per_s).into()),
            ],
        ),
        Reason::FleetShort {
            serving,
            utilization,
        } => l.tr(
            "expert-reason-fleet-short",
            &[
                ("serving", FluentValue::from(serving)),
                ("util", l.percent(utilization).into()),
            ],
        ),
        Reason::Calm { minutes } => l.tr(
            "expert-reason-calm",
            &[("minutes", FluentValue::from(minutes))],
        ),
        Reason::Oversized { fleet, need } => l.tr(
            "expert-reason-oversized",
            &[
                ("fleet", FluentValue::from(fleet)),
                ("need", FluentValue::from(need)),
            ],
        ),
        Reason::Scripted => String::new(),
    }
}

/// A decision in one line: `database at 150 %: shed 50`; the action alone for a script.
pub fn decision_line(l: &Localizer, decision: &Decision) -> String {
    let action = decision.action.to_string();
    match decision.reason {
        Reason::Scripted => action,
        reason => l.tr(
            "expert-decision",
            &[
                ("reason", reason_text(l, &reason).into()),
                ("action", action.into()),
            ],
        ),
    }
}
