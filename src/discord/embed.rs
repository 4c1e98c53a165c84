//! What the bot posts: the per-minute status embed (the dashboard, a health colour, the
//! alert line, the chart image), the buttons under it, and the debrief. Everything is kept
//! within Discord's embed limits.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use crate::drill::{QuickAction, Snapshot};
use crate::i18n::dashboard::{dashboard, Health};
use crate::i18n::{messages, Localizer};
use crate::model::{MinuteRecord, Summary};

use super::reply::truncate;

/// The file name of the chart attachment; embeds show it as `attachment://chart.png`.
pub const CHART_FILE: &str = "chart.png";

/// What every button id of ours starts with.
const BUTTON_PREFIX: &str = "od:";

/// A button's custom id: the prefix and the quick action's name (`od:floor+2`).
pub fn button_id(quick: QuickAction) -> String {
    format!("{BUTTON_PREFIX}{}", quick.name())
}

/// The quick action a button's custom id names, if it is one of ours.
pub fn parse_button(custom_id: &str) -> Option<QuickAction> {
    custom_id.strip_prefix(BUTTON_PREFIX)?.parse().ok()
}

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
        .title(truncate(&heading, 256))
        .description(truncate(&description, 4096))
        .colour(colour(d.health))
        .footer(CreateEmbedFooter::new(truncate(&footer, 2048)));
    // 15 rows: well within Discord's 25 fields.
    for row in d.rows {
        embed = embed.field(truncate(&row.label, 256), truncate(&row.value, 1024), true);
    }
    if with_chart {
        embed = embed.image(format!("attachment://{CHART_FILE}"));
    }
    embed
}

/// The buttons under a status: Rollback, +2 instances, Shed 50 %, Feature off/on, Warm-up.
/// The feature button says what it does: its label and its id agree, whatever others
/// pressed since the status was drawn.
pub fn status_buttons(l: &Localizer, feature_on: bool) -> Vec<CreateActionRow> {
    let button = |quick: QuickAction, label: &str, style: ButtonStyle| {
        CreateButton::new(button_id(quick))
            .label(truncate(&l.text(label), 80))
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
    vec![CreateActionRow::Buttons(vec![
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
    ])]
}

/// The debrief: every summary line, with the run chart when attached.
pub fn debrief_embed(
    l: &Localizer,
    title: &str,
    summary: &Summary,
    actions: u32,
    with_chart: bool,
) -> CreateEmbed {
    let lines = messages::summary(l, title, summary, actions);
    let (heading, rest) = lines
        .split_first()
        .map_or((String::new(), &lines[..0]), |(h, r)| (h.clone(), r));
    let mut embed = CreateEmbed::new()
        .title(truncate(&heading, 256))
        .description(truncate(&rest.join("\n"), 4096))
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
    let title = l.text(&snapshot.scenario.title_id);
    Some(status_embed(
        l,
        &title,
        snapshot.meta.seed,
        snapshot.scenario.setup.duration_min,
        last,
        with_chart,
    ))
}
