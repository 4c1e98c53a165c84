//! The bot's own REST path for everything it posts by itself — statuses (posted and edited),
//! texts, alerts, scenario events and debriefs with their chart — as serenity `Request`s
//! executed on the bot's one `reqwest::Client`, against `https://discord.com` or the proxy of
//! `DISCORD_PROXY_URL` alike (serenity's own rate limiter ignores a proxy, so it cannot be
//! the one that keeps Discord's limits). It decides nothing: the publisher's delivery
//! (`crate::discord::delivery`, which keeps the limits) says when a request goes, and each
//! answer goes back to it with its status and headers ([`Answered`]). Every call ends
//! within the client's timeout.
//!
//! Interaction responses (callbacks, follow-ups) stay on serenity's own `Http`: Discord does
//! not count them against the global limit, and they must answer within 3 s, so they never
//! queue behind this traffic. That `Http` is built on the same client, so its calls have the
//! same timeout.

use std::sync::Arc;
use std::time::Duration;

use reqwest::header::HeaderMap;
use reqwest::Client;
use serde_json::Value;
use serenity::all::{ChannelId, CreateAttachment, MessageId};
use serenity::http::{LightMethod, Multipart, MultipartUpload, Request, Route};

use crate::drill::metrics::{Metrics, Refused, RouteKind};

/// Discord's answer to a request, when it is not a success.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The channel is gone or refuses the bot (403, Unknown Channel): give it up.
    Gone,
    /// Discord asked to wait (429); nothing was done, and its answer says how long.
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

/// What Discord answered, as the rate limits read it: the status, the headers, and the
/// body of a 429 (which says how long to wait).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered {
    pub status: u16,
    pub headers: HeaderMap,
    /// The body of a 429; empty for any other answer.
    pub body_429: Vec<u8>,
}

/// One request's outcome: Discord's answer when there was one (none: no answer in time, a
/// network failure, a request that could not be built), and what it means.
#[derive(Debug)]
pub struct Reply {
    pub answered: Option<Answered>,
    pub result: Result<Value, Failure>,
}

impl Reply {
    /// An outcome without an answer from Discord.
    pub fn unanswered(failure: Failure) -> Reply {
        Reply {
            answered: None,
            result: Err(failure),
        }
    }
}

/// The REST path: the client, the token and where requests go.
pub struct Rest {
    client: Client,
    /// The `Authorization` header value (`Bot …`), as serenity's `Http` holds it.
    token: String,
    proxy: Option<String>,
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
        429 => Err(Failure::RateLimited),
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
    pub fn new(client: Client, token: &str, proxy: Option<String>) -> Rest {
        Rest {
            client,
            token: token.to_string(),
            proxy,
            metrics: Arc::default(),
        }
    }

    /// The same path, reporting its refusals to `metrics`.
    pub fn with_metrics(self, metrics: Arc<Metrics>) -> Rest {
        Rest { metrics, ..self }
    }

    /// Sends `call` once, now (the delivery decided it may go), and brings back Discord's
    /// answer with what it means.
    pub async fn send(&self, call: &Call) -> Reply {
        let refused = |reason: String| {
            Reply::unanswered(Failure::Refused {
                status: 0,
                code: 0,
                reason,
            })
        };
        let request = match call
            .request()
            .build(&self.client, &self.token, self.proxy.as_deref())
            .map(|builder| builder.build())
        {
            Ok(Ok(request)) => request,
            Ok(Err(err)) => return refused(err.to_string()),
            Err(err) => return refused(err.to_string()),
        };
        let response = match self.client.execute(request).await {
            Ok(response) => response,
            Err(err) => return Reply::unanswered(Failure::Transient(describe(&err))),
        };
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
        let body = match response.bytes().await {
            Ok(body) => body,
            // The status and headers came: the limits learn from them all the same.
            Err(err) => {
                return Reply {
                    answered: Some(Answered {
                        status,
                        headers,
                        body_429: Vec::new(),
                    }),
                    result: Err(Failure::Transient(describe(&err))),
                }
            }
        };
        Reply {
            answered: Some(Answered {
                status,
                headers,
                body_429: match status {
                    429 => body.to_vec(),
                    _ => Vec::new(),
                },
            }),
            result: verdict(status, &body),
        }
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
