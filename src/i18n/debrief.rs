//! The debrief in words: the score and its parts, the what-if runs, the timeline of who did
//! what and what it changed, and the challenge to another channel.

use fluent_bundle::FluentValue;

use crate::model::debrief::{Debrief, Metric, Moment, WhatIfRun};
use crate::model::score::{Coverage, Part, PartKind, Score, SLOW_P99_S};
use crate::model::team::UPDATE_EVERY_MIN;

use super::Localizer;

/// `51.6/100`: the total as the model rounds it ([`Score::total`], 100 minus the parts
/// as shown), so the parts listed below it add up to it.
pub fn score_text(l: &Localizer, score: &Score) -> String {
    l.tr(
        "debrief-score-value",
        &[("score", l.decimal(score.total, 1).into())],
    )
}

/// One part: what it cost (as rounded for the total) and the figure behind it.
pub fn part_line(l: &Localizer, score: &Score, part: &Part) -> String {
    let raw = match part.kind {
        PartKind::Budget | PartKind::SloBroken => l.budget_share(part.raw),
        PartKind::TurnedAway
        | PartKind::WithoutFeature
        | PartKind::StaleAnswers
        | PartKind::Cost => l.percent_places(part.raw, 1),
        PartKind::SlowMinutes | PartKind::Updates => l.decimal(part.raw, 0),
    };
    let mut args: Vec<(&str, FluentValue)> = vec![
        ("points", l.decimal(part.shown_points(), 1).into()),
        ("raw", raw.into()),
    ];
    match part.kind {
        PartKind::Budget => args.push(("start", l.budget_share(score.budget_at_start).into())),
        PartKind::StaleAnswers => {
            args.push(("limit", score.freshness_limit_s.unwrap_or_default().into()))
        }
        PartKind::SlowMinutes => args.push(("p99", l.decimal(SLOW_P99_S, 0).into())),
        PartKind::Updates => args.push(("quiet", UPDATE_EVERY_MIN.into())),
        _ => {}
    }
    l.tr(&format!("debrief-part-{}", part.kind.id()), &args)
}

/// The score's heading: the total, and for a drill stopped before its end, that it is
/// partial and over how many minutes.
pub fn score_heading(l: &Localizer, score: &Score) -> String {
    let value = score_text(l, score);
    match score.coverage {
        Coverage::Whole { .. } => l.tr("debrief-score", &[("score", value.into())]),
        Coverage::Partial { minutes, of_min } => l.tr(
            "debrief-score-partial",
            &[
                ("score", value.into()),
                ("minutes", minutes.into()),
                ("total", of_min.into()),
            ],
        ),
    }
}

/// The score, then one line per part.
pub fn score_lines(l: &Localizer, score: &Score) -> Vec<String> {
    let mut lines = vec![score_heading(l, score)];
    lines.extend(score.parts().iter().map(|part| part_line(l, score, part)));
    lines
}

/// How the score works, for `/help` and the terminal's help: every cap and threshold from
/// the model, none restated in the Fluent text.
pub fn score_explained(l: &Localizer) -> String {
    let cap = |kind: PartKind| FluentValue::from(kind.cap());
    l.tr(
        "score-explained",
        &[
            ("budget", cap(PartKind::Budget)),
            ("slo", cap(PartKind::SloBroken)),
            ("turned", cap(PartKind::TurnedAway)),
            ("feature", cap(PartKind::WithoutFeature)),
            ("stale", cap(PartKind::StaleAnswers)),
            ("slow", cap(PartKind::SlowMinutes)),
            ("p99", l.decimal(SLOW_P99_S, 0).into()),
            ("cost", cap(PartKind::Cost)),
            ("updates", cap(PartKind::Updates)),
            ("quiet", UPDATE_EVERY_MIN.into()),
        ],
    )
}

/// A what-if run in one line (a partial one says so).
pub fn what_if_line(l: &Localizer, id: &str, run: &WhatIfRun) -> String {
    l.tr(
        id,
        &[
            ("score", score_text(l, &run.score).into()),
            ("budget", l.budget_share(run.summary.budget_used).into()),
            ("actions", FluentValue::from(run.actions)),
        ],
    )
}

/// No action and the expert, each in one line.
pub fn what_if_lines(l: &Localizer, debrief: &Debrief) -> [String; 2] {
    [
        what_if_line(l, "debrief-what-if-none", &debrief.no_action),
        what_if_line(l, "debrief-what-if-expert", &debrief.expert),
    ]
}

fn metric_text(l: &Localizer, metric: Metric, value: f64) -> String {
    match metric {
        Metric::Serving => l.decimal(value, 0),
        _ => l.percent(value),
    }
}

fn metric_name(l: &Localizer, metric: Metric) -> String {
    let id = match metric {
        Metric::CacheHit => "debrief-metric-hit",
        Metric::Serving => "debrief-metric-serving",
        Metric::Dropped => "debrief-metric-dropped",
        Metric::DatabaseUtilization => "debrief-metric-db",
        Metric::BadBuild => "debrief-metric-bad-build",
    };
    l.text(id)
}

/// "12:03 ana: warmup → cache hit 12 % → 58 % by 12:08".
pub fn moment_line(l: &Localizer, moment: &Moment) -> String {
    let base = [
        ("clock", FluentValue::from(moment.clock.to_string())),
        ("who", moment.who.as_str().into()),
        (
            "action",
            super::action_words::action(l, &moment.action).into(),
        ),
    ];
    match moment.change {
        Some(change) => {
            let mut args = base.to_vec();
            args.extend([
                ("metric", metric_name(l, change.metric).into()),
                (
                    "before",
                    metric_text(l, change.metric, change.before).into(),
                ),
                ("after", metric_text(l, change.metric, change.after).into()),
                ("until", change.until.to_string().into()),
            ]);
            l.tr("debrief-moment", &args)
        }
        None => l.tr("debrief-moment-late", &base),
    }
}

/// The timeline, at most `max` lines, then how many more there were.
pub fn timeline_lines(l: &Localizer, debrief: &Debrief, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = debrief
        .timeline
        .iter()
        .take(max)
        .map(|m| moment_line(l, m))
        .collect();
    if debrief.timeline.len() > max {
        lines.push(l.tr(
            "debrief-moment-more",
            &[("count", FluentValue::from(debrief.timeline.len() - max))],
        ));
    }
    lines
}

/// "Challenge another channel: scenario bad-deploy, seed 1234."
pub fn challenge_line(l: &Localizer, scenario: &str, seed: u32) -> String {
    l.tr(
        "debrief-challenge",
        &[
            ("scenario", scenario.into()),
            ("seed", seed.to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::score::{score, shown_total};
    use crate::model::{run, Locale, Setup};

    /// A score of free play over 30 of its 120 minutes, its parts set by hand.
    fn score_with(points: &[(PartKind, f64)]) -> Score {
        let setup = Setup::free_play();
        let mut s = score(&setup, &run(&setup, 1, true, &[], 30).0);
        for &(kind, value) in points {
            let part = match kind {
                PartKind::Budget => &mut s.budget,
                PartKind::TurnedAway => &mut s.turned_away,
                PartKind::SlowMinutes => &mut s.slow_minutes,
                _ => &mut s.cost,
            };
            part.points = value;
        }
        s.total = shown_total(&s.parts());
        s
    }

    #[test]
    fn the_total_shown_is_100_minus_the_parts_shown() {
        // The debrief: parts adding up to 48.4 as shown read "Score: 51/100".
        let s = score_with(&[
            (PartKind::Budget, 30.04),
            (PartKind::TurnedAway, 9.46),
            (PartKind::SlowMinutes, 5.95),
            (PartKind::Cost, 2.87),
        ]);
        let en = Localizer::new(Locale::EnUs);
        let lines = score_lines(&en, &s);
        assert!(lines[0].starts_with("Score: 51.6/100"), "{lines:?}");
        assert!(lines[0].contains("partial: over the first 30 of its 120 minutes"));
        let shown: Vec<&str> = lines[1..]
            .iter()
            .map(|l| l.split('−').nth(1).unwrap().split(' ').next().unwrap())
            .collect();
        // budget, slo-broken, turned-away, without-feature, slow-minutes, cost.
        assert_eq!(shown, ["30.0", "0.0", "9.5", "0.0", "6.0", "2.9"]);
        // Frisian writes a decimal comma, the same rounding.
        let fy = Localizer::new(Locale::Fy);
        assert!(score_text(&fy, &s).starts_with("51,6/100"));
    }

    #[test]
    fn a_budget_share_has_one_format_on_the_debrief() {
        let setup = Setup {
            budget_left: 0.2,
            ..Setup::free_play()
        };
        let mut s = score(&setup, &[]);
        s.budget = PartKind::Budget.part(0.0386 / 0.2);
        let en = Localizer::new(Locale::EnUs);
        let line = part_line(&en, &s, &s.budget);
        // 3.86 % of the month burned is 19.3 % of the 20 % left: one decimal each, as
        // the what-if lines and the summary show the month's 3.86 %.
        assert!(
            line.contains("(19.3 % of the 20.0 % left at the start burned)"),
            "{line}"
        );
        assert_eq!(en.budget_share(0.0386), "3.9 %");
    }

    #[test]
    fn the_score_explained_takes_its_caps_from_the_model_and_fits_a_discord_field() {
        for locale in [Locale::EnUs, Locale::Fy, Locale::Ru, Locale::So] {
            let text = score_explained(&Localizer::new(locale));
            // Discord's limit for an embed field's value, where /help shows it.
            assert!(text.chars().count() <= 1024, "{locale:?}: {text}");
            for cap in [
                PartKind::Budget,
                PartKind::SloBroken,
                PartKind::StaleAnswers,
            ] {
                assert!(text.contains(&format!("{}", kind_cap(cap))), "{locale:?}");
            }
        }
    }

    fn kind_cap(kind: PartKind) -> u32 {
        kind.cap() as u32
    }
}
