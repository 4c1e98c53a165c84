//! You and the expert side by side, and what each decision cost, in words: one line per
//! action of either (in time order, the team's first within a minute, the expert's with
//! its reason) and one line per lesson. Shared by `play`, Discord and the report.

use crate::model::debrief::lessons::{Lesson, LessonKind, LESSONS_SHOWN};
use crate::model::debrief::Debrief;
use crate::model::Setup;

use super::action_words;
use super::reason::reason_text;
use super::Localizer;

/// What the side by side and the lessons show, for `/help` and the terminal's help (how
/// many lessons from the model).
pub fn lessons_explained(l: &Localizer) -> String {
    l.tr(
        "help-lessons-explained",
        &[("shown", fluent_bundle::FluentValue::from(LESSONS_SHOWN))],
    )
}

/// One lesson: "shed 100 at 11:35 cost you: without it the score would be 4.2 higher";
/// an expert move that helps only with its other moves names them: "autoscale off at
/// 09:24, together with floor 12 at 09:24, as the expert did, would have raised …".
pub fn lesson_line(l: &Localizer, lesson: &Lesson) -> String {
    let id = match (lesson.kind, lesson.points > 0.0) {
        (LessonKind::Without, true) => "lesson-without-cost",
        (LessonKind::Without, false) => "lesson-without-earned",
        (LessonKind::With, _) if !lesson.together.is_empty() => "lesson-with-together",
        // The lessons never hold a `With` that lowered the score.
        (LessonKind::With, _) => "lesson-with-earned",
    };
    let others: Vec<String> = lesson
        .together
        .iter()
        .map(|(clock, moved)| {
            l.tr(
                "lesson-move",
                &[
                    ("action", action_words::action(l, &moved.action).into()),
                    ("clock", clock.to_string().into()),
                ],
            )
        })
        .collect();
    let line = l.tr(
        id,
        &[
            ("clock", lesson.clock.to_string().into()),
            ("action", action_words::action(l, &lesson.action).into()),
            ("points", l.decimal(lesson.points.abs(), 1).into()),
            ("others", others.join(", ").into()),
        ],
    );
    // It starts with the action: a described one starts the sentence.
    action_words::sentence(l, line)
}

/// The lessons the debrief shows: the largest few, or a line saying no change mattered.
pub fn lesson_lines(l: &Localizer, debrief: &Debrief) -> Vec<String> {
    if debrief.lessons.is_empty() {
        return vec![l.text("lessons-none")];
    }
    debrief
        .lessons
        .iter()
        .take(LESSONS_SHOWN)
        .map(|lesson| lesson_line(l, lesson))
        .collect()
}

/// The team's actions and the expert's, merged in time order (the team's first within a
/// minute), each with its clock; the expert's with its reason.
pub fn side_by_side_lines(l: &Localizer, debrief: &Debrief, setup: &Setup) -> Vec<String> {
    let clock = |minute: u32| setup.clock_of(minute).to_string();
    let mut lines: Vec<(u32, bool, String)> = debrief
        .timeline
        .iter()
        .map(|moment| {
            let line = l.tr(
                "side-by-side-team",
                &[
                    ("clock", moment.clock.to_string().into()),
                    ("who", moment.who.as_str().into()),
                    ("action", action_words::action(l, &moment.action).into()),
                ],
            );
            (moment.minute, false, line)
        })
        .chain(debrief.expert_decisions.iter().map(|logged| {
            let line = l.tr(
                "side-by-side-expert",
                &[
                    ("clock", clock(logged.minute).into()),
                    (
                        "action",
                        action_words::action(l, &logged.decision.action).into(),
                    ),
                    ("reason", reason_text(l, &logged.decision.reason).into()),
                ],
            );
            (logged.minute, true, line)
        }))
        .collect();
    // A stable sort: each side keeps its own order within a minute.
    lines.sort_by_key(|(minute, expert, _)| (*minute, *expert));
    if lines.is_empty() {
        return vec![l.text("side-by-side-none")];
    }
    lines.into_iter().map(|(_, _, line)| line).collect()
}
