//! The bot reports its own health: `GET /metrics` in the Prometheus text format (drills
//! running by pace, simulated minutes, what the publisher sent, interaction latency) and
//! `GET /healthz` (200 while the gateway is connected and the database writable, 503 with
//! the reason otherwise), on the web's address or on the `metrics` address of its own.

use serde_json::json;

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, CHANNEL_ID};

/// The value of the sample named exactly `series` (name and labels), 0 when absent.
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map(|value| value.trim().parse().expect("a number"))
        .unwrap_or(0.0)
}

/// The sum of every sample of the family `name` (all its labels).
fn family_sum(text: &str, name: &str) -> f64 {
    text.lines()
        .filter(|line| line.starts_with(&format!("{name}{{")))
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

async fn scrape(url: &str) -> String {
    let answer = crate::web::client().get(url).send().await.unwrap();
    assert_eq!(answer.status(), 200);
    answer.text().await.unwrap()
}

#[tokio::test]
async fn metrics_count_the_running_drills_and_what_the_bot_sent() {
    let bot = TestBot::start_with("metrics", |config| {
        config.web = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let url = format!(
        "http://{}/metrics",
        bot.running().web.as_ref().unwrap().local_addr()
    );
    let paces = ["turns", "turns", "60s"];
    for (n, pace) in paces.into_iter().enumerate() {
        let ctx = Ctx::guild().channel(CHANNEL_ID + 30 + n as u64);
        let (text, _) = reply(
            &bot.incident(
                "start",
                json!({"scenario": "bad-deploy", "pace": pace, "seed": 5}),
                &ctx,
            )
            .await,
        );
        assert!(text.contains("started"), "{text}");
    }
    let text = scrape(&url).await;
    assert_eq!(
        sample(&text, "oncall_drill_drills_running{pace=\"turns\"}"),
        2.0,
        "{text}"
    );
    assert_eq!(
        sample(&text, "oncall_drill_drills_running{pace=\"60s\"}"),
        1.0
    );
    assert_eq!(family_sum(&text, "oncall_drill_drills_running"), 3.0);
    assert!(
        sample(&text, "oncall_drill_interaction_ack_seconds_count") >= 3.0,
        "every start was an interaction answered: {text}"
    );
    assert!(text.contains("oncall_drill_outbox_depth "), "{text}");
    // Each start's first status goes out.
    let posted = super::eventually("the three first statuses counted", || async {
        let text = scrape(&url).await;
        let sent = family_sum(&text, "oncall_drill_discord_sent_total");
        (sent >= 3.0).then_some(text)
    })
    .await;
    let minutes_before = sample(&posted, "oncall_drill_simulated_minutes_total");
    let sent_before = family_sum(&posted, "oncall_drill_discord_sent_total");
    bot.advance(&Ctx::guild().channel(CHANNEL_ID + 30), 1).await;
    let after = super::eventually("the advanced status counted", || async {
        let text = scrape(&url).await;
        (family_sum(&text, "oncall_drill_discord_sent_total") > sent_before).then_some(text)
    })
    .await;
    assert!(
        sample(&after, "oncall_drill_simulated_minutes_total") >= minutes_before + 1.0,
        "the advance's minute counted: {after}"
    );
    assert!(
        after.contains("oncall_drill_event_queue_depth{subscriber=\"discord\"}")
            && after.contains("oncall_drill_event_queue_depth{subscriber=\"web\"}"),
        "each subscriber's queue: {after}"
    );
    bot.stop().await;
}

#[tokio::test]
async fn healthz_says_503_when_the_database_or_the_gateway_is_gone() {
    // No web page: the metrics address of its own.
    let bot = TestBot::start_with("healthz", |config| {
        config.metrics = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let base = format!("http://{}", bot.running().monitor_addr.expect("served"));
    let client = crate::web::client();
    let health = || async {
        let answer = client.get(format!("{base}/healthz")).send().await.unwrap();
        (answer.status().as_u16(), answer.text().await.unwrap())
    };
    scrape(&format!("{base}/metrics")).await;
    assert_eq!(health().await, (200, "ok\n".to_string()));

    // Another connection holds the write lock: the bot's database takes no write.
    let blocker = rusqlite::Connection::open(&bot.db).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE;").unwrap();
    let (status, reason) = health().await;
    assert_eq!(status, 503, "{reason}");
    assert!(reason.contains("database is not writable"), "{reason}");
    blocker.execute_batch("ROLLBACK;").unwrap();
    assert_eq!(health().await.0, 200);

    bot.fake.gateway_gone();
    let reason = super::eventually("503 once the gateway is gone", || async {
        let (status, reason) = health().await;
        (status == 503).then_some(reason)
    })
    .await;
    assert!(reason.contains("gateway is not connected"), "{reason}");
    bot.stop().await;
}
