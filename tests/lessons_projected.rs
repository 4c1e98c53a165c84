//! Lessons judged on the same run as the what-ifs (issue 27.2): a stopped drill's lessons
//! are the points a re-run of its whole projected run (from the first minute, not the
//! lessons' snapshots) gives with that one change, and an expert move that lowers the score
//! alone is never offered as advice — only inside the group of the expert's moves it helps.

use oncall_drill::model::debrief::lessons::{Lesson, LessonKind};
use oncall_drill::model::debrief::{self, Debrief, Judged};
use oncall_drill::model::score::score_with_updates;
use oncall_drill::model::{run, Action, ScheduledAction, Setup};

use crate::util::{builtin, logged, run_with_input, stdout, temp_dir};

/// The debrief of `script` played for `minutes` (a stop before the scenario's end).
fn stopped(setup: &Setup, seed: u32, script: &[ScheduledAction], minutes: u32) -> Debrief {
    judged(setup, seed, script, minutes, Judged::Ended)
}

/// The debrief of `script` played for `minutes`, judged as `when` says.
fn judged(
    setup: &Setup,
    seed: u32,
    script: &[ScheduledAction],
    minutes: u32,
    when: Judged,
) -> Debrief {
    let (records, _) = run(setup, seed, true, script, minutes);
    let log = logged(script);
    debrief::debrief(debrief::Run {
        setup,
        seed,
        deterministic: true,
        records: &records,
        log: &log,
        updates: Some(&[]),
        team: &[],
        judged: when,
    })
}

/// The whole scenario played from its first minute with `script`, scored as the debrief
/// scores the team (no updates posted).
fn whole_total(setup: &Setup, seed: u32, script: &[ScheduledAction]) -> f64 {
    let (records, _) = run(setup, seed, true, script, setup.duration_min);
    score_with_updates(setup, &records, Some(&[])).total
}

/// The team's script with the lesson's change (for `With`, the move and its group, after
/// the team's actions of their minute).
fn changed(script: &[ScheduledAction], lesson: &Lesson) -> Vec<ScheduledAction> {
    let mut plan = script.to_vec();
    match lesson.kind {
        LessonKind::Without => {
            let at = plan
                .iter()
                .position(|s| s.action == lesson.action && s.minute == lesson.minute)
                .expect("one of the team's actions");
            plan.remove(at);
        }
        LessonKind::With => {
            plan.push(ScheduledAction {
                minute: lesson.minute,
                action: lesson.action,
            });
            plan.extend(lesson.together.iter().map(|(_, moved)| *moved));
            plan.sort_by_key(|s| s.minute);
        }
    }
    plan
}

/// Every lesson of `d` against a re-run of the whole projected run with its change.
fn check_against_reruns(setup: &Setup, seed: u32, script: &[ScheduledAction], d: &Debrief) {
    let base = whole_total(setup, seed, script);
    if let Some(projection) = &d.projection {
        assert!((projection.team.score.total - base).abs() < 1e-9);
    }
    for lesson in &d.lessons {
        let rerun = whole_total(setup, seed, &changed(script, lesson)) - base;
        assert!(
            (rerun - lesson.points).abs() <= 0.05,
            "{lesson:?}: a whole re-run gives {rerun:.2}"
        );
        if lesson.kind == LessonKind::With {
            assert!(
                lesson.points > 0.0,
                "advice that lowers the score: {lesson:?}"
            );
        }
    }
}

#[test]
fn a_stopped_drills_lessons_are_the_points_of_its_whole_projected_run() {
    let setup = builtin("bad-deploy").setup;
    // The drill: rolled back at 09:11, a floor raised at 09:05 for good measure.
    let script = [
        ScheduledAction {
            minute: 5,
            action: Action::Floor(6),
        },
        ScheduledAction {
            minute: 11,
            action: Action::Rollback,
        },
    ];
    // Stopped early (09:12), mid-way (09:18, 09:45) and at the end.
    for minutes in [12, 18, 45, setup.duration_min] {
        let d = stopped(&setup, 7, &script, minutes);
        assert!(!d.lessons.is_empty(), "{minutes}");
        check_against_reruns(&setup, 7, &script, &d);
        let rollback = d
            .lessons
            .iter()
            .find(|l| l.action == Action::Rollback && l.kind == LessonKind::Without)
            .expect("the rollback is a lesson");
        // Without it the build stays: over the whole scenario it pays off by far.
        assert!(rollback.points < -10.0, "{minutes}: {rollback:?}");
    }
}

/// A drill that goes on (an export mid-drill) is judged on its minutes so far: nothing is
/// projected, and its lessons are the points of a re-run of those minutes alone, so its
/// debrief weighs nothing of the scenario's future (a stopped drill's weighs all of it).
#[test]
fn a_drill_judged_so_far_projects_nothing_and_its_lessons_weigh_no_minute_to_come() {
    let setup = builtin("bad-deploy").setup;
    let script = [ScheduledAction {
        minute: 11,
        action: Action::Rollback,
    }];
    let minutes = 18;
    let so_far = judged(&setup, 7, &script, minutes, Judged::SoFar);
    let ended = judged(&setup, 7, &script, minutes, Judged::Ended);
    assert!(so_far.projection.is_none());
    assert!(ended.projection.is_some(), "a stopped drill is projected");
    let total = |script: &[ScheduledAction]| {
        let (records, _) = run(&setup, 7, true, script, minutes);
        score_with_updates(&setup, &records, Some(&[])).total
    };
    let base = total(&script);
    assert!(!so_far.lessons.is_empty());
    for lesson in &so_far.lessons {
        let rerun = total(&changed(&script, lesson)) - base;
        assert!(
            (rerun - lesson.points).abs() <= 0.05,
            "{lesson:?}: a re-run of the {minutes} minutes gives {rerun:.2}"
        );
    }
    assert_ne!(
        so_far.lessons, ended.lessons,
        "the whole scenario weighs more than its first minutes"
    );
}

#[test]
fn a_lone_expert_move_that_lowers_the_score_is_never_advice() {
    for scenario in ["viral-surge", "cache-flush"] {
        let setup = builtin(scenario).setup;
        for seed in 1..=6 {
            // A team that did nothing, stopped mid-way and at the end.
            for minutes in [setup.duration_min / 2, setup.duration_min] {
                let d = stopped(&setup, seed, &[], minutes);
                check_against_reruns(&setup, seed, &[], &d);
                for lesson in d.lessons.iter().filter(|l| !l.together.is_empty()) {
                    // In its group, the move adds to what the others do.
                    let mut others = lesson.clone();
                    let first = others.together.remove(0).1;
                    others.minute = first.minute;
                    others.action = first.action;
                    let without_it = whole_total(&setup, seed, &changed(&[], &others));
                    let with_it = whole_total(&setup, seed, &changed(&[], lesson));
                    assert!(
                        with_it - without_it >= 0.05,
                        "{scenario} {seed}: {lesson:?}"
                    );
                }
            }
        }
    }
}

/// The acceptance: `play bad-deploy --seed 7`, `advance 10`, `rollback`,
/// `advance 7`, `stop` shows the rollback as having paid off, by the points a whole
/// projected re-run gives.
#[test]
fn play_shows_a_rollback_before_the_stop_as_having_paid_off() {
    let dir = temp_dir("lessons-projected");
    let output = run_with_input(
        crate::util::bin()
            .current_dir(&*dir)
            .args(["play", "bad-deploy", "--seed", "7", "--pace", "turns"])
            .args(["--db", "d.sqlite3"]),
        "advance 10\nrollback\nadvance 7\nstop\n",
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let line = text
        .lines()
        .find(|l| l.contains("rollback at ") && l.contains("without it"))
        .unwrap_or_else(|| panic!("a lesson on the rollback:\n{text}"));
    assert!(line.contains("paid off"), "{line}");
    let clock = line.split("rollback at ").nth(1).unwrap();
    let (hours, minutes) = (&clock[0..2], &clock[3..5]);
    let setup = builtin("bad-deploy").setup;
    let at = hours.parse::<u32>().unwrap() * 60 + minutes.parse::<u32>().unwrap()
        - setup.start_clock_min;
    let shown: f64 = line
        .split("would be ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|points| points.parse().ok())
        .unwrap_or_else(|| panic!("points in {line}"));
    // `play` plays with noise; it owes stakeholder updates and posted none.
    let total = |script: &[ScheduledAction]| {
        let (records, _) = run(&setup, 7, false, script, setup.duration_min);
        score_with_updates(&setup, &records, Some(&[])).total
    };
    let rollback = [ScheduledAction {
        minute: at,
        action: Action::Rollback,
    }];
    let paid = total(&rollback) - total(&[]);
    assert!(paid > 10.0, "{paid}");
    assert!(
        (paid - shown).abs() <= 0.05,
        "{line}: a re-run gives {paid:.2}"
    );
}
