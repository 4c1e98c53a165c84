//! `simulate --json`'s `lessons` (what each decision cost, every change that moved the
//! score, the largest first) and `expert_log` (the built-in expert's decisions over the
//! same minutes with their reasons: the side by side with the run's `action_log`).

use serde_json::{json, Value};

use crate::i18n::reason::reason_text;
use crate::i18n::Localizer;
use crate::model::debrief::{lessons::lessons, Judged, Run};
use crate::model::policy::{run_policy, Briefing, Expert, LoggedDecision};

use super::review::logged;
use super::{Played, RunPlan};

/// The built-in expert's decisions on the same scenario, seed and minutes.
fn expert_decisions(plan: &RunPlan, seed: u32) -> Vec<LoggedDecision> {
    let mut expert = Expert::new(Briefing::of(plan.setup));
    run_policy(
        plan.setup,
        seed,
        plan.deterministic,
        &mut expert,
        plan.minutes,
    )
    .log
}

/// `lessons: [{minute, clock, action, kind: "without"|"with", together, points}]`:
/// re-running the run with that one change (for `with`, the action and the expert's moves
/// in `together`, each `{minute, clock, action}`; and the run's own updates) scores
/// `points` more, over the whole scenario when the run is shorter.
/// `expert_log: [{minute, clock, action, reason}]`.
pub fn lessons_and_expert_json(
    l: &Localizer,
    plan: &RunPlan,
    seed: u32,
    played: &Played,
) -> (Value, Value) {
    let expert = expert_decisions(plan, seed);
    let log = logged(played, "script");
    let updates = played.update_minutes();
    let drill = Run {
        setup: plan.setup,
        seed,
        deterministic: plan.deterministic,
        records: &played.records,
        log: &log,
        updates: Some(&updates),
        team: &[],
        judged: Judged::Ended,
    };
    let clock = |minute: u32| plan.setup.clock_of(minute).to_string();
    let lessons = lessons(drill, &expert)
        .iter()
        .map(|lesson| {
            json!({
                "minute": lesson.minute,
                "clock": lesson.clock.to_string(),
                "action": lesson.action.to_string(),
                "kind": lesson.kind.id(),
                "together": lesson
                    .together
                    .iter()
                    .map(|(clock, moved)| json!({
                        "minute": moved.minute,
                        "clock": clock.to_string(),
                        "action": moved.action.to_string(),
                    }))
                    .collect::<Vec<Value>>(),
                // Tenths, as the score shows them.
                "points": (lesson.points * 10.0).round() / 10.0,
            })
        })
        .collect();
    let expert_log = expert
        .iter()
        .map(|logged| {
            json!({
                "minute": logged.minute,
                "clock": clock(logged.minute),
                "action": logged.decision.action.to_string(),
                "reason": reason_text(l, &logged.decision.reason),
            })
        })
        .collect();
    (lessons, expert_log)
}
