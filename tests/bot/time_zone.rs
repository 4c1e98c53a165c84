//! A server's time zone for its schedules (issue 31.1) through the real bot: an unknown
//! name is refused, naming it, and nothing changes; a tz database name is stored under its
//! own spelling, and `/schedule add` and `/schedule list` then name that zone, with the
//! times on its clock.

use oncall_drill::model::GuildId;
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, GUILD_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn schedules_read_and_show_the_server_s_time_zone_and_an_unknown_one_is_refused() {
    let bot = TestBot::start("time-zone").await;
    let admin = Ctx::guild();
    let guild = GuildId(GUILD_ID.to_string());
    let timezone = |options: Value| bot.fake.subcommand("schedule", "timezone", options, &admin);

    let (text, private) = reply(
        &bot.call(timezone(json!({"zone": "Mars/Olympus_Mons"})))
            .await,
    );
    assert!(
        private && text.contains("“Mars/Olympus_Mons” is not a time zone"),
        "{text}"
    );
    let settings = bot.handles().settings.get(&guild).await.unwrap();
    assert_eq!(settings.time_zone, None, "nothing changed");

    let (text, private) = reply(
        &bot.call(timezone(json!({"zone": "europe/amsterdam"})))
            .await,
    );
    assert!(!private && text.contains("Europe/Amsterdam"), "{text}");
    let settings = bot.handles().settings.get(&guild).await.unwrap();
    assert_eq!(settings.time_zone.as_deref(), Some("Europe/Amsterdam"));
    let (text, private) = reply(&bot.call(timezone(json!({}))).await);
    assert!(private && text.contains("is Europe/Amsterdam"), "{text}");

    let add = json!({"scenario": "bad-deploy", "at": "09:30", "every": "day"});
    let (text, _) = reply(
        &bot.call(bot.fake.subcommand("schedule", "add", add, &admin))
            .await,
    );
    assert!(
        text.contains("every day at 09:30 Europe/Amsterdam")
            && text.contains(" 09:30 Europe/Amsterdam."),
        "{text}"
    );
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("schedule", "list", Value::Null, &admin))
            .await,
    );
    assert!(private, "{text}");
    assert!(
        text.starts_with("Scheduled drills (times in Europe/Amsterdam):"),
        "{text}"
    );
    let line = text.lines().nth(1).expect("the schedule's line");
    assert!(
        line.contains("every day at 09:30 Europe/Amsterdam") && line.ends_with(" 09:30"),
        "the next start on Amsterdam's clock: {line}"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}
