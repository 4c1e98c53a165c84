//! The post-incident report of a drill, in Markdown and in the drill's language: what ran,
//! every section of the one debrief ([`super::debrief`]: the score and its parts, the
//! what-if runs, what happened, the review's numbers, the timeline, you and the expert,
//! what each decision cost, a rewound drill's dropped branch, the numbers), the chart and
//! how to replay it. `play`'s `export NAME` writes it beside the replay file; the bot
//! attaches both to `/incident export`.

use crate::i18n::messages::pace_text;
use crate::i18n::{seed, Localizer};
use crate::model::seed_secrecy::SeedLabel;

use super::debrief::{debrief_words, Part};
use crate::drill::engine::{Debriefed, Snapshot};

/// The report's Markdown. `replay_file` names the replay file beside it (none while the
/// seed is secret); `chart_file`, if any, the run chart attached with it. Every section of
/// the debrief, each under its heading (the score's heading is the score), the drill's
/// numbers last, under the debrief's first line.
pub fn markdown(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
    replay_file: Option<&str>,
    chart_file: Option<&str>,
) -> String {
    let words = debrief_words(l, snapshot, debriefed);
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let mut md = format!(
        "# {}\n\n",
        l.tr("report-title", &[("scenario", title.as_str().into())])
    );
    let minutes = debriefed
        .detailed()
        .map_or(snapshot.summary.minutes, |d| d.minutes);
    md.push_str(&l.tr(
        "report-meta",
        &[
            ("scenario", snapshot.scenario.id.as_str().into()),
            ("drill", seed::label(l, snapshot.seed_label()).into()),
            ("pace", pace_text(l, snapshot.pace).into()),
            ("minutes", minutes.into()),
        ],
    ));
    md.push_str("\n\n");
    let mut section = |heading: &str, lines: &[String]| {
        md.push_str(&format!("## {heading}\n\n"));
        for line in lines {
            md.push_str(&format!("- {line}\n"));
        }
        md.push('\n');
    };
    let numbers = words.section(Part::Numbers);
    for part in words.sections.iter().filter(|s| s.part != Part::Numbers) {
        match part.part {
            Part::Missing => section(&words.title, &part.lines),
            _ => section(&part.title, &part.lines),
        }
    }
    // The drill's numbers under the debrief's own first line, as every screen shows them.
    if let Some(numbers) = numbers {
        section(&words.title, &numbers.lines);
    }
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
