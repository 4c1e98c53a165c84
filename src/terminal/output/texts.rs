//! The terminal's whole-screen texts: the full dashboard (under its header, with the
//! storage note) and the debrief, section by section, as the player reads it at the end
//! (or only its numbers and score when the detailed review could not be computed).

use crate::drill::{Debriefed, Snapshot};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::{debrief, lessons, messages, review, Localizer};
use crate::model::debrief::Debrief;

use crate::terminal::hints::Hints;

/// The full dashboard of a snapshot's last minute, under the header every dashboard has.
pub(in crate::terminal) fn full_dashboard(l: &Localizer, snapshot: &Snapshot) -> String {
    let Some(last) = snapshot.last() else {
        return String::new();
    };
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let header = l.tr(
        "dashboard-title",
        &[
            ("scenario", title.into()),
            ("clock", last.clock.to_string().into()),
        ],
    );
    let mut text = format!("── {header} ──\n{}", as_text(&dashboard(l, last)));
    if let Some(note) = crate::drill::wording::storage_note(l, snapshot) {
        text.push('\n');
        text.push_str(&note);
    }
    text
}

/// The debrief a drill ended with: the whole one, or, when its computation failed, the
/// numbers and the plain score.
pub(in crate::terminal) fn debriefed_text(
    l: &Localizer,
    hints: &Hints,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> String {
    match debriefed.detailed() {
        Some(debrief) => debrief_text(l, hints, snapshot, debrief),
        None => {
            let title = crate::i18n::scenario::title(l, &snapshot.scenario);
            let (summary, actions) = (&snapshot.summary, snapshot.log.len() as u32);
            let score = debriefed.score();
            debrief::plain_lines(l, &title, summary, actions, &score).join("\n")
        }
    }
}

/// The debrief as text: the numbers, the score and its parts, the what-if runs (projected
/// to the scenario's end for a stopped drill), what happened, the review's numbers, the
/// timeline, you and the expert side by side, what each decision cost, a rewound drill's
/// dropped branch, and the command that plays the same conditions again.
pub(in crate::terminal) fn debrief_text(
    l: &Localizer,
    hints: &Hints,
    snapshot: &Snapshot,
    debrief: &Debrief,
) -> String {
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let actions = snapshot.log.len() as u32;
    let mut lines = messages::summary(l, &title, &snapshot.summary, actions);
    lines.extend(debrief::score_lines(l, &debrief.score));
    lines.push(format!("{}:", l.text("debrief-what-if-title")));
    match &debrief.projection {
        // A stopped drill is compared over the whole scenario, its own run projected.
        Some(projection) => lines.extend(
            review::projection_lines(l, projection)
                .into_iter()
                .map(|line| format!("  {line}")),
        ),
        None => lines.extend(debrief::what_if_lines(l, debrief).map(|line| format!("  {line}"))),
    }
    lines.push(format!("{}:", l.text("review-happened-title")));
    lines.extend(
        review::happened_lines(l, &debrief.happened, usize::MAX)
            .into_iter()
            .map(|line| format!("  {line}")),
    );
    lines.push(format!("{}:", l.text("review-numbers-title")));
    lines.extend(
        review::review_lines(l, &debrief.review)
            .into_iter()
            .map(|line| format!("  {line}")),
    );
    lines.push(format!("{}:", l.text("debrief-timeline-title")));
    if debrief.timeline.is_empty() {
        lines.push(format!("  {}", l.text("debrief-timeline-empty")));
    }
    lines.extend(
        debrief::timeline_lines(l, debrief, usize::MAX)
            .into_iter()
            .map(|line| format!("  {line}")),
    );
    let opening = crate::model::Clock(snapshot.scenario.setup.start_clock_min);
    lines.push(format!("{}:", l.text("side-by-side-title")));
    lines.extend(
        lessons::side_by_side_lines(l, debrief, opening)
            .into_iter()
            .map(|line| format!("  {line}")),
    );
    lines.push(format!("{}:", l.text("lessons-title")));
    lines.extend(
        lessons::lesson_lines(l, debrief)
            .into_iter()
            .map(|line| format!("  {line}")),
    );
    if snapshot.is_practice() {
        lines.push(format!("{}:", l.text("report-rewound-title")));
        let branch = crate::i18n::rewind::branch_lines(l, &snapshot.rewinds, opening);
        lines.extend(branch.into_iter().map(|line| format!("  {line}")));
    }
    lines.extend(crate::i18n::seed::revealed_line(l, &snapshot.meta));
    let again = hints.replay(&snapshot.scenario.id, snapshot.meta.seed);
    lines.push(l.tr("play-challenge", &[("command", again.into())]));
    lines.join("\n")
}
