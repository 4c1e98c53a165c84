//! `cargo bench --bench store`: persisting minutes when many drills tick together (one
//! transaction per batch vs one per row), and resuming 10,000 stored incidents by replay.
//! Prints figures; asserts nothing about speed.

use std::time::{Duration, Instant};

use std::sync::Arc;

use oncall_drill::drill::engine::{digest, record_json, stored, Incident};
use oncall_drill::drill::{self, EngineConfig};
use oncall_drill::model::{Action, Author, IncidentId, IncidentMeta, Locale, Pace, Place};
use oncall_drill::scenario::Scenario;
use oncall_drill::store::Store;

fn meta(channel: usize, scenario: &Scenario) -> Arc<IncidentMeta> {
    Arc::new(IncidentMeta {
        place: Place::in_guild("bench", format!("channel-{channel}")),
        scenario_ref: scenario.id.clone(),
        scenario_id: scenario.id.clone(),
        scenario_hash: scenario.content_hash,
        seed: channel as u32,
        deterministic: false,
        pace: Pace::REAL_TIME,
        locale: Locale::EnUs,
        started_by: "bench".into(),
        started_at_ms: 0,
        alert_role: None,
        rules: Default::default(),
    })
}

fn user() -> Author {
    Author {
        id: "u".into(),
        name: "user".into(),
    }
}

fn temp_db(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("oncall-drill-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    path
}

/// Creates `count` incidents, each with `actions` actions and `minutes` stored minutes.
/// Returns the time spent (stepping + JSON, writing minutes, committing actions).
fn populate(
    store: &mut Store,
    scenario: &Scenario,
    count: usize,
    minutes: u32,
    batch: bool,
) -> [Duration; 3] {
    let (mut computing, mut writing, mut acting) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let scenario = Arc::new(scenario.clone());
    let mut incidents: Vec<Incident> = (0..count)
        .map(|i| {
            let meta = meta(i, &scenario);
            let id = store.create_incident(&meta).expect("insert incident");
            Incident::new(id, meta, scenario.clone())
        })
        .collect();
    for minute in 0..minutes {
        let mut rows = Vec::with_capacity(count);
        for incident in &mut incidents {
            if minute == 1 || minute == 11 {
                let start = Instant::now();
                let logged = incident.propose_action(user(), Action::Ttl(60 + minute), 0);
                store.record_action(incident.id, &logged).expect("action");
                incident.commit_action(logged);
                acting += start.elapsed();
            }
            let start = Instant::now();
            let record = incident.step().record;
            rows.push(stored(incident.id, &record));
            computing += start.elapsed();
        }
        let start = Instant::now();
        if batch {
            let failed = store.append_minutes(&rows).expect("batch");
            assert!(failed.is_empty(), "{failed:?}");
        } else {
            for row in &rows {
                let failed = store
                    .append_minutes(std::slice::from_ref(row))
                    .expect("row");
                assert!(failed.is_empty(), "{failed:?}");
            }
        }
        writing += start.elapsed();
    }
    [computing, writing, acting]
}

fn main() {
    let scenario = Scenario::builtin("bad-deploy").expect("bad-deploy");

    {
        let shared = Arc::new(scenario.clone());
        let mut incidents: Vec<Incident> = (0..500)
            .map(|i| Incident::new(IncidentId(i as i64), meta(i, &shared), shared.clone()))
            .collect();
        let start = Instant::now();
        let mut bytes = 0;
        for _ in 0..40 {
            for incident in &mut incidents {
                let json = record_json(&incident.step().record);
                bytes += json.len();
                std::hint::black_box(digest(&json));
            }
        }
        let per = start.elapsed().as_secs_f64() * 1e6 / 20_000.0;
        println!("step + JSON + digest without the database: {per:.1} µs per incident-minute ({} bytes of JSON)", bytes / 20_000);
    }

    for (label, batch) in [
        ("one transaction per tick of 500 drills", true),
        ("one transaction per minute row", false),
    ] {
        let path = temp_db(&format!("persist-{batch}.sqlite3"));
        let mut store = Store::open(&path).expect("open");
        let minutes = if batch { 40 } else { 4 };
        let [computing, writing, acting] = populate(&mut store, &scenario, 500, minutes, batch);
        let rows = 500.0 * f64::from(minutes);
        let per = |d: Duration, n: f64| d.as_secs_f64() * 1e6 / n;
        println!(
            "persist a minute, {label}: {:.1} µs per incident-minute ({:.1} step + JSON + digest, {:.1} writing)",
            per(computing + writing, rows),
            per(computing, rows),
            per(writing, rows)
        );
        if batch {
            println!(
                "commit one action (full sync, acknowledged after): {:.0} µs",
                per(acting, 1000.0)
            );
        }
    }

    let path = temp_db("resume.sqlite3");
    {
        let mut store = Store::open(&path).expect("open");
        let build = Instant::now();
        populate(&mut store, &scenario, 10_000, 30, true);
        println!(
            "built 10,000 incidents × 30 minutes in {:.1} s",
            build.elapsed().as_secs_f64()
        );
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let start = Instant::now();
        let store = Store::open(&path).expect("open");
        let opened = start.elapsed();
        let (_handle, mut events, task) = drill::spawn(store, EngineConfig::default()).await.expect("spawn");
        let elapsed = start.elapsed();
        let mut restored = 0;
        while let Ok(event) = events.try_recv() {
            if matches!(event.event, drill::DrillEvent::Restored { .. }) {
                restored += 1;
            }
        }
        task.abort();
        let _ = std::fs::remove_dir_all(path.parent().expect("temp dir"));
        println!(
            "resume {restored} incidents (open {:.0} ms; read, replay and verify 300,000 minutes): {:.2} s",
            opened.as_secs_f64() * 1e3,
            elapsed.as_secs_f64()
        );
    });
}
