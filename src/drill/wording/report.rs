//! The post-incident report of a drill, in Markdown and in the drill's language: what ran,
//! the score and its parts, the what-if runs (projected for a stopped drill), what
//! happened, the review's numbers, the timeline, you and the expert side by side, what
//! each decision cost, the dropped branch of a rewound drill, the
//! numbers, the chart and how to replay it. `play`'s `export NAME` writes it beside the
//! replay file; the bot attaches
//! both to `/incident export`.

use crate::i18n::messages::{pace_text, summary};
use crate::i18n::{debrief as words, lessons, review, seed, Localizer};
use crate::model::debrief::Debrief;
use crate::model::seed_secrecy::SeedLabel;

use crate::drill::engine::Snapshot;

/// The report's Markdown. `replay_file` names the replay file beside it (none while the
/// seed is secret); `chart_file`, if any, the run chart attached with it.
pub fn markdown(
    l: &Localizer,
    snapshot: &Snapshot,
    debrief: &Debrief,
    replay_file: Option<&str>,
    chart_file: Option<&str>,
) -> String {
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let mut md = format!(
        "# {}\n\n",
        l.tr("report-title", &[("scenario", title.as_str().into())])
    );
    md.push_str(&l.tr(
        "report-meta",
        &[
            ("scenario", snapshot.scenario.id.as_str().into()),
            ("drill", seed::label(l, snapshot.seed_label()).into()),
            ("pace", pace_text(l, snapshot.pace).into()),
            ("minutes", debrief.minutes.into()),
        ],
    ));
    md.push_str("\n\n");
    let mut section = |heading: String, lines: Vec<String>| {
        md.push_str(&format!("## {heading}\n\n"));
        for line in lines {
            md.push_str(&format!("- {line}\n"));
        }
        md.push('\n');
    };
    let mut score = words::score_lines(l, &debrief.score);
    let heading = score.remove(0);
    section(heading, score);
    let what_if = match &debrief.projection {
        Some(projection) => review::projection_lines(l, projection),
        None => words::what_if_lines(l, debrief).to_vec(),
    };
    section(l.text("debrief-what-if-title"), what_if);
    section(
        l.text("review-happened-title"),
        review::happened_lines(l, &debrief.happened, usize::MAX),
    );
    section(
        l.text("review-numbers-title"),
        review::review_lines(l, &debrief.review),
    );
    let mut timeline = words::timeline_lines(l, debrief, usize::MAX);
    if timeline.is_empty() {
        timeline.push(l.text("debrief-timeline-empty"));
    }
    section(l.text("debrief-timeline-title"), timeline);
    let opening = crate::model::Clock(snapshot.scenario.setup.start_clock_min);
    section(
        l.text("side-by-side-title"),
        lessons::side_by_side_lines(l, debrief, opening),
    );
    section(l.text("lessons-title"), lessons::lesson_lines(l, debrief));
    // A rewound drill keeps its dropped branch on record, apart from the live run.
    if snapshot.is_practice() {
        let mut branch = vec![l.text("report-rewound-intro")];
        branch.extend(crate::i18n::rewind::branch_lines(
            l,
            &snapshot.rewinds,
            opening,
        ));
        section(l.text("report-rewound-title"), branch);
    }
    let actions = snapshot.log.len() as u32;
    let mut numbers = summary(l, &title, &snapshot.summary, actions);
    numbers.remove(0);
    section(l.text("debrief-numbers-title"), numbers);
    if let Some(chart) = chart_file {
        md.push_str(&format!("![{}]({chart})\n\n", l.text("report-chart")));
    }
    md.push_str(&format!("## {}\n\n", l.text("report-replay-title")));
    match replay_file {
        Some(file) => md.push_str(&l.tr("report-replay-how", &[("file", file.into())])),
        None => md.push_str(&l.text("report-replay-later")),
    }
    md.push_str("\n\n");
    // The challenge names the seed: a secret one waits for the end.
    if let SeedLabel::Seed(_) = snapshot.seed_label() {
        for line in seed::challenge_lines(l, &snapshot.scenario.id, &snapshot.meta) {
            md.push_str(&line);
            md.push('\n');
        }
    }
    md
}
