//! Every seed scenario can be won and lost: a sensible response keeps clearly more of the
//! budget than doing nothing (over many seeds for the surge, whose timing is random).

use oncall_drill::model::{run, Action, MinuteRecord, ScheduledAction, Setup, Simulation};

use crate::util::builtin;

fn at(minute: u32, text: &str) -> ScheduledAction {
    ScheduledAction {
        minute,
        action: Action::parse(text).expect("valid action"),
    }
}

fn budget_used(setup: &Setup, seed: u32, script: &[ScheduledAction]) -> f64 {
    run(setup, seed, false, script, setup.duration_min)
        .1
        .budget_used
}

#[test]
fn bad_deploy_rollback_saves_the_budget() {
    let setup = builtin("bad-deploy").setup;
    for seed in 1..=20 {
        let idle = budget_used(&setup, seed, &[]);
        // The on-call rolls back six minutes into the rollout (09:16), before the burn-rate
        // alert would even warn (09:21 with no action).
        let rolled_back = budget_used(&setup, seed, &[at(16, "rollback")]);
        assert!(
            idle > 0.05,
            "seed {seed}: doing nothing should cost > 5 % of the month, was {idle}"
        );
        assert!(
            rolled_back < idle * 0.3,
            "seed {seed}: rollback {rolled_back} vs idle {idle}"
        );
    }
}

#[test]
fn cache_flush_is_won_by_relieving_the_database() {
    let setup = builtin("cache-flush").setup;
    // 12:00 is minute 30: the flush. Shed the low-priority traffic and drop the heavy
    // feature so the database leaves saturation, then warm the cache.
    let response = [
        at(31, "feature off"),
        at(31, "shed 100"),
        at(36, "warmup"),
        at(70, "shed 0"),
        at(75, "feature on"),
    ];
    for seed in 1..=20 {
        let idle = budget_used(&setup, seed, &[]);
        let relieved = budget_used(&setup, seed, &response);
        assert!(
            idle > 0.2,
            "seed {seed}: doing nothing loses the budget, used {idle}"
        );
        assert!(
            relieved < idle * 0.2,
            "seed {seed}: response {relieved} vs idle {idle}"
        );
    }
}

/// A reactive on-call: when the fleet runs hot, size the floor for the load seen (at 50 %),
/// shed low-priority traffic and switch the heavy feature off; restore once it is calm.
fn reactive_response(setup: &Setup, seed: u32) -> f64 {
    let mut sim = Simulation::new(setup, seed, false);
    let mut pending: Vec<Action> = Vec::new();
    let mut defending = false;
    let mut calm_minutes = 0;
    while !sim.is_finished() {
        let r: MinuteRecord = sim.step(&pending);
        pending.clear();
        if r.utilization_raw > 0.75 {
            let needed = (f64::from(r.serving) * r.utilization_raw / 0.5).ceil() as u32;
            let floor = needed.clamp(sim.controls().floor, 40);
            if floor > sim.controls().floor {
                pending.push(Action::Floor(floor));
            }
            if !defending {
                pending.extend([Action::Shed(50), Action::Feature(false)]);
                defending = true;
            }
            calm_minutes = 0;
        } else if defending {
            calm_minutes += 1;
            if calm_minutes >= 10 && r.surge <= 1.0 {
                pending.extend([Action::Shed(0), Action::Feature(true), Action::Floor(10)]);
                defending = false;
            }
        }
    }
    sim.summary().budget_used
}

#[test]
fn viral_surge_is_won_by_reacting_over_many_seeds() {
    let setup = builtin("viral-surge").setup;
    let seeds = 1..=200u32;
    let (mut idle_total, mut reactive_total, mut better) = (0.0, 0.0, 0);
    let mut big_losses = 0;
    for seed in seeds.clone() {
        let idle = budget_used(&setup, seed, &[]);
        let reactive = reactive_response(&setup, seed);
        idle_total += idle;
        reactive_total += reactive;
        if reactive < idle {
            better += 1;
        }
        if idle > 0.02 {
            big_losses += 1;
        }
    }
    let n = seeds.count() as f64;
    assert!(
        big_losses as f64 > n * 0.5,
        "doing nothing loses > 2 % in most runs: {big_losses}"
    );
    assert!(
        reactive_total < idle_total * 0.35,
        "mean budget used: reactive {} vs idle {}",
        reactive_total / n,
        idle_total / n
    );
    assert!(
        better as f64 >= n * 0.9,
        "the reaction helps in {better} of {n} runs"
    );
}

#[test]
fn free_play_is_lost_by_starving_the_fleet() {
    let setup = builtin("free-play").setup;
    let calm = budget_used(&setup, 5, &[]);
    let starved = budget_used(&setup, 5, &[at(1, "autoscale off"), at(1, "floor 4")]);
    assert!(calm < 1e-6, "a calm morning costs no budget: {calm}");
    assert!(
        starved > 0.05,
        "4 instances cannot carry the morning: {starved}"
    );
}
