//! Safe in a real server (issue 20): one owner per database file whatever path reaches it,
//! answers that ping nobody whatever members named themselves, `/update` shown as a quote,
//! a clean stop on SIGTERM and SIGINT.
//! Every request is checked against Discord's OpenAPI description.

use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, FakeDiscord, Method, APP_ID, BOT_TOKEN, CHANNEL_ID, GUILD_ID};
use crate::util::{bin, temp_dir};

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
    for (other, says) in [(link, format!("PID {}", std::process::id())), (twin, "another name".into())] {
        let refused = oncall_drill::discord::start(super::config(&bot.fake, &other)).await;
        let err = format!("{:#}", refused.err().expect("refused"));
        assert!(err.contains(&says), "{err}");
    }
    bot.stop().await;
}

/// `oncall-drill bot` as its own process against `fake`, its log read as it comes.
async fn bot_process(
    fake: &FakeDiscord,
    dir: &std::path::Path,
) -> (std::process::Child, std::thread::JoinHandle<String>) {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = bin()
        .arg("bot")
        .env("DISCORD_TOKEN", BOT_TOKEN)
        .env("DISCORD_PROXY_URL", fake.base_url())
        .env("DISCORD_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("ONCALL_DRILL_DB", dir.join("bot.sqlite3"))
        .env("NO_COLOR", "1")
        .env_remove("RUST_LOG")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bot starts");
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    fake.wait_ready().await;
    let registered = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    fake.wait_for(|r| r.is(Method::Put, &registered), WAIT).await;
    (child, reader)
}

/// Sends `signal` to `child`; its exit status and how long it took to exit.
async fn signalled(
    mut child: std::process::Child,
    signal: &str,
) -> (std::process::ExitStatus, std::time::Duration) {
    let sent = std::time::Instant::now();
    let killed = std::process::Command::new("kill")
        .args([format!("-{signal}"), child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tokio::task::spawn_blocking(move || child.wait().unwrap())
        .await
        .unwrap();
    (status, sent.elapsed())
}

/// Runs the bot as a process, starts a drill, sends it `signal`, and returns how it
/// ended, how long the stop took, and what it logged.
async fn stopped_by(signal: &str) -> (std::process::ExitStatus, std::time::Duration, String) {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("safe-signal");
    let (child, log) = bot_process(&fake, &dir).await;
    let start = json!({"scenario": "free-play", "pace": "turns"});
    let started = fake.subcommand("incident", "start", start, &Ctx::guild());
    super::call(&fake, started).await;
    let (status, took) = signalled(child, signal).await;
    (status, took, log.join().unwrap())
}

async fn a_signal_stops_the_bot_cleanly(signal: &str) {
    let (status, took, logged) = stopped_by(signal).await;
    assert!(status.success(), "{status:?}\n{logged}");
    assert!(took < std::time::Duration::from_secs(10), "{took:?}");
    let lines: Vec<&str> = logged.lines().filter(|l| l.contains("shut down")).collect();
    assert_eq!(lines.len(), 1, "{logged}");
    assert!(lines[0].contains(&format!("SIG{signal}")), "{}", lines[0]);
    assert!(lines[0].contains("posts_left=0"), "{}", lines[0]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    a_signal_stops_the_bot_cleanly("TERM").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigint_stops_the_bot_cleanly() {
    a_signal_stops_the_bot_cleanly("INT").await;
}

#[test]
fn an_invalid_upload_counts_its_problems_in_words() {
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::Locale;
    let said = |locale, count: u32| {
        Localizer::new(locale).tr("upload-invalid", &[("count", count.into())])
    };
    assert!(said(Locale::EnUs, 1).contains("(1 problem)"), "{}", said(Locale::EnUs, 1));
    assert!(said(Locale::EnUs, 3).contains("(3 problems)"));
    assert!(said(Locale::Ru, 1).contains("(1 проблема)"));
    assert!(said(Locale::Ru, 3).contains("(3 проблемы)"));
    assert!(said(Locale::Ru, 5).contains("(5 проблем)"));
    assert!(said(Locale::Fy, 1).contains("(1 probleem)"));
}

/// The private answer to a deferred interaction: its follow-up's text.
async fn followup_of(fake: &FakeDiscord, payload: Value) -> String {
    let token = payload["token"].as_str().unwrap().to_string();
    let callback = super::call(fake, payload).await;
    assert_eq!(callback["type"], 5, "deferred: {callback:#}");
    let path = format!("/api/v10/webhooks/{APP_ID}/{token}");
    let followup = fake
        .wait_for(|r| r.method == Method::Post && r.path == path, WAIT)
        .await;
    let body = followup.json().cloned().unwrap();
    body["content"].as_str().unwrap_or_default().to_string()
}

/// `/scenario upload` of a file whose download the fake answers with `fault`.
async fn upload_with(fake: &FakeDiscord, fault: impl FnOnce(&str)) -> (String, String) {
    let attachment = fake.user_file("mine.toml", b"id = \"mine\"\n", None);
    let url = attachment["url"].as_str().unwrap().to_string();
    fault(url.strip_prefix(&fake.base_url()).expect("served by the fake"));
    let id = attachment["id"].as_str().unwrap().to_string();
    let payload = fake.subcommand(
        "scenario",
        "upload",
        json!({"file": {"type": 11, "value": id}}),
        &Ctx::guild(),
    );
    (followup_of(fake, payload).await, url)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_or_slow_attachment_download_says_why() {
    let bot = TestBot::start("safe-download").await;
    let (text, url) = upload_with(&bot.fake, |path| {
        bot.fake.fail(Method::Get, path, 503, Value::Null)
    })
    .await;
    assert!(text.contains("could not be read from Discord"), "{text}");
    assert!(!text.contains(&url), "{text}");
    let (text, _) = upload_with(&bot.fake, |path| bot.fake.never_answer(Method::Get, path)).await;
    assert!(text.contains("within 10 seconds"), "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreadable_interaction_is_logged_once_and_urls_never() {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("safe-unreadable");
    let (child, log) = bot_process(&fake, &dir).await;
    // A value that contradicts its own type: serenity cannot read the event.
    let unreadable = fake.slash_command(
        "ttl",
        json!([{"name": "seconds", "type": 4, "value": "120"}]),
        &Ctx::guild(),
    );
    let id = unreadable["id"].as_str().unwrap().to_string();
    let token = unreadable["token"].as_str().unwrap().to_string();
    fake.inject_interaction(unreadable).await;
    let (_, url) = upload_with(&fake, |path| fake.fail(Method::Get, path, 500, Value::Null)).await;
    let (status, _) = signalled(child, "TERM").await;
    let logged = log.join().unwrap();
    assert!(status.success(), "{logged}");
    let lines: Vec<&str> = logged.lines().filter(|l| l.contains(&id)).collect();
    assert_eq!(lines.len(), 1, "{logged}");
    assert!(lines[0].contains("WARN") && lines[0].contains("could not be read"), "{}", lines[0]);
    assert!(lines[0].contains("kind=2"), "{}", lines[0]);
    assert!(logged.contains("an uploaded attachment could not be read"), "{logged}");
    assert!(!logged.contains(&url) && !logged.contains("/attachments/"), "{logged}");
    assert!(!logged.contains(&token), "{logged}");
}

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
    let embeds = callback["data"]["embeds"].as_array().cloned().unwrap_or_default();
    assert!(!embeds.is_empty() && embeds.len() <= 10, "{what}: {callback:#}");
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
            .replace("Our outage of last spring", &format!("{i:02}{}", "T".repeat(98)))
            .replace(
                "The database lost a replica at 09:10.",
                &"B".repeat(2000),
            );
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
        for command in ["help", "model", "leaderboard"] {
            let answer = bot.slash(command, Value::Null, &ctx).await;
            within_limits(&format!("/{command} in {locale}"), &answer);
        }
    }
    bot.assert_requests_valid();
    bot.stop().await;
}

/// The custom ids under a posted message.
fn button_ids(post: &Value) -> Vec<String> {
    post["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
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
    let deadline = tokio::time::Instant::now() + WAIT;
    let new = loop {
        let fresh: Vec<String> = bot
            .fake
            .requests_matching(Method::Post, &path)
            .iter()
            .filter_map(|r| r.json())
            .flat_map(button_ids)
            .filter(|id| id.starts_with("od:claim:commander@") && *id != old)
            .collect();
        if let Some(id) = fresh.into_iter().next() {
            break id;
        }
        assert!(tokio::time::Instant::now() < deadline, "no status of the new drill");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let bo = Ctx::guild().user(502, "bo");
    let (text, private) = reply(&bot.press(&old, 1, &bo).await);
    assert!(private, "{text}");
    assert!(text.contains("drill that has ended"), "{text}");
    let team = bot.drills().snapshot(&drill_place()).await.unwrap().team;
    assert!(team.holder(oncall_drill::model::Role::Commander).is_none(), "nothing changed");
    let (text, private) = reply(&bot.press(&new, 2, &bo).await);
    assert!(!private, "{text}");
    bot.assert_requests_valid();
    bot.stop().await;
}

fn drill_place() -> oncall_drill::model::Place {
    oncall_drill::model::Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string())
}

/// The first alerting minute of bad-deploy with seed 7 and nobody acting.
fn first_alert_minute() -> u32 {
    let scenario = crate::util::builtin("bad-deploy");
    let (records, _) = oncall_drill::model::run(&scenario.setup, 7, false, &[], 120);
    records
        .iter()
        .find(|r| r.alert != oncall_drill::model::Alert::None)
        .expect("bad-deploy alerts")
        .minute
}

/// Advances the drill by `minutes` as `ctx`, at most 60 at a time.
async fn advance(bot: &TestBot, ctx: &Ctx, mut minutes: u32) {
    while minutes > 0 {
        let step = minutes.min(60);
        let (text, _) = reply(&bot.slash("advance", json!({ "minutes": step }), ctx).await);
        assert!(text.contains(" advanced the drill "), "{text}");
        minutes -= step;
    }
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
    let alert = first_alert_minute();
    advance(&bot, &Ctx::guild(), alert + 10).await;
    // Bo, no lead, posts an update: it goes out, but the comms lead still owes one.
    let (text, _) = reply(&bot.slash("update", json!({"text": "Looks bad."}), &bo).await);
    assert!(text.contains("went out"), "{text}");
    advance(&bot, &Ctx::guild(), 5).await;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let nudge = super::wait_content(&bot.fake, &path, "without a stakeholder update", false).await;
    let content = nudge.json().unwrap()["content"].as_str().unwrap().to_string();
    assert!(content.starts_with("<@503>: the alert has gone 15 minutes"), "{content}");
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
    reply(&bot.slash("update", json!({"text": "Investigating."}), &cy).await);
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
