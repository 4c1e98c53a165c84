//! What the bot must not lose — scenario events, alerts, debriefs — goes through the outbox
//! in its database: retried until Discord takes it (through an outage longer than any fixed
//! number of tries, past a request that is never answered, across a restart), in order in
//! its channel, and removed once delivered.

use std::path::Path;
use std::time::Duration;

use oncall_drill::discord::config::{Delivery, STALE_AFTER};
use oncall_drill::discord::{self, BotConfig};
use serde_json::{json, Value};

use super::{call, eventually, posts_embed_titled, reply, wait_content, TestBot, WAIT};
use crate::fake_discord::{Ctx, FakeDiscord, Method, BOT_TOKEN, CHANNEL_ID, GUILD_ID};
use crate::util::temp_dir;

/// Delivery fast enough for a test: a 1 s timeout, retries 10 ms apart doubling to 100 ms.
pub fn quick_delivery(config: &mut BotConfig) {
    config.delivery = Delivery {
        rest_timeout: Duration::from_secs(1),
        retry_first: Duration::from_millis(10),
        retry_max: Duration::from_millis(100),
        stale_after: STALE_AFTER,
    };
}

fn messages_path(channel: u64) -> String {
    format!("/api/v10/channels/{channel}/messages")
}

/// The texts Discord took in the drill channel, in the order it took them.
fn delivered_texts(fake: &FakeDiscord) -> Vec<String> {
    let path = messages_path(CHANNEL_ID);
    fake.requests()
        .iter()
        .filter(|r| r.is(Method::Post, &path) && r.succeeded())
        .filter_map(|r| r.json()?["content"].as_str().map(str::to_string))
        .collect()
}

/// Where the one delivered text containing `marker` stands (panics unless exactly one).
fn once(texts: &[String], marker: &str) -> usize {
    let found: Vec<usize> = (0..texts.len())
        .filter(|i| texts[*i].contains(marker))
        .collect();
    assert_eq!(found.len(), 1, "{marker:?} delivered once: {texts:#?}");
    found[0]
}

fn outbox_rows(db: &Path) -> Vec<(String, String)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut statement = conn
        .prepare("SELECT kind, payload_json FROM outbox ORDER BY channel_id, position")
        .unwrap();
    let rows = statement
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap();
    rows.map(Result::unwrap).collect()
}

async fn wait_outbox_empty(db: &Path) {
    let empty = || async { outbox_rows(db).is_empty().then_some(()) };
    eventually("the delivered messages leave the outbox", empty).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_502_outage_loses_no_event_alert_or_debrief() {
    let bot = TestBot::start_with("outage", quick_delivery).await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5});
    reply(&bot.incident("start", start, &admin).await);
    bot.wait_posts(1).await;
    // Discord's edge answers 502 to the next 30 requests: far more than five tries of
    // each message the drill now has to post.
    bot.fake.outage(502, 30);
    reply(&bot.slash("advance", json!({"minutes": 60}), &admin).await);
    bot.incident("stop", Value::Null, &admin).await;
    let debrief = bot
        .fake
        .wait_for(
            |r| posts_embed_titled(r, CHANNEL_ID, "Debrief: ") && r.succeeded(),
            WAIT,
        )
        .await;
    assert_eq!(debrief.files().len(), 1, "the debrief keeps its chart");
    // Everything is sent by now: "once" below means no copy follows.
    bot.publisher_idle().await;
    assert_eq!(bot.fake.limit_stats().outage_answers, 30);
    let texts = delivered_texts(&bot.fake);
    let (event, page) = (
        once(&texts, "A new build is rolling out"),
        once(&texts, "🚨 Page"),
    );
    assert!(event < page, "in the order they happened: {texts:#?}");
    let debriefs = bot
        .fake
        .requests()
        .iter()
        .filter(|r| {
            r.succeeded()
                && r.json().is_some_and(|j| {
                    j["embeds"][0]["title"]
                        .as_str()
                        .is_some_and(|t| t.starts_with("Debrief: "))
                })
        })
        .count();
    assert_eq!(debriefs, 1);
    wait_outbox_empty(&bot.db).await;
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_never_answered_does_not_freeze_its_channel() {
    let bot = TestBot::start_with("unanswered", quick_delivery).await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "free-play", "pace": "turns", "seed": 1});
    reply(&bot.incident("start", start.clone(), &admin).await);
    bot.wait_posts(1).await;
    let path = messages_path(CHANNEL_ID);
    // The debrief's post gets no answer at all.
    bot.fake.never_answer(Method::Post, &path);
    bot.incident("stop", Value::Null, &admin).await;
    let debrief = bot.wait_debrief("Debrief: ").await;
    assert_eq!(debrief.status, None, "the first try is never answered");
    let delivered = bot
        .fake
        .wait_for(
            |r| {
                r.is(Method::Post, &path)
                    && r.succeeded()
                    && r.json().is_some_and(|j| {
                        j["embeds"][0]["title"] == debrief.json().unwrap()["embeds"][0]["title"]
                    })
            },
            WAIT,
        )
        .await;
    assert!(delivered.at > debrief.at, "tried again after the timeout");
    // And the channel goes on: a new drill's first status.
    reply(&bot.incident("start", start, &admin).await);
    bot.fake
        .wait_for(
            |r| {
                r.is(Method::Post, &path)
                    && r.succeeded()
                    && r.at > delivered.at
                    && r.json().is_some_and(|j| {
                        j["embeds"][0]["footer"]["text"]
                            .as_str()
                            .is_some_and(|f| f.contains("minute 1 of"))
                    })
            },
            WAIT,
        )
        .await;
    assert_eq!(bot.fake.limit_stats().unanswered, 1);
    bot.assert_requests_valid();
    bot.stop().await;
}

fn restart_config(fake: &FakeDiscord, db: &Path) -> BotConfig {
    let env = |name: &str| match name {
        "DISCORD_TOKEN" => Some(BOT_TOKEN.to_string()),
        "DISCORD_PROXY_URL" => Some(fake.base_url()),
        "DISCORD_DEV_GUILD_ID" => Some(GUILD_ID.to_string()),
        _ => None,
    };
    let mut config = BotConfig::load(None, Some(db), env).expect("test configuration");
    quick_delivery(&mut config);
    config
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn queued_messages_survive_a_restart_and_arrive_in_order() {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("bot-outbox-restart");
    let db = dir.join("bot.sqlite3");
    let first = discord::start(restart_config(&fake, &db)).await.unwrap();
    fake.wait_ready().await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5});
    reply(&call(&fake, fake.subcommand("incident", "start", start, &admin)).await);
    let path = messages_path(CHANNEL_ID);
    fake.wait_for(|r| r.is(Method::Post, &path) && r.succeeded(), WAIT)
        .await;
    // Every new message fails; the page is tried at least once, then the bot stops.
    fake.fail(
        Method::Post,
        &path,
        502,
        json!({"message": "Bad Gateway", "code": 0}),
    );
    let advance = fake.slash_command("advance", json!({"minutes": 60}), &admin);
    reply(&call(&fake, advance).await);
    // The rollout's text is tried (and fails) first; the page waits behind it, in order.
    wait_content(&fake, &path, "A new build is rolling out", false).await;
    let page_stored = || async {
        (outbox_rows(&db).iter())
            .any(|(kind, json)| kind == "page" && json.contains("🚨 Page"))
            .then_some(())
    };
    eventually("the page waits in the outbox", page_stored).await;
    first.stop().await;
    assert!(
        !delivered_texts(&fake).iter().any(|t| t.contains("🚨 Page")),
        "nothing got through before the restart"
    );
    fake.clear_failures();
    let readies = fake.ready_count();
    let second = discord::start(restart_config(&fake, &db)).await.unwrap();
    fake.wait_ready_count(readies + 1, WAIT).await;
    wait_content(&fake, &path, "continues where it stopped", true).await;
    // Everything is sent by now: "once" below means no copy follows.
    assert!(second.publisher_idle().idle().await, "the publisher runs");
    let texts = delivered_texts(&fake);
    let (event, page, resumed) = (
        once(&texts, "A new build is rolling out"),
        once(&texts, "🚨 Page"),
        once(&texts, "continues where it stopped"),
    );
    assert!(
        event < page && page < resumed,
        "queued before the restart, sent first and in order: {texts:#?}"
    );
    // Each stored text carries a nonce of its own, Discord asked to enforce it, the same on
    // every try across the restart: a text Discord took but the bot never heard of is given
    // back, not posted twice.
    let tries = nonces(&fake, "A new build is rolling out");
    assert!(
        tries.len() >= 2,
        "tried before and after the restart: {tries:?}"
    );
    assert!(tries.iter().all(|t| t == &tries[0]), "{tries:?}");
    assert!(tries[0].1, "enforced");
    assert_ne!(nonces(&fake, "🚨 Page")[0], tries[0], "one nonce per text");
    wait_outbox_empty(&db).await;
    second.stop().await;
}

/// The nonce (and whether it is enforced) of every try of the text containing `marker`.
fn nonces(fake: &FakeDiscord, marker: &str) -> Vec<(String, bool)> {
    let path = messages_path(CHANNEL_ID);
    (fake.requests().iter())
        .filter(|r| r.is(Method::Post, &path))
        .filter_map(|r| r.json().cloned())
        .filter(|j| j["content"].as_str().is_some_and(|c| c.contains(marker)))
        .map(|j| {
            let nonce = j["nonce"].as_str().unwrap_or_default().to_string();
            (nonce, j["enforce_nonce"] == Value::Bool(true))
        })
        .collect()
}
