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
        Reason::SpikeWarned { boot_delay_min } => l.tr(
            "expert-reason-spike-warned",
            &[("boot", FluentValue::from(boot_delay_min))],
        ),
        Reason::LaunchAhead { minutes, peak } => l.tr(
            "expert-reason-launch-ahead",
            &[
                ("minutes", FluentValue::from(minutes)),
                ("peak", l.decimal(peak, 1).into()),
            ],
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
    let action = super::action_words::action(l, &decision.action);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Action, Locale};

    const EVERY_REASON: [Reason; 11] = [
        Reason::BadBuild { share: 0.4 },
        Reason::TtlPushed {
            seen_ttl_s: 0,
            ttl_s: 60,
        },
        Reason::DbSaturated { db_util: 1.5 },
        Reason::LaunchAhead {
            minutes: 6,
            peak: 2.0,
        },
        Reason::CacheCold { hit: 0.0 },
        Reason::Surge {
            requests_per_s: 1436.4,
            expected_per_s: 2646.0,
        },
        Reason::FleetShort {
            serving: 9,
            utilization: 0.98,
        },
        Reason::Calm { minutes: 1 },
        Reason::Oversized {
            fleet: 14,
            need: 11,
        },
        Reason::SpikeWarned { boot_delay_min: 8 },
        Reason::Scripted,
    ];

    #[test]
    fn a_decision_reads_as_one_line_with_its_figures() {
        let l = Localizer::new(Locale::FALLBACK);
        let line = |action, reason| decision_line(&l, &Decision::new(action, reason));
        assert_eq!(
            line(Action::Shed(90), Reason::DbSaturated { db_util: 1.5 }),
            "database at 150 %: shed 90"
        );
        assert_eq!(
            line(Action::Floor(21), EVERY_REASON[5]),
            "requests climbing: 1436 req/s now, 2646 req/s once new instances serve: floor 21"
        );
        assert_eq!(
            line(Action::Floor(11), Reason::Oversized { fleet: 1, need: 1 }),
            "1 instance where the load needs 1: floor 11"
        );
        assert_eq!(line(Action::Rollback, Reason::Scripted), "rollback");
    }

    #[test]
    fn every_reason_has_words_in_every_locale() {
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            for reason in EVERY_REASON {
                let text = reason_text(&l, &reason);
                if reason == Reason::Scripted {
                    assert_eq!(text, "");
                    continue;
                }
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{locale:?}: {text}"
                );
                assert!(!text.contains("expert-reason"), "{locale:?}: {text}");
            }
        }
        let ru = Localizer::new(Locale::Ru);
        assert_eq!(
            reason_text(&ru, &Reason::Calm { minutes: 5 }),
            "спокойно уже 5 минут"
        );
    }
}
