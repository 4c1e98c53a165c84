//! The bot's configuration: environment variables, optionally a TOML file, and flags.
//! `DISCORD_TOKEN` is required; `DISCORD_PROXY_URL` replaces `https://discord.com` for every
//! REST call (a production REST proxy, or the fake Discord of the tests).

use std::path::{Path, PathBuf};

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
    /// Global budget for tick traffic (status posts and edits), requests per second.
    pub tick_requests_per_second: u32,
    pub max_actions_per_minute: u32,
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
        let db = crate::drill::resolve_db_path(db_flag, &env, from_file.db);
        Ok(BotConfig {
            token,
            proxy_url,
            db,
            dev_guild_id,
            chart_every_minutes: from_file.chart_every_minutes.unwrap_or(5).max(1),
            tick_requests_per_second: from_file
                .tick_requests_per_second
                .unwrap_or(40)
                .clamp(1, 50),
            max_actions_per_minute: from_file.max_actions_per_minute.unwrap_or(100).max(1),
        })
    }
}
