//! One process per database. A process that runs drills holds two exclusive OS locks
//! (`flock`) for its whole life: one on a small file beside the database's real path
//! (`<canonical db>.lock`, symlinks and relative paths resolved), which names the holder
//! (PID, command, start) so that a second bot, or `play` started in the bot's folder, is
//! refused at once with a message saying who holds it; and one on the database file itself,
//! which belongs to the file's identity (device and inode), so a hard link under another
//! name is refused too. Two processes ticking the same drills would post everything twice
//! and leave every drill "diverged" after the next restart. The locks go with the process
//! (the kernel releases them even after `kill -9`). A process that lets go of the database
//! in order (its store dropped) deletes the lock file first, while it still holds both
//! locks; after a crash the file stays, and the next holder overwrites it. Deleting it is
//! safe because the lock on the database file itself decides: a process that opened the
//! old lock file just before it was deleted and locks it still meets that second lock.
//!
//! `flock` and SQLite's own POSIX (`fcntl`) locks do not interact on a local file system.
//! The descriptor we keep on the database must outlive SQLite's connection, though: closing
//! any descriptor of a file drops all of the process's POSIX locks on it. `Store` declares
//! its connection before its lock, so the connection closes first.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::StoreError;

/// The real path of the database at `db`: symlinks and `..` resolved, relative paths made
/// absolute. A database not created yet is named through its folder's real path.
pub fn canonical_path(db: &Path) -> PathBuf {
    if let Ok(real) = std::fs::canonicalize(db) {
        return real;
    }
    let folder = match db.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    match (std::fs::canonicalize(folder), db.file_name()) {
        (Ok(real), Some(name)) => real.join(name),
        _ => db.to_path_buf(),
    }
}

/// The lock file of the database at `db`: its real path with `.lock` added, so every path
/// that reaches the same file names the same lock.
pub fn lock_path(db: &Path) -> PathBuf {
    let mut name = canonical_path(db).into_os_string();
    name.push(".lock");
    PathBuf::from(name)
}

#[cfg(unix)]
type Held = nix::fcntl::Flock<File>;
#[cfg(not(unix))]
type Held = File;

/// The held locks; released when dropped (or when the process ends, however it ends).
#[derive(Debug)]
pub struct DbLock {
    /// Where the lock file is, to delete it when the locks are let go of in order.
    lock_file: PathBuf,
    /// The lock file named by the database's real path (it names the holder).
    by_name: Held,
    /// The database file itself: its identity, whatever name reached it.
    _by_identity: Held,
}

impl Drop for DbLock {
    /// Deletes the lock file, still holding both locks (they are released after this, as
    /// the fields drop) — only if the file at that path is the one this process locked.
    fn drop(&mut self) {
        if same_file(&self.by_name, &self.lock_file) {
            let _ = std::fs::remove_file(&self.lock_file);
        }
    }
}

/// Whether `path` names the very file `held` is open on.
#[cfg(unix)]
fn same_file(held: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (held.metadata(), std::fs::metadata(path)) {
        (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_held: &File, _path: &Path) -> bool {
    true
}

/// Who holds a lock, as its file tells.
fn describe_holder(file: &mut File) -> String {
    let mut text = String::new();
    let _ = file.rewind().and_then(|()| file.read_to_string(&mut text));
    let field = |key: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_owned)
    };
    match field("pid") {
        Some(pid) => {
            let mut who = format!("PID {pid}");
            if let Some(command) = field("command") {
                who.push_str(&format!(", `{command}`"));
            }
            if let Some(since) = field("since_unix").and_then(|s| s.parse::<i64>().ok()) {
                who.push_str(&format!(", since {}", utc_text(since)));
            }
            who
        }
        None => "another process".into(),
    }
}

/// `2026-12-01 04:50 UTC` from seconds since the epoch.
fn utc_text(secs: i64) -> String {
    let t = crate::model::civil::UtcTime::from_unix_secs(secs);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        t.year, t.month, t.day, t.hour, t.minute
    )
}

/// What this process writes into the lock file.
fn holder_text() -> String {
    let command: Vec<String> = std::env::args()
        .take(2)
        .map(|arg| {
            Path::new(&arg)
                .file_name()
                .map_or(arg.clone(), |n| n.to_string_lossy().into_owned())
        })
        .collect();
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!(
        "pid={}\ncommand={}\nsince_unix={since}\n",
        std::process::id(),
        command.join(" ")
    )
}

/// Whether an I/O error means "you may not write here".
pub(super) fn is_read_only(err: &std::io::Error) -> bool {
    matches!(
        err.kind(),
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
    )
}

/// What a refused owner is told when the file is held through another of its names.
const HELD_UNDER_ANOTHER_NAME: &str =
    "another process that opened it under another name, a hard link";

/// Takes the locks of the database at `db`, or says who holds it.
pub fn acquire(db: &Path) -> Result<DbLock, StoreError> {
    let lock_file = lock_path(db);
    let by_name = acquire_by_name(db, &lock_file)?;
    let by_identity = match acquire_by_identity(db) {
        Ok(held) => held,
        Err(err) => {
            // Refused after all: the lock file this process holds goes too.
            if same_file(&by_name, &lock_file) {
                let _ = std::fs::remove_file(&lock_file);
            }
            return Err(err);
        }
    };
    Ok(DbLock {
        lock_file,
        by_name,
        _by_identity: by_identity,
    })
}

/// Locks the database file itself, creating it (empty, which SQLite takes for a new
/// database) when absent. Read access is enough for `flock`, so a read-only file is
/// still refused by the integrity checks with their own message.
fn acquire_by_identity(db: &Path) -> Result<Held, StoreError> {
    let db_text = db.display().to_string();
    let opened = match OpenOptions::new().read(true).open(db) {
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(db),
        other => other,
    };
    let file = opened.map_err(|err| {
        if is_read_only(&err) {
            StoreError::ReadOnly {
                path: db_text.clone(),
                reason: err.to_string(),
            }
        } else {
            StoreError::Open {
                path: db_text.clone(),
                reason: err.to_string(),
            }
        }
    })?;
    take(file).map_err(|_| StoreError::Held {
        path: db_text,
        holder: HELD_UNDER_ANOTHER_NAME.into(),
    })
}

/// Locks `path`, the lock file of `db` (`<canonical db>.lock`), and writes this process
/// into it.
fn acquire_by_name(db: &Path, path: &Path) -> Result<Held, StoreError> {
    let db_text = db.display().to_string();
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|err| {
            if is_read_only(&err) {
                StoreError::ReadOnly {
                    path: db_text.clone(),
                    reason: format!("cannot create {}: {err}", path.display()),
                }
            } else {
                StoreError::Open {
                    path: db_text.clone(),
                    reason: format!("{}: {err}", path.display()),
                }
            }
        })?;
    let mut held = take(file).map_err(|mut file| StoreError::Held {
        path: db_text.clone(),
        holder: describe_holder(&mut file),
    })?;
    let written = {
        let file: &mut File = &mut held;
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(holder_text().as_bytes()))
    };
    // The lock is what counts; a holder that cannot be named is still the holder.
    if let Err(err) = written {
        tracing::warn!(error = %err, lock = %path.display(), "could not write the lock file's holder");
    }
    Ok(held)
}

#[cfg(unix)]
fn take(file: File) -> Result<nix::fcntl::Flock<File>, File> {
    use nix::fcntl::{Flock, FlockArg};
    Flock::lock(file, FlockArg::LockExclusiveNonblock).map_err(|(file, _errno)| file)
}

/// Without `flock`, SQLite's own locks are all there is.
#[cfg(not(unix))]
fn take(file: File) -> Result<File, File> {
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_text(951_782_400), "2000-02-29 00:00 UTC");
        // 2026-12-01 04:50:00 UTC
        assert_eq!(utc_text(1_796_100_600), "2026-12-01 04:50 UTC");
    }

    #[test]
    fn a_lock_names_its_holder() {
        let mut file = tempfile_in_memory("pid=42\ncommand=oncall-drill bot\nsince_unix=0\n");
        assert_eq!(
            describe_holder(&mut file),
            "PID 42, `oncall-drill bot`, since 1970-01-01 00:00 UTC"
        );
        let mut empty = tempfile_in_memory("");
        assert_eq!(describe_holder(&mut empty), "another process");
    }

    fn tempfile_in_memory(text: &str) -> File {
        let mut file = tempfile::tempfile().unwrap();
        file.write_all(text.as_bytes()).unwrap();
        file
    }
}
