//! What a channel is told of its schedule (`drill::schedules::Announcement`): the start of a
//! scheduled drill — pinging the schedule's role and nobody else (`allowed_mentions` with
//! that one role) — or why an occurrence was skipped or could not start (pinging nobody).
//! Sent on the bot's own REST path, a few an occurrence at most; a passing failure is
//! tried again a few times, and a 429 waits as long as Discord asked (never less). The occurrence was claimed in the database before this was sent, so
//! a restart never tells (or starts) it twice.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, CreateMessage, RoleId};
use tokio::sync::mpsc;

use crate::drill::schedules::Announcement;
use crate::drill::Settings;
use crate::i18n::messages::pace_text;
use crate::i18n::schedule::{moment, when};
use crate::i18n::Localizer;
use crate::model::schedule::Zone;

use super::delivery::limits::read_429;
use super::ids::{snowflake, Target};
use super::limits::MESSAGE_MAX;
use super::reply::truncate;
use super::rest::{Call, Failure, Payload, Rest};

/// Attempts at a post that fails in passing (5xx, no answer, a 429), a second apart, doubled.
const ATTEMPTS: u32 = 5;

/// Posts every announcement the scheduler sends, until it stops.
pub async fn announce(
    rest: Arc<Rest>,
    settings: Settings,
    mut announcements: mpsc::UnboundedReceiver<Announcement>,
) {
    while let Some(announcement) = announcements.recv().await {
        let place = announcement.schedule().schedule.place.clone();
        let Some(target) = Target::of(place.clone()) else {
            tracing::error!(channel = %place.channel, "a schedule names no Discord channel: nothing told");
            continue;
        };
        let (locale, zone) = match &place.guild {
            Some(guild) => (
                settings.get(guild).await.ok().and_then(|s| s.locale),
                settings.zone(guild).await.unwrap_or_else(|_| Zone::utc()),
            ),
            None => (None, Zone::utc()),
        };
        let l = Localizer::new(locale.unwrap_or(crate::model::Locale::FALLBACK));
        let (text, mentions) = render(&l, &zone, &announcement);
        let message = CreateMessage::new()
            .content(truncate(&text, MESSAGE_MAX))
            .allowed_mentions(mentions);
        let payload = match Payload::of(&message, None) {
            Ok(payload) => payload,
            Err(err) => {
                tracing::error!(error = %err, "a schedule's message could not be built");
                continue;
            }
        };
        let rest = rest.clone();
        let call = Call::Post {
            channel: target.channel(),
            payload,
        };
        tokio::spawn(async move { post(&rest, &call).await });
    }
}

async fn post(rest: &Rest, call: &Call) {
    let mut wait = Duration::from_secs(1);
    for attempt in 1..=ATTEMPTS {
        let reply = rest.send(call).await;
        // A 429 names its own wait (its body or headers): never retry sooner.
        let asked = reply
            .answered
            .as_ref()
            .filter(|answered| answered.status == 429)
            .map(|answered| read_429(&answered.headers, &answered.body_429).wait);
        match reply.result {
            Ok(_) => return,
            Err(Failure::Transient(_) | Failure::RateLimited) if attempt < ATTEMPTS => {
                tokio::time::sleep(wait.max(asked.unwrap_or_default())).await;
                wait *= 2;
            }
            Err(err) => {
                return tracing::error!(channel = %call.channel(), error = ?err, "a schedule's message could not be posted");
            }
        }
    }
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
            let rules = crate::i18n::team::rules_line(l, &snapshot.meta.rules, snapshot.pace);
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
