//! `/schedule add|list|remove|timezone`: drills that start on their own in the channel a
//! schedule was made in, for members who may start drills, at times on the server's clock
//! (its time zone, UTC unless set; every answer names it). Everything typed is checked
//! here, with clear refusals (scenario, time, recurrence and day, the ping role, the zone);
//! the scheduler (`drill::schedules::run`) and its announcements (`discord::scheduled`) do
//! the rest.

use poise::serenity_prelude as serenity;

use crate::i18n::messages::pace_text;
use crate::i18n::schedule::{game_master_line, moment, when};
use crate::model::schedule::{
    zone_names_containing, Every, Recurrence, ScheduleError, TimeOfDay, Weekday, Zone,
};
use crate::model::{Author, GuildId, Pace};

use super::super::answer::{private, public};
use super::super::context::{place, who, Context, Data};
use super::super::errors::{BotError, Refusal};
use super::super::params::{Choice, Choices, Label};
use super::super::permissions::{require_bot_can_post, require_manager};
use crate::drill::schedules::due::{due, Due};
use crate::drill::schedules::{Schedule, StoredSchedule};

/// Drills on a schedule (times in the server's time zone).
#[poise::command(
    slash_command,
    guild_only,
    subcommands("add", "list", "remove", "timezone"),
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
    gm: Option<serenity::User>,
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
    // A drill's game master plays it: a member, never a bot.
    if gm.as_ref().is_some_and(|user| user.bot) {
        return Err(refused(ScheduleError::BotGameMaster));
    }
    // The scenario must exist now (a built-in one or this server's own).
    let (found, _) = ctx
        .data()
        .uploads
        .find_scenario(place.guild.as_ref(), &scenario)
        .await?;
    let who = who(ctx);
    let now_ms = ctx.data().drills.clock().now().unix_ms;
    let zone = zone_of(ctx, place.guild.as_ref()).await?;
    let schedule = Schedule {
        place,
        scenario_id: found.id.clone(),
        recurrence: Recurrence { at, every },
        ping_role: ping.map(|r| r.id.to_string()),
        pace,
        created_by: who.id.clone(),
        created_by_name: who.name.clone(),
        created_at_ms: now_ms,
        game_master: gm.map(|user| Author {
            id: user.id.to_string(),
            name: user.display_name().to_string(),
        }),
    };
    let next = next_start(&schedule, &zone, None, now_ms);
    let id = ctx.data().schedules.add(schedule.clone()).await?;
    let l = ctx.data().localizer(ctx).await;
    let mut text = l.tr(
        "schedule-added",
        &[
            ("who", who.name.as_str().into()),
            ("scenario", crate::i18n::scenario::title(&l, &found).into()),
            ("id", id.into()),
            ("when", when(&l, &schedule.recurrence, &zone).into()),
            (
                "next",
                next.map_or_else(|| l.text("schedule-next-none"), |at| moment(at, &zone))
                    .into(),
            ),
            ("zone", zone.name().into()),
        ],
    );
    if let Some(role) = &schedule.ping_role {
        text.push('\n');
        text.push_str(&l.tr("schedule-pings", &[("role", format!("<@&{role}>").into())]));
    }
    if let Some(gm) = &schedule.game_master {
        text.push('\n');
        text.push_str(&game_master_line(&l, gm));
    }
    public(ctx, text).await
}

/// The server's time zone (UTC outside a server).
async fn zone_of(ctx: Context<'_>, guild: Option<&GuildId>) -> Result<Zone, BotError> {
    Ok(match guild {
        Some(guild) => ctx.data().settings.zone(guild).await?,
        None => Zone::utc(),
    })
}

/// When a schedule starts next, as the scheduler will see it.
fn next_start(schedule: &Schedule, zone: &Zone, last: Option<i64>, now_ms: i64) -> Option<i64> {
    match due(
        &schedule.recurrence,
        zone,
        schedule.created_at_ms,
        last,
        now_ms,
    ) {
        Due::Wait { next_ms } => next_ms,
        Due::Start { occurrence_ms } | Due::SkipLate { occurrence_ms } => Some(occurrence_ms),
    }
}

/// This server's scheduled drills.
#[poise::command(slash_command, guild_only)]
pub async fn list(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().reader_localizer(ctx).await;
    let guild = place(ctx).guild;
    let zone = zone_of(ctx, guild.as_ref()).await?;
    let empty = || l.tr("schedule-list-empty", &[("zone", zone.name().into())]);
    let Some(guild) = guild else {
        return private(ctx, empty()).await;
    };
    let schedules = ctx.data().schedules.of(&guild).await?;
    if schedules.is_empty() {
        return private(ctx, empty()).await;
    }
    let now_ms = ctx.data().drills.clock().now().unix_ms;
    let line = |s: &StoredSchedule| {
        let next = next_start(&s.schedule, &zone, s.last_handled_ms, now_ms);
        let mut line = l.tr(
            "schedule-line",
            &[
                ("id", s.id.into()),
                ("scenario", s.schedule.scenario_id.as_str().into()),
                ("when", when(&l, &s.schedule.recurrence, &zone).into()),
                ("pace", pace_text(&l, s.schedule.pace).into()),
                ("channel", s.schedule.place.channel.0.as_str().into()),
                (
                    "next",
                    next.map_or_else(|| l.text("schedule-next-none"), |at| moment(at, &zone))
                        .into(),
                ),
            ],
        );
        if let Some(role) = &s.schedule.ping_role {
            line.push_str(&format!(" · <@&{role}>"));
        }
        if let Some(gm) = &s.schedule.game_master {
            line.push_str(" · ");
            line.push_str(&game_master_line(&l, gm));
        }
        line
    };
    let mut text = l.tr("schedule-list-title", &[("zone", zone.name().into())]);
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

/// Show this server's time zone, or set it (a tz database name; UTC for none).
#[poise::command(slash_command, guild_only)]
pub async fn timezone(
    ctx: Context<'_>,
    #[max_length = 64]
    #[autocomplete = "zone_names"]
    zone: Option<String>,
) -> Result<(), BotError> {
    let guild = place(ctx)
        .guild
        .ok_or(BotError::Refused(Refusal::NotAllowed))?;
    let now_ms = ctx.data().drills.clock().now().unix_ms;
    let Some(typed) = zone else {
        let l = ctx.data().reader_localizer(ctx).await;
        let zone = ctx.data().settings.zone(&guild).await?;
        let args = [
            ("zone", zone.name().into()),
            ("now", moment(now_ms, &zone).into()),
        ];
        return private(ctx, l.tr("schedule-zone-shown", &args)).await;
    };
    require_manager(ctx).await?;
    let zone = Zone::named(&typed).map_err(refused)?;
    // UTC is stored as none: the default, as a server that never set a zone has it.
    let stored = (zone != Zone::utc()).then(|| zone.name().to_string());
    ctx.data()
        .settings
        .update(&guild, move |s| s.time_zone = stored)
        .await?;
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let args = [
        ("who", who.name.as_str().into()),
        ("zone", zone.name().into()),
        ("now", moment(now_ms, &zone).into()),
    ];
    public(ctx, l.tr("schedule-zone-set", &args)).await
}

/// The tz database's names containing what was typed (Discord shows 25 at most).
async fn zone_names(
    _ctx: poise::ApplicationContext<'_, Data, BotError>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = zone_names_containing(partial, 25)
        .into_iter()
        .map(|name| serenity::AutocompleteChoice::new(name.clone(), name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
