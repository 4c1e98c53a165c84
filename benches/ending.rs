//! `cargo bench --bench ending`: 200 week-long drills (`ENDING_DRILLS=N` for another
//! number) ending together (issue 32.6). The bot
//! runs against the fake Discord; 200 turn-based drills of a 7-day scenario are advanced
//! (through the drill host) to their last minute, then the advances that end them are sent
//! all at once as interactions, while another channel's `/ttl` is sent every 250 ms until
//! every debrief is posted. Prints the answer latency (interaction → callback, measured at
//! the fake: the answer, or the deferral of one that was late, which is what Discord's 3 s
//! deadline is for) of the ending advances and of the probes, how many were deferred and
//! when their answers followed, the peak resident memory of the process (bot and fake
//! Discord, which keeps every request it got), and the database's size. Asserts nothing.

#[allow(unused)]
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "support/mod.rs"]
mod support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use fake_discord::{Ctx, FakeDiscord, Method, RecordedRequest, APP_ID, CHANNEL_ID, GUILD_ID};
use oncall_drill::drill::{StartRequest, MAX_ADVANCE};
use oncall_drill::model::{Author, GuildId, Locale, Pace, Place};
use serde_json::{json, Value};
use support::{percentile, BenchBot};

/// How many drills end together, unless `ENDING_DRILLS` says otherwise.
const DRILLS: u64 = 200;
const WEEK_MIN: u32 = 10_080;
/// The channel whose `/ttl` probes the bot while the debriefs are computed.
const PROBED: u64 = CHANNEL_ID + 10_000;

/// A scenario that lasts a week and in which nothing happens (shared with the other
/// week-long trials).
const WEEK: &str = include_str!("../tests/data/week-long.toml");

/// A figure of /proc/self/status in MB (`VmRSS`, `VmHWM`).
fn proc_mb(field: &str) -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb: f64 = (status.lines())
        .find_map(|l| {
            l.strip_prefix(field)?
                .trim()
                .strip_suffix("kB")?
                .trim()
                .parse()
                .ok()
        })
        .unwrap_or(0.0);
    kb / 1024.0
}

/// How an interaction was answered, measured at the fake from when it was sent.
struct Answered {
    /// Its callback: the answer, or a deferral (Discord's 3 s deadline is for this).
    acknowledged: Duration,
    /// For a deferred one, when the answer followed (the follow-up or the edit).
    deferred_answer: Option<Duration>,
}

async fn callback_latency(fake: &FakeDiscord, payload: Value) -> Answered {
    let id = payload["id"].as_str().unwrap_or_default().to_string();
    let token = payload["token"].as_str().unwrap_or_default().to_string();
    let sent = fake.inject_interaction(payload).await;
    let path = format!("/api/v10/interactions/{id}/{token}/callback");
    let wait = Duration::from_secs(120);
    let callback = fake.wait_for(|r| r.is(Method::Post, &path), wait).await;
    // A deferral the fake took (one after Discord's 3 s is refused and counted as late).
    let deferred = callback.succeeded() && callback.json().is_some_and(|j| j["type"] == 5);
    let deferred_answer = match deferred {
        true => {
            let webhook = format!("/api/v10/webhooks/{APP_ID}/{token}");
            let original = format!("{webhook}/messages/@original");
            let answer = |r: &RecordedRequest| {
                r.is(Method::Post, &webhook) || r.is(Method::Patch, &original)
            };
            let waiting = Instant::now();
            loop {
                let at = fake.inspect(|requests| requests.iter().find(|r| answer(r)).map(|r| r.at));
                if let Some(at) = at {
                    break Some(at.saturating_duration_since(sent.sent_at));
                }
                if waiting.elapsed() > wait {
                    break Some(Duration::MAX);
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        false => None,
    };
    Answered {
        acknowledged: callback.at.saturating_duration_since(sent.sent_at),
        deferred_answer,
    }
}

/// The acknowledgement latencies, sorted, and the deferred answers' latencies, sorted.
fn split(answers: Vec<Answered>) -> (Vec<Duration>, Vec<Duration>) {
    let mut acks: Vec<Duration> = answers.iter().map(|a| a.acknowledged).collect();
    let mut later: Vec<Duration> = answers.iter().filter_map(|a| a.deferred_answer).collect();
    acks.sort();
    later.sort();
    (acks, later)
}

/// "N deferred, answered p50 … max …", or "none deferred" (an answer that never came
/// within two minutes counts as the longest).
fn deferred_words(later: &[Duration]) -> String {
    let unanswered = later.iter().filter(|d| **d == Duration::MAX).count();
    match later.iter().rfind(|d| **d < Duration::MAX) {
        None if later.is_empty() => "none deferred".to_string(),
        None => format!("{} deferred, none answered within 120 s", later.len()),
        Some(max) => format!(
            "{} deferred, their answers followed in p50 {:.0} ms, max {:.0} ms, {unanswered} not within 120 s",
            later.len(),
            ms(percentile(later, 0.5).min(*max)),
            ms(*max)
        ),
    }
}

/// Counted where the fake keeps them: copying every request (charts included) ten times
/// a second would weigh on the memory and the time measured.
fn debriefs_posted(fake: &FakeDiscord) -> usize {
    fake.inspect(|requests| {
        requests
            .iter()
            .filter(|r| r.method == Method::Post && r.path.starts_with("/api/v10/channels/"))
            .filter(|r| r.succeeded())
            .filter(|r| {
                r.json().is_some_and(|j| {
                    j["embeds"][0]["title"]
                        .as_str()
                        .is_some_and(|t| t.starts_with("Debrief: "))
                })
            })
            .count()
    })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let drills: u64 = std::env::var("ENDING_DRILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(DRILLS);
    runtime.block_on(async {
        let bench = BenchBot::start("ending").await;
        let fake = &bench.fake;
        let handles = &bench.bot.drills;
        let admin = Author { id: "1".into(), name: "admin".into() };
        let guild = GuildId(GUILD_ID.to_string());
        handles
            .uploads
            .upload_scenario(&guild, "week.toml", WEEK.as_bytes().to_vec(), &admin)
            .await
            .expect("the week uploads");
        let (scenario, scenario_ref) =
            handles.uploads.find_scenario(Some(&guild), "week-long").await.unwrap();
        let prepared = Instant::now();
        let place = |channel: u64| Place::in_guild(GUILD_ID.to_string(), channel.to_string());
        for channel in (0..drills).map(|n| CHANNEL_ID + n).chain([PROBED]) {
            let start = StartRequest {
                place: place(channel),
                scenario: scenario.clone(),
                scenario_ref: scenario_ref.clone(),
                seed: channel as u32,
                pace: Pace::Turns,
                locale: Locale::EnUs,
                deterministic: true,
                who: admin.clone(),
                alert_role: None,
                rules: Default::default(),
            };
            handles.drills.start(start).await.expect("started");
            if channel == PROBED {
                break;
            }
            // To the last minute: the next advance ends the drill.
            let mut left = WEEK_MIN - 2;
            while left > 0 {
                let step = left.min(MAX_ADVANCE);
                handles.drills.advance(&place(channel), step).await.expect("advanced");
                left -= step;
            }
        }
        println!(
            "prepared {drills} week-long drills at their last minute in {:.0} s (RSS {:.0} MB)",
            prepared.elapsed().as_secs_f64(),
            proc_mb("VmRSS:")
        );

        // Probes in another channel until every debrief is posted.
        let done = AtomicBool::new(false);
        let probing = async {
            let mut latencies = Vec::new();
            let mut n = 0u64;
            while !done.load(Ordering::Relaxed) {
                let ctx = Ctx::guild().channel(PROBED).user(9000 + n, "probe");
                let ttl = json!({"seconds": 60 + n % 600});
                latencies.push(callback_latency(fake, fake.slash_command("ttl", ttl, &ctx)).await);
                n += 1;
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            latencies
        };
        let ending = Instant::now();
        let ended = async {
            let ends = (0..drills).map(|n| {
                let ctx = Ctx::guild().channel(CHANNEL_ID + n);
                callback_latency(fake, fake.slash_command("advance", json!({"minutes": 1}), &ctx))
            });
            let answers = futures::future::join_all(ends).await;
            let answered = ending.elapsed();
            let mut peak_rss: f64 = 0.0;
            while debriefs_posted(fake) < drills as usize
                && ending.elapsed() < Duration::from_secs(1800)
            {
                peak_rss = peak_rss.max(proc_mb("VmRSS:"));
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            done.store(true, Ordering::Relaxed);
            (answers, answered, peak_rss, ending.elapsed())
        };
        let (probes, (answers, answered, peak_rss, all_posted)) =
            futures::future::join(probing, ended).await;
        let (answers, answers_later) = split(answers);
        let (probes, probes_later) = split(probes);
        let db_mb: f64 = std::fs::read_dir(bench.dir())
            .map(|files| files.filter_map(|f| f.ok()?.metadata().ok()).map(|m| m.len() as f64).sum())
            .unwrap_or(0.0)
            / 1e6;
        println!(
            "the {drills} ending advances acknowledged (interaction → callback) in p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; {}; all within {:.1} s",
            ms(percentile(&answers, 0.5)),
            ms(percentile(&answers, 0.99)),
            ms(answers.last().copied().unwrap_or_default()),
            deferred_words(&answers_later),
            answered.as_secs_f64()
        );
        println!(
            "another channel's /ttl meanwhile ({} probes): acknowledged in p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; {}",
            probes.len(),
            ms(percentile(&probes, 0.5)),
            ms(percentile(&probes, 0.99)),
            ms(probes.last().copied().unwrap_or_default()),
            deferred_words(&probes_later)
        );
        println!(
            "callbacks the fake refused as later than Discord's 3 s: {}",
            fake.limit_stats().late_callbacks
        );
        println!(
            "{} of {drills} debriefs posted {:.0} s after the ends; peak RSS {:.0} MB sampled, {:.0} MB high-water mark (whole process: bot and fake Discord); database {:.0} MB",
            debriefs_posted(fake),
            all_posted.as_secs_f64(),
            peak_rss,
            proc_mb("VmHWM:"),
            db_mb
        );
        bench.stop().await;
    });
}
