//! Members who cannot flood a drill's channel (issue 32.5): a member's `/update`s are
//! limited per simulated minute (the rest refused privately, saying when they may post
//! again); a member's repeated presses of one button share one public line; a press that
//! changes nothing is answered privately and not stored; a button without its drill (from
//! an older version of the bot) is refused privately.

use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, APP_ID, CHANNEL_ID};

/// Starts a turn-based drill of `scenario` in the test channel.
async fn started(name: &str, scenario: &str) -> TestBot {
    let bot = TestBot::start(name).await;
    let start = json!({"scenario": scenario, "pace": "turns", "seed": 3});
    let (text, private) = reply(&bot.incident("start", start, &Ctx::guild()).await);
    assert!(!private, "{text}");
    bot
}

/// The actions the drill stored, as logged.
fn stored_actions(bot: &TestBot) -> Vec<String> {
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    let mut statement = conn
        .prepare("SELECT action FROM actions ORDER BY seq")
        .unwrap();
    let rows = statement.query_map([], |r| r.get(0)).unwrap();
    rows.map(Result::unwrap).collect()
}

/// The messages in the drill channel whose text contains `needle`.
fn channel_messages_with(bot: &TestBot, needle: &str) -> usize {
    let channel = Value::String(CHANNEL_ID.to_string());
    (bot.fake.bot_posts(CHANNEL_ID).into_iter())
        .filter_map(|id| bot.fake.message(id))
        .filter(|m| m["channel_id"] == channel)
        .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(needle)))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_updates_from_one_member_in_a_minute_put_at_most_five_messages_in_the_channel() {
    let bot = started("members-updates", "bad-deploy").await;
    let ana = Ctx::guild().user(501, "ana");
    let mut refused = Vec::new();
    for n in 0..30 {
        let text = format!("status update number {n}");
        let (answer, private) = reply(&bot.slash("update", json!({ "text": text }), &ana).await);
        assert!(private, "every answer to /update is private: {answer}");
        if !answer.starts_with("Your update went out") {
            refused.push(answer);
        }
    }
    assert!(refused.len() >= 25, "{refused:#?}");
    assert!(
        refused
            .iter()
            .all(|r| r.contains("you may post again at 09:01")),
        "{refused:#?}"
    );
    // Whatever the bot still had to post is posted.
    super::eventually("the outbox is empty", || async {
        let pending = bot.handles().outbox.pending().await.ok()?;
        pending.is_empty().then_some(())
    })
    .await;
    let posted = channel_messages_with(&bot, "status update number");
    assert!((1..=5).contains(&posted), "{posted} updates in the channel");
    // Another member still may, and the next minute ana may again.
    let bo = Ctx::guild().user(502, "bo");
    let (text, _) = reply(&bot.slash("update", json!({"text": "from bo"}), &bo).await);
    assert!(text.starts_with("Your update went out"), "{text}");
    bot.advance(&Ctx::guild(), 1).await;
    let again = json!({"text": "the next minute"});
    let (text, _) = reply(&bot.slash("update", again, &ana).await);
    assert!(text.starts_with("Your update went out"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_advance_presses_by_one_member_put_one_public_line_that_sums_them() {
    let bot = started("members-advance", "viral-surge").await;
    let ana = Ctx::guild().user(501, "ana");
    let mut first_token = None;
    for _ in 0..50 {
        let payload = bot.fake.component("od:advance:1@1", 1, &ana);
        first_token.get_or_insert_with(|| payload["token"].as_str().unwrap().to_string());
        let answer = bot.call(payload).await;
        assert!(
            answer["type"] == 4 || answer["type"] == 6,
            "answered or acknowledged: {answer:#}"
        );
    }
    let callbacks: Vec<Value> = (bot.fake.requests().into_iter())
        .filter(|r| r.method == Method::Post && r.path.ends_with("/callback"))
        .filter_map(|r| r.json().cloned())
        .collect();
    let public = callbacks
        .iter()
        .filter(|c| c["type"] == 4 && c["data"]["flags"].as_u64().unwrap_or(0) & 64 == 0)
        .count();
    assert!(
        (1..=5).contains(&public),
        "{public} public lines for 50 presses"
    );
    // The first line tells them all.
    let original = format!(
        "/api/v10/webhooks/{APP_ID}/{}/messages/@original",
        first_token.unwrap()
    );
    let last_edit = bot
        .fake
        .wait_for(
            |r| {
                r.is(Method::Patch, &original)
                    && r.json()
                        .and_then(|j| j["content"].as_str())
                        .is_some_and(|c| c.contains("50 minutes"))
            },
            WAIT,
        )
        .await;
    let text = last_edit.json().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(text.contains("ana advanced the drill"), "{text}");
    let clock = bot.slash("status", Value::Null, &ana).await;
    let title = clock["data"]["embeds"][0]["title"].as_str().unwrap();
    assert!(title.contains("08:50"), "all 50 minutes advanced: {title}");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_that_changes_nothing_is_private_and_not_stored() {
    let bot = started("members-no-op", "bad-deploy").await;
    let ana = Ctx::guild().user(501, "ana");
    let (text, private) = reply(&bot.slash("floor", json!({"instances": 40}), &ana).await);
    assert!(!private, "{text}");
    for _ in 0..3 {
        let (text, private) = reply(&bot.press("od:floor+2", 1, &ana).await);
        assert!(private, "a press that changes nothing is private: {text}");
        assert!(text.contains("nothing changes"), "{text}");
    }
    let (text, private) = reply(&bot.slash("floor", json!({"instances": 40}), &ana).await);
    assert!(private && text.contains("nothing changes"), "{text}");
    assert_eq!(stored_actions(&bot), ["floor 40"]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_without_its_drill_from_an_older_version_is_refused_privately() {
    let bot = started("members-legacy", "bad-deploy").await;
    let ana = Ctx::guild().user(501, "ana");
    let (text, private) = reply(&bot.press_exactly("od:rollback", 1, &ana).await);
    assert!(private, "{text}");
    assert!(
        text.contains("belongs to an older message; use the current status"),
        "{text}"
    );
    assert!(stored_actions(&bot).is_empty());
    bot.stop().await;
}
