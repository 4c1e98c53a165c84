//! The SQLite store on disk: bad files are refused with a clear error and left untouched;
//! a stored history that no longer matches the model is kept and not continued. Openers
//! and writers at once are in `store_races.rs`.

use oncall_drill::drill::{DrillEvent, Handles, StartRequest};
use oncall_drill::model::{IncidentState, Pace};
use oncall_drill::store::{Store, StoreError};
use rusqlite::Connection;

use crate::drill::{at, request, stop_host};
use crate::util::{driver_on, temp_dir};

fn assert_untouched(path: &std::path::Path, before: &[u8], err: &StoreError) {
    assert!(err.to_string().contains("left untouched"), "{err}");
    assert_eq!(
        std::fs::read(path).unwrap(),
        before,
        "the file was not modified"
    );
}

#[test]
fn a_garbage_file_is_refused_and_kept() {
    let dir = temp_dir("store-garbage");
    let path = dir.join("notes.sqlite3");
    let garbage: Vec<u8> = (0..8192u32).map(|i| (i * 37 % 251) as u8).collect();
    std::fs::write(&path, &garbage).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
    assert_untouched(&path, &garbage, &err);
}

#[test]
fn a_corrupted_database_is_refused_and_kept() {
    let dir = temp_dir("store-corrupt");
    let path = dir.join("drills.sqlite3");
    {
        let store = Store::open(&path).unwrap();
        drop(store);
    }
    // Make the file a rollback-journal database again so the bytes are all in one file,
    // then smash the schema page.
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let mut bytes = std::fs::read(&path).unwrap();
    for b in &mut bytes[100..3000] {
        *b = 0xA5;
    }
    std::fs::write(&path, &bytes).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
    assert_untouched(&path, &bytes, &err);
}

#[test]
fn someone_elses_database_is_refused() {
    let dir = temp_dir("store-foreign");
    let path = dir.join("other.sqlite3");
    Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
    assert_untouched(&path, &before, &err);
}

#[test]
fn a_newer_schema_is_refused() {
    let dir = temp_dir("store-newer");
    let path = dir.join("drills.sqlite3");
    drop(Store::open(&path).unwrap());
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(
        matches!(err, StoreError::NewerSchema { found: 99, .. }),
        "{err}"
    );
    assert_untouched(&path, &before, &err);
}

#[test]
fn a_locked_database_is_refused() {
    let dir = temp_dir("store-locked");
    let path = dir.join("drills.sqlite3");
    let holder = Connection::open(&path).unwrap();
    holder
        .execute_batch("BEGIN EXCLUSIVE; CREATE TABLE held (x);")
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert_untouched(&path, &before, &err);
    holder.execute_batch("ROLLBACK").unwrap();
}

#[tokio::test(start_paused = true)]
async fn a_history_that_no_longer_matches_is_kept_and_not_continued() {
    let dir = temp_dir("store-diverged");
    let path = dir.join("drills.sqlite3");
    {
        let (Handles { drills: handle, .. }, _events, task) = driver_on(&path).await;
        let start = StartRequest {
            seed: 3,
            deterministic: true,
            ..request("c", "free-play", Pace::Turns)
        };
        handle.start(start).await.unwrap();
        handle.advance(&at("c"), 9).await.unwrap();
        stop_host(handle, task).await;
    }
    // As if the model had changed: minute 4's stored numbers differ from a replay.
    let conn = Connection::open(&path).unwrap();
    conn.execute(
        "UPDATE minute_digests SET digest = digest + 1 WHERE minute = 4",
        [],
    )
    .unwrap();
    drop(conn);

    let (Handles { drills: handle, .. }, mut events, _task) = driver_on(&path).await;
    let event = events.recv().await.unwrap();
    assert!(
        matches!(event.event, DrillEvent::Diverged { minute: 4 }),
        "{:?}",
        event.event
    );
    assert!(handle.snapshot(&at("c")).await.is_err(), "not continued");
    let conn = Connection::open(&path).unwrap();
    let kept: i64 = conn
        .query_row("SELECT count(*) FROM minutes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, 10, "the stored history is kept");
    let state: String = conn
        .query_row("SELECT state FROM incidents", [], |r| r.get(0))
        .unwrap();
    assert_eq!(state, IncidentState::Diverged.as_str());
}

#[tokio::test(start_paused = true)]
async fn a_finished_drill_whose_end_was_not_stored_is_finished_on_restore() {
    let dir = temp_dir("store-finished-running");
    let path = dir.join("drills.sqlite3");
    let start = || StartRequest {
        seed: 4,
        ..request("c", "bad-deploy", Pace::Turns)
    };
    {
        let (Handles { drills: handle, .. }, _events, task) = driver_on(&path).await;
        handle.start(start()).await.unwrap();
        handle.advance(&at("c"), 60).await.unwrap();
        handle.advance(&at("c"), 60).await.unwrap();
        stop_host(handle, task).await;
    }
    // As if the process died between storing the last minute and marking the end.
    Connection::open(&path)
        .unwrap()
        .execute("UPDATE incidents SET state = 'running'", [])
        .unwrap();
    let (Handles { drills: handle, .. }, mut events, _task) = driver_on(&path).await;
    let event = events.recv().await.unwrap();
    assert!(
        matches!(event.event, DrillEvent::Finished { .. }),
        "{:?}",
        event.event
    );
    let state: String = Connection::open(&path)
        .unwrap()
        .query_row("SELECT state FROM incidents", [], |r| r.get(0))
        .unwrap();
    assert_eq!(state, "finished");
    assert_eq!(
        handle.snapshot(&at("c")).await.unwrap().history.len(),
        90,
        "its history is still there"
    );
    // The channel is free again.
    handle.start(start()).await.expect("a new drill can start");
}

#[tokio::test(start_paused = true)]
async fn a_failed_minute_write_is_retried_and_nothing_diverges() {
    let dir = temp_dir("store-retry");
    let path = dir.join("drills.sqlite3");
    {
        let (Handles { drills: handle, .. }, _events, task) = driver_on(&path).await;
        let start = StartRequest {
            seed: 9,
            ..request("c", "free-play", Pace::Turns)
        };
        handle.start(start).await.unwrap();
        // Another process holds the write lock while minute 1 is computed: its write fails
        // (after the busy timeout) and the drill goes on.
        let holder = Connection::open(&path).unwrap();
        holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
        handle.advance(&at("c"), 1).await.unwrap();
        holder.execute_batch("ROLLBACK").unwrap();
        let stored = |conn: &Connection| -> i64 {
            conn.query_row("SELECT count(*) FROM minute_digests", [], |r| r.get(0))
                .unwrap()
        };
        assert_eq!(
            stored(&holder),
            1,
            "only the opening minute is stored so far"
        );
        handle.advance(&at("c"), 1).await.unwrap();
        assert_eq!(stored(&holder), 3, "minute 1 was written with minute 2");
        stop_host(handle, task).await;
    }
    let (Handles { drills: handle, .. }, mut events, _task) = driver_on(&path).await;
    let event = events.recv().await.unwrap();
    assert!(
        matches!(event.event, DrillEvent::Restored { .. }),
        "no divergence: {:?}",
        event.event
    );
    assert_eq!(handle.snapshot(&at("c")).await.unwrap().history.len(), 3);
}

#[test]
fn stored_text_this_build_does_not_know_is_an_error_not_a_default() {
    let dir = temp_dir("store-typed-columns");
    let path = dir.join("drills.sqlite3");
    let store = Store::open(&path).unwrap();
    let meta = oncall_drill::model::IncidentMeta {
        place: oncall_drill::model::Place::in_guild("g", "c"),
        scenario_ref: "free-play".into(),
        scenario_id: "free-play".into(),
        scenario_hash: 1,
        seed: 1,
        deterministic: false,
        pace: Pace::Turns,
        locale: oncall_drill::model::Locale::Ru,
        started_by: "1".into(),
        started_at_ms: 0,
        alert_role: None,
        rules: Default::default(),
    };
    let id = store.create_incident(&meta).unwrap();
    let read = store.live_incidents().unwrap();
    assert_eq!(read[0].meta, meta, "the domain types round-trip");
    let conn = Connection::open(&path).unwrap();
    for (sql, what) in [
        ("UPDATE incidents SET pace = 'warp'", "pace"),
        (
            "UPDATE incidents SET pace = 'turns', locale = 'tlh'",
            "locale",
        ),
    ] {
        conn.execute(sql, []).unwrap();
        let err = store.live_incidents().unwrap_err().to_string();
        assert!(
            err.contains(what) && err.contains("not understood"),
            "{err}"
        );
    }
    conn.execute(
        "INSERT INTO actions (incident_id, seq, minute, author_id, author_name, action,
             received_at_ms) VALUES (?1, 0, 1, 'u', 'ulla', 'reboot', 0)",
        [id.0],
    )
    .unwrap();
    let err = store.actions(id).unwrap_err().to_string();
    assert!(err.contains("action") && err.contains("reboot"), "{err}");
}

#[test]
fn uploaded_scenarios_are_kept_per_server_on_disk_and_their_text_outlives_removal() {
    use oncall_drill::model::GuildId;
    use oncall_drill::store::ServerScenario;
    let dir = temp_dir("store-uploads");
    let path = dir.join("drills.sqlite3");
    let (ours, theirs) = (GuildId("1".into()), GuildId("2".into()));
    let text = "id = \"ours\"\n";
    let uploaded = ServerScenario {
        id: "ours".into(),
        file_name: "ours.toml".into(),
        toml: text.into(),
        content_hash: oncall_drill::scenario::fnv1a(text.as_bytes()),
        uploaded_by: "42".into(),
        uploaded_at_ms: 1_700_000_000_000,
    };
    {
        let mut store = Store::open(&path).unwrap();
        assert!(!store.put_server_scenario(&ours, &uploaded).unwrap());
        assert!(
            store.put_server_scenario(&ours, &uploaded).unwrap(),
            "the same id again replaces it"
        );
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(
        store.server_scenarios(&ours).unwrap(),
        std::slice::from_ref(&uploaded)
    );
    assert!(store.server_scenarios(&theirs).unwrap().is_empty());
    assert_eq!(store.server_scenario(&theirs, "ours").unwrap(), None);
    assert!(!store.remove_server_scenario(&theirs, "ours").unwrap());
    assert!(store.remove_server_scenario(&ours, "ours").unwrap());
    assert!(store.server_scenarios(&ours).unwrap().is_empty());
    assert_eq!(
        store.scenario_text(uploaded.content_hash).unwrap(),
        Some(("ours.toml".into(), text.into())),
        "a drill started from it is still rebuilt from its text"
    );
}
