//! `cargo bench`: simulated minutes per second per scenario on one core, the Erlang
//! recursion at the largest fleet, and a 10,000-seed sweep of the viral surge on all cores.
//! Prints figures; asserts nothing about speed.

use std::hint::black_box;
use std::time::{Duration, Instant};

use oncall_drill::headless::{Responder, RunPlan};
use oncall_drill::model::{queue, run_with};
use oncall_drill::scenario::Scenario;

/// Repeats `work` until `budget` has passed and returns (calls, elapsed).
fn repeat(budget: Duration, mut work: impl FnMut()) -> (u64, Duration) {
    let start = Instant::now();
    let mut calls = 0;
    while start.elapsed() < budget {
        work();
        calls += 1;
    }
    (calls, start.elapsed())
}

fn main() {
    let budget = Duration::from_millis(1500);
    println!("simulated minutes per second, one core (noise on):");
    for scenario in Scenario::all_builtin().expect("built-in scenarios") {
        let setup = &scenario.setup;
        let mut seed = 0u32;
        let (runs, elapsed) = repeat(budget, || {
            seed = seed.wrapping_add(1);
            black_box(run_with(setup, seed, false, &[], setup.duration_min, |r| {
                black_box(r);
            }));
        });
        let minutes = runs * u64::from(setup.duration_min);
        println!(
            "  {:<12} {:>12.0} min/s  ({:.3} µs/min)",
            scenario.id,
            minutes as f64 / elapsed.as_secs_f64(),
            elapsed.as_secs_f64() * 1e6 / minutes as f64
        );
    }

    for (workers, load) in [(160u32, 83.5), (640, 400.0), (640, 620.0)] {
        let (calls, elapsed) = repeat(Duration::from_millis(500), || {
            black_box(queue::erlang_c(black_box(workers), black_box(load)));
        });
        println!(
            "erlang_c({workers} workers, {load} Erlang): {:.3} µs",
            elapsed.as_secs_f64() * 1e6 / calls as f64
        );
    }

    let surge = Scenario::builtin("viral-surge").expect("viral-surge");
    let plan = RunPlan {
        setup: &surge.setup,
        deterministic: false,
        responder: Responder::Script(&[]),
        minutes: surge.setup.duration_min,
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = Instant::now();
    let summaries = black_box(plan.sweep(1..=10_000, threads).expect("no run panics"));
    println!(
        "viral-surge --seeds 1..10000 on {threads} threads: {:.3} s ({} runs)",
        start.elapsed().as_secs_f64(),
        summaries.len()
    );
}
