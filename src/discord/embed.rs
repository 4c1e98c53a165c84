//! What the bot posts: the per-minute status embed (the dashboard, a health colour, the
//! alert line, the chart image), the buttons under it, and the debrief. Everything is kept
//! within Discord's embed limits.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use crate::drill::{QuickAction, Snapshot};
use crate::i18n::dashboard::{dashboard, Health};
use crate::i18n::{debrief, lessons, messages, review, team, Localizer};
use crate::model::debrief::Debrief;
use crate::model::{Clock, MinuteRecord, Role};

use super::button_id::{drill_button_id, Press, ADVANCE_BUTTONS};
use super::limits::{
    BUTTON_LABEL_MAX, EMBED_DESCRIPTION_MAX, FIELD_MAX, FIELD_NAME_MAX, FOOTER_MAX, TITLE_MAX,
};
use super::reply::{truncate, MESSAGE_MAX};

/// The file name of the chart attachment; embeds show it as `attachment://chart.png`.
pub const CHART_FILE: &str = "chart.png";

/// Embed colours: green, amber, red.
pub fn colour(health: Health) -> u32 {
    match health {
        Health::Ok => 0x2E_CC_71,
        Health::Degraded => 0xF3_9C_12,
        Health::Critical => 0xE7_4C_3C,
    }
}

/// The status of one minute. `with_chart` points the embed image at the attached chart.
pub fn status_embed(
    l: &Localizer,
    title: &str,
    seed: u32,
    duration: u32,
    r: &MinuteRecord,
    with_chart: bool,
) -> CreateEmbed {
    let d = dashboard(l, r);
    let heading = l.tr(
        "dashboard-title",
        &[
            ("scenario", title.into()),
            ("clock", d.clock.as_str().into()),
        ],
    );
    let mut description = format!("**{}**", l.text(d.health.message_id()));
    for line in d.alert.iter().chain(&d.notes) {
        description.push('\n');
        description.push_str(line);
    }
    let footer = l.tr(
        "dashboard-footer",
        &[
            ("seed", seed.to_string().into()),
            ("minute", (r.minute + 1).into()),
            ("duration", duration.into()),
        ],
    );
    let mut embed = CreateEmbed::new()
        .title(truncate(&heading, TITLE_MAX))
        .description(truncate(&description, EMBED_DESCRIPTION_MAX))
        .colour(colour(d.health))
        .footer(CreateEmbedFooter::new(truncate(&footer, FOOTER_MAX)));
    // 15 rows: well within Discord's `FIELDS_MAX`.
    for row in d.rows {
        embed = embed.field(
            truncate(&row.label, FIELD_NAME_MAX),
            truncate(&row.value, FIELD_MAX),
            true,
        );
    }
    if with_chart {
        embed = embed.image(format!("attachment://{CHART_FILE}"));
    }
    embed
}

/// Every button under the status of `snapshot`'s drill, each carrying the drill (see
/// [`drill_button_id`]), the one source of a status's buttons: the controls (Rollback, +2
/// instances, Shed 50 %, Feature off/on, Warm-up; and for a turn-based drill, Advance 1
/// and 5 minutes) and the team's row while it runs or is paused, none once it has ended,
/// so a finished drill's status offers nothing to press. The feature button says what it
/// does: its label and its id agree, whatever others pressed since the status was drawn.
pub fn drill_buttons(l: &Localizer, snapshot: &Snapshot) -> Vec<CreateActionRow> {
    use crate::model::IncidentState;
    if !matches!(
        snapshot.state,
        IncidentState::Running | IncidentState::Paused
    ) {
        return Vec::new();
    }
    let Some(record) = snapshot.last() else {
        return Vec::new();
    };
    let turn_based = snapshot.pace == crate::model::Pace::Turns;
    let id = |press| drill_button_id(press, snapshot.id);
    let mut rows = control_rows(l, record.feature_on, turn_based, &id);
    rows.extend(team_buttons(l, snapshot));
    rows
}

/// The control rows, each button's id made by `id`.
fn control_rows(
    l: &Localizer,
    feature_on: bool,
    turn_based: bool,
    id: &dyn Fn(Press) -> String,
) -> Vec<CreateActionRow> {
    let button = |quick: QuickAction, label: &str, style: ButtonStyle| {
        CreateButton::new(id(Press::Quick(quick)))
            .label(truncate(&l.text(label), BUTTON_LABEL_MAX))
            .style(style)
    };
    let feature = if feature_on {
        button(
            QuickAction::FeatureOff,
            "button-feature-off",
            ButtonStyle::Secondary,
        )
    } else {
        button(
            QuickAction::FeatureOn,
            "button-feature-on",
            ButtonStyle::Secondary,
        )
    };
    let mut rows = vec![CreateActionRow::Buttons(vec![
        button(
            QuickAction::Rollback,
            "button-rollback",
            ButtonStyle::Danger,
        ),
        button(
            QuickAction::AddInstances,
            "button-floor-plus",
            ButtonStyle::Primary,
        ),
        button(QuickAction::Shed, "button-shed", ButtonStyle::Primary),
        feature,
        button(QuickAction::Warmup, "button-warmup", ButtonStyle::Success),
    ])];
    if turn_based {
        let advance = ADVANCE_BUTTONS.map(|minutes| {
            CreateButton::new(id(Press::Advance(minutes)))
                .label(truncate(
                    &l.tr("button-advance", &[("minutes", minutes.into())]),
                    BUTTON_LABEL_MAX,
                ))
                .style(ButtonStyle::Secondary)
        });
        rows.push(CreateActionRow::Buttons(advance.to_vec()));
    }
    rows
}

/// The team's buttons under a status: Ready in a drill with a quorum, and a button to take
/// each role still free (operations always: it has room for many).
pub fn team_buttons(l: &Localizer, snapshot: &Snapshot) -> Option<CreateActionRow> {
    let mut buttons = Vec::new();
    if snapshot.meta.rules.quorum.is_some() && snapshot.pace == crate::model::Pace::Turns {
        buttons.push(
            CreateButton::new(drill_button_id(Press::Ready, snapshot.id))
                .label(truncate(&l.text("button-ready"), BUTTON_LABEL_MAX))
                .style(ButtonStyle::Success),
        );
    }
    for role in Role::ALL {
        if role.shared() || snapshot.team.holder(role).is_none() {
            let label = l.tr("button-claim", &[("role", team::role_name(l, role).into())]);
            buttons.push(
                CreateButton::new(drill_button_id(Press::Claim(role), snapshot.id))
                    .label(truncate(&label, BUTTON_LABEL_MAX))
                    .style(ButtonStyle::Secondary),
            );
        }
    }
    (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
}

/// The team under a status: who holds which role (once anyone does), and who is ready
/// for the next turn of a drill with a quorum.
pub fn with_team(l: &Localizer, snapshot: &Snapshot, mut embed: CreateEmbed) -> CreateEmbed {
    let team = &snapshot.team;
    let holders: Vec<_> = Role::ALL.iter().map(|r| (*r, team.holders(*r))).collect();
    if holders.iter().any(|(_, who)| !who.is_empty()) {
        let text = team::roster(l, &holders);
        embed = embed.field(
            l.text("team-roster-field"),
            truncate(&text, FIELD_MAX),
            false,
        );
    }
    if let (Some(needed), Some(last)) = (snapshot.meta.rules.quorum, snapshot.last()) {
        let ready: Vec<_> = team.ready_after(last.minute).into_iter().cloned().collect();
        let text = team::ready(l, &ready, needed);
        embed = embed.field(
            l.text("team-ready-field"),
            truncate(&text, FIELD_MAX),
            false,
        );
    }
    embed
}

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

/// The debrief: the numbers and the score with its parts, the what-if runs, the timeline,
/// you and the expert side by side, what each decision cost, the challenge; with the run chart when attached. Within Discord's embed limits whatever
/// the drill's length or number of actions.
pub fn debrief_embed(
    l: &Localizer,
    snapshot: &Snapshot,
    debrief: &Debrief,
    with_chart: bool,
) -> CreateEmbed {
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let summary = &snapshot.summary;
    let lines = messages::summary(l, &title, summary, snapshot.log.len() as u32);
    let (heading, rest) = lines
        .split_first()
        .map_or((String::new(), &lines[..0]), |(h, r)| (h.clone(), r));
    let mut description = rest.join("\n");
    description.push_str("\n\n");
    description.push_str(&debrief::score_lines(l, &debrief.score).join("\n"));
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
    // A stopped drill is compared over the whole scenario, its own run projected.
    let what_if = match &debrief.projection {
        Some(projection) => review::projection_lines(l, projection),
        None => debrief::what_if_lines(l, debrief).to_vec(),
    };
    let mut embed = CreateEmbed::new()
        .title(truncate(&heading, TITLE_MAX))
        .description(truncate(&description, EMBED_DESCRIPTION_MAX))
        .field(
            truncate(&l.text("debrief-what-if-title"), FIELD_NAME_MAX),
            truncate(&what_if.join("\n"), FIELD_MAX),
            false,
        )
        .field(
            truncate(&l.text("review-happened-title"), FIELD_NAME_MAX),
            happened_field(l, debrief),
            false,
        )
        .field(
            truncate(&l.text("review-numbers-title"), FIELD_NAME_MAX),
            truncate(
                &review::review_lines(l, &debrief.review).join("\n"),
                FIELD_MAX,
            ),
            false,
        )
        .field(
            truncate(&l.text("debrief-timeline-title"), FIELD_NAME_MAX),
            timeline,
            false,
        )
        .field(
            truncate(&l.text("side-by-side-title"), 256),
            side_by_side_field(l, opening_of(snapshot), debrief),
            false,
        )
        .field(
            truncate(&l.text("lessons-title"), 256),
            truncate(&lessons::lesson_lines(l, debrief).join("\n"), FIELD_MAX),
            false,
        )
        .footer(CreateEmbedFooter::new(truncate(
            &debrief::challenge_line(l, &snapshot.scenario.id, snapshot.meta.seed),
            2048,
        )))
        .colour(if summary.budget_used > 0.01 {
            0xE7_4C_3C
        } else {
            0x2E_CC_71
        });
    if with_chart {
        embed = embed.image(format!("attachment://{CHART_FILE}"));
    }
    embed
}

/// The status embed for the latest minute of a snapshot, if it has one.
pub fn snapshot_embed(l: &Localizer, snapshot: &Snapshot, with_chart: bool) -> Option<CreateEmbed> {
    let last = snapshot.last()?;
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let embed = status_embed(
        l,
        &title,
        snapshot.meta.seed,
        snapshot.scenario.setup.duration_min,
        last,
        with_chart,
    );
    let embed = with_team(l, snapshot, embed);
    // A drill whose minutes cannot be stored says so where people look for its state.
    Some(match crate::drill::attention::storage_note(l, snapshot) {
        Some(note) => embed.field("\u{200b}", truncate(&note, FIELD_MAX), false),
        None => embed,
    })
}

#[cfg(test)]
mod tests {
    use super::super::button_id::parse_button;
    use super::*;
    use crate::model::IncidentId;

    #[test]
    fn every_control_button_can_carry_its_drill() {
        let l = Localizer::new(crate::model::Locale::EnUs);
        let rows = control_rows(&l, true, true, &|p| drill_button_id(p, IncidentId(9)));
        let json = serde_json::to_value(&rows).unwrap();
        let ids: Vec<&str> = json
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap())
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect();
        assert_eq!(ids.len(), 7, "{ids:?}");
        for id in ids {
            let pressed = parse_button(id).unwrap();
            assert_eq!(pressed.drill, Some(IncidentId(9)), "{id}");
        }
    }
}
