//! The README's try-it path, as a new user takes it: every command shown in its "Try it"
//! and "Playing in a terminal" sections runs and succeeds, and so does every command the
//! program suggests on the way (continue with `--resume --db …`, play the same seed again,
//! the bot's pointer to `play` without a token), run exactly as printed.
//!
//! `cargo run --release -- ARGS` is run as the binary this test suite built
//! (`CARGO_BIN_EXE_oncall-drill`) with ARGS: the same program, without building it again
//! in release mode inside a test. A command the README shows without input (a person
//! types at it) gets a short script on its standard input: a few minutes, then `quit`,
//! which leaves the drill for the `--resume` line that follows it.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Output;

use crate::util::{bin, repo_path, run_with_input, stderr, stdout, temp_dir};

/// What a person types at a drill the README starts without a script.
const TYPED: &str = "advance 3\nstatus\nquit\n";
/// What the test types at a drill a suggested command starts.
const TYPED_AFTER_HINT: &str = "advance 1\nstop\n";

/// The text of a README section, from its `## ` heading to the next one.
fn section<'a>(readme: &'a str, heading: &str) -> &'a str {
    let start = readme
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("README has a section “{heading}”"));
    let body = &readme[start + 1..];
    let end = body[3..].find("\n## ").map_or(body.len(), |i| i + 3);
    &body[..end]
}

/// The command lines of a section's ```sh blocks, comments removed.
fn fenced_commands(section: &str) -> Vec<String> {
    let comment = regex::Regex::new(r"\s+#\s.*$").unwrap();
    let mut commands = Vec::new();
    let mut inside = false;
    for line in section.lines() {
        match line.trim() {
            "```sh" => inside = true,
            "```" => inside = false,
            text if inside && !text.is_empty() && !text.starts_with('#') => {
                commands.push(comment.replace(text, "").trim().to_string())
            }
            _ => {}
        }
    }
    commands
}

/// A README command as the test runs it: `printf '…' | cargo run --release -- ARGS`, or
/// `cargo run --release -- ARGS`; returns (the piped input, ARGS).
fn parse(command: &str) -> (Option<String>, Vec<String>) {
    let (input, rest) = match command.split_once(" | ") {
        Some((printf, rest)) => {
            let quoted = printf
                .strip_prefix("printf '")
                .and_then(|p| p.strip_suffix('\''))
                .unwrap_or_else(|| panic!("a printf '…' pipe: {command}"));
            (Some(quoted.replace("\\n", "\n")), rest)
        }
        None => (None, command),
    };
    let args = rest
        .strip_prefix("cargo run --release -- ")
        .unwrap_or_else(|| panic!("`cargo run --release -- …`: {command}"));
    (input, args.split_whitespace().map(String::from).collect())
}

/// Every command the program suggested in `output`: the program's own path up to the end
/// of the line or a closing quote.
fn hints(output: &Output) -> Vec<String> {
    let program = regex::escape(env!("CARGO_BIN_EXE_oncall-drill"));
    let shape = regex::Regex::new(&format!(r"{program}[^”»“«\n]*")).unwrap();
    let text = format!("{}\n{}", stdout(output), stderr(output));
    shape
        .find_iter(&text)
        .map(|m| m.as_str().trim_end_matches(['.', ' ']).to_string())
        .collect()
}

/// Runs a suggested command as printed, in `dir`, and then what it suggests in turn (each
/// command once).
fn run_hints(dir: &Path, found: Vec<String>, seen: &mut BTreeSet<String>) {
    for hint in found {
        if !seen.insert(hint.clone()) {
            continue;
        }
        let words: Vec<&str> = hint.split_whitespace().collect();
        let mut command = std::process::Command::new(words[0]);
        command.current_dir(dir).args(&words[1..]);
        let out = run_with_input(&mut command, TYPED_AFTER_HINT);
        assert!(out.status.success(), "{hint}: {}", stderr(&out));
        run_hints(dir, hints(&out), seen);
    }
}

#[test]
fn every_command_of_the_readme_try_it_and_play_sections_works_and_so_do_its_hints() {
    let readme = std::fs::read_to_string(repo_path("README.md")).unwrap();
    let try_it = fenced_commands(section(&readme, "Try it"));
    assert_eq!(try_it, ["cargo run --release -- play bad-deploy"]);
    let play = fenced_commands(section(&readme, "Playing in a terminal"));
    assert!(play.len() >= 4, "{play:?}");
    let mut dir = temp_dir("readme");
    let mut seen = BTreeSet::new();
    let mut suggested = 0;
    for command in try_it.iter().chain(&play) {
        let (input, args) = parse(command);
        // `--resume` continues the drill the line before it left; anything else starts
        // in a fresh folder, as from a fresh clone.
        if !args.iter().any(|a| a == "--resume") {
            dir = temp_dir("readme");
        }
        let typed = input.as_deref().unwrap_or(TYPED);
        let out = run_with_input(bin().current_dir(&*dir).args(&args), typed);
        assert!(out.status.success(), "{command}: {}", stderr(&out));
        if args[0] == "play" {
            assert!(stdout(&out).contains("──"), "{command} showed a dashboard");
        }
        let found = hints(&out);
        suggested += found.len();
        run_hints(&dir, found, &mut seen);
    }
    assert!(suggested >= 4, "the drills suggested commands: {seen:?}");
    // Both kinds were printed and run: continue this drill, play the same seed again.
    assert!(
        seen.iter().any(|h| h.contains(" play --resume --db ")),
        "{seen:?}"
    );
    assert!(seen.iter().any(|h| h.contains(" --seed ")), "{seen:?}");
}

#[test]
fn a_drill_in_progress_and_the_bot_without_a_token_suggest_commands_that_work() {
    let dir = temp_dir("hints");
    let args = ["play", "bad-deploy", "--db", "p.sqlite3"];
    let first = run_with_input(bin().current_dir(&*dir).args(args), "advance 2\nquit\n");
    assert!(first.status.success(), "{}", stderr(&first));
    let resume = hints(&first);
    assert!(
        resume
            .iter()
            .any(|h| h.ends_with("play --resume --db p.sqlite3")),
        "the --db in use: {resume:?}"
    );
    let again = run_with_input(bin().current_dir(&*dir).args(args), "stop\n");
    assert!(!again.status.success());
    let found = hints(&again);
    assert_eq!(found.len(), 1, "{}", stderr(&again));
    let mut seen = BTreeSet::new();
    run_hints(&dir, found, &mut seen);

    let bot = bin()
        .current_dir(&*dir)
        .arg("bot")
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert_eq!(bot.status.code(), Some(2));
    let found = hints(&bot);
    assert_eq!(found.len(), 1, "{}", stderr(&bot));
    assert!(found[0].ends_with(" play bad-deploy"), "{found:?}");
    run_hints(&dir, found, &mut seen);
}
