//! No acknowledged action is lost while the drill host's writes are pipelined (issue 20's
//! burst): during an hour's advance in a dozen channels at once, an action acknowledged in
//! one of them is in the database at the very moment of its acknowledgement — a copy taken
//! then (`VACUUM INTO`: the committed state, which is what a crash leaves) holds it, with
//! every minute its drill computed before it, and a host started on that copy continues
//! every drill without a divergence. Each advance is answered once its own minutes are
//! stored. The outbox's messages queued together share one sync, each stored when answered.

use futures::future::join_all;
use oncall_drill::drill::outbox::{Message, MessageKind};
use oncall_drill::drill::{self, DrillEvent, EngineConfig, Intent};
use oncall_drill::model::{Action, IncidentId, Pace};
use oncall_drill::store::Store;
use rusqlite::Connection;

use crate::drill::{alice, at, request, stop_host};
use crate::util::temp_dir;

const CHANNELS: usize = 12;

fn channel(n: usize) -> String {
    format!("c{n}")
}

fn stored_minutes(db: &std::path::Path, incident: IncidentId) -> u32 {
    Connection::open(db)
        .unwrap()
        .query_row(
            "SELECT count(*) FROM minutes WHERE incident_id = ?1",
            [incident],
            |r| r.get(0),
        )
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_acknowledged_during_a_burst_is_in_a_crash_copy_taken_at_that_moment() {
    let dir = temp_dir("burst-durable");
    let db = dir.join("drills.sqlite3");
    let crash = dir.join("crash.sqlite3");
    let (drill::Handles { drills: handle, .. }, _events, task) =
        drill::spawn(Store::open(&db).unwrap(), EngineConfig::default())
            .await
            .unwrap();
    let mut ids = Vec::new();
    for n in 0..CHANNELS {
        let start = request(&channel(n), "free-play", Pace::Turns);
        ids.push(handle.start(start).await.unwrap().id);
    }
    let first = stored_minutes(&db, ids[0]);
    // The server's settings are read once, so the action below is sent at once.
    handle
        .act(
            &at(&channel(0)),
            alice(),
            Intent::Exactly(Action::Floor(21)),
        )
        .await
        .unwrap();

    // Every channel's hour, and an action in the first channel right behind its own
    // advance (requests are handled in the order sent: `join!` sends them in that order).
    let advances = join_all((0..CHANNELS).map(|n| {
        let handle = handle.clone();
        async move { handle.advance(&at(&channel(n)), 60).await }
    }));
    let acted = async {
        let ack = handle
            .act(&at(&channel(0)), alice(), Intent::Exactly(Action::Ttl(120)))
            .await
            .expect("the action is acknowledged");
        // The crash: what the file holds now.
        Connection::open(&db)
            .unwrap()
            .execute("VACUUM INTO ?1", [crash.to_str().unwrap()])
            .unwrap();
        ack
    };
    let (advanced, ack) = tokio::join!(advances, acted);
    for (n, advanced) in advanced.into_iter().enumerate() {
        advanced.unwrap();
        assert_eq!(
            stored_minutes(&db, ids[n]),
            first + 60,
            "channel {n}'s minutes are stored when its advance is answered"
        );
    }
    stop_host(handle, task).await;

    let logged: Vec<(u32, String)> = Connection::open(&crash)
        .unwrap()
        .prepare("SELECT minute, action FROM actions WHERE incident_id = ?1 ORDER BY seq")
        .unwrap()
        .query_map([ids[0]], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(logged.len(), 2, "both acknowledged actions: {logged:?}");
    assert_eq!(logged[1].0, ack.minute);
    assert!(
        stored_minutes(&crash, ids[0]) >= ack.minute,
        "the minutes computed before the action are stored before it"
    );

    let (drill::Handles { drills: copy, .. }, mut events, _task) =
        drill::spawn(Store::open(&crash).unwrap(), EngineConfig::default())
            .await
            .unwrap();
    for _ in 0..CHANNELS {
        let event = events.recv().await.unwrap();
        assert!(
            matches!(event.event, DrillEvent::Restored { .. }),
            "{:?}",
            event.event
        );
    }
    let snapshot = copy.snapshot(&at(&channel(0))).await.unwrap();
    assert_eq!(
        snapshot.log.last().map(|a| a.action),
        Some(Action::Ttl(120))
    );
}

/// The outbox's messages queued at the same moment (fifty channels' nudges after a round of
/// advances) are committed together, one sync for all: each is in the file when its id
/// comes back, and one done with is gone when that is answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_queued_together_are_each_stored_when_answered() {
    let dir = temp_dir("burst-outbox");
    let db = dir.join("drills.sqlite3");
    let (
        drill::Handles {
            drills: handle,
            outbox,
            ..
        },
        _events,
        task,
    ) = drill::spawn(Store::open(&db).unwrap(), EngineConfig::default())
        .await
        .unwrap();
    let in_file = |id: i64| -> bool {
        Connection::open(&db)
            .unwrap()
            .query_row("SELECT count(*) FROM outbox WHERE id = ?1", [id], |r| {
                r.get::<_, i64>(0)
            })
            .unwrap()
            == 1
    };
    let queued = join_all((0..50).map(|n| {
        let outbox = outbox.clone();
        let in_file = &in_file;
        async move {
            let message = Message {
                place: at(&channel(n)),
                position: n as i64,
                kind: MessageKind::Text,
                body: format!("{{\"content\":\"message {n}\"}}"),
                attachment: None,
                queued_at_ms: 0,
            };
            let id = outbox.queue(message).await.expect("queued");
            assert!(in_file(id), "message {n} is stored when its id comes back");
            id
        }
    }))
    .await;
    let distinct: std::collections::HashSet<i64> = queued.iter().copied().collect();
    assert_eq!(distinct.len(), 50);
    join_all(queued.iter().map(|&id| {
        let outbox = outbox.clone();
        let in_file = &in_file;
        async move {
            outbox.done(id).await.expect("done with");
            assert!(!in_file(id), "message {id} is gone when that is answered");
        }
    }))
    .await;
    assert!(outbox.pending().await.unwrap().is_empty());
    stop_host(handle, task).await;
}
