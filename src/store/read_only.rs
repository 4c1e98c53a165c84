//! Reading a database without changing anything on disk, for `oncall-drill report`: not
//! the file, not its folder (no `-wal`, `-shm` or `.lock` file appears), so it also works
//! on a read-only file in a read-only folder.
//!
//! SQLite opened read-only still creates the `-wal` and `-shm` files of a WAL database
//! (and leaves them), so the way in depends on who else has the file:
//! - a `-wal` file is there (a bot or `play` has the database open, or one crashed before
//!   folding its log back in): read through it, read-only, as any reader of a live file;
//! - else nobody is writing it: this process takes a shared lock on the file for as long as
//!   it reads (an owner, which takes an exclusive one, cannot start meanwhile, see
//!   [`super::lock`]) and reads it as immutable, which touches nothing else.

use std::fs::File;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use super::{classify, schema, Store, StoreError};

/// The shared lock a reader holds on a database nobody owns; released when dropped.
#[derive(Debug)]
pub struct ReadLock {
    #[cfg(unix)]
    _held: nix::fcntl::Flock<File>,
    #[cfg(not(unix))]
    _held: File,
}

/// The `-wal` file SQLite keeps beside a database in WAL mode.
fn wal_path(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push("-wal");
    PathBuf::from(name)
}

/// A shared lock on the database file, unless an owner holds it.
fn lock_shared(file: File) -> Option<ReadLock> {
    #[cfg(unix)]
    {
        use nix::fcntl::{Flock, FlockArg};
        Flock::lock(file, FlockArg::LockSharedNonblock)
            .ok()
            .map(|held| ReadLock { _held: held })
    }
    #[cfg(not(unix))]
    {
        Some(ReadLock { _held: file })
    }
}

/// `path` as an SQLite URI (`file:` and the path, its reserved characters escaped).
fn uri(path: &Path, parameter: &str) -> String {
    let mut text = String::from("file:");
    for byte in path.to_string_lossy().bytes() {
        match byte {
            b'?' | b'#' | b'%' | 0..=0x1f | 0x80.. => text.push_str(&format!("%{byte:02X}")),
            _ => text.push(byte as char),
        }
    }
    format!("{text}?{parameter}")
}

impl Store {
    /// Opens the database at `path` for reading only, changing nothing on disk (see the
    /// module's header); a missing file is an error, never a new database. A file of an
    /// older schema is refused too: only a writer may upgrade it.
    pub fn open_read_only(path: &Path) -> Result<Store, StoreError> {
        let open_error = |reason: String| StoreError::Open {
            path: path.display().to_string(),
            reason,
        };
        let file = File::open(path).map_err(|err| open_error(err.to_string()))?;
        let (parameter, reading) = match wal_path(path).exists() {
            true => ("mode=ro", None),
            false => match lock_shared(file) {
                Some(lock) => ("immutable=1", Some(lock)),
                None => ("mode=ro", None),
            },
        };
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(uri(path, parameter), flags)
            .map_err(|e| classify(path, e))?;
        conn.busy_handler(Some(super::busy::busy_handler))
            .map_err(|e| classify(path, e))?;
        schema::check_readable(&conn, path).map_err(|e| match e {
            schema::SchemaError::Sqlite(err) => classify(path, err),
            schema::SchemaError::Store(err) => err,
        })?;
        Ok(Store {
            conn,
            path: path.to_path_buf(),
            _owner: None,
            _reading: reading,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_characters_of_a_path_are_escaped_in_its_uri() {
        assert_eq!(
            uri(Path::new("/tmp/a?b#c%dé.sqlite3"), "mode=ro"),
            "file:/tmp/a%3Fb%23c%25d%C3%A9.sqlite3?mode=ro"
        );
    }
}
