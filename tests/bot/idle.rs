//! The publisher's idle signal (issue 28.5), which the tests wait on instead of a while for
//! "nothing more": it answers only once what the test caused has been posted, a post that
//! waits on a back-off or on Discord's rate limit included, never from before.

use std::time::Duration;

use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_publisher_is_idle_only_once_its_retries_and_rate_limit_waits_are_over() {
    let bot = TestBot::start("idle-retries").await;
    let posts = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    // The opening status is refused twice: it goes out after two back-offs (1 s, then 2 s).
    bot.fake
        .fail_times(Method::Post, &posts, 500, Value::Null, 2);
    let start = json!({"scenario": "free-play", "pace": "turns"});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    bot.publisher_idle().await;
    let answers: Vec<Option<u16>> = (bot.fake.requests().iter())
        .filter(|r| r.is(Method::Post, &posts))
        .map(|r| r.status)
        .collect();
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert_eq!(&answers[..2], [Some(500), Some(500)]);
    assert!(
        answers[2].is_some_and(|s| (200..300).contains(&s)),
        "{answers:?}"
    );

    // Discord's global limit holds everything for a second: the next minute's status waits
    // it out, and the publisher is idle only once it is shown.
    bot.fake.force_global_429(Duration::from_secs(1));
    bot.advance(&Ctx::guild(), 1).await;
    bot.publisher_idle().await;
    let shown = (bot.fake.requests().iter())
        .filter(|r| r.path.starts_with(&posts) && r.succeeded())
        .filter_map(|r| r.json()?["embeds"][0]["title"].as_str().map(str::to_string))
        .any(|title| title.contains("08:01"));
    assert!(
        shown,
        "the 08:01 status was not shown when the publisher said it was idle"
    );
    assert!(
        bot.fake.limit_stats().global_429 > 0,
        "the global limit was met"
    );
    bot.stop().await;
}
