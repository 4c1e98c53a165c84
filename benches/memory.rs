//! `cargo bench --bench memory`: what one week-long drill costs the drill host in memory
//! (issue 20.10: at most 2 MB is the goal). Opens the host on a fresh database, starts a
//! turn-based drill of a 7-day scenario, advances it 168 × 60 minutes (draining the
//! events as the publisher would), and prints the resident memory before and after, the
//! in-memory minute history (count × record size) and the time taken. Asserts nothing.

use std::sync::Arc;
use std::time::Instant;

use oncall_drill::drill::{self, EngineConfig, StartRequest};
use oncall_drill::model::{Author, Locale, MinuteRecord, Pace, Place};
use oncall_drill::scenario::Scenario;

/// A valid scenario that lasts a week.
const WEEK: &str = r#"id = "week-long"
start = "00:00"
duration_min = 10080
base_rps = 1000.0
boot_delay_min = 3
budget_left_pct = 100.0

[text.en-US]
title = "A week on call"
briefing = "Nothing happens; the clock runs for seven days."

[initial]
instances = 10
floor = 10
autoscaler = true
target_pct = 60
ttl_s = 60
shed_pct = 0
feature = true
cache_warm_pct = 100.0
"#;

/// This process's resident memory, in KiB, from /proc.
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let config = EngineConfig {
        max_actions_per_minute: 40,
        retention_days: 0,
    };
    let (drill::Handles { drills, .. }, mut events, _driver) =
        drill::open(&dir.path().join("memory.sqlite3"), config)
            .await
            .expect("the drill host opens");
    let drained = tokio::spawn(async move {
        let mut count = 0_u64;
        while events.recv().await.is_some() {
            count += 1;
        }
        count
    });
    let scenario = Arc::new(Scenario::parse("week.toml", WEEK).expect("a valid week"));
    let place = Place::in_guild("bench", "week");
    let before = rss_kib();
    let started = Instant::now();
    drills
        .start(StartRequest {
            place: place.clone(),
            scenario,
            scenario_ref: "week.toml".into(),
            seed: 7,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            deterministic: false,
            who: Author {
                id: "1".into(),
                name: "bench".into(),
            },
            alert_role: None,
            rules: Default::default(),
        })
        .await
        .expect("the drill starts");
    for _ in 0..168 {
        drills.advance(&place, 60).await.expect("an hour passes");
    }
    let snapshot = drills.snapshot(&place).await.expect("the drill runs");
    let took = started.elapsed();
    let after = rss_kib();
    let minutes = snapshot.history.len();
    let record = std::mem::size_of::<MinuteRecord>();
    println!(
        "week-long drill: {minutes} minutes in {:.1} s",
        took.as_secs_f64()
    );
    println!(
        "resident memory: {before} KiB before, {after} KiB after: +{:.1} MB (goal: at most 2 MB)",
        after.saturating_sub(before) as f64 / 1024.0
    );
    println!(
        "minute history in memory: {minutes} × {record} B = {:.1} MB",
        (minutes * record) as f64 / 1_048_576.0
    );
    drop(snapshot);
    drills.close_store().await;
    drop(drills);
    if let Ok(Ok(count)) = tokio::time::timeout(std::time::Duration::from_secs(5), drained).await {
        println!("host events drained: {count}");
    }
}
