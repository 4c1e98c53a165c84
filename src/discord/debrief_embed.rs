//! The debrief as the bot posts it: one embed — the numbers and the score with its parts,
//! the what-if runs, what happened, the review's numbers, the timeline, you and the expert
//! side by side, what each decision cost, a rewound drill's dropped branch, the challenge
//! — and, after it, in follow-up messages, the sections too long for their field. A drill
//! whose detailed review could not be computed ([`Debriefed::Plain`]) gets its numbers and
//! score and a line saying so. Within Discord's limits whatever the drill's length, number
//! of actions or rewinds: the dropped branch gets what the embed's 6,000 characters leave.

use serenity::all::{CreateEmbed, CreateEmbedFooter};

use crate::drill::{Debriefed, Snapshot};
use crate::i18n::{debrief, lessons, messages, review, Localizer};
use crate::model::debrief::Debrief;
use crate::model::score::Score;
use crate::model::Clock;

use super::embed::CHART_FILE;
use super::fit::EMBEDS_TOTAL_MAX;
use super::limits::{EMBED_DESCRIPTION_MAX, FIELD_MAX, FIELD_NAME_MAX, FOOTER_MAX, TITLE_MAX};
use super::reply::{truncate, MESSAGE_MAX};

/// The least room worth a field for the dropped branch; with less, it goes to the
/// follow-ups only.
const BRANCH_FIELD_MIN: usize = 80;
/// Room the dropped branch leaves for the web page's link, which the publisher adds below
/// it when the bot serves a web page (the field's name and the URL: a public address and a
/// token).
const WATCH_FIELD_ROOM: usize = 300;

/// What happened, as the debrief's field shows it: the lines that fit, then how many more
/// (which [`happened_follow_ups`] posts in full).
pub fn happened_field(l: &Localizer, debrief: &Debrief) -> String {
    let lines = review::happened_lines(l, &debrief.happened, usize::MAX);
    fitting(&lines, FIELD_MAX, |count| {
        l.tr("debrief-moment-more", &[("count", count.into())])
    })
}

/// The whole of what happened in follow-up messages after the debrief, each within a
/// message's limit, when it does not fit the debrief's field; none when it does.
pub fn happened_follow_ups(l: &Localizer, debrief: &Debrief) -> Vec<String> {
    let lines = review::happened_lines(l, &debrief.happened, usize::MAX);
    if lines.join("\n").chars().count() <= FIELD_MAX {
        return Vec::new();
    }
    follow_ups(&l.text("review-happened-title"), lines)
}

fn side_by_side(l: &Localizer, opening: Clock, debrief: &Debrief) -> Vec<String> {
    lessons::side_by_side_lines(l, debrief, opening)
}

/// You and the expert side by side, as the debrief's field shows it: the lines that fit,
/// then how many more (which [`side_by_side_follow_ups`] posts in full).
pub fn side_by_side_field(l: &Localizer, opening: Clock, debrief: &Debrief) -> String {
    fitting(&side_by_side(l, opening, debrief), FIELD_MAX, |count| {
        l.tr("debrief-moment-more", &[("count", count.into())])
    })
}

/// You and the expert side by side in follow-up messages after the debrief, when the
/// field cannot hold it; none when it can.
pub fn side_by_side_follow_ups(l: &Localizer, opening: Clock, debrief: &Debrief) -> Vec<String> {
    let lines = side_by_side(l, opening, debrief);
    if lines.join("\n").chars().count() <= FIELD_MAX {
        return Vec::new();
    }
    follow_ups(&l.text("side-by-side-title"), lines)
}

/// The clock of a drill's first minute.
pub fn opening_of(snapshot: &Snapshot) -> Clock {
    Clock(snapshot.scenario.setup.start_clock_min)
}

/// A titled section as messages, each within a message's limit.
fn follow_ups(title: &str, lines: Vec<String>) -> Vec<String> {
    let mut messages = vec![format!("**{title}**")];
    for line in lines {
        let last = messages.last_mut().expect("one message at least");
        if last.chars().count() + line.chars().count() + 1 > MESSAGE_MAX {
            messages.push(truncate(&line, MESSAGE_MAX));
        } else {
            last.push('\n');
            last.push_str(&line);
        }
    }
    messages
}

/// Lines joined while they fit `max` characters; what does not fit is counted in a last
/// line made by `more`.
fn fitting(lines: &[String], max: usize, more: impl Fn(usize) -> String) -> String {
    let mut text = String::new();
    for (shown, line) in lines.iter().enumerate() {
        let rest = lines.len() - shown;
        let tail = if rest > 1 {
            more(rest - 1)
        } else {
            String::new()
        };
        let needed = text.chars().count() + line.chars().count() + 1;
        if needed + tail.chars().count() + 1 > max {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&more(rest));
            return truncate(&text, max);
        }
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(line);
    }
    text
}

/// A debrief embed's texts, cut to their limits, before they become an embed: what its
/// 6,000 characters are spent on.
struct Layout {
    title: String,
    description: String,
    fields: Vec<(String, String)>,
    footer: String,
    colour: u32,
}

impl Layout {
    /// Characters Discord counts towards the embed's total.
    fn size(&self) -> usize {
        let count = |s: &String| s.chars().count();
        count(&self.title)
            + count(&self.description)
            + count(&self.footer)
            + self
                .fields
                .iter()
                .map(|(name, value)| count(name) + count(value))
                .sum::<usize>()
    }

    fn field(&mut self, name: String, value: String) {
        self.fields
            .push((truncate(&name, FIELD_NAME_MAX), truncate(&value, FIELD_MAX)));
    }
}

/// The first line of the summary as the title, the rest and `more` as the description.
fn layout(l: &Localizer, snapshot: &Snapshot, lines: Vec<String>) -> Layout {
    let (title, rest) = lines
        .split_first()
        .map_or((String::new(), &lines[..0]), |(h, r)| (h.clone(), r));
    Layout {
        title: truncate(&title, TITLE_MAX),
        description: truncate(&rest.join("\n"), EMBED_DESCRIPTION_MAX),
        fields: Vec::new(),
        footer: truncate(
            &crate::i18n::seed::challenge_lines(l, &snapshot.scenario.id, &snapshot.meta).join(" "),
            FOOTER_MAX,
        ),
        colour: if snapshot.summary.budget_used > 0.01 {
            0xE7_4C_3C
        } else {
            0x2E_CC_71
        },
    }
}

/// The full debrief's texts: the numbers and the score, then a field a section.
fn detailed(l: &Localizer, snapshot: &Snapshot, debrief: &Debrief) -> Layout {
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let mut lines = messages::summary(l, &title, &snapshot.summary, snapshot.log.len() as u32);
    lines.push(String::new());
    lines.extend(debrief::score_lines(l, &debrief.score));
    let mut layout = layout(l, snapshot, lines);
    // A stopped drill is compared over the whole scenario, its own run projected.
    let what_if = match &debrief.projection {
        Some(projection) => review::projection_lines(l, projection),
        None => debrief::what_if_lines(l, debrief).to_vec(),
    };
    layout.field(l.text("debrief-what-if-title"), what_if.join("\n"));
    layout.field(l.text("review-happened-title"), happened_field(l, debrief));
    layout.field(
        l.text("review-numbers-title"),
        review::review_lines(l, &debrief.review).join("\n"),
    );
    let timeline: Vec<String> = debrief
        .timeline
        .iter()
        .map(|m| debrief::moment_line(l, m))
        .collect();
    let timeline = if timeline.is_empty() {
        l.text("debrief-timeline-empty")
    } else {
        fitting(&timeline, FIELD_MAX, |count| {
            l.tr("debrief-moment-more", &[("count", count.into())])
        })
    };
    layout.field(l.text("debrief-timeline-title"), timeline);
    layout.field(
        l.text("side-by-side-title"),
        side_by_side_field(l, opening_of(snapshot), debrief),
    );
    layout.field(
        l.text("lessons-title"),
        lessons::lesson_lines(l, debrief).join("\n"),
    );
    layout
}

/// The plain debrief's texts: the numbers, the score, and the line that says the detailed
/// review could not be computed.
fn plain(l: &Localizer, snapshot: &Snapshot, score: &Score) -> Layout {
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let actions = snapshot.log.len() as u32;
    let lines = debrief::plain_lines(l, &title, &snapshot.summary, actions, score);
    layout(l, snapshot, lines)
}

/// The debrief's texts, with the dropped branch of a rewound drill in what is left of the
/// embed; and the branch's lines when that field cannot hold them all (or there is no
/// room for it), for the follow-ups.
fn laid_out(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> (Layout, Option<Vec<String>>) {
    let mut layout = match debriefed {
        Debriefed::Detailed(debrief) => detailed(l, snapshot, debrief),
        Debriefed::Plain(score) => plain(l, snapshot, score),
    };
    if !snapshot.is_practice() {
        return (layout, None);
    }
    let name = truncate(&l.text("report-rewound-title"), FIELD_NAME_MAX);
    let lines = crate::i18n::rewind::branch_lines(l, &snapshot.rewinds, opening_of(snapshot));
    let room = EMBEDS_TOTAL_MAX
        .saturating_sub(layout.size() + name.chars().count() + WATCH_FIELD_ROOM)
        .min(FIELD_MAX);
    if room >= BRANCH_FIELD_MIN {
        let value = fitting(&lines, room, |count| {
            l.tr("debrief-moment-more", &[("count", count.into())])
        });
        layout.fields.push((name, value));
    }
    let whole = lines.join("\n").chars().count() <= room && room >= BRANCH_FIELD_MIN;
    (layout, (!whole).then_some(lines))
}

/// The debrief embed of an ended drill, with the run chart when attached.
pub fn debrief_embed(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
    with_chart: bool,
) -> CreateEmbed {
    let (layout, _) = laid_out(l, snapshot, debriefed);
    let mut embed = CreateEmbed::new()
        .title(layout.title)
        .description(layout.description)
        .footer(CreateEmbedFooter::new(layout.footer))
        .colour(layout.colour);
    for (name, value) in layout.fields {
        embed = embed.field(name, value, false);
    }
    if with_chart {
        embed = embed.image(format!("attachment://{CHART_FILE}"));
    }
    embed
}

/// The messages that follow the debrief embed: the sections its fields could not hold in
/// full (what happened, you and the expert, the dropped branch), in that order.
pub fn debrief_follow_ups(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> Vec<String> {
    let mut messages = Vec::new();
    if let Debriefed::Detailed(debrief) = debriefed {
        messages.extend(happened_follow_ups(l, debrief));
        messages.extend(side_by_side_follow_ups(l, opening_of(snapshot), debrief));
    }
    if let (_, Some(branch)) = laid_out(l, snapshot, debriefed) {
        messages.extend(follow_ups(&l.text("report-rewound-title"), branch));
    }
    messages
}
