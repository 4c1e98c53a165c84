//! What each decision cost (issue 18.4): a cache-flush drill where the team turned on
//! `shed 100` and `feature off` at 11:35 and never reverted them. Every lesson's points are
//! confirmed by re-running the whole drill from the start with that one change (not the
//! snapshots the lessons are computed from), in the model and through `simulate --json`.

use serde_json::Value;

use oncall_drill::model::debrief::lessons::{Lesson, LessonKind};
use oncall_drill::model::debrief::{self, Debrief};
use oncall_drill::model::score::score_with_updates;
use oncall_drill::model::{run, Action, ScheduledAction, Setup};

use crate::util::{builtin, logged, run as run_bin, stdout, temp_dir};

const SEED: u32 = 7;
/// 11:35, before the flush (drawn between 11:45 and 12:15).
const AT: u32 = 5;
const SHED: Action = Action::Shed(100);
const FEATURE_OFF: Action = Action::Feature(false);
/// The team's stakeholder updates: the lessons are scored with them, like the debrief.
const UPDATES: [u32; 3] = [20, 45, 70];

fn team_script() -> Vec<ScheduledAction> {
    [SHED, FEATURE_OFF]
        .into_iter()
        .map(|action| ScheduledAction { minute: AT, action })
        .collect()
}

fn drill(setup: &Setup) -> Debrief {
    let script = team_script();
    let (records, _) = run(setup, SEED, true, &script, setup.duration_min);
    let log = logged(&script);
    debrief::debrief(debrief::Run {
        setup,
        seed: SEED,
        deterministic: true,
        records: &records,
        log: &log,
        updates: Some(&UPDATES),
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    })
}

/// The team's script with the lesson's one change, played and scored from the start.
fn rerun_total(setup: &Setup, lesson: &Lesson) -> f64 {
    let mut script = team_script();
    match lesson.kind {
        LessonKind::Without => {
            let at = script
                .iter()
                .position(|s| s.action == lesson.action && s.minute == lesson.minute)
                .expect("a lesson without one of the team's actions");
            script.remove(at);
        }
        LessonKind::With => {
            script.push(ScheduledAction {
                minute: lesson.minute,
                action: lesson.action,
            });
            // An expert move shown with the others it works with: all of them.
            script.extend(lesson.together.iter().map(|(_, moved)| *moved));
            script.sort_by_key(|s| s.minute);
        }
    }
    let (records, _) = run(setup, SEED, true, &script, setup.duration_min);
    score_with_updates(setup, &records, Some(&UPDATES)).total
}

#[test]
fn lessons_name_the_never_reverted_actions_and_a_rerun_confirms_every_points() {
    let setup = builtin("cache-flush").setup;
    let debrief = drill(&setup);
    let lessons = &debrief.lessons;
    for action in [SHED, FEATURE_OFF] {
        assert!(
            lessons
                .iter()
                .any(|l| l.kind == LessonKind::Without && l.action == action && l.minute == AT),
            "{action} is a lesson: {lessons:?}"
        );
    }
    assert!(
        lessons.iter().any(|l| l.kind == LessonKind::With),
        "the expert did something the team did not: {lessons:?}"
    );
    for lesson in lessons {
        let confirmed = rerun_total(&setup, lesson) - debrief.score.total;
        assert!(
            (confirmed - lesson.points).abs() <= 0.05,
            "{lesson:?}: a re-run gives {confirmed}"
        );
        assert!(lesson.points.abs() >= 0.05, "a lesson that moved nothing");
        assert_eq!(lesson.clock.0, setup.start_clock_min + lesson.minute);
        if lesson.kind == LessonKind::With {
            // Only what the team never did, and only what the expert did at that minute.
            assert!(!team_script().iter().any(|s| s.action == lesson.action));
            assert!(debrief
                .expert_decisions
                .iter()
                .any(|d| d.minute == lesson.minute && d.decision.action == lesson.action));
        }
    }
    let sizes: Vec<f64> = lessons.iter().map(|l| l.points.abs()).collect();
    assert!(
        sizes.windows(2).all(|w| w[0] >= w[1]),
        "largest first: {sizes:?}"
    );
}

#[test]
fn a_drill_without_actions_has_only_the_experts_lessons() {
    let setup = builtin("cache-flush").setup;
    let (records, _) = run(&setup, SEED, true, &[], setup.duration_min);
    let debrief = debrief::debrief(debrief::Run {
        setup: &setup,
        seed: SEED,
        deterministic: true,
        records: &records,
        log: &[],
        updates: None,
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    assert!(!debrief.expert_decisions.is_empty());
    assert!(debrief.lessons.iter().all(|l| l.kind == LessonKind::With));
}

fn simulate(actions: &str) -> Value {
    let dir = temp_dir("lessons");
    let path = dir.join("actions.txt");
    std::fs::write(&path, actions).expect("written");
    let seed = SEED.to_string();
    let output = run_bin(&[
        "simulate",
        "--scenario",
        "cache-flush",
        "--seed",
        &seed,
        "--deterministic",
        "--actions",
        path.to_str().expect("utf-8"),
        "--json",
    ]);
    assert!(output.status.success(), "{output:?}");
    serde_json::from_str(&stdout(&output)).expect("one JSON object")
}

#[test]
fn simulate_json_lists_lessons_a_rerun_confirms_and_the_experts_reasons() {
    let team = format!("{AT} {SHED}\n{AT} {FEATURE_OFF}\n");
    let report = simulate(&team);
    let base = report["score"].as_f64().expect("a score");
    let lessons = report["lessons"].as_array().expect("a lessons array");
    for action in [SHED, FEATURE_OFF] {
        assert!(lessons.iter().any(|l| l["kind"] == "without"
            && l["action"] == action.to_string()
            && l["minute"] == AT
            && l["clock"] == "11:35"));
    }
    for lesson in lessons {
        let minute = lesson["minute"].as_u64().expect("a minute");
        let action = lesson["action"].as_str().expect("an action");
        let changed = match lesson["kind"].as_str() {
            Some("without") => team.replacen(&format!("{minute} {action}\n"), "", 1),
            Some("with") => {
                let mut changed = format!("{team}{minute} {action}\n");
                for moved in lesson["together"].as_array().expect("together") {
                    changed.push_str(&format!(
                        "{} {}\n",
                        moved["minute"],
                        moved["action"].as_str().unwrap()
                    ));
                }
                changed
            }
            other => panic!("kind {other:?}"),
        };
        let rerun = simulate(&changed)["score"].as_f64().expect("a score");
        let points = lesson["points"].as_f64().expect("points");
        assert!(
            (rerun - base - points).abs() <= 0.05,
            "{lesson}: a re-run scores {rerun} against {base}"
        );
    }
    let expert = report["expert_log"].as_array().expect("an expert_log");
    assert!(!expert.is_empty());
    for decision in expert {
        assert!(!decision["reason"].as_str().expect("a reason").is_empty());
        assert!(decision["clock"].as_str().expect("a clock").contains(':'));
    }
}

/// `play` to the end with the two never-reverted actions, then `report`: the debrief and
/// the report show the expert's actions with their clock and reason beside the team's, and
/// the lessons.
#[test]
fn play_and_its_report_show_the_expert_beside_the_team_and_the_lessons() {
    let dir = temp_dir("lessons-play");
    let seed = SEED.to_string();
    let output = crate::util::run_with_input(
        crate::util::bin()
            .current_dir(&*dir)
            .arg("play")
            .args(["cache-flush", "--pace", "turns", "--seed", &seed])
            .args(["--db", "d.sqlite3"]),
        "shed 100\nfeature off\nadvance 60\nadvance 60\n",
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let exported = crate::util::run_with_input(
        crate::util::bin().current_dir(&*dir).args([
            "report",
            "--db",
            "d.sqlite3",
            "--last",
            "--out",
            "mine",
        ]),
        "",
    );
    assert!(exported.status.success(), "{exported:?}");
    let report = std::fs::read_to_string(dir.join("mine.md")).expect("the report");
    // The expert's run on the same seed, as the debrief plays it.
    let setup = builtin("cache-flush").setup;
    let mut expert =
        oncall_drill::model::policy::Expert::new(oncall_drill::model::policy::Briefing::of(&setup));
    let expert = oncall_drill::model::policy::run_policy(
        &setup,
        SEED,
        false,
        &mut expert,
        setup.duration_min,
    );
    assert!(!expert.log.is_empty());
    for shown in [&text, &report] {
        assert!(shown.contains("You and the expert"), "{shown}");
        assert!(shown.contains("What each decision cost"), "{shown}");
        assert!(shown.contains("11:31 you (player): shed 100"), "{shown}");
        for decision in &expert.log {
            let clock = oncall_drill::model::Clock(setup.start_clock_min + decision.minute);
            let line = format!("{clock} expert: {} (", decision.decision.action);
            assert!(shown.contains(&line), "{line} in {shown}");
        }
    }
}

#[test]
fn discord_shows_the_side_by_side_in_a_field_and_the_rest_in_follow_ups() {
    use oncall_drill::discord::embed::{side_by_side_field, side_by_side_follow_ups};
    use oncall_drill::discord::limits::{FIELD_MAX, MESSAGE_MAX};
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::Locale;

    let setup = builtin("cache-flush").setup;
    let short = drill(&setup);
    // Sixty TTL changes, one a minute from 11:35: far more than a field holds.
    let script: Vec<ScheduledAction> = (5..65)
        .map(|minute| ScheduledAction {
            minute,
            action: Action::Ttl(60 + minute),
        })
        .collect();
    let (records, _) = run(&setup, SEED, true, &script, setup.duration_min);
    let log = logged(&script);
    let long = debrief::debrief(debrief::Run {
        setup: &setup,
        seed: SEED,
        deterministic: true,
        records: &records,
        log: &log,
        updates: None,
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    for locale in [Locale::EnUs, Locale::Fy, Locale::Ru, Locale::So] {
        let l = Localizer::new(locale);
        assert!(side_by_side_field(&l, &setup, &long).chars().count() <= FIELD_MAX);
        let follow_ups = side_by_side_follow_ups(&l, &setup, &long);
        assert!(follow_ups.iter().all(|m| m.chars().count() <= MESSAGE_MAX));
        let all = follow_ups.join("\n");
        assert!(all.contains("12:34") && all.contains("ttl 124"), "{all}");
        // The expert's decisions are among them, each with its clock.
        for decision in &long.expert_decisions {
            let clock = setup.clock_of(decision.minute).to_string();
            assert!(all.contains(&clock), "{clock} in {all}");
        }
        // Two actions and the expert's fit the field: nothing follows.
        assert!(side_by_side_follow_ups(&l, &setup, &short).is_empty());
        assert!(side_by_side_field(&l, &setup, &short).contains("11:35"));
    }
}
