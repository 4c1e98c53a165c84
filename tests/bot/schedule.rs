//! Drills on a schedule (issue 31.1) through the fake Discord: what `/schedule add` refuses
//! and what `/schedule list` shows of what is stored; a schedule whose time passed more
//! than an hour ago while the bot was down is skipped and said so; a running drill blocks a
//! scheduled start, said so; a schedule's game master runs its drills. (The start across a
//! kill -9 is `schedule_process.rs`.)

use std::time::{SystemTime, UNIX_EPOCH};

use oncall_drill::model::schedule::{Every, Recurrence, TimeOfDay, MINUTE_MS};
use oncall_drill::model::{GuildId, Pace, Place};
use oncall_drill::store::{Schedule, Store};
use serde_json::{json, Value};

use super::{eventually, reply, TestBot};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID, GUILD_ID};

pub const TEAM_ROLE: &str = "1100000000000000777";
const HOUR_MS: i64 = 60 * MINUTE_MS;

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

/// The time of day (UTC) of a moment, to the minute.
pub fn time_of_day(unix_ms: i64) -> TimeOfDay {
    TimeOfDay::from_minute_of_day(unix_ms.div_euclid(MINUTE_MS).rem_euclid(24 * 60)).unwrap()
}

/// Everything the bot posted in `channel`, as sent.
pub fn posts_in(bot: &super::TestBot, channel: u64) -> Vec<Value> {
    bot.fake
        .requests_matching(
            Method::Post,
            &format!("/api/v10/channels/{channel}/messages"),
        )
        .into_iter()
        .filter_map(|r| r.json().cloned())
        .collect()
}

/// The messages posted in the drill channel whose text contains `words`.
pub fn containing(bot: &super::TestBot, words: &str) -> Vec<Value> {
    posts_in(bot, CHANNEL_ID)
        .into_iter()
        .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(words)))
        .collect()
}

/// A once schedule of bad-deploy in the drill channel, made at `made_ms` for the time of
/// day of `at_ms`, run turn by turn.
pub fn once(made_ms: i64, at_ms: i64) -> Schedule {
    Schedule {
        place: Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string()),
        scenario_id: "bad-deploy".into(),
        recurrence: Recurrence {
            at: time_of_day(at_ms),
            every: Every::Once,
        },
        ping_role: Some(TEAM_ROLE.into()),
        pace: Pace::Turns,
        created_by: "1".into(),
        created_by_name: "ana".into(),
        created_at_ms: made_ms,
        game_master: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn schedule_add_refuses_what_cannot_run_and_list_shows_what_is_stored() {
    let bot = TestBot::start("schedule-list").await;
    let admin = Ctx::guild();
    let refusals = [
        (
            json!({"scenario": "bad-deploy", "at": "25:00", "every": "day"}),
            "is not a time",
        ),
        (
            json!({"scenario": "bad-deploy", "at": "09:30", "every": "week"}),
            "needs its day",
        ),
        (
            json!({"scenario": "bad-deploy", "at": "09:30", "every": "day", "day": "friday"}),
            "only for a weekly drill",
        ),
        (
            json!({"scenario": "no-such", "at": "09:30", "every": "day"}),
            "no-such",
        ),
        (
            json!({"scenario": "bad-deploy", "at": "09:30", "every": "day",
                   "ping": {"type": 8, "value": GUILD_ID.to_string()}}),
            "never @everyone",
        ),
    ];
    for (options, says) in refusals {
        let callback = bot
            .call(
                bot.fake
                    .subcommand("schedule", "add", options.clone(), &admin),
            )
            .await;
        let (text, private) = reply(&callback);
        assert!(private && text.contains(says), "{options}: {text}");
    }
    let weekly = json!({"scenario": "bad-deploy", "at": "09:30", "every": "week", "day": "friday",
                        "ping": {"type": 8, "value": TEAM_ROLE}, "pace": "turns"});
    let daily = json!({"scenario": "cache-flush", "at": "18:05", "every": "day"});
    for options in [weekly, daily] {
        let callback = bot
            .call(
                bot.fake
                    .subcommand("schedule", "add", options.clone(), &admin),
            )
            .await;
        let (text, private) = reply(&callback);
        assert!(!private && text.contains("UTC"), "{options}: {text}");
        assert_eq!(
            callback["data"]["allowed_mentions"]["parse"],
            json!([]),
            "{callback}"
        );
    }
    let stored = bot
        .handles()
        .schedules
        .of(&GuildId(GUILD_ID.to_string()))
        .await
        .unwrap();
    assert_eq!(stored.len(), 2, "nothing refused was stored");
    let callback = bot
        .call(bot.fake.subcommand("schedule", "list", Value::Null, &admin))
        .await;
    let (text, private) = reply(&callback);
    assert!(private, "{text}");
    let lines: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(lines.len(), stored.len(), "{text}");
    for (line, s) in lines.iter().zip(&stored) {
        let recurrence = &s.schedule.recurrence;
        let when = match recurrence.every {
            Every::Week(day) => format!(
                "every {} at {} UTC",
                capitalised(day.as_str()),
                recurrence.at
            ),
            Every::Day => format!("every day at {} UTC", recurrence.at),
            Every::Once => format!("once, at {} UTC", recurrence.at),
        };
        assert!(
            line.starts_with(&format!("#{} · {} · {when}", s.id, s.schedule.scenario_id)),
            "{line}"
        );
        let role = s.schedule.ping_role.as_ref().map(|r| format!("<@&{r}>"));
        assert_eq!(
            role.is_some_and(|r| line.contains(&r)),
            s.schedule.ping_role.is_some(),
            "{line}"
        );
    }
    // Removing one leaves the other listed.
    let removed = bot
        .call(
            bot.fake
                .subcommand("schedule", "remove", json!({"id": stored[0].id}), &admin),
        )
        .await;
    assert!(reply(&removed).0.contains("removed schedule"), "{removed}");
    let left = bot
        .handles()
        .schedules
        .of(&GuildId(GUILD_ID.to_string()))
        .await
        .unwrap();
    assert_eq!(left, stored[1..]);
    bot.assert_requests_valid();
    bot.stop().await;
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_missed_by_more_than_an_hour_while_down_is_skipped_and_said_so() {
    // Made three hours ago for two hours ago; the bot was down since: it starts now.
    let now = now_ms();
    let bot = TestBot::start_with("schedule-late", |config| {
        let store = Store::open(&config.db).unwrap();
        store
            .add_schedule(&once(now - 3 * HOUR_MS, now - 2 * HOUR_MS))
            .unwrap();
    })
    .await;
    let skipped = || async { containing(&bot, "skipped").into_iter().next() };
    let message = eventually("the skip told", skipped).await;
    let content = message["content"].as_str().unwrap();
    assert!(
        content.contains("UTC") && content.contains("an hour or more"),
        "{content}"
    );
    assert!(!content.contains("<@"), "a skip pings nobody: {content}");
    assert_eq!(message["allowed_mentions"]["parse"], json!([]), "{message}");
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    assert!(
        bot.drills().snapshot(&place).await.is_err(),
        "no drill was started"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_drill_blocks_a_scheduled_start_and_says_so() {
    let bot = TestBot::start("schedule-busy").await;
    let admin = Ctx::guild();
    bot.incident(
        "start",
        json!({"scenario": "cache-flush", "pace": "turns", "seed": 4}),
        &admin,
    )
    .await;
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let running = bot.drills().snapshot(&place).await.unwrap().id;
    // Due five minutes ago: less than an hour late, so it would start but for the drill.
    let now = now_ms();
    bot.handles()
        .schedules
        .add(once(now - 10 * MINUTE_MS, now - 5 * MINUTE_MS))
        .await
        .unwrap();
    let blocked = || async { containing(&bot, "already running").into_iter().next() };
    let message = eventually("the blocked start told", blocked).await;
    let content = message["content"].as_str().unwrap();
    assert!(
        content.contains("skipped") && content.contains("UTC"),
        "{content}"
    );
    assert_eq!(message["allowed_mentions"]["parse"], json!([]), "{message}");
    let snapshot = bot.drills().snapshot(&place).await.unwrap();
    assert_eq!(snapshot.id, running, "the running drill goes on");
    assert_eq!(snapshot.scenario.id, "cache-flush");
    bot.assert_requests_valid();
    bot.stop().await;
}

/// `/schedule add … gm:@member` (issue 31): stored and listed with its game master; its
/// drill starts in the game master's name, as theirs: they inject, the schedule's maker does
/// not; the start message names them without pinging anyone but the role.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_schedule_with_a_game_master_starts_its_drill_as_theirs() {
    const GM: &str = "100000000000000202";
    let bot = TestBot::start("schedule-gm").await;
    let admin = Ctx::guild();
    let gus = Ctx::guild().user(GM.parse().unwrap(), "gus");
    let options = json!([
        {"name": "scenario", "type": 3, "value": "cache-flush"},
        {"name": "at", "type": 3, "value": "09:30"},
        {"name": "every", "type": 3, "value": "day"},
        {"name": "gm", "type": 6, "value": GM},
    ]);
    let callback = bot
        .call(bot.fake.subcommand("schedule", "add", options, &admin))
        .await;
    let (text, private) = reply(&callback);
    assert!(!private, "{text}");
    let named = format!("game master: member-{GM}");
    assert!(text.contains(&named), "{text}");
    assert_eq!(callback["data"]["allowed_mentions"]["parse"], json!([]));
    let guild = GuildId(GUILD_ID.to_string());
    let stored = bot.handles().schedules.of(&guild).await.unwrap();
    let gm = stored[0].schedule.game_master.clone().expect("stored");
    assert_eq!(
        (gm.id.as_str(), gm.name.clone()),
        (GM, format!("member-{GM}"))
    );
    let callback = bot
        .call(bot.fake.subcommand("schedule", "list", Value::Null, &admin))
        .await;
    assert!(reply(&callback).0.contains(&named), "{callback}");

    // One due five minutes ago, with that game master: it starts now, as theirs.
    let now = now_ms();
    let with_gm = Schedule {
        game_master: Some(gm),
        ..once(now - 10 * MINUTE_MS, now - 5 * MINUTE_MS)
    };
    bot.handles().schedules.add(with_gm).await.unwrap();
    let started = || async { containing(&bot, "Scheduled drill").into_iter().next() };
    let message = eventually("the scheduled start told", started).await;
    let content = message["content"].as_str().unwrap();
    assert!(content.contains(&named), "{content}");
    assert!(!content.contains(&format!("<@{GM}>")), "{content}");
    assert_eq!(
        message["allowed_mentions"],
        json!({"parse": [], "roles": [TEAM_ROLE], "users": []}),
        "only the role is pinged"
    );
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let snapshot = bot.drills().snapshot(&place).await.unwrap();
    assert!(snapshot.meta.rules.game_master);
    assert_eq!(snapshot.meta.started_by, GM);
    let inject = json!({"event": "db-slow", "size": 60});
    let (text, private) = reply(&bot.slash("inject", inject.clone(), &admin).await);
    assert!(private && text.contains(&format!("<@{GM}>")), "{text}");
    let (text, private) = reply(&bot.slash("inject", inject, &gus).await);
    assert!(private && text.contains("db-slow 60"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}
