//! All SQL of oncall-drill: one SQLite file (WAL, versioned migrations) holding incidents,
//! their action logs (and what rewinds dropped from them), every simulated minute,
//! per-server settings, the scenarios servers uploaded and the drills' web links, read
//! and written in the domain's own types (`model::incident`) through typed columns.
//! Nothing outside this module writes SQL. Opening refuses — without touching the file — a
//! database that is corrupt, locked by another process, someone else's, or from a newer
//! schema.

mod busy;
mod columns;
mod debriefs;
mod group;
mod integrity;
mod leaderboard;
mod lifecycle;
mod lock;
mod migrations;
mod minutes;
mod outbox;
mod progress;
mod queries;
mod read_only;
mod rewinds;
mod scenarios;
mod schedules;
mod schema;
mod settings;
mod team;
mod web_links;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags};
use thiserror::Error;

#[doc(hidden)]
pub use busy::on_lock_wait_in_this_thread;
pub use leaderboard::{Leaderboard, Standing};
pub use lock::{lock_path, DbLock};
pub use minutes::MinuteFailures;
pub use outbox::{OutboxFile, OutboxMessage, QueuedMessage};
pub use progress::{DrillKind, PlayedDrill};
pub use queries::StoredIncident;
pub use scenarios::ServerScenario;
pub use schedules::{RunOutcome, Schedule, StoredSchedule, UntoldRun};
pub use settings::ServerSettings;
pub use web_links::StoredWebLink;

/// The default database file, in the working directory.
pub const DEFAULT_PATH: &str = "oncall-drill.sqlite3";
/// The environment variable that names the database when `--db` is not given.
pub const DB_ENV: &str = "ONCALL_DRILL_DB";
/// How long to wait for another process's lock before giving up.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_secs(2);

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("{path}: cannot open the database: {reason}")]
    Open { path: String, reason: String },
    #[error("{path}: this file is not an oncall-drill database, or it is corrupt ({reason}); it was left untouched")]
    NotOurs { path: String, reason: String },
    #[error("{path}: written by a newer oncall-drill (schema {found}, this build knows up to {supported}); it was left untouched — upgrade oncall-drill")]
    NewerSchema {
        path: String,
        found: i64,
        supported: i64,
    },
    #[error("{path}: the database is locked by another process (is another oncall-drill running on it?); it was left untouched")]
    Locked { path: String },
    #[error("{path} is in use by another oncall-drill ({holder}); stop that one first, or give this one its own database with --db")]
    Held { path: String, holder: String },
    #[error("{path}: this process cannot write the database ({reason}); nothing was changed")]
    ReadOnly { path: String, reason: String },
    #[error("this channel already has a running incident")]
    ChannelBusy,
    #[error("the database task failed: {0}")]
    Task(String),
    #[error("the database is closed: the drill host has stopped")]
    Closed,
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
}

/// The one connection to the database file.
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// The process's lock on the file, when it was opened as its owner.
    _owner: Option<DbLock>,
    /// A reader's shared lock on a file nobody owns (see [`Store::open_read_only`]).
    _reading: Option<read_only::ReadLock>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

/// The one rule for which database file to use: `--db`, else `$ONCALL_DRILL_DB` (read
/// through `env`, so callers and tests need not touch the process environment), else a
/// configuration file's `db`, else `./oncall-drill.sqlite3`.
pub fn resolve_path(
    flag: Option<&Path>,
    env: impl Fn(&str) -> Option<String>,
    from_file: Option<PathBuf>,
) -> PathBuf {
    flag.map(Path::to_path_buf)
        .or_else(|| env(DB_ENV).filter(|v| !v.is_empty()).map(PathBuf::from))
        .or(from_file)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_PATH))
}

fn connect(path: &Path) -> Result<Connection, StoreError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(path, flags).map_err(|e| classify(path, e))
}

fn classify(path: &Path, err: rusqlite::Error) -> StoreError {
    let path_text = path.display().to_string();
    match err.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            StoreError::Locked { path: path_text }
        }
        Some(ErrorCode::ReadOnly) => StoreError::ReadOnly {
            path: path_text,
            reason: err.to_string(),
        },
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => StoreError::NotOurs {
            path: path_text,
            reason: err.to_string(),
        },
        _ => StoreError::Open {
            path: path_text,
            reason: err.to_string(),
        },
    }
}

impl Store {
    /// Opens (creating if absent) and migrates the database at `path`, without claiming it:
    /// for tests, benchmarks and tools. A process that runs drills uses [`Store::open_owned`].
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let conn = connect(path)?;
        Store::prepare(conn, path)
    }

    /// Opens the database at `path` as this process's own for as long as the store lives:
    /// refused at once when another process holds it (naming that process), when this
    /// process could not write it, or when SQLite's `quick_check` finds it damaged.
    pub fn open_owned(path: &Path) -> Result<Store, StoreError> {
        let owner = lock::acquire(path)?;
        let conn = connect(path)?;
        integrity::refuse_read_only(&conn, path)?;
        integrity::quick_check(&conn, path, integrity::QUICK_CHECK_LIMIT)?;
        let mut store = Store::prepare(conn, path)?;
        integrity::probe_write(&store.conn, path)?;
        store._owner = Some(owner);
        Ok(store)
    }

    /// A private in-memory database, for tests and benchmarks.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?, Path::new(":memory:"))
    }

    fn prepare(conn: Connection, path: &Path) -> Result<Store, StoreError> {
        conn.busy_handler(Some(busy::busy_handler))
            .map_err(|e| classify(path, e))?;
        schema::check_and_migrate(&conn, path).map_err(|e| match e {
            schema::SchemaError::Sqlite(err) => classify(path, err),
            schema::SchemaError::Store(err) => err,
        })?;
        Ok(Store {
            conn,
            path: path.to_path_buf(),
            _owner: None,
            _reading: None,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the database takes a write now: its write lock taken and let go, nothing
    /// written (the bot's health check).
    pub fn probe_writable(&mut self) -> Result<(), StoreError> {
        self.conn.execute_batch("BEGIN IMMEDIATE; ROLLBACK;")?;
        Ok(())
    }
}
