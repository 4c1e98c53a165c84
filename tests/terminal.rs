//! `play` as people use it: at a real prompt (a pseudo-terminal) and with a piped script.
//! Ctrl-C leaves at once (exit 130) and the drill is resumable; a piped script's end runs
//! the drill to its end, prints the debrief and exits 0; the briefing is shown; one line
//! per minute, coloured at a terminal only; `stop` at a terminal asks first.

use std::io::{Read, Write};
use std::os::fd::OwnedFd;
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::util::{bin, stderr, stdout, temp_dir, within};

/// How long a test waits for what the terminal must show (a child process on a loaded
/// machine).
const PTY_WAIT: Duration = Duration::from_secs(20);

/// Runs `play` in `dir` with `args`, `input` piped to it, and `USER` as given.
fn piped(
    dir: &std::path::Path,
    args: &[&str],
    input: &[u8],
    user: Option<&str>,
) -> std::process::Output {
    let mut command = bin();
    command.current_dir(dir).arg("play").args(args);
    match user {
        Some(name) => command.env("USER", name),
        None => command.env_remove("USER"),
    };
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("play starts");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn a_piped_script_ends_with_the_debrief_and_the_next_play_starts() {
    let dir = temp_dir("terminal-piped");
    let args = [
        "viral-surge",
        "--pace",
        "turns",
        "--seed",
        "5",
        "--db",
        "d.sqlite3",
    ];
    let out = piped(
        &dir,
        &args,
        b"advance 5\nfloor 14\nadvance 3\n",
        Some("ana"),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("started “Viral surge"), "{text}");
    assert!(
        text.contains("A link to the service is spreading fast"),
        "the briefing is shown: {text}"
    );
    assert!(
        text.contains("The drill is over"),
        "it ran to its end: {text}"
    );
    assert!(text.contains("Debrief: "), "{text}");
    // One line per minute: the clock starts the line.
    let minute_lines = text
        .lines()
        .filter(|l| l.starts_with("08:0") && l.contains("burn"))
        .count();
    assert!(minute_lines >= 9, "{text}");
    // The folder is free for a new drill.
    let again = piped(&dir, &args, b"stop\n", Some("ana"));
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(stdout(&again).contains("started"), "{}", stdout(&again));
}

#[test]
fn pause_stops_a_turn_based_drill_and_the_unknown_points_to_help() {
    let dir = temp_dir("terminal-pause");
    let script = b"pause\nadvance 3\nreboot\n\xff\xfe\nresume\nadvance 30\nstop\n";
    let out = piped(
        &dir,
        &[
            "bad-deploy",
            "--pace",
            "turns",
            "--db",
            "d.sqlite3",
            "--locale",
            "ru",
        ],
        script,
        None,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        crate::util::flat(&text).contains("на паузе"),
        "advance refused while paused: {text}"
    );
    assert!(
        text.contains("«reboot»") && text.contains("«help»"),
        "where the commands are: {text}"
    );
    assert!(
        text.contains("UTF-8"),
        "a bad line is an error, not the end: {text}"
    );
    assert!(
        text.contains("игрок"),
        "no $USER: a Russian player, not `you`: {text}"
    );
    assert!(!text.contains(" you "), "{text}");
    // After `advance 30`: thirty one-line minutes, then the full dashboard of 09:30.
    let lines: Vec<&str> = text.lines().collect();
    let last_minute = lines
        .iter()
        .position(|l| l.starts_with("09:30 "))
        .expect("09:30");
    assert!(
        lines[last_minute + 1].starts_with("── ") && lines[last_minute + 1].contains("09:30"),
        "{text}"
    );
    assert!(
        text.contains("Запросы"),
        "the full dashboard, in Russian: {text}"
    );
}

/// A `play` on a pseudo-terminal, as at a real prompt, and everything it wrote so far.
struct Pty {
    child: Child,
    master: std::fs::File,
    seen: Arc<Mutex<String>>,
}

impl Pty {
    fn spawn(dir: &std::path::Path, args: &[&str]) -> Pty {
        Pty::spawn_with(dir, args, None)
    }

    /// [`Pty::spawn`] with `NO_COLOR` set to `no_color` (removed when None).
    fn spawn_with(dir: &std::path::Path, args: &[&str], no_color: Option<&str>) -> Pty {
        let pty = nix::pty::openpty(None, None).expect("a pseudo-terminal");
        let slave = |fd: &OwnedFd| Stdio::from(fd.try_clone().unwrap());
        let mut command = crate::util::bin();
        match no_color {
            Some(value) => command.env("NO_COLOR", value),
            None => command.env_remove("NO_COLOR"),
        };
        let child = command
            .current_dir(dir)
            .arg("play")
            .args(args)
            .env("USER", "ana")
            .env("TERM", "xterm")
            .stdin(slave(&pty.slave))
            .stdout(slave(&pty.slave))
            .stderr(slave(&pty.slave))
            .spawn()
            .expect("play starts");
        drop(pty.slave);
        let master = std::fs::File::from(pty.master);
        let seen = Arc::new(Mutex::new(String::new()));
        let (mut reader, sink) = (master.try_clone().unwrap(), seen.clone());
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buffer) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buffer[..n]));
            }
        });
        Pty {
            child,
            master,
            seen,
        }
    }

    /// Waits until the terminal has shown `what`.
    fn wait_for(&self, what: &str) {
        self.wait_until(what, |seen| seen.contains(what));
    }

    /// Waits until what the terminal has shown passes `test`; `what` names it.
    fn wait_until(&self, what: &str, test: impl Fn(&str) -> bool) {
        let shown = within(PTY_WAIT, || test(&self.seen.lock().unwrap()).then_some(()));
        assert!(
            shown.is_some(),
            "no `{what}` in:\n{}",
            self.seen.lock().unwrap()
        );
    }

    fn type_keys(&mut self, keys: &[u8]) {
        self.master.write_all(keys).unwrap();
    }

    /// Waits for the process to end; how long it took.
    fn exit_within(&mut self, limit: Duration) -> std::process::ExitStatus {
        if let Some(status) = within(limit, || self.child.try_wait().unwrap()) {
            return status;
        }
        let _ = self.child.kill();
        panic!(
            "still running after {limit:?}:\n{}",
            self.seen.lock().unwrap()
        );
    }
}

#[test]
fn at_a_prompt_ctrl_c_leaves_at_once_and_the_drill_resumes() {
    let dir = temp_dir("terminal-pty");
    let mut pty = Pty::spawn(
        &dir,
        &["bad-deploy", "--pace", "turns", "--db", "d.sqlite3"],
    );
    pty.wait_for("> ");
    pty.type_keys(b"advance 2\r");
    pty.wait_for("09:02 ");
    // The minute's output is printed above the prompt, on lines of its own.
    let seen = pty.seen.lock().unwrap().clone();
    assert!(
        !seen.contains("> 09:0"),
        "output glued to the prompt:\n{seen}"
    );
    pty.type_keys(b"\x03");
    let status = pty.exit_within(Duration::from_secs(1));
    assert_eq!(status.code(), Some(130), "{status:?}");
    pty.wait_for("play --resume --db d.sqlite3");
    let resumed = piped(
        &dir,
        &["--resume", "--db", "d.sqlite3"],
        b"quit\n",
        Some("ana"),
    );
    assert!(resumed.status.success(), "{}", stderr(&resumed));
    assert!(stdout(&resumed).contains("09:02"), "{}", stdout(&resumed));
}

#[test]
fn a_sigint_leaves_within_a_second() {
    let dir = temp_dir("terminal-sigint");
    let mut pty = Pty::spawn(&dir, &["free-play", "--pace", "60s", "--db", "d.sqlite3"]);
    pty.wait_for("> ");
    let pid = nix::unistd::Pid::from_raw(pty.child.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    let status = pty.exit_within(Duration::from_secs(1));
    assert_eq!(status.code(), Some(130), "128 + SIGINT: {status:?}");
    // Saved: the drill continues from where it was.
    let resumed = piped(
        &dir,
        &["--resume", "--db", "d.sqlite3"],
        b"quit\n",
        Some("ana"),
    );
    assert!(resumed.status.success(), "{}", stderr(&resumed));
}

#[test]
fn minute_lines_are_coloured_at_a_terminal_only_and_never_with_no_color() {
    let dir = temp_dir("terminal-colour");
    let mut pty = Pty::spawn(&dir, &["bad-deploy", "--db", "c.sqlite3"]);
    pty.wait_for("> ");
    pty.type_keys(b"advance 12\r");
    pty.wait_for("09:12 ");
    // Calm at 09:01 (green), the bad build's errors above 1 % at 09:12 (red).
    pty.wait_for("\x1b[32m09:01 ");
    pty.wait_for("\x1b[31m09:12 ");
    pty.type_keys(b"\x03");
    pty.exit_within(Duration::from_secs(1));

    let mut plain = Pty::spawn_with(&dir, &["bad-deploy", "--db", "n.sqlite3"], Some("1"));
    plain.wait_for("> ");
    plain.type_keys(b"advance 2\r");
    plain.wait_for("09:02 ");
    plain.type_keys(b"\x03");
    plain.exit_within(Duration::from_secs(1));
    assert!(!plain.seen.lock().unwrap().contains("\x1b[32m"), "NO_COLOR");

    let piped = piped(
        &dir,
        &["bad-deploy", "--db", "p.sqlite3"],
        b"advance 2\nstop\n",
        None,
    );
    assert!(!stdout(&piped).contains('\x1b'), "{}", stdout(&piped));
}

#[test]
fn stop_at_a_terminal_asks_first() {
    let dir = temp_dir("terminal-stop");
    let mut pty = Pty::spawn(&dir, &["bad-deploy", "--db", "s.sqlite3"]);
    pty.wait_for("> ");
    pty.type_keys(b"stop\r");
    pty.wait_for("Type “stop” again to end it");
    pty.type_keys(b"advance 1\r");
    pty.wait_for("The drill goes on.");
    pty.wait_for("09:01 ");
    pty.type_keys(b"stop\r");
    // The prompt drops what was typed before it was back (raw mode flushes the input).
    let asked = |seen: &str| seen.matches("Type “stop” again").count();
    pty.wait_until("a second “stop” asked", |seen| asked(seen) >= 2);
    // The prompt shown after that question is a line editor reading again (in raw mode,
    // which it entered before drawing the prompt): what is typed now is kept.
    let last_ask = |seen: &str| seen.rfind("Type “stop” again").unwrap_or(0);
    pty.wait_until("the prompt back after the question", |seen| {
        seen.rfind("> ")
            .is_some_and(|prompt| prompt > last_ask(seen))
    });
    pty.type_keys(b"stop\r");
    pty.wait_for("Debrief: ");
    let status = pty.exit_within(Duration::from_secs(5));
    assert!(status.success(), "{status:?}");
}
