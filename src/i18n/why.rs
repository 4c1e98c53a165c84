//! The coach's words: a [`model::why::Explanation`](crate::model::why::Explanation) as text
//! in the reader's language — the minute's errors, the dominant term, the other causes that
//! matter, the causal chain with the minute's numbers, every term, and the levers in the
//! chain's order. The same text for
//! `/why` in Discord and `why` in `play`, and, its levers named in words, on the web page.

use crate::model::constants::{BAD_BUILD_ERROR, ROLLBACK_MINUTES};
use crate::model::why::{Contribution, Explanation, Lever, ShareOf, Step, Term};
use crate::model::MinuteRecord;

use super::action_words::Wording;
use super::Localizer;

/// A share with as many decimals as it needs to be read: `60 %`, `1.6 %`, `0.05 %`, `0 %`.
fn share(l: &Localizer, x: f64) -> String {
    let places = if x >= 0.1 || x <= 0.0 {
        0
    } else if x >= 0.01 {
        1
    } else {
        2
    };
    l.percent_places(x, places)
}

fn ms(l: &Localizer, seconds: f64) -> String {
    l.unit("why-unit-ms", l.decimal(seconds * 1000.0, 0))
}

/// The term's message stem.
fn stem(term: Term) -> &'static str {
    match term {
        Term::Overload => "overload",
        Term::Timeouts => "timeouts",
        Term::Retries => "retries",
        Term::BadBuild => "bad-build",
    }
}

/// One lever: as the team would type it where they have a prompt (`a longer TTL (ttl)`),
/// in words alone on a screen without one ([`Wording::Described`]).
pub fn lever(l: &Localizer, lever: Lever) -> String {
    let stem = match lever {
        Lever::Rollback => "rollback",
        Lever::RollbackUnderway => "rollback-underway",
        Lever::RaiseTtl => "ttl",
        Lever::Warmup => "warmup",
        Lever::FeatureOff => "feature-off",
        Lever::Shed => "shed",
        Lever::Instances => "instances",
    };
    let id = match l.wording() {
        Wording::Commands => format!("why-lever-{stem}"),
        Wording::Described => format!("why-lever-described-{stem}"),
    };
    l.tr(&id, &[("minutes", ROLLBACK_MINUTES.into())])
}

/// One contributing cause with its share: `34 % of the arrivals are retries`.
pub fn contribution(l: &Localizer, c: &Contribution) -> String {
    let of = match c.of {
        ShareOf::Arrivals => "arrivals",
        ShareOf::Errors => "errors",
    };
    l.tr(
        &format!("why-contributing-{}-{of}", stem(c.term)),
        &[("share", share(l, c.share).into())],
    )
}

/// One link of the chain.
pub fn step(l: &Localizer, step: &Step) -> String {
    let one = |id: &str, name: &str, value: String| l.tr(id, &[(name, value.into())]);
    match *step {
        Step::Retries {
            retry_rps,
            arrival_rps,
        } => l.tr(
            "why-step-retries",
            &[
                ("retries", l.decimal(retry_rps, 0).into()),
                (
                    "arrivals",
                    l.unit("unit-rps", l.decimal(arrival_rps, 0)).into(),
                ),
            ],
        ),
        Step::Shed { dropped_share } => one("why-step-shed", "share", share(l, dropped_share)),
        Step::Hit { hit } => one("why-step-hit", "hit", l.percent(hit)),
        Step::Database { util } => one("why-step-db", "util", l.percent(util)),
        Step::Query { query_s } => one("why-step-query", "time", ms(l, query_s)),
        Step::Service { service_s } => one("why-step-service", "time", ms(l, service_s)),
        Step::Load { offered, workers } => {
            let n = f64::from(workers);
            // Whole Erlangs, unless rounding would hide which side of N the load is on.
            let places = if (offered - n).abs() < 1.0 { 1 } else { 0 };
            let id = if offered >= n {
                "why-step-over"
            } else {
                "why-step-under"
            };
            l.tr(
                id,
                &[
                    ("a", l.decimal(offered, places).into()),
                    ("n", workers.to_string().into()),
                ],
            )
        }
        Step::Rejected { share: x } => one("why-step-rejected", "share", share(l, x)),
        Step::TimedOut { share: x } => one("why-step-timed-out", "share", share(l, x)),
        Step::BadBuild { bad_share } => one("why-step-bad-build", "share", l.percent(bad_share)),
        Step::BuildErrors { share: x } => one("why-step-build-errors", "share", share(l, x)),
    }
}

/// The chain as one line: `hit 0 % → DB 94 % → … → 60 % rejected`.
pub fn chain(l: &Localizer, e: &Explanation) -> String {
    e.chain
        .iter()
        .map(|s| step(l, s))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// The coach's answer for minute `r`, explained as `e` (`model::why::explain(r)`).
pub fn why_text(l: &Localizer, r: &MinuteRecord, e: &Explanation) -> String {
    let mut lines = vec![l.tr(
        "why-title",
        &[
            ("clock", r.clock.to_string().into()),
            ("errors", l.percent_places(e.error_rate, 2).into()),
        ],
    )];
    match e.dominant {
        None => lines.push(l.text("why-calm")),
        Some(term) => lines.push(l.tr(
            &format!("why-dominant-{}", stem(term)),
            &[
                ("share", share(l, e.parts.get(term)).into()),
                ("build_errors", l.percent(BAD_BUILD_ERROR).into()),
            ],
        )),
    }
    if !e.contributing.is_empty() {
        let causes: Vec<String> = e.contributing.iter().map(|c| contribution(l, c)).collect();
        lines.push(l.tr("why-contributing", &[("causes", causes.join(" · ").into())]));
    }
    lines.push(l.tr("why-chain", &[("chain", chain(l, e).into())]));
    let p = &e.parts;
    lines.push(l.tr(
        "why-terms",
        &[
            ("overload", share(l, p.overload).into()),
            ("timeouts", share(l, p.timeouts).into()),
            ("retries", share(l, p.retries).into()),
            ("bad", share(l, p.bad_build).into()),
        ],
    ));
    if !e.levers.is_empty() {
        let levers: Vec<String> = e.levers.iter().map(|&x| lever(l, x)).collect();
        lines.push(l.tr("why-levers", &[("levers", levers.join(" · ").into())]));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;

    #[test]
    fn the_seeds_example_chain_reads_as_the_issue_writes_it() {
        let l = Localizer::new(Locale::EnUs);
        let e = Explanation {
            minute: 30,
            error_rate: 0.6,
            parts: Default::default(),
            dominant: Some(Term::Overload),
            contributing: Vec::new(),
            levers: Vec::new(),
            chain: vec![
                Step::Hit { hit: 0.0 },
                Step::Database { util: 0.94 },
                Step::Query { query_s: 0.083 },
                Step::Service { service_s: 0.32 },
                Step::Load {
                    offered: 400.0,
                    workers: 160,
                },
                Step::Rejected { share: 0.6 },
            ],
        };
        assert_eq!(
            chain(&l, &e),
            "hit 0 % → DB 94 % → query 83 ms → S 320 ms → a = 400 ≥ N = 160 → 60 % rejected"
        );
        let ru = Localizer::new(Locale::Ru);
        let near = Step::Load {
            offered: 175.9,
            workers: 176,
        };
        assert!(step(&ru, &near).contains("175,9"), "{}", step(&ru, &near));
    }

    #[test]
    fn the_levers_read_first_to_last_in_every_language() {
        let r = crate::model::run(&crate::model::Setup::free_play(), 1, true, &[], 1)
            .0
            .remove(0);
        let e = Explanation {
            minute: 0,
            error_rate: 0.9,
            parts: Default::default(),
            dominant: Some(Term::Retries),
            contributing: Vec::new(),
            chain: Vec::new(),
            levers: vec![
                Lever::RaiseTtl,
                Lever::Warmup,
                Lever::FeatureOff,
                Lever::Shed,
                Lever::Instances,
                Lever::Rollback,
            ],
        };
        let text = why_text(&Localizer::new(Locale::EnUs), &r, &e);
        assert!(
            text.ends_with(
                "Levers, first to last: a longer TTL (ttl) · the warm-up (warmup) · the heavy \
                 feature off (feature off) · shed low-priority traffic (shed) · more instances \
                 (floor, a lower autoscale target) · rollback (it prepares for 5 minutes, billed \
                 twice)"
            ),
            "{text}"
        );
        // The rollback's minutes are an argument, with the plural of each language.
        let ru = lever(&Localizer::new(Locale::Ru), Lever::Rollback);
        assert!(ru.contains("5 минут,"), "{ru}");
        for locale in [Locale::Fy, Locale::So] {
            let text = why_text(&Localizer::new(locale), &r, &e);
            assert!(
                text.contains("(ttl)") && text.contains("(warmup)"),
                "{text}"
            );
            assert!(!text.contains("why-lever"), "{text}");
        }
    }

    #[test]
    fn a_screen_without_a_prompt_gets_the_levers_without_their_commands() {
        let every = [
            Lever::RaiseTtl,
            Lever::Warmup,
            Lever::FeatureOff,
            Lever::Shed,
            Lever::Instances,
            Lever::Rollback,
            Lever::RollbackUnderway,
        ];
        for locale in crate::model::Locale::ALL {
            let described = Localizer::new(locale).described();
            for x in every {
                let words = lever(&described, x);
                assert!(!words.contains("why-lever"), "{words}");
                assert_ne!(words, lever(&Localizer::new(locale), x));
                for typed in [
                    "(ttl)",
                    "(warmup)",
                    "(feature off)",
                    "(shed)",
                    "(floor",
                    "rollback (",
                ] {
                    assert!(!words.contains(typed), "{locale:?}: {words}");
                }
            }
        }
        let ru = lever(&Localizer::new(Locale::Ru).described(), Lever::Rollback);
        assert!(ru.contains("5 минут,"), "{ru}");
    }

    #[test]
    fn the_contributing_causes_follow_the_dominant_one_in_every_language() {
        let r = crate::model::run(&crate::model::Setup::free_play(), 1, true, &[], 1)
            .0
            .remove(0);
        let e = Explanation {
            minute: 0,
            error_rate: 0.6,
            parts: Default::default(),
            dominant: Some(Term::Overload),
            contributing: vec![
                Contribution {
                    term: Term::Retries,
                    share: 0.34,
                    of: ShareOf::Arrivals,
                },
                Contribution {
                    term: Term::BadBuild,
                    share: 0.27,
                    of: ShareOf::Errors,
                },
            ],
            chain: Vec::new(),
            levers: Vec::new(),
        };
        let text = why_text(&Localizer::new(Locale::EnUs), &r, &e);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].starts_with("Mostly excess load"), "{text}");
        assert_eq!(
            lines[2],
            "Also contributing: retries (34 % of the arrivals) · the bad build (27 % of the errors)"
        );
        for locale in [Locale::Ru, Locale::Fy, Locale::So] {
            let text = why_text(&Localizer::new(locale), &r, &e);
            let line = text.lines().nth(2).unwrap();
            assert!(line.contains("34") && line.contains("27"), "{text}");
            assert!(!text.contains("why-contributing"), "{text}");
        }
    }
}
