//! `/schedule add|list|remove`: drills that start on their own in the channel a schedule was
//! made in, for members who may start drills. Everything typed is checked here, with clear
//! refusals (scenario, time, recurrence and day, the ping role); the scheduler
//! (`drill::schedules::run`) and its announcements (`discord::scheduled`) do the rest.

use poise::serenity_prelude as serenity;

use crate::i18n::messages::pace_text;
use crate::i18n::schedule::{moment, when};
use crate::model::schedule::{Every, Recurrence, ScheduleError, TimeOfDay, Weekday};
use crate::model::Pace;

use super::super::answer::{private, public};
use super::super::context::{place, who, Context};
use super::super::errors::{BotError, Refusal};
use super::super::params::{Choice, Choices, Label};
use super::super::permissions::{require_bot_can_post, require_manager};
use crate::drill::schedules::due::{due, Due};
use crate::drill::schedules::{Schedule, StoredSchedule};

/// Drills on a schedule (times in UTC).
#[poise::command(
    slash_command,
    guild_only,
    subcommands("add", "list", "remove"),
    subcommand_required,
    default_member_permissions = "MANAGE_CHANNELS"
)]
pub async fn schedule(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// How often, as the command offers it: `every` names it, `day` completes a weekly one.
pub struct Cadence(&'static str);

impl Choices for Cadence {
    fn choices() -> Vec<(String, Label)> {
        ["once", "day", "week"]
            .map(|c| (c.to_string(), Label::Message(format!("schedule-every-{c}"))))
            .into_iter()
            .collect()
    }

    fn from_value(value: &str) -> Option<Self> {
        ["once", "day", "week"]
            .into_iter()
            .find(|c| *c == value)
            .map(Cadence)
    }
}

impl Choices for Weekday {
    fn choices() -> Vec<(String, Label)> {
        Weekday::ALL
            .map(|d| {
                let id = format!("schedule-day-{}", d.as_str());
                (d.as_str().to_string(), Label::Message(id))
            })
            .into_iter()
            .collect()
    }

    fn from_value(value: &str) -> Option<Self> {
        Weekday::parse(value)
    }
}

fn refused(err: ScheduleError) -> BotError {
    BotError::Refused(Refusal::Schedule(err))
}

/// Schedule a drill in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // poise: one parameter per slash option
pub async fn add(
    ctx: Context<'_>,
    #[max_length = 100]
    #[autocomplete = "super::scenario::scenario_ids"]
    scenario: String,
    #[max_length = 5] at: String,
    every: Choice<Cadence>,
    day: Option<Choice<Weekday>>,
    ping: Option<serenity::Role>,
    pace: Option<Choice<Pace>>,
) -> Result<(), BotError> {
    require_manager(ctx).await?;
    require_bot_can_post(ctx)?;
    let at = TimeOfDay::parse(&at).map_err(refused)?;
    let every = match every {
        Choice::Known(Cadence(every)) => every,
        Choice::Unknown(other) => return Err(refused(ScheduleError::BadEvery(other))),
    };
    let day = match day {
        None => None,
        Some(Choice::Known(day)) => Some(day),
        Some(Choice::Unknown(other)) => return Err(BotError::Refused(Refusal::BadValue(other))),
    };
    let every = Every::from_parts(every, day).map_err(refused)?;
    let pace = match pace {
        None => Pace::REAL_TIME,
        Some(Choice::Known(pace)) => pace,
        Some(Choice::Unknown(other)) => return Err(BotError::Refused(Refusal::UnknownPace(other))),
    };
    let place = place(ctx);
    // @everyone's role has the server's own id: a schedule never pings the whole server.
    if let (Some(role), Some(guild)) = (&ping, &place.guild) {
        if role.id.to_string() == guild.0 {
            return Err(refused(ScheduleError::EveryoneRole));
        }
    }
    // The scenario must exist now (a built-in one or this server's own).
    let (found, _) = ctx
        .data()
        .uploads
        .find_scenario(place.guild.as_ref(), &scenario)
        .await?;
    let who = who(ctx);
    let now_ms = ctx.data().drills.clock().now().unix_ms;
    let schedule = Schedule {
        place,
        scenario_id: found.id.clone(),
        recurrence: Recurrence { at, every },
        ping_role: ping.map(|r| r.id.to_string()),
        pace,
        created_by: who.id.clone(),
        created_by_name: who.name.clone(),
        created_at_ms: now_ms,
    };
    let next = next_start(&schedule, None, now_ms);
    let id = ctx.data().schedules.add(schedule.clone()).await?;
    let l = ctx.data().localizer(ctx).await;
    let mut text = l.tr(
        "schedule-added",
        &[
            ("who", who.name.as_str().into()),
            ("scenario", crate::i18n::scenario::title(&l, &found).into()),
            ("id", id.into()),
            ("when", when(&l, &schedule.recurrence).into()),
            (
                "next",
                next.map_or_else(|| l.text("schedule-next-none"), moment)
                    .into(),
            ),
        ],
    );
    if let Some(role) = &schedule.ping_role {
        text.push('\n');
        text.push_str(&l.tr("schedule-pings", &[("role", format!("<@&{role}>").into())]));
    }
    public(ctx, text).await
}

/// When a schedule starts next, as the scheduler will see it.
fn next_start(schedule: &Schedule, last: Option<i64>, now_ms: i64) -> Option<i64> {
    match due(&schedule.recurrence, schedule.created_at_ms, last, now_ms) {
        Due::Wait { next_ms } => next_ms,
        Due::Start { occurrence_ms } | Due::SkipLate { occurrence_ms } => Some(occurrence_ms),
    }
}

/// This server's scheduled drills.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().reader_localizer(ctx).await;
    let Some(guild) = place(ctx).guild else {
        return private(ctx, l.text("schedule-list-empty")).await;
    };
    let schedules = ctx.data().schedules.of(&guild).await?;
    if schedules.is_empty() {
        return private(ctx, l.text("schedule-list-empty")).await;
    }
    let now_ms = ctx.data().drills.clock().now().unix_ms;
    let line = |s: &StoredSchedule| {
        let next = next_start(&s.schedule, s.last_handled_ms, now_ms);
        let mut line = l.tr(
            "schedule-line",
            &[
                ("id", s.id.into()),
                ("scenario", s.schedule.scenario_id.as_str().into()),
                ("when", when(&l, &s.schedule.recurrence).into()),
                ("pace", pace_text(&l, s.schedule.pace).into()),
                ("channel", s.schedule.place.channel.0.as_str().into()),
                (
                    "next",
                    next.map_or_else(|| l.text("schedule-next-none"), moment)
                        .into(),
                ),
            ],
        );
        if let Some(role) = &s.schedule.ping_role {
            line.push_str(&format!(" · <@&{role}>"));
        }
        line
    };
    let mut text = l.text("schedule-list-title");
    for schedule in &schedules {
        text.push('\n');
        text.push_str(&line(schedule));
    }
    private(ctx, text).await
}

/// Remove a scheduled drill.
#[poise::command(slash_command, guild_only)]
pub async fn remove(ctx: Context<'_>, #[min = 1] id: i64) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let guild = place(ctx)
        .guild
        .ok_or(BotError::Refused(Refusal::NoSchedule(id)))?;
    let existing = ctx.data().schedules.of(&guild).await?;
    let Some(found) = existing.into_iter().find(|s| s.id == id) else {
        return Err(BotError::Refused(Refusal::NoSchedule(id)));
    };
    if !ctx.data().schedules.remove(&guild, id).await? {
        return Err(BotError::Refused(Refusal::NoSchedule(id)));
    }
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let text = l.tr(
        "schedule-removed",
        &[
            ("who", who.name.as_str().into()),
            ("id", id.into()),
            ("scenario", found.schedule.scenario_id.as_str().into()),
        ],
    );
    public(ctx, text).await
}
