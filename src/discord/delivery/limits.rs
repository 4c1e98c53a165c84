//! Discord's rate limits as the bot keeps them: a global pace (requests spaced evenly under
//! the per-token ceiling), a global stop when Discord answers a global 429, and per-route
//! buckets (a route and its major parameter, the channel) filled from the `X-RateLimit-*`
//! headers of every answer and emptied by a per-route 429. Nothing here sends anything or
//! reads a clock, and nothing but the [`super::Delivery`] that owns it changes it: the
//! delivery asks before each request it dispatches and reports each answer the shell hands
//! back, with the time on the engine's monotonic scale ([`crate::drill::EngineClock`]), so
//! the rules can be tested with plain values of time.
//!
//! Sources: <https://discord.com/developers/docs/topics/rate-limits> — a 429's JSON body
//! carries `retry_after` (seconds, fractional) and `global`; the headers `Retry-After`,
//! `X-RateLimit-Global`, `X-RateLimit-Scope` (`user`, `global`, `shared`),
//! `X-RateLimit-Remaining`, `X-RateLimit-Reset-After` and `X-RateLimit-Bucket` (routes with
//! the same bucket id share one limit per major parameter).

use std::collections::HashMap;
use std::time::Duration;

use reqwest::header::HeaderMap;

/// Discord's ceiling for one bot token, requests per second, all routes together
/// (interaction callbacks and follow-ups excepted).
pub const DISCORD_GLOBAL_PER_SECOND: u32 = 50;

/// The wait after a 429 that names none (Discord always does; a proxy might not).
const UNNAMED_WAIT: Duration = Duration::from_secs(1);

/// A route and its major parameter: what Discord's per-route limits count.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RouteKey {
    /// The method and path template, e.g. `POST /channels/{}/messages`.
    pub route: &'static str,
    /// The channel (Discord's major parameter for message routes).
    pub major: u64,
}

impl RouteKey {
    /// `POST /channels/{channel}/messages`: a new message.
    pub fn post(channel: u64) -> RouteKey {
        RouteKey {
            route: "POST /channels/{}/messages",
            major: channel,
        }
    }

    /// `PATCH /channels/{channel}/messages/{message}`: an edit.
    pub fn edit(channel: u64) -> RouteKey {
        RouteKey {
            route: "PATCH /channels/{}/messages/{}",
            major: channel,
        }
    }
}

/// What a 429 said.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limited {
    pub wait: Duration,
    pub global: bool,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    remaining: u32,
    /// When the bucket is full again.
    reset_at: Duration,
}

pub struct Limits {
    interval: Duration,
    /// The earliest moment the next request may go, by the pace.
    next_slot: Duration,
    /// No request before this (a global 429).
    stopped_until: Duration,
    /// Discord's bucket id of each route, once an answer named it.
    bucket_ids: HashMap<&'static str, String>,
    /// Per major parameter: bucket id (or route, until Discord named one) → its state.
    buckets: HashMap<u64, Vec<(String, Bucket)>>,
}

/// A header as text, if present and readable.
fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
}

/// A wait in seconds, if it is one (finite, not negative).
fn wait_of(seconds: f64) -> Option<Duration> {
    Duration::try_from_secs_f64(seconds).ok()
}

fn seconds(text: &str) -> Option<Duration> {
    text.parse::<f64>().ok().and_then(wait_of)
}

/// What a 429 says: how long to wait and whether every route must.
pub fn read_429(headers: &HeaderMap, body: &[u8]) -> Limited {
    let json: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
    let wait = json["retry_after"]
        .as_f64()
        .and_then(wait_of)
        .or_else(|| header(headers, "retry-after").and_then(seconds))
        .or_else(|| header(headers, "x-ratelimit-reset-after").and_then(seconds))
        .unwrap_or(UNNAMED_WAIT);
    let global = json["global"].as_bool() == Some(true)
        || header(headers, "x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"))
        || header(headers, "x-ratelimit-scope") == Some("global");
    Limited { wait, global }
}

impl Limits {
    /// Limits that space requests `1 / per_second` apart (at most Discord's ceiling).
    pub fn new(per_second: u32) -> Limits {
        let per_second = per_second.clamp(1, DISCORD_GLOBAL_PER_SECOND);
        Limits {
            interval: Duration::from_secs(1) / per_second,
            next_slot: Duration::ZERO,
            stopped_until: Duration::ZERO,
            bucket_ids: HashMap::new(),
            buckets: HashMap::new(),
        }
    }

    /// When the next request may go, by the pace and any global stop.
    pub fn global_ready_at(&self) -> Duration {
        self.next_slot.max(self.stopped_until)
    }

    /// Takes the global pace's slot if a request may go `now` (the permit to send it).
    pub fn try_take(&mut self, now: Duration) -> bool {
        if now < self.global_ready_at() {
            return false;
        }
        // Spaced from the previous slot, not from now: a late wake-up does not lower the
        // rate, and after a quiet spell at most one request goes early.
        let base = self.next_slot.max(now.saturating_sub(self.interval));
        self.next_slot = base + self.interval;
        true
    }

    fn bucket_name(&self, key: &RouteKey) -> String {
        self.bucket_ids
            .get(key.route)
            .cloned()
            .unwrap_or_else(|| key.route.to_string())
    }

    /// When the route's bucket has room again, if it has none now.
    pub fn route_ready_at(&self, key: &RouteKey, now: Duration) -> Option<Duration> {
        let name = self.bucket_name(key);
        let (_, bucket) = self
            .buckets
            .get(&key.major)?
            .iter()
            .find(|(n, _)| *n == name)?;
        (bucket.remaining == 0 && bucket.reset_at > now).then_some(bucket.reset_at)
    }

    /// When every bucket of a channel has room again, if one was emptied (a moment that
    /// has passed means it has room now).
    pub fn channel_free_at(&self, major: u64) -> Option<Duration> {
        self.buckets
            .get(&major)?
            .iter()
            .filter(|(_, b)| b.remaining == 0)
            .map(|(_, b)| b.reset_at)
            .max()
    }

    /// Counts a request about to go on its route's bucket.
    pub fn spend(&mut self, key: &RouteKey, now: Duration) {
        let name = self.bucket_name(key);
        if let Some((_, bucket)) = self
            .buckets
            .get_mut(&key.major)
            .and_then(|list| list.iter_mut().find(|(n, _)| *n == name))
        {
            if bucket.reset_at > now {
                bucket.remaining = bucket.remaining.saturating_sub(1);
            }
        }
    }

    /// Learns from an answer: the route's bucket from its headers, and from a 429 how long
    /// to wait (globally or on the route). Returns what a 429 said.
    pub fn observe(
        &mut self,
        key: &RouteKey,
        status: u16,
        headers: &HeaderMap,
        body: &[u8],
        now: Duration,
    ) -> Option<Limited> {
        if let Some(id) = header(headers, "x-ratelimit-bucket") {
            self.bucket_ids.insert(key.route, id.to_string());
        }
        let name = self.bucket_name(key);
        let remaining = header(headers, "x-ratelimit-remaining").and_then(|v| v.parse().ok());
        let reset_after = header(headers, "x-ratelimit-reset-after").and_then(seconds);
        let mut learnt = match (remaining, reset_after) {
            (Some(remaining), Some(after)) => Some(Bucket {
                remaining,
                reset_at: now + after,
            }),
            _ => None,
        };
        let limited = (status == 429).then(|| read_429(headers, body));
        match limited {
            Some(Limited { wait, global: true }) => {
                self.stopped_until = self.stopped_until.max(now + wait);
            }
            Some(Limited {
                wait,
                global: false,
            }) => {
                let reset_at = learnt.map_or(now, |b| b.reset_at).max(now + wait);
                learnt = Some(Bucket {
                    remaining: 0,
                    reset_at,
                });
            }
            None => {}
        }
        if let Some(bucket) = learnt {
            let list = self.buckets.entry(key.major).or_default();
            match list.iter_mut().find(|(n, _)| *n == name) {
                Some((_, known)) => *known = bucket,
                None => list.push((name, bucket)),
            }
        }
        limited
    }

    /// Forgets the buckets of a channel that is gone.
    pub fn forget_channel(&mut self, major: u64) {
        self.buckets.remove(&major);
    }
}

#[cfg(test)]
mod tests;
