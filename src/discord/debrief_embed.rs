//! The debrief as the bot posts it: one embed telling every section of the one debrief
//! (`drill::wording::debrief`) — the numbers and the score with its parts in the
//! description, then a field a section: the what-if runs, what happened, the review's
//! numbers, the timeline, you and the expert side by side, what each decision cost, a
//! rewound drill's dropped branch; the challenge in the footer — and, after it, in
//! follow-up messages, every section too long for its field, whole. A drill whose detailed
//! review could not be computed ([`Debriefed::Plain`]) gets its numbers and score and a
//! line saying so. Within Discord's limits whatever the drill's length, number of actions
//! or rewinds: each field gets what the embed's 6,000 characters leave.

use serenity::all::{CreateEmbed, CreateEmbedFooter};

use crate::drill::wording::debrief::{debrief_words, Part, Section};
use crate::drill::{Debriefed, Snapshot};
use crate::i18n::{lessons, review, Localizer};
use crate::model::debrief::Debrief;
use crate::model::{Clock, Setup};

use super::embed::CHART_FILE;
use super::limits::{
    EMBEDS_TOTAL_MAX, EMBED_DESCRIPTION_MAX, FIELD_MAX, FIELD_NAME_MAX, FOOTER_MAX, TITLE_MAX,
};
use super::reply::{truncate, MESSAGE_MAX};

/// The least room worth a field for a section; with less, it goes to the follow-ups only.
const FIELD_MIN: usize = 80;
/// Room the fields leave for the web page's link, which the publisher adds below them
/// when the bot serves a web page (the field's name and the URL: a public address and a
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

fn side_by_side(l: &Localizer, setup: &Setup, debrief: &Debrief) -> Vec<String> {
    lessons::side_by_side_lines(l, debrief, setup)
}

/// You and the expert side by side, as the debrief's field shows it: the lines that fit,
/// then how many more (which [`side_by_side_follow_ups`] posts in full).
pub fn side_by_side_field(l: &Localizer, setup: &Setup, debrief: &Debrief) -> String {
    fitting(&side_by_side(l, setup, debrief), FIELD_MAX, |count| {
        l.tr("debrief-moment-more", &[("count", count.into())])
    })
}

/// You and the expert side by side in follow-up messages after the debrief, when the
/// field cannot hold it; none when it can.
pub fn side_by_side_follow_ups(l: &Localizer, setup: &Setup, debrief: &Debrief) -> Vec<String> {
    let lines = side_by_side(l, setup, debrief);
    if lines.join("\n").chars().count() <= FIELD_MAX {
        return Vec::new();
    }
    follow_ups(&l.text("side-by-side-title"), lines)
}

/// The clock of a drill's first minute.
pub fn opening_of(snapshot: &Snapshot) -> Clock {
    snapshot.scenario.setup.clock_of(0)
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
}

/// The debrief's texts: the scenario's line as the title; the drill's numbers and the
/// score with its parts as the description; then one field a section, each given what
/// the embed's 6,000 characters leave after the sections that follow it have the least
/// room worth a field; and the sections a field could not hold in full (title and lines),
/// for the follow-ups.
fn laid_out(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> (Layout, Vec<(String, Vec<String>)>) {
    let words = debrief_words(l, snapshot, debriefed);
    let mut description = Vec::new();
    let mut fielded: Vec<&Section> = Vec::new();
    for section in &words.sections {
        match section.part {
            Part::Numbers | Part::Missing => description.extend(section.lines.iter().cloned()),
            Part::Score => {
                // A blank line sets the score apart from a whole debrief's numbers.
                if debriefed.detailed().is_some() {
                    description.push(String::new());
                }
                description.push(section.title.clone());
                description.extend(section.lines.iter().cloned());
            }
            _ => fielded.push(section),
        }
    }
    let mut layout = Layout {
        title: truncate(&words.title, TITLE_MAX),
        description: truncate(&description.join("\n"), EMBED_DESCRIPTION_MAX),
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
    };
    let name_of = |section: &Section| truncate(&section.title, FIELD_NAME_MAX);
    let whole_of = |section: &Section| section.lines.join("\n").chars().count();
    let mut overflow = Vec::new();
    for (index, section) in fielded.iter().enumerate() {
        let name = name_of(section);
        let later: usize = fielded[index + 1..]
            .iter()
            .map(|s| name_of(s).chars().count() + whole_of(s).min(FIELD_MIN))
            .sum();
        let room = EMBEDS_TOTAL_MAX
            .saturating_sub(layout.size() + name.chars().count() + later + WATCH_FIELD_ROOM)
            .min(FIELD_MAX);
        if room >= FIELD_MIN {
            let value = fitting(&section.lines, room, |count| {
                l.tr("debrief-moment-more", &[("count", count.into())])
            });
            layout.fields.push((name, value));
        }
        if whole_of(section) > room || room < FIELD_MIN {
            overflow.push((section.title.clone(), section.lines.clone()));
        }
    }
    (layout, overflow)
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

/// The messages that follow the debrief embed: every section its fields could not hold in
/// full, whole, in the debrief's order, each within a message's limit.
pub fn debrief_follow_ups(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> Vec<String> {
    let (_, overflow) = laid_out(l, snapshot, debriefed);
    overflow
        .into_iter()
        .flat_map(|(title, lines)| follow_ups(&title, lines))
        .collect()
}
