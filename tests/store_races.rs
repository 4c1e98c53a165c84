//! The SQLite store with several openers and writers at once: openers that waited for
//! another one's migration do not migrate again, eight processes opening one fresh file
//! never break it, and two setting changes at once never undo each other. Threads meet on
//! the store's own word that a connection waits for a lock, never on a sleep.

use oncall_drill::store::{on_lock_wait_in_this_thread, Store};
use rusqlite::Connection;

use crate::util::temp_dir;

#[test]
fn openers_that_waited_for_another_ones_migration_do_not_migrate_again() {
    let dir = temp_dir("store-migrate-race");
    let path = dir.join("drills.sqlite3");
    // A third connection holds the write lock, so that both openers read the empty file's
    // header before either can migrate it; then it lets go.
    let holder = Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let (waiting, waits) = std::sync::mpsc::channel();
    let openers: Vec<_> = (0..2)
        .map(|opener| {
            let (path, waiting) = (path.clone(), waiting.clone());
            std::thread::spawn(move || {
                on_lock_wait_in_this_thread(move || {
                    let _ = waiting.send(opener);
                });
                Store::open(&path).map(|_| ())
            })
        })
        .collect();
    drop(waiting);
    // Both have read the header (it comes before any wait) and now wait for the lock.
    let mut blocked = std::collections::BTreeSet::new();
    while blocked.len() < 2 {
        let opener = waits
            .recv()
            .expect("an opener ended without waiting for the lock");
        blocked.insert(opener);
    }
    holder.execute_batch("ROLLBACK").unwrap();
    for opener in openers {
        if let Err(err) = opener.join().unwrap() {
            panic!("{err}");
        }
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(store.live_incidents().unwrap().len(), 0);
}

#[test]
fn eight_processes_opening_one_fresh_file_at_once_never_break_it() {
    use std::io::Write;
    use std::process::Stdio;
    for round in 0..3 {
        let dir = temp_dir(&format!("store-eight-{round}"));
        let db = dir.join("drills.sqlite3");
        let children: Vec<_> = (0..8)
            .map(|_| {
                let mut child = crate::util::bin()
                    .args([
                        "play",
                        "free-play",
                        "--pace",
                        "turns",
                        "--seed",
                        "1",
                        "--db",
                    ])
                    .arg(&db)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .expect("play starts");
                // A refused process may be gone before it reads: a broken pipe is fine.
                let _ = child.stdin.take().unwrap().write_all(b"stop\n");
                child
            })
            .collect();
        let mut started = 0;
        for child in children {
            let out = child.wait_with_output().unwrap();
            // Its words, whatever the lines `play` wrapped them into.
            let err = crate::util::flat(&crate::util::stderr(&out));
            if out.status.success() {
                started += 1;
            } else {
                // The refusals allowed: another process holds the file right now, or its
                // drill is still live in it (seen before starting, or when starting).
                assert!(
                    err.contains("in use by another oncall-drill")
                        || err.contains("still in progress")
                        || err.contains("already running"),
                    "round {round}: {err}"
                );
            }
        }
        assert!(started >= 1, "round {round}: no process started its drill");
    }
}

#[test]
fn two_setting_changes_at_once_never_undo_each_other() {
    use oncall_drill::model::{GuildId, Locale};
    let dir = temp_dir("store-settings-race");
    let path = dir.join("drills.sqlite3");
    let guild = GuildId("g".into());
    let mut store = Store::open(&path).unwrap();
    let mut other_store = Store::open(&path).unwrap();
    // While the drill role is being changed (read done, write not yet), another connection
    // changes the language. It must wait for the first change, then apply its own on top:
    // neither change may undo the other.
    let mut other = None;
    let settings = store
        .update_server_settings(&guild, |s| {
            let (waiting, waits) = std::sync::mpsc::channel();
            let guild = guild.clone();
            other = Some(std::thread::spawn(move || {
                on_lock_wait_in_this_thread(move || {
                    let _ = waiting.send(());
                });
                other_store
                    .update_server_settings(&guild, |s| s.locale = Some(Locale::Ru))
                    .unwrap()
            }));
            // The first change goes on only once the other waits for its lock (a change
            // that read without the lock would answer, or fail, without waiting).
            waits
                .recv()
                .expect("the other change ended without waiting for the lock");
            s.drill_role_id = Some("ops".into());
        })
        .unwrap();
    assert_eq!(
        settings.locale, None,
        "the language change waited for this one"
    );
    let after_other = other.unwrap().join().unwrap();
    assert_eq!(after_other.locale, Some(Locale::Ru));
    assert_eq!(
        after_other.drill_role_id.as_deref(),
        Some("ops"),
        "kept, not undone"
    );
    let stored = store.server_settings(&guild).unwrap();
    assert_eq!(
        (stored.locale, stored.drill_role_id.as_deref()),
        (Some(Locale::Ru), Some("ops"))
    );
}
