//! `/rollback` before the bad build: accepted, changes nothing, and the acknowledgement
//! says so in the server's language; at the deploy's first minute it rolls back as usual.

use oncall_drill::model::Place;
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, CHANNEL_ID, GUILD_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rollback_with_no_bad_build_is_acknowledged_as_doing_nothing() {
    let bot = TestBot::start("rollback-note").await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5});
    bot.incident("start", start, &admin).await;
    let (text, ephemeral) = reply(&bot.slash("rollback", Value::Null, &admin).await);
    assert!(!ephemeral, "{text}");
    assert!(
        text.contains("Nothing to roll back: the running build is the good one."),
        "{text}"
    );
    assert!(!text.contains("started a rollback"), "{text}");

    // 09:09 shown: the press lands at 09:10, the build's first minute.
    bot.advance(&admin, 9).await;
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let snapshot = bot.drills().snapshot(&place).await.unwrap();
    assert!(
        snapshot.records().iter().all(|r| !r.rollback_in_progress),
        "the early press prepared nothing"
    );
    let (text, _) = reply(&bot.slash("rollback", Value::Null, &admin).await);
    assert!(text.contains("started a rollback"), "{text}");
    assert!(!text.contains("Nothing to roll back"), "{text}");

    // A Russian server reads the note in Russian.
    let ru = Ctx::guild()
        .channel(CHANNEL_ID + 3)
        .guild_locale(Some("ru"));
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5});
    bot.incident("start", start, &ru).await;
    let (text, _) = reply(&bot.slash("rollback", Value::Null, &ru).await);
    assert!(
        text.contains("Откатывать нечего: работает хорошая сборка."),
        "{text}"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}
