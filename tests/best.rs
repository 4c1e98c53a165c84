//! `simulate --policy best`, the best plan a team could have found by reacting (issue 26,
//! item 1): it scores at least the expert's score on every tested seed of every incident
//! scenario, changes nothing before the dashboard shows an unannounced event, its actions
//! replay through `model::run` to exactly its score, the same call gives the same plan,
//! and the command says what it is.
//!
//! The debug build is slow, so most checks cap the search at a few hundred evaluations;
//! the default search runs in full for one seed of one scenario and through the binary.

use oncall_drill::model::policy::{run_policy, Briefing, Expert, PolicyRun};
use oncall_drill::model::score::score;
use oncall_drill::model::search::{
    best_after_expert, best_plan_within, BestPlan, Blind, Evaluations,
};
use oncall_drill::model::{run, ScheduledAction, Setup, Simulation};
use oncall_drill::scenario::Scenario;

use crate::util::{builtin, run as run_binary, stderr, stdout};

/// Seeds of the capped searches (noise on).
const SEEDS: [u32; 2] = [1, 2];
/// A search short enough for the debug build and long enough to improve on the expert.
const CAPPED: Evaluations = Evaluations(120);

fn expert(setup: &Setup, seed: u32) -> PolicyRun {
    let mut expert = Expert::new(Briefing::of(setup));
    run_policy(setup, seed, false, &mut expert, setup.duration_min)
}

/// The score of `actions` replayed from scratch, as a file of them would be.
fn replayed(setup: &Setup, seed: u32, actions: &[ScheduledAction]) -> f64 {
    score(
        setup,
        &run(setup, seed, false, actions, setup.duration_min).0,
    )
    .total
}

fn capped(setup: &Setup, seed: u32, start: &[ScheduledAction]) -> BestPlan {
    best_plan_within(setup, seed, false, setup.duration_min, start, CAPPED)
}

/// The scenarios with an incident (every built-in but free play).
fn incident_scenarios() -> Vec<Scenario> {
    let all = Scenario::all_builtin().expect("built-in scenarios");
    let incidents: Vec<Scenario> = all
        .into_iter()
        .filter(|s| !s.setup.events.is_empty())
        .collect();
    assert!(incidents.len() >= 8, "{}", incidents.len());
    incidents
}

#[test]
fn best_scores_at_least_the_expert_and_replays_to_its_score_on_every_incident_scenario() {
    for scenario in incident_scenarios() {
        let setup = &scenario.setup;
        let mut improved = 0;
        for seed in SEEDS {
            let expert = expert(setup, seed);
            let expert_score = score(setup, &expert.records).total;
            let best = capped(setup, seed, &expert.actions);
            assert!(
                best.score >= expert_score,
                "{} seed {seed}: best {} < expert {expert_score}",
                scenario.id,
                best.score
            );
            assert_eq!(
                replayed(setup, seed, &best.actions),
                best.score,
                "{} seed {seed}: the plan replays to another score",
                scenario.id
            );
            assert!(best.evaluations <= CAPPED.0);
            improved += usize::from(best.score > expert_score);
        }
        // Hindsight finds something the expert missed on at least one seed.
        assert!(
            improved > 0,
            "{}: never better than the expert",
            scenario.id
        );
    }
}

#[test]
fn the_same_search_gives_the_same_plan() {
    let setup = &builtin("zone-outage").setup;
    let start = expert(setup, 4).actions;
    assert_eq!(capped(setup, 4, &start), capped(setup, 4, &start));
}

/// The actions of `plan` at minutes the search may not change.
fn in_blind(blind: &Blind, plan: &[ScheduledAction]) -> Vec<ScheduledAction> {
    plan.iter()
        .copied()
        .filter(|s| blind.covers(s.minute))
        .collect()
}

#[test]
fn the_best_plan_answers_an_unannounced_event_only_once_the_dashboard_shows_it() {
    let mut blind_minutes = 0;
    for scenario in incident_scenarios() {
        let setup = &scenario.setup;
        for seed in SEEDS {
            let timeline = Simulation::new(setup, seed, false).timeline();
            let blind = Blind::of(setup, &timeline);
            let start = expert(setup, seed).actions;
            let best = capped(setup, seed, &start);
            // Where no team could have known, the plan is the expert's, who saw only the
            // dashboard.
            assert_eq!(
                in_blind(&blind, &best.actions),
                in_blind(&blind, &start),
                "{} seed {seed}: {:?}",
                scenario.id,
                blind.ranges()
            );
            for &(lo, hi) in blind.ranges() {
                blind_minutes += hi - lo + 1;
                // The range ends at the minute the event begins.
                assert!(timeline.iter().any(|e| e.minute() == hi), "{}", scenario.id);
            }
        }
    }
    // Six scenarios have an unannounced event; their ranges are minutes long.
    assert!(blind_minutes > 6 * 2 * 10, "{blind_minutes}");
}

#[test]
fn the_default_search_improves_on_the_expert_on_cache_flush() {
    let setup = &builtin("cache-flush").setup;
    let seed = 1;
    let expert_score = score(setup, &expert(setup, seed).records).total;
    let best = best_after_expert(setup, seed, false, setup.duration_min);
    assert!(
        best.score >= expert_score,
        "{} vs {expert_score}",
        best.score
    );
    assert_eq!(replayed(setup, seed, &best.actions), best.score);
    // The full search goes further than the capped one from the same start.
    let start = expert(setup, seed).actions;
    assert!(best.score >= capped(setup, seed, &start).score);
}

#[test]
fn simulate_policy_best_says_it_reacts_with_hindsight() {
    let args = |policy| {
        [
            "simulate",
            "--scenario",
            "bad-deploy",
            "--seed",
            "3",
            "--policy",
            policy,
            "--json",
        ]
    };
    let best = run_binary(&args("best"));
    assert!(best.status.success(), "{}", stderr(&best));
    let best: serde_json::Value = serde_json::from_slice(&best.stdout).expect("one JSON object");
    let expert = run_binary(&args("expert"));
    let expert: serde_json::Value = serde_json::from_slice(&expert.stdout).expect("JSON");
    assert!(
        best["score"].as_f64() >= expert["score"].as_f64(),
        "{best} vs {expert}"
    );
    assert_eq!(best["policy"], "best");
    let note = best["hindsight"].as_str().expect("the hindsight note");
    assert!(note.contains("by reacting") && note.contains("once the dashboard shows it"));
    // The text header says it too.
    let text = run_binary(&[
        "simulate",
        "--scenario",
        "bad-deploy",
        "--seed",
        "3",
        "--policy",
        "best",
    ]);
    let text = stdout(&text);
    let header = text.lines().next().unwrap_or_default();
    assert!(header.contains("policy best (hindsight"), "{text}");
}
