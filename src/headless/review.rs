//! `simulate --json`'s `review` and `events`: the review's numbers of a run and what
//! happened in it, from the model's debrief modules (null where a figure does not apply).

use serde_json::{json, Value};

use crate::model::debrief::happened::{what_happened, Entry, Happening};
use crate::model::debrief::review::review;
use crate::model::inject::GAME_MASTER;
use crate::model::{Action, Author, LoggedAction, Simulation};

use super::{Played, RunPlan};

/// The run's actions as the debrief reads them, written by `author`.
pub fn logged(played: &Played, author: &str) -> Vec<LoggedAction> {
    played
        .actions
        .iter()
        .enumerate()
        .map(|(seq, s)| LoggedAction {
            seq: seq as u32,
            minute: s.minute,
            author: Author {
                id: author.into(),
                name: author.into(),
            },
            action: s.action,
            received_at_ms: 0,
        })
        .collect()
}

/// `review: {first_alert_min, first_alert_clock, time_to_detect_min, time_to_mitigate_min,
/// failed_requests, shed_requests, paging_minutes, budget_used}` (`null` times without an
/// alert).
pub fn review_json(plan: &RunPlan, seed: u32, played: &Played) -> Value {
    let events = Simulation::new(plan.setup, seed, plan.deterministic).timeline();
    let incident_start = events.iter().map(|e| e.minute()).min().unwrap_or(0);
    let acted: Vec<u32> = played.actions.iter().map(|a| a.minute).collect();
    let review = review(&played.records, &played.summary, incident_start, &acted);
    serde_json::to_value(review).unwrap_or(Value::Null)
}

fn entry_json(entry: &Entry) -> Value {
    let mut value = json!({
        "minute": entry.minute,
        "clock": entry.clock,
        "kind": entry.happening.kind(),
    });
    match &entry.happening {
        Happening::Event { shift, .. } => {
            value["before"] = json!(shift.before);
            value["after"] = json!(shift.after);
        }
        Happening::Action { action, .. } => value["action"] = json!(action.to_string()),
        _ => {}
    }
    value
}

/// `events: [{minute, clock, kind}]`: the scenario's events (with the quantity they moved,
/// `before` and `after`), the alerts' starts and ends, the actions (with `action`) and the
/// game master's injects (`inject`, with `action`).
pub fn events_json(plan: &RunPlan, seed: u32, played: &Played) -> Value {
    let events = Simulation::new(plan.setup, seed, plan.deterministic).timeline();
    // The game master's injects (the setup's) as the `gm`'s actions, landing first.
    let injects = plan
        .setup
        .injects
        .iter()
        .map(|&(minute, inject)| LoggedAction {
            seq: 0,
            minute,
            author: Author {
                id: GAME_MASTER.into(),
                name: GAME_MASTER.into(),
            },
            action: Action::Inject(inject),
            received_at_ms: 0,
        });
    let mut log: Vec<LoggedAction> = injects.chain(logged(played, "script")).collect();
    log.sort_by_key(|l| l.minute);
    let entries = what_happened(plan.setup, &played.records, &events, &log, &[]);
    Value::Array(entries.iter().map(entry_json).collect())
}
