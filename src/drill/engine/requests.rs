//! What the requests of a drill's life do (start, act, advance, pause and resume, stop),
//! called from the entry points in `entry.rs`. A refusal is a [`DrillError`] and changes
//! nothing; a request that must be stored first answers with a commit and what it comes to,
//! and takes effect once the store has it.

use std::sync::Arc;

use crate::model::{Action, Author, Clock, IncidentId, IncidentMeta, IncidentState, Pace, Place};

use super::{
    emit, Ack, Advanced, Answer, DrillError, DrillEvent, Effect, Engine, Handled, HostError,
    Incident, Intent, Now, Snapshot, StartRequest, Stopped, Write, Written, MAX_ADVANCE,
};

/// Whether `who` may inject and see the hidden view: a drill started with a game master,
/// who is its starter.
pub fn may_inject(meta: &IncidentMeta, who: &Author) -> Result<(), DrillError> {
    if !meta.rules.game_master {
        return Err(DrillError::NoGameMaster);
    }
    if who.id != meta.started_by {
        return Err(DrillError::NotGameMaster {
            game_master: meta.started_by.clone(),
        });
    }
    Ok(())
}

impl Engine {
    pub(super) fn live_id(&self, place: &Place) -> Result<IncidentId, DrillError> {
        match self.by_place.get(place) {
            Some(id) => Ok(*id),
            None if self.ended.contains_key(place) => Err(DrillError::Finished),
            None => Err(DrillError::NoIncident),
        }
    }

    pub(super) fn start_drill(
        &mut self,
        request: StartRequest,
        now: Now,
    ) -> Handled<Answer<Snapshot>> {
        if self.by_place.contains_key(&request.place) {
            return Handled::refuse(DrillError::AlreadyRunning);
        }
        if request.rules.quorum.is_some() && request.pace != Pace::Turns {
            return Handled::refuse(DrillError::QuorumNeedsTurns);
        }
        let meta = Arc::new(IncidentMeta {
            place: request.place.clone(),
            scenario_ref: request.scenario_ref.clone(),
            scenario_id: request.scenario.id.clone(),
            scenario_hash: request.scenario.content_hash,
            seed: request.seed,
            deterministic: request.deterministic,
            pace: request.pace,
            locale: request.locale,
            started_by: request.who.id.clone(),
            started_at_ms: now.unix_ms,
            alert_role: request.alert_role.clone(),
            rules: request.rules,
        });
        let write = Write::CreateIncident((*meta).clone());
        Handled::commit(write, move |engine, written, now, effects| {
            let Written::Created(id) = written else {
                return Err(HostError::Store("the store gave the new drill no id".into()).into());
            };
            Ok(engine.started(request, meta, id, now, effects)?)
        })
    }

    fn started(
        &mut self,
        request: StartRequest,
        meta: Arc<IncidentMeta>,
        id: IncidentId,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Snapshot, DrillError> {
        let incident = Incident::new(id, meta, request.scenario);
        let next_tick = request.pace.interval().map(|every| now.mono + every);
        let started = DrillEvent::Started {
            who: request.who,
            snapshot: Snapshot::of(&incident, request.locale),
        };
        effects.push(emit(&incident, request.locale, started));
        self.insert_live(incident, request.locale, next_tick, now);
        // The opening minute is shown at once.
        self.step_all(&[id], 1, now, effects);
        self.find_snapshot(&request.place)
    }

    pub(super) fn act_in(
        &mut self,
        id: IncidentId,
        who: Author,
        intent: Intent,
        limit: Option<u32>,
        now: Now,
    ) -> Handled<Answer<Ack>> {
        let Some(live) = self.live.get(&id) else {
            return Handled::refuse(DrillError::NoIncident);
        };
        let inject = matches!(
            intent,
            Intent::Exactly(Action::Inject(_)) | Intent::ByGameMaster(Action::Inject(_))
        );
        let allowed = if matches!(intent, Intent::ByGameMaster(Action::Inject(_))) {
            Ok(())
        } else if inject {
            may_inject(&live.incident.meta, &who)
        } else {
            self.may_control(id, &who)
        };
        if let Err(refusal) = allowed {
            return Handled::refuse(refusal);
        }
        let max = limit.unwrap_or(self.config.max_actions_per_minute);
        if live.incident.pending() as u32 >= max {
            return Handled::refuse(DrillError::TooManyActions { max });
        }
        let upcoming = live.incident.upcoming_controls();
        let action = intent.action(upcoming);
        // A setting set to what it will be anyway changes nothing: refused (said
        // privately), not stored as an action. A warm-up or a rollback always does something.
        let mut after = upcoming;
        after.apply(action);
        if after == upcoming && !matches!(action, Action::Warmup | Action::Rollback) && !inject {
            return Handled::refuse(DrillError::Unchanged);
        }
        let logged = live
            .incident
            .propose_action(who.clone(), action, now.unix_ms);
        let write = Write::RecordAction {
            incident: id,
            action: logged.clone(),
        };
        Handled::commit(write, move |engine, _, _, effects| {
            Ok(engine.acted(id, who, logged, effects)?)
        })
    }

    fn acted(
        &mut self,
        id: IncidentId,
        who: Author,
        logged: crate::model::LoggedAction,
        effects: &mut Vec<Effect>,
    ) -> Result<Ack, DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        let (action, minute) = (logged.action, logged.minute);
        let note = live.incident.commit_action(logged);
        let clock = live.incident.clock_of(minute);
        // The game master's inject is answered to them alone: the players find it on the
        // dashboard (issue 30).
        if !action.is_inject() {
            let accepted = DrillEvent::ActionAccepted {
                who,
                action,
                clock,
                note,
            };
            effects.push(emit(&live.incident, live.locale, accepted));
        }
        Ok(Ack {
            incident: id,
            action,
            minute,
            clock,
            note,
        })
    }

    pub(super) fn advance_by(
        &mut self,
        id: IncidentId,
        minutes: u32,
        now: Now,
    ) -> Handled<Answer<Advanced>> {
        let Some(live) = self.live.get(&id) else {
            return Handled::refuse(DrillError::NoIncident);
        };
        if live.incident.pace != Pace::Turns {
            return Handled::refuse(DrillError::NotTurnBased(live.incident.pace));
        }
        if live.incident.state == IncidentState::Paused {
            return Handled::refuse(DrillError::Paused);
        }
        if !(1..=MAX_ADVANCE).contains(&minutes) {
            return Handled::refuse(DrillError::AdvanceRange {
                min: 1,
                max: MAX_ADVANCE,
            });
        }
        let mut effects = Vec::new();
        // The clock of the last minute this advance computes.
        let last = live.incident.next_minute();
        let scenario = Arc::clone(&live.incident.scenario);
        let advanced = self.step_all(&[id], minutes, now, &mut effects);
        let clock = scenario.setup.clock_of((last + advanced).saturating_sub(1));
        let advanced = Advanced {
            minutes: advanced,
            clock,
        };
        Handled::answer(Ok(advanced), effects)
    }

    /// Pause and resume: stored first, then applied.
    pub(super) fn change_state(
        &mut self,
        place: &Place,
        who: Author,
        state: IncidentState,
    ) -> Handled<Answer<Clock>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        // Pausing a paused drill or resuming a running one changes nothing: say so.
        match (self.live[&id].incident.state, state) {
            (IncidentState::Paused, IncidentState::Paused) => {
                return Handled::refuse(DrillError::Paused)
            }
            (IncidentState::Running, IncidentState::Running) => {
                return Handled::refuse(DrillError::NotPaused)
            }
            _ => {}
        }
        let write = Write::SetState {
            incident: id,
            state,
            ended_at_ms: None,
        };
        let paused = state == IncidentState::Paused;
        Handled::commit(write, move |engine, _, now, effects| {
            Ok(engine.paused(id, who, paused, now, effects)?)
        })
    }

    /// A stop is stored with the drill's score, then the drill ends with its debrief.
    pub(super) fn stop_drill(
        &mut self,
        place: &Place,
        who: Author,
        now: Now,
    ) -> Handled<Answer<Stopped>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        let Some(live) = self.live.get(&id) else {
            return Handled::refuse(DrillError::NoIncident);
        };
        let mut stopped = live.incident.clone();
        stopped.state = IncidentState::Stopped;
        let updates = Snapshot::of(&stopped, live.locale).update_minutes();
        let score = stopped.score(&updates);
        let write = Write::end(&live.incident, IncidentState::Stopped, &score, now);
        Handled::commit(write, move |engine, _, _, effects| {
            Ok(engine.stopped(id, who, effects)?)
        })
    }

    fn paused(
        &mut self,
        id: IncidentId,
        who: Author,
        paused: bool,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Clock, DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        live.incident.state = if paused {
            IncidentState::Paused
        } else {
            IncidentState::Running
        };
        live.next_tick = match (paused, live.incident.pace.interval()) {
            (false, Some(every)) => Some(now.mono + every),
            _ => None,
        };
        let clock = live.incident.clock_now();
        let change = if paused {
            DrillEvent::Paused { who, clock }
        } else {
            DrillEvent::Resumed { who, clock }
        };
        effects.push(emit(&live.incident, live.locale, change));
        Ok(clock)
    }

    fn stopped(
        &mut self,
        id: IncidentId,
        who: Author,
        effects: &mut Vec<Effect>,
    ) -> Result<Stopped, DrillError> {
        let (mut incident, locale) = self.end(id).ok_or(DrillError::NoIncident)?;
        incident.state = IncidentState::Stopped;
        let summary = incident.summary();
        let clock = incident.clock_now();
        // The debrief is computed by the driver, off the async threads.
        let ending = super::Ending::of(&incident, locale, super::EndedBy::Stopped(who));
        effects.push(Effect::Conclude(Box::new(ending)));
        self.ended.insert(incident, locale);
        Ok(Stopped { summary, clock })
    }

    pub(super) fn find_snapshot(&self, place: &Place) -> Result<Snapshot, DrillError> {
        if let Some(live) = self.by_place.get(place).and_then(|id| self.live.get(id)) {
            return Ok(live.snapshot());
        }
        let (incident, locale) = self.ended.get(place).ok_or(DrillError::NoIncident)?;
        Ok(Snapshot::of(incident, *locale))
    }
}
