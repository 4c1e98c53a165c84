//! A server's game-master role through the real bot (issue 30): `/gm role` names it (for
//! those who may change settings); a member who holds it injects in a drill started
//! without `gm:true` (a private confirmation, nothing in the channel) and sees the hidden
//! view; a member without it is refused privately, the refusal naming the role.

use oncall_drill::model::GuildId;
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, CHANNEL_ID, GUILD_ID};

const GM_ROLE: u64 = 1_100_000_000_000_000_555;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn members_of_the_game_master_role_inject_and_others_are_refused_naming_it() {
    let bot = TestBot::start("gm-role").await;
    let admin = Ctx::guild();
    // Neither may change the server's settings: carol holds the role, bo does not.
    let carol = (Ctx::guild().user(100_000_000_000_000_303, "carol"))
        .permissions("0")
        .roles(&[GM_ROLE]);
    let bo = (Ctx::guild().user(100_000_000_000_000_202, "bo")).permissions("0");
    let role = json!({"role": {"type": 8, "value": GM_ROLE.to_string()}});
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "role", json!({}), &bo))
            .await,
    );
    assert!(private && text.contains("no game-master role"), "{text}");

    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "role", role.clone(), &bo))
            .await,
    );
    assert!(
        private && text.contains("Manage Channels permission"),
        "{text}"
    );
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "role", role, &admin))
            .await,
    );
    assert!(
        !private && text.contains(&format!("<@&{GM_ROLE}>")),
        "{text}"
    );
    let stored = bot
        .handles()
        .settings
        .get(&GuildId(GUILD_ID.to_string()))
        .await
        .unwrap();
    assert_eq!(stored.game_master_role_id, Some(GM_ROLE.to_string()));
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "role", json!({}), &bo))
            .await,
    );
    assert!(
        private && text.contains(&format!("role is <@&{GM_ROLE}>")),
        "{text}"
    );

    // A drill without gm:true: the role's members are its game masters.
    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 4});
    reply(&bot.incident("start", start, &admin).await);
    let inject = json!({"event": "db-slow", "size": 60});
    let (text, private) = reply(&bot.slash("inject", inject.clone(), &bo).await);
    assert!(private, "{text}");
    assert!(
        text.contains(&format!("<@&{GM_ROLE}>")) && text.contains("Only the game masters"),
        "names the role: {text}"
    );
    let (text, private) = reply(&bot.slash("inject", inject, &carol).await);
    assert!(private && text.contains("db-slow 60"), "{text}");
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "view", json!({}), &carol))
            .await,
    );
    assert!(private && text.contains("db-slow 60"), "{text}");
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "view", json!({}), &bo))
            .await,
    );
    assert!(
        private && text.contains(&format!("<@&{GM_ROLE}>")),
        "{text}"
    );
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let told: Vec<String> = (bot.fake.requests().into_iter())
        .filter(|r| r.path.starts_with(&channel))
        .filter_map(|r| r.json().map(Value::to_string))
        .filter(|body| body.contains("db-slow"))
        .collect();
    assert!(told.is_empty(), "the channel hears nothing of it: {told:?}");
    bot.assert_requests_valid();
    bot.stop().await;
}
