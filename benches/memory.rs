//! `cargo bench --bench memory`: what one week-long drill costs the drill host in memory
//! (issue 20.10: at most 2 MB is the goal). Opens the host on a fresh database, starts a
//! turn-based drill of a 7-day scenario, advances it 168 × 60 minutes to its end (draining
//! the events as the publisher would, until its debrief is told), then a second one, and
//! prints for each: the heap the host's Rust code holds (counted by this bench's
//! allocator), before and after, and its peak; the minute records the drill holds;
//! SQLite's own memory (its page cache, which the store caps for the whole host, however
//! many drills); and the resident memory. Asserts nothing.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use oncall_drill::drill::{self, DrillEvent, EngineConfig, StartRequest};
use oncall_drill::model::{Author, Locale, MinuteRecord, Pace, Place};
use oncall_drill::scenario::Scenario;

/// A scenario that lasts a week and in which nothing happens (shared with the other
/// week-long trials).
const WEEK: &str = include_str!("../tests/data/week-long.toml");

/// The system allocator, counting the bytes allocated and not yet freed, and their peak.
struct Counting;

static HELD: AtomicIsize = AtomicIsize::new(0);
static PEAK: AtomicIsize = AtomicIsize::new(0);

fn counted(change: isize) {
    let now = HELD.fetch_add(change, Ordering::Relaxed) + change;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call goes to the system allocator unchanged; only the counts are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            counted(layout.size() as isize);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        counted(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            counted(new_size as isize - layout.size() as isize);
        }
        new
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The bytes Rust code holds on the heap now, in MB.
fn heap_mb() -> f64 {
    HELD.load(Ordering::Relaxed) as f64 / 1_048_576.0
}

/// SQLite's own memory (its page cache, mostly), in MB: it allocates outside Rust's
/// allocator.
fn sqlite_mb() -> f64 {
    // SAFETY: a read of SQLite's global memory counter; no connection is touched.
    (unsafe { rusqlite::ffi::sqlite3_memory_used() }) as f64 / 1_048_576.0
}

/// This process's resident memory, in KiB, from /proc.
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// What the process holds at one moment.
#[derive(Clone, Copy)]
struct Memory {
    heap_mb: f64,
    sqlite_mb: f64,
    resident_kib: u64,
}

impl Memory {
    fn now() -> Memory {
        Memory {
            heap_mb: heap_mb(),
            sqlite_mb: sqlite_mb(),
            resident_kib: rss_kib(),
        }
    }
}

/// Runs one week-long drill in `place` to its told debrief and prints what it added.
async fn one_week(
    drills: &drill::DrillHandle,
    ended: &mut tokio::sync::mpsc::UnboundedReceiver<()>,
    place: Place,
    label: &str,
) {
    let scenario = Arc::new(Scenario::parse("week.toml", WEEK).expect("a valid week"));
    let before = Memory::now();
    PEAK.store(HELD.load(Ordering::Relaxed), Ordering::Relaxed);
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
    ended.recv().await.expect("its end is told");
    let took = started.elapsed();
    // The ended drill, as the host holds it for charts and a late debrief.
    let snapshot = drills.snapshot(&place).await.expect("the drill ended here");
    let after = Memory::now();
    let minutes = snapshot.history.len();
    let held = snapshot.history.held();
    let record = std::mem::size_of::<MinuteRecord>();
    let resident_mb = after.resident_kib.saturating_sub(before.resident_kib) as f64 / 1024.0;
    let cache_mb = after.sqlite_mb - before.sqlite_mb;
    println!(
        "{label} week-long drill: {minutes} minutes in {:.1} s, to its debrief",
        took.as_secs_f64()
    );
    println!(
        "  heap the host holds: {:.2} MB before, {:.2} MB after: {:+.2} MB (goal: at most \
         2 MB; peak {:.1} MB while it ran and was debriefed)",
        before.heap_mb,
        after.heap_mb,
        after.heap_mb - before.heap_mb,
        PEAK.load(Ordering::Relaxed) as f64 / 1_048_576.0
    );
    println!(
        "  minute records held: {held} of {minutes} × {record} B = {:.3} MB",
        (held * record) as f64 / 1_048_576.0
    );
    println!(
        "  SQLite's page cache: {:.1} MB before, {:.1} MB after (capped for the whole host)",
        before.sqlite_mb, after.sqlite_mb
    );
    println!(
        "  resident memory: {} KiB before, {} KiB after: {resident_mb:+.1} MB, \
         {:+.1} MB besides SQLite's cache",
        before.resident_kib,
        after.resident_kib,
        resident_mb - cache_mb
    );
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
    // Drains the events as the publisher would; says when a drill's end was told.
    let (ended_tx, mut ended_rx) = tokio::sync::mpsc::unbounded_channel();
    let drained = tokio::spawn(async move {
        let mut count = 0_u64;
        while let Some(event) = events.recv().await {
            count += 1;
            if matches!(event.event, DrillEvent::Finished { .. }) {
                let _ = ended_tx.send(());
            }
        }
        count
    });
    // A second drill after the first shows what stays per drill, apart from what the
    // allocator keeps from the first one's peak for reuse.
    let first = Place::in_guild("bench", "week");
    one_week(&drills, &mut ended_rx, first, "first").await;
    let second = Place::in_guild("bench", "week-2");
    one_week(&drills, &mut ended_rx, second, "second").await;
    drills.close_store().await;
    drop(drills);
    if let Ok(Ok(count)) = tokio::time::timeout(std::time::Duration::from_secs(5), drained).await {
        println!("host events drained: {count}");
    }
}
