//! Tokens never reach the logs: the bot as its own process (`oncall-drill bot`), with the
//! default filter and with `RUST_LOG=trace`, answers slash commands, a deferred chart (its
//! answer goes to the webhook URL that carries the token), a refusal, a button, and an event
//! serenity cannot read (which it keeps as an unknown event, logged whole at debug); no
//! interaction token and not the bot's own token appears anywhere in what it wrote.

use std::io::Read;
use std::process::Stdio;

use serde_json::{json, Value};

use super::WAIT;
use crate::fake_discord::{Ctx, FakeDiscord, Method, APP_ID, BOT_TOKEN, GUILD_ID};
use crate::util::{bin, temp_dir};

/// Sends `payload` and waits for its answer (the callback, or for a deferred one the edit
/// of the original message).
async fn answered(fake: &FakeDiscord, payload: &Value, deferred: bool) {
    let (id, token) = (
        payload["id"].as_str().unwrap(),
        payload["token"].as_str().unwrap(),
    );
    fake.inject_interaction(payload.clone()).await;
    let path = if deferred {
        format!("/api/v10/webhooks/{APP_ID}/{token}/messages/@original")
    } else {
        format!("/api/v10/interactions/{id}/{token}/callback")
    };
    let method = if deferred {
        Method::Patch
    } else {
        Method::Post
    };
    fake.wait_for(|r| r.is(method, &path), WAIT).await;
}

/// Runs the bot with `rust_log`, plays a few interactions, and returns what it logged and
/// every token it was given.
async fn logs_of_a_session(rust_log: Option<&str>) -> (String, Vec<String>) {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("bot-logs-tokens");
    let mut command = bin();
    command
        .arg("bot")
        .env("DISCORD_TOKEN", BOT_TOKEN)
        .env("DISCORD_PROXY_URL", fake.base_url())
        .env("DISCORD_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("ONCALL_DRILL_DB", dir.join("bot.sqlite3"))
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    match rust_log {
        Some(filter) => command.env("RUST_LOG", filter),
        None => command.env_remove("RUST_LOG"),
    };
    let mut child = command.spawn().expect("the bot starts");
    // Read everything as it comes (a full pipe would stall the bot), off the runtime.
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stderr.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    });

    fake.wait_ready().await;
    let registered = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    fake.wait_for(|r| r.is(Method::Put, &registered), WAIT)
        .await;
    let admin = Ctx::guild();
    let start = fake.subcommand(
        "incident",
        "start",
        json!({"scenario": "free-play", "pace": "turns"}),
        &admin,
    );
    let advance = fake.slash_command("advance", json!({"minutes": 2}), &admin);
    let chart = fake.slash_command("chart", Value::Null, &admin);
    let press = fake.component("od:floor+2@1", 1, &admin);
    let refused = fake.slash_command("ttl", json!({"seconds": 9999}), &admin);
    // A value that contradicts its own type: serenity cannot read the event and logs it.
    let unreadable = fake.slash_command(
        "ttl",
        json!([{"name": "seconds", "type": 4, "value": "120"}]),
        &admin,
    );
    let after = fake.slash_command("help", Value::Null, &admin);
    answered(&fake, &start, false).await;
    answered(&fake, &advance, false).await;
    answered(&fake, &chart, true).await;
    answered(&fake, &press, false).await;
    answered(&fake, &refused, false).await;
    fake.inject_interaction(unreadable.clone()).await;
    // Events are read in order: once the next one is answered, the unreadable one was read.
    answered(&fake, &after, false).await;

    let _ = child.kill();
    let _ = child.wait();
    let logged = reader.join().expect("the log reader");
    let tokens = [
        &start,
        &advance,
        &chart,
        &press,
        &refused,
        &unreadable,
        &after,
    ]
    .iter()
    .map(|p| p["token"].as_str().unwrap().to_string())
    .chain([BOT_TOKEN.to_string()])
    .collect();
    (logged, tokens)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_token_reaches_the_logs_at_any_level() {
    // Everything; and serenity's most talkative parts by name, which a ceiling on the crate
    // as a whole must still hold.
    let detailed = "serenity::http=trace,serenity::client=trace,oncall_drill=debug";
    for rust_log in [None, Some("trace"), Some(detailed)] {
        let (logged, tokens) = logs_of_a_session(rust_log).await;
        // The filter took effect: the session was logged, each interaction too when asked.
        assert!(logged.contains("slash commands registered"), "{logged}");
        assert_eq!(
            logged.contains("interaction received") && logged.contains("button pressed"),
            rust_log.is_some(),
            "RUST_LOG={rust_log:?}: {logged}"
        );
        for token in &tokens {
            if let Some(at) = logged.find(token.as_str()) {
                let line = logged[..at].rsplit('\n').next().unwrap_or_default();
                panic!("RUST_LOG={rust_log:?}: a token in the logs: {line}{token}…");
            }
        }
    }
}
