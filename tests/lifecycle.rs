//! After the end (issue 13): an ended drill leaves the engine's memory, yet its last status
//! and its debrief outlive the process (rebuilt from the store by replay); the minute
//! records of drills ended longer ago than the retention are pruned while what rebuilds
//! them stays.

use std::path::Path;

use oncall_drill::drill::{DrillHandle, Handles};
use oncall_drill::model::{IncidentId, IncidentState, Pace};
use rusqlite::Connection;

use crate::drill::{alice, at, request, stop_host};
use crate::util::{driver_on, eventually, temp_dir};

async fn host(db: &Path) -> (DrillHandle, tokio::task::JoinHandle<()>) {
    let (Handles { drills: handle, .. }, _events, task) = driver_on(db).await;
    (handle, task)
}

/// Plays `channel`'s turn-based drill of bad-deploy to its end (90 minutes).
async fn finish(handle: &DrillHandle, channel: &str) -> IncidentId {
    let id = handle
        .start(request(channel, "bad-deploy", Pace::Turns))
        .await
        .unwrap()
        .id;
    handle.advance(&at(channel), 60).await.unwrap();
    handle.advance(&at(channel), 40).await.unwrap();
    id
}

fn count(db: &Path, table: &str, incident: IncidentId) -> i64 {
    Connection::open(db)
        .unwrap()
        .query_row(
            &format!("SELECT count(*) FROM {table} WHERE incident_id = ?1"),
            [incident],
            |r| r.get(0),
        )
        .unwrap()
}

#[tokio::test]
async fn an_ended_drills_status_and_debrief_outlive_a_restart() {
    let dir = temp_dir("lifecycle-restart");
    let db = dir.join("drills.sqlite3");
    let (handle, task) = host(&db).await;
    finish(&handle, "done").await;
    handle
        .start(request("stopped", "cache-flush", Pace::Turns))
        .await
        .unwrap();
    handle.advance(&at("stopped"), 12).await.unwrap();
    handle.stop(&at("stopped"), alice()).await.unwrap();
    let finished = handle.snapshot(&at("done")).await.unwrap();
    let stopped = handle.snapshot(&at("stopped")).await.unwrap();
    assert_eq!(finished.state, IncidentState::Finished);
    assert_eq!(stopped.state, IncidentState::Stopped);
    stop_host(handle, task).await;

    let (handle, _task) = host(&db).await;
    for before in [finished, stopped] {
        let place = before.meta.place.clone();
        let after = handle.snapshot(&place).await.expect("still there");
        assert_eq!(after.state, before.state);
        assert_eq!(after.history, before.history, "the same last status");
        assert_eq!(after.log, before.log);
        assert_eq!(after.debrief(), before.debrief(), "the same debrief");
    }
    assert!(handle.snapshot(&at("never")).await.is_err());
}

#[tokio::test]
async fn minutes_of_drills_ended_before_the_retention_are_pruned_and_the_drill_still_shows() {
    let dir = temp_dir("lifecycle-prune");
    let db = dir.join("drills.sqlite3");
    let (handle, task) = host(&db).await;
    let old = finish(&handle, "old").await;
    let recent = finish(&handle, "recent").await;
    let before = handle.snapshot(&at("old")).await.unwrap();
    stop_host(handle, task).await;
    let days_ago = |days: i64| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        now - days * 86_400_000
    };
    let conn = Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE incidents SET ended_at_ms = ?2 WHERE id = ?1",
        rusqlite::params![old, days_ago(31)],
    )
    .unwrap();
    conn.execute(
        "UPDATE incidents SET ended_at_ms = ?2 WHERE id = ?1",
        rusqlite::params![recent, days_ago(29)],
    )
    .unwrap();
    let (digests, actions) = (
        count(&db, "minute_digests", old),
        count(&db, "actions", old),
    );
    assert_eq!(count(&db, "minutes", old), 90);

    // The driver prunes when it starts (and daily after).
    let (handle, _task) = host(&db).await;
    eventually("the minutes past the retention pruned", || async {
        (count(&db, "minutes", old) == 0).then_some(())
    })
    .await;
    assert_eq!(count(&db, "minutes", recent), 90, "within the retention");
    assert_eq!(count(&db, "minute_digests", old), digests);
    assert_eq!(count(&db, "actions", old), actions);
    let after = handle
        .snapshot(&at("old"))
        .await
        .expect("rebuilt by replay");
    assert_eq!(after.history, before.history);
    assert_eq!(after.debrief(), before.debrief());
}
