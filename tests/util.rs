//! Helpers shared by the integration tests: the built binary, temp files, built-ins.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use oncall_drill::model::{Author, LoggedAction, ScheduledAction};
use oncall_drill::scenario::Scenario;

/// The built binary, in English unless a test says otherwise: `play` and `scenarios`
/// follow the environment's language (`LC_ALL`, `LC_MESSAGES`, `LANG`).
pub fn bin() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_oncall-drill"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
}

/// Runs `command` with `input` piped to its standard input; returns its output.
pub fn run_with_input(command: &mut Command, input: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Runs the binary with `args` and returns its output.
pub fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("the binary runs")
}

/// Runs `play` in `dir` with `args`, `input` piped to it, as the player "ana" (whoever
/// runs the tests, the drill's words name the same player).
pub fn play_in(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut command = bin();
    command
        .current_dir(dir)
        .env("USER", "ana")
        .arg("play")
        .args(args);
    run_with_input(&mut command, input)
}

/// `play`'s arguments for a new turn-based drill of `scenario` with `seed`, stored in `db`.
pub fn turn_based<'a>(scenario: &'a str, seed: &'a str, db: &'a str) -> [&'a str; 7] {
    [scenario, "--pace", "turns", "--seed", seed, "--db", db]
}

/// Runs `simulate --replay REPLAY --trace -` in `dir`: the replay file's run, computed again.
pub fn replay_in(dir: &Path, replay: &str) -> Output {
    bin()
        .current_dir(dir)
        .args(["simulate", "--replay", replay, "--trace", "-"])
        .output()
        .expect("the binary runs")
}

/// The trace a replay file computes again (the replay must succeed).
pub fn replayed_trace(dir: &Path, replay: &str) -> String {
    let out = replay_in(dir, replay);
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

/// The words of `text` joined by single spaces: what `play` printed, whatever its line
/// breaks (it wraps every line to the terminal's width, 80 columns in a pipe).
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub fn builtin(id: &str) -> Scenario {
    Scenario::builtin(id).unwrap_or_else(|| panic!("built-in scenario {id}"))
}

/// The minute the scenario's first event strikes in the run of `seed`, read from the run's
/// timeline (unannounced onsets are drawn from the seed: no test may assume a clock time).
pub fn first_event_minute(id: &str, seed: u32) -> u32 {
    let setup = builtin(id).setup;
    let timeline = oncall_drill::model::Simulation::new(&setup, seed, false).timeline();
    timeline.first().expect("a scheduled event").minute()
}

/// The first minute with an alert of scenario `id` with `seed`, nobody acting.
pub fn first_alert_minute(id: &str, seed: u32) -> u32 {
    let setup = builtin(id).setup;
    let (records, _) = oncall_drill::model::run(&setup, seed, false, &[], setup.duration_min);
    records
        .iter()
        .find(|r| r.alert != oncall_drill::model::Alert::None)
        .unwrap_or_else(|| panic!("{id} alerts with seed {seed}"))
        .minute
}

/// The drill driver on the database at `db` (opened without claiming it), as configured
/// by default: its handles, its events and its task.
pub async fn driver_on(db: &Path) -> oncall_drill::drill::Spawned {
    let store = oncall_drill::store::Store::open(db).expect("the database opens");
    let config = oncall_drill::drill::EngineConfig::default();
    oncall_drill::drill::spawn(store, config)
        .await
        .expect("the driver starts")
}

/// The drill driver on a private in-memory database, as configured by default.
pub async fn driver_in_memory() -> oncall_drill::drill::Spawned {
    let store = oncall_drill::store::Store::open_in_memory().expect("an in-memory database");
    let config = oncall_drill::drill::EngineConfig::default();
    oncall_drill::drill::spawn(store, config)
        .await
        .expect("the driver starts")
}

/// How long a test waits for what must happen before it fails.
pub const WAIT: Duration = Duration::from_secs(15);

/// Waits until `probe` finds what it looks for (it is asked again every 20 ms), and
/// returns it; panics after [`WAIT`] saying `what` did not happen. The one poll of the
/// tests, for what cannot say when it happens (the database, the drill host, a server);
/// the fake Discord's requests have `wait_for`.
pub async fn eventually<T, Probe>(what: &str, mut probe: impl FnMut() -> Probe) -> T
where
    Probe: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if let Some(found) = probe().await {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not within {WAIT:?}: {what}"
        );
        // What is probed here tells no one when it changes (a row in another process's
        // database, a file, a server's state): asking again is the only way to know.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// [`eventually`] for a test without a runtime, on a thread of its own: asks `probe` every
/// 20 ms until it finds what it looks for; None after `limit` (the caller says what did
/// not happen).
pub fn within<T>(limit: Duration, mut probe: impl FnMut() -> Option<T>) -> Option<T> {
    let deadline = std::time::Instant::now() + limit;
    loop {
        if let Some(found) = probe() {
            return Some(found);
        }
        if std::time::Instant::now() >= deadline {
            return None;
        }
        // As in `eventually`: a child process's exit or output, a busy executable, tell no
        // thread without a runtime when they change.
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Lets `span` of tokio's clock pass in a test whose time is paused (`start_paused`):
/// every timer due on the way fires in its turn and what it wakes runs, while no wall time
/// passes. The time is what such a test is about (a drill's minutes, an hour's reminder);
/// it is not a wait for something that a signal could announce.
pub async fn let_paused_time_pass(span: Duration) {
    // Paused, the runtime moves its clock from one due timer to the next at once.
    tokio::time::sleep(span).await;
}

/// A test's own folder in the system's temporary directory, unique per test and per
/// process (two test runs at once never share one), deleted when the value is dropped.
pub struct TestDir(tempfile::TempDir);

impl std::ops::Deref for TestDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for TestDir {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// A fresh, empty folder for one test's files; `name` only makes it easy to recognise.
pub fn temp_dir(name: &str) -> TestDir {
    let dir = tempfile::Builder::new()
        .prefix(&format!("oncall-drill-{name}-"))
        .tempdir()
        .expect("a temporary folder");
    TestDir(dir)
}

pub fn repo_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// Decodes a PNG's header and returns its size (panics when the bytes are not a PNG).
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    (info.width, info.height)
}

/// A tiny valid scenario file (08:00, 30 minutes, the free-play words), for the tests of
/// scenario files to change.
pub const TINY_SCENARIO: &str = r#"
id = "tiny"
title = "scenario-free-play-title"
briefing = "scenario-free-play-briefing"
start = "08:00"
duration_min = 30
base_rps = 500.0
boot_delay_min = 2
budget_left_pct = 100.0

[initial]
instances = 4
floor = 4
autoscaler = true
target_pct = 60
ttl_s = 60
shed_pct = 0
feature = true
cache_warm_pct = 100.0
"#;

/// Writes `text` as the scenario file `NAME.toml` and runs `scenarios check` on it: whether
/// it passed, its report, the file's path and its folder (the file lives as long as the folder is kept).
pub fn check_scenario(name: &str, text: impl AsRef<[u8]>) -> (bool, String, String, TestDir) {
    let dir = temp_dir(&format!("scenario-{name}"));
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).unwrap();
    let out = run(&["scenarios", "check", path.to_str().unwrap()]);
    (
        out.status.success(),
        stdout(&out),
        path.display().to_string(),
        dir,
    )
}

/// A script as a drill's action log: every action by ana, in order (what the debrief's
/// tests feed the engine's debrief as the team's log).
pub fn logged(script: &[ScheduledAction]) -> Vec<LoggedAction> {
    script
        .iter()
        .enumerate()
        .map(|(seq, s)| LoggedAction {
            seq: seq as u32,
            minute: s.minute,
            author: Author {
                id: "1".into(),
                name: "ana".into(),
            },
            action: s.action,
            received_at_ms: 0,
        })
        .collect()
}
