//! Safe in a real server (issue 20), the bot as its own process or fetching files: a clean
//! stop on SIGTERM and SIGINT (exit 0, one log line, within 10 s); a slow or failed
//! attachment download said in words, its signed URL never logged; an interaction serenity
//! cannot read logged once at warn by its type and id.

use serde_json::{json, Value};

use super::{TestBot, WAIT};
use crate::fake_discord::{Ctx, FakeDiscord, Method, APP_ID, BOT_TOKEN, GUILD_ID};
use crate::util::{bin, temp_dir};

/// `oncall-drill bot` as its own process against `fake`, its log read as it comes.
pub(super) async fn bot_process(
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
    fake.wait_for(|r| r.is(Method::Put, &registered), WAIT)
        .await;
    (child, reader)
}

/// Sends `signal` to `child`; its exit status and how long it took to exit.
pub(super) async fn signalled(
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

/// The private answer to a deferred interaction: its follow-up's text.
pub(super) async fn followup_of(fake: &FakeDiscord, payload: Value) -> String {
    let token = payload["token"].as_str().unwrap().to_string();
    let callback = super::call_raw(fake, payload).await;
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
    fault(
        url.strip_prefix(&fake.base_url())
            .expect("served by the fake"),
    );
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
    assert!(
        lines[0].contains("WARN") && lines[0].contains("could not be read"),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("kind=2"), "{}", lines[0]);
    assert!(
        logged.contains("an uploaded attachment could not be read"),
        "{logged}"
    );
    assert!(
        !logged.contains(&url) && !logged.contains("/attachments/"),
        "{logged}"
    );
    assert!(!logged.contains(&token), "{logged}");
}
