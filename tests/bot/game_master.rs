//! The game master through the real bot (issue 30): `/incident start … gm:true` makes its
//! starter the game master; their `/inject` is confirmed privately and nothing of it reaches
//! the channel (the dashboard shows its effects); anyone else's is refused privately,
//! naming the game master; `/gm view` lists the scenario's scheduled events privately, and
//! a drill without a game master refuses both.

use oncall_drill::model::Place;
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, CHANNEL_ID, GUILD_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_master_injects_privately_and_sees_the_hidden_view() {
    let bot = TestBot::start("game-master").await;
    let admin = Ctx::guild();
    let bo = Ctx::guild().user(100_000_000_000_000_202, "bo");
    let inject = json!({"event": "db-slow", "size": 60});

    // Without gm:true nobody injects.
    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 4});
    reply(&bot.incident("start", start, &admin).await);
    let (text, private) = reply(&bot.slash("inject", inject.clone(), &admin).await);
    assert!(private && text.contains("no game master"), "{text}");
    reply(&bot.incident("stop", Value::Null, &admin).await);

    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 4, "gm": "on"});
    let (text, _) = reply(&bot.incident("start", start, &admin).await);
    assert!(text.contains("started"), "{text}");
    let (text, private) = reply(&bot.slash("inject", inject.clone(), &bo).await);
    assert!(private, "{text}");
    assert!(
        text.contains("<@100000000000000101>"),
        "names the game master: {text}"
    );
    let (text, private) = reply(
        &bot.slash("inject", json!({"event": "surge", "size": 11}), &admin)
            .await,
    );
    assert!(private && text.contains("2–10"), "{text}");

    let (text, private) = reply(&bot.slash("inject", inject, &admin).await);
    assert!(private, "only the game master sees it: {text}");
    assert!(text.contains("db-slow 60"), "{text}");
    bot.slash("advance", json!({"minutes": 2}), &admin).await;
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let snapshot = bot.drills().snapshot(&place).await.expect("a drill");
    let last = snapshot.history.last().expect("a minute");
    assert_eq!(last.db_capacity_qps, 4000.0 * 0.4, "the inject landed");
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let told: Vec<String> = (bot.fake.requests().into_iter())
        .filter(|r| r.path.starts_with(&channel))
        .filter_map(|r| r.json().map(Value::to_string))
        .filter(|body| body.contains("db-slow") || body.contains("inject"))
        .collect();
    assert!(told.is_empty(), "the channel hears nothing of it: {told:?}");

    let view = json!({});
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "view", view.clone(), &bo))
            .await,
    );
    assert!(private && text.contains("<@100000000000000101>"), "{text}");
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "view", view, &admin))
            .await,
    );
    assert!(private, "{text}");
    let flush = snapshot.timeline.first().expect("the scheduled flush");
    let clock = snapshot.scenario.setup.clock_of(flush.minute()).to_string();
    assert!(text.contains("The scenario's scheduled events:"), "{text}");
    assert!(
        text.contains(&format!("{clock} ")),
        "the flush's clock {clock}: {text}"
    );
    assert!(text.contains("db-slow 60"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

/// With the web on, `/gm view` gives the game master their own page's link, privately:
/// the page with the inject panel and the hidden view.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gm_view_gives_the_game_master_their_web_page() {
    let bot = TestBot::start_with("game-master-web", |config| {
        config.web = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 4, "gm": "on"});
    reply(&bot.incident("start", start, &admin).await);
    let (text, private) = reply(
        &bot.call(bot.fake.subcommand("gm", "view", json!({}), &admin))
            .await,
    );
    assert!(private, "{text}");
    assert!(text.contains("Your game-master page"), "{text}");
    let link = text
        .split_whitespace()
        .find(|word| word.starts_with("http://127.0.0.1:") && word.contains("/d/"))
        .unwrap_or_else(|| panic!("a web link: {text}"));
    let html = crate::web::page_text(link).await;
    assert!(html.contains("id=\"gm-panel\"") && html.contains("id=\"hidden-view\""));
    // The channel's start message links the read-only page, never this one.
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let leaked = (bot.fake.requests().into_iter())
        .filter(|r| r.path.starts_with(&channel))
        .any(|r| r.json().is_some_and(|b| b.to_string().contains(link)));
    assert!(!leaked, "the game master's link stays private");
    bot.assert_requests_valid();
    bot.stop().await;
}
