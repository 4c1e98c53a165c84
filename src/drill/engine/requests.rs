//! What each request does to the engine's drills: one method per request, each with its
//! own answer type. A refusal is a [`DrillError`] and changes nothing; a request that must
//! be stored first answers with a commit and what it comes to ([`super::Then`]), and takes
//! effect in [`Engine::written`] once the store has it.

use std::sync::Arc;

use crate::model::{
    Author, Clock, GuildId, IncidentId, IncidentMeta, IncidentState, Locale, Pace, Place, Role,
};

use super::teamwork::explainable;
use super::{
    emit, Ack, Advanced, Answer, DrillError, DrillEvent, Effect, Engine, Handled, HostError,
    Incident, Intent, Now, ReadyCount, Rewound, RoleGiven, Snapshot, StartRequest, Stopped, Then,
    Write, WriteFailure, Written, MAX_ADVANCE,
};

impl Engine {
    /// Answers a request with `ask`, unless a commit is outstanding: the driver must report
    /// it through [`Engine::written`] before the next request.
    fn guarded<R: Send + 'static>(
        &mut self,
        ask: impl FnOnce(&mut Engine) -> Handled<Answer<R>>,
    ) -> Handled<Answer<R>> {
        if self.awaiting_write {
            return Handled::refuse(HostError::OutOfOrder(
                "a request arrived before the previous one was stored",
            ));
        }
        let outcome = ask(self);
        self.awaiting_write = outcome.then.is_some();
        outcome
    }

    /// Finishes the request whose commit the store answered with `result`.
    pub fn written<A: Send + 'static>(
        &mut self,
        then: Then<A>,
        result: Result<Written, WriteFailure>,
        now: Now,
    ) -> Handled<A> {
        self.awaiting_write = false;
        let mut effects = Vec::new();
        let reply = then.apply(self, result, now, &mut effects);
        Handled::answer(reply, effects)
    }

    /// Starts a drill; the store gives it its id first.
    pub fn start(&mut self, request: StartRequest, now: Now) -> Handled<Answer<Snapshot>> {
        self.guarded(|engine| engine.start_drill(request, now))
    }

    /// Commits the action `intent` makes (`limit`: the server's own action limit, if any).
    pub fn act(
        &mut self,
        place: &Place,
        who: Author,
        intent: Intent,
        limit: Option<u32>,
        now: Now,
    ) -> Handled<Answer<Ack>> {
        self.guarded(|engine| match engine.live_id(place) {
            Ok(id) => engine.act_in(id, who, intent, limit, now),
            Err(err) => Handled::refuse(err),
        })
    }

    /// Moves a turn-based drill on by some minutes. In a drill with a quorum only its
    /// commander may (`who`; None is refused there).
    pub fn advance(
        &mut self,
        place: &Place,
        who: Option<&Author>,
        minutes: u32,
        now: Now,
    ) -> Handled<Answer<Advanced>> {
        self.guarded(|engine| match engine.live_id(place) {
            Ok(id) => match engine.may_advance(id, who) {
                Ok(()) => engine.advance_by(id, minutes, now),
                Err(err) => Handled::refuse(err),
            },
            Err(err) => Handled::refuse(err),
        })
    }

    /// Pauses a drill; answers with the clock it stands at.
    pub fn pause(&mut self, place: &Place, who: Author) -> Handled<Answer<Clock>> {
        self.guarded(|engine| engine.change_state(place, who, IncidentState::Paused))
    }

    /// Resumes a paused drill; answers with the clock it stands at.
    pub fn resume(&mut self, place: &Place, who: Author) -> Handled<Answer<Clock>> {
        self.guarded(|engine| engine.change_state(place, who, IncidentState::Running))
    }

    /// Stops a drill, stored with its score.
    pub fn stop(&mut self, place: &Place, who: Author, now: Now) -> Handled<Answer<Stopped>> {
        self.guarded(|engine| engine.stop_drill(place, who, now))
    }

    /// The live drill of a place, or else its most recent ended one kept in memory.
    pub fn snapshot(&mut self, place: &Place) -> Handled<Answer<Snapshot>> {
        self.guarded(|engine| {
            Handled::answer(engine.find_snapshot(place).map_err(Into::into), Vec::new())
        })
    }

    /// The language of the live drills of a server (or of one place without a server).
    pub fn set_locale(
        &mut self,
        guild: Option<&GuildId>,
        place: &Place,
        locale: Locale,
    ) -> Handled<Answer<()>> {
        self.guarded(|engine| {
            let mut ids: Vec<IncidentId> = engine
                .live
                .iter()
                .filter(|(_, l)| match guild {
                    Some(guild) => l.incident.meta.place.guild.as_ref() == Some(guild),
                    None => l.incident.meta.place == *place,
                })
                .map(|(id, _)| *id)
                .collect();
            ids.sort_unstable();
            if ids.is_empty() {
                return Handled::answer(Ok(()), Vec::new());
            }
            let write = Write::SetLocale {
                incidents: ids.clone(),
                locale,
            };
            Handled::commit(write, move |engine, _, _, _| {
                for id in ids {
                    if let Some(live) = engine.live.get_mut(&id) {
                        live.locale = locale;
                    }
                }
                Ok(())
            })
        })
    }

    /// Gives `member` an incident role; a claim when `member` is `who`.
    pub fn give_role(
        &mut self,
        place: &Place,
        who: Author,
        role: Role,
        member: Author,
        now: Now,
    ) -> Handled<Answer<RoleGiven>> {
        self.guarded(|engine| engine.role(place, who, role, member, now))
    }

    /// A stakeholder update: the author's text, with the numbers of the moment; answers
    /// with the clock it went out at.
    pub fn post_update(
        &mut self,
        place: &Place,
        who: Author,
        text: &str,
        now: Now,
    ) -> Handled<Answer<Clock>> {
        self.guarded(|engine| engine.update(place, who, text, now))
    }

    /// The author is ready for the next turn of a drill with a quorum.
    pub fn mark_ready(
        &mut self,
        place: &Place,
        who: Author,
        now: Now,
    ) -> Handled<Answer<ReadyCount>> {
        self.guarded(|engine| engine.ready(place, who, now))
    }

    /// Changes the pace of a live drill.
    pub fn change_pace(&mut self, place: &Place, who: Author, pace: Pace) -> Handled<Answer<Pace>> {
        self.guarded(|engine| engine.set_pace(place, who, pace))
    }

    /// The drill, for the coach to explain: refused when its hints are off.
    pub fn explain(&mut self, place: &Place) -> Handled<Answer<Snapshot>> {
        self.guarded(|engine| {
            let explained = engine.find_snapshot(place).and_then(explainable);
            Handled::answer(explained.map_err(Into::into), Vec::new())
        })
    }

    /// Takes a turn-based drill back `minutes` minutes (its commander, or anyone while
    /// nobody holds the role): the actions applied from the minute it returns to are
    /// dropped, and it is practice from then on.
    pub fn rewind(
        &mut self,
        place: &Place,
        who: Author,
        minutes: u32,
        now: Now,
    ) -> Handled<Answer<Rewound>> {
        self.guarded(|engine| engine.rewind_drill(place, who, minutes, now))
    }

    pub(super) fn live_id(&self, place: &Place) -> Result<IncidentId, DrillError> {
        match self.by_place.get(place) {
            Some(id) => Ok(*id),
            None if self.ended.contains_key(place) => Err(DrillError::Finished),
            None => Err(DrillError::NoIncident),
        }
    }

    fn start_drill(&mut self, request: StartRequest, now: Now) -> Handled<Answer<Snapshot>> {
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

    fn act_in(
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
        if let Err(refusal) = self.may_control(id, &who) {
            return Handled::refuse(refusal);
        }
        let max = limit.unwrap_or(self.config.max_actions_per_minute);
        if live.incident.pending() as u32 >= max {
            return Handled::refuse(DrillError::TooManyActions { max });
        }
        let action = intent.action(live.incident.upcoming_controls());
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
        let accepted = DrillEvent::ActionAccepted {
            who,
            action,
            clock,
            note,
        };
        effects.push(emit(&live.incident, live.locale, accepted));
        Ok(Ack {
            incident: id,
            action,
            minute,
            clock,
            note,
        })
    }

    fn advance_by(&mut self, id: IncidentId, minutes: u32, now: Now) -> Handled<Answer<Advanced>> {
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
        let opening = live.incident.clock_of(0);
        let advanced = self.step_all(&[id], minutes, now, &mut effects);
        let clock = crate::model::Clock(opening.0 + (last + advanced).saturating_sub(1));
        let advanced = Advanced {
            minutes: advanced,
            clock,
        };
        Handled::answer(Ok(advanced), effects)
    }

    /// Pause and resume: stored first, then applied.
    fn change_state(
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
    fn stop_drill(&mut self, place: &Place, who: Author, now: Now) -> Handled<Answer<Stopped>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        let Some(live) = self.live.get(&id) else {
            return Handled::refuse(DrillError::NoIncident);
        };
        let mut stopped = live.incident.clone();
        stopped.state = IncidentState::Stopped;
        let score = Snapshot::of(&stopped, live.locale).score();
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
