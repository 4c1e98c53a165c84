//! The fake Discord's shared state: one mutex-guarded `State` that the REST handler, the gateway
//! connections and the test's accessors all read and write, plus a change counter that the
//! `wait_*` helpers sleep on instead of polling.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;
use tokio::sync::{mpsc, watch};

use super::limits::Limits;
use super::record::{Method, RecordedRequest};

pub struct Shared {
    /// `http://127.0.0.1:PORT`, what serenity's `HttpBuilder::proxy` takes.
    pub rest_url: String,
    /// `ws://127.0.0.1:PORT`, what `GET /gateway` answers.
    pub gateway_url: String,
    pub heartbeat_interval_ms: u64,
    state: Mutex<State>,
    changed: watch::Sender<u64>,
}

#[derive(Default)]
pub struct State {
    pub requests: Vec<RecordedRequest>,
    pub failures: Vec<Failure>,
    /// Every message the fake created, by id, as last returned (edits applied).
    pub messages: HashMap<u64, Value>,
    /// Messages created with `enforce_nonce`, by channel and nonce: a second creation with
    /// the same nonce returns the first and creates nothing (Discord keeps a nonce for a
    /// few minutes; the fake for the whole test).
    pub nonces: HashMap<(u64, String), u64>,
    /// Uploaded attachment bytes by attachment id, served back at the attachment's url.
    pub files: HashMap<u64, (String, Vec<u8>)>,
    /// Attachments whose url answers a redirect to this address instead of their bytes.
    pub redirects: HashMap<u64, String>,
    /// Files a user attached to slash command options (`user_file`), by attachment id, as
    /// Discord resolves them in the interaction.
    pub user_files: HashMap<String, Value>,
    /// Registered application commands (global ones have `guild_id: null`).
    pub commands: Vec<Value>,
    /// A server's permission overrides per command id, as Server Settings → Integrations
    /// sets them (`[{ "id", "type", "permission" }]`).
    pub command_permissions: HashMap<u64, Vec<Value>>,
    /// Interactions the test built, by token, so callbacks find their channel and message.
    pub interactions: HashMap<String, IssuedInteraction>,
    /// Interaction ids already answered: a second callback is a bot bug Discord rejects.
    pub acknowledged: HashSet<u64>,
    /// The original response message of each interaction token.
    pub originals: HashMap<String, u64>,
    /// DM channels seen in interactions the test built, with their recipient user.
    pub dm_channels: HashMap<u64, Value>,
    pub gateway: GatewayState,
    /// Discord's rate limits and the faults a test forced.
    pub limits: Limits,
}

/// A test-installed override: `method path` answers `status body` instead of the fake's default.
pub struct Failure {
    pub method: Method,
    pub path: String,
    pub status: u16,
    pub body: Value,
    /// `None` fails forever; `Some(n)` fails n more times.
    pub remaining: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct IssuedInteraction {
    pub channel_id: u64,
    /// For component interactions, the message the component is on.
    pub message_id: Option<u64>,
    /// When it went out on the gateway: the 3 s answer deadline counts from here.
    pub dispatched_at: Option<std::time::Instant>,
}

#[derive(Default)]
pub struct GatewayState {
    pub next_connection: u64,
    /// The newest connection that completed IDENTIFY or RESUME (what `disconnect` closes).
    pub current: Option<Current>,
    /// The newest identified or resumed connection of each shard: where `inject` sends a
    /// server's events, on shard `(guild_id >> 22) % total` as Discord does.
    pub shards: HashMap<u64, Current>,
    /// The shard count clients identified with (1 until one says otherwise).
    pub total_shards: u64,
    pub sessions: HashMap<String, Session>,
    /// The request target of each websocket upgrade, e.g. `/?v=10`.
    pub connections: Vec<String>,
    /// The `d` of each IDENTIFY received (token, intents, shard, properties...).
    pub identifies: Vec<Value>,
    pub readies: usize,
    /// New connections are closed at once, as when Discord's gateway is unreachable.
    pub refusing: bool,
    pub resumes: usize,
    pub invalid_sessions: usize,
    pub heartbeats: usize,
    /// Every frame sent to any client, in order.
    pub sent: Vec<Value>,
}

#[derive(Clone)]
pub struct Current {
    pub connection: u64,
    pub session_id: String,
    pub tx: mpsc::UnboundedSender<Outgoing>,
}

/// A gateway session: its sequence number and the dispatches sent in it, replayed on RESUME.
#[derive(Default)]
pub struct Session {
    pub seq: u64,
    pub log: Vec<(u64, String)>,
    /// The shard it identified as.
    pub shard: u64,
}

pub enum Outgoing {
    Text(String),
    /// Close the websocket with this code and reason.
    Close(u16, String),
}

impl Shared {
    pub fn new(rest_url: String, gateway_url: String, heartbeat_interval_ms: u64) -> Shared {
        Shared {
            rest_url,
            gateway_url,
            heartbeat_interval_ms,
            state: Mutex::new(State::default()),
            changed: watch::channel(0).0,
        }
    }

    /// Runs `f` on the state and wakes the waiters. The lock is never held across an await.
    pub fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        // A panicking test thread must not turn every later access into a second panic.
        let result = f(&mut self.state.lock().unwrap_or_else(PoisonError::into_inner));
        self.changed.send_modify(|n| *n += 1);
        result
    }

    pub fn read<R>(&self, f: impl FnOnce(&State) -> R) -> R {
        f(&self.state.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Tells of every change of the state (a counter that grows).
    pub fn changes(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Waits until `check` returns `Some`, re-checking after every state change.
    pub async fn wait_until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        // Subscribing before checking means no change between the two can be missed.
        let mut changes = self.changed.subscribe();
        loop {
            if let Some(found) = self.read(&mut check) {
                return Some(found);
            }
            match tokio::time::timeout_at(deadline, changes.changed()).await {
                Ok(Ok(())) => {}
                _ => return self.read(&mut check),
            }
        }
    }
}

/// Unique Discord-style snowflakes for everything the fake creates: milliseconds since the
/// Discord epoch in the top bits, like real ids, then a process-wide counter so parallel tests
/// never collide.
pub fn snowflake() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    let now_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let candidate = (now_ms.saturating_sub(DISCORD_EPOCH_MS)) << 22;
    let mut current = NEXT.load(Ordering::Relaxed);
    loop {
        let next = candidate.max(current + 1);
        match NEXT.compare_exchange(current, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return next,
            Err(actual) => current = actual,
        }
    }
}

/// The current time in the RFC 3339 form Discord uses for message timestamps.
pub fn now_iso() -> String {
    serenity::model::Timestamp::now()
        .to_rfc3339()
        .unwrap_or_else(|| "2025-01-01T00:00:00.000Z".to_string())
}
