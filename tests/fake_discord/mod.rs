//! A fake Discord for integration tests: REST (`http://127.0.0.1:PORT/api/v10/...`) and the
//! gateway websocket (`ws://127.0.0.1:PORT`), good enough for the real serenity 0.12 client.
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! // The bot must take this Http (ClientBuilder::token would replace it with a real one).
//! let http = HttpBuilder::new(BOT_TOKEN).proxy(fake.base_url()).ratelimiter_disabled(true).build();
//! let mut client = ClientBuilder::new_with_http(http, intents).event_handler(handler).await?;
//! tokio::spawn(async move { client.start().await });
//! fake.wait_ready().await;
//! fake.inject_interaction(fake.slash_command("drill", json!({"seed": 7}), &Ctx::guild())).await;
//! let answer = fake.wait_for(|r| r.path.ends_with("/callback"), Duration::from_secs(5)).await;
//! assert_eq!(answer.json().unwrap()["type"], 4);
//! ```
//!
//! Every REST request is recorded; Discord's rate limits and the 3 s interaction deadline
//! are enforced (`limits.rs`); routes can be made to fail, and a test can force a long
//! global 429, an outage or a request that is never answered; gateway frames are plain JSON,
//! routed to shards by Discord's rule. See `client_test.rs` for a complete bot round trip.

mod commands;
mod gateway;
mod http;
mod interactions;
mod limits;
mod messages;
mod objects;
mod record;
mod rest;
mod state;
mod waits;

#[cfg(test)]
mod client_test;
#[cfg(test)]
mod http_test;
#[cfg(test)]
mod limits_test;
#[cfg(test)]
mod rest_test;
#[cfg(test)]
mod self_test;

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::net::TcpListener;
use tokio::task::AbortHandle;

pub use interactions::{Ctx, ADMIN, BOT_PERMISSIONS, NO_PERMISSIONS};
pub use limits::LimitStats;
pub use record::{Body, Method, Multipart, Part, RecordedRequest};
use state::{Failure, Outgoing, Shared};

/// The application id, which is also the bot user's id, as for most Discord bots.
pub const APP_ID: u64 = 1_100_000_000_000_000_001;
pub const BOT_USER_ID: u64 = APP_ID;
pub const BOT_NAME: &str = "oncall-drill";
/// Any token works; this one is what tests pass to `HttpBuilder::new`.
pub const BOT_TOKEN: &str = "fake-bot-token";
pub const GUILD_ID: u64 = 1_100_000_000_000_000_100;
/// `#incidents` in the fake guild.
pub const CHANNEL_ID: u64 = 1_100_000_000_000_000_200;
pub const DM_CHANNEL_ID: u64 = 1_100_000_000_000_000_300;

/// Discord's usual heartbeat interval.
const DEFAULT_HEARTBEAT: Duration = Duration::from_millis(41_250);
/// How long `inject` waits for a client to be identified before giving up.
const INJECT_WAIT: Duration = Duration::from_secs(10);

/// A dispatch the fake queued for the client.
#[derive(Clone, Copy, Debug)]
pub struct Dispatched {
    /// Its sequence number (`s`) in the session.
    pub seq: u64,
    /// When it was queued on the websocket, to measure the bot's latency against
    /// `RecordedRequest::at`.
    pub sent_at: Instant,
}

/// The running fake; its listeners and connections stop when it is dropped.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    tasks: Vec<AbortHandle>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with_heartbeat(DEFAULT_HEARTBEAT).await
    }

    /// Like `start`, with the heartbeat interval announced in HELLO (short ones make serenity
    /// heartbeat within a test).
    pub async fn start_with_heartbeat(interval: Duration) -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake REST port");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake gateway port");
        let rest_addr = rest.local_addr().expect("REST address");
        let gateway_addr = gateway.local_addr().expect("gateway address");
        let shared = Arc::new(Shared::new(
            format!("http://{rest_addr}"),
            format!("ws://{gateway_addr}"),
            interval.as_millis() as u64,
        ));
        let handler_state = Arc::clone(&shared);
        let handler: http::Handler = Arc::new(move |request| rest::handle(&handler_state, request));
        let tasks = vec![
            tokio::spawn(http::serve(rest, handler)).abort_handle(),
            tokio::spawn(gateway::serve(gateway, Arc::clone(&shared))).abort_handle(),
        ];
        FakeDiscord { shared, tasks }
    }

    /// `http://127.0.0.1:PORT`, for `HttpBuilder::proxy`.
    pub fn base_url(&self) -> String {
        self.shared.rest_url.clone()
    }

    /// `ws://127.0.0.1:PORT`, what `GET /api/v10/gateway` answers.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url.clone()
    }

    /// A serenity `Http` aimed at this fake, built the way the bot must build its own: with a
    /// proxy, and serenity's ratelimiter off (with it on, serenity ignores the proxy). The
    /// application id is preset, as READY would set it on a gateway client's `Http`.
    pub fn http(&self) -> serenity::http::Http {
        serenity::http::HttpBuilder::new(BOT_TOKEN)
            .proxy(self.base_url())
            .ratelimiter_disabled(true)
            .application_id(APP_ID.into())
            .build()
    }

    // ---- REST: overrides ----

    /// Makes `method path` (exact path, no query) answer `status` with `body` until
    /// `clear_failures`; `Value::Null` or 204 sends no body.
    pub fn fail(&self, method: Method, path: &str, status: u16, body: Value) {
        self.add_failure(method, path, status, body, None);
    }

    /// Like `fail`, for the next `times` requests only.
    pub fn fail_times(&self, method: Method, path: &str, status: u16, body: Value, times: usize) {
        self.add_failure(method, path, status, body, Some(times));
    }

    fn add_failure(
        &self,
        method: Method,
        path: &str,
        status: u16,
        body: Value,
        remaining: Option<usize>,
    ) {
        let failure = Failure {
            method,
            path: path.to_string(),
            status,
            body,
            remaining,
        };
        self.shared.with(|state| state.failures.push(failure));
    }

    pub fn clear_failures(&self) {
        self.shared.with(|state| state.failures.clear());
    }

    // ---- REST: Discord's limits and forced faults (see limits.rs) ----

    /// Answers every bot request (interaction routes excepted) with a global 429 for `wait`,
    /// as Discord does when a token went over its global limit.
    pub fn force_global_429(&self, wait: Duration) {
        let until = Instant::now() + wait;
        self.shared
            .with(|state| state.limits.force_global_429(until));
    }

    /// Answers the next `requests` bot requests (interaction routes excepted) with `status`
    /// (502: Discord's edge is down).
    pub fn outage(&self, status: u16, requests: usize) {
        self.shared
            .with(|state| state.limits.outage(status, requests));
    }

    /// The next `method path` request is never answered (the connection stays silent).
    pub fn never_answer(&self, method: Method, path: &str) {
        self.shared
            .with(|state| state.limits.never_answer(method, path));
    }

    /// Counts each channel's 5 messages (and apart 5 edits) in `window` instead of Discord's
    /// 5 s: a long script then spends no time waiting for buckets.
    pub fn shorten_message_window(&self, window: Duration) {
        self.shared
            .with(|state| state.limits.message_window = Some(window));
    }

    /// What the limits did so far: 429s, outage answers, unanswered requests, late callbacks.
    pub fn limit_stats(&self) -> LimitStats {
        self.shared.read(|state| state.limits.stats)
    }

    // ---- REST: what the bot sent ----

    /// Looks at every recorded request without copying them (benchmarks record many).
    pub fn inspect<R>(&self, f: impl FnOnce(&[RecordedRequest]) -> R) -> R {
        self.shared.read(|state| f(&state.requests))
    }

    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.read(|state| state.requests.clone())
    }

    /// Requests with this method whose path starts with `path_prefix`.
    pub fn requests_matching(&self, method: Method, path_prefix: &str) -> Vec<RecordedRequest> {
        self.shared.read(|state| {
            state
                .requests
                .iter()
                .filter(|r| r.method == method && r.path.starts_with(path_prefix))
                .cloned()
                .collect()
        })
    }

    /// A file a user attaches to a slash command option: kept like an upload and served at
    /// its `url`; Discord's attachment object is returned. `claimed_size` is the `size` the
    /// object reports (the real length unless a test makes it lie).
    pub fn user_file(&self, filename: &str, bytes: &[u8], claimed_size: Option<usize>) -> Value {
        let content_type = "text/plain; charset=utf-8";
        let rest_url = self.shared.rest_url.clone();
        self.shared.with(|state| {
            let id = state::snowflake();
            let url = format!("{rest_url}/attachments/{CHANNEL_ID}/{id}/{filename}");
            state
                .files
                .insert(id, (content_type.into(), bytes.to_vec()));
            let mut attachment = objects::attachment(id, filename, None, content_type, bytes, &url);
            if let Some(size) = claimed_size {
                attachment["size"] = serde_json::json!(size);
            }
            state.user_files.insert(id.to_string(), attachment.clone());
            attachment
        })
    }

    /// Makes attachment `id`'s url answer `302 Found` to `location` instead of its bytes.
    pub fn redirect_file(&self, id: &str, location: &str) {
        let id = id.parse().expect("an attachment id");
        self.shared
            .with(|state| state.redirects.insert(id, location.to_string()));
    }

    /// A message as the fake last returned it (creations and edits applied), by id.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.read(|state| state.messages.get(&id).cloned())
    }

    /// The ids of the messages the bot itself posted in `channel` (interaction answers
    /// aside), oldest first: the fake's ids grow with each message.
    pub fn bot_posts(&self, channel: u64) -> Vec<u64> {
        let channel = Value::String(channel.to_string());
        self.shared.read(|state| {
            let mut ids: Vec<u64> = (state.messages.iter())
                .filter(|(_, m)| m["channel_id"] == channel && m["webhook_id"].is_null())
                .map(|(id, _)| *id)
                .collect();
            ids.sort_unstable();
            ids
        })
    }

    /// The commands the bot registered (global ones have `guild_id: null`).
    /// Sets the server's permission overrides of the registered command `name`, as an admin
    /// would in Server Settings → Integrations.
    pub fn set_command_permissions(&self, name: &str, permissions: Value) {
        self.shared.with(|state| {
            let id = state
                .commands
                .iter()
                .find(|c| c["name"] == name)
                .and_then(|c| c["id"].as_str()?.parse::<u64>().ok())
                .unwrap_or_else(|| panic!("command {name} is not registered"));
            let list = permissions.as_array().cloned().unwrap_or_default();
            state.command_permissions.insert(id, list);
        });
    }

    pub fn commands(&self) -> Vec<Value> {
        self.shared.read(|state| state.commands.clone())
    }

    // ---- Gateway ----

    /// Sends a dispatch (`op 0`, `t` = `event`) to the newest identified connection, waiting up
    /// to 10 s for one. Panics if no client connects.
    pub async fn inject(&self, event: &str, data: Value) -> Dispatched {
        let deadline = tokio::time::Instant::now() + INJECT_WAIT;
        loop {
            // Dispatch only if the shard's client is identified right now; otherwise wait for
            // one. The loop covers a connection closing between the wait and the dispatch.
            let seq = self.shared.with(|state| {
                let seq = gateway::dispatch(state, event, data.clone())?;
                if event == "INTERACTION_CREATE" {
                    let token = data["token"].as_str().unwrap_or_default();
                    if let Some(issued) = state.interactions.get_mut(token) {
                        issued.dispatched_at = Some(Instant::now());
                    }
                }
                Some(seq)
            });
            if let Some(seq) = seq {
                return Dispatched {
                    seq,
                    sent_at: Instant::now(),
                };
            }
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let connected = self.shared.wait_until(left, |state| {
                gateway::has_target(state, &data).then_some(())
            });
            if left.is_zero() || connected.await.is_none() {
                panic!("no gateway client identified within {INJECT_WAIT:?} to receive {event}");
            }
        }
    }

    pub async fn inject_interaction(&self, payload: Value) -> Dispatched {
        self.inject("INTERACTION_CREATE", payload).await
    }

    pub fn ready_count(&self) -> usize {
        self.shared.read(|state| state.gateway.readies)
    }

    pub fn resumed_count(&self) -> usize {
        self.shared.read(|state| state.gateway.resumes)
    }

    /// Heartbeats (op 1) received, all connections together.
    pub fn heartbeat_count(&self) -> usize {
        self.shared.read(|state| state.gateway.heartbeats)
    }

    /// The `d` of every IDENTIFY received (token, intents, shard...).
    pub fn identifies(&self) -> Vec<Value> {
        self.shared.read(|state| state.gateway.identifies.clone())
    }

    /// The request target of every websocket upgrade, e.g. `/?v=10`.
    pub fn gateway_connections(&self) -> Vec<String> {
        self.shared.read(|state| state.gateway.connections.clone())
    }

    /// Every frame sent to clients, in order.
    pub fn sent_frames(&self) -> Vec<Value> {
        self.shared.read(|state| state.gateway.sent.clone())
    }

    /// Closes the current connection with close code 4000 ("unknown error", resumable), as
    /// when Discord drops a bot: serenity reconnects and RESUMEs.
    pub fn disconnect(&self) -> bool {
        self.shared.with(|state| {
            gateway::send_to_current(state, Outgoing::Close(4000, "fake disconnect".into()))
        })
    }

    /// The gateway goes away: the current connection is closed and new ones are dropped
    /// unanswered (serenity keeps trying).
    pub fn gateway_gone(&self) {
        self.shared.with(|state| state.gateway.refusing = true);
        self.disconnect();
    }

    /// Sends op 7 RECONNECT: serenity opens a new connection and RESUMEs.
    pub fn request_reconnect(&self) -> bool {
        let frame = serde_json::json!({ "op": 7, "s": null, "t": null, "d": null }).to_string();
        self.shared
            .with(|state| gateway::send_to_current(state, Outgoing::Text(frame)))
    }
}
