//! No floods and a status that keeps up (issue 20, items 2–5 on the publisher's side),
//! against the fake Discord, which rejects posts faster than a channel's limit as Discord
//! does: an advance of an hour posts one status, one nudge and the scenario events that
//! happened; a press that changes nothing is answered privately; a role claim and a Ready
//! press edit the status in place; the live chart comes back once its minutes have passed,
//! whatever an advance skips; an ended drill's status loses its buttons; every message the
//! publisher sends names whom it may ping; a day-long scenario advanced 1,000 minutes in
//! several channels at once stays within every channel's rate.

use std::time::Duration;

use serde_json::{json, Value};

use super::{button_ids, reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, RecordedRequest, APP_ID, CHANNEL_ID};

/// Posts and edits of the bot's messages in `channel`, oldest first.
fn channel_traffic(bot: &TestBot, channel: u64) -> Vec<RecordedRequest> {
    let prefix = format!("/api/v10/channels/{channel}/messages");
    bot.fake.inspect(|requests| {
        requests
            .iter()
            .filter(|r| r.path.starts_with(&prefix))
            .filter(|r| matches!(r.method, Method::Post | Method::Patch))
            .cloned()
            .collect()
    })
}

/// A status: its embed's footer says which minute of the drill it shows.
fn is_status(request: &RecordedRequest) -> bool {
    request.json().is_some_and(|j| {
        j["embeds"][0]["footer"]["text"]
            .as_str()
            .is_some_and(|f| f.contains("minute "))
    })
}

fn content(request: &RecordedRequest) -> String {
    request
        .json()
        .and_then(|j| j["content"].as_str().map(str::to_string))
        .unwrap_or_default()
}

fn is_nudge(request: &RecordedRequest) -> bool {
    content(request).contains("without a stakeholder update")
}

/// Waits until the channel's status shows `clock` (in its embed title); returns it.
async fn wait_status(bot: &TestBot, channel: u64, clock: &str) -> RecordedRequest {
    let prefix = format!("/api/v10/channels/{channel}/messages");
    bot.fake
        .wait_for(
            |r| {
                r.path.starts_with(&prefix)
                    && r.succeeded()
                    && r.json().is_some_and(|j| {
                        j["embeds"][0]["title"]
                            .as_str()
                            .is_some_and(|t| t.contains(clock))
                    })
            },
            WAIT,
        )
        .await
}

/// Every post and edit of the publisher names whom it may ping: a page its role only, a
/// nudge its member only, anything else nobody.
fn assert_mentions_named(traffic: &[RecordedRequest]) {
    assert!(!traffic.is_empty());
    for request in traffic {
        let body = request.json().expect("a JSON body");
        let allowed = &body["allowed_mentions"];
        assert!(allowed.is_object(), "no allowed_mentions: {body:#}");
        let parsed = allowed["parse"].as_array().cloned().unwrap_or_default();
        assert!(parsed.is_empty(), "Discord would parse mentions: {body:#}");
        let named = |key: &str| allowed[key].as_array().map_or(0, Vec::len);
        let text = content(request);
        match (named("roles"), named("users")) {
            (0, 0) => {}
            (1, 0) => assert!(text.starts_with("<@&"), "only a page pings a role: {text}"),
            (0, 1) => assert!(is_nudge(request), "only a nudge pings a member: {text}"),
            _ => panic!("pings more than one: {body:#}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_hours_advance_posts_one_status_one_nudge_and_its_events() {
    let bot = TestBot::start("floods-advance").await;
    bot.fake.shorten_message_window(Duration::from_millis(200));
    let cy = Ctx::guild().user(503, "cy");
    // cache-flush, seed 7, nobody acting: the flush and a long alert within its first hour,
    // which one minute at a time falls due for two nudges (at 15 and 30 quiet minutes).
    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 7});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    reply(&bot.slash("role", json!({"role": "comms"}), &cy).await);
    // The status shows her in the role (an edit of the opening one) before the advance.
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/");
    bot.fake
        .wait_for(
            |r| r.method == Method::Patch && r.path.starts_with(&path) && r.succeeded(),
            WAIT,
        )
        .await;
    let before = channel_traffic(&bot, CHANNEL_ID).len();
    let (text, _) = reply(
        &bot.slash("advance", json!({"minutes": 60}), &Ctx::guild())
            .await,
    );
    assert!(text.contains("advanced the drill"), "{text}");
    wait_status(&bot, CHANNEL_ID, "12:30").await;
    // Everything the advance brought was queued before it was answered: once the
    // publisher is idle, all of it has been sent.
    bot.publisher_idle().await;
    let traffic = channel_traffic(&bot, CHANNEL_ID);
    let advance = &traffic[before..];
    let statuses = advance.iter().filter(|r| is_status(r)).count();
    let nudges: Vec<String> = advance
        .iter()
        .filter(|r| is_nudge(r))
        .map(content)
        .collect();
    let pages = advance
        .iter()
        .filter(|r| content(r).starts_with("<@&"))
        .count();
    assert_eq!(statuses, 1, "one status for the advance");
    assert_eq!(nudges.len(), 1, "one nudge for the advance: {nudges:?}");
    assert!(nudges[0].starts_with("<@503>"), "{}", nudges[0]);
    assert!(pages <= 1, "at most one page");
    let flush = advance
        .iter()
        .filter(|r| content(r).to_lowercase().contains("cache"))
        .count();
    assert!(flush >= 1, "the flush that happened is told");
    assert_mentions_named(&traffic);
    assert_eq!(bot.fake.limit_stats().route_429, 0);
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claims_and_ready_presses_edit_the_status_and_idle_presses_are_private() {
    let bot = TestBot::start("floods-presses").await;
    let (bo, cy) = (Ctx::guild().user(502, "bo"), Ctx::guild().user(503, "cy"));
    let start = json!({"scenario": "free-play", "pace": "turns", "quorum": 2});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    let first = wait_status(&bot, CHANNEL_ID, "").await;
    assert!(button_ids(first.json().unwrap())
        .iter()
        .any(|id| id.contains("claim:comms")));
    let status = bot.fake.bot_posts(CHANNEL_ID)[0];
    let edits_of_status = |bot: &TestBot| -> Vec<Value> {
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/{status}");
        (bot.fake.requests().into_iter())
            .filter(|r| r.is(Method::Patch, &path) && r.succeeded())
            .filter_map(|r| r.json().cloned())
            .collect()
    };

    // Cy takes communications: the status stops offering it.
    let (text, private) = reply(&bot.press("od:claim:comms", status, &cy).await);
    assert!(!private, "{text}");
    let offered = |body: &Value| button_ids(body).iter().any(|id| id.contains("claim:comms"));
    super::eventually("the status without the comms button", || async {
        edits_of_status(&bot)
            .iter()
            .any(|b| !offered(b))
            .then_some(())
    })
    .await;
    // Bo takes operations (with roles taken, only role holders count toward the quorum),
    // then is ready: the status counts him.
    let (text, private) = reply(&bot.press("od:claim:ops", status, &bo).await);
    assert!(!private, "{text}");
    let (text, private) = reply(&bot.press("od:ready", status, &bo).await);
    assert!(!private && text.contains("1 of 2"), "{text}");
    let counted = |body: &Value| body.to_string().contains("1 of 2");
    super::eventually("the status counting one ready", || async {
        edits_of_status(&bot).iter().any(counted).then_some(())
    })
    .await;
    let posts_before = bot.fake.bot_posts(CHANNEL_ID).len();

    // Pressed again: nothing changes, and only the presser reads it.
    let (text, private) = reply(&bot.press("od:ready", status, &bo).await);
    assert!(private && text.contains("1 of 2"), "{text}");
    let (text, private) = reply(&bot.press("od:claim:comms", status, &cy).await);
    assert!(private && text.contains("already holds"), "{text}");
    // What the presses gave the publisher (nothing, if they changed nothing) is sent.
    bot.publisher_idle().await;
    assert_eq!(bot.fake.bot_posts(CHANNEL_ID).len(), posts_before);
    assert_mentions_named(&channel_traffic(&bot, CHANNEL_ID));
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_chart_comes_back_after_its_minutes_whatever_the_stride() {
    // Charts every 5 simulated minutes (the default); advances of 3 never land on a
    // multiple of 5 before minute 15.
    let bot = TestBot::start("floods-chart").await;
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    let opening = wait_status(&bot, CHANNEL_ID, "09:00").await;
    assert_eq!(
        opening.files().len(),
        1,
        "the opening status carries the chart"
    );
    reply(
        &bot.slash("advance", json!({"minutes": 3}), &Ctx::guild())
            .await,
    );
    let third = wait_status(&bot, CHANNEL_ID, "09:03").await;
    assert_eq!(
        third.method,
        Method::Patch,
        "3 minutes after the chart: an edit"
    );
    reply(
        &bot.slash("advance", json!({"minutes": 3}), &Ctx::guild())
            .await,
    );
    let sixth = wait_status(&bot, CHANNEL_ID, "09:06").await;
    assert_eq!(
        sixth.method,
        Method::Post,
        "6 minutes after the chart: a new one"
    );
    assert_eq!(sixth.files().len(), 1, "with the chart");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ended_drills_status_loses_its_buttons_before_the_debrief() {
    let bot = TestBot::start("floods-ended").await;
    let start = json!({"scenario": "free-play", "pace": "turns", "quorum": 2});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    wait_status(&bot, CHANNEL_ID, "").await;
    let status = bot.fake.bot_posts(CHANNEL_ID)[0];
    bot.incident("stop", Value::Null, &Ctx::guild()).await;
    bot.wait_debrief("Debrief").await;
    let traffic = channel_traffic(&bot, CHANNEL_ID);
    let debrief = traffic
        .iter()
        .position(|r| {
            r.json().is_some_and(|j| {
                j["embeds"][0]["title"]
                    .as_str()
                    .is_some_and(|t| t.starts_with("Debrief"))
            })
        })
        .unwrap();
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/{status}");
    let last_edit = traffic[..debrief]
        .iter()
        .rposition(|r| r.is(Method::Patch, &path))
        .expect("the status edited before the debrief");
    let body = traffic[last_edit].json().unwrap();
    assert_eq!(body["components"], json!([]), "{body:#}");
    assert_mentions_named(&traffic);
    bot.assert_requests_valid();
    bot.stop().await;
}

/// A day-long scenario with a bad deploy that nobody rolls back: an alert all day long
/// (shared with `benches/floods.rs`).
pub const LONG: &str = include_str!("../data/long-deploy.toml");

/// Uploads [`LONG`] as a server's own scenario.
pub async fn upload_long(bot: &TestBot) {
    let attachment = bot
        .fake
        .user_file("long-deploy.toml", LONG.as_bytes(), None);
    let id = attachment["id"].as_str().expect("an id").to_string();
    let file = json!({"file": {"type": 11, "value": id}});
    let payload = bot
        .fake
        .subcommand("scenario", "upload", file, &Ctx::guild());
    let token = payload["token"].as_str().unwrap().to_string();
    let callback = bot.call(payload).await;
    if callback["type"] == 5 {
        let path = format!("/api/v10/webhooks/{APP_ID}/{token}");
        bot.fake
            .wait_for(|r| r.method == Method::Post && r.path == path, WAIT)
            .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_minutes_in_several_channels_keep_every_channels_rate() {
    const CHANNELS: u64 = 4;
    const ADVANCES: [u32; 17] = [
        60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 40,
    ];
    let bot = TestBot::start("floods-thousand").await;
    bot.fake.shorten_message_window(Duration::from_millis(300));
    upload_long(&bot).await;
    let channels: Vec<u64> = (1..=CHANNELS).map(|i| CHANNEL_ID + i).collect();
    for &channel in &channels {
        let ctx = Ctx::guild().channel(channel);
        let start = json!({"scenario": "long-deploy", "pace": "turns", "seed": 7});
        let (text, _) = reply(&bot.incident("start", start, &ctx).await);
        assert!(text.contains("started"), "{text}");
    }
    // Every channel's advances at once, as fast as the commands are answered.
    for minutes in ADVANCES {
        for &channel in &channels {
            let ctx = Ctx::guild().channel(channel);
            let (text, _) = reply(
                &bot.slash("advance", json!({ "minutes": minutes }), &ctx)
                    .await,
            );
            assert!(text.contains("advanced the drill"), "{text}");
        }
    }
    // 1,000 minutes after 09:00 is 01:40 the next day.
    for &channel in &channels {
        wait_status(&bot, channel, "01:40").await;
    }
    bot.publisher_idle().await;
    assert_eq!(
        bot.fake.limit_stats().route_429,
        0,
        "a channel went over its rate"
    );
    for &channel in &channels {
        let traffic = channel_traffic(&bot, channel);
        let nudges = traffic.iter().filter(|r| is_nudge(r)).count();
        let pages = traffic
            .iter()
            .filter(|r| content(r).starts_with("<@&"))
            .count();
        let statuses = traffic.iter().filter(|r| is_status(r)).count();
        // Minute by minute the alert would nudge every 15 quiet minutes: 60 and more.
        assert!(
            nudges <= ADVANCES.len(),
            "channel {channel}: {nudges} nudges"
        );
        assert!(pages <= ADVANCES.len(), "channel {channel}: {pages} pages");
        assert!(
            statuses <= ADVANCES.len() + 1,
            "channel {channel}: {statuses} statuses"
        );
        assert_mentions_named(&traffic);
    }
    bot.stop().await;
}
