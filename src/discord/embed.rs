//! What the bot posts: the per-minute status embed (the dashboard, a health colour, the
//! alert line, the chart image) and the buttons under it; the debrief is in
//! [`super::debrief_embed`]. Everything is kept within Discord's embed limits.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use crate::drill::{QuickAction, Snapshot};
use crate::i18n::dashboard::{dashboard, Health};
use crate::i18n::{team, Localizer};
use crate::model::seed_secrecy::SeedLabel;
use crate::model::{MinuteRecord, Role};

use super::button_id::{drill_button_id, Press, ADVANCE_BUTTONS};
use super::limits::{
    BUTTON_LABEL_MAX, EMBED_DESCRIPTION_MAX, FIELD_MAX, FIELD_NAME_MAX, FOOTER_MAX, TITLE_MAX,
};
use super::reply::truncate;

pub use super::debrief_embed::{
    debrief_embed, debrief_follow_ups, happened_field, happened_follow_ups, opening_of,
    side_by_side_field, side_by_side_follow_ups,
};

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
    seed: SeedLabel,
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
            ("drill", crate::i18n::seed::label_first(l, seed).into()),
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
    if snapshot.takes_ready() {
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

/// The status embed for the latest minute of a snapshot, if it has one.
pub fn snapshot_embed(l: &Localizer, snapshot: &Snapshot, with_chart: bool) -> Option<CreateEmbed> {
    let last = snapshot.last()?;
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let embed = status_embed(
        l,
        &title,
        snapshot.seed_label(),
        snapshot.scenario.setup.duration_min,
        last,
        with_chart,
    );
    let embed = with_team(l, snapshot, embed);
    // A drill whose minutes cannot be stored says so where people look for its state.
    Some(match crate::drill::wording::storage_note(l, snapshot) {
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
