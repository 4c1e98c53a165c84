//! Team play through Discord (issue 14): roles claimed with a button and given with
//! `/role`, each with its private briefing; ops-only controls refused with who may; a
//! stakeholder update with the minute's numbers; the nudge that pings the communications
//! lead at the alert's 15th quiet minute; a quorum of Ready presses from different members.
//! Every request is checked against Discord's OpenAPI description.

use serde_json::{json, Value};

use super::{eventually, reply, TestBot};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID, GUILD_ID};
use crate::util::first_alert_minute;
use oncall_drill::model::Place;

fn drill_place() -> Place {
    Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string())
}

fn member(id: u64, name: &str) -> Ctx {
    Ctx::guild().user(id, name)
}

/// The messages the bot posted in the drill channel.
fn posts(bot: &TestBot) -> Vec<Value> {
    bot.fake
        .requests_matching(
            Method::Post,
            &format!("/api/v10/channels/{CHANNEL_ID}/messages"),
        )
        .into_iter()
        .filter_map(|r| r.json().cloned())
        .collect()
}

/// Waits for a post in the drill channel whose content contains `needle`.
async fn wait_post(bot: &TestBot, needle: &str) -> Value {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let found = super::wait_content(&bot.fake, &path, needle, false).await;
    found.json().cloned().unwrap()
}

/// The private follow-ups the bot sent for interactions (briefings).
fn private_followups(bot: &TestBot) -> Vec<String> {
    bot.fake
        .requests()
        .into_iter()
        .filter(|r| r.method == Method::Post && r.path.contains("/webhooks/"))
        .filter_map(|r| r.json().cloned())
        .filter(|j| j["flags"].as_u64().is_some_and(|f| f & 64 != 0))
        .filter_map(|j| j["content"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn roles_are_claimed_given_and_refused_and_ops_only_controls_hold() {
    let bot = TestBot::start("team-roles").await;
    let (ana, bo) = (member(501, "ana"), member(502, "bo"));
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7, "controls": "ops"});
    let (text, _) = reply(&bot.incident("start", start, &Ctx::guild()).await);
    assert!(text.contains("started"), "{text}");
    // The first status carries a button for each free role.
    let status = bot.wait_posts(1).await.remove(0);
    let ids: Vec<String> = status.json().unwrap()["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap().clone())
        .map(|b| b["custom_id"].as_str().unwrap().to_string())
        .collect();
    for role in ["commander", "comms", "ops"] {
        // Each carries its drill (`od:claim:ops@<incident id>`).
        let claim = format!("od:claim:{role}@");
        assert!(ids.iter().any(|id| id.starts_with(&claim)), "{ids:?}");
    }

    // Nobody holds ops yet: a control is refused, naming the way in; nothing changes.
    let (text, private) = reply(&bot.slash("rollback", Value::Null, &bo).await);
    assert!(private, "{text}");
    assert!(text.contains("/role ops"), "{text}");

    // Ana claims the commander's role with the button: the channel hears it, she reads her
    // briefing privately.
    let (text, private) = reply(&bot.press("od:claim:commander", 1, &ana).await);
    assert!(!private);
    assert_eq!(text, "ana is now incident commander.");
    let briefed = || async {
        (private_followups(&bot).iter())
            .any(|t| t.contains("You are the incident commander"))
            .then_some(())
    };
    eventually("a private briefing", briefed).await;

    // Bo cannot take it from her, nor give roles.
    let (text, private) = reply(&bot.slash("role", json!({"role": "commander"}), &bo).await);
    assert!(private);
    assert!(text.contains("held by ana"), "{text}");
    let (text, private) = reply(
        &bot.slash(
            "role",
            json!([{"name": "role", "type": 3, "value": "ops"},
                   {"name": "member", "type": 6, "value": "503"}]),
            &bo,
        )
        .await,
    );
    assert!(private);
    assert!(text.contains("Only the commander (ana)"), "{text}");
    // Still refused, now naming who may act.
    let (text, private) = reply(&bot.slash("rollback", Value::Null, &bo).await);
    assert!(private);
    assert!(text.contains("ana"), "{text}");

    // The commander gives Bo operations; now Bo's control goes through.
    let (text, private) = reply(
        &bot.slash(
            "role",
            json!([{"name": "role", "type": 3, "value": "ops"},
                   {"name": "member", "type": 6, "value": "502"}]),
            &ana,
        )
        .await,
    );
    assert!(!private, "{text}");
    assert_eq!(text, "ana made member-502 operations.");
    let (text, private) = reply(&bot.slash("rollback", Value::Null, &bo).await);
    assert!(!private, "{text}");
    let snapshot = bot.drills().snapshot(&drill_place()).await.unwrap();
    assert_eq!(snapshot.log.len(), 1, "one acknowledged action");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_carries_the_numbers_and_a_quiet_alert_pings_comms() {
    let bot = TestBot::start("team-updates").await;
    let cy = member(503, "cy");
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    let (text, _) = reply(&bot.slash("role", json!({"role": "comms"}), &cy).await);
    assert_eq!(text, "cy is now communications lead.");

    let alert = first_alert_minute("bad-deploy", 7);
    bot.advance(&Ctx::guild(), alert + 14).await;
    // Let the publisher catch up, then: no nudge before the 15th quiet minute.
    wait_post(&bot, "Page").await;
    assert!(
        !posts(&bot).iter().any(|p| p["content"]
            .as_str()
            .is_some_and(|c| c.contains("without a stakeholder update"))),
        "no nudge yet"
    );
    bot.advance(&Ctx::guild(), 1).await;
    let nudge = wait_post(&bot, "without a stakeholder update").await;
    let content = nudge["content"].as_str().unwrap();
    assert!(
        content.starts_with("<@503>: the alert has gone"),
        "{content}"
    );
    assert!(content.contains("15 minutes"), "{content}");
    assert_eq!(nudge["allowed_mentions"]["users"], json!(["503"]));

    // The update goes to the channel with the minute's numbers.
    let (text, private) = reply(
        &bot.slash(
            "update",
            json!({"text": "Checkout errors; rolling back."}),
            &cy,
        )
        .await,
    );
    assert!(private, "{text}");
    assert!(text.contains("Your update went out"), "{text}");
    let update = wait_post(&bot, "Checkout errors; rolling back.").await;
    let content = update["content"].as_str().unwrap();
    assert!(content.contains("📣 **Update"), "{content}");
    assert!(content.contains("from cy"), "{content}");
    assert!(
        content.contains("Errors ") && content.contains("error budget left"),
        "{content}"
    );
    // An empty update is refused.
    let (text, private) = reply(&bot.slash("update", json!({"text": "   "}), &cy).await);
    assert!(private);
    assert!(text.contains("1 to 1000 characters"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quorum_of_different_members_moves_the_drill_on() {
    let bot = TestBot::start("team-quorum").await;
    let (ana, bo, cy) = (member(501, "ana"), member(502, "bo"), member(503, "cy"));
    let start = json!({"scenario": "free-play", "pace": "turns", "quorum": 2});
    let (text, _) = reply(&bot.incident("start", start, &ana).await);
    assert!(text.contains("started"), "{text}");
    let minute = || async {
        bot.drills()
            .snapshot(&drill_place())
            .await
            .unwrap()
            .last()
            .map(|r| r.minute)
    };
    let before = minute().await;

    // Without the quorum, a plain member cannot advance.
    let (text, private) = reply(&bot.slash("advance", json!({"minutes": 1}), &bo).await);
    assert!(private);
    assert!(text.contains("press Ready"), "{text}");
    // Bo is ready, twice: one member counts once, and the second press is answered to him
    // alone.
    for expect_private in [false, true] {
        let (text, private) = reply(&bot.press("od:ready", 1, &bo).await);
        assert!(text.contains("1 of 2"), "{text}");
        assert_eq!(private, expect_private, "{text}");
    }
    assert_eq!(minute().await, before);
    // Cy makes two: the drill moves on a minute.
    reply(&bot.press("od:ready", 1, &cy).await);
    let moved_on = || async { (minute().await != before).then_some(()) };
    eventually("the quorum advances the drill", moved_on).await;
    // The commander may advance alone.
    reply(&bot.press("od:claim:commander", 1, &ana).await);
    let moved = minute().await;
    let (text, private) = reply(&bot.slash("advance", json!({"minutes": 1}), &ana).await);
    assert!(!private, "{text}");
    assert!(minute().await > moved);
    bot.assert_requests_valid();
    bot.stop().await;
}
