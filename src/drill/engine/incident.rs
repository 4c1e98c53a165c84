//! One incident's life without clocks or I/O: accepting actions for the next minute,
//! stepping the model, keeping its recent minutes and its action log (shared, append-only),
//! and rebuilding an incident from its stored log by replay — checked minute by minute against
//! the stored digests — and taking a turn-based one back some minutes (a rewind), by the
//! same replay.

use std::sync::Arc;

use crate::model::score::{Score, ScoreBuilder};
use crate::model::{
    Action, ActionNote, Alert, Clock, Controls, IncidentId, IncidentMeta, IncidentState,
    LoggedAction, MinuteDigest, MinuteRecord, Pace, Rewind, Simulation, StoredMinute, Summary,
    TeamEntry, TimelineEvent,
};
use crate::scenario::{fnv1a, Scenario};

use super::shared::Shared;
use super::team::Team;

mod notes;

/// What one step produced.
#[derive(Debug, Clone)]
pub struct Stepped {
    pub record: MinuteRecord,
    pub applied: Vec<LoggedAction>,
    /// Scheduled events announced this minute (bad build, cache flush).
    pub events: Vec<TimelineEvent>,
    /// The alert level of the previous minute (None before the first).
    pub alert_before: Option<Alert>,
    pub finished: bool,
}

/// The stored history disagrees with a replay from the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Divergence {
    /// The first minute that differs (or the minute count when only the length differs).
    pub minute: u32,
}

#[derive(Debug, Clone)]
pub struct Incident {
    pub id: IncidentId,
    pub meta: Arc<IncidentMeta>,
    pub scenario: Arc<Scenario>,
    pub pace: Pace,
    pub state: IncidentState,
    sim: Simulation,
    /// The recent minutes, at least [`HELD_MINUTES`]; older ones are in the store, and
    /// [`super::Snapshot::records`] computes them again from the log for the whole run.
    history: Shared<MinuteRecord>,
    /// The first minute of the alert active at the last computed minute: the nudges' start.
    alert_since: Option<u32>,
    log: Shared<LoggedAction>,
    timeline: Arc<[TimelineEvent]>,
    /// Roles, stakeholder updates, readiness: the team's own log.
    pub(super) team: Team,
    /// The rewinds, oldest first, each with the actions it dropped from the live run.
    rewinds: Arc<Vec<Rewind>>,
    /// The score of every minute computed, fed as each is: the score a drill's end is
    /// stored with needs no replay of its week (the driver ends two hundred at once).
    score: ScoreBuilder,
}

/// The JSON of a record as stored and traced (a trace line adds the coach's `why` after it).
pub fn record_json(record: &MinuteRecord) -> String {
    // A record has only numbers, booleans and short strings: serialising cannot fail.
    serde_json::to_string(record).unwrap_or_default()
}

/// The digest of a record's JSON, against which a replay is checked.
pub fn digest(json: &str) -> u64 {
    fnv1a(json.as_bytes())
}

/// A record as it is stored.
pub fn stored(incident: IncidentId, record: &MinuteRecord) -> StoredMinute {
    let json = record_json(record);
    StoredMinute {
        incident,
        minute: record.minute,
        digest: digest(&json),
        json,
    }
}

/// Minutes an incident holds in memory at least: the live chart's hour. Rules that look
/// further back keep what they need as they go (the burn windows, the alert's start).
pub const HELD_MINUTES: usize = crate::chart::LIVE_MINUTES as usize;

impl Incident {
    /// A new incident; no minute is computed yet.
    pub fn new(id: IncidentId, meta: Arc<IncidentMeta>, scenario: Arc<Scenario>) -> Incident {
        let sim = Simulation::new(&scenario.setup, meta.seed, meta.deterministic);
        let timeline = sim.timeline().into();
        let score = ScoreBuilder::new(&scenario.setup);
        Incident {
            id,
            pace: meta.pace,
            meta,
            scenario,
            state: IncidentState::Running,
            sim,
            history: Shared::default(),
            alert_since: None,
            log: Shared::default(),
            timeline,
            team: Team::default(),
            rewinds: Arc::default(),
            score,
        }
    }

    /// The minute the next step computes; new actions apply at its start.
    pub fn next_minute(&self) -> u32 {
        self.sim.minute()
    }

    pub fn clock_of(&self, minute: u32) -> Clock {
        self.scenario.setup.clock_of(minute)
    }

    /// The clock of the last computed minute (the start before the first).
    pub fn clock_now(&self) -> Clock {
        self.clock_of(self.next_minute().saturating_sub(1))
    }

    pub fn is_finished(&self) -> bool {
        self.sim.is_finished()
    }

    /// The score of the minutes computed, with the minutes of the stakeholder updates that
    /// count ([`super::Snapshot::update_minutes`]): what [`super::Snapshot::score`] gives,
    /// without computing the older minutes again.
    pub fn score(&self, updates: &[u32]) -> Score {
        self.score.finish(Some(updates))
    }

    /// The recent minutes (see [`Shared::held`]); `len()` counts every minute.
    pub fn history(&self) -> &Shared<MinuteRecord> {
        &self.history
    }

    /// The first minute of the alert active at the last computed minute, if any.
    pub fn alert_since(&self) -> Option<u32> {
        self.alert_since
    }

    pub fn log(&self) -> &Shared<LoggedAction> {
        &self.log
    }

    pub fn timeline(&self) -> &Arc<[TimelineEvent]> {
        &self.timeline
    }

    pub fn team(&self) -> &Team {
        &self.team
    }

    /// The rewinds, oldest first; a drill with any is practice.
    pub fn rewinds(&self) -> &Arc<Vec<Rewind>> {
        &self.rewinds
    }

    /// The last computed minute (0 before the first), as the team's log counts minutes.
    pub fn last_minute(&self) -> u32 {
        self.next_minute().saturating_sub(1)
    }

    pub fn summary(&self) -> Summary {
        self.sim.summary()
    }

    /// The action as it will be logged if the store takes it: it applies at the start of
    /// the next minute, after every action already queued for it. Nothing changes until
    /// [`Incident::commit_action`] is called with it.
    pub fn propose_action(
        &self,
        author: crate::model::Author,
        action: Action,
        now_ms: i64,
    ) -> LoggedAction {
        // Numbers are never reused: a rewind's dropped actions keep theirs.
        let dropped = self.rewinds.iter().flat_map(|r| r.dropped.iter());
        let last_seq = self
            .log
            .iter()
            .rev()
            .take(1)
            .chain(dropped)
            .map(|a| a.seq)
            .max();
        LoggedAction {
            seq: last_seq.map_or(0, |seq| seq + 1),
            minute: self.next_minute(),
            author,
            action,
            received_at_ms: now_ms,
        }
    }

    /// Queues a committed action for its minute. Returns a note when the action will do
    /// less than it seems (see [`notes`]).
    pub fn commit_action(&mut self, logged: LoggedAction) -> Option<ActionNote> {
        let note = self.note_for(&logged);
        self.log.push(logged);
        note
    }

    fn queued(&self) -> impl Iterator<Item = &LoggedAction> + '_ {
        let next = self.next_minute();
        // Queued actions are the newest ones: look from the end.
        self.log.iter().rev().take_while(move |a| a.minute == next)
    }

    /// The controls as they will stand at the next minute, queued actions included.
    pub fn upcoming_controls(&self) -> Controls {
        let mut queued: Vec<&LoggedAction> = self.queued().collect();
        queued.reverse();
        let mut controls = self.sim.controls();
        for action in queued {
            controls.apply(action.action);
        }
        controls
    }

    /// Actions queued for the next minute.
    pub fn pending(&self) -> usize {
        self.queued().count()
    }

    /// Computes the next minute with its queued actions, in arrival order.
    pub fn step(&mut self) -> Stepped {
        let m = self.next_minute();
        let mut applied: Vec<LoggedAction> = self.queued().cloned().collect();
        applied.reverse();
        let actions: Vec<Action> = applied.iter().map(|a| a.action).collect();
        let alert_before = self.history.last().map(|r| r.alert);
        let record = self.sim.step(&actions);
        let events = self
            .timeline
            .iter()
            .copied()
            .filter(|e| e.minute() == m && e.announced())
            .collect();
        self.alert_since = match record.alert {
            Alert::None => None,
            _ => self.alert_since.or(Some(m)),
        };
        self.score.add(&record);
        self.history.push(record.clone());
        self.history
            .forget_before(self.history.len().saturating_sub(HELD_MINUTES));
        let finished = self.sim.is_finished();
        if finished {
            self.state = IncidentState::Finished;
        }
        Stepped {
            record,
            applied,
            events,
            alert_before,
            finished,
        }
    }

    /// The rewind that takes this drill back `minutes` minutes, as it will be stored: the
    /// minute `from_minute − minutes + 1` is computed again next, and every action applied
    /// at it or later is dropped. Nothing changes until [`Incident::rewind`] is called with
    /// it. The caller checks `minutes` against [`Incident::last_minute`].
    pub fn propose_rewind(
        &self,
        author: crate::model::Author,
        minutes: u32,
        now_ms: i64,
    ) -> Rewind {
        let from_minute = self.last_minute();
        let to_minute = self.next_minute().saturating_sub(minutes);
        Rewind {
            seq: self.rewinds.len() as u32,
            from_minute,
            to_minute,
            author,
            at_ms: now_ms,
            dropped: self
                .log
                .iter()
                .filter(|a| a.minute >= to_minute)
                .cloned()
                .collect(),
        }
    }

    /// Takes the drill back as `rewind` says: a fresh simulation computes the minutes
    /// before `to_minute` again from the kept actions (the model is deterministic: they are
    /// the minutes shown before), and the dropped actions leave the live log for the rewind's
    /// record. Team, pace and state stay.
    pub fn rewind(&mut self, rewind: Rewind) {
        let to_minute = rewind.to_minute;
        let mut fresh = Incident::new(self.id, self.meta.clone(), self.scenario.clone());
        fresh.pace = self.pace;
        fresh.team = self.team.clone();
        let mut rewinds = (*self.rewinds).clone();
        rewinds.push(rewind);
        fresh.rewinds = Arc::new(rewinds);
        let mut kept = self.log.iter().filter(|a| a.minute < to_minute).peekable();
        while fresh.next_minute() < to_minute {
            let minute = fresh.next_minute();
            while let Some(action) = kept.next_if(|a| a.minute <= minute) {
                fresh.log.push(action.clone());
            }
            fresh.step();
        }
        fresh.state = self.state;
        drop(kept);
        *self = fresh;
    }

    /// Sets the rewinds a drill rebuilt from the store had (its log holds only the kept
    /// actions).
    pub fn restore_rewinds(&mut self, rewinds: Vec<Rewind>) {
        self.rewinds = Arc::new(rewinds);
    }

    /// Rebuilds an incident from what the store holds, replaying the stored number of
    /// minutes and checking each against its stored digest. Pure: it may run on any thread.
    pub fn rebuild(
        id: IncidentId,
        meta: Arc<IncidentMeta>,
        state: IncidentState,
        scenario: Arc<Scenario>,
        actions: &[LoggedAction],
        digests: &[MinuteDigest],
        team: &[TeamEntry],
    ) -> Result<Incident, Divergence> {
        if scenario.content_hash != meta.scenario_hash {
            return Err(Divergence { minute: 0 });
        }
        let mut incident = Incident::new(id, meta, scenario);
        for entry in team {
            incident.team.push(entry.clone());
        }
        // Actions are logged in arrival order, each for the minute after the last computed
        // one, so their minutes never decrease: each joins the log when the replay reaches
        // its minute, as it did live.
        let mut pending = actions.iter().peekable();
        let mut join_until = |incident: &mut Incident, minute: u32| -> Result<(), Divergence> {
            while let Some(action) = pending.next_if(|a| a.minute <= minute) {
                if action.minute < incident.next_minute() {
                    return Err(Divergence {
                        minute: action.minute,
                    });
                }
                incident.log.push(action.clone());
            }
            Ok(())
        };
        for stored in digests {
            if stored.minute != incident.next_minute() || incident.is_finished() {
                return Err(Divergence {
                    minute: stored.minute,
                });
            }
            join_until(&mut incident, stored.minute)?;
            let stepped = incident.step();
            if digest(&record_json(&stepped.record)) != stored.digest {
                return Err(Divergence {
                    minute: stored.minute,
                });
            }
        }
        // What is left was queued for the next minute (or is corrupt).
        join_until(&mut incident, u32::MAX)?;
        if incident
            .log
            .iter()
            .any(|a| a.minute > incident.next_minute())
        {
            return Err(Divergence {
                minute: incident.next_minute(),
            });
        }
        // Replaying to the end marks it finished; the stored state says what it really is.
        incident.state = state;
        Ok(incident)
    }
}
