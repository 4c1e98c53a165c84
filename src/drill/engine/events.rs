//! What the engine tells the world: the events front-ends render (each minute, accepted
//! actions, pauses, the end), the snapshot of a drill they draw from, and the answer to an
//! accepted action. A snapshot shares the drill's history instead of copying it, so every
//! minute's event can carry "the drill as it stood then" and a chart drawn from it shows
//! exactly that minute.

use std::sync::Arc;

use crate::model::{
    Action, ActionNote, Alert, Author, Clock, Controls, IncidentId, IncidentMeta, IncidentState,
    Locale, LoggedAction, MinuteRecord, Pace, Place, Rewind, Role, Summary, TimelineEvent,
};
use crate::scenario::Scenario;

use super::ending::Debriefed;
use super::incident::Incident;
use super::shared::Shared;
use super::team::Team;
use super::Now;
use crate::model::debrief::{self, Debrief};

/// A drill as it stands (or stood, for an event): cheap to clone, shared with the engine.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub id: IncidentId,
    pub meta: Arc<IncidentMeta>,
    pub scenario: Arc<Scenario>,
    pub pace: Pace,
    pub state: IncidentState,
    pub locale: Locale,
    /// The recent minutes, at least the live chart's hour: `history.len()` counts every
    /// minute computed, [`Snapshot::records`] gives them all.
    pub history: Shared<MinuteRecord>,
    pub log: Shared<LoggedAction>,
    pub timeline: Arc<[TimelineEvent]>,
    pub summary: Summary,
    /// The controls as they will stand next minute (queued actions included).
    pub controls: Controls,
    /// Set while the drill's minutes cannot be stored: it needs attention.
    pub storage: Option<StorageTrouble>,
    /// Its roles, stakeholder updates and readiness, as they stood.
    pub team: Team,
    /// Its rewinds, each with the actions it dropped (not in `log`); any makes it practice.
    pub rewinds: Arc<Vec<Rewind>>,
}

/// Minutes of a drill that the store could not keep, from `since_minute` on; `given_up`
/// once the writer stopped trying (the drill cannot resume past that minute after a
/// restart).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StorageTrouble {
    pub since_minute: u32,
    pub given_up: bool,
}

impl Snapshot {
    pub(super) fn of(incident: &Incident, locale: Locale) -> Snapshot {
        Snapshot {
            id: incident.id,
            meta: incident.meta.clone(),
            scenario: incident.scenario.clone(),
            pace: incident.pace,
            state: incident.state,
            locale,
            history: incident.history().clone(),
            log: incident.log().clone(),
            timeline: incident.timeline().clone(),
            summary: incident.summary(),
            controls: incident.upcoming_controls(),
            storage: None,
            team: incident.team().clone(),
            rewinds: incident.rewinds().clone(),
        }
    }

    /// The stakeholder updates the live run counts: those that keep the cadence, less an
    /// update posted before a rewind at a minute it took back (it went with the dropped
    /// branch).
    pub fn counted_updates(&self) -> Vec<&crate::model::TeamEntry> {
        let taken_back = |minute: u32, at_ms: i64| {
            self.rewinds
                .iter()
                .any(|r| minute >= r.to_minute && at_ms <= r.at_ms)
        };
        self.team
            .cadence_updates()
            .into_iter()
            .filter(|u| !taken_back(u.minute, u.at_ms))
            .collect()
    }

    /// The minutes of [`Snapshot::counted_updates`], for the score's update part.
    pub fn update_minutes(&self) -> Vec<u32> {
        self.counted_updates().iter().map(|u| u.minute).collect()
    }

    /// Whether the coach explains this drill's minutes: unless its hints are off (an exam).
    /// The one rule, for the engine's `explain`, the ended drills read back and every page.
    pub fn coach_explains(&self) -> bool {
        self.meta.rules.hints
    }

    /// Whether the drill takes Ready presses: a turn-based drill with a quorum (the engine
    /// refuses the others, and a status offers no Ready button for them).
    pub fn takes_ready(&self) -> bool {
        self.meta.rules.quorum.is_some() && self.pace == crate::model::Pace::Turns
    }

    /// What the drill shows of its seed now: the seed once it has ended or when the
    /// players chose it, else its drill code.
    pub fn seed_label(&self) -> crate::model::seed_secrecy::SeedLabel {
        crate::model::seed_secrecy::SeedLabel::of(&self.meta, !self.state.is_live())
    }

    /// Whether the drill was rewound: practice, listed apart on the leaderboard.
    pub fn is_practice(&self) -> bool {
        !self.rewinds.is_empty()
    }

    /// The last computed minute, if any.
    pub fn last(&self) -> Option<&MinuteRecord> {
        self.history.last()
    }

    /// Every minute the drill computed, in order. The older ones the drill no longer holds
    /// are computed again from its log (the model is deterministic: they are the minutes it
    /// showed, those the store holds): one run of the model, no what-if.
    pub fn records(&self) -> Vec<MinuteRecord> {
        let forgotten = self.history.first_held() as u32;
        let mut records = if forgotten == 0 {
            Vec::with_capacity(self.history.len())
        } else {
            let script = crate::model::script_within(self.log.iter(), forgotten);
            let setup = &self.scenario.setup;
            let (meta, minutes) = (&self.meta, forgotten);
            crate::model::run(setup, meta.seed, meta.deterministic, &script, minutes).0
        };
        records.extend(self.history.iter().cloned());
        records
    }

    /// Every minute the drill computed, in order, each handed to `each` and none kept: the
    /// minutes [`Snapshot::records`] returns, without holding a week of them.
    pub fn each_record(&self, mut each: impl FnMut(&MinuteRecord)) {
        let forgotten = self.history.first_held() as u32;
        if forgotten > 0 {
            let script = crate::model::script_within(self.log.iter(), forgotten);
            let (setup, meta) = (&self.scenario.setup, &self.meta);
            let run = crate::model::sim::run_with;
            run(
                setup,
                meta.seed,
                meta.deterministic,
                &script,
                forgotten,
                &mut each,
            );
        }
        self.history.iter().for_each(each);
    }

    /// The drill's score as it stands, as its debrief gives it (no what-if run, and the
    /// minutes scored as they are computed again, not held).
    pub fn score(&self) -> crate::model::score::Score {
        let mut score = crate::model::score::ScoreBuilder::new(&self.scenario.setup);
        self.each_record(|r| score.add(r));
        score.finish(Some(&self.update_minutes()))
    }

    /// The debrief of the drill as it stands: its score, the what-if runs, the timeline.
    pub fn debrief(&self) -> Debrief {
        let records = self.records();
        let log = self.log.to_vec();
        // Every drill owes its stakeholders updates: a channel's team posts them with
        // `/update`, the one player of `play` with `update TEXT`. The updates that keep the
        // cadence count (the leads' once a lead's role is held), less those posted in a
        // branch a rewind took back.
        let updates: Option<Vec<u32>> = Some(self.update_minutes());
        let team = self.team.log().to_vec();
        debrief::debrief(debrief::Run {
            setup: &self.scenario.setup,
            seed: self.meta.seed,
            deterministic: self.meta.deterministic,
            records: &records,
            log: &log,
            updates: updates.as_deref(),
            team: &team,
            // A drill that goes on is judged so far: its export gives no future away.
            judged: match self.state.is_live() {
                true => debrief::Judged::SoFar,
                false => debrief::Judged::Ended,
            },
        })
    }

    /// The minutes of the live chart that ends with `minute`: the hour up to it.
    pub fn live_window(&self, minute: u32) -> Vec<MinuteRecord> {
        let end = (minute as usize + 1).min(self.history.len());
        let start = end.saturating_sub(crate::chart::LIVE_MINUTES as usize);
        if start >= self.history.first_held() {
            self.history.to_vec_range(start..end)
        } else {
            // An hour older than the minutes held: computed again.
            self.records()[start..end].to_vec()
        }
    }
}

/// The answer to an accepted action: what was committed and when it takes effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ack {
    pub incident: IncidentId,
    pub action: Action,
    pub minute: u32,
    pub clock: Clock,
    pub note: Option<ActionNote>,
}

/// How the alert changed from one minute to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AlertChange {
    /// A warning or a page that was not there (or was lower) before.
    Raised(Alert),
    Cleared,
}

impl AlertChange {
    /// The one rule for alert transitions: `before` is the previous minute's level (None
    /// before the first minute, which counts as no alert).
    pub fn between(before: Option<Alert>, now: Alert) -> Option<AlertChange> {
        let before = before.unwrap_or(Alert::None);
        if now > before {
            Some(AlertChange::Raised(now))
        } else if now == Alert::None && before != Alert::None {
            Some(AlertChange::Cleared)
        } else {
            None
        }
    }
}

/// One computed minute.
#[derive(Debug, Clone)]
pub struct MinuteOutcome {
    pub record: MinuteRecord,
    pub applied: Vec<LoggedAction>,
    /// Scheduled events announced this minute (bad build, cache flush).
    pub events: Vec<TimelineEvent>,
    pub alert_change: Option<AlertChange>,
    pub finished: bool,
    /// The drill as it stood at the end of this minute.
    pub snapshot: Snapshot,
    /// When the engine computed it: a status sent later says how stale it is from here.
    pub at: Now,
    /// Set on the last minute an advance computed (a tick or a quorum is an advance of
    /// one); `None` on the minutes it went through on the way. What a channel is told once
    /// per advance (its status, its alert line) belongs to this minute.
    pub advance_end: Option<AdvanceEnd>,
}

/// What an advance of one or more minutes came to, told once, at its last minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdvanceEnd {
    /// The minutes it computed.
    pub minutes: u32,
    /// The alert as it stands now against the alert before the advance (one line for the
    /// whole advance: an alert raised and cleared on the way is in the debrief, not paged).
    pub alert_change: Option<AlertChange>,
}

/// Something that happened to a drill, for front-ends to render.
#[derive(Debug, Clone)]
pub enum DrillEvent {
    Started {
        who: Author,
        snapshot: Snapshot,
    },
    Minute(Box<MinuteOutcome>),
    ActionAccepted {
        who: Author,
        action: Action,
        clock: Clock,
        note: Option<ActionNote>,
    },
    Paused {
        who: Author,
        clock: Clock,
    },
    Resumed {
        who: Author,
        clock: Clock,
    },
    Stopped {
        who: Author,
        clock: Clock,
        snapshot: Snapshot,
        debrief: Debriefed,
    },
    Finished {
        clock: Clock,
        snapshot: Snapshot,
        debrief: Debriefed,
    },
    /// Continued after a restart of the process.
    Restored {
        clock: Clock,
    },
    /// Its stored history no longer matches a replay; it is kept and not continued.
    Diverged {
        minute: u32,
    },
    /// Rebuilding it after a restart failed (an internal error, logged with the incident's
    /// id); it is kept and not continued.
    RestoreFailed,
    /// `member` holds `role` now (given by `by`), instead of `previous`.
    RoleChanged {
        by: Author,
        role: Role,
        member: Author,
        previous: Option<Author>,
    },
    /// A stakeholder update, with the numbers of its minute.
    UpdatePosted {
        who: Author,
        clock: Clock,
        text: String,
        /// The last computed minute (none before the first).
        impact: Option<Box<MinuteRecord>>,
    },
    /// An alert has gone `quiet_min` simulated minutes without a stakeholder update: the
    /// communications lead (or, with nobody in that role, everyone) is reminded.
    Nudge {
        comms: Option<Author>,
        quiet_min: u32,
        clock: Clock,
    },
    /// Someone is ready for the next turn.
    ReadyChanged {
        who: Author,
        ready: Vec<Author>,
        needed: u8,
    },
    /// A turn-based drill has waited `waited_min` real minutes for its next decision.
    Reminder {
        waited_min: u32,
        clock: Clock,
        /// The role the drill's pages call (given at start), for a front-end to call the
        /// team with.
        alert_role: Option<String>,
    },
    PaceChanged {
        who: Author,
        pace: Pace,
    },
    /// What a status shows changed without a new minute (a role taken, a Ready press, a
    /// rewind): a front-end that shows the drill's status redraws it from `snapshot`.
    TeamShown {
        snapshot: Box<Snapshot>,
        at: Now,
    },
}

/// An event with where it happened and in which language to tell it.
#[derive(Debug, Clone)]
pub struct HostEvent {
    pub incident: IncidentId,
    pub place: Place,
    pub locale: Locale,
    pub event: DrillEvent,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alerts_rise_and_clear_once() {
        use Alert::{None as Quiet, Page, Warn};
        assert_eq!(AlertChange::between(None, Quiet), None);
        assert_eq!(
            AlertChange::between(None, Warn),
            Some(AlertChange::Raised(Warn))
        );
        assert_eq!(
            AlertChange::between(Some(Warn), Page),
            Some(AlertChange::Raised(Page))
        );
        assert_eq!(AlertChange::between(Some(Page), Warn), None);
        assert_eq!(AlertChange::between(Some(Page), Page), None);
        assert_eq!(
            AlertChange::between(Some(Warn), Quiet),
            Some(AlertChange::Cleared)
        );
    }
}
