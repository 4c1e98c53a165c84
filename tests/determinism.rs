//! Same scenario + seed + actions ⇒ byte-identical output. A golden trace per scenario at
//! seed 42 (with a scripted response) lives in tests/golden/ and is compared byte for byte.
//! `UPDATE_GOLDEN=1 cargo test golden` rewrites them after an intended model change.

use crate::util::{repo_path, run, stderr};

fn trace(scenario: &str, with_actions: bool) -> Vec<u8> {
    let actions = repo_path(&format!("tests/golden/{scenario}.actions"));
    let actions = actions.to_str().expect("utf-8 path");
    let mut args = vec![
        "simulate",
        "--scenario",
        scenario,
        "--seed",
        "42",
        "--trace",
        "-",
    ];
    if with_actions {
        args.extend(["--actions", actions]);
    }
    let output = run(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    output.stdout
}

#[test]
fn golden_traces_match_byte_for_byte() {
    for scenario in ["free-play", "bad-deploy", "viral-surge", "cache-flush"] {
        let fresh = trace(scenario, true);
        let path = repo_path(&format!("tests/golden/{scenario}-seed42.jsonl"));
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &fresh).expect("write golden");
            continue;
        }
        let golden = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if fresh != golden {
            let first_diff = String::from_utf8_lossy(&fresh)
                .lines()
                .zip(String::from_utf8_lossy(&golden).lines())
                .position(|(a, b)| a != b);
            panic!(
                "{scenario}: trace differs from {} (first differing minute: {first_diff:?})",
                path.display()
            );
        }
    }
}

#[test]
fn two_runs_with_one_seed_are_identical_and_seeds_differ() {
    let a = trace("viral-surge", false);
    let b = trace("viral-surge", false);
    assert_eq!(a, b);
    let other = run(&[
        "simulate",
        "--scenario",
        "viral-surge",
        "--seed",
        "43",
        "--trace",
        "-",
    ]);
    assert_ne!(a, other.stdout, "another seed gives another run");
}

#[test]
fn deterministic_mode_has_no_noise_but_keeps_the_seeded_surge() {
    let at = |seed: &str| {
        let out = run(&[
            "simulate",
            "--scenario",
            "viral-surge",
            "--seed",
            seed,
            "--deterministic",
            "--trace",
            "-",
        ]);
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let one = at("1");
    let first: serde_json::Value = serde_json::from_str(one.lines().next().unwrap()).unwrap();
    // 1000 × (1 + 0.25 sin(π/6)) exactly, no noise.
    assert_eq!(first["lambda_arrival"], 1125.0);
    assert_eq!(first["deterministic"], true);
    let surge_start = |text: &str| {
        text.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .position(|r| r["surge"].as_f64().unwrap() > 1.0)
    };
    let starts: std::collections::BTreeSet<_> = ["1", "2", "3", "4", "5", "6"]
        .iter()
        .map(|s| surge_start(&at(s)))
        .collect();
    assert!(
        starts.len() > 1,
        "the surge's start depends on the seed: {starts:?}"
    );
}
