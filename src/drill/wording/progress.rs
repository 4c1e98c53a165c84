//! A team's progress in words and as a chart, in the reader's language: the drills
//! counted (full ones, and partial and practice ones apart), each figure's median and
//! trend over the last 5 and 20 full drills, and what to practise next with the command
//! that starts it. The same text serves `/progress` and `report --progress` (Markdown).

use crate::chart::{self, ProgressDrill, ProgressText};
use crate::i18n::Localizer;
use crate::store::DrillKind;

use super::super::progress::figures::{figure, Figure};
use super::super::progress::{Progress, RECENT, SHORT};

/// The progress in words: a title line, then one line per fact.
pub fn progress_text(l: &Localizer, progress: &Progress, whose: &str) -> String {
    let (title, lines) = progress_lines(l, progress, whose);
    let mut text = format!("**{title}**");
    for line in lines {
        text.push('\n');
        text.push_str(&line);
    }
    text
}

/// The progress's title and its facts, one line each (commands marked as code, `…`), for
/// a page to lay out (the web's progress page); [`progress_text`] is the same as text.
pub fn progress_lines(l: &Localizer, progress: &Progress, whose: &str) -> (String, Vec<String>) {
    let title = l.tr("progress-title", &[("whose", whose.into())]);
    let mut lines = Vec::new();
    let start = |id: &str| format!("/incident start scenario:{id}");
    if progress.points.is_empty() {
        let first = progress
            .next
            .as_ref()
            .map_or("bad-deploy", |n| n.scenario_id.as_str());
        lines.push(l.tr("progress-none", &[("command", start(first).into())]));
        return (title, lines);
    }
    lines.push(l.tr(
        "progress-drills",
        &[
            ("full", progress.full.into()),
            ("partial", progress.partial.into()),
            ("practice", progress.practice.into()),
        ],
    ));
    let full: Vec<_> = progress.full_points().collect();
    let score: Vec<f64> = full.iter().map(|p| p.played.score).collect();
    let detect: Vec<f64> = full
        .iter()
        .filter_map(|p| p.detect_min.map(f64::from))
        .collect();
    let mitigate: Vec<f64> = full
        .iter()
        .filter_map(|p| p.mitigate_min.map(f64::from))
        .collect();
    for (id, values) in [
        ("progress-figure-score", score),
        ("progress-figure-detect", detect),
        ("progress-figure-mitigate", mitigate),
    ] {
        let name = l.text(id);
        match (figure(&values, SHORT), figure(&values, RECENT)) {
            (Some(short), Some(long)) => lines.push(l.tr(
                "progress-figure",
                &[
                    ("figure", name.into()),
                    ("n5", short.count.into()),
                    ("median5", l.decimal(short.median, 1).into()),
                    ("trend5", trend(l, &short).into()),
                    ("n20", long.count.into()),
                    ("median20", l.decimal(long.median, 1).into()),
                    ("trend20", trend(l, &long).into()),
                ],
            )),
            _ => lines.push(l.tr("progress-figure-none", &[("figure", name.into())])),
        }
    }
    if let Some(next) = &progress.next {
        let command = start(&next.scenario_id);
        lines.push(match next.below_expert {
            None => l.tr(
                "progress-next-new",
                &[
                    ("scenario", next.scenario_id.as_str().into()),
                    ("command", command.into()),
                ],
            ),
            Some(gap) => l.tr(
                "progress-next-gap",
                &[
                    ("scenario", next.scenario_id.as_str().into()),
                    ("gap", l.decimal(gap, 1).into()),
                    ("command", command.into()),
                ],
            ),
        });
    }
    (title, lines)
}

/// A trend with its sign ("+3.5", "−2.0"), or a dash for a window of one drill.
fn trend(l: &Localizer, figure: &Figure) -> String {
    match figure.trend {
        None => "—".to_string(),
        Some(t) if t >= 0.0 => format!("+{}", l.decimal(t, 1)),
        Some(t) => format!("−{}", l.decimal(-t, 1)),
    }
}

/// The progress chart as PNG bytes, and the drills it drew (oldest first); `None` with no
/// drill to draw (or a chart that failed, logged).
pub fn progress_png(l: &Localizer, progress: &Progress) -> Option<(Vec<u8>, Vec<chart::Plotted>)> {
    let drills: Vec<ProgressDrill> = progress
        .points
        .iter()
        .map(|p| ProgressDrill {
            score: p.played.score,
            expert: p.expert_score,
            detect_min: p.detect_min,
            mitigate_min: p.mitigate_min,
            full: p.played.kind == DrillKind::Full,
        })
        .collect();
    let text = ProgressText {
        title: l.text("progress-chart-title"),
        score_panel: l.text("progress-chart-score-panel"),
        minutes_panel: l.text("progress-chart-minutes-panel"),
        score: l.text("progress-chart-score"),
        expert: l.text("progress-chart-expert"),
        detect: l.text("progress-chart-detect"),
        mitigate: l.text("progress-chart-mitigate"),
        apart: l.text("progress-chart-apart"),
        drills_axis: l.text("progress-chart-drills"),
    };
    let drawn = chart::draw_progress(&drills, &text)
        .and_then(|(frame, plotted)| Ok((frame.png()?, plotted)));
    match drawn {
        Ok(drawn) => Some(drawn),
        Err(chart::ChartError::EmptyHistory) => None,
        Err(err) => {
            tracing::error!(error = %err, "the progress chart could not be drawn");
            None
        }
    }
}
