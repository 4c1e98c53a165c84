//! What a channel is told of its schedule (`drill::schedules::Announcement`): the start of a
//! scheduled drill — pinging the schedule's role and nobody else (`allowed_mentions` with
//! that one role) — or why an occurrence was skipped or could not start (pinging nobody),
//! every time on the server's clock, naming its zone. The publisher carries it as a
//! message that must not be lost: rendered here, stored in the outbox in the transaction
//! that marks the occurrence told, and sent like an alert (in order, within Discord's
//! limits, retried until Discord takes it, across restarts). Its nonce is the occurrence's,
//! enforced, so one sent just before a stop is not posted twice after it.

use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, CreateMessage, Nonce, RoleId};

use crate::drill::schedules::Announcement;
use crate::drill::Settings;
use crate::i18n::messages::pace_text;
use crate::i18n::schedule::{moment, when};
use crate::i18n::Localizer;
use crate::model::schedule::Zone;
use crate::model::{Locale, Place};

use super::ids::snowflake;
use super::limits::MESSAGE_MAX;
use super::reply::truncate;
use super::rest::Payload;

/// The message an announcement posts, in `locale`, its times in the server's zone.
pub async fn payload(
    settings: &Settings,
    place: &Place,
    locale: Locale,
    announcement: &Announcement,
) -> serde_json::Result<Payload> {
    let zone = match &place.guild {
        Some(guild) => settings.zone(guild).await.unwrap_or_else(|_| Zone::utc()),
        None => Zone::utc(),
    };
    let (text, mentions) = render(&Localizer::new(locale), &zone, announcement);
    let nonce = format!(
        "s{}.{}",
        announcement.schedule().id,
        announcement.occurrence_ms()
    );
    let message = CreateMessage::new()
        .content(truncate(&text, MESSAGE_MAX))
        .nonce(Nonce::String(nonce))
        .enforce_nonce(true)
        .allowed_mentions(mentions);
    Payload::of(&message, None)
}

/// The text of an announcement, and whom it may ping: a start its schedule's role alone,
/// anything else nobody.
fn render(
    l: &Localizer,
    zone: &Zone,
    announcement: &Announcement,
) -> (String, CreateAllowedMentions) {
    let schedule = announcement.schedule();
    let id = schedule.id;
    let scenario = schedule.schedule.scenario_id.as_str();
    let skipped = |message: &str, occurrence_ms: i64, extra: Option<i64>| {
        let mut args = vec![
            ("id", id.into()),
            ("scenario", scenario.into()),
            ("due", moment(occurrence_ms, zone).into()),
            ("zone", zone.name().into()),
        ];
        if let Some(late) = extra {
            args.push(("late", late.into()));
        }
        (l.tr(message, &args), CreateAllowedMentions::new())
    };
    match announcement {
        Announcement::Started { snapshot, .. } => {
            let started = l.tr(
                "schedule-started",
                &[
                    ("id", id.into()),
                    ("when", when(l, &schedule.schedule.recurrence, zone).into()),
                    (
                        "scenario",
                        crate::i18n::scenario::title(l, &snapshot.scenario).into(),
                    ),
                    (
                        "drill",
                        crate::i18n::seed::label(l, snapshot.seed_label()).into(),
                    ),
                    ("pace", pace_text(l, snapshot.pace).into()),
                ],
            );
            let mut rules = crate::i18n::team::rules_line(l, &snapshot.meta.rules, snapshot.pace);
            if let Some(gm) = &schedule.schedule.game_master {
                rules.push('\n');
                rules.push_str(&crate::i18n::schedule::game_master_line(l, gm));
            }
            let briefing = crate::i18n::scenario::briefing(l, &snapshot.scenario);
            let role: Option<RoleId> = schedule.schedule.ping_role.as_deref().and_then(snowflake);
            match role {
                Some(role) => (
                    format!("<@&{role}> {started}\n{rules}\n{briefing}"),
                    CreateAllowedMentions::new().roles(vec![role]),
                ),
                None => (
                    format!("{started}\n{rules}\n{briefing}"),
                    CreateAllowedMentions::new(),
                ),
            }
        }
        Announcement::Late {
            occurrence_ms,
            noticed_ms,
            ..
        } => {
            let late_min = (noticed_ms - occurrence_ms) / 60_000;
            skipped("schedule-skipped-late", *occurrence_ms, Some(late_min))
        }
        Announcement::Busy { occurrence_ms, .. } => {
            skipped("schedule-skipped-busy", *occurrence_ms, None)
        }
        Announcement::Failed { occurrence_ms, .. } => {
            skipped("schedule-failed", *occurrence_ms, None)
        }
    }
}
