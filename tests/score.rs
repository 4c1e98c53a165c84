//! The score and the built-in expert, over seeds 1..=100 of every built-in scenario with
//! arrival noise: the expert beats doing nothing, holding every lever at once, and buying
//! the whole fleet; the score is deterministic; the expert reads only the dashboard; and a
//! policy's run replays through `model::run`. The sweeps are shared with
//! [`crate::score_parts`], which checks the parts themselves.

use oncall_drill::model::policy::{run_policy, Briefing, Expert, NoAction, PolicyRun, Reason};
use oncall_drill::model::score::{score, Score};
use oncall_drill::model::{run, Action, Event, MinuteRecord, ScheduledAction, Setup, When};
use oncall_drill::par::{cores, par_map};
use oncall_drill::scenario::Scenario;

use crate::util::builtin;

const SCENARIOS: [&str; 9] = [
    "free-play",
    "bad-deploy",
    "viral-surge",
    "cache-flush",
    "launch-day",
    "db-degradation",
    "zone-outage",
    "retry-storm",
    "bad-ttl-push",
];
const SEEDS: std::ops::RangeInclusive<u32> = 1..=100;

/// The players every scenario is swept with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Player {
    Idle,
    Expert,
    /// `shed 100` and `feature off` from the first minute, held all drill.
    ShedAndPlain,
    /// `floor 40` from the first minute.
    Floor40,
}

impl Player {
    pub(crate) const ALL: [Player; 4] = [
        Player::Idle,
        Player::Expert,
        Player::ShedAndPlain,
        Player::Floor40,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            Player::Idle => "no action",
            Player::Expert => "expert",
            Player::ShedAndPlain => "shed 100 + feature off",
            Player::Floor40 => "floor 40",
        }
    }
}

pub(crate) fn at(minute: u32, text: &str) -> ScheduledAction {
    ScheduledAction {
        minute,
        action: Action::parse(text).expect("valid action"),
    }
}

fn expert_run(setup: &Setup, seed: u32) -> PolicyRun {
    let mut expert = Expert::new(Briefing::of(setup));
    run_policy(setup, seed, false, &mut expert, setup.duration_min)
}

fn records(setup: &Setup, seed: u32, player: Player) -> Vec<MinuteRecord> {
    let minutes = setup.duration_min;
    match player {
        Player::Idle => run_policy(setup, seed, false, &mut NoAction, minutes).records,
        Player::Expert => expert_run(setup, seed).records,
        Player::ShedAndPlain => {
            let script = [at(0, "shed 100"), at(0, "feature off")];
            run(setup, seed, false, &script, minutes).0
        }
        Player::Floor40 => run(setup, seed, false, &[at(0, "floor 40")], minutes).0,
    }
}

/// Scores of seeds 1..=100, in seed order, spread over the cores.
fn sweep(setup: &Setup, player: Player) -> Vec<Score> {
    let seeds: Vec<u32> = SEEDS.collect();
    par_map(&seeds, cores(), |&seed| {
        score(setup, &records(setup, seed, player))
    })
    .into_iter()
    .map(|r| r.expect("no run panics"))
    .collect()
}

/// The `q` quantile of the totals (linear between neighbours: the median of 100 is the
/// mean of the 50th and 51st).
pub(crate) fn quantile(scores: &[Score], q: f64) -> f64 {
    let mut totals: Vec<f64> = scores.iter().map(|s| s.total).collect();
    totals.sort_by(f64::total_cmp);
    let x = (totals.len() - 1) as f64 * q;
    let (lo, hi) = (x.floor() as usize, x.ceil() as usize);
    totals[lo] + (totals[hi] - totals[lo]) * (x - lo as f64)
}

pub(crate) fn median(scores: &[Score]) -> f64 {
    quantile(scores, 0.5)
}

/// One scenario's scores for every player.
pub(crate) type ScenarioSweep = (&'static str, Vec<(Player, Vec<Score>)>);

/// Every scenario's sweep for every player, computed once for the tests that compare them.
pub(crate) fn all_sweeps() -> &'static [ScenarioSweep] {
    static SWEEPS: std::sync::OnceLock<Vec<ScenarioSweep>> = std::sync::OnceLock::new();
    SWEEPS.get_or_init(|| {
        SCENARIOS
            .iter()
            .map(|&id| {
                let setup = builtin(id).setup;
                let players = Player::ALL.iter().map(|&p| (p, sweep(&setup, p))).collect();
                (id, players)
            })
            .collect()
    })
}

pub(crate) fn scores_of(id: &str, player: Player) -> &'static [Score] {
    let (_, players) = all_sweeps()
        .iter()
        .find(|(scenario, _)| *scenario == id)
        .expect("a swept scenario");
    &players
        .iter()
        .find(|(p, _)| *p == player)
        .expect("a player")
        .1
}

#[test]
fn every_built_in_scenario_is_swept() {
    assert_eq!(
        SCENARIOS.to_vec(),
        Scenario::builtin_ids().collect::<Vec<_>>()
    );
}

#[test]
fn the_expert_beats_doing_nothing_in_every_scenario() {
    for id in SCENARIOS {
        let expert = median(scores_of(id, Player::Expert));
        let idle = median(scores_of(id, Player::Idle));
        assert!(
            expert > idle,
            "{id}: expert median {expert:.2} vs no action {idle:.2}"
        );
    }
}

#[test]
fn holding_shed_100_and_feature_off_scores_below_the_expert() {
    for id in SCENARIOS {
        let expert = median(scores_of(id, Player::Expert));
        let held = median(scores_of(id, Player::ShedAndPlain));
        assert!(
            held < expert,
            "{id}: shed 100 + feature off {held:.2} vs expert {expert:.2}"
        );
    }
}

#[test]
fn floor_40_scores_below_the_expert_and_below_no_action_in_free_play() {
    for id in SCENARIOS {
        let expert = median(scores_of(id, Player::Expert));
        let big = median(scores_of(id, Player::Floor40));
        assert!(
            big < expert,
            "{id}: floor 40 {big:.2} vs expert {expert:.2}"
        );
    }
    let big = median(scores_of("free-play", Player::Floor40));
    let idle = median(scores_of("free-play", Player::Idle));
    assert!(
        big < idle,
        "free play: floor 40 {big:.2} vs no action {idle:.2}"
    );
}

#[test]
fn the_score_is_deterministic() {
    for id in SCENARIOS {
        let setup = builtin(id).setup;
        for seed in [1, 42, 100] {
            for player in Player::ALL {
                let a = score(&setup, &records(&setup, seed, player));
                let b = score(&setup, &records(&setup, seed, player));
                // Bit for bit, not merely close.
                assert_eq!(format!("{a:?}"), format!("{b:?}"), "{id} seed {seed}");
                assert_eq!(a.total.to_bits(), b.total.to_bits());
            }
        }
    }
    // The sweep on the cores gives what one thread gives.
    let setup = builtin("viral-surge").setup;
    let swept = scores_of("viral-surge", Player::Expert);
    for seed in [3, 57, 99] {
        let alone = score(&setup, &records(&setup, seed, Player::Expert));
        assert_eq!(alone, swept[(seed - 1) as usize]);
    }
}

#[test]
fn a_policy_run_replays_through_model_run() {
    for id in SCENARIOS {
        let setup = builtin(id).setup;
        for seed in [1, 7, 42] {
            let played = expert_run(&setup, seed);
            assert!(!played.actions.is_empty(), "{id}: the expert acts");
            let (records, summary) = run(&setup, seed, false, &played.actions, setup.duration_min);
            assert_eq!(records, played.records, "{id} seed {seed}");
            assert_eq!(summary, played.summary, "{id} seed {seed}");
            assert_eq!(played.views.len(), played.records.len());
            // In order, applied after the minute they answer (several levers may go in
            // one minute), each with its reason in the log.
            for pair in played.actions.windows(2) {
                assert!(pair[0].minute <= pair[1].minute, "{id}: {pair:?}");
            }
            assert!(played.actions.iter().all(|a| a.minute >= 1));
            assert_eq!(played.log.len(), played.actions.len());
            for (logged, action) in played.log.iter().zip(&played.actions) {
                assert_eq!(logged.scheduled(), *action);
                assert_ne!(logged.decision.reason, Reason::Scripted, "{id}: {logged:?}");
            }
        }
    }
}

/// The viral surge with its hidden surge spec changed by `change`.
fn surge_variant(change: impl Fn(&mut oncall_drill::model::SurgeSpec)) -> Setup {
    let mut setup = builtin("viral-surge").setup;
    for event in &mut setup.events {
        if let Event::Surge(spec) = event {
            change(spec);
        }
    }
    setup
}

/// Two setups that differ only in what a player cannot see: the views agree until the
/// hidden difference reaches the dashboard, and the expert's actions agree until the views
/// differ (an action at minute m answers the view of minute m − 1).
fn assert_sees_only_the_dashboard(a: &Setup, b: &Setup, seed: u32) -> bool {
    let (ra, rb) = (expert_run(a, seed), expert_run(b, seed));
    let hidden = ra
        .records
        .iter()
        .zip(&rb.records)
        .position(|(x, y)| x.surge != y.surge);
    let shown = ra.views.iter().zip(&rb.views).position(|(x, y)| x != y);
    let Some(hidden) = hidden else {
        assert_eq!(ra.views, rb.views, "seed {seed}: nothing differs");
        assert_eq!(ra.actions, rb.actions, "seed {seed}");
        return false;
    };
    let shown = shown.expect("a different surge shows on the dashboard") as u32;
    assert!(
        shown >= hidden as u32,
        "seed {seed}: views differ at minute {shown}, before the surges do ({hidden})"
    );
    let before = |actions: &[ScheduledAction]| -> Vec<ScheduledAction> {
        actions
            .iter()
            .copied()
            .filter(|s| s.minute <= shown)
            .collect()
    };
    assert_eq!(
        before(&ra.actions),
        before(&rb.actions),
        "seed {seed}: actions differ before the views do (minute {shown})"
    );
    true
}

#[test]
fn the_expert_reads_only_the_dashboard() {
    let original = builtin("viral-surge").setup;
    let later = surge_variant(|spec| spec.start_min = (spec.start_min.0 + 25, spec.start_min.1));
    let bigger = surge_variant(|spec| spec.peak = (spec.peak.0 + 1.0, spec.peak.1 + 1.5));
    let (mut later_differ, mut bigger_differ) = (0, 0);
    for seed in 1..=30 {
        later_differ += u32::from(assert_sees_only_the_dashboard(&original, &later, seed));
        bigger_differ += u32::from(assert_sees_only_the_dashboard(&original, &bigger, seed));
    }
    // The variants really are different drills.
    assert!(
        later_differ >= 25 && bigger_differ == 30,
        "{later_differ} {bigger_differ}"
    );
}

#[test]
fn a_view_is_the_dashboard_of_its_minute() {
    let setup = builtin("bad-deploy").setup;
    let played = expert_run(&setup, 5);
    for (r, v) in played.records.iter().zip(&played.views) {
        assert_eq!(v.minute, r.minute);
        assert_eq!(v.requests_per_s, r.lambda_arrival);
        assert_eq!((v.serving, v.booting), (r.serving, r.booting));
        assert_eq!(v.bad_share, r.bad_share);
        assert_eq!(v.p99_s, r.p99_s);
        assert_eq!(v.budget_remaining, r.budget_remaining);
        assert_eq!(v.controls.ttl_s, r.ttl_s);
        assert_eq!(f64::from(v.controls.shed_pct) / 100.0, r.shed_fraction);
        assert_eq!(v.controls.feature_on, r.feature_on);
    }
}

#[test]
fn the_expert_keeps_a_calm_morning_calm() {
    // Free play: nothing happens, so the expert may only save money — never burn budget,
    // turn users away or drop the feature.
    for s in scores_of("free-play", Player::Expert) {
        assert_eq!(s.budget.raw, 0.0, "{s:?}");
        assert_eq!(s.turned_away.raw, 0.0, "{s:?}");
        assert_eq!(s.without_feature.raw, 0.0, "{s:?}");
        assert_eq!(s.slow_minutes.raw, 0.0, "{s:?}");
    }
}

#[test]
fn the_expert_rolls_back_the_bad_build_within_minutes() {
    let setup = builtin("bad-deploy").setup;
    let at_min = setup
        .events
        .iter()
        .find_map(|e| match e {
            Event::BadDeploy {
                when: When::At(at_min),
                ..
            } => Some(*at_min),
            _ => None,
        })
        .expect("a bad deploy");
    for seed in 1..=10 {
        let played = expert_run(&setup, seed);
        let rollback = played
            .actions
            .iter()
            .find(|a| a.action == Action::Rollback)
            .expect("a rollback");
        assert!(
            rollback.minute <= at_min + 3,
            "seed {seed}: rollback at {}",
            rollback.minute
        );
        assert_eq!(played.records.last().map(|r| r.bad_share), Some(0.0));
    }
}

#[test]
#[ignore = "prints one expert run minute by minute; SCENARIO=id SEED=n"]
fn print_expert_run() {
    let id = std::env::var("SCENARIO").unwrap_or_else(|_| "viral-surge".into());
    let seed = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let setup = builtin(&id).setup;
    let played = expert_run(&setup, seed);
    for (r, v) in played.records.iter().zip(&played.views) {
        let acts: Vec<String> = played
            .actions
            .iter()
            .filter(|a| a.minute == r.minute)
            .map(|a| a.action.to_string())
            .collect();
        println!(
            "{:3} λ {:5.0} surge {:4.2} serving {:2}+{:2} util {:4.2} db {:4.2} hit {:4.2} p99 {:4.2} err {:6.4} $/h {:5.2} | floor {:2} target {} shed {:3} feature {:5} | {}",
            r.minute, r.lambda_arrival, r.surge, r.serving, r.booting, r.utilization_raw,
            r.db_util, r.hit, r.p99_s, r.error_rate, r.fleet_cost_per_h, v.controls.floor,
            v.controls.target_pct, v.controls.shed_pct, v.controls.feature_on, acts.join(", ")
        );
    }
    println!("{:#?}", score(&setup, &played.records));
}
