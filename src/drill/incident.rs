//! One incident's life without clocks or I/O: accepting actions for the next minute,
//! stepping the model, keeping the history and the action log, and rebuilding an incident
//! from its stored log by replay — checked minute by minute against the stored digests.

use crate::model::{
    Action, Alert, Clock, Controls, MinuteRecord, Simulation, Summary, TimelineEvent,
};
use crate::scenario::{fnv1a, Scenario};
use crate::store::{ActionRow, IncidentRow, IncidentState, MinuteDigest, NewIncident};

use super::pace::Pace;

/// An acknowledged action as the drill keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedAction {
    pub seq: u32,
    /// The minute at whose start it applies.
    pub minute: u32,
    pub author_id: String,
    pub author_name: String,
    pub action: Action,
}

/// What one step produced.
#[derive(Debug, Clone)]
pub struct MinuteOutcome {
    pub record: MinuteRecord,
    pub applied: Vec<LoggedAction>,
    /// Scheduled events announced this minute (bad build, cache flush).
    pub events: Vec<TimelineEvent>,
    /// The alert level of the previous minute (None before the first).
    pub alert_before: Option<Alert>,
    pub finished: bool,
}

/// A note that goes with an acknowledgement when the action changes less than it seems.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionNote {
    WarmupAlreadyRunning,
    RollbackRestarted,
}

impl ActionNote {
    pub fn message_id(self) -> &'static str {
        match self {
            ActionNote::WarmupAlreadyRunning => "note-warmup-running",
            ActionNote::RollbackRestarted => "note-rollback-restart",
        }
    }
}

/// The stored history disagrees with a replay from the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Divergence {
    /// The first minute that differs (or the minute count when only the length differs).
    pub minute: u32,
}

#[derive(Debug, Clone)]
pub struct Incident {
    pub id: i64,
    pub meta: NewIncident,
    pub scenario: Scenario,
    pub pace: Pace,
    pub state: IncidentState,
    sim: Simulation,
    history: Vec<MinuteRecord>,
    log: Vec<LoggedAction>,
    next_seq: u32,
}

/// The JSON of a record as stored and traced, and its digest.
pub fn record_json(record: &MinuteRecord) -> String {
    // A record has only numbers, booleans and short strings: serialising cannot fail.
    serde_json::to_string(record).unwrap_or_default()
}

pub fn digest(json: &str) -> u64 {
    fnv1a(json.as_bytes())
}

impl Incident {
    /// A new incident; no minute is computed yet.
    pub fn new(id: i64, meta: NewIncident, scenario: Scenario, pace: Pace) -> Incident {
        let sim = Simulation::new(&scenario.setup, meta.seed, meta.deterministic);
        Incident {
            id,
            meta,
            scenario,
            pace,
            state: IncidentState::Running,
            sim,
            history: Vec::new(),
            log: Vec::new(),
            next_seq: 0,
        }
    }

    /// The minute the next step computes; new actions apply at its start.
    pub fn next_minute(&self) -> u32 {
        self.sim.minute()
    }

    pub fn clock_of(&self, minute: u32) -> Clock {
        Clock(self.scenario.setup.start_clock_min + minute)
    }

    pub fn is_finished(&self) -> bool {
        self.sim.is_finished()
    }

    pub fn history(&self) -> &[MinuteRecord] {
        &self.history
    }

    pub fn log(&self) -> &[LoggedAction] {
        &self.log
    }

    pub fn summary(&self) -> Summary {
        self.sim.summary()
    }

    pub fn timeline(&self) -> Vec<TimelineEvent> {
        self.sim.timeline()
    }

    /// The row to commit for an action arriving now. Nothing changes until
    /// [`Incident::commit_action`] is called with it, after the store has it.
    pub fn propose_action(
        &self,
        author_id: &str,
        author_name: &str,
        action: Action,
        now_ms: i64,
    ) -> ActionRow {
        ActionRow {
            incident_id: self.id,
            seq: self.next_seq,
            minute: self.next_minute(),
            author_id: author_id.to_string(),
            author_name: author_name.to_string(),
            action: action.to_string(),
            received_at_ms: now_ms,
        }
    }

    /// Adds a committed action to the queue of its minute. Returns a note when the action
    /// will do less than it seems (a warm-up already running, a rollback restarted).
    pub fn commit_action(&mut self, row: &ActionRow, action: Action) -> Option<ActionNote> {
        let queued = |wanted: Action| {
            self.log
                .iter()
                .any(|a| a.minute == row.minute && a.action == wanted)
        };
        let note = match action {
            Action::Warmup if self.sim.warmup_running() || queued(Action::Warmup) => {
                Some(ActionNote::WarmupAlreadyRunning)
            }
            Action::Rollback
                if self.sim.rollback_preparing_at(row.minute) || queued(Action::Rollback) =>
            {
                Some(ActionNote::RollbackRestarted)
            }
            _ => None,
        };
        self.log.push(LoggedAction {
            seq: row.seq,
            minute: row.minute,
            author_id: row.author_id.clone(),
            author_name: row.author_name.clone(),
            action,
        });
        self.next_seq = row.seq + 1;
        note
    }

    /// The controls as they will stand at the next minute, queued actions included.
    pub fn upcoming_controls(&self) -> Controls {
        let mut c = self.sim.controls();
        let next = self.next_minute();
        for queued in self.log.iter().filter(|a| a.minute == next) {
            match queued.action {
                Action::Floor(n) => c.floor = n,
                Action::Autoscale(on) => c.autoscaler_on = on,
                Action::Target(p) => c.target_pct = p,
                Action::Ttl(s) => c.ttl_s = s,
                Action::Shed(p) => c.shed_pct = p,
                Action::Feature(on) => c.feature_on = on,
                Action::Warmup | Action::Rollback => {}
            }
        }
        c
    }

    /// Actions queued for the next minute.
    pub fn pending(&self) -> usize {
        let next = self.next_minute();
        self.log.iter().filter(|a| a.minute == next).count()
    }

    /// Computes the next minute with its queued actions, in arrival order.
    pub fn step(&mut self) -> MinuteOutcome {
        let m = self.next_minute();
        let applied: Vec<LoggedAction> =
            self.log.iter().filter(|a| a.minute == m).cloned().collect();
        let actions: Vec<Action> = applied.iter().map(|a| a.action).collect();
        let alert_before = self.history.last().map(|r| r.alert);
        let record = self.sim.step(&actions);
        let events =
            self.sim
                .timeline()
                .into_iter()
                .filter(|e| match *e {
                    TimelineEvent::BadDeployStart { minute }
                    | TimelineEvent::CacheFlush { minute } => minute == m,
                    // A surge is not announced: spotting it is the drill.
                    TimelineEvent::SurgeStart { .. } | TimelineEvent::SurgeEnd { .. } => false,
                })
                .collect();
        self.history.push(record.clone());
        let finished = self.sim.is_finished();
        if finished {
            self.state = IncidentState::Finished;
        }
        MinuteOutcome {
            record,
            applied,
            events,
            alert_before,
            finished,
        }
    }

    /// Rebuilds an incident from its stored row and action log, replaying the stored number
    /// of minutes and checking each against its stored digest.
    pub fn rebuild(
        row: &IncidentRow,
        scenario: Scenario,
        pace: Pace,
        actions: &[ActionRow],
        digests: &[MinuteDigest],
    ) -> Result<Incident, Divergence> {
        let mut incident = Incident::new(row.id, row.new.clone(), scenario, pace);
        incident.state = row.state;
        if incident.scenario.content_hash != row.new.scenario_hash {
            return Err(Divergence { minute: 0 });
        }
        for action in actions {
            // A stored action that no longer parses means the grammar changed under the drill.
            let parsed = Action::parse(&action.action).map_err(|_| Divergence {
                minute: action.minute,
            })?;
            incident.commit_action(action, parsed);
        }
        if digests.len() as u32 != row.minutes_done {
            return Err(Divergence {
                minute: digests.len() as u32,
            });
        }
        for stored in digests {
            if stored.minute != incident.next_minute() || incident.is_finished() {
                return Err(Divergence {
                    minute: stored.minute,
                });
            }
            let outcome = incident.step();
            if digest(&record_json(&outcome.record)) != stored.digest {
                return Err(Divergence {
                    minute: stored.minute,
                });
            }
        }
        // Replaying to the end marks it finished; the stored state says what it really is.
        incident.state = row.state;
        Ok(incident)
    }
}
