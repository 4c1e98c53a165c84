//! `cargo bench --bench load [-- DRILLS]` (or `LOAD_DRILLS=N`; default 500): the bot as an
//! operator runs it — the release binary, `oncall-drill bot`, its own process — against the
//! fake Discord with Discord's limits enforced (50 requests/s global, 5 messages per 5 s per
//! channel, the 3 s interaction deadline), running N real-time drills started evenly over
//! one minute (`LOAD_RAMP_S`, default 60), for the ramp plus 65 s (`LOAD_EXTRA_S`), so every
//! drill posts its first status and ticks at least once. Meanwhile players act (`/ttl`)
//! five times a second. Prints the bot's CPU and peak RSS, how stale statuses are when
//! Discord takes them (p50/p99, and drills left without one), the 429s it received, and the
//! interaction callback latency (p50/p99). Asserts nothing.
//!
//! `LOAD_WEB` (`both` by default, or `off`, `on`): the run without the web page, then the
//! same with `--web` (the page's subscriber on the drill host's event bus beside the
//! publisher), one after the other, and their figures side by side.
//!
//! Staleness of a status: when Discord took it, minus when its minute was due (the drill's
//! start, as its start callback arrived, plus the minute × 60 s).

#[allow(unused)]
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[allow(unused)]
#[path = "support/mod.rs"]
mod support;

use std::collections::HashMap;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fake_discord::{Ctx, FakeDiscord, Method, RecordedRequest, BOT_TOKEN, CHANNEL_ID, GUILD_ID};
use serde_json::{json, Value};
use support::percentile;

const MINUTE: Duration = Duration::from_secs(60);
const SCENARIOS: [&str; 4] = ["free-play", "bad-deploy", "viral-surge", "cache-flush"];
const PROBES_PER_SECOND: u64 = 5;

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The drill count: the first argument that is a number (cargo passes `--bench` too), else
/// `LOAD_DRILLS`, else 500.
fn drills() -> u64 {
    std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or_else(|| setting("LOAD_DRILLS", 500))
}

/// The bot process's CPU time so far (user + system, all threads), from /proc.
fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are fields 14 and 15 (1-based), in clock ticks of 1/100 s (Linux's
    // USER_HZ on every common build).
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
}

/// The bot process's peak resident set (VmHWM), in MiB.
fn peak_rss_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// An interaction the bench sent: its callback path and when it went out.
struct Sent {
    callback: String,
    at: Instant,
}

async fn send(fake: &FakeDiscord, payload: Value) -> Sent {
    let callback = format!(
        "/api/v10/interactions/{}/{}/callback",
        payload["id"].as_str().unwrap_or_default(),
        payload["token"].as_str().unwrap_or_default()
    );
    let dispatched = fake.inject_interaction(payload).await;
    Sent {
        callback,
        at: dispatched.sent_at,
    }
}

/// The minute a status shows, from its footer ("… minute 3 of 90").
fn status_minute(request: &RecordedRequest) -> Option<u32> {
    let footer = request.json()?["embeds"][0]["footer"]["text"].as_str()?;
    let words: Vec<&str> = footer.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "minute")?;
    words.get(at + 1)?.parse::<u32>().ok()?.checked_sub(1)
}

fn channel_of(path: &str) -> Option<u64> {
    path.strip_prefix("/api/v10/channels/")?
        .split('/')
        .next()?
        .parse()
        .ok()
}

/// The figures a run is compared by.
struct Figures {
    cpu_percent: f64,
    staleness_p99: Duration,
    callback_p99: Duration,
}

fn main() {
    let drills = drills();
    let ramp = Duration::from_secs(setting("LOAD_RAMP_S", 60));
    let run = ramp + Duration::from_secs(setting("LOAD_EXTRA_S", 65));
    let modes: &[bool] = match std::env::var("LOAD_WEB").as_deref() {
        Ok("off") => &[false],
        Ok("on") => &[true],
        _ => &[false, true],
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let mut compared = Vec::new();
    for &web in modes {
        let figures = runtime.block_on(run_once(drills, ramp, run, web));
        compared.push((web, figures));
    }
    if compared.len() > 1 {
        println!("side by side ({drills} drills):");
        for (web, f) in &compared {
            println!(
                "  web {:3}: bot CPU {:.1} % of one core, status staleness p99 {:.2} s, callback p99 {:.1} ms",
                if *web { "on" } else { "off" },
                f.cpu_percent,
                f.staleness_p99.as_secs_f64(),
                ms(f.callback_p99),
            );
        }
    }
}

/// One run of the bot, with or without its web page.
async fn run_once(drills: u64, ramp: Duration, run: Duration, web: bool) -> Figures {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::Builder::new()
        .prefix("oncall-drill-bench-load-")
        .tempdir()
        .expect("a temporary folder");
    let log = std::fs::File::create(dir.path().join("bot.log")).expect("a log file");
    let mut bot = Command::new(env!("CARGO_BIN_EXE_oncall-drill"));
    bot.arg("bot");
    if web {
        bot.args(["--web", "127.0.0.1:0"]);
    }
    let mut bot = bot
        .env("DISCORD_TOKEN", BOT_TOKEN)
        .env("DISCORD_PROXY_URL", fake.base_url())
        .env("DISCORD_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("ONCALL_DRILL_DB", dir.path().join("bot.sqlite3"))
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("the bot starts");
    let pid = bot.id();
    fake.wait_ready().await;
    fake.wait_for(|r| r.method == Method::Put, Duration::from_secs(30))
        .await;
    println!(
        "load (web {}): {drills} real-time drills started over {:.0} s, run {:.0} s, {PROBES_PER_SECOND} player actions/s",
        if web { "on" } else { "off" },
        ramp.as_secs_f64(),
        run.as_secs_f64()
    );
    let began = Instant::now();
    let cpu_before = cpu_time(pid);
    let mut starts = Vec::with_capacity(drills as usize);
    let mut probes = Vec::new();
    let mut next_probe = Duration::from_secs(2);
    for i in 0..drills {
        let due = ramp.mul_f64(i as f64 / drills as f64);
        while next_probe <= due && !starts.is_empty() {
            tokio::time::sleep_until((began + next_probe).into()).await;
            probes.push(probe(&fake, starts.len() as u64, probes.len() as u64).await);
            next_probe += Duration::from_secs(1) / PROBES_PER_SECOND as u32;
        }
        tokio::time::sleep_until((began + due).into()).await;
        let ctx = Ctx::guild().channel(CHANNEL_ID + 1 + i);
        let options = json!({"scenario": SCENARIOS[i as usize % 4], "pace": "60s"});
        let payload = fake.subcommand("incident", "start", options, &ctx);
        starts.push((CHANNEL_ID + 1 + i, send(&fake, payload).await));
    }
    while next_probe < run {
        tokio::time::sleep_until((began + next_probe).into()).await;
        probes.push(probe(&fake, drills, probes.len() as u64).await);
        next_probe += Duration::from_secs(1) / PROBES_PER_SECOND as u32;
    }
    tokio::time::sleep_until((began + run).into()).await;
    let cpu = cpu_time(pid).saturating_sub(cpu_before);
    let wall = began.elapsed();
    let rss = peak_rss_mib(pid);
    let _ = bot.kill();
    let _ = bot.wait();
    let figures = report(&fake, &starts, &probes, cpu, wall, rss, drills);
    let log = std::fs::read_to_string(dir.path().join("bot.log")).unwrap_or_default();
    let errors = log.lines().filter(|l| l.contains("ERROR")).count();
    let warnings = log.lines().filter(|l| l.contains("WARN")).count();
    println!("bot log: {errors} errors, {warnings} warnings");
    figures
}

/// A player's `/ttl` in one of the first `started` drills, spread over them.
async fn probe(fake: &FakeDiscord, started: u64, n: u64) -> Sent {
    let channel = CHANNEL_ID + 1 + (n * 7919) % started.max(1);
    let ctx = Ctx::guild().channel(channel).user(9_000 + n, "probe");
    let payload = fake.slash_command("ttl", json!({"seconds": 60 + n % 600}), &ctx);
    send(fake, payload).await
}

fn report(
    fake: &FakeDiscord,
    starts: &[(u64, Sent)],
    probes: &[Sent],
    cpu: Duration,
    wall: Duration,
    rss_mib: f64,
    drills: u64,
) -> Figures {
    let (callbacks, statuses, posts, edits) = fake.inspect(|requests| {
        let callbacks: HashMap<&str, Instant> = requests
            .iter()
            .filter(|r| r.path.ends_with("/callback"))
            .map(|r| (r.path.as_str(), r.at))
            .collect();
        let callbacks: HashMap<String, Instant> = callbacks
            .into_iter()
            .map(|(p, at)| (p.to_string(), at))
            .collect();
        let statuses: Vec<(u64, u32, Instant)> = requests
            .iter()
            .filter(|r| r.succeeded() && matches!(r.method, Method::Post | Method::Patch))
            .filter_map(|r| Some((channel_of(&r.path)?, status_minute(r)?, r.at)))
            .collect();
        let count = |m: Method| {
            requests
                .iter()
                .filter(|r| r.method == m && r.path.starts_with("/api/v10/channels/"))
                .count()
        };
        (
            callbacks,
            statuses,
            count(Method::Post),
            count(Method::Patch),
        )
    });
    let started: HashMap<u64, Instant> = starts
        .iter()
        .filter_map(|(channel, sent)| Some((*channel, *callbacks.get(&sent.callback)?)))
        .collect();
    let mut staleness: Vec<Duration> = statuses
        .iter()
        .filter_map(|(channel, minute, at)| {
            let due = *started.get(channel)? + MINUTE * *minute;
            Some(at.saturating_duration_since(due))
        })
        .collect();
    staleness.sort();
    let mut by_minute: std::collections::BTreeMap<u32, Vec<Duration>> = Default::default();
    for (channel, minute, at) in &statuses {
        if let Some(start) = started.get(channel) {
            let late = at.saturating_duration_since(*start + MINUTE * *minute);
            by_minute.entry(*minute).or_default().push(late);
        }
    }
    let ticked = statuses.iter().filter(|(_, minute, _)| *minute >= 1);
    let with_tick: std::collections::HashSet<u64> = ticked.map(|(c, _, _)| *c).collect();
    let mut latencies: Vec<Duration> = probes
        .iter()
        .filter_map(|p| Some(callbacks.get(&p.callback)?.saturating_duration_since(p.at)))
        .collect();
    latencies.sort();
    let stats = fake.limit_stats();
    println!(
        "bot process: CPU {:.1} % of one core, peak RSS {rss_mib:.0} MiB",
        cpu.as_secs_f64() / wall.as_secs_f64() * 100.0
    );
    println!(
        "status staleness over {} statuses: p50 {:.2} s, p99 {:.2} s, max {:.2} s; {} of {drills} drills started, {} without a ticked status",
        staleness.len(),
        percentile(&staleness, 0.5).as_secs_f64(),
        percentile(&staleness, 0.99).as_secs_f64(),
        staleness.last().copied().unwrap_or_default().as_secs_f64(),
        started.len(),
        started.len() - with_tick.len().min(started.len()),
    );
    let per_minute: Vec<String> = by_minute
        .iter_mut()
        .map(|(minute, late)| {
            late.sort();
            format!("{minute}: {:.1}", percentile(late, 0.99).as_secs_f64())
        })
        .collect();
    println!("  p99 by drill minute (s): {}", per_minute.join(", "));
    println!(
        "429s received: {} global, {} per route; channel requests: {posts} posts, {edits} edits",
        stats.global_429, stats.route_429
    );
    println!(
        "interaction callback over {} actions: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; {} missing, {} after the 3 s deadline",
        latencies.len(),
        ms(percentile(&latencies, 0.5)),
        ms(percentile(&latencies, 0.99)),
        ms(latencies.last().copied().unwrap_or_default()),
        probes.len() - latencies.len(),
        stats.late_callbacks,
    );
    Figures {
        cpu_percent: cpu.as_secs_f64() / wall.as_secs_f64() * 100.0,
        staleness_p99: percentile(&staleness, 0.99),
        callback_p99: percentile(&latencies, 0.99),
    }
}
