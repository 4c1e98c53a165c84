//! The game master's teaching aids (issue 30.5): two candidates showing equal points are a
//! real tie the model computes — in cache-flush a team that does not react already keeps
//! few points, and each of several injects takes its run to a score of 0, costing all of
//! them — and such ties are listed by a stated rule: the error budget the run burns, the
//! most first. Every figure is computed again here from the model's own runs.

use oncall_drill::model::score::score_with_updates;
use oncall_drill::model::teaching::candidates;
use oncall_drill::model::{run, Action, ScheduledAction};
use oncall_drill::scenario::Scenario;

#[test]
fn equal_points_are_a_real_tie_listed_by_the_budget_the_run_burns() {
    let scenario = Scenario::builtin("cache-flush").unwrap();
    let setup = &scenario.setup;
    let (seed, next) = (1, 1);
    let found = candidates(setup, seed, true, &[], &[], next, 10);
    let outcome = |script: &[ScheduledAction]| {
        let (records, _) = run(setup, seed, true, script, setup.duration_min);
        let left = records.last().unwrap().budget_remaining;
        (score_with_updates(setup, &records, Some(&[])).total, left)
    };
    let (held, _) = outcome(&[]);
    let tied: Vec<_> = (found.iter())
        .filter(|c| c.points == found[0].points)
        .collect();
    assert!(tied.len() >= 2, "a tie at the top: {found:?}");
    assert_eq!(
        found[0].points, held,
        "each costs all the points: {found:?}"
    );
    for candidate in &tied {
        let with = [ScheduledAction {
            minute: next,
            action: Action::Inject(candidate.inject),
        }];
        let (score, left) = outcome(&with);
        assert_eq!(score, 0.0, "{candidate:?} takes the run to 0");
        assert_eq!(candidate.budget_left, left, "{candidate:?}");
    }
    assert!(
        tied.windows(2)
            .all(|pair| pair[0].budget_left <= pair[1].budget_left),
        "the most budget burned first: {tied:?}"
    );
}
