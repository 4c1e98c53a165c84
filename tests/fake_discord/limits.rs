//! Discord's limits as the fake enforces them on every REST request, and the faults a test
//! can force. Sources: <https://discord.com/developers/docs/topics/rate-limits> and
//! <https://discord.com/developers/docs/interactions/receiving-and-responding>.
//!
//! - Global: 50 requests in any second per bot → 429 `{"message", "retry_after", "global":
//!   true}` with `Retry-After`, `X-RateLimit-Global: true`, `X-RateLimit-Scope: global`.
//!   Interaction callbacks and follow-ups (`/interactions/…`, `/webhooks/…`) do not count.
//! - Per channel: 5 message creations, and apart 5 edits, in any 5 seconds; every answer on
//!   those routes carries `X-RateLimit-Limit/Remaining/Reset/Reset-After/Bucket`, and the
//!   sixth request a per-route 429 (`global: false`, `X-RateLimit-Scope: user`).
//! - An interaction answered more than 3 s after it was sent is unknown (404, code 10062).
//!
//! Forced faults, for tests: a global 429 for a while, an outage (the next N requests answer
//! 5xx), a request that is never answered. None of them touches interaction routes, so a
//! test can still drive the bot meanwhile.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::json;

use super::http::Response;
use super::record::{Method, RecordedRequest};

pub const GLOBAL_PER_SECOND: usize = 50;
const GLOBAL_WINDOW: Duration = Duration::from_secs(1);
pub const MESSAGES_PER_WINDOW: usize = 5;
pub const MESSAGE_WINDOW: Duration = Duration::from_secs(5);
pub const INTERACTION_DEADLINE: Duration = Duration::from_secs(3);

/// What the limits did, for tests and benchmarks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LimitStats {
    /// Global 429s answered (forced or earned).
    pub global_429: usize,
    /// Per-route 429s answered.
    pub route_429: usize,
    /// Requests answered by a forced outage.
    pub outage_answers: usize,
    /// Requests never answered.
    pub unanswered: usize,
    /// Interaction callbacks that came after the 3 s deadline.
    pub late_callbacks: usize,
}

#[derive(Default)]
pub struct Limits {
    global: VecDeque<Instant>,
    buckets: HashMap<(&'static str, u64), VecDeque<Instant>>,
    forced_global_until: Option<Instant>,
    /// The status and how many more requests it answers.
    outage: Option<(u16, usize)>,
    never_answer: Vec<(Method, String)>,
    /// The per-channel message window when a test shortens Discord's 5 s (`None`).
    pub message_window: Option<Duration>,
    pub stats: LimitStats,
}

/// What the limits decide for one request.
pub enum Verdict {
    /// Route it, and add these headers to its answer.
    Pass(Vec<(String, String)>),
    Answer(Response),
    /// Never answer it.
    Never,
}

fn header(name: &str, value: impl ToString) -> (String, String) {
    (name.to_string(), value.to_string())
}

fn unix_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// A 429 as Discord sends it, waiting `wait`.
fn too_many(wait: Duration, global: bool, mut headers: Vec<(String, String)>) -> Response {
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": (wait.as_secs_f64() * 1000.0).ceil() / 1000.0,
        "global": global,
    });
    headers.push(header("Retry-After", wait.as_secs_f64().ceil() as u64));
    if global {
        headers.push(header("X-RateLimit-Global", "true"));
        headers.push(header("X-RateLimit-Scope", "global"));
    } else {
        headers.push(header("X-RateLimit-Scope", "user"));
    }
    Response::json(429, &body).with_headers(headers)
}

/// The message bucket of a request and its channel: creations and edits apart.
fn bucket_of(request: &RecordedRequest) -> Option<(&'static str, u64)> {
    let rest = request.path.strip_prefix("/api/v10/channels/")?;
    let segments: Vec<&str> = rest.split('/').collect();
    let channel = segments.first()?.parse().ok()?;
    match (request.method, segments.as_slice()) {
        (Method::Post, [_, "messages"]) => Some(("create-message", channel)),
        (Method::Patch | Method::Delete, [_, "messages", _]) => Some(("edit-message", channel)),
        _ => None,
    }
}

/// Interaction callbacks and follow-ups: outside the global limit and the forced faults.
fn exempt(path: &str) -> bool {
    !path.starts_with("/api/")
        || path.starts_with("/api/v10/interactions/")
        || path.starts_with("/api/v10/webhooks/")
}

/// Drops the moments older than `window` and returns when the oldest left leaves it.
fn slide(moments: &mut VecDeque<Instant>, window: Duration, now: Instant) -> Option<Instant> {
    while moments
        .front()
        .is_some_and(|t| now.duration_since(*t) >= window)
    {
        moments.pop_front();
    }
    moments.front().map(|t| *t + window)
}

impl Limits {
    pub fn force_global_429(&mut self, until: Instant) {
        self.forced_global_until = Some(until);
    }

    pub fn outage(&mut self, status: u16, requests: usize) {
        self.outage = Some((status, requests));
    }

    pub fn never_answer(&mut self, method: Method, path: &str) {
        self.never_answer.push((method, path.to_string()));
    }

    pub fn check(&mut self, request: &RecordedRequest) -> Verdict {
        let now = request.at;
        if let Some(index) = self
            .never_answer
            .iter()
            .position(|(m, p)| *m == request.method && *p == request.path)
        {
            self.never_answer.remove(index);
            self.stats.unanswered += 1;
            return Verdict::Never;
        }
        if exempt(&request.path) {
            return Verdict::Pass(Vec::new());
        }
        if let Some(until) = self.forced_global_until.filter(|u| *u > now) {
            self.stats.global_429 += 1;
            return Verdict::Answer(too_many(until - now, true, Vec::new()));
        }
        if let Some((status, left)) = &mut self.outage {
            let answer = Response::json(*status, &json!({ "message": "Bad Gateway", "code": 0 }));
            *left -= 1;
            if *left == 0 {
                self.outage = None;
            }
            self.stats.outage_answers += 1;
            return Verdict::Answer(answer);
        }
        if let Some(frees) = slide(&mut self.global, GLOBAL_WINDOW, now) {
            if self.global.len() >= GLOBAL_PER_SECOND {
                self.stats.global_429 += 1;
                return Verdict::Answer(too_many(frees - now, true, Vec::new()));
            }
        }
        let mut headers = Vec::new();
        if let Some(key) = bucket_of(request) {
            let window = self.message_window.unwrap_or(MESSAGE_WINDOW);
            let moments = self.buckets.entry(key).or_default();
            let frees = slide(moments, window, now);
            let full = moments.len() >= MESSAGES_PER_WINDOW;
            if !full {
                moments.push_back(now);
            }
            let reset_after = frees.unwrap_or(now + window) - now;
            headers = vec![
                header("X-RateLimit-Limit", MESSAGES_PER_WINDOW),
                header("X-RateLimit-Remaining", MESSAGES_PER_WINDOW - moments.len()),
                header(
                    "X-RateLimit-Reset",
                    format!("{:.3}", unix_now() + reset_after.as_secs_f64()),
                ),
                header(
                    "X-RateLimit-Reset-After",
                    format!("{:.3}", reset_after.as_secs_f64()),
                ),
                header("X-RateLimit-Bucket", format!("fake-{}", key.0)),
            ];
            if full {
                self.stats.route_429 += 1;
                return Verdict::Answer(too_many(reset_after, false, headers));
            }
        }
        self.global.push_back(now);
        Verdict::Pass(headers)
    }
}
