//! Helpers shared by the integration tests: the built binary, temp files, built-ins.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

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

/// Runs the binary with `args` and returns its output.
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

pub fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("the binary runs")
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
