//! Every scenario can be won and lost. Over 200 seeds per scenario the built-in expert
//! (who sees only the dashboard) burns at most a third of the budget doing nothing burns
//! (medians); in each scenario added with the multiwindow alerts, doing nothing burns at
//! least half of the budget left at the start while the expert keeps at least half of it.
//! Alerts clear within minutes of the fix, and the autoscaler does not flap. Scripted
//! responses keep clearly more of the budget than doing nothing. README.md's difficulty
//! table is what `oncall-drill scenarios --difficulty` prints.

use std::sync::OnceLock;

use oncall_drill::difficulty::{difficulty, markdown_table, BestColumn, Difficulty};
use oncall_drill::model::{run, Action, MinuteRecord, ScheduledAction, Setup, Simulation};
use oncall_drill::par::{cores, par_map};
use oncall_drill::scenario::Scenario;

use crate::util::{builtin, first_event_minute};

/// The scenarios whose stakes are high: doing nothing loses at least half the budget left.
const HIGH_STAKES: [&str; 5] = [
    "launch-day",
    "db-degradation",
    "zone-outage",
    "retry-storm",
    "bad-ttl-push",
];
const SEEDS: std::ops::RangeInclusive<u32> = 1..=200;
/// The seeds of the difficulty table (`scenarios --difficulty`, README.md).
const TABLE_SEEDS: std::ops::RangeInclusive<u32> = 1..=100;

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

/// The difficulty table of every built-in scenario over seeds 1..=200, computed once.
fn table() -> &'static [Difficulty] {
    static TABLE: OnceLock<Vec<Difficulty>> = OnceLock::new();
    TABLE.get_or_init(|| {
        Scenario::all_builtin()
            .expect("built-in scenarios")
            .iter()
            .map(|s| {
                difficulty(s, TABLE_SEEDS, cores(), BestColumn::Skipped).expect("no run panics")
            })
            .collect()
    })
}

fn row(id: &str) -> &'static Difficulty {
    table()
        .iter()
        .find(|d| d.scenario == id)
        .unwrap_or_else(|| panic!("{id} in the table"))
}

#[test]
fn the_expert_burns_at_most_a_third_of_what_doing_nothing_burns() {
    let table = table();
    assert_eq!(table.len(), Scenario::builtin_ids().count());
    for d in table {
        let idle = d.no_action.budget_burned.median;
        let expert = d.expert.budget_burned.median;
        assert!(
            expert <= idle / 3.0,
            "{}: expert median {expert} vs no action {idle}\n{}",
            d.scenario,
            markdown_table(table)
        );
    }
}

#[test]
fn high_stakes_doing_nothing_loses_half_the_budget_the_expert_keeps_half() {
    for id in HIGH_STAKES {
        let d = row(id);
        let (idle, expert) = d.median_share_of_start();
        assert!(
            idle >= 0.5,
            "{id}: doing nothing burns {idle} of the budget left\n{}",
            markdown_table(table())
        );
        assert!(
            expert <= 0.5,
            "{id}: the expert burns {expert} of the budget left\n{}",
            markdown_table(table())
        );
        // And the score says so, by more than the spread of a calm run.
        assert!(
            d.expert.median_score > d.no_action.median_score + 10.0,
            "{d}"
        );
    }
}

#[test]
#[ignore = "prints the difficulty table; run with --ignored --nocapture"]
fn print_difficulty_table() {
    print!("{}", markdown_table(table()));
}

#[test]
fn a_fixed_cache_flush_stops_paging_within_minutes() {
    // The flush at its seeded minute; two minutes later the on-call sheds the low-priority
    // traffic and drops the heavy feature, which brings the database out of saturation at
    // once. burn (1 h) stays above 14.4 for an hour, but the page needs burn (5 min) too.
    let setup = builtin("cache-flush").setup;
    let seeds: Vec<u32> = (1..=20).collect();
    let paging = par_map(&seeds, cores(), |&seed| {
        let flush = first_event_minute("cache-flush", seed);
        let fix = [at(flush + 2, "shed 100"), at(flush + 2, "feature off")];
        run(&setup, seed, false, &fix, setup.duration_min).1
    });
    for (seed, summary) in seeds.iter().zip(paging) {
        let summary = summary.expect("no panic");
        assert!(
            summary.minutes_paging >= 2 && summary.minutes_paging <= 10,
            "seed {seed}: paged {} minutes",
            summary.minutes_paging
        );
        assert!(summary.peak_burn_1h >= 14.4);
    }
}

/// Minutes at whose end the fleet shrank and, within the 3 minutes after, grew again.
fn flaps(records: &[MinuteRecord]) -> Vec<u32> {
    let size: Vec<u32> = records.iter().map(|r| r.serving + r.booting).collect();
    // The fleet of record m + 1 is what minute m's end left (instances lost to events
    // aside, none here).
    let shrank = |m: usize| size[m + 1] < size[m];
    let grew = |m: usize| size[m + 1] > size[m];
    (0..size.len().saturating_sub(1))
        .filter(|&m| shrank(m) && (m + 1..(m + 4).min(size.len() - 1)).any(grew))
        .map(|m| m as u32)
        .collect()
}

#[test]
fn the_autoscaler_does_not_flap() {
    let setup = builtin("viral-surge").setup;
    let seeds: Vec<u32> = SEEDS.collect();
    let found = par_map(&seeds, cores(), |&seed| {
        let (records, _) = run(&setup, seed, false, &[], setup.duration_min);
        let scale_ins = records
            .windows(2)
            .filter(|w| w[1].serving + w[1].booting < w[0].serving + w[0].booting)
            .count();
        (flaps(&records), scale_ins)
    });
    let mut scale_ins = 0;
    let mut flapping = Vec::new();
    for (seed, result) in seeds.iter().zip(found) {
        let (flapped, ins) = result.expect("no panic");
        if !flapped.is_empty() {
            flapping.push((*seed, flapped));
        }
        scale_ins += ins;
    }
    assert!(
        flapping.is_empty(),
        "a scale-in followed by a scale-out within 3 minutes ({} of {scale_ins} scale-ins): {flapping:?}",
        flapping.len()
    );
    assert!(scale_ins > 100, "the check saw scale-ins: {scale_ins}");
}

#[test]
fn bad_deploy_rollback_saves_the_budget() {
    let setup = builtin("bad-deploy").setup;
    for seed in 1..=20 {
        let idle = budget_used(&setup, seed, &[]);
        // The on-call rolls back six minutes into the rollout (09:16), before the burn-rate
        // alert would even page.
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
    // A minute after the flush (drawn from the seed), shed the low-priority traffic and
    // drop the heavy feature so the database leaves saturation, then warm the cache.
    for seed in 1..=20 {
        let flush = first_event_minute("cache-flush", seed);
        let response = [
            at(flush + 1, "feature off"),
            at(flush + 1, "shed 100"),
            at(flush + 6, "warmup"),
            at(flush + 40, "shed 0"),
            at(flush + 45, "feature on"),
        ];
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
    let seeds: Vec<u32> = SEEDS.collect();
    let runs = par_map(&seeds, cores(), |&seed| {
        (
            budget_used(&setup, seed, &[]),
            reactive_response(&setup, seed),
        )
    });
    let (mut idle_total, mut reactive_total, mut better) = (0.0, 0.0, 0);
    let mut big_losses = 0;
    for result in runs {
        let (idle, reactive) = result.expect("no panic");
        idle_total += idle;
        reactive_total += reactive;
        if reactive < idle {
            better += 1;
        }
        if idle > 0.02 {
            big_losses += 1;
        }
    }
    let n = seeds.len() as f64;
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

/// The difficulty table in README.md: from its header to the first line that is not a row.
fn readme_table() -> String {
    let readme = std::fs::read_to_string(crate::util::repo_path("README.md")).expect("README");
    let header = Difficulty::MARKDOWN_HEADER
        .lines()
        .next()
        .expect("a header");
    let start = readme
        .find(header)
        .expect("README.md has the difficulty table");
    readme[start..]
        .lines()
        .take_while(|line| line.starts_with('|'))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// A table row without its last column (the best plan's), and that column.
fn split_best(line: &str) -> (&str, &str) {
    let body = line.trim_end().trim_end_matches('|');
    let cut = body.rfind('|').expect("a table row");
    (&line[..cut], body[cut + 1..].trim())
}

#[test]
fn the_readme_difficulty_table_is_what_the_command_prints() {
    let output = crate::util::run(&["scenarios", "--difficulty"]);
    assert!(output.status.success(), "{output:?}");
    let printed = crate::util::stdout(&output);
    let readme = readme_table();
    // The best plan's column takes a search per seed (`scenarios --difficulty --best`, in
    // a release build); the command without `--best` leaves it `—`. Every other column is
    // the command's, and the best plan's median is at least the expert's: the search
    // starts from the expert's plan and never scores below it.
    for (n, (want, got)) in readme.lines().zip(printed.lines()).enumerate() {
        if n < 2 {
            assert_eq!(want, got, "README.md's difficulty table, line {}", n + 1);
            continue;
        }
        let ((want_row, best), (got_row, skipped)) = (split_best(want), split_best(got));
        assert_eq!(
            want_row,
            got_row,
            "README.md's difficulty table, line {}",
            n + 1
        );
        assert_eq!(skipped, "—");
        let best: f64 = best
            .parse()
            .unwrap_or_else(|_| panic!("a best median: {want}"));
        let expert = table()[n - 2].expert.median_score;
        assert!(
            best >= expert - 0.05,
            "{want}: best {best} below the expert {expert}"
        );
        // Issue 26: the reactive best is a ceiling the expert comes within 5 points of.
        assert!(best - expert <= 5.0, "{want}: best {best}, expert {expert}");
    }
    assert_eq!(readme.lines().count(), printed.lines().count(), "{printed}");
    // The command prints the library's table, the one the balance tests above judge.
    assert_eq!(printed, markdown_table(table()));
}

#[test]
fn the_best_column_is_what_the_command_with_best_prints() {
    // The README's best column comes from `scenarios --difficulty --best` over seeds 1–100
    // in a release build; the same command on two seeds prints the library's table, the
    // best column filled with the reactive search's medians, each at least the expert's.
    let output = crate::util::run(&["scenarios", "--difficulty", "--best", "--seeds", "2"]);
    assert!(output.status.success(), "{output:?}");
    let printed = crate::util::stdout(&output);
    let rows: Vec<Difficulty> = Scenario::all_builtin()
        .expect("built-in")
        .iter()
        .map(|s| difficulty(s, 1..=2, cores(), BestColumn::Computed).expect("no run panics"))
        .collect();
    assert_eq!(printed, markdown_table(&rows));
    for row in &rows {
        let best = row.best_median_score.expect("computed");
        assert!(best >= row.expert.median_score, "{row}");
    }
}
