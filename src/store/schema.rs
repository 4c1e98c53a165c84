//! The schema and its migrations. `PRAGMA user_version` is the schema version and
//! `PRAGMA application_id` marks the file as ours; each migration runs once, in order,
//! inside one transaction with the version bump.

use std::path::Path;

use rusqlite::{Connection, ErrorCode, Transaction, TransactionBehavior};

use super::migrations::MIGRATIONS;
use super::StoreError;

/// 'OCDR' — marks an oncall-drill database.
pub const APPLICATION_ID: i64 = 0x4F43_4452;

/// The schema version this build writes.
pub const LATEST: i64 = MIGRATIONS.len() as i64;

pub enum SchemaError {
    Sqlite(rusqlite::Error),
    Store(StoreError),
}

impl From<rusqlite::Error> for SchemaError {
    fn from(err: rusqlite::Error) -> Self {
        SchemaError::Sqlite(err)
    }
}

/// What the file's header says: our application id (or none yet), and the schema version.
fn check_header(conn: &Connection, path: &Path) -> Result<i64, SchemaError> {
    let path_text = path.display().to_string();
    // One statement, so one snapshot: another process may be migrating the file, and
    // reading its id, version and tables at three moments could mix before and after.
    let (application_id, version, tables): (i64, i64, i64) = conn.query_row(
        "SELECT (SELECT application_id FROM pragma_application_id()),
                (SELECT user_version FROM pragma_user_version()),
                (SELECT count(*) FROM sqlite_master)",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let ours = application_id == APPLICATION_ID || (application_id == 0 && tables == 0);
    if !ours {
        return Err(SchemaError::Store(StoreError::NotOurs {
            path: path_text,
            reason: format!("application id {application_id:#x} with {tables} schema objects"),
        }));
    }
    if version > LATEST {
        return Err(SchemaError::Store(StoreError::NewerSchema {
            path: path_text,
            found: version,
            supported: LATEST,
        }));
    }
    Ok(version)
}

pub fn check_and_migrate(conn: &Connection, path: &Path) -> Result<(), SchemaError> {
    // Reading the header first: a file that is not SQLite, or not ours, fails here, before
    // any write.
    if check_header(conn, path)? == LATEST {
        set_connection_pragmas(conn)?;
        return Ok(());
    }
    set_connection_pragmas(conn)?;
    // IMMEDIATE holds the write lock from the first statement, and the header is read
    // again under it: another process may have migrated while this one waited for the
    // lock, and must not be migrated over.
    let conn_tx = Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
    let version = check_header(&conn_tx, path)?;
    for (index, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
        conn_tx.execute_batch(sql)?;
        conn_tx.pragma_update(None, "user_version", index as i64 + 1)?;
    }
    conn_tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    conn_tx.commit()?;
    Ok(())
}

/// For a reader that may not write: the file is ours and of this build's schema (an older
/// one would need the migrations only a writer may run), or empty (nothing in it yet).
pub fn check_readable(conn: &Connection, path: &Path) -> Result<(), SchemaError> {
    let version = check_header(conn, path)?;
    let empty: i64 = conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    if version == LATEST || empty == 0 {
        return Ok(());
    }
    Err(SchemaError::Store(StoreError::Open {
        path: path.display().to_string(),
        reason: format!(
            "it was written by an older oncall-drill (schema {version}, this build reads \
             {LATEST}); play or the bot of this build upgrade it when they open it"
        ),
    }))
}

fn set_connection_pragmas(conn: &Connection) -> Result<(), SchemaError> {
    switch_to_wal(conn)?;
    // Commits sync the WAL (FULL) unless a caller lowers it for recomputable data.
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // 64 MiB of page cache: a tick of hundreds of drills touches pages all over the
    // indexes. Checkpoints every 16k pages: fewer syncs of the main file per minute batch.
    conn.pragma_update(None, "cache_size", -65_536)?;
    conn.pragma_update(None, "wal_autocheckpoint", 16_384)?;
    Ok(())
}

/// Puts the file in WAL mode. Leaving rollback mode needs the file to itself, and SQLite
/// answers "busy" at once, without waiting, when several connections ask together (each
/// holds the read lock the other waits for): so this waits and retries as a busy
/// connection does ([`super::busy`]). Once the file is in WAL mode the call costs nothing.
fn switch_to_wal(conn: &Connection) -> Result<(), SchemaError> {
    let mut attempt = 0;
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(err)
                if err.sqlite_error_code() == Some(ErrorCode::DatabaseBusy)
                    && super::busy::wait_for_lock(attempt) =>
            {
                attempt += 1;
            }
            result => return Ok(result?),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::seed_secrecy::SeedRule;
    use crate::model::{IncidentMeta, Locale, Pace, Place, TeamRules};

    fn meta(channel: &str, seed: SeedRule) -> IncidentMeta {
        IncidentMeta {
            place: Place::in_guild("g", channel),
            scenario_ref: "free-play".into(),
            scenario_id: "free-play".into(),
            scenario_hash: 7,
            seed: 1,
            deterministic: true,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            started_by: "1".into(),
            started_at_ms: 0,
            alert_role: None,
            rules: TeamRules {
                seed,
                ..TeamRules::default()
            },
        }
    }

    #[test]
    fn a_drill_from_before_the_seed_rule_keeps_its_seed_shown_and_new_ones_keep_theirs() {
        // A database as version 7 wrote it, with one drill in it.
        let conn = Connection::open_in_memory().unwrap();
        for sql in &MIGRATIONS[..7] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 7).unwrap();
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .unwrap();
        conn.execute(
            "INSERT INTO incidents (channel_id, scenario_ref, scenario_id, scenario_hash, seed,
                deterministic, pace, state, locale, started_by, started_at_ms)
             VALUES ('old', 'free-play', 'free-play', 7, 5, 1, 'turns', 'running', 'en-US', '1', 0)",
            [],
        )
        .unwrap();
        let old = crate::model::IncidentId(conn.last_insert_rowid());
        let store = super::super::Store::prepare(conn, Path::new(":memory:")).unwrap();
        let rule = |id| store.incident(id).unwrap().unwrap().meta.rules.seed;
        assert_eq!(rule(old), SeedRule::Shown);
        for (channel, seed) in [("a", SeedRule::Secret), ("b", SeedRule::Shown)] {
            let id = store.create_incident(&meta(channel, seed)).unwrap();
            assert_eq!(rule(id), seed, "{channel}");
        }
    }
}
