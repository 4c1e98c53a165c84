//! `oncall-drill report` only reads (issue 27.6): it works on a read-only database in a
//! read-only folder, and leaves the file as it was — the same bytes, the same modification
//! time, and no `-wal`, `-shm` or `.lock` file beside it. Tests run as root in CI, where
//! permissions stop nothing: there the report runs as the unprivileged user `nobody`, for
//! whom they do.

use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;

use crate::util::{bin, play_in, stderr, temp_dir, turn_based};

/// The unprivileged user a root test runs the report as.
const NOBODY: u32 = 65534;

/// The files of `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// The database's bytes and modification time.
fn state(db: &Path) -> (Vec<u8>, std::time::SystemTime) {
    (
        std::fs::read(db).unwrap(),
        std::fs::metadata(db).unwrap().modified().unwrap(),
    )
}

#[test]
fn report_reads_a_read_only_database_in_a_read_only_folder_and_changes_nothing() {
    let root = temp_dir("report-read-only");
    let played = root.join("played");
    let out = root.join("out");
    std::fs::create_dir(&played).unwrap();
    std::fs::create_dir(&out).unwrap();
    let ran = play_in(
        &played,
        &turn_based("bad-deploy", "7", "d.sqlite3"),
        "advance 12\nrollback\nadvance 5\nstop\n",
    );
    assert!(ran.status.success(), "{}", stderr(&ran));
    let db = played.join("d.sqlite3");
    assert_eq!(listing(&played), ["d.sqlite3"]);
    // Read-only for everyone; the report's own folder writable by it.
    chmod(&db, 0o444);
    chmod(&played, 0o555);
    chmod(&root, 0o755);
    chmod(&out, 0o777);
    let before = state(&db);
    let id = std::process::Command::new("id").arg("-u").output().unwrap();
    let as_root = String::from_utf8_lossy(&id.stdout).trim() == "0";
    let mut command = bin();
    command
        .current_dir(&out)
        .args(["report", "--db"])
        .arg(&db)
        .args(["--last", "--out", "drill-7"]);
    if as_root {
        command.uid(NOBODY).gid(NOBODY);
    }
    let report = command
        .output()
        .expect("the report starts (as nobody when the test runs as root)");
    // Writable again, so that the folder can be removed whatever happens below.
    chmod(&played, 0o755);
    assert!(report.status.success(), "{}", stderr(&report));
    assert_eq!(
        listing(&out),
        ["drill-7.md", "drill-7.png", "drill-7.replay.toml"]
    );
    assert_eq!(listing(&played), ["d.sqlite3"], "nothing new beside it");
    let after = state(&db);
    assert!(before.0 == after.0, "the database's bytes changed");
    assert_eq!(
        before.1, after.1,
        "the database's modification time changed"
    );

    // With write permission (root, or the owner), reading still changes nothing.
    chmod(&db, 0o644);
    let before = state(&db);
    let again = bin()
        .current_dir(&out)
        .args(["report", "--db"])
        .arg(&db)
        .args(["--last", "--out", "again"])
        .output()
        .unwrap();
    assert!(again.status.success(), "{}", stderr(&again));
    assert_eq!(listing(&played), ["d.sqlite3"]);
    let after = state(&db);
    assert!(before.0 == after.0, "the database's bytes changed");
    assert_eq!(
        before.1, after.1,
        "the database's modification time changed"
    );
}
