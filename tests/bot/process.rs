//! The bot as its own process (`oncall-drill bot`), the way an operator runs it, against the
//! fake Discord: what it logs to a pipe is plain text, without terminal escape codes.

use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::time::Duration;

use crate::fake_discord::{FakeDiscord, BOT_TOKEN, GUILD_ID};
use crate::util::{bin, temp_dir};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_to_a_pipe_carry_no_escape_codes() {
    let fake = FakeDiscord::start().await;
    let dir = temp_dir("bot-process-logs");
    let mut child = bin()
        .arg("bot")
        .env("DISCORD_TOKEN", BOT_TOKEN)
        .env("DISCORD_PROXY_URL", fake.base_url())
        .env("DISCORD_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("ONCALL_DRILL_DB", dir.join("bot.sqlite3"))
        .env_remove("NO_COLOR")
        .env_remove("RUST_LOG")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bot starts");
    let stderr = child.stderr.take().unwrap();
    // Read until the bot says it registered its commands, off the runtime; the bot is
    // stopped whatever happens, which ends the read of a bot that never says it.
    let lines = tokio::task::spawn_blocking(move || {
        let mut lines = Vec::new();
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let done = line.contains("slash commands registered");
            lines.push(line);
            if done {
                break;
            }
        }
        lines
    });
    let logged = tokio::time::timeout(Duration::from_secs(40), lines).await;
    let _ = child.kill();
    let _ = child.wait();
    let lines = logged.expect("the bot logs within 40 s").unwrap();
    let text = lines.join("\n");
    assert!(text.contains("connected to Discord"), "{text}");
    assert!(text.contains("slash commands registered"), "{text}");
    assert!(!text.contains('\u{1b}'), "escape codes in a pipe: {text:?}");
}
