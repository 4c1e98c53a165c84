//! The team's requests: incident roles (claimed, given by the commander, handed over),
//! stakeholder updates, "ready" for a quorum's next turn, a new pace, and the coach's
//! access to a drill. Each entry is stored before it counts, like an action; the rules for
//! who may do what live here, in one place.

use crate::model::team::UPDATE_MAX_CHARS;
use crate::model::{Author, Pace, Place, Role, TeamChange, TeamEntry};

use super::{
    emit, DrillError, DrillEvent, Effect, Engine, IncidentId, Live, Now, Outcome, Pending, Reply,
    Write,
};

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

    fn commit_team(
        &mut self,
        id: IncidentId,
        entry: TeamEntry,
        previous: Option<Author>,
    ) -> Outcome {
        let write = Write::Team {
            incident: id,
            entry: entry.clone(),
        };
        self.pending = Some(Pending::Team {
            id,
            entry,
            previous,
        });
        Outcome::commit(write)
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
    ) -> Outcome {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Outcome::refuse(err),
        };
        let team = self.live[&id].incident.team();
        let commander = team.holder(Role::Commander).cloned();
        let is_commander = commander.as_ref().is_some_and(|c| c.id == who.id);
        // Nothing to change: said to the one who asked, not to the channel.
        if team.holds(&member.id, role) {
            return Outcome::refuse(DrillError::AlreadyHolds {
                role,
                member: member.name,
            });
        }
        if let Some(commander) = &commander {
            if member.id != who.id && !is_commander {
                return Outcome::refuse(DrillError::NotCommander {
                    commander: commander.name.clone(),
                });
            }
        }
        let previous = (!role.shared())
            .then(|| team.holder(role).cloned())
            .flatten();
        if let Some(holder) = &previous {
            if !is_commander {
                return Outcome::refuse(DrillError::RoleTaken {
                    role,
                    holder: holder.name.clone(),
                });
            }
        }
        let entry = self.team_entry(id, &who, now, TeamChange::Role { role, member });
        self.commit_team(id, entry, previous)
    }

    pub(super) fn update(&mut self, place: &Place, who: Author, text: &str, now: Now) -> Outcome {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Outcome::refuse(err),
        };
        let text = text.trim();
        if text.is_empty() || text.chars().count() > UPDATE_MAX_CHARS {
            return Outcome::refuse(DrillError::UpdateLength {
                max: UPDATE_MAX_CHARS,
            });
        }
        let change = TeamChange::Update { text: text.into() };
        let entry = self.team_entry(id, &who, now, change);
        self.commit_team(id, entry, None)
    }

    pub(super) fn ready(&mut self, place: &Place, who: Author, now: Now) -> Outcome {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Outcome::refuse(err),
        };
        let incident = &self.live[&id].incident;
        if incident.pace != Pace::Turns {
            return Outcome::refuse(DrillError::NotTurnBased(incident.pace));
        }
        let Some(needed) = incident.meta.rules.quorum else {
            return Outcome::refuse(DrillError::NoQuorum);
        };
        if incident.state == crate::model::IncidentState::Paused {
            return Outcome::refuse(DrillError::Paused);
        }
        let team = incident.team();
        if team.has_roles() && team.roles_of(&who.id).is_empty() {
            return Outcome::refuse(DrillError::ReadyNeedsRole);
        }
        let ready = team.ready_after(incident.last_minute());
        // Counted already: nothing changes, and only the presser is told.
        if ready.iter().any(|a| a.id == who.id) {
            return Outcome::refuse(DrillError::AlreadyReady {
                ready: ready.len() as u8,
                needed,
            });
        }
        let entry = self.team_entry(id, &who, now, TeamChange::Ready);
        self.commit_team(id, entry, None)
    }

    pub(super) fn set_pace(&mut self, place: &Place, who: Author, pace: Pace) -> Outcome {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Outcome::refuse(err),
        };
        if self.live[&id].incident.pace == pace {
            return Outcome::answer(Ok(Reply::PaceSet(pace)), Vec::new());
        }
        self.pending = Some(Pending::Pace { id, who, pace });
        Outcome::commit(Write::SetPace { incident: id, pace })
    }

    /// The drill for the coach, unless its hints are off (an exam).
    pub(super) fn explain(&self, place: &Place) -> Outcome {
        match self.snapshot(place) {
            Ok(snapshot) if !snapshot.meta.rules.hints => Outcome::refuse(DrillError::HintsOff),
            Ok(snapshot) => Outcome::answer(Ok(Reply::Snapshot(snapshot)), Vec::new()),
            Err(err) => Outcome::refuse(err),
        }
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

    /// A team entry is stored: it counts from now on.
    pub(super) fn team_written(
        &mut self,
        id: IncidentId,
        entry: TeamEntry,
        previous: Option<Author>,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Reply, DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        live.incident.team.push(entry.clone());
        live.waiting_since = live.waiting_since.map(|_| now.mono);
        live.reminders = 0;
        let clock = live.incident.clock_of(entry.minute);
        let (who, locale) = (entry.author, live.locale);
        match entry.change {
            TeamChange::Role { role, member } => {
                let changed = DrillEvent::RoleChanged {
                    by: who,
                    role,
                    member: member.clone(),
                    previous: previous.clone(),
                };
                effects.push(emit(&live.incident, locale, changed));
                effects.push(team_shown(live, now));
                Ok(Reply::Role {
                    role,
                    member,
                    previous,
                })
            }
            TeamChange::Update { text } => {
                let impact = live.incident.history().last().cloned().map(Box::new);
                let posted = DrillEvent::UpdatePosted {
                    who,
                    clock,
                    text,
                    impact,
                };
                effects.push(emit(&live.incident, locale, posted));
                Ok(Reply::Updated(clock))
            }
            TeamChange::Ready => {
                let needed = live.incident.meta.rules.quorum.unwrap_or(1);
                let ready: Vec<Author> = live
                    .incident
                    .team()
                    .ready_after(entry.minute)
                    .into_iter()
                    .cloned()
                    .collect();
                let changed = DrillEvent::ReadyChanged {
                    who,
                    ready: ready.clone(),
                    needed,
                };
                effects.push(emit(&live.incident, locale, changed));
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
                Ok(Reply::Ready {
                    ready,
                    needed,
                    advanced,
                })
            }
        }
    }

    /// A new pace is stored: timed drills tick at it, turn-based ones wait.
    pub(super) fn pace_written(
        &mut self,
        id: IncidentId,
        who: Author,
        pace: Pace,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Reply, DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        live.incident.pace = pace;
        let running = live.incident.state == crate::model::IncidentState::Running;
        live.next_tick = pace.interval().filter(|_| running).map(|e| now.mono + e);
        live.waiting_since = (pace == Pace::Turns).then_some(now.mono);
        live.reminders = 0;
        let changed = DrillEvent::PaceChanged { who, pace };
        effects.push(emit(&live.incident, live.locale, changed));
        Ok(Reply::PaceSet(pace))
    }
}
