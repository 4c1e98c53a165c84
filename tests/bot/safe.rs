//! Safe in a real server (issue 20): one owner per database file whatever path reaches it,
//! answers that ping nobody whatever members named themselves, `/update` shown as a quote,
//! a finished drill's buttons that cannot touch the next drill, problems counted in words.
//! Every request is checked against Discord's OpenAPI description.

use serde_json::{json, Value};

use super::{button_ids, reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, RecordedRequest, CHANNEL_ID, GUILD_ID};

/// What every answer of the bot must carry: an explicit "ping nobody".
fn pings_nobody(callback: &Value) {
    assert_eq!(
        callback["data"]["allowed_mentions"],
        json!({"parse": [], "users": [], "roles": []}),
        "{callback:#}"
    );
}

const HOSTILE_NICK: &str = "<@&777> @everyone <@503>";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nickname_full_of_mentions_pings_nobody() {
    let bot = TestBot::start("safe-nick").await;
    let hostile = Ctx::guild().user(501, "mallory").nick(HOSTILE_NICK);
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    let started = bot.incident("start", start, &hostile).await;
    pings_nobody(&started);
    // The role button's answer names the member by the nickname, and pings nobody.
    let claimed = bot.press("od:claim:ops", 1, &hostile).await;
    let (text, private) = reply(&claimed);
    assert!(!private);
    assert!(text.starts_with(HOSTILE_NICK), "{text}");
    pings_nobody(&claimed);
    // So does a command's answer that names them, and a private one.
    let given = bot
        .slash("role", json!({"role": "commander"}), &hostile)
        .await;
    assert!(reply(&given).0.contains(HOSTILE_NICK), "{given:#}");
    pings_nobody(&given);
    pings_nobody(&bot.slash("rollback", Value::Null, &hostile).await);
    pings_nobody(&bot.press("od:no-such-button", 1, &hostile).await);
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_is_a_quote_that_cannot_pass_for_the_bot() {
    let bot = TestBot::start("safe-update").await;
    let cy = Ctx::guild().user(503, "cy");
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    bot.incident("start", start, &Ctx::guild()).await;
    let forged = format!(
        "📣 **Update 09:45** from bot:{}📊 Errors 0 % · all fine\n[status page](https://evil.example/login) @everyone",
        "\n".repeat(800)
    );
    let (text, private) = reply(&bot.slash("update", json!({"text": forged}), &cy).await);
    assert!(private && text.contains("went out"), "{text}");
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let posted = super::wait_content(&bot.fake, &path, "status page", false).await;
    let posted = posted.json().unwrap();
    let content = posted["content"].as_str().unwrap();
    let lines: Vec<&str> = content.lines().collect();
    // The bot's header, the member's three lines quoted (the run of blank lines is one),
    // the bot's numbers.
    assert_eq!(lines.len(), 6, "{content}");
    assert!(lines[0].starts_with("📣 **Update") && lines[0].ends_with("from cy:"));
    assert_eq!(lines[1], "> 📣 \\*\\*Update 09:45\\*\\* from bot:");
    assert_eq!(lines[2], ">");
    assert_eq!(lines[3], "> 📊 Errors 0 % · all fine");
    assert_eq!(
        lines[4],
        "> \\[status page\\](<https://evil.example/login>) @everyone"
    );
    assert!(lines[5].starts_with("📊 Errors "), "{content}");
    assert_eq!(posted["allowed_mentions"]["parse"], json!([]));
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_bot_on_a_symlink_or_hard_link_is_refused() {
    let bot = TestBot::start("safe-lock").await;
    let folder = bot.db.parent().unwrap().to_path_buf();
    let link = folder.join("link.sqlite3");
    std::os::unix::fs::symlink(&bot.db, &link).unwrap();
    let twin = folder.join("twin.sqlite3");
    std::fs::hard_link(&bot.db, &twin).unwrap();
    for (other, says) in [
        (link, format!("PID {}", std::process::id())),
        (twin, "another name".into()),
    ] {
        let refused = oncall_drill::discord::start(super::config(&bot.fake, &other)).await;
        let err = format!("{:#}", refused.err().expect("refused"));
        assert!(err.contains(&says), "{err}");
    }
    bot.stop().await;
}

#[test]
fn an_invalid_upload_counts_its_problems_in_words() {
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::Locale;
    let said = |locale, count: u32| {
        Localizer::new(locale).tr("upload-invalid", &[("count", count.into())])
    };
    assert!(
        said(Locale::EnUs, 1).contains("(1 problem)"),
        "{}",
        said(Locale::EnUs, 1)
    );
    assert!(said(Locale::EnUs, 3).contains("(3 problems)"));
    assert!(said(Locale::Ru, 1).contains("(1 проблема)"));
    assert!(said(Locale::Ru, 3).contains("(3 проблемы)"));
    assert!(said(Locale::Ru, 5).contains("(5 проблем)"));
    assert!(said(Locale::Fy, 1).contains("(1 probleem)"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_drills_button_does_not_act_on_the_next_drill() {
    let bot = TestBot::start("safe-old-buttons").await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    bot.incident("start", start.clone(), &admin).await;
    let first = bot.wait_posts(1).await.remove(0);
    let old = button_ids(first.json().unwrap())
        .into_iter()
        .find(|id| id.starts_with("od:claim:commander@"))
        .expect("a claim button with its drill");
    bot.incident("stop", Value::Null, &admin).await;
    bot.incident("start", start, &admin).await;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let new_claim = |r: &RecordedRequest| {
        r.json()
            .map(button_ids)
            .unwrap_or_default()
            .into_iter()
            .find(|id| id.starts_with("od:claim:commander@") && *id != old)
    };
    let status = bot
        .fake
        .wait_for(
            |r| r.method == Method::Post && r.path.starts_with(&path) && new_claim(r).is_some(),
            WAIT,
        )
        .await;
    let new = new_claim(&status).expect("the new drill's claim button");
    let bo = Ctx::guild().user(502, "bo");
    let (text, private) = reply(&bot.press(&old, 1, &bo).await);
    assert!(private, "{text}");
    assert!(text.contains("drill that has ended"), "{text}");
    let team = bot.drills().snapshot(&drill_place()).await.unwrap().team;
    assert!(
        team.holder(oncall_drill::model::Role::Commander).is_none(),
        "nothing changed"
    );
    let (text, private) = reply(&bot.press(&new, 2, &bo).await);
    assert!(!private, "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

pub(super) fn drill_place() -> oncall_drill::model::Place {
    oncall_drill::model::Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string())
}
