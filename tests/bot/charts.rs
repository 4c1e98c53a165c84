//! The chart on a status message shows the minute of that status: when the drill has moved
//! on before the chart is drawn (a turn-based `advance`), the picture still matches the
//! dashboard beside it.

use oncall_drill::drill::charts;
use oncall_drill::i18n::Localizer;
use serde_json::json;

use super::TestBot;
use crate::fake_discord::{Ctx, Method, CHANNEL_ID, GUILD_ID};
use oncall_drill::model::{Locale, Place};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_status_chart_shows_the_minute_of_its_dashboard() {
    // A chart with every status, so that every status posted is a new message with one.
    let bot = TestBot::start_with("charts-minute", |c| c.chart_every_minutes = 1).await;
    let admin = Ctx::guild();
    bot.incident(
        "start",
        json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7}),
        &admin,
    )
    .await;
    bot.wait_posts(1).await;
    // Thirty minutes at once: the statuses kept in the queue (those before an event or an
    // alert) are drawn while the drill is already at minute 30.
    bot.slash("advance", json!({"minutes": 30}), &admin).await;
    bot.incident("stop", json!({}), &admin).await;
    bot.wait_debrief("Debrief: ").await;
    let snapshot = bot
        .drills()
        .snapshot(&Place::in_guild(
            GUILD_ID.to_string(),
            CHANNEL_ID.to_string(),
        ))
        .await
        .expect("the drill's snapshot");
    let l = Localizer::new(Locale::EnUs);
    let footer = regex::Regex::new(r"minute (\d+) of 90").unwrap();
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let mut checked = Vec::new();
    for post in bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.is(Method::Post, &path))
    {
        let body = post.json().expect("a message body");
        let Some(text) = body["embeds"][0]["footer"]["text"].as_str() else {
            continue;
        };
        let Some(found) = footer.captures(text) else {
            continue;
        };
        let minute: u32 = found[1].parse::<u32>().unwrap() - 1;
        let files = post.files();
        assert_eq!(files.len(), 1, "minute {minute}: one chart");
        let expected = charts::live_png(&l, &snapshot, minute).expect("the chart draws");
        assert!(
            files[0].bytes == expected,
            "the chart of the status of minute {minute} shows another minute"
        );
        checked.push(minute);
    }
    assert!(
        checked.iter().any(|&m| m > 0 && m < 30),
        "a status drawn while the drill was already further on: {checked:?}"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}
