//! `cargo bench --bench best`: how long `simulate --policy best` (the hindsight search,
//! [`oncall_drill::model::search`]) takes for each incident scenario on one core, median
//! over ten seeds, with the median score it reaches beside the expert's it starts from.
//! The goal is a median of at most 1 s for the 180-minute scenario. Prints figures;
//! asserts nothing about speed.

use std::hint::black_box;
use std::time::Instant;

use oncall_drill::model::policy::{run_policy, Briefing, Expert};
use oncall_drill::model::score::score;
use oncall_drill::model::search::best_plan;
use oncall_drill::scenario::Scenario;

const SEEDS: std::ops::RangeInclusive<u32> = 1..=10;

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[(values.len() - 1) / 2]
}

fn main() {
    println!("best_plan on one core, {} seeds, noise on:", SEEDS.count());
    println!(
        "  {:<15} {:>4} {:>10} {:>10} {:>8} {:>8} {:>7}",
        "scenario", "min", "median s", "max s", "expert", "best", "evals"
    );
    let only: Option<String> = std::env::args().nth(1).filter(|a| !a.starts_with('-'));
    for scenario in Scenario::all_builtin().expect("built-in scenarios") {
        if only.as_deref().is_some_and(|id| id != scenario.id) {
            continue;
        }
        let setup = &scenario.setup;
        let minutes = setup.duration_min;
        let (mut times, mut experts, mut bests, mut evals) = (vec![], vec![], vec![], vec![]);
        for seed in SEEDS {
            let mut expert = Expert::new(Briefing::of(setup));
            let played = run_policy(setup, seed, false, &mut expert, minutes);
            experts.push(score(setup, &played.records).total);
            let start = Instant::now();
            let best = black_box(best_plan(setup, seed, false, minutes, &played.actions));
            times.push(start.elapsed().as_secs_f64());
            bests.push(best.score);
            evals.push(f64::from(best.evaluations));
        }
        let max = times.iter().copied().fold(0.0, f64::max);
        println!(
            "  {:<15} {:>4} {:>10.3} {:>10.3} {:>8.1} {:>8.1} {:>7.0}",
            scenario.id,
            minutes,
            median(&mut times),
            max,
            median(&mut experts),
            median(&mut bests),
            median(&mut evals)
        );
    }
}
