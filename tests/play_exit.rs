//! How `play` starts and ends (issue 27.6), through the binary: Ctrl-C stops a scripted
//! real-time drill at once with exit 130, a clean exit leaves no `.lock` file, a web
//! address already in use is refused before anything is written, and a page listening
//! beyond this machine is explained in the player's words.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::util::{bin, play_in, stderr, stdout, temp_dir, turn_based};

/// A child killed when the test ends, however it ends.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The lines a child prints, read on a thread.
fn lines_of(reader: impl std::io::Read + Send + 'static) -> mpsc::Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(reader).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

/// The files of `dir`, sorted.
fn listing(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn ctrl_c_stops_a_scripted_real_time_drill_at_once_with_130() {
    let dir = temp_dir("play-sigint-script");
    // No input at all: the script is over at once and the drill runs to its end in real
    // time, a simulated minute a second — minutes of waiting without Ctrl-C.
    let mut child = Killed(
        bin()
            .current_dir(&dir)
            .args(["play", "free-play", "--pace", "1s", "--db", "d.sqlite3"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let lines = lines_of(child.0.stdout.take().unwrap());
    // The first simulated minute after the opening: the drill is running to its end.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let mut seen = Vec::new();
    while !seen
        .iter()
        .any(|l: &String| l.starts_with("08:01 ") || l.starts_with("00:01 "))
    {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => seen.push(line),
            Err(_) => panic!("no minute line within 30 s:\n{}", seen.join("\n")),
        }
    }
    let pid = nix::unistd::Pid::from_raw(child.0.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    // At once: what remains is saving and closing the database (its last sync may take a
    // while on a busy disk); without Ctrl-C the drill would run for two more hours of
    // simulated minutes, a second each.
    let status = crate::util::within(Duration::from_secs(10), || child.0.try_wait().unwrap())
        .expect("play still runs 10 s after Ctrl-C");
    assert_eq!(status.code(), Some(130), "128 + SIGINT: {status:?}");
    // Saved: `play --resume` continues it.
    let resumed = play_in(&dir, &["--resume", "--db", "d.sqlite3"], "quit\n");
    assert!(resumed.status.success(), "{}", stderr(&resumed));
}

#[test]
fn a_clean_exit_leaves_no_lock_file() {
    let dir = temp_dir("play-no-lock");
    let out = play_in(
        &dir,
        &turn_based("bad-deploy", "3", "d.sqlite3"),
        "advance 2\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(listing(&dir), ["d.sqlite3"]);
    // And after a drill played to its end and resumed.
    let out = play_in(&dir, &["--resume", "--db", "d.sqlite3"], "stop\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(listing(&dir), ["d.sqlite3"]);
}

#[test]
fn a_web_address_in_use_is_refused_before_anything_is_written() {
    let dir = temp_dir("play-web-in-use");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let mut args = turn_based("bad-deploy", "3", "d.sqlite3").to_vec();
    args.extend(["--web", &addr, "--trace", "t.jsonl"]);
    let out = play_in(&dir, &args, "quit\n");
    assert!(!out.status.success(), "{}", stdout(&out));
    let err = crate::util::flat(&stderr(&out));
    assert!(err.contains(&format!("cannot listen on {addr}")), "{err}");
    assert!(err.contains("Nothing was written."), "{err}");
    assert!(listing(&dir).is_empty(), "{:?}", listing(&dir));
}

#[test]
fn listening_beyond_this_machine_is_explained_to_the_player() {
    let dir = temp_dir("play-web-wide");
    let mut args = turn_based("bad-deploy", "3", "d.sqlite3").to_vec();
    args.extend(["--web", "0.0.0.0:0"]);
    let out = play_in(&dir, &args, "quit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let said = format!("{}{}", stdout(&out), stderr(&out));
    let flat = said.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("beyond this machine, over plain HTTP"),
        "{said}"
    );
    assert!(
        flat.contains("--web 127.0.0.1:PORT keeps it on this machine"),
        "{said}"
    );
    assert!(
        !said.contains("public_url"),
        "play has no public_url: {said}"
    );
}
