//! The bot's own REST path for everything it posts by itself — statuses (posted and edited),
//! texts, alerts, scenario events and debriefs with their chart — as serenity `Request`s
//! executed on the bot's one `reqwest::Client`, against `https://discord.com` or the proxy of
//! `DISCORD_PROXY_URL` alike (serenity's own rate limiter ignores a proxy, so it cannot be
//! the one that keeps Discord's limits). Every request waits for its route's bucket and a
//! global permit ([`limits`]); every answer teaches the limits; every call ends within the
//! client's timeout. This is the limits' shell: it reads the engine's clock for them and
//! sleeps until they allow a request.
//!
//! Interaction responses (callbacks, follow-ups) stay on serenity's own `Http`: Discord does
//! not count them against the global limit, and they must answer within 3 s, so they never
//! queue behind this traffic. That `Http` is built on the same client, so its calls have the
//! same timeout.

pub mod limits;

use std::sync::Arc;
use std::time::Duration;

use reqwest::Client;
use serde_json::Value;
use serenity::all::{ChannelId, CreateAttachment, MessageId};
use serenity::http::{LightMethod, Multipart, MultipartUpload, Request, Route};

pub use limits::{Limits, Permit, RouteKey};

use crate::drill::metrics::{Metrics, Refused, RouteKind};
use crate::drill::EngineClock;

/// Discord's answer to a request, when it is not a success.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The channel is gone or refuses the bot (403, Unknown Channel): give it up.
    Gone,
    /// Discord asked to wait (429); nothing was done, and the limits know how long.
    RateLimited,
    /// A passing failure (a 5xx, no answer in time, the network): try again later.
    Transient(String),
    /// Discord refused this request itself (another 4xx): the same request fails again.
    Refused {
        status: u16,
        code: u64,
        reason: String,
    },
}

/// A file sent with a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A message body as Discord takes it: JSON, and at most one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payload {
    pub json: String,
    pub file: Option<File>,
}

impl Payload {
    /// The payload of a serenity builder (`CreateMessage`, `EditMessage`) with `file`; the
    /// builder's attachment list must name that one file (id 0) or none.
    pub fn of(builder: &impl serde::Serialize, file: Option<File>) -> serde_json::Result<Payload> {
        Ok(Payload {
            json: serde_json::to_string(builder)?,
            file,
        })
    }
}

/// One request the bot makes on its own.
#[derive(Debug, Clone)]
pub enum Call {
    /// `POST /channels/{channel}/messages`
    Post {
        channel: ChannelId,
        payload: Payload,
    },
    /// `PATCH /channels/{channel}/messages/{message}`
    Edit {
        channel: ChannelId,
        message: MessageId,
        payload: Payload,
    },
}

impl Call {
    pub fn channel(&self) -> ChannelId {
        match self {
            Call::Post { channel, .. } | Call::Edit { channel, .. } => *channel,
        }
    }

    pub fn key(&self) -> RouteKey {
        let route = match self {
            Call::Post { .. } => "POST /channels/{}/messages",
            Call::Edit { .. } => "PATCH /channels/{}/messages/{}",
        };
        RouteKey {
            route,
            major: self.channel().get(),
        }
    }

    fn request(&self) -> Request<'static> {
        let (route, method, payload) = match self {
            Call::Post { channel, payload } => (
                Route::ChannelMessages {
                    channel_id: *channel,
                },
                LightMethod::Post,
                payload,
            ),
            Call::Edit {
                channel,
                message,
                payload,
            } => (
                Route::ChannelMessage {
                    channel_id: *channel,
                    message_id: *message,
                },
                LightMethod::Patch,
                payload,
            ),
        };
        let request = Request::new(route, method);
        match &payload.file {
            None => request.body(Some(payload.json.clone().into_bytes())),
            Some(file) => request.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![CreateAttachment::bytes(
                    file.bytes.clone(),
                    file.name.clone(),
                )]),
                fields: Vec::new(),
                payload_json: Some(payload.json.clone()),
            })),
        }
    }
}

/// The REST path: the client, the token, where requests go, and the limits.
pub struct Rest {
    client: Client,
    /// The `Authorization` header value (`Bot …`), as serenity's `Http` holds it.
    token: String,
    proxy: Option<String>,
    /// Shared with the publisher's delivery, which asks them before it sends.
    limits: Arc<Limits>,
    clock: EngineClock,
    /// Told of every 429 and 5xx, by route kind.
    metrics: Arc<Metrics>,
}

impl std::fmt::Debug for Rest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the token.
        f.debug_struct("Rest").field("proxy", &self.proxy).finish()
    }
}

/// The bot's HTTP client: every call it makes ends within `timeout`.
pub fn client(timeout: Duration) -> reqwest::Result<Client> {
    Client::builder().use_rustls_tls().timeout(timeout).build()
}

/// Discord's error code in an error body (`{"code": 10003, …}`), 0 when none.
fn error_code(body: &[u8]) -> (u64, String) {
    let json: Value = serde_json::from_slice(body).unwrap_or_default();
    let code = json["code"].as_u64().unwrap_or(0);
    let message = json["message"].as_str().unwrap_or_default().to_string();
    (code, message)
}

/// Discord's codes for a channel the bot cannot post in any more: Unknown Channel, Missing
/// Access, Missing Permissions.
const GONE_CODES: [u64; 3] = [10003, 50001, 50013];

fn verdict(status: u16, body: &[u8]) -> Result<Value, Failure> {
    if (200..300).contains(&status) {
        return Ok(serde_json::from_slice(body).unwrap_or(Value::Null));
    }
    let (code, message) = error_code(body);
    match status {
        403 => Err(Failure::Gone),
        _ if GONE_CODES.contains(&code) => Err(Failure::Gone),
        // A bad token or a passing server fault: the request itself may be fine.
        401 | 408 | 500..=599 => Err(Failure::Transient(format!("HTTP {status} {message}"))),
        _ => Err(Failure::Refused {
            status,
            code,
            reason: message,
        }),
    }
}

impl Rest {
    /// `token` as serenity's `Http::token` gives it; `proxy` replaces `https://discord.com`.
    pub fn new(
        client: Client,
        token: &str,
        proxy: Option<String>,
        per_second: u32,
        clock: EngineClock,
    ) -> Rest {
        Rest {
            client,
            token: token.to_string(),
            proxy,
            limits: Arc::new(Limits::new(per_second)),
            clock,
            metrics: Arc::default(),
        }
    }

    /// The same path, reporting its refusals to `metrics`.
    pub fn with_metrics(self, metrics: Arc<Metrics>) -> Rest {
        Rest { metrics, ..self }
    }

    /// The time on the limits' (the engine's) scale.
    fn now(&self) -> Duration {
        self.clock.now().mono
    }

    /// Waits for a global permit.
    async fn take_permit(&self) -> Permit {
        loop {
            if let Some(permit) = self.limits.try_take(self.now()) {
                return permit;
            }
            let at = self.clock.instant(self.limits.global_ready_at());
            tokio::time::sleep_until(at).await;
        }
    }

    pub fn limits(&self) -> Arc<Limits> {
        self.limits.clone()
    }

    /// Sends `call` once, within the limits: waits for its route's bucket, then for a global
    /// permit (the one given, if it still holds). Returns Discord's JSON answer.
    pub async fn send(&self, call: &Call, permit: Option<Permit>) -> Result<Value, Failure> {
        let key = call.key();
        let mut permit = permit;
        while let Some(at) = self.limits.route_ready_at(&key, self.now()) {
            // A permit given before the wait was meant for then, not for after it.
            permit = None;
            tokio::time::sleep_until(self.clock.instant(at)).await;
        }
        match permit {
            Some(permit) if self.limits.holds(&permit, self.now()) => {}
            _ => {
                self.take_permit().await;
            }
        }
        self.limits.spend(&key, self.now());
        let refused = |reason: String| Failure::Refused {
            status: 0,
            code: 0,
            reason,
        };
        let request = call
            .request()
            .build(&self.client, &self.token, self.proxy.as_deref())
            .map_err(|err| refused(err.to_string()))?
            .build()
            .map_err(|err| refused(err.to_string()))?;
        let response = self
            .client
            .execute(request)
            .await
            .map_err(|err| Failure::Transient(describe(&err)))?;
        let status = response.status().as_u16();
        let route = match call {
            Call::Post { .. } => RouteKind::MessagePost,
            Call::Edit { .. } => RouteKind::MessageEdit,
        };
        match status {
            429 => self.metrics.refused(route, Refused::RateLimited),
            500..=599 => self.metrics.refused(route, Refused::ServerError),
            _ => {}
        }
        let headers = response.headers().clone();
        let body = response
            .bytes()
            .await
            .map_err(|err| Failure::Transient(describe(&err)))?;
        if let Some(limited) = self
            .limits
            .observe(&key, status, &headers, &body, self.now())
        {
            tracing::warn!(
                route = key.route,
                channel = key.major,
                global = limited.global,
                wait_ms = limited.wait.as_millis() as u64,
                "Discord asked the bot to wait (429)"
            );
            return Err(Failure::RateLimited);
        }
        verdict(status, &body)
    }
}

/// A transport error in a few words (never the request, which carries the token).
fn describe(err: &reqwest::Error) -> String {
    if err.is_timeout() {
        "no answer in time".into()
    } else if err.is_connect() {
        "cannot connect".into()
    } else {
        "the connection failed".into()
    }
}
