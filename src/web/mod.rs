//! The web front-end: a drill on a page, beside [`crate::discord`] and [`crate::terminal`],
//! on axum. It has no game rules: it shows the engine's snapshots and passes a control
//! link's lines to the drill handle like the other front-ends.
//!
//! - [`hub`]: the drills shown, their links (kept in the drill database, so that they
//!   outlive a restart) and viewers; [`Web::subscribe`] follows the drill host's event
//!   bus beside the other front-ends and shows the events.
//! - [`view`]: a drill as the page shows it (rendered into the HTML, sent as JSON);
//!   [`page`]: the HTML; `assets/`: the embedded stylesheet and script.
//! - [`game_master`]: a game-master link's page (the inject panel, the hidden view);
//!   `progress_page`: a server's read-only progress page, `GET /p/TOKEN`.
//! - [`routes`]: `GET /d/TOKEN`, `/events`, `/chart.png`, `POST /act`; [`act`]: what a line
//!   does, for same-origin requests only ([`origin`]); [`listener`]: connections, their
//!   time-outs and caps, within the open-files limit ([`open_files`]); [`token`]: the
//!   links' secrets. For the bot, also its own `GET /metrics` and `GET /healthz`
//!   (`crate::drill::metrics`).

mod act;
mod answers;
mod game_master;
pub mod hub;
mod levels;
mod listener;
pub mod open_files;
mod origin;
pub mod page;
mod progress_page;
mod routes;
pub mod token;
pub mod view;

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::{Context, Result};
use tokio::task::JoinHandle;

use crate::drill::bus::{Bus, BusHooks};
use crate::drill::metrics::Subscriber;
use crate::drill::monitor::Monitor;
use crate::drill::{DrillHandle, Snapshot, WebLinks};
use crate::model::Author;

pub use answers::{BODY_WAIT, MAX_ACTION_BYTES};
pub use hub::Hub;
pub use listener::HEADER_WAIT;
pub use open_files::raise_open_files_limit;
pub use token::{Access, Token};

/// Connections open at once by default (each viewer holds one), fewer when the open-files
/// limit leaves less room: past it, a newcomer takes the slot of a connection that has not
/// sent its request yet, or gets 503.
pub const DEFAULT_MAX_CONNECTIONS: usize = 4096;

/// How to run the web front-end.
#[derive(Debug, Clone)]
pub struct WebOptions {
    /// Where to listen (`127.0.0.1:8080`; port 0 for a free one).
    pub addr: SocketAddr,
    /// The address people reach this server at (`https://drills.example.org`), for the
    /// links it gives out; None: `http://` and the address it listens on.
    pub public_url: Option<String>,
    /// Links of ended drills expire this many days after the end; 0: never.
    pub retention_days: u32,
    /// Every drill that starts gets a read-only link (the bot); else only the drills a
    /// front-end registers (`play`).
    pub watch_all: bool,
    /// Who acts from a control link.
    pub player: Author,
    pub max_connections: usize,
}

impl WebOptions {
    /// The bot's web: every drill watched, read-only, at `addr`.
    pub fn watching(
        addr: SocketAddr,
        public_url: Option<String>,
        retention_days: u32,
    ) -> WebOptions {
        WebOptions {
            addr,
            public_url,
            retention_days,
            watch_all: true,
            // Nobody acts through a read-only link; the name is never shown.
            player: Author {
                id: "web".into(),
                name: "web".into(),
            },
            max_connections: DEFAULT_MAX_CONNECTIONS,
        }
    }
}

/// A running web front-end.
pub struct Web {
    hub: Arc<Hub>,
    local_addr: SocketAddr,
    base: String,
    task: JoinHandle<()>,
}

/// Connections the bot's own `/metrics` and `/healthz` address holds at once (scrapers
/// and probes, not viewers).
const MONITOR_CONNECTIONS: usize = 64;

impl Web {
    /// Binds `options.addr` and serves; warns when it listens beyond loopback with no
    /// public URL (the links it prints then name an address others may not reach, over
    /// plain HTTP). Raises the open-files limit first and logs how many connections it
    /// holds.
    pub async fn start(
        handle: DrillHandle,
        web_links: WebLinks,
        options: WebOptions,
    ) -> Result<Web> {
        Web::start_monitored(handle, web_links, options, None).await
    }

    /// [`Web::start`], also serving the bot's `/metrics` and `/healthz` from `monitor`
    /// (the web's event queue is reported by the bus).
    pub async fn start_monitored(
        handle: DrillHandle,
        web_links: WebLinks,
        options: WebOptions,
        monitor: Option<Monitor>,
    ) -> Result<Web> {
        let listener = Web::bind(options.addr).await?;
        let local_addr = listener.local_addr()?;
        if !local_addr.ip().is_loopback() && options.public_url.is_none() {
            tracing::warn!(
                addr = %local_addr,
                "the web listens beyond this machine without public_url: its links are plain \
                 HTTP to this address; put it behind HTTPS and set public_url"
            );
        }
        Web::serve(listener, handle, web_links, options, monitor)
    }

    /// Takes the address `addr` (port 0: a free one), for a caller that must know it has it
    /// before it does anything else (`play --web` creates no database before).
    pub async fn bind(addr: SocketAddr) -> Result<tokio::net::TcpListener> {
        tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("cannot listen on {addr}"))
    }

    /// Serves on a listener already bound (see [`Web::bind`]); `options.addr` is not used,
    /// and nothing is logged about where it listens: the caller says it in its own words.
    /// With a `monitor`, the bot's `/metrics` and `/healthz` are served too.
    pub fn serve(
        listener: tokio::net::TcpListener,
        handle: DrillHandle,
        web_links: WebLinks,
        options: WebOptions,
        monitor: Option<Monitor>,
    ) -> Result<Web> {
        let local_addr = listener.local_addr()?;
        let base = match &options.public_url {
            Some(url) => url.trim_end_matches('/').to_string(),
            None => format!("http://{local_addr}"),
        };
        let hub = Arc::new(Hub::new(
            handle,
            web_links,
            options.retention_days,
            options.watch_all,
            options.player,
        ));
        let router = routes::router(hub.clone(), origin::public_origin(&base), monitor);
        let open_files = open_files::raise_open_files_limit();
        let total = open_files::connections_within(open_files, options.max_connections);
        let caps = listener::admission::Caps::for_total(total);
        tracing::info!(
            connections = caps.total,
            per_address = caps.per_address,
            open_files,
            "the web holds up to {} connections at once ({} from one address)",
            caps.total,
            caps.per_address
        );
        let task = tokio::spawn(listener::serve(listener, router, caps));
        Ok(Web {
            hub,
            local_addr,
            base,
            task,
        })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    pub fn hub(&self) -> &Arc<Hub> {
        &self.hub
    }

    /// The full address of a link.
    pub fn url(&self, token: Token) -> String {
        format!("{}/d/{token}", self.base)
    }

    /// A new link to the drill of `snapshot`, kept in the drill database.
    pub async fn register(&self, snapshot: Snapshot, access: Access) -> Result<String> {
        let token = self
            .hub
            .register(snapshot, access)
            .await
            .context("no random token from the operating system")?;
        Ok(self.url(token))
    }

    /// The read-only link of the drill of `snapshot`, made when it has none (the bot's
    /// start message names it before the driver's Started event reaches the web). None,
    /// logged, when the system has no randomness to give.
    pub fn watch_link(&self, snapshot: Snapshot) -> Option<String> {
        match self.hub.watch(&snapshot) {
            Ok(token) => Some(self.url(token)),
            Err(err) => {
                tracing::error!(error = %err, "no random token for a drill's web link");
                None
            }
        }
    }

    /// The game-master link of the drill of `snapshot` (the one it has, else a new one,
    /// kept), for a drill that has a game master of its own or asked for by a member of the
    /// server's game-master role (`by_role`, the front-end's check); None for others, or
    /// (logged) when the system has no randomness to give.
    pub async fn game_master_link(&self, snapshot: Snapshot, by_role: bool) -> Option<String> {
        if !snapshot.meta.rules.game_master && !by_role {
            return None;
        }
        if let Some(token) = self.hub.link_of(snapshot.id, Access::GameMaster) {
            return Some(self.url(token));
        }
        match self.register(snapshot, Access::GameMaster).await {
            Ok(url) => Some(url),
            Err(err) => {
                tracing::error!(error = %err, "no random token for a drill's web link");
                None
            }
        }
    }

    /// The address of `guild`'s read-only progress page (made on first need, kept); None
    /// (logged) when it cannot be made.
    pub async fn progress_url(&self, guild: &crate::model::GuildId) -> Option<String> {
        let token = self.hub.progress_token(guild).await?;
        Some(format!("{}/p/{token}", self.base))
    }

    /// The read-only link of a drill, if the web shows it.
    pub fn watch_url(&self, incident: crate::model::IncidentId) -> Option<String> {
        self.hub
            .link_of(incident, Access::ReadOnly)
            .map(|token| self.url(token))
    }

    /// Shows the drill host's events, read from a queue of its own on `bus` (before the
    /// bus starts), beside the other front-ends.
    pub fn subscribe(&self, bus: &mut Bus) {
        self.subscribe_with(bus, BusHooks::default());
    }

    /// [`Web::subscribe`] with test hooks.
    #[doc(hidden)]
    pub fn subscribe_with(&self, bus: &mut Bus, hooks: BusHooks) {
        let events = bus.latest(Subscriber::Web, hub::WEB_BACKLOG);
        // It ends with the bus (the driver's end).
        drop(hub::follow(self.hub.clone(), events, hooks));
    }

    /// Serves only the bot's `/metrics` and `/healthz` at `addr` (the bot without a web
    /// page); the address it listens on, and the task to abort when the bot stops.
    pub async fn serve_monitor(
        addr: SocketAddr,
        monitor: Monitor,
    ) -> Result<(SocketAddr, JoinHandle<()>)> {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("cannot listen on {addr}"))?;
        let local_addr = listener.local_addr()?;
        let router = routes::monitor_routes(axum::Router::new(), monitor);
        // The same connection rules as the page's: a scraper's address cannot be starved.
        let caps = listener::admission::Caps::for_total(MONITOR_CONNECTIONS);
        let task = tokio::spawn(listener::serve(listener, router, caps));
        Ok((local_addr, task))
    }

    /// Stops serving.
    pub fn stop(&self) {
        self.task.abort();
    }
}

impl Drop for Web {
    fn drop(&mut self) {
        self.task.abort();
    }
}
