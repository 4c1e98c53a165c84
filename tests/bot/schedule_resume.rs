//! Scheduled drills lose nothing (issue 31.1). A kill -9 between claiming an occurrence and
//! starting its drill leaves the claim "starting" in the database (each test writes that
//! state before the bot starts, as the kill leaves it): the next start finishes it — the
//! drill starts if it is still less than an hour late, else the occurrence is skipped and
//! said so — once. And what a schedule tells its channel goes through the outbox: a skip
//! message Discord refuses more times than the old five tries is still delivered, and the
//! occurrence is marked told.

use std::path::Path;

use oncall_drill::model::schedule::{Zone, MINUTE_MS};
use oncall_drill::model::Place;
use oncall_drill::store::{RunOutcome, Store};
use serde_json::json;

use super::outbox::quick_delivery;
use super::schedule::{containing, now_ms, once};
use super::{eventually, TestBot};
use crate::fake_discord::{Method, CHANNEL_ID, GUILD_ID};

const HOUR_MS: i64 = 60 * MINUTE_MS;

/// Stores a once schedule made at `made_ms` for the minute of `at_ms`, and its occurrence
/// claimed as "starting" a second after its time, as a kill before the start leaves it.
fn claimed_not_started(db: &Path, made_ms: i64, at_ms: i64) {
    let store = Store::open(db).unwrap();
    let schedule = once(made_ms, at_ms);
    let id = store.add_schedule(&schedule).unwrap();
    let occurrence = (schedule.recurrence)
        .next_after(made_ms, &Zone::utc())
        .unwrap();
    assert!(store
        .claim_occurrence(id, occurrence, RunOutcome::Starting, occurrence + 1_000)
        .unwrap());
}

/// The occurrence's outcome and whether it was told, and the drills the database holds.
fn stored(db: &Path) -> (String, i64, i64) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let (outcome, told) = conn
        .query_row("SELECT outcome, told FROM schedule_runs", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    let drills = conn
        .query_row("SELECT count(*) FROM incidents", [], |r| r.get(0))
        .unwrap();
    (outcome, told, drills)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claim_a_kill_left_unstarted_starts_its_drill_on_the_next_start() {
    let now = now_ms();
    let bot = TestBot::start_with("schedule-resume", |config| {
        claimed_not_started(&config.db, now - 10 * MINUTE_MS, now - 5 * MINUTE_MS);
    })
    .await;
    let started = || async { containing(&bot, "starts now").into_iter().next() };
    let message = eventually("the claimed drill started", started).await;
    assert!(
        (message["content"].as_str().unwrap()).starts_with("<@&"),
        "{message}"
    );
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let drill = bot.drills().snapshot(&place).await.expect("a drill");
    assert_eq!(drill.scenario.id, "bad-deploy");
    let told = || async { Some(stored(&bot.db)).filter(|(_, told, _)| *told == 1) };
    let (outcome, _, drills) = eventually("the start told", told).await;
    assert_eq!((outcome.as_str(), drills), ("started", 1));
    assert_eq!(containing(&bot, "starts now").len(), 1, "one start");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claim_a_kill_left_unstarted_an_hour_ago_is_skipped_and_said_so() {
    let now = now_ms();
    let bot = TestBot::start_with("schedule-resume-late", |config| {
        claimed_not_started(&config.db, now - 3 * HOUR_MS, now - 2 * HOUR_MS);
    })
    .await;
    let skipped = || async { containing(&bot, "skipped").into_iter().next() };
    let message = eventually("the skip told", skipped).await;
    let content = message["content"].as_str().unwrap();
    assert!(content.contains("an hour or more"), "{content}");
    let told = || async { Some(stored(&bot.db)).filter(|(_, told, _)| *told == 1) };
    let (outcome, _, drills) = eventually("the skip recorded", told).await;
    assert_eq!((outcome.as_str(), drills), ("late", 0), "no drill started");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_skip_message_discord_refuses_eight_times_is_still_delivered() {
    let bot = TestBot::start_with("schedule-outbox", quick_delivery).await;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    bot.fake
        .fail_times(Method::Post, &path, 500, json!({"message": "down"}), 8);
    let now = now_ms();
    (bot.handles().schedules)
        .add(once(now - 3 * HOUR_MS, now - 2 * HOUR_MS))
        .await
        .unwrap();
    let delivered = || async {
        (bot.fake.requests_matching(Method::Post, &path).into_iter())
            .find(|r| r.succeeded())
            .and_then(|r| r.json().cloned())
    };
    let message = eventually("the skip delivered", delivered).await;
    assert!(
        (message["content"].as_str()).is_some_and(|c| c.contains("skipped")),
        "{message}"
    );
    let tries = bot.fake.requests_matching(Method::Post, &path).len();
    assert_eq!(tries, 9, "eight refused, then taken");
    let told = || async { Some(stored(&bot.db)).filter(|(_, told, _)| *told == 1) };
    let (outcome, _, _) = eventually("the occurrence told", told).await;
    assert_eq!(outcome, "late");
    bot.assert_requests_valid();
    bot.stop().await;
}
