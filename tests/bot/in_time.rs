//! Every interaction is acknowledged within Discord's 3 s whatever the drill host is doing
//! (issue 32.6). Drills have ended and their debriefs are being computed (the driver's test
//! hook holds them on the blocking pool), and the driver stalls for 4 s before the next
//! request it handles, as long work in it would (two hundred week-long drills ending at
//! once). A command, a button press and a command that is refused, all sent then, are each
//! acknowledged in time (the fake records when each callback arrived and refuses one later
//! than 3 s), and each gets its answer once the driver is back, with the visibility it
//! has without the wait: the channel's confirmations public, the refusal private.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use oncall_drill::drill::DriverHooks;
use serde_json::{json, Value};

use super::{TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, RecordedRequest, APP_ID, CHANNEL_ID};

/// How long the driver stalls: longer than Discord's 3 s deadline.
const STALL: Duration = Duration::from_secs(4);

/// Holds the debriefs until opened (and opens when dropped, so a failed test's runtime
/// does not wait for them forever).
#[derive(Default)]
struct Held {
    open: Mutex<bool>,
    changed: Condvar,
}

impl Held {
    fn wait(&self) {
        let mut open = self.open.lock().unwrap();
        while !*open {
            open = self.changed.wait(open).unwrap();
        }
    }

    fn release(&self) {
        *self.open.lock().unwrap() = true;
        self.changed.notify_all();
    }
}

struct ReleaseAtEnd(Arc<Held>);

impl Drop for ReleaseAtEnd {
    fn drop(&mut self) {
        self.0.release();
    }
}

/// Sends `payload` and returns it with its callback (the first answer the fake recorded)
/// and how long after the interaction was sent that callback arrived.
async fn acknowledged(bot: &TestBot, payload: Value) -> (Value, RecordedRequest, Duration) {
    let (id, token) = (
        payload["id"].as_str().unwrap(),
        payload["token"].as_str().unwrap(),
    );
    let path = format!("/api/v10/interactions/{id}/{token}/callback");
    let sent = bot.fake.inject_interaction(payload.clone()).await;
    let callback = bot.fake.wait_for(|r| r.is(Method::Post, &path), WAIT).await;
    let after = callback.at.saturating_duration_since(sent.sent_at);
    (payload, callback, after)
}

/// The request that carried the answer after `payload` was deferred: `method` on the
/// interaction's webhook (`suffix` after its token).
async fn answered(bot: &TestBot, payload: &Value, method: Method, suffix: &str) -> RecordedRequest {
    let token = payload["token"].as_str().unwrap();
    let path = format!("/api/v10/webhooks/{APP_ID}/{token}{suffix}");
    bot.fake.wait_for(|r| r.is(method, &path), WAIT).await
}

fn flags(request: &RecordedRequest) -> u64 {
    request
        .json()
        .and_then(|j| j["flags"].as_u64())
        .unwrap_or(0)
}

fn content(request: &RecordedRequest) -> String {
    let json = request.json().cloned().unwrap_or_default();
    json["content"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_are_acknowledged_in_time_while_debriefs_are_computed_and_the_host_stalls() {
    let held = Arc::new(Held::default());
    let _release = ReleaseAtEnd(held.clone());
    let stall = Arc::new(AtomicBool::new(false));
    let (in_debrief, in_driver) = (held.clone(), stall.clone());
    let bot = TestBot::start_with("in-time", move |config| {
        config.driver_hooks = DriverHooks {
            before_debrief: Some(Arc::new(move || in_debrief.wait())),
            before_request: Some(Arc::new(move || {
                if in_driver.swap(false, Ordering::SeqCst) {
                    // A sleep on purpose: the stalled driver is the condition under test.
                    std::thread::sleep(STALL);
                }
            })),
        };
    })
    .await;
    // Four drills end: their debriefs are held while being computed.
    for n in 1..=4 {
        let ctx = Ctx::guild().channel(CHANNEL_ID + n);
        let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": n});
        bot.incident("start", start, &ctx).await;
        bot.incident("stop", Value::Null, &ctx).await;
    }
    // A drill that goes on, where the members act.
    let team = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 9});
    bot.incident("start", start, &team).await;
    let drill = bot.drills().snapshot(&team_place()).await.unwrap().id;

    stall.store(true, Ordering::SeqCst);
    let ttl = bot
        .fake
        .slash_command("ttl", json!({"seconds": 120}), &team);
    let press = bot
        .fake
        .component(&format!("od:advance:1@{}", drill.0), 1, &team);
    let nowhere = Ctx::guild().channel(CHANNEL_ID + 99);
    let refused = bot
        .fake
        .slash_command("advance", json!({"minutes": 1}), &nowhere);
    let (ttl, press, refused) = tokio::join!(
        acknowledged(&bot, ttl),
        acknowledged(&bot, press),
        acknowledged(&bot, refused)
    );
    for (name, (_, callback, after)) in [
        ("/ttl", &ttl),
        ("Advance", &press),
        ("refused /advance", &refused),
    ] {
        assert!(
            *after < Duration::from_secs(3) && callback.succeeded(),
            "{name} acknowledged {after:?} after it was sent (Discord allows 3 s)"
        );
        let body = callback.json().unwrap();
        assert_eq!(body["type"], 5, "{name} deferred: {body:#}");
    }
    // The answers follow once the driver is back. The /ttl confirmation: the first
    // follow-up, which takes the public "thinking" line's place.
    let ttl_answer = answered(&bot, &ttl.0, Method::Post, "").await;
    assert_eq!(flags(&ttl_answer) & 64, 0, "public");
    assert!(
        content(&ttl_answer).contains("TTL"),
        "{}",
        content(&ttl_answer)
    );
    // The press's line: the deferred response edited, the line later presses join.
    let press_answer = answered(&bot, &press.0, Method::Patch, "/messages/@original").await;
    assert!(
        content(&press_answer).contains(" advanced the drill "),
        "{}",
        content(&press_answer)
    );
    // The refusal stays private: the public "thinking" line is deleted, then a private
    // follow-up says why.
    let deleted = answered(&bot, &refused.0, Method::Delete, "/messages/@original").await;
    let refusal = answered(&bot, &refused.0, Method::Post, "").await;
    assert!(
        deleted.at <= refusal.at,
        "the line is gone before the follow-up"
    );
    assert_eq!(flags(&refusal) & 64, 64, "private: {}", content(&refusal));
    assert!(!content(&refusal).is_empty());

    held.release();
    for n in 1..=4 {
        bot.wait_debrief_in(CHANNEL_ID + n, "Debrief: ").await;
    }
    bot.assert_requests_valid();
    bot.stop().await;
}

fn team_place() -> oncall_drill::model::Place {
    oncall_drill::model::Place::in_guild(
        crate::fake_discord::GUILD_ID.to_string(),
        CHANNEL_ID.to_string(),
    )
}
