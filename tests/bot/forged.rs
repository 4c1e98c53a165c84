//! Interactions that do not fit the commands as registered (forged, outdated or altered):
//! a missing or unknown option, an option of the wrong type or given twice, a number out of
//! range, a command without its subcommand, a button the bot never offered, a guild
//! interaction without its member, or another server's interaction naming this channel. Each
//! is refused privately, in words and in the reader's language, and changes nothing.

use oncall_drill::model::Place;
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, CHANNEL_ID, GUILD_ID};

/// What a drill's state is, as far as a refusal must leave it alone.
async fn drill_state(bot: &TestBot) -> String {
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let snapshot = bot.drills().snapshot(&place).await.expect("a drill");
    format!(
        "{:?} {:?} {} actions, {} minutes, {:?}",
        snapshot.id,
        snapshot.state,
        snapshot.log.len(),
        snapshot.history.len(),
        snapshot.controls
    )
}

/// Discord's option objects, as given (name, type, value).
fn options(list: &[(&str, u8, Value)]) -> Value {
    list.iter()
        .map(|(name, kind, value)| json!({"name": name, "type": kind, "value": value}))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_values_are_refused_in_words_and_change_nothing() {
    let bot = TestBot::start("forged").await;
    let admin = Ctx::guild();
    let (text, ephemeral) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "free-play", "pace": "turns"}),
            &admin,
        )
        .await,
    );
    assert!(!ephemeral, "{text}");
    let before = drill_state(&bot).await;

    let start = |list: &[(&str, u8, Value)]| {
        bot.fake
            .subcommand("incident", "start", options(list), &admin)
    };
    let scenario = ("scenario", 3, json!("free-play"));
    let cases: Vec<(Value, &str)> = vec![
        (
            start(&[("pace", 3, json!("turns"))]),
            "“incident start” needs the option “scenario”; nothing was changed.",
        ),
        (
            start(&[scenario.clone(), ("seed", 3, json!("abc"))]),
            "The option “seed” takes a whole number; nothing was changed.",
        ),
        (
            start(&[scenario.clone(), ("seed", 10, json!(1.5))]),
            "The option “seed” takes a whole number; nothing was changed.",
        ),
        (
            start(&[scenario.clone(), ("seed", 4, json!(4_294_967_296_i64))]),
            "“seed” 4294967296 is out of range: allowed 0–4294967295; nothing was changed.",
        ),
        (
            start(&[scenario.clone(), ("seed", 4, json!(-1))]),
            "“seed” -1 is out of range: allowed 0–4294967295; nothing was changed.",
        ),
        (
            start(&[scenario.clone(), ("pace", 4, json!(10))]),
            "The option “pace” takes text; nothing was changed.",
        ),
        (
            bot.fake.slash_command(
                "ttl",
                options(&[("seconds", 4, json!(120)), ("bogus", 4, json!(1))]),
                &admin,
            ),
            "“ttl” has no option “bogus”; nothing was changed.",
        ),
        (
            bot.fake.slash_command(
                "ttl",
                options(&[("seconds", 4, json!(120)), ("seconds", 4, json!(60))]),
                &admin,
            ),
            "The option “seconds” was given more than once; nothing was changed.",
        ),
        (
            bot.fake
                .slash_command("ttl", options(&[("seconds", 5, json!(true))]), &admin),
            "The option “seconds” takes a whole number; nothing was changed.",
        ),
        (
            bot.fake.slash_command("incident", Value::Null, &admin),
            "“incident” needs one of: start, stop, export, pace; nothing was changed.",
        ),
        (
            bot.fake.component("od:reboot", 1, &admin),
            "This button is not one the bot offers; nothing was changed.",
        ),
        (
            bot.fake.component("od:advance:7", 1, &admin),
            "This button is not one the bot offers; nothing was changed.",
        ),
        (
            bot.fake.component("somebody-elses-button", 1, &admin),
            "This button is not one the bot offers; nothing was changed.",
        ),
    ];
    for (payload, expected) in cases {
        let (text, ephemeral) = reply(&bot.call(payload.clone()).await);
        assert!(ephemeral, "private: {text}");
        assert_eq!(text, expected, "{}", payload["data"]);
    }

    // A subcommand a command does not have is an unknown command, named as typed, with the
    // bot's commands (not only the controls) listed.
    for (command, sub, typed) in [
        ("ttl", "start", "ttl start"),
        ("incident", "restart", "incident restart"),
    ] {
        let payload = bot.fake.subcommand(command, sub, Value::Null, &admin);
        let (text, ephemeral) = reply(&bot.call(payload).await);
        assert!(ephemeral);
        assert!(
            text.starts_with(&format!(
                "Unknown command “{typed}”. Commands: incident, status,"
            )),
            "{text}"
        );
    }

    // A guild interaction without its member cannot be checked (who, which permissions).
    for mut payload in [
        bot.fake
            .slash_command("ttl", json!({"seconds": 120}), &admin),
        bot.fake.subcommand("incident", "stop", Value::Null, &admin),
        bot.fake.component("od:rollback", 1, &admin),
    ] {
        let member = payload
            .as_object_mut()
            .unwrap()
            .remove("member")
            .expect("a member");
        payload["user"] = member["user"].clone();
        let (text, ephemeral) = reply(&bot.call(payload).await);
        assert!(ephemeral, "{text}");
        assert_eq!(
            text,
            "This interaction is not in a form the bot can carry out (outdated or altered); nothing was changed."
        );
    }

    // Another server's interaction naming this channel finds no drill: drills are looked up
    // by server and channel.
    let elsewhere = Ctx {
        guild_id: Some(GUILD_ID + 1),
        ..Ctx::guild()
    };
    for payload in [
        bot.fake
            .slash_command("ttl", json!({"seconds": 120}), &elsewhere),
        bot.fake
            .subcommand("incident", "stop", Value::Null, &elsewhere),
        bot.fake.slash_command("pause", Value::Null, &elsewhere),
        bot.fake.component("od:rollback@1", 1, &elsewhere),
    ] {
        let (text, ephemeral) = reply(&bot.call(payload).await);
        assert!(ephemeral && text.contains("no incident running"), "{text}");
    }

    // In the reader's own language, with the names their client shows.
    let russian = admin.clone().locale("ru");
    let payload = bot.fake.subcommand(
        "incident",
        "start",
        options(&[("pace", 3, json!("turns"))]),
        &russian,
    );
    let (text, ephemeral) = reply(&bot.call(payload).await);
    assert!(ephemeral);
    assert!(
        text.contains("«инцидент старт»") && text.contains("сценарий"),
        "{text}"
    );
    assert!(!text.contains("nothing was changed"), "{text}");

    assert_eq!(
        drill_state(&bot).await,
        before,
        "no refusal changed the drill"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}
