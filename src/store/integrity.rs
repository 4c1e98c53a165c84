//! The checks a process runs once, when it takes a database as its own: that it can write
//! it (a read-only file or folder is refused at start, not discovered at the first action),
//! and that SQLite's `quick_check` finds it sound, within a time bound so that a huge file
//! cannot hold the start up (an interrupted check is logged and the start goes on).

use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, MAIN_DB};

use super::{classify, StoreError};

/// How long `quick_check` may take at start.
pub(super) const QUICK_CHECK_LIMIT: Duration = Duration::from_secs(10);

fn read_only(path: &Path, reason: impl Into<String>) -> StoreError {
    StoreError::ReadOnly {
        path: path.display().to_string(),
        reason: reason.into(),
    }
}

/// SQLite quietly opens a file it may not write read-only; refuse that here.
pub(super) fn refuse_read_only(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    match conn.is_readonly(MAIN_DB) {
        Ok(false) => Ok(()),
        Ok(true) => Err(read_only(path, "the file is read-only for this user")),
        Err(err) if err.sqlite_error_code() == Some(ErrorCode::DatabaseCorrupt) => {
            Err(StoreError::NotOurs {
                path: path.display().to_string(),
                reason: format!("quick_check: {err}"),
            })
        }
        Err(err) => Err(classify(path, err)),
    }
}

/// Writes the schema version back unchanged: a real write transaction (journal, WAL and
/// all), so a folder or file that refuses writes is found now.
pub(super) fn probe_write(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let probe = || -> rusqlite::Result<()> {
        conn.execute_batch("BEGIN IMMEDIATE")?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        let written = conn.pragma_update(None, "user_version", version);
        match written {
            Ok(()) => conn.execute_batch("COMMIT"),
            Err(err) => {
                let _ = conn.execute_batch("ROLLBACK");
                Err(err)
            }
        }
    };
    probe().map_err(|err| match err.sqlite_error_code() {
        Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
            read_only(path, err.to_string())
        }
        _ => classify(path, err),
    })
}

/// `PRAGMA quick_check`, interrupted after `limit`.
pub(super) fn quick_check(
    conn: &Connection,
    path: &Path,
    limit: Duration,
) -> Result<(), StoreError> {
    let interrupt = conn.get_interrupt_handle();
    let (done, finished) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if finished.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
            interrupt.interrupt();
        }
    });
    let result = (|| -> rusqlite::Result<Vec<String>> {
        let mut stmt = conn.prepare("PRAGMA quick_check")?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        rows.collect()
    })();
    drop(done);
    let _ = watchdog.join();
    match result {
        Ok(problems) if problems.iter().all(|p| p == "ok") => Ok(()),
        Ok(problems) => Err(StoreError::NotOurs {
            path: path.display().to_string(),
            reason: format!("quick_check: {}", problems.join("; ")),
        }),
        Err(err) if err.sqlite_error_code() == Some(ErrorCode::OperationInterrupted) => {
            tracing::warn!(db = %path.display(), limit_s = limit.as_secs(), "quick_check did not finish in time; starting without it");
            Ok(())
        }
        Err(err) if err.sqlite_error_code() == Some(ErrorCode::DatabaseCorrupt) => {
            Err(StoreError::NotOurs {
                path: path.display().to_string(),
                reason: format!("quick_check: {err}"),
            })
        }
        Err(err) => Err(classify(path, err)),
    }
}
