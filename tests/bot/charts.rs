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
    // A minute, then 29 more at once: an advance posts one status, of its last minute, so
    // the status of minute 1 may be drawn while the drill is already on its way to minute
    // 30 (the deploy announced at 09:10 is queued behind it, so it is not replaced).
    bot.slash("advance", json!({"minutes": 1}), &admin).await;
    bot.slash("advance", json!({"minutes": 29}), &admin).await;
    // Its status is out before the stop (which would replace an unsent one).
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let shows_last = |r: &crate::fake_discord::RecordedRequest| {
        r.is(Method::Post, &path)
            && r.json().is_some_and(|j| {
                j["embeds"][0]["title"]
                    .as_str()
                    .is_some_and(|t| t.contains("09:30"))
            })
    };
    bot.fake.wait_for(shows_last, super::WAIT).await;
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
    assert_eq!(
        checked,
        vec![0, 1, 30],
        "the opening status and one status per advance, each with its own minute's chart"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}
