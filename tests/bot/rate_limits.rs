//! Discord's rate limits, kept by the bot behind `DISCORD_PROXY_URL` (the fake Discord):
//! a global 429 stops every request of the bot until it is over, and the per-channel
//! message buckets announced in `X-RateLimit-*` headers are waited out, never overrun.

use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::outbox::quick_delivery;
use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, RecordedRequest, CHANNEL_ID};

/// Bot requests the limits apply to (interaction callbacks and follow-ups are exempt).
fn limited(request: &RecordedRequest) -> bool {
    !request.path.contains("/interactions/") && !request.path.contains("/webhooks/")
}

fn footer_minute(request: &RecordedRequest) -> Option<String> {
    let footer = request.json()?["embeds"][0]["footer"]["text"].as_str()?;
    Some(footer.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_429_stops_every_request_until_it_is_over() {
    const CHANNELS: u64 = 6;
    // Statuses that waited a second or more say so.
    let bot = TestBot::start_with("global-429", |c| {
        quick_delivery(c);
        c.delivery.stale_after = Duration::from_secs(1);
        // 200 ms between requests: time for the first 429 to come back before the next
        // slot even on a loaded machine, while six edits sent regardless of it would
        // still all fall inside the 3 s block.
        c.tick_requests_per_second = 5;
    })
    .await;
    let channels: Vec<u64> = (1..=CHANNELS).map(|i| CHANNEL_ID + i).collect();
    for &channel in &channels {
        let ctx = Ctx::guild().channel(channel);
        let start = json!({"scenario": "free-play", "pace": "turns", "seed": 3});
        let (text, _) = reply(&bot.incident("start", start, &ctx).await);
        assert!(text.contains("started"), "{text}");
    }
    for &channel in &channels {
        let path = format!("/api/v10/channels/{channel}/messages");
        bot.fake
            .wait_for(|r| r.is(Method::Post, &path) && r.succeeded(), WAIT)
            .await;
    }
    let block = Duration::from_secs(3);
    let before = bot.fake.limit_stats();
    let seen_before = bot.fake.requests().len();
    let blocked_at = Instant::now();
    bot.fake.force_global_429(block);
    // Every drill moves on a minute: each has a status to edit, all during the block.
    for &channel in &channels {
        let ctx = Ctx::guild().channel(channel);
        reply(&bot.slash("advance", json!({"minutes": 1}), &ctx).await);
    }
    let mut edits = Vec::new();
    for &channel in &channels {
        let prefix = format!("/api/v10/channels/{channel}/messages/");
        let edit = bot
            .fake
            .wait_for(
                |r| {
                    r.method == Method::Patch
                        && r.path.starts_with(&prefix)
                        && r.succeeded()
                        && footer_minute(r).is_some_and(|f| f.contains("minute 2 of"))
                },
                WAIT,
            )
            .await;
        edits.push(edit);
    }
    let during_block: Vec<RecordedRequest> = bot.fake.inspect(|requests| {
        requests[seen_before..]
            .iter()
            .filter(|r| limited(r) && r.at < blocked_at + block)
            .cloned()
            .collect()
    });
    let answered_429 = bot.fake.limit_stats().global_429 - before.global_429;
    // The first request learns of the wait; at most one more may already be on its way.
    assert!(
        during_block.len() <= 2 && answered_429 <= 2,
        "{} requests during the 3 s global 429 ({answered_429} answered 429): {:#?}",
        during_block.len(),
        during_block.iter().map(|r| &r.path).collect::<Vec<_>>()
    );
    for edit in &edits {
        assert!(edit.at >= blocked_at + block, "sent during the block");
        let content = edit.json().unwrap()["content"].as_str().unwrap_or_default();
        assert!(
            content.contains("As of <t:") && content.contains(":R>"),
            "a status that waited says how stale it is: {content:?}"
        );
    }
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_channel_waits_out_its_bucket_instead_of_earning_429s() {
    let bot = TestBot::start_with("route-limits", |c| {
        quick_delivery(c);
        c.chart_every_minutes = 1;
    })
    .await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5});
    reply(&bot.incident("start", start, &admin).await);
    // An hour at once: the rollout, its alerts and (a chart with every status) each
    // status in between are new messages in the one channel, more than its bucket of 5
    // per 5 s takes.
    reply(&bot.slash("advance", json!({"minutes": 60}), &admin).await);
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    bot.incident("stop", Value::Null, &admin).await;
    bot.wait_debrief("Debrief: ").await;
    let posts: Vec<RecordedRequest> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.is(Method::Post, &path))
        .collect();
    assert!(
        posts.len() > 5,
        "{} posts: the bucket was tested",
        posts.len()
    );
    assert_eq!(
        bot.fake.limit_stats().route_429,
        0,
        "the bot read X-RateLimit-Remaining and waited"
    );
    assert!(posts.iter().all(RecordedRequest::succeeded));
    bot.assert_requests_valid();
    bot.stop().await;
}
