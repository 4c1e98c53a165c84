//! The debrief in words: the score and its parts, the what-if runs, the timeline of who did
//! what and what it changed, and the challenge to another channel.

use fluent_bundle::FluentValue;

use crate::model::debrief::{Debrief, Metric, Moment, WhatIf};
use crate::model::score::{Part, PartKind, Score};

use super::Localizer;

/// `87/100`, rounded down to whole points (a score shown never flatters).
pub fn score_text(l: &Localizer, score: &Score) -> String {
    l.tr(
        "debrief-score-value",
        &[("score", l.decimal(score.total.floor(), 0).into())],
    )
}

/// One part: what it cost and the figure behind it.
pub fn part_line(l: &Localizer, part: &Part) -> String {
    let raw = match part.kind {
        PartKind::Budget
        | PartKind::SloBroken
        | PartKind::TurnedAway
        | PartKind::WithoutFeature
        | PartKind::StaleAnswers
        | PartKind::Cost => l.percent_places(part.raw, 1),
        PartKind::SlowMinutes | PartKind::Updates => l.decimal(part.raw, 0),
    };
    l.tr(
        &format!("debrief-part-{}", part.kind.id()),
        &[
            ("points", l.decimal(part.points, 1).into()),
            ("raw", raw.into()),
        ],
    )
}

/// The score, then one line per part.
pub fn score_lines(l: &Localizer, score: &Score) -> Vec<String> {
    let mut lines = vec![l.tr("debrief-score", &[("score", score_text(l, score).into())])];
    lines.extend(score.parts().iter().map(|part| part_line(l, part)));
    lines
}

/// A what-if run in one line.
pub fn what_if_line(l: &Localizer, id: &str, run: &WhatIf) -> String {
    l.tr(
        id,
        &[
            ("score", score_text(l, &run.score).into()),
            (
                "budget",
                l.percent_places(run.summary.budget_used, 2).into(),
            ),
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
        ("action", moment.action.to_string().into()),
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
