//! `cargo bench --bench floods [-- CHANNELS]` (default 50): the flood of issue 20 — a
//! day-long scenario (`tests/data/long-deploy.toml`, an alert all day) uploaded, started
//! turn-based in every channel, and advanced 1,000 minutes in all of them at once (17
//! `/advance` rounds of 60 minutes, the last of 40, each round sent to every channel before
//! the next) — against the fake Discord with Discord's own limits (50 requests/s global;
//! 5 message creations, and apart 5 edits, per channel in any 5 s; the 3 s interaction
//! deadline). Meanwhile a member in one more channel acts (`/ttl`) ten times a second.
//!
//! Prints: how long the channels took to show their last minute; per channel the most
//! creations and the most edits Discord saw in any 5 s (its limit is 5 each) and the 429s
//! it answered; the statuses, nudges and requests per channel; and the other channel's
//! command latency, injection on the gateway → callback at the fake (p50, p99, max; the
//! goal is under 100 ms), also apart while the advances are answered and while the
//! channels drain. Asserts nothing.

#[allow(unused)]
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use fake_discord::{Ctx, FakeDiscord, Method, RecordedRequest, APP_ID, CHANNEL_ID};
use serde_json::{json, Value};
use support::{percentile, BenchBot};

const LONG: &str = include_str!("../tests/data/long-deploy.toml");
const ROUNDS: [u32; 17] = [
    60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 40,
];
const WINDOW: Duration = Duration::from_secs(5);
const PROBE_EVERY: Duration = Duration::from_millis(100);

fn channels() -> u64 {
    std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(50)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Injects an interaction and waits for its callback; the time between.
async fn answered(fake: &FakeDiscord, payload: Value) -> Duration {
    let id = payload["id"].as_str().unwrap_or_default().to_string();
    let token = payload["token"].as_str().unwrap_or_default().to_string();
    let sent = fake.inject_interaction(payload).await;
    let path = format!("/api/v10/interactions/{id}/{token}/callback");
    let callback = fake
        .wait_for(|r| r.is(Method::Post, &path), Duration::from_secs(60))
        .await;
    callback.at.saturating_duration_since(sent.sent_at)
}

/// The most requests of `method` in any `WINDOW` among `moments` (sorted).
fn busiest_window(moments: &[Instant]) -> usize {
    let mut most = 0;
    let mut first = 0;
    for (last, at) in moments.iter().enumerate() {
        while at.duration_since(moments[first]) >= WINDOW {
            first += 1;
        }
        most = most.max(last + 1 - first);
    }
    most
}

fn channel_of(path: &str) -> Option<u64> {
    path.strip_prefix("/api/v10/channels/")?
        .split('/')
        .next()?
        .parse()
        .ok()
}

fn content(request: &RecordedRequest) -> String {
    request
        .json()
        .and_then(|j| j["content"].as_str().map(str::to_string))
        .unwrap_or_default()
}

fn main() {
    let count = channels();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let bench = BenchBot::start("floods").await;
        let fake = &bench.fake;

        let attachment = fake.user_file("long-deploy.toml", LONG.as_bytes(), None);
        let file = json!({"file": {"type": 11, "value": attachment["id"].clone()}});
        let upload = fake.subcommand("scenario", "upload", file, &Ctx::guild());
        let token = upload["token"].as_str().unwrap_or_default().to_string();
        answered(fake, upload).await;
        let followup = format!("/api/v10/webhooks/{APP_ID}/{token}");
        fake.wait_for(|r| r.method == Method::Post && r.path == followup, Duration::from_secs(30)).await;

        let drill_channels: Vec<u64> = (1..=count).map(|i| CHANNEL_ID + i).collect();
        for &channel in &drill_channels {
            let start = json!({"scenario": "long-deploy", "pace": "turns", "seed": 7});
            answered(fake, fake.subcommand("incident", "start", start, &Ctx::guild().channel(channel))).await;
        }
        let other = CHANNEL_ID + count + 1;
        let start = json!({"scenario": "free-play", "pace": "turns", "seed": 3});
        answered(fake, fake.subcommand("incident", "start", start, &Ctx::guild().channel(other))).await;
        // Let the opening statuses go out first.
        tokio::time::sleep(Duration::from_secs(3)).await;
        let before = fake.requests().len();

        let done = AtomicBool::new(false);
        let advancing = AtomicBool::new(true);
        let probe = async {
            // (sent while the advances were being answered, latency)
            let mut latencies = Vec::new();
            let mut n = 0u64;
            while !done.load(Ordering::Relaxed) {
                let ctx = Ctx::guild().channel(other).user(9000 + n % 50, "probe");
                let payload = fake.slash_command("ttl", json!({"seconds": 60 + n % 600}), &ctx);
                let during = advancing.load(Ordering::Relaxed);
                latencies.push((during, answered(fake, payload).await));
                n += 1;
                tokio::time::sleep(PROBE_EVERY).await;
            }
            latencies
        };
        let run = async {
            let flood = Instant::now();
            let mut advance_latencies = Vec::new();
            for minutes in ROUNDS {
                let round = drill_channels.iter().map(|&channel| {
                    let payload = fake.slash_command("advance", json!({ "minutes": minutes }), &Ctx::guild().channel(channel));
                    answered(fake, payload)
                });
                advance_latencies.extend(futures::future::join_all(round).await);
            }
            let commands_sent = flood.elapsed();
            advancing.store(false, Ordering::Relaxed);
            // 1,000 minutes after 09:00 is 01:40 the next day: wait for every channel's status.
            for &channel in &drill_channels {
                let prefix = format!("/api/v10/channels/{channel}/messages");
                fake.wait_for(
                    |r| r.path.starts_with(&prefix) && r.succeeded()
                        && r.json().is_some_and(|j| j["embeds"][0]["title"].as_str().is_some_and(|t| t.contains("01:40"))),
                    Duration::from_secs(600),
                )
                .await;
            }
            let drained = flood.elapsed();
            tokio::time::sleep(Duration::from_secs(2)).await;
            done.store(true, Ordering::Relaxed);
            (advance_latencies, commands_sent, drained)
        };
        let (mut probes, (mut advances, commands_sent, drained)) = tokio::join!(probe, run);
        let stats = fake.limit_stats();

        let requests: Vec<RecordedRequest> = fake.requests().split_off(before);
        let mut creations: HashMap<u64, Vec<Instant>> = HashMap::new();
        let mut edits: HashMap<u64, Vec<Instant>> = HashMap::new();
        let (mut nudges, mut statuses) = (0usize, 0usize);
        for r in requests.iter().filter(|r| r.path.contains("/messages")) {
            let Some(channel) = channel_of(&r.path) else { continue };
            if channel == other {
                continue;
            }
            match r.method {
                Method::Post => creations.entry(channel).or_default().push(r.at),
                Method::Patch => edits.entry(channel).or_default().push(r.at),
                _ => {}
            }
            let text = content(r);
            nudges += usize::from(text.contains("without a stakeholder update"));
            statuses += usize::from(r.json().is_some_and(|j| j["embeds"][0]["footer"]["text"].as_str().is_some_and(|f| f.contains("minute "))));
        }
        let most = |map: &HashMap<u64, Vec<Instant>>| map.values().map(|m| busiest_window(m)).max().unwrap_or(0);
        let per_channel = |n: usize| n as f64 / count as f64;
        advances.sort();
        probes.sort_by_key(|(_, latency)| *latency);
        let phase = |during: bool| -> Vec<Duration> {
            probes.iter().filter(|(d, _)| *d == during).map(|(_, l)| *l).collect()
        };
        let (while_advancing, while_draining) = (phase(true), phase(false));
        let probes: Vec<Duration> = probes.iter().map(|(_, l)| *l).collect();
        let figures = |sorted: &[Duration]| {
            format!(
                "{} commands: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
                sorted.len(),
                ms(percentile(sorted, 0.5)),
                ms(percentile(sorted, 0.99)),
                ms(sorted.last().copied().unwrap_or_default())
            )
        };
        println!("{count} channels × 1,000 minutes ({} advances each): commands answered in {:.1} s, every channel's last minute shown after {:.1} s", ROUNDS.len(), commands_sent.as_secs_f64(), drained.as_secs_f64());
        println!("  /advance → callback: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms", ms(percentile(&advances, 0.5)), ms(percentile(&advances, 0.99)), ms(advances.last().copied().unwrap_or_default()));
        println!("  another channel's /ttl → callback (goal: under 100 ms), all: {}", figures(&probes));
        println!("    while the {} advances were being answered: {}", count as usize * ROUNDS.len(), figures(&while_advancing));
        println!("    while the channels drained: {}", figures(&while_draining));
        println!("  busiest 5 s of any channel: {} creations, {} edits (Discord's limit: 5 each)", most(&creations), most(&edits));
        println!("  429s: {} per channel (route), {} global", stats.route_429, stats.global_429);
        println!("  per channel: {:.1} statuses, {:.1} nudges, {:.1} requests in all", per_channel(statuses), per_channel(nudges), per_channel(creations.values().map(Vec::len).sum::<usize>() + edits.values().map(Vec::len).sum::<usize>()));
        bench.stop().await;
    });
}
