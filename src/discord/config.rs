//! The bot's configuration: environment variables, optionally a TOML file, and flags.
//! `DISCORD_TOKEN` is required; `DISCORD_PROXY_URL` replaces `https://discord.com` for every
//! REST call (a production REST proxy, or the fake Discord of the tests); `--shards A-B/TOTAL`
//! runs a range of gateway shards. How the bot delivers what it posts ([`Delivery`]) has
//! the defaults below; tests shorten them.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use serde::Deserialize;
use thiserror::Error;

#[derive(Debug, Clone)]
pub struct BotConfig {
    pub token: String,
    pub proxy_url: Option<String>,
    pub db: PathBuf,
    /// Register commands in this guild only (instant) instead of globally.
    pub dev_guild_id: Option<u64>,
    /// Attach the live chart to the status every N simulated minutes.
    pub chart_every_minutes: u32,
    /// Global budget for everything the bot posts on its own (statuses, texts, debriefs),
    /// requests per second; several processes on one token split Discord's 50.
    pub tick_requests_per_second: u32,
    pub max_actions_per_minute: u32,
    /// Minute records of drills ended longer ago than this many days are deleted (their
    /// summaries, timelines and replays stay); 0 keeps them forever.
    pub retention_days: u32,
    /// The gateway shards this process runs; `None` runs the one shard of a small bot.
    pub shards: Option<ShardRange>,
    pub delivery: Delivery,
    /// Serve every drill on a read-only web page at this address (`web = "127.0.0.1:8080"`
    /// or `--web`); None: no web page.
    pub web: Option<std::net::SocketAddr>,
    /// The address people reach that web server at (`https://drills.example.org`), for
    /// the links in the channel.
    pub public_url: Option<String>,
    /// Serve only `/metrics` and `/healthz` at this address when `web` is off (with `web`,
    /// they are on the web's address).
    pub metrics: Option<std::net::SocketAddr>,
    /// Test hooks into the drill driver (none outside tests).
    #[doc(hidden)]
    pub driver_hooks: crate::drill::DriverHooks,
    /// Test hooks into the event bus's subscribers (none outside tests).
    #[doc(hidden)]
    pub bus_hooks: crate::drill::bus::BusHooks,
}

/// Every REST call ends within this (a request Discord never answers must not hold up its
/// channel).
pub const REST_TIMEOUT: Duration = Duration::from_secs(10);
/// The wait after a channel's first failed post, doubled after each further failure…
pub const RETRY_FIRST: Duration = Duration::from_secs(1);
/// …up to this, until the message is delivered.
pub const RETRY_MAX: Duration = Duration::from_secs(30);
/// A status sent this long after its minute says how stale it is.
pub const STALE_AFTER: Duration = Duration::from_secs(10);
/// The default global budget of the bot's own posts, requests per second: the room for
/// 2,500 real-time drills (one request per drill-minute, 41.7/s) under Discord's 50/s.
pub const DEFAULT_REQUESTS_PER_SECOND: u32 = 45;

/// How the bot delivers what it posts on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delivery {
    pub rest_timeout: Duration,
    pub retry_first: Duration,
    pub retry_max: Duration,
    pub stale_after: Duration,
}

impl Default for Delivery {
    fn default() -> Delivery {
        Delivery {
            rest_timeout: REST_TIMEOUT,
            retry_first: RETRY_FIRST,
            retry_max: RETRY_MAX,
            stale_after: STALE_AFTER,
        }
    }
}

/// The gateway shards `first..=last` of `total`, as `--shards A-B/TOTAL` (or `A/TOTAL`)
/// gives them. Discord puts a server on shard `(guild_id >> 22) % total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Whether this process runs the shard that holds `guild_id`.
    pub fn holds(&self, guild_id: u64) -> bool {
        let shard = (guild_id >> 22) % u64::from(self.total);
        (u64::from(self.first)..=u64::from(self.last)).contains(&shard)
    }
}

impl FromStr for ShardRange {
    type Err = String;

    fn from_str(text: &str) -> Result<ShardRange, String> {
        let bad = || format!("`{text}` is not a shard range: write A-B/TOTAL, e.g. 0-3/8");
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => (number(range)?, number(range)?),
        };
        let total = number(total)?;
        if total == 0 || first > last || last >= total {
            return Err(format!(
                "`{text}`: shards {first} to {last} are not a range within 0 to {} ({total} shards)",
                total.saturating_sub(1)
            ));
        }
        Ok(ShardRange { first, last, total })
    }
}

/// The optional TOML file: every key optional, the environment wins.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileConfig {
    token: Option<String>,
    proxy_url: Option<String>,
    db: Option<PathBuf>,
    dev_guild_id: Option<u64>,
    chart_every_minutes: Option<u32>,
    tick_requests_per_second: Option<u32>,
    max_actions_per_minute: Option<u32>,
    retention_days: Option<u32>,
    shards: Option<String>,
    web: Option<String>,
    public_url: Option<String>,
    metrics: Option<String>,
}

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set")]
    NoToken,
    #[error("{file}: {reason}")]
    File { file: String, reason: String },
    #[error("{name}: {reason}")]
    Value { name: String, reason: String },
}

impl BotConfig {
    /// Reads the file (if any), then the environment through `env` (so tests need not touch
    /// the process environment), then `db_flag`.
    pub fn load(
        file: Option<&Path>,
        db_flag: Option<&Path>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<BotConfig, ConfigError> {
        let from_file = match file {
            Some(path) => {
                let text = std::fs::read_to_string(path).map_err(|e| ConfigError::File {
                    file: path.display().to_string(),
                    reason: e.to_string(),
                })?;
                toml::from_str(&text).map_err(|e| ConfigError::File {
                    file: path.display().to_string(),
                    reason: e.message().to_string(),
                })?
            }
            None => FileConfig::default(),
        };
        let token = env("DISCORD_TOKEN")
            .or(from_file.token)
            .filter(|t| !t.trim().is_empty())
            .ok_or(ConfigError::NoToken)?;
        let proxy_url = env("DISCORD_PROXY_URL")
            .or(from_file.proxy_url)
            .map(|u| u.trim_end_matches('/').to_string())
            .filter(|u| !u.is_empty());
        if let Some(url) = &proxy_url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::Value {
                    name: "DISCORD_PROXY_URL".into(),
                    reason: format!("`{url}` is not an http(s) URL"),
                });
            }
        }
        let dev_guild_id = match env("DISCORD_DEV_GUILD_ID") {
            Some(text) => Some(text.trim().parse().map_err(|_| ConfigError::Value {
                name: "DISCORD_DEV_GUILD_ID".into(),
                reason: format!("`{text}` is not a server id"),
            })?),
            None => from_file.dev_guild_id,
        };
        let shards = match &from_file.shards {
            Some(text) => Some(text.parse().map_err(|reason| ConfigError::Value {
                name: "shards".into(),
                reason,
            })?),
            None => None,
        };
        let web = match &from_file.web {
            Some(text) => Some(text.trim().parse().map_err(|_| ConfigError::Value {
                name: "web".into(),
                reason: format!("`{text}` is not an address to listen on, such as 127.0.0.1:8080"),
            })?),
            None => None,
        };
        let metrics = match &from_file.metrics {
            Some(text) => Some(text.trim().parse().map_err(|_| ConfigError::Value {
                name: "metrics".into(),
                reason: format!("`{text}` is not an address to listen on, such as 127.0.0.1:9464"),
            })?),
            None => None,
        };
        let public_url = from_file
            .public_url
            .map(|u| u.trim_end_matches('/').to_string())
            .filter(|u| !u.is_empty());
        if let Some(url) = &public_url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(ConfigError::Value {
                    name: "public_url".into(),
                    reason: format!("`{url}` is not an http(s) URL"),
                });
            }
        }
        let db = crate::drill::resolve_db_path(db_flag, &env, from_file.db);
        Ok(BotConfig {
            token,
            proxy_url,
            db,
            dev_guild_id,
            chart_every_minutes: from_file.chart_every_minutes.unwrap_or(5).max(1),
            tick_requests_per_second: from_file
                .tick_requests_per_second
                .unwrap_or(DEFAULT_REQUESTS_PER_SECOND)
                .clamp(
                    1,
                    crate::discord::delivery::limits::DISCORD_GLOBAL_PER_SECOND,
                ),
            max_actions_per_minute: from_file.max_actions_per_minute.unwrap_or(100).max(1),
            retention_days: from_file
                .retention_days
                .unwrap_or(crate::drill::DEFAULT_RETENTION_DAYS),
            shards,
            delivery: Delivery::default(),
            web,
            public_url,
            metrics,
            driver_hooks: Default::default(),
            bus_hooks: Default::default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(file: &str) -> Result<BotConfig, ConfigError> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.toml");
        std::fs::write(&path, file).unwrap();
        BotConfig::load(Some(&path), None, |name| {
            (name == "DISCORD_TOKEN").then(|| "t".to_string())
        })
    }

    #[test]
    fn the_file_sets_retention_and_refuses_unknown_keys() {
        let config = load("retention_days = 7\nmax_actions_per_minute = 20\n").unwrap();
        assert_eq!(
            (config.retention_days, config.max_actions_per_minute),
            (7, 20)
        );
        assert_eq!(
            load("").unwrap().retention_days,
            crate::drill::DEFAULT_RETENTION_DAYS
        );
        let err = load("retention = 7\n").unwrap_err().to_string();
        assert!(err.contains("unknown field `retention`"), "{err}");
        assert!(load("retention_days = -1\n").is_err());
        let web = load("web = \"127.0.0.1:8080\"\npublic_url = \"https://d.example/\"\n").unwrap();
        assert_eq!(web.web, Some("127.0.0.1:8080".parse().unwrap()));
        assert_eq!(web.public_url.as_deref(), Some("https://d.example"));
        assert_eq!(load("").unwrap().web, None);
        assert!(load("web = \"somewhere\"\n").is_err());
        assert!(load("public_url = \"ftp://x\"\n").is_err());
    }
}
