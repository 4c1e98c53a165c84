//! Safe in a real server (issue 20), the team and the lists: with roles taken the quorum
//! counts role holders and only the leads' updates keep the cadence; lines name who
//! advanced; the leaderboard credits the whole team; every list fits Discord's limits at
//! its largest. Every request is checked against Discord's OpenAPI description.

use serde_json::{json, Value};

use super::safe::drill_place;
use super::safe_process::followup_of;
use super::WAIT;
use super::{reply, TestBot};
use crate::fake_discord::{Ctx, Method, APP_ID, CHANNEL_ID};
use crate::util::first_alert_minute;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::Locale;

/// Characters Discord counts against its 6,000 across a message's embeds.
fn embed_chars(embed: &Value) -> usize {
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    len(&embed["title"])
        + len(&embed["description"])
        + len(&embed["footer"]["text"])
        + len(&embed["author"]["name"])
        + embed["fields"].as_array().map_or(0, |fields| {
            fields
                .iter()
                .map(|f| len(&f["name"]) + len(&f["value"]))
                .sum()
        })
}

/// The answer's embeds keep Discord's limits: 10 embeds, 25 fields each, 6,000 characters.
fn within_limits(what: &str, callback: &Value) -> Vec<Value> {
    let embeds = callback["data"]["embeds"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        !embeds.is_empty() && embeds.len() <= 10,
        "{what}: {callback:#}"
    );
    for embed in &embeds {
        let fields = embed["fields"].as_array().map_or(0, Vec::len);
        assert!(fields <= 25, "{what}: {fields} fields");
    }
    let total: usize = embeds.iter().map(embed_chars).sum();
    assert!(total <= 6000, "{what}: {total} characters");
    embeds
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_list_fits_discords_limits_at_its_largest() {
    let bot = TestBot::start("safe-lists").await;
    // A server's 25 uploads, each with the longest title and briefing a file may have.
    for i in 0..25 {
        let text = super::server_scenarios::OURS
            .replace("our-outage", &format!("ours-{i:02}"))
            .replace(
                "Our outage of last spring",
                &format!("{i:02}{}", "T".repeat(98)),
            )
            .replace("The database lost a replica at 09:10.", &"B".repeat(2000));
        let attachment = bot.fake.user_file("ours.toml", text.as_bytes(), None);
        let id = attachment["id"].as_str().unwrap().to_string();
        let payload = bot.fake.subcommand(
            "scenario",
            "upload",
            json!({"file": {"type": 11, "value": id}}),
            &Ctx::guild(),
        );
        let said = followup_of(&bot.fake, payload).await;
        assert!(said.contains(&format!("ours-{i:02}")), "{said}");
    }
    for locale in ["en-US", "fy", "ru", "so"] {
        let ctx = Ctx::guild().locale(locale).guild_locale(Some(locale));
        let score = Localizer::new(locale.parse::<Locale>().unwrap()).text("help-score");
        let listed = bot.slash("scenarios", Value::Null, &ctx).await;
        let embeds = within_limits("/scenarios", &listed);
        let names: Vec<String> = embeds
            .iter()
            .flat_map(|e| e["fields"].as_array().cloned().unwrap_or_default())
            .map(|f| f["name"].as_str().unwrap().to_string())
            .collect();
        for i in 0..25 {
            let title = format!("ours-{i:02} — {i:02}{}", "T".repeat(98));
            assert!(names.contains(&title), "{locale}: every id and title shown");
        }
        for command in ["model", "leaderboard"] {
            let answer = bot.slash(command, Value::Null, &ctx).await;
            within_limits(&format!("/{command} in {locale}"), &answer);
        }
        // /help is two private messages, each within the limits: the commands, then how
        // the score, the debrief and the lessons are counted.
        let payload = bot.fake.slash_command("help", Value::Null, &ctx);
        let token = payload["token"].as_str().unwrap().to_string();
        let answer = super::call(&bot.fake, payload).await;
        within_limits(&format!("/help in {locale}"), &answer);
        let webhook = format!("/api/v10/webhooks/{APP_ID}/{token}");
        let explained = bot
            .fake
            .wait_for(
                |r| {
                    r.is(Method::Post, &webhook)
                        && r.json()
                            .is_some_and(|b| b["embeds"].to_string().contains(&score))
                },
                WAIT,
            )
            .await;
        let explained = json!({"data": explained.json().cloned().unwrap()});
        within_limits(&format!("/help's second message in {locale}"), &explained);
        assert_eq!(explained["data"]["flags"], 64, "private");
    }
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_roles_the_quorum_counts_role_holders_and_lines_name_who() {
    let bot = TestBot::start("safe-quorum").await;
    let (ana, bo, cy) = (
        Ctx::guild().user(501, "ana"),
        Ctx::guild().user(502, "bo"),
        Ctx::guild().user(503, "cy"),
    );
    let start = json!({"scenario": "free-play", "pace": "turns", "quorum": 2, "controls": "ops"});
    let (text, _) = reply(&bot.incident("start", start, &ana).await);
    // The rules in one line, for whoever reads the channel.
    let rules = text.lines().nth(1).unwrap_or_default();
    assert!(rules.starts_with("Rules: only operations and the commander change controls; the next turn comes when 2 members press Ready"), "{text}");
    assert!(rules.contains("/why explains the drill"), "{rules}");
    let minute = || async {
        let snapshot = bot.drills().snapshot(&drill_place()).await.unwrap();
        snapshot.last().map(|r| r.minute)
    };
    let before = minute().await;
    reply(&bot.slash("role", json!({"role": "commander"}), &ana).await);
    reply(&bot.slash("role", json!({"role": "ops"}), &cy).await);
    // Bo holds no role: his Ready is refused privately and counts for nothing.
    let (text, private) = reply(&bot.press("od:ready", 1, &bo).await);
    assert!(private, "{text}");
    assert!(text.contains("only role holders count"), "{text}");
    let (text, _) = reply(&bot.press("od:ready", 1, &cy).await);
    assert!(text.contains("1 of 2"), "{text}");
    assert_eq!(minute().await, before);
    // The commander makes two: the drill moves on, and the line says who moved it.
    let (text, private) = reply(&bot.press("od:ready", 1, &ana).await);
    assert!(!private);
    assert!(text.contains("2 of 2"), "{text}");
    assert!(text.contains("ana advanced the drill one minute"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_from_outside_the_leads_does_not_silence_the_nudge() {
    let bot = TestBot::start("safe-nudge").await;
    let (bo, cy) = (Ctx::guild().user(502, "bo"), Ctx::guild().user(503, "cy"));
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    bot.incident("start", start, &Ctx::guild()).await;
    reply(&bot.slash("role", json!({"role": "comms"}), &cy).await);
    let alert = first_alert_minute("bad-deploy", 7);
    bot.advance(&Ctx::guild(), alert + 10).await;
    // Bo, no lead, posts an update: it goes out, but the comms lead still owes one.
    let (text, _) = reply(
        &bot.slash("update", json!({"text": "Looks bad."}), &bo)
            .await,
    );
    assert!(text.contains("went out"), "{text}");
    bot.advance(&Ctx::guild(), 5).await;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let nudge = super::wait_content(&bot.fake, &path, "without a stakeholder update", false).await;
    let content = nudge.json().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        content.starts_with("<@503>: the alert has gone 15 minutes"),
        "{content}"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_credits_the_whole_team() {
    let bot = TestBot::start("safe-leaderboard").await;
    let (ana, bo, cy) = (
        Ctx::guild().user(501, "ana"),
        Ctx::guild().user(502, "bo"),
        Ctx::guild().user(503, "cy"),
    );
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    bot.incident("start", start, &Ctx::guild()).await;
    // Ana leads, Cy informs, Bo changes the system: each in their own way.
    reply(&bot.slash("role", json!({"role": "commander"}), &ana).await);
    reply(&bot.slash("role", json!({"role": "comms"}), &cy).await);
    reply(
        &bot.slash("update", json!({"text": "Investigating."}), &cy)
            .await,
    );
    let (text, private) = reply(&bot.slash("rollback", Value::Null, &bo).await);
    assert!(!private, "{text}");
    bot.incident("stop", Value::Null, &ana).await;
    let board = bot.slash("leaderboard", Value::Null, &Ctx::guild()).await;
    let embed = &board["data"]["embeds"][0];
    let stopped = embed["fields"][0]["value"].as_str().unwrap_or_default();
    for name in ["ana", "cy", "bo"] {
        assert!(stopped.contains(name), "{name} in: {embed:#}");
    }
    bot.stop().await;
}
