//! One debrief in words for every front-end (issue 27.1): the debrief the driver computed
//! once ([`Debriefed`]) told section by section — the drill's numbers, the score and its
//! parts, the what-if runs (projected for a stopped drill), what happened, the review's
//! numbers, the timeline, you and the expert side by side, what each decision cost, and a
//! rewound drill's dropped branch. The terminal, Discord, the web page and the report each
//! lay these sections out in their own form, and show every one of them in full: what a
//! section says is decided here, once.

use crate::i18n::{debrief as words, lessons, messages, review, rewind, Localizer};
use crate::model::debrief::Debrief;

use super::super::engine::{Debriefed, Snapshot};

/// What a section of the debrief tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The drill's numbers: budget used and left, peak burn, p99, cost, actions.
    Numbers,
    /// The score (its title) and one line per part.
    Score,
    WhatIf,
    Happened,
    Review,
    Timeline,
    SideBySide,
    /// What each decision cost: the most valuable lessons, the largest first.
    Lessons,
    /// A rewound drill's dropped branch.
    Rewound,
    /// The detailed review could not be computed: one line says so.
    Missing,
}

/// One section: its title (for [`Part::Score`], the score itself) and its lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub part: Part,
    pub title: String,
    pub lines: Vec<String>,
}

/// The whole debrief in words: the scenario's line, then the sections in reading order.
#[derive(Debug, Clone, PartialEq)]
pub struct DebriefWords {
    /// "Bad deploy: the drill's numbers" — the first line of every debrief.
    pub title: String,
    pub sections: Vec<Section>,
}

impl DebriefWords {
    /// The section that tells `part`, if this debrief has it.
    pub fn section(&self, part: Part) -> Option<&Section> {
        self.sections.iter().find(|s| s.part == part)
    }

    /// The score's title and the most valuable lessons: what the web page puts first.
    pub fn headline(&self) -> (Option<&Section>, Option<&Section>) {
        (self.section(Part::Score), self.section(Part::Lessons))
    }
}

/// The debrief a drill ended with, in words: the whole one, or, when its computation
/// failed, the numbers, the plain score and the line that says the rest is missing.
pub fn debrief_words(l: &Localizer, snapshot: &Snapshot, debriefed: &Debriefed) -> DebriefWords {
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    // The team's actions: the game master's injects are not theirs.
    let actions = snapshot
        .log
        .iter()
        .filter(|l| !l.action.is_inject())
        .count() as u32;
    let mut summary = messages::summary(l, &title, &snapshot.summary, actions);
    let heading = summary.remove(0);
    let mut sections = vec![Section {
        part: Part::Numbers,
        title: l.text("debrief-numbers-title"),
        lines: summary,
    }];
    let score = debriefed.score();
    let mut score_lines = words::score_lines(l, &score);
    sections.push(Section {
        part: Part::Score,
        title: score_lines.remove(0),
        lines: score_lines,
    });
    match debriefed.detailed() {
        Some(debrief) => sections.extend(detailed(l, snapshot, debrief)),
        None => sections.push(Section {
            part: Part::Missing,
            title: String::new(),
            lines: vec![l.text("debrief-detail-failed")],
        }),
    }
    DebriefWords {
        title: heading,
        sections,
    }
}

/// The sections only a computed debrief has, after the score.
fn detailed(l: &Localizer, snapshot: &Snapshot, debrief: &Debrief) -> Vec<Section> {
    let section = |part, title: &str, lines| Section {
        part,
        title: l.text(title),
        lines,
    };
    let setup = &snapshot.scenario.setup;
    // A stopped drill is compared over the whole scenario, its own run projected.
    let what_if = match &debrief.projection {
        Some(projection) => review::projection_lines(l, projection),
        None => words::what_if_lines(l, debrief).to_vec(),
    };
    let mut timeline = words::timeline_lines(l, debrief, usize::MAX);
    if timeline.is_empty() {
        timeline.push(l.text("debrief-timeline-empty"));
    }
    let mut sections = vec![
        section(Part::WhatIf, "debrief-what-if-title", what_if),
        section(
            Part::Happened,
            "review-happened-title",
            review::happened_lines(l, &debrief.happened, usize::MAX),
        ),
        section(
            Part::Review,
            "review-numbers-title",
            review::review_lines(l, &debrief.review),
        ),
        section(Part::Timeline, "debrief-timeline-title", timeline),
        section(
            Part::SideBySide,
            "side-by-side-title",
            lessons::side_by_side_lines(l, debrief, setup),
        ),
        section(
            Part::Lessons,
            "lessons-title",
            lessons::lesson_lines(l, debrief),
        ),
    ];
    // A rewound drill keeps its dropped branch on record, apart from the live run.
    if snapshot.is_practice() {
        let mut branch = vec![l.text("report-rewound-intro")];
        branch.extend(rewind::branch_lines(l, &snapshot.rewinds, setup));
        sections.push(section(Part::Rewound, "report-rewound-title", branch));
    }
    sections
}
