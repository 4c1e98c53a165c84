//! The Discord drill as a team meets it: `/help` in the reader's own command names, a
//! refusal before starting where the bot could not post, drills in threads, Advance
//! buttons on turn-based drills, pages that call the team's role (and only it), and
//! private answers in each person's own language.

use serde_json::{json, Value};

use super::schedule::posts_in;
use super::{eventually, reply, TestBot};
use crate::fake_discord::{Ctx, CHANNEL_ID, GUILD_ID};

const OPS: &str = "1100000000000000555";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_speaks_discord_in_the_readers_language() {
    let bot = TestBot::start("ux-help").await;
    for (ctx, commands, not) in [
        (
            Ctx::guild(),
            ["`/ttl seconds`", "`/incident start scenario"],
            "ttl-кэша",
        ),
        (
            Ctx::guild().locale("ru"),
            ["`/ttl-кэша секунды`", "`/инцидент старт сценарий"],
            "`/ttl seconds`",
        ),
    ] {
        let answer = bot.slash("help", Value::Null, &ctx).await;
        assert_eq!(answer["data"]["flags"], 64);
        let embed = &answer["data"]["embeds"][0];
        let text = embed.to_string();
        for command in commands {
            assert!(text.contains(command), "{command} in {text}");
        }
        assert!(!text.contains(not), "{text}");
        for terminal_word in ["Ctrl-D", "play --resume", "quit"] {
            assert!(!text.contains(terminal_word), "{terminal_word} in {text}");
        }
        let title = embed["title"].as_str().unwrap();
        assert_eq!(text.matches(title).count(), 1, "the title once: {text}");
    }
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_where_the_bot_cannot_post_is_refused_and_threads_work() {
    let bot = TestBot::start("ux-permissions").await;
    let start = json!({"scenario": "free-play", "pace": "turns"});
    // View Channel and Send Messages only: no embeds, no files.
    let muted = Ctx::guild().app_permissions("3072");
    let (text, ephemeral) = reply(&bot.incident("start", start.clone(), &muted).await);
    assert!(ephemeral, "{text}");
    assert!(
        text.contains("Embed Links") && text.contains("Attach Files"),
        "{text}"
    );
    assert!(!text.contains("Send Messages"), "{text}");
    let (text, _) = reply(&bot.slash("status", Value::Null, &Ctx::guild()).await);
    assert!(text.contains("no incident"), "nothing started: {text}");

    // In a thread, Send Messages is not enough: Send Messages in Threads is needed.
    let thread = CHANNEL_ID + 900;
    let in_thread = Ctx::guild().channel(thread).in_thread();
    let without = in_thread
        .clone()
        .app_permissions(&(1024u64 + 2048 + 16384 + 32768).to_string());
    let (text, ephemeral) = reply(&bot.incident("start", start.clone(), &without).await);
    assert!(
        ephemeral && text.contains("Send Messages in Threads"),
        "{text}"
    );
    let with = in_thread.app_permissions(&(1024u64 + 16384 + 32768 + (1 << 38)).to_string());
    let (text, ephemeral) = reply(&bot.incident("start", start, &with).await);
    assert!(!ephemeral && text.contains("started"), "{text}");
    // The status goes to the thread.
    let status = || async { posts_in(&bot, thread).into_iter().next() };
    eventually("a status in the thread", status).await;
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_based_statuses_have_advance_buttons() {
    let bot = TestBot::start("ux-advance").await;
    let admin = Ctx::guild();
    bot.incident(
        "start",
        json!({"scenario": "bad-deploy", "pace": "turns"}),
        &admin,
    )
    .await;
    let status = bot.wait_posts(1).await.remove(0);
    let rows = status.json().unwrap()["components"].clone();
    // What each does, before the drill it carries (`od:advance:1@1`).
    let ids: Vec<&str> = rows[1]["components"]
        .as_array()
        .expect("a second row")
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap().rsplit_once('@').unwrap().0)
        .collect();
    assert_eq!(ids, ["od:advance:1", "od:advance:5"]);
    let (text, ephemeral) = reply(&bot.press("od:advance:5", 1, &admin).await);
    assert!(!ephemeral);
    assert_eq!(text, "alice advanced the drill 5 minutes to 09:05.");
    let (text, ephemeral) = reply(&bot.press("od:advance:7", 1, &admin).await);
    assert!(ephemeral, "not a button we offer: {text}");
    // A timed drill has no Advance buttons.
    let other = Ctx::guild().channel(CHANNEL_ID + 1);
    bot.incident(
        "start",
        json!({"scenario": "free-play", "pace": "60s"}),
        &other,
    )
    .await;
    let status = || async { posts_in(&bot, CHANNEL_ID + 1).into_iter().next() };
    let timed = eventually("the timed drill's status", status).await;
    // The controls' row and the team's row (a role to claim), no Advance buttons.
    let timed_ids: Vec<&str> = timed["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap())
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert!(
        timed_ids.iter().all(|id| !id.starts_with("od:advance")),
        "{timed_ids:?}"
    );
    assert!(
        timed_ids
            .iter()
            .any(|id| id.starts_with("od:claim:commander@")),
        "{timed_ids:?}"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}

/// The alert messages of the drill channel: (content, allowed_mentions).
fn alerts(bot: &TestBot, channel: u64, marker: &str) -> Vec<(String, Value)> {
    posts_in(bot, channel)
        .into_iter()
        .filter_map(|m| {
            let content = m["content"].as_str()?.to_string();
            content
                .contains(marker)
                .then(|| (content, m["allowed_mentions"].clone()))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_calls_the_teams_role_and_only_it() {
    let bot = TestBot::start("ux-page").await;
    // A server that set a drill role with the former /drillrole (the bot only reads it).
    rusqlite::Connection::open(&bot.db)
        .unwrap()
        .execute(
            "INSERT INTO server_settings (guild_id, drill_role_id) VALUES (?1, '777')",
            [GUILD_ID.to_string()],
        )
        .unwrap();
    let admin = Ctx::guild();
    let start = json!({
        "scenario": "bad-deploy", "pace": "turns", "seed": 3,
        "role": {"type": 8, "value": OPS},
    });
    bot.incident("start", start, &admin).await;
    bot.slash("advance", json!({"minutes": 60}), &admin).await;
    let page = || async { alerts(&bot, CHANNEL_ID, "Page").into_iter().next() };
    let (content, mentions) = eventually("a page", page).await;
    assert!(
        content.starts_with(&format!("<@&{OPS}> 🚨")),
        "the role given at start wins: {content}"
    );
    assert_eq!(
        mentions["roles"],
        json!([OPS]),
        "only that role: {mentions}"
    );
    assert_eq!(mentions["parse"], json!([]), "{mentions}");
    for (content, mentions) in alerts(&bot, CHANNEL_ID, "warning") {
        assert!(!content.contains("<@"), "a warning calls nobody: {content}");
        assert_eq!(mentions["parse"], json!([]));
        assert!(
            mentions["roles"].as_array().is_none_or(|r| r.is_empty()),
            "{mentions}"
        );
    }

    // Without a role at start, a page calls the server's drill role.
    let other = CHANNEL_ID + 2;
    let ctx = Ctx::guild().channel(other);
    bot.incident(
        "start",
        json!({"scenario": "bad-deploy", "pace": "turns", "seed": 3}),
        &ctx,
    )
    .await;
    bot.slash("advance", json!({"minutes": 60}), &ctx).await;
    let page = || async { alerts(&bot, other, "Page").into_iter().next() };
    let (content, mentions) = eventually("a page calling the drill role", page).await;
    assert!(content.starts_with("<@&777> "), "{content}");
    assert_eq!(mentions["roles"], json!(["777"]));
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_only_you_see_is_in_your_language() {
    let bot = TestBot::start("ux-locale").await;
    let english_server = Ctx::guild();
    let russian_reader = Ctx::guild().user(31, "boris").permissions("0").locale("ru");
    let (text, ephemeral) = reply(&bot.slash("rollback", Value::Null, &russian_reader).await);
    assert!(
        ephemeral && text.contains("инцидент"),
        "a Russian refusal: {text}"
    );
    bot.incident(
        "start",
        json!({"scenario": "free-play", "pace": "turns"}),
        &english_server,
    )
    .await;
    let (text, ephemeral) = reply(
        &bot.slash("ttl", json!({"seconds": 90}), &russian_reader)
            .await,
    );
    assert!(
        !ephemeral && text.contains("set the cache TTL"),
        "the channel keeps the server's language: {text}"
    );
    let status = bot.slash("status", Value::Null, &russian_reader).await;
    assert!(
        status["data"]["embeds"][0].to_string().contains("Запросы"),
        "{status:#}"
    );
    // A client language we do not speak gets the server's.
    let german = Ctx::guild().user(32, "greta").locale("de");
    let (text, _) = reply(&bot.slash("ttl", json!({"seconds": 9000}), &german).await);
    assert!(text.contains("out of range"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}
