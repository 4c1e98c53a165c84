//! `cargo bench --bench bot`: how fast the bot acknowledges interactions while 500 drills
//! tick, measured at the fake Discord (injection of INTERACTION_CREATE on the gateway →
//! arrival of the interaction callback over REST). Prints figures; asserts nothing.

#[allow(unused)]
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use fake_discord::{Ctx, FakeDiscord, Method, CHANNEL_ID};
use serde_json::{json, Value};
use support::{percentile, BenchBot};

const DRILLS: u64 = 500;
const PROBES: usize = 400;

async fn callback_latency(fake: &FakeDiscord, payload: Value) -> Duration {
    let id = payload["id"].as_str().unwrap_or_default().to_string();
    let token = payload["token"].as_str().unwrap_or_default().to_string();
    let sent = fake.inject_interaction(payload).await;
    let path = format!("/api/v10/interactions/{id}/{token}/callback");
    let callback = fake
        .wait_for(|r| r.is(Method::Post, &path), Duration::from_secs(30))
        .await;
    callback.at.saturating_duration_since(sent.sent_at)
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let bench = BenchBot::start("bot").await;
        let fake = &bench.fake;

        let started = Instant::now();
        for i in 0..DRILLS {
            let ctx = Ctx::guild().channel(CHANNEL_ID + i);
            let payload = fake.subcommand("incident", "start", json!({"scenario": "viral-surge", "pace": "10s"}), &ctx);
            callback_latency(fake, payload).await;
        }
        println!("started {DRILLS} drills at pace 10s (50 simulated minutes per second in all) in {:.1} s", started.elapsed().as_secs_f64());
        tokio::time::sleep(Duration::from_secs(10)).await;

        let mut latencies = Vec::with_capacity(PROBES);
        let probing = Instant::now();
        for n in 0..PROBES {
            let ctx = Ctx::guild().channel(CHANNEL_ID + (n as u64 * 7919) % DRILLS).user(9000 + n as u64, "probe");
            let payload = fake.slash_command("ttl", json!({"seconds": 60 + n % 600}), &ctx);
            latencies.push(callback_latency(fake, payload).await);
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
        let span = probing.elapsed();
        latencies.sort();
        let posts = fake.requests_matching(Method::Post, "/api/v10/channels/").len();
        let edits = fake.requests_matching(Method::Patch, "/api/v10/channels/").len();
        println!(
            "interaction → callback over {PROBES} actions in {:.1} s with {DRILLS} drills ticking: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            span.as_secs_f64(),
            percentile(&latencies, 0.5).as_secs_f64() * 1e3,
            percentile(&latencies, 0.99).as_secs_f64() * 1e3,
            latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
        );
        println!("status traffic meanwhile: {posts} messages posted, {edits} edited (limit 40 requests/s, newest status wins)");
        bench.stop().await;
    });
}
