//! The Discord adapter: poise commands on serenity, thin over the drill driver. One poise
//! command function per slash command ([`commands`]), typed parameters ([`params`]),
//! names and descriptions localised from Fluent at registration ([`localize`]), the buttons
//! ([`buttons`]), Discord's ids as the drill's at the edge (`ids.rs`), one error path
//! ([`errors`]), and what the bot posts on its own
//! ([`publisher`], the tokio shell of the pure rules in [`delivery`]). Tests drive it
//! through a fake Discord on 127.0.0.1.
//!
//! REST goes to `DISCORD_PROXY_URL` when set. Everything the bot posts on its own goes
//! through its own REST path ([`rest`]), which keeps Discord's limits with or without a
//! proxy; interaction responses stay on serenity's `Http` (with its rate limiter off behind
//! a proxy, which serenity's limiter would bypass), on the same client and timeout.

mod answer;
mod button_id;
mod buttons;
mod coalesce;
pub mod commands;
pub mod config;
mod context;
pub mod debrief_embed;
pub mod delivery;
pub mod embed;
pub mod errors;
mod fit;
mod help;
mod ids;
mod in_time;
pub mod limits;
mod localize;
mod on_error;
mod once;
mod params;
mod permissions;
pub mod publisher;
mod reply;
pub mod rest;
mod scheduled;
mod shutdown;
mod unreadable;

use std::sync::Arc;

use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{
    ClientBuilder, FullEvent, GatewayIntents, GuildId, HttpBuilder, Interaction, ShardManager,
};
use tokio::task::JoinHandle;
use tokio::time::Instant;

use crate::drill::{self, EngineConfig, Handles};
use rest::Rest;

pub use config::{BotConfig, ConfigError};
pub use context::Data;
pub use localize::DISCORD_LOCALES;

/// A running bot: the gateway client, the drill driver and the publisher, each a task.
pub struct Running {
    shards: Arc<ShardManager>,
    client: JoinHandle<serenity::Result<()>>,
    driver: JoinHandle<()>,
    publisher: JoinHandle<()>,
    /// Tells when the publisher has nothing left to post.
    publisher_idle: publisher::IdleSignal,
    /// The scheduler of drills on a schedule (the publisher tells their channels).
    scheduler: JoinHandle<()>,
    /// Lets interactions in until the bot stops.
    gate: Arc<shutdown::Gate>,
    pub drills: Handles,
    /// The drills' web page, when configured.
    pub web: Option<Arc<crate::web::Web>>,
    /// Where `/metrics` and `/healthz` are served on their own (no web page, `metrics` set).
    pub monitor_addr: Option<std::net::SocketAddr>,
    monitor: Option<JoinHandle<()>>,
}

impl Running {
    /// Runs until the gateway connection ends for good, or until SIGTERM or SIGINT asks for
    /// a clean stop ([`Running::shut_down`]).
    pub async fn until_signal(mut self) -> Result<()> {
        tokio::select! {
            ended = &mut self.client => {
                self.driver.abort();
                self.publisher.abort();
                self.scheduler.abort();
                ended
                    .context("the Discord client task failed")?
                    .context("the Discord connection failed")
            }
            signal = shutdown::signal() => {
                self.shut_down(signal).await;
                Ok(())
            }
        }
    }

    /// A clean stop: no new interaction is taken; the answers being written, the debriefs
    /// being computed and the posts in the outbox finish (within [`shutdown::GRACE`] all
    /// told); then [`Running::stop`]. Logs one line saying how it went: what is left is
    /// posted (a debrief still owed is computed again) at the next start.
    pub async fn shut_down(self, reason: &str) {
        let started = Instant::now();
        let deadline = started + shutdown::GRACE;
        self.gate.close();
        let answered = self.gate.drained(deadline).await;
        let (posts_left, debriefs_owed) =
            shutdown::outbox_drained(&self.drills.outbox, deadline).await;
        let unanswered = self.gate.in_flight();
        self.stop().await;
        tracing::info!(
            reason,
            waited_ms = started.elapsed().as_millis() as u64,
            unanswered = if answered { 0 } else { unanswered },
            posts_left,
            debriefs_owed,
            "shut down: no new interactions, answers and posts finished, database closed"
        );
    }

    /// Tells when the publisher is idle: everything given to it posted, nothing waiting on
    /// a timer (see [`publisher::IdleSignal`]).
    pub fn publisher_idle(&self) -> &publisher::IdleSignal {
        &self.publisher_idle
    }

    /// Disconnects and stops every task; the database is closed when this returns.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        for task in [self.scheduler, self.publisher, self.driver] {
            task.abort();
            let _ = task.await;
        }
        self.client.abort();
        let _ = self.client.await;
        if let Some(web) = &self.web {
            web.stop();
        }
        if let Some(monitor) = &self.monitor {
            monitor.abort();
        }
        self.drills.drills.close_store().await;
    }
}

/// The registration payload of `commands`. Discord's OpenAPI description types
/// `default_member_permissions` as an integer, where serenity writes the string form: the
/// bot sends what the description says.
pub fn registration_payload(
    commands: &[poise::Command<Data, errors::BotError>],
) -> serde_json::Result<serde_json::Value> {
    let mut payload = serde_json::to_value(poise::builtins::create_application_commands(commands))?;
    for command in payload.as_array_mut().into_iter().flatten() {
        if let Some(permissions) = command.get_mut("default_member_permissions") {
            if let Some(bits) = permissions.as_str().and_then(|s| s.parse::<u64>().ok()) {
                *permissions = bits.into();
            }
        }
    }
    Ok(payload)
}

/// Registers the commands, once per process (a gateway reconnect sends READY again, but
/// poise runs its setup once).
async fn register(
    ctx: &serenity::Context,
    framework: &poise::Framework<Data, errors::BotError>,
    dev_guild: Option<u64>,
) {
    let payload = match registration_payload(&framework.options().commands) {
        Ok(payload) => payload,
        Err(err) => return tracing::error!(error = %err, "could not build the slash commands"),
    };
    let result = match dev_guild {
        Some(guild) => ctx
            .http
            .create_guild_commands(GuildId::new(guild), &payload)
            .await
            .map(|c| c.len()),
        None => ctx
            .http
            .create_global_commands(&payload)
            .await
            .map(|c| c.len()),
    };
    match result {
        Ok(count) => tracing::info!(count, "slash commands registered"),
        Err(err) => tracing::error!(error = %err, "could not register the slash commands"),
    }
}

/// What poise does not handle itself: the buttons.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, errors::BotError>,
    event: &FullEvent,
) -> Result<(), errors::BotError> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        buttons::on_press(&framework.serenity_context.http, framework.user_data, press).await;
    }
    Ok(())
}

/// Starts the bot: the drill driver on the database (live drills are restored), serenity
/// on an `Http` pointed at the proxy when configured, poise, the publisher, and the
/// gateway.
pub async fn start(config: BotConfig) -> Result<Running> {
    let engine = EngineConfig {
        max_actions_per_minute: config.max_actions_per_minute,
        retention_days: config.retention_days,
    };
    let (drills, events_of_driver, driver) =
        drill::open_with(&config.db, engine, config.driver_hooks.clone()).await?;
    let monitor = crate::drill::monitor::Monitor {
        metrics: drills.metrics.clone(),
        drills: drills.drills.clone(),
        outbox: drills.outbox.clone(),
    };
    let web = match config.web {
        Some(addr) => Some(Arc::new(
            crate::web::Web::start_monitored(
                drills.drills.clone(),
                drills.web_links.clone(),
                crate::web::WebOptions::watching(
                    addr,
                    config.public_url.clone(),
                    config.retention_days,
                ),
                Some(monitor.clone()),
            )
            .await?,
        )),
        None => None,
    };
    // Without a web page, `/metrics` and `/healthz` on their own address, if asked for.
    let monitor = match (&web, config.metrics) {
        (None, Some(addr)) => Some(crate::web::Web::serve_monitor(addr, monitor).await?),
        _ => None,
    };
    // One bus, its subscribers side by side: the web (when configured) and the publisher.
    let mut bus = crate::drill::bus::Bus::new(Some(drills.metrics.clone()));
    if let Some(web) = &web {
        web.subscribe_with(&mut bus, config.bus_hooks.clone());
    }
    let events = bus.every();
    bus.start(events_of_driver);
    let client =
        rest::client(config.delivery.rest_timeout).context("cannot build the HTTP client")?;
    let http = HttpBuilder::new(&config.token).client(client.clone());
    let http = match &config.proxy_url {
        Some(url) => http.proxy(url.clone()).ratelimiter_disabled(true).build(),
        None => http.build(),
    };
    let rest = Arc::new(
        Rest::new(client, http.token(), config.proxy_url.clone())
            .with_metrics(drills.metrics.clone()),
    );
    let config = Arc::new(config);
    let mut data = Data::new(&drills, config.clone());
    data.web = web.clone();
    let deadlines = data.deadlines.clone();
    let dev_guild = config.dev_guild_id;
    // Commands are registered once per bot, by the process that runs shard 0.
    let registers = config.shards.is_none_or(|shards| shards.first == 0);
    let options = poise::FrameworkOptions {
        commands: commands::all(),
        on_error: |error| Box::pin(on_error::on_error(error)),
        // Each interaction once, in the shape it registered (buttons: `buttons::on_press`).
        command_check: Some(|ctx| Box::pin(commands::command_check(ctx))),
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        // poise's default lets answers ping any user a text names; ours ping nobody.
        allowed_mentions: Some(reply::no_pings()),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                if registers {
                    register(ctx, framework, dev_guild).await;
                }
                Ok(data)
            })
        })
        .build();
    let gate = Arc::new(shutdown::Gate::default());
    let framework = shutdown::Gated {
        inner: framework,
        gate: gate.clone(),
        metrics: drills.metrics.clone(),
        deadlines,
    };
    // `ClientBuilder::token` would replace this Http (and its proxy): build from it instead.
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .raw_event_handler(unreadable::Unreadable)
        .await
        .context("cannot build the Discord client")?;
    if config.proxy_url.is_some() {
        // serenity falls back to Discord's own gateway when the proxy cannot tell it one:
        // with a proxy configured, that would silently bypass it.
        let url = client.ws_url.lock().await.clone();
        if url.contains("discord.gg") {
            driver.abort();
            anyhow::bail!("the proxy at DISCORD_PROXY_URL did not answer GET /api/v10/gateway; not connecting around it");
        }
    }
    let rules = delivery::Rules {
        chart_every: config.chart_every_minutes,
        stale_after: config.delivery.stale_after,
        retry_first: config.delivery.retry_first,
        retry_max: config.delivery.retry_max,
    };
    let (announce, announcements) = tokio::sync::mpsc::unbounded_channel();
    // What the scheduler tells the channels goes out through the publisher's outbox.
    let scheduler = tokio::spawn(drill::schedules::run(
        drills.drills.clone(),
        drills.uploads.clone(),
        drills.settings.clone(),
        drills.schedules.clone(),
        announce,
    ));
    let publisher =
        publisher::Publisher::new(rest, &drills, rules, config.tick_requests_per_second)
            .with_web(web.clone());
    let publisher_idle = publisher.idle_signal();
    let publisher = tokio::spawn(publisher.run(events, announcements));
    // After the outbox (the publisher reads it first): the debriefs a stop left owed.
    drills.debriefs.tell();
    let shards = client.shard_manager.clone();
    drills
        .metrics
        .watch_gateway(gateway_check(shards.clone(), config.shards));
    let range = config.shards;
    let client = tokio::spawn(async move {
        match range {
            // serenity counts the range's end as included: `first..last` runs both.
            Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
            None => client.start().await,
        }
    });
    Ok(Running {
        shards,
        client,
        driver,
        publisher,
        publisher_idle,
        scheduler,
        gate,
        drills,
        web,
        monitor_addr: monitor.as_ref().map(|(addr, _)| *addr),
        monitor: monitor.map(|(_, task)| task),
    })
}

/// Whether every shard this process runs is connected, as serenity's shard runners say
/// (a shard being reconnected has no runner, or one in another stage).
fn gateway_check(
    shards: Arc<ShardManager>,
    range: Option<config::ShardRange>,
) -> crate::drill::metrics::GatewayCheck {
    let expected = range.map_or(1, |r| (r.last - r.first + 1) as usize);
    Arc::new(move || {
        let shards = shards.clone();
        Box::pin(async move {
            let runners = shards.runners.lock().await;
            let connected = runners
                .values()
                .filter(|runner| runner.stage == serenity::ConnectionStage::Connected)
                .count();
            if connected == expected {
                Ok(())
            } else {
                Err(format!("{connected} of {expected} shards connected"))
            }
        })
    })
}

/// Runs the bot until the gateway connection ends for good, or a signal stops it cleanly.
pub async fn run(config: BotConfig) -> Result<()> {
    start(config).await?.until_signal().await
}
