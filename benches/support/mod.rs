//! What the bot benches share: the bot started against the fake Discord on 127.0.0.1 with
//! a database in a folder of its own, and the nearest-rank percentile they report.
//! Included by each bench with `#[path]` (a folder, so cargo does not take it for a bench).

use std::path::PathBuf;
use std::time::Duration;

use oncall_drill::discord::{self, BotConfig, Running};

use crate::fake_discord::{FakeDiscord, BOT_TOKEN, GUILD_ID};

/// The bot running against a fresh fake Discord, and the folder its database is in.
pub struct BenchBot {
    pub fake: FakeDiscord,
    pub bot: Running,
    dir: PathBuf,
}

impl BenchBot {
    /// Starts the fake Discord and the bot on a database in a new temporary folder named
    /// after `bench`, and waits until the bot is ready.
    pub async fn start(bench: &str) -> BenchBot {
        let fake = FakeDiscord::start().await;
        let dir =
            std::env::temp_dir().join(format!("oncall-drill-bench-{bench}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let db = dir.join("bot.sqlite3");
        let env = |name: &str| match name {
            "DISCORD_TOKEN" => Some(BOT_TOKEN.to_string()),
            "DISCORD_PROXY_URL" => Some(fake.base_url()),
            "DISCORD_DEV_GUILD_ID" => Some(GUILD_ID.to_string()),
            _ => None,
        };
        let config = BotConfig::load(None, Some(&db), env).expect("config");
        let bot = discord::start(config).await.expect("bot");
        fake.wait_ready().await;
        BenchBot { fake, bot, dir }
    }

    /// The folder the bot's database is in (the ending bench reports its size; the other
    /// benches include this file too and do not ask).
    #[allow(dead_code)]
    pub fn dir(&self) -> &std::path::Path {
        &self.dir
    }

    /// Stops the bot and removes its folder.
    pub async fn stop(self) {
        self.bot.stop().await;
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The nearest-rank `p` percentile of `sorted` (zero when it is empty).
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((p * sorted.len() as f64).ceil() as usize).saturating_sub(1);
    sorted.get(index).copied().unwrap_or_default()
}
