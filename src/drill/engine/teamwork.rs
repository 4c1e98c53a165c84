//! The team's requests: incident roles (claimed, given by the commander, handed over),
//! stakeholder updates, "ready" for a quorum's next turn, a new pace, and the coach's
//! access to a drill. Each entry is stored before it counts, like an action; the rules for
//! who may do what live here, in one place.

use crate::model::team::{update_fits, UPDATES_PER_MEMBER_PER_MINUTE, UPDATE_MAX_CHARS};
use crate::model::{Author, Pace, Place, Role, TeamChange, TeamEntry};

use crate::model::Clock;

use super::{
    emit, Answer, DrillError, DrillEvent, Effect, Engine, Handled, IncidentId, Live, Now,
    ReadyCount, RoleGiven, Snapshot, Write,
};

/// The drill for the coach, unless its hints are off (an exam): the one rule, for live
/// drills and ended ones read back from the store alike.
pub fn explainable(snapshot: Snapshot) -> Result<Snapshot, DrillError> {
    if snapshot.coach_explains() {
        Ok(snapshot)
    } else {
        Err(DrillError::HintsOff)
    }
}

/// The status of a drill whose team changed, to be redrawn (roles and the Ready count are on
/// it); a rewound drill's too (its minute went back).
pub(super) fn team_shown(live: &Live, now: Now) -> Effect {
    let shown = DrillEvent::TeamShown {
        snapshot: Box::new(live.snapshot()),
        at: now,
    };
    emit(&live.incident, live.locale, shown)
}

impl Engine {
    fn team_entry(&self, id: IncidentId, who: &Author, now: Now, change: TeamChange) -> TeamEntry {
        let incident = &self.live[&id].incident;
        TeamEntry {
            seq: incident.team().next_seq(),
            minute: incident.last_minute(),
            author: who.clone(),
            at_ms: now.unix_ms,
            change,
        }
    }

    /// Stores a team entry; once stored it counts, and `told` says what it came to.
    fn commit_team<R: Send + 'static>(
        id: IncidentId,
        entry: TeamEntry,
        told: impl FnOnce(
                &mut Engine,
                IncidentId,
                TeamEntry,
                Now,
                &mut Vec<Effect>,
            ) -> Result<R, DrillError>
            + Send
            + 'static,
    ) -> Handled<Answer<R>> {
        let write = Write::Team {
            incident: id,
            entry: entry.clone(),
        };
        Handled::commit(write, move |engine, _, now, effects| {
            Ok(told(engine, id, entry, now, effects)?)
        })
    }

    /// The rules for roles: anyone claims a free role; a held single role changes hands,
    /// and others are given roles, only through the commander (anyone gives roles while
    /// the drill has no commander).
    pub(super) fn role(
        &mut self,
        place: &Place,
        who: Author,
        role: Role,
        member: Author,
        now: Now,
    ) -> Handled<Answer<RoleGiven>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        let team = self.live[&id].incident.team();
        let commander = team.holder(Role::Commander).cloned();
        let is_commander = commander.as_ref().is_some_and(|c| c.id == who.id);
        // Nothing to change: said to the one who asked, not to the channel.
        if team.holds(&member.id, role) {
            return Handled::refuse(DrillError::AlreadyHolds {
                role,
                member: member.name,
            });
        }
        if let Some(commander) = &commander {
            if member.id != who.id && !is_commander {
                return Handled::refuse(DrillError::NotCommander {
                    commander: commander.name.clone(),
                });
            }
        }
        let previous = (!role.shared())
            .then(|| team.holder(role).cloned())
            .flatten();
        if let Some(holder) = &previous {
            if !is_commander {
                return Handled::refuse(DrillError::RoleTaken {
                    role,
                    holder: holder.name.clone(),
                });
            }
        }
        let change = TeamChange::Role {
            role,
            member: member.clone(),
        };
        let entry = self.team_entry(id, &who, now, change);
        let given = RoleGiven {
            role,
            member,
            previous,
        };
        Engine::commit_team(id, entry, move |engine, id, entry, now, effects| {
            engine.role_written(id, &entry, given, now, effects)
        })
    }

    pub(super) fn update(
        &mut self,
        place: &Place,
        who: Author,
        text: &str,
        now: Now,
    ) -> Handled<Answer<Clock>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        let text = text.trim();
        if !update_fits(text) {
            return Handled::refuse(DrillError::UpdateLength {
                max: UPDATE_MAX_CHARS,
            });
        }
        let incident = &self.live[&id].incident;
        let minute = incident.last_minute();
        if incident.team().updates_by(&who.id, minute) >= UPDATES_PER_MEMBER_PER_MINUTE {
            return Handled::refuse(DrillError::UpdatesTooFast {
                max: UPDATES_PER_MEMBER_PER_MINUTE,
                next: incident.clock_of(minute + 1),
            });
        }
        let change = TeamChange::Update { text: text.into() };
        let entry = self.team_entry(id, &who, now, change);
        let text = text.to_string();
        Engine::commit_team(id, entry, move |engine, id, entry, now, effects| {
            engine.update_written(id, &entry, text, now, effects)
        })
    }

    pub(super) fn ready(
        &mut self,
        place: &Place,
        who: Author,
        now: Now,
    ) -> Handled<Answer<ReadyCount>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        let incident = &self.live[&id].incident;
        if incident.pace != Pace::Turns {
            return Handled::refuse(DrillError::NotTurnBased(incident.pace));
        }
        let Some(needed) = incident.meta.rules.quorum else {
            return Handled::refuse(DrillError::NoQuorum);
        };
        if incident.state == crate::model::IncidentState::Paused {
            return Handled::refuse(DrillError::Paused);
        }
        let team = incident.team();
        if team.has_roles() && team.roles_of(&who.id).is_empty() {
            return Handled::refuse(DrillError::ReadyNeedsRole);
        }
        let ready = team.ready_after(incident.last_minute());
        // Counted already: nothing changes, and only the presser is told.
        if ready.iter().any(|a| a.id == who.id) {
            return Handled::refuse(DrillError::AlreadyReady {
                ready: ready.len() as u8,
                needed,
            });
        }
        let entry = self.team_entry(id, &who, now, TeamChange::Ready);
        Engine::commit_team(id, entry, |engine, id, entry, now, effects| {
            engine.ready_written(id, &entry, now, effects)
        })
    }

    pub(super) fn set_pace(
        &mut self,
        place: &Place,
        who: Author,
        pace: Pace,
    ) -> Handled<Answer<Pace>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        if self.live[&id].incident.pace == pace {
            return Handled::answer(Ok(pace), Vec::new());
        }
        Handled::commit(
            Write::SetPace { incident: id, pace },
            move |engine, _, now, effects| Ok(engine.pace_written(id, who, pace, now, effects)?),
        )
    }

    /// Who may change controls: anyone, or with ops-only rules the operators and the
    /// commander.
    pub(super) fn may_control(&self, id: IncidentId, who: &Author) -> Result<(), DrillError> {
        let incident = &self.live[&id].incident;
        if incident.meta.rules.controls == crate::model::ControlPolicy::Anyone {
            return Ok(());
        }
        let team = incident.team();
        if team.holds(&who.id, Role::Ops) || team.holds(&who.id, Role::Commander) {
            return Ok(());
        }
        let mut allowed: Vec<String> = team
            .holders(Role::Commander)
            .into_iter()
            .chain(team.holders(Role::Ops))
            .map(|a| a.name.clone())
            .collect();
        allowed.dedup();
        Err(DrillError::OpsOnly { allowed })
    }

    /// In a drill with a quorum, only the commander advances by command.
    pub(super) fn may_advance(
        &self,
        id: IncidentId,
        who: Option<&Author>,
    ) -> Result<(), DrillError> {
        let incident = &self.live[&id].incident;
        let Some(needed) = incident.meta.rules.quorum else {
            return Ok(());
        };
        let team = incident.team();
        if who.is_some_and(|w| team.holds(&w.id, Role::Commander)) {
            return Ok(());
        }
        Err(DrillError::QuorumWait {
            ready: team.ready_after(incident.last_minute()).len() as u8,
            needed,
        })
    }

    /// A team entry is stored: it counts from now on. Returns the drill and the clock of
    /// the entry's minute.
    fn team_pushed(
        &mut self,
        id: IncidentId,
        entry: &TeamEntry,
        now: Now,
    ) -> Result<(&mut Live, Clock), DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        live.incident.team.push(entry.clone());
        live.waiting_since = live.waiting_since.map(|_| now.mono);
        live.reminders = 0;
        let clock = live.incident.clock_of(entry.minute);
        Ok((live, clock))
    }

    /// A role entry is stored: the role changes hands, and the status shows it.
    fn role_written(
        &mut self,
        id: IncidentId,
        entry: &TeamEntry,
        given: RoleGiven,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<RoleGiven, DrillError> {
        let (live, _) = self.team_pushed(id, entry, now)?;
        let changed = DrillEvent::RoleChanged {
            by: entry.author.clone(),
            role: given.role,
            member: given.member.clone(),
            previous: given.previous.clone(),
        };
        effects.push(emit(&live.incident, live.locale, changed));
        effects.push(team_shown(live, now));
        Ok(given)
    }

    /// An update is stored: it goes out with the numbers of its minute.
    fn update_written(
        &mut self,
        id: IncidentId,
        entry: &TeamEntry,
        text: String,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Clock, DrillError> {
        let (live, clock) = self.team_pushed(id, entry, now)?;
        let impact = live.incident.history().last().cloned().map(Box::new);
        let posted = DrillEvent::UpdatePosted {
            who: entry.author.clone(),
            clock,
            text,
            impact,
        };
        effects.push(emit(&live.incident, live.locale, posted));
        Ok(clock)
    }

    /// A ready press is stored: it counts toward the quorum, which advances the drill.
    fn ready_written(
        &mut self,
        id: IncidentId,
        entry: &TeamEntry,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<ReadyCount, DrillError> {
        let (live, clock) = self.team_pushed(id, entry, now)?;
        let needed = live.incident.meta.rules.quorum.unwrap_or(1);
        let ready: Vec<Author> = live
            .incident
            .team()
            .ready_after(entry.minute)
            .into_iter()
            .cloned()
            .collect();
        let changed = DrillEvent::ReadyChanged {
            who: entry.author.clone(),
            ready: ready.clone(),
            needed,
        };
        effects.push(emit(&live.incident, live.locale, changed));
        let quorum = ready.len() >= usize::from(needed);
        // Short of the quorum the status shows the new count; a quorum's new minute
        // redraws it anyway.
        if !quorum {
            effects.push(team_shown(live, now));
        }
        let advanced = quorum.then(|| {
            self.step_all(&[id], 1, now, effects);
            self.live.get(&id).map_or(clock, |l| l.incident.clock_now())
        });
        Ok(ReadyCount {
            ready,
            needed,
            advanced,
        })
    }

    /// A new pace is stored: timed drills tick at it, turn-based ones wait.
    fn pace_written(
        &mut self,
        id: IncidentId,
        who: Author,
        pace: Pace,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Pace, DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        live.incident.pace = pace;
        let running = live.incident.state == crate::model::IncidentState::Running;
        live.next_tick = pace.interval().filter(|_| running).map(|e| now.mono + e);
        live.waiting_since = (pace == Pace::Turns).then_some(now.mono);
        live.reminders = 0;
        let changed = DrillEvent::PaceChanged { who, pace };
        effects.push(emit(&live.incident, live.locale, changed));
        Ok(pace)
    }
}
