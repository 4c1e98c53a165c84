//! One process per database (issue 13): a second process on a file another one runs drills
//! on is refused at once, naming the holder; the lock goes with the process however it
//! ends; a database this process cannot write, or one `quick_check` finds damaged, is
//! refused at start and left as it was.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use oncall_drill::store::{Store, StoreError};

use crate::util::{bin, stderr, temp_dir, within};

/// `play` on `db`, turn-based, waiting at its prompt for input from the test.
fn waiting_play(db: &Path) -> Child {
    bin()
        .args([
            "play",
            "free-play",
            "--pace",
            "turns",
            "--seed",
            "3",
            "--db",
        ])
        .arg(db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("play starts")
}

/// Waits until the first process holds the database (its lock file names it).
fn wait_for_holder(db: &Path, pid: u32) {
    let lock = oncall_drill::store::lock_path(db);
    let held = within(Duration::from_secs(30), || {
        let text = std::fs::read_to_string(&lock).unwrap_or_default();
        text.contains(&format!("pid={pid}\n")).then_some(())
    });
    assert!(
        held.is_some(),
        "the first process never took {}",
        lock.display()
    );
}

#[test]
fn a_second_owner_in_one_process_is_refused() {
    let dir = temp_dir("owner-twice");
    let db = dir.join("drills.sqlite3");
    let first = Store::open_owned(&db).unwrap();
    let err = Store::open_owned(&db).unwrap_err();
    assert!(matches!(err, StoreError::Held { .. }), "{err}");
    assert!(
        err.to_string()
            .contains(&format!("PID {}", std::process::id())),
        "{err}"
    );
    drop(first);
    Store::open_owned(&db).expect("free again once the first owner is gone");
}

#[test]
fn play_beside_a_running_play_is_refused_at_once_naming_its_pid() {
    let dir = temp_dir("owner-two-plays");
    let db = dir.join("oncall-drill.sqlite3");
    let mut first = waiting_play(&db);
    wait_for_holder(&db, first.id());
    let started = Instant::now();
    let second = bin()
        .args(["play", "free-play", "--pace", "turns", "--db"])
        .arg(&db)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = stderr(&second);
    assert!(!second.status.success(), "{err}");
    assert!(err.contains(&format!("PID {}", first.id())), "{err}");
    assert!(
        err.contains("play") && err.contains("--db"),
        "names the command and the way out: {err}"
    );
    // "At once": not after SQLite's busy timeout, nor after ticking anything.
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "took {:?}",
        started.elapsed()
    );
    first.stdin.take().unwrap().write_all(b"stop\n").unwrap();
    assert!(first.wait_with_output().unwrap().status.success());
}

#[test]
fn the_lock_goes_with_a_killed_process() {
    let dir = temp_dir("owner-kill-9");
    let db = dir.join("drills.sqlite3");
    let mut first = waiting_play(&db);
    // Its drill has started once it says so.
    let mut said = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(first.stdout.as_mut().unwrap()),
        &mut said,
    )
    .unwrap();
    assert!(!said.is_empty());
    first.kill().unwrap(); // SIGKILL: no clean-up code runs
    first.wait().unwrap();
    let mut resumed = bin()
        .args(["play", "--resume", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    resumed.stdin.take().unwrap().write_all(b"stop\n").unwrap();
    let out = resumed.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}

/// Whether this test runs as root, for whom no file is read-only.
fn is_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// The binary, run as a user that may not write what the test made read-only: as
/// `nobody` (from a copy it can read) when the tests run as root, else as ourselves.
fn unprivileged(dir: &Path) -> Command {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    if !is_root() {
        return bin();
    }
    let copy: PathBuf = dir.join("oncall-drill");
    std::fs::copy(env!("CARGO_BIN_EXE_oncall-drill"), &copy).unwrap();
    std::fs::set_permissions(&copy, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut command = Command::new(copy);
    command.uid(65534).gid(65534);
    command
}

fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn play_once(command: &mut Command, db: &Path) -> (bool, String) {
    command
        .args(["play", "free-play", "--pace", "turns", "--db"])
        .arg(db)
        .stdin(Stdio::null());
    // The fresh copy of the binary may still be open for writing in a child that another
    // test forked while it was being copied (until that child execs): Linux refuses to run
    // it meanwhile ("Text file busy", rust-lang/rust#114554). Wait that moment out.
    let out = crate::util::within(std::time::Duration::from_secs(2), || {
        match command.output() {
            Err(err) if err.kind() == std::io::ErrorKind::ExecutableFileBusy => None,
            other => Some(other.unwrap()),
        }
    })
    .expect("the binary stayed busy for 2 s");
    (out.status.success(), stderr(&out))
}

#[test]
fn a_read_only_folder_is_refused_at_start() {
    let dir = temp_dir("owner-ro-folder");
    chmod(&dir, 0o755);
    let folder = dir.join("ro");
    std::fs::create_dir(&folder).unwrap();
    chmod(&folder, 0o555);
    let db = folder.join("drills.sqlite3");
    let (ok, err) = play_once(&mut unprivileged(&dir), &db);
    assert!(!ok && err.contains("Cannot write the database"), "{err}");
    assert!(std::fs::read_dir(&folder).unwrap().next().is_none());
    chmod(&folder, 0o755);
}

#[test]
fn a_read_only_file_is_refused_at_start_and_kept() {
    let dir = temp_dir("owner-ro-file");
    chmod(&dir, 0o777);
    let db = dir.join("drills.sqlite3");
    drop(Store::open(&db).unwrap());
    chmod(&db, 0o444);
    let before = std::fs::read(&db).unwrap();
    let (ok, err) = play_once(&mut unprivileged(&dir), &db);
    assert!(!ok && err.contains("Cannot write the database"), "{err}");
    assert!(err.contains("read-only"), "{err}");
    assert_eq!(std::fs::read(&db).unwrap(), before);
}

#[test]
fn a_damaged_database_is_refused_by_quick_check_and_kept() {
    let dir = temp_dir("owner-damaged");
    let db = dir.join("drills.sqlite3");
    drop(Store::open(&db).unwrap());
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "PRAGMA journal_mode = DELETE;
             CREATE TABLE filler (n INTEGER PRIMARY KEY, body BLOB);
             CREATE INDEX filler_by_body ON filler (body);",
        )
        .unwrap();
        for n in 0..200 {
            conn.execute(
                "INSERT INTO filler (n, body) VALUES (?1, randomblob(900))",
                [n],
            )
            .unwrap();
        }
    }
    // Zero one page in the middle: the header and the schema stay readable, the tree
    // under that page does not.
    let mut bytes = std::fs::read(&db).unwrap();
    let page = 4096;
    let pages = bytes.len() / page;
    assert!(pages > 20, "{pages} pages");
    bytes[page * (pages / 2)..page * (pages / 2 + 1)].fill(0);
    std::fs::write(&db, &bytes).unwrap();
    let err = Store::open_owned(&db).unwrap_err();
    assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
    assert!(err.to_string().contains("quick_check"), "{err}");
    assert_eq!(std::fs::read(&db).unwrap(), bytes, "left as it was");
}

/// Whether opening the database at `second` while `first` is owned is refused as held.
fn second_name_is_refused(first: &Path, second: &Path) -> String {
    let owner = Store::open_owned(first).unwrap();
    let err = Store::open_owned(second).unwrap_err();
    assert!(matches!(err, StoreError::Held { .. }), "{err}");
    drop(owner);
    Store::open_owned(second).expect("free again once the first owner is gone");
    err.to_string()
}

#[test]
fn a_symlink_to_an_owned_database_is_refused_naming_the_holder() {
    let dir = temp_dir("owner-symlink");
    let db = dir.join("drills.sqlite3");
    let link = dir.join("link.sqlite3");
    drop(Store::open(&db).unwrap());
    std::os::unix::fs::symlink(&db, &link).unwrap();
    let err = second_name_is_refused(&db, &link);
    assert!(
        err.contains(&format!("PID {}", std::process::id())),
        "{err}"
    );
    // Both names share one lock file: the real path's.
    assert_eq!(
        oncall_drill::store::lock_path(&link),
        oncall_drill::store::lock_path(&db)
    );
}

#[test]
fn a_hard_link_to_an_owned_database_is_refused() {
    let dir = temp_dir("owner-hard-link");
    std::fs::create_dir(dir.join("elsewhere")).unwrap();
    let db = dir.join("drills.sqlite3");
    let twin = dir.join("elsewhere").join("twin.sqlite3");
    drop(Store::open(&db).unwrap());
    std::fs::hard_link(&db, &twin).unwrap();
    let err = second_name_is_refused(&twin, &db);
    assert!(err.contains("another name"), "{err}");
}

#[test]
fn another_spelling_of_the_path_is_refused() {
    let dir = temp_dir("owner-spelling");
    std::fs::create_dir(dir.join("sub")).unwrap();
    let db = dir.join("drills.sqlite3");
    let detour = dir.join("sub").join("..").join(".").join("drills.sqlite3");
    // Before the file exists, too: the first owner creates it.
    let err = second_name_is_refused(&detour, &db);
    assert!(
        err.contains(&format!("PID {}", std::process::id())),
        "{err}"
    );
}

#[test]
fn play_on_a_symlink_beside_a_running_play_is_refused_naming_its_pid() {
    let dir = temp_dir("owner-play-symlink");
    let db = dir.join("oncall-drill.sqlite3");
    let link = dir.join("shortcut.sqlite3");
    let mut first = waiting_play(&db);
    wait_for_holder(&db, first.id());
    std::os::unix::fs::symlink(&db, &link).unwrap();
    let second = bin()
        .args(["play", "free-play", "--pace", "turns", "--db"])
        .arg(&link)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = stderr(&second);
    assert!(!second.status.success(), "{err}");
    assert!(err.contains(&format!("PID {}", first.id())), "{err}");
    first.stdin.take().unwrap().write_all(b"stop\n").unwrap();
    assert!(first.wait_with_output().unwrap().status.success());
}
