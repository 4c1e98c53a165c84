//! Each interaction is carried out once: a slash command, a subcommand or a button that
//! Discord delivers again (a repeated dispatch, a replay after the session resumed) changes
//! nothing the second time and is not answered again.

use oncall_drill::model::Place;
use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID, GUILD_ID};

/// How many answers the bot sent to this interaction.
fn callbacks(bot: &TestBot, interaction: &Value) -> usize {
    let path = format!(
        "/api/v10/interactions/{}/{}/callback",
        interaction["id"].as_str().unwrap(),
        interaction["token"].as_str().unwrap()
    );
    bot.fake
        .requests()
        .iter()
        .filter(|r| r.is(Method::Post, &path))
        .count()
}

/// The actions the drill in the test channel has stored.
async fn actions(bot: &TestBot) -> Vec<String> {
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let snapshot = bot.drills().snapshot(&place).await.expect("a drill");
    snapshot
        .log
        .iter()
        .map(|logged| logged.action.to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_interaction_is_carried_out_once() {
    let bot = TestBot::start("once").await;
    let admin = Ctx::guild();
    let start = bot.fake.subcommand(
        "incident",
        "start",
        json!({"scenario": "free-play", "pace": "turns"}),
        &admin,
    );
    // A subcommand passes the framework's checks once per level: the first delivery must
    // still be carried out.
    let (text, ephemeral) = reply(&bot.call(start.clone()).await);
    assert!(!ephemeral, "the start is carried out: {text}");
    let ttl = bot
        .fake
        .slash_command("ttl", json!({"seconds": 120}), &admin);
    let (text, ephemeral) = reply(&bot.call(ttl.clone()).await);
    assert!(!ephemeral, "{text}");
    let press = bot.fake.component("od:floor+2@1", 1, &admin);
    let (text, ephemeral) = reply(&bot.call(press.clone()).await);
    assert!(!ephemeral, "{text}");
    assert_eq!(actions(&bot).await, ["ttl 120", "floor 12"]);

    // Discord delivers each again; the button after the session was dropped and resumed.
    bot.fake.inject_interaction(start.clone()).await;
    bot.fake.inject_interaction(ttl.clone()).await;
    assert!(bot.fake.disconnect());
    bot.fake.wait_resumed_count(1, WAIT).await;
    bot.fake.inject_interaction(press.clone()).await;
    bot.fake.inject_interaction(ttl.clone()).await;

    // A new interaction, delivered after the repeats, is carried out as usual.
    let later = bot
        .fake
        .slash_command("ttl", json!({"seconds": 130}), &admin);
    let (text, ephemeral) = reply(&bot.call(later).await);
    assert!(!ephemeral, "{text}");
    assert_eq!(
        actions(&bot).await,
        ["ttl 120", "floor 12", "ttl 130"],
        "no repeat applied anything"
    );
    for interaction in [&start, &ttl, &press] {
        assert_eq!(
            callbacks(&bot, interaction),
            1,
            "answered once: {}",
            interaction["data"]
        );
    }
    bot.assert_requests_valid();
    bot.stop().await;
}
