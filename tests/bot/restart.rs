//! Restarting the bot in the middle of a drill on the same SQLite file: the drill continues
//! with its history and every acknowledged action.

use serde_json::{json, Value};

use super::{field, reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_continues_the_drill_with_its_history() {
    let mut bot = TestBot::start("restart").await;
    let admin = Ctx::guild();
    reply(
        &bot.incident(
            "start",
            json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5}),
            &admin,
        )
        .await,
    );
    reply(&bot.slash("ttl", json!({"seconds": 150}), &admin).await);
    reply(&bot.slash("advance", json!({"minutes": 12}), &admin).await);
    reply(&bot.slash("rollback", Value::Null, &admin).await);
    let before = bot.slash("status", Value::Null, &admin).await;
    let clock_before = before["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(clock_before.contains("09:12"), "{clock_before}");

    bot.restart().await;
    // The channel is told, and the drill answers with the same state.
    bot.fake
        .wait_for(
            |r| {
                r.json().is_some_and(|j| {
                    j["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("continues where it stopped (09:12)"))
                })
            },
            WAIT,
        )
        .await;
    let after = bot.slash("status", Value::Null, &admin).await;
    assert_eq!(
        after["data"]["embeds"][0]["title"],
        before["data"]["embeds"][0]["title"]
    );
    assert_eq!(
        after["data"]["embeds"][0]["fields"], before["data"]["embeds"][0]["fields"],
        "the same numbers after replay"
    );
    // The rollback acknowledged before the restart applies at the next minute.
    reply(&bot.slash("advance", json!({"minutes": 1}), &admin).await);
    let status = bot.slash("status", Value::Null, &admin).await;
    assert!(
        status["data"]["embeds"][0]["description"]
            .as_str()
            .unwrap()
            .contains("Rollback in progress"),
        "{status:#}"
    );
    assert_eq!(
        field(&status["data"], "Fleet cost").as_deref(),
        Some("8.00 $/h"),
        "billed twice while preparing"
    );
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    let actions: Vec<String> = conn
        .prepare("SELECT action FROM actions ORDER BY seq")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(actions, ["ttl 150", "rollback"]);
    let identifies = bot
        .fake
        .requests_matching(Method::Put, "/api/v10/applications/")
        .len();
    assert!(identifies >= 1);
    bot.assert_requests_valid();
    bot.stop().await;
}
