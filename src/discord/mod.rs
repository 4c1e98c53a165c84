//! The Discord adapter (serenity 0.12), thin over the drill host: it registers the slash
//! commands, turns interactions into drill calls ([`interactions`]), and posts what the
//! host emits ([`publisher`]). Tests drive it through a fake Discord on 127.0.0.1.
//!
//! REST goes to `DISCORD_PROXY_URL` when set: serenity honours a proxy only with its own
//! rate limiter off, so the bot then relies on its own limiter for tick traffic.

pub mod config;
pub mod embed;
mod incident_cmd;
pub mod interactions;
pub mod publisher;
pub mod registration;
mod reply;
mod server_cmd;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use anyhow::{Context as _, Result};
use serenity::all::{
    ClientBuilder, Command, Context, EventHandler, GatewayIntents, GuildId, HttpBuilder,
    Interaction, Ready, ShardManager,
};
use tokio::task::JoinHandle;

use crate::drill::{self, DrillHandle, HostConfig};
use crate::store::Store;

pub use config::{BotConfig, ConfigError};

/// What every interaction handler needs.
pub struct Bot {
    pub drills: DrillHandle,
    pub config: Arc<BotConfig>,
    registered: AtomicBool,
}

struct Handler {
    bot: Arc<Bot>,
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        // Once per process: a gateway reconnect sends READY again.
        if self.bot.registered.swap(true, Ordering::SeqCst) {
            return;
        }
        let commands = registration::commands();
        let result = match self.bot.config.dev_guild_id {
            Some(guild) => GuildId::new(guild)
                .set_commands(&ctx.http, commands)
                .await
                .map(|c| c.len()),
            None => Command::set_global_commands(&ctx.http, commands)
                .await
                .map(|c| c.len()),
        };
        match result {
            Ok(count) => tracing::info!(count, "slash commands registered"),
            Err(err) => {
                self.bot.registered.store(false, Ordering::SeqCst);
                tracing::error!(error = %err, "could not register the slash commands");
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(command) => self.bot.on_command(&ctx, &command).await,
            Interaction::Component(press) => self.bot.on_component(&ctx, &press).await,
            _ => {}
        }
    }
}

/// A running bot: the gateway client, the drill host and the publisher, each a task.
pub struct Running {
    shards: Arc<ShardManager>,
    client: JoinHandle<serenity::Result<()>>,
    host: JoinHandle<()>,
    publisher: JoinHandle<()>,
    pub drills: DrillHandle,
}

impl Running {
    /// Waits until the gateway connection ends for good.
    pub async fn wait(self) -> Result<()> {
        let result = self.client.await;
        self.host.abort();
        self.publisher.abort();
        result
            .context("the Discord client task failed")?
            .context("the Discord connection failed")
    }

    /// Disconnects and stops every task; the database is closed when this returns.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        for task in [self.publisher, self.host] {
            task.abort();
            let _ = task.await;
        }
        self.client.abort();
        let _ = self.client.await;
    }
}

/// Starts the bot: the drill host on the database (live drills are restored), serenity on
/// an `Http` pointed at the proxy when configured, the publisher, and the gateway.
pub async fn start(config: BotConfig) -> Result<Running> {
    let store = Store::open(&config.db)?;
    let host_config = HostConfig {
        max_actions_per_minute: config.max_actions_per_minute,
        ..HostConfig::default()
    };
    let (drills, events, host) = drill::spawn(store, host_config)?;
    let http = match &config.proxy_url {
        Some(url) => HttpBuilder::new(&config.token)
            .proxy(url.clone())
            .ratelimiter_disabled(true)
            .build(),
        None => HttpBuilder::new(&config.token).build(),
    };
    let config = Arc::new(config);
    let bot = Arc::new(Bot {
        drills: drills.clone(),
        config: config.clone(),
        registered: AtomicBool::new(false),
    });
    // `ClientBuilder::token` would replace this Http (and its proxy): build from it instead.
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(Handler { bot })
        .await
        .context("cannot build the Discord client")?;
    if config.proxy_url.is_some() {
        // serenity falls back to Discord's own gateway when the proxy cannot tell it one:
        // with a proxy configured, that would silently bypass it.
        let url = client.ws_url.lock().await.clone();
        if url.contains("discord.gg") {
            host.abort();
            anyhow::bail!("the proxy at DISCORD_PROXY_URL did not answer GET /api/v10/gateway; not connecting around it");
        }
    }
    let publisher = publisher::Publisher::new(
        client.http.clone(),
        drills.clone(),
        config.chart_every_minutes,
        config.tick_requests_per_second,
    );
    let publisher = tokio::spawn(publisher.run(events));
    let shards = client.shard_manager.clone();
    let client = tokio::spawn(async move { client.start().await });
    Ok(Running {
        shards,
        client,
        host,
        publisher,
        drills,
    })
}

/// Runs the bot until the gateway connection ends for good.
pub async fn run(config: BotConfig) -> Result<()> {
    start(config).await?.wait().await
}
