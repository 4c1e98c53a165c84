//! The note an acknowledgement carries when an action will do less than it seems: a
//! warm-up already running or pointless, a rollback with nothing to roll back or one that
//! restarts another, a setting that is already so. Decided from the simulation as the
//! action's minute will find it, queued actions of that minute included.

use crate::model::{Action, ActionNote, LoggedAction};

use super::Incident;

/// Warmth (0–1) from which the warm-up job has nothing left to load: it would add less
/// than 1 % of the hot keys and still cost its database queries.
const CACHE_FULL: f64 = 0.99;

impl Incident {
    /// The note for `logged`, an action about to join the queue of its minute (the next
    /// one).
    pub(super) fn note_for(&self, logged: &LoggedAction) -> Option<ActionNote> {
        let queued = |wanted: Action| {
            self.log
                .iter()
                .any(|a| a.minute == logged.minute && a.action == wanted)
        };
        let before = self.upcoming_controls();
        let mut after = before;
        after.apply(logged.action);
        // The warmth the last minute was computed with: a full cache stays full.
        let cache_full = self.history().last().is_some_and(|r| r.warm >= CACHE_FULL);
        match logged.action {
            Action::Warmup if self.sim.warmup_running() || queued(Action::Warmup) => {
                Some(ActionNote::WarmupAlreadyRunning)
            }
            Action::Warmup if cache_full => Some(ActionNote::CacheAlreadyWarm),
            // Nothing a queued action does changes which build runs at the minute's
            // start, so the model's own rule answers for every press of that minute.
            Action::Rollback if !self.sim.bad_build_live_at(logged.minute) => {
                Some(ActionNote::NothingToRollBack)
            }
            Action::Rollback
                if self.sim.rollback_preparing_at(logged.minute) || queued(Action::Rollback) =>
            {
                Some(ActionNote::RollbackRestarted)
            }
            Action::Warmup | Action::Rollback | Action::Inject(_) => None,
            _ if after == before => Some(ActionNote::Unchanged),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::drill::engine::incident::record_json;
    use crate::model::{Author, IncidentId, IncidentMeta, Locale, Pace, Place};
    use crate::scenario::Scenario;

    /// bad-deploy: its bad build starts rolling out at 09:10 (minute 10), announced.
    fn bad_deploy() -> Incident {
        let scenario = Scenario::builtin("bad-deploy").unwrap();
        let meta = IncidentMeta {
            place: Place::in_guild("g", "c"),
            scenario_ref: "bad-deploy".into(),
            scenario_id: "bad-deploy".into(),
            scenario_hash: scenario.content_hash,
            seed: 7,
            deterministic: false,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            started_by: "1".into(),
            started_at_ms: 0,
            alert_role: None,
            rules: Default::default(),
        };
        Incident::new(IncidentId(1), Arc::new(meta), Arc::new(scenario))
    }

    fn press(incident: &mut Incident, action: Action) -> Option<ActionNote> {
        let who = Author {
            id: "1".into(),
            name: "ana".into(),
        };
        let logged = incident.propose_action(who, action, 0);
        incident.commit_action(logged)
    }

    /// Steps until `minute` is the next one, returning each record's JSON.
    fn step_to(incident: &mut Incident, minute: u32) -> Vec<String> {
        let mut records = Vec::new();
        while incident.next_minute() < minute {
            records.push(record_json(&incident.step().record));
        }
        records
    }

    #[test]
    fn a_rollback_before_the_bad_build_changes_nothing_and_says_so() {
        let mut untouched = bad_deploy();
        let expected = step_to(&mut untouched, 90);

        let mut pressed = bad_deploy();
        let mut records = Vec::new();
        // At the opening, twice in the same minute (the second is not "restarted": the
        // first prepared nothing), and at 09:06 as in the issue, four minutes early.
        assert_eq!(
            press(&mut pressed, Action::Rollback),
            Some(ActionNote::NothingToRollBack)
        );
        assert_eq!(
            press(&mut pressed, Action::Rollback),
            Some(ActionNote::NothingToRollBack)
        );
        records.extend(step_to(&mut pressed, 6));
        assert_eq!(
            press(&mut pressed, Action::Rollback),
            Some(ActionNote::NothingToRollBack)
        );
        records.extend(step_to(&mut pressed, 90));
        assert_eq!(records, expected, "the trace of doing nothing");
    }

    #[test]
    fn a_rollback_at_the_deploys_first_minute_acts_and_one_after_it_completed_does_not() {
        let mut incident = bad_deploy();
        step_to(&mut incident, 10);
        // Applied at 09:10, the deploy's first minute: a tenth of the traffic is on it.
        assert_eq!(press(&mut incident, Action::Rollback), None);
        assert_eq!(
            press(&mut incident, Action::Rollback),
            Some(ActionNote::RollbackRestarted)
        );
        step_to(&mut incident, 11);
        let record = incident.history().last().unwrap().clone();
        assert!(
            record.bad_share > 0.0 && record.rollback_in_progress,
            "{record:?}"
        );
        // It completes at the start of 09:15: a press for that minute finds the good build.
        step_to(&mut incident, 15);
        assert_eq!(
            press(&mut incident, Action::Rollback),
            Some(ActionNote::NothingToRollBack)
        );
        incident.step();
        let record = incident.history().last().unwrap();
        assert_eq!(record.bad_share, 0.0);
        assert!(!record.rollback_in_progress, "nothing was prepared again");
    }
}
