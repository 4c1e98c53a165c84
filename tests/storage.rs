//! Store failures stay local (issue 13): an incident whose minutes cannot be written keeps
//! them in a backlog of its own, never blocks another incident's minutes, is retried a
//! bounded number of times, and then needs attention, which its status says.

use oncall_drill::drill::{self, Handles, StorageTrouble, MINUTE_WRITE_ATTEMPTS};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{IncidentId, Locale, Pace};
use rusqlite::Connection;

use crate::drill::{at, request};
use crate::util::{driver_on, temp_dir};

/// The minutes the file holds for `incident`, in order.
fn stored_minutes(db: &std::path::Path, incident: IncidentId) -> Vec<u32> {
    let conn = Connection::open(db).unwrap();
    let mut stmt = conn
        .prepare("SELECT minute FROM minutes WHERE incident_id = ?1 ORDER BY minute")
        .unwrap();
    let rows = stmt.query_map([incident], |r| r.get(0)).unwrap();
    rows.collect::<Result<_, _>>().unwrap()
}

/// Makes every minute of `incident` fail to be stored (as a damaged page under its rows
/// would), or lets them through again.
fn refuse_minutes_of(db: &std::path::Path, incident: IncidentId, refuse: bool) {
    let conn = Connection::open(db).unwrap();
    let sql = if refuse {
        format!(
            "CREATE TRIGGER refuse_minutes BEFORE INSERT ON minute_digests \
             WHEN NEW.incident_id = {incident} \
             BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;"
        )
    } else {
        "DROP TRIGGER refuse_minutes;".into()
    };
    conn.execute_batch(&sql).unwrap();
}

#[tokio::test]
async fn one_incidents_failing_minutes_never_block_another_and_are_retried_a_bounded_number_of_times(
) {
    let dir = temp_dir("storage-local");
    let db = dir.join("drills.sqlite3");
    let (Handles { drills: handle, .. }, _events, _task) = driver_on(&db).await;
    let a = handle
        .start(request("a", "free-play", Pace::Turns))
        .await
        .unwrap()
        .id;
    let b = handle
        .start(request("b", "free-play", Pace::Turns))
        .await
        .unwrap()
        .id;
    // Starting a drill stores its first minutes.
    let first = stored_minutes(&db, a).len() as u32;
    let minutes = |n: u32| (0..first + n).collect::<Vec<u32>>();
    refuse_minutes_of(&db, a, true);

    handle.advance(&at("a"), 2).await.unwrap();
    handle.advance(&at("b"), 3).await.unwrap();
    assert_eq!(stored_minutes(&db, a), minutes(0));
    assert_eq!(
        stored_minutes(&db, b),
        minutes(3),
        "the other incident's minutes are stored"
    );
    let snapshot = handle.snapshot(&at("a")).await.unwrap();
    assert_eq!(
        snapshot.storage,
        Some(StorageTrouble {
            since_minute: first,
            given_up: false
        })
    );
    let note = drill::wording::storage_note(&Localizer::new(Locale::EnUs), &snapshot)
        .expect("the status says so");
    assert!(note.contains("could not be saved yet"), "{note}");
    assert_eq!(handle.snapshot(&at("b")).await.unwrap().storage, None);

    // The trouble passes: the backlog is written first, in order, with the new minute.
    refuse_minutes_of(&db, a, false);
    handle.advance(&at("a"), 1).await.unwrap();
    assert_eq!(stored_minutes(&db, a), minutes(3));
    assert_eq!(handle.snapshot(&at("a")).await.unwrap().storage, None);

    // It comes back and stays: after a bounded number of failed batches it is given up.
    refuse_minutes_of(&db, a, true);
    for _ in 0..MINUTE_WRITE_ATTEMPTS {
        handle.advance(&at("a"), 1).await.unwrap();
    }
    let snapshot = handle.snapshot(&at("a")).await.unwrap();
    assert_eq!(
        snapshot.storage,
        Some(StorageTrouble {
            since_minute: first + 3,
            given_up: true
        })
    );
    let note = drill::wording::storage_note(&Localizer::new(Locale::EnUs), &snapshot).unwrap();
    assert!(note.contains("needs attention"), "{note}");
    // Given up means no more tries, and the others go on being stored.
    refuse_minutes_of(&db, a, false);
    handle.advance(&at("a"), 1).await.unwrap();
    handle.advance(&at("b"), 1).await.unwrap();
    assert_eq!(stored_minutes(&db, a), minutes(3), "no gap in its history");
    assert_eq!(stored_minutes(&db, b), minutes(4));
}
