//! What each request does to the engine's drills. A refusal is a [`DrillError`] and
//! changes nothing; a request that must be stored first leaves a [`Pending`] and a
//! commit, and takes effect in [`Engine::written`] once the store has it.

use std::sync::Arc;

use crate::model::{Author, IncidentId, IncidentMeta, IncidentState, Pace, Place};

use super::{
    emit, Ack, DrillError, DrillEvent, Effect, Engine, Incident, Now, Outcome, Pending, Reply,
    Request, Snapshot, StartRequest, Write, WriteFailure, Written, MAX_ADVANCE,
};

impl Engine {
    /// Answers a request at `now`. While a commit is outstanding the driver must report it
    /// through [`Engine::written`] before the next request.
    pub fn handle(&mut self, request: Request, now: Now) -> Outcome {
        if self.pending.is_some() {
            return Outcome::refuse(DrillError::Internal(
                "a request arrived before the previous one was stored".into(),
            ));
        }
        match request {
            Request::Start(start) => self.start(start, now),
            Request::Act {
                place,
                who,
                intent,
                limit,
            } => match self.live_id(&place) {
                Ok(id) => self.act(id, who, intent, limit, now),
                Err(err) => Outcome::refuse(err),
            },
            Request::Advance {
                place,
                minutes,
                who,
            } => match self.live_id(&place) {
                Ok(id) => match self.may_advance(id, who.as_ref()) {
                    Ok(()) => self.advance(id, minutes, now),
                    Err(err) => Outcome::refuse(err),
                },
                Err(err) => Outcome::refuse(err),
            },
            Request::Role {
                place,
                who,
                role,
                member,
            } => self.role(&place, who, role, member, now),
            Request::Update { place, who, text } => self.update(&place, who, &text, now),
            Request::Ready { place, who } => self.ready(&place, who, now),
            Request::SetPace { place, who, pace } => self.set_pace(&place, who, pace),
            Request::Explain { place } => self.explain(&place),
            Request::Rewind {
                place,
                who,
                minutes,
            } => self.rewind(&place, who, minutes, now),
            Request::Pause { place, who } => self.change_state(&place, who, |id, who| {
                (Pending::Pause { id, who }, IncidentState::Paused)
            }),
            Request::Resume { place, who } => self.change_state(&place, who, |id, who| {
                (Pending::Resume { id, who }, IncidentState::Running)
            }),
            Request::Stop { place, who } => self.stop(&place, who, now),
            Request::Snapshot { place } => match self.snapshot(&place) {
                Ok(snapshot) => Outcome::answer(Ok(Reply::Snapshot(snapshot)), Vec::new()),
                Err(err) => Outcome::refuse(err),
            },
            Request::SetLocale {
                guild,
                place,
                locale,
            } => {
                let mut ids: Vec<IncidentId> = self
                    .live
                    .iter()
                    .filter(|(_, l)| match &guild {
                        Some(guild) => l.incident.meta.place.guild.as_ref() == Some(guild),
                        None => l.incident.meta.place == place,
                    })
                    .map(|(id, _)| *id)
                    .collect();
                ids.sort_unstable();
                if ids.is_empty() {
                    return Outcome::answer(Ok(Reply::LocaleSet), Vec::new());
                }
                let write = Write::SetLocale {
                    incidents: ids.clone(),
                    locale,
                };
                self.pending = Some(Pending::Locale { ids, locale });
                Outcome::commit(write)
            }
        }
    }

    /// Finishes the pending request once the store has answered its commit.
    pub fn written(&mut self, result: Result<Written, WriteFailure>, now: Now) -> Outcome {
        let Some(pending) = self.pending.take() else {
            return Outcome::refuse(DrillError::Internal("no write was pending".into()));
        };
        let created = match result {
            Ok(Written::Created(id)) => Some(id),
            Ok(Written::Done) => None,
            Err(WriteFailure::ChannelBusy) => return Outcome::refuse(DrillError::AlreadyRunning),
            Err(WriteFailure::Failed(reason)) => {
                return Outcome::refuse(DrillError::Internal(reason))
            }
        };
        let mut effects = Vec::new();
        let reply = match pending {
            Pending::Start(request, meta) => {
                let Some(id) = created else {
                    return Outcome::refuse(DrillError::Internal("no incident id".into()));
                };
                self.started(*request, meta, id, now, &mut effects)
            }
            Pending::Act { id, who, logged } => self.acted(id, who, logged, &mut effects),
            Pending::Team {
                id,
                entry,
                previous,
            } => self.team_written(id, entry, previous, now, &mut effects),
            Pending::Pace { id, who, pace } => self.pace_written(id, who, pace, now, &mut effects),
            Pending::Pause { id, who } => self.paused(id, who, true, now, &mut effects),
            Pending::Resume { id, who } => self.paused(id, who, false, now, &mut effects),
            Pending::Stop { id, who } => self.stopped(id, who, &mut effects),
            Pending::Rewind { id, rewind } => self.rewound(id, rewind, now, &mut effects),
            Pending::Locale { ids, locale } => {
                for id in ids {
                    if let Some(live) = self.live.get_mut(&id) {
                        live.locale = locale;
                    }
                }
                Ok(Reply::LocaleSet)
            }
        };
        Outcome::answer(reply, effects)
    }

    pub(super) fn live_id(&self, place: &Place) -> Result<IncidentId, DrillError> {
        match self.by_place.get(place) {
            Some(id) => Ok(*id),
            None if self.ended.contains_key(place) => Err(DrillError::Finished),
            None => Err(DrillError::NoIncident),
        }
    }

    fn start(&mut self, request: Box<StartRequest>, now: Now) -> Outcome {
        if self.by_place.contains_key(&request.place) {
            return Outcome::refuse(DrillError::AlreadyRunning);
        }
        if request.rules.quorum.is_some() && request.pace != Pace::Turns {
            return Outcome::refuse(DrillError::QuorumNeedsTurns);
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
        self.pending = Some(Pending::Start(request, meta));
        Outcome::commit(write)
    }

    fn started(
        &mut self,
        request: StartRequest,
        meta: Arc<IncidentMeta>,
        id: IncidentId,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Reply, DrillError> {
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
        self.snapshot(&request.place).map(Reply::Started)
    }

    fn act(
        &mut self,
        id: IncidentId,
        who: Author,
        intent: super::Intent,
        limit: Option<u32>,
        now: Now,
    ) -> Outcome {
        let Some(live) = self.live.get(&id) else {
            return Outcome::refuse(DrillError::NoIncident);
        };
        if let Err(refusal) = self.may_control(id, &who) {
            return Outcome::refuse(refusal);
        }
        let max = limit.unwrap_or(self.config.max_actions_per_minute);
        if live.incident.pending() as u32 >= max {
            return Outcome::refuse(DrillError::TooManyActions { max });
        }
        let action = intent.action(live.incident.upcoming_controls());
        let logged = live
            .incident
            .propose_action(who.clone(), action, now.unix_ms);
        let write = Write::RecordAction {
            incident: id,
            action: logged.clone(),
        };
        self.pending = Some(Pending::Act { id, who, logged });
        Outcome::commit(write)
    }

    fn acted(
        &mut self,
        id: IncidentId,
        who: Author,
        logged: crate::model::LoggedAction,
        effects: &mut Vec<Effect>,
    ) -> Result<Reply, DrillError> {
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
        Ok(Reply::Acked(Ack {
            incident: id,
            action,
            minute,
            clock,
            note,
        }))
    }

    fn advance(&mut self, id: IncidentId, minutes: u32, now: Now) -> Outcome {
        let Some(live) = self.live.get(&id) else {
            return Outcome::refuse(DrillError::NoIncident);
        };
        if live.incident.pace != Pace::Turns {
            return Outcome::refuse(DrillError::NotTurnBased(live.incident.pace));
        }
        if live.incident.state == IncidentState::Paused {
            return Outcome::refuse(DrillError::Paused);
        }
        if !(1..=MAX_ADVANCE).contains(&minutes) {
            return Outcome::refuse(DrillError::AdvanceRange {
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
        Outcome::answer(Ok(Reply::Advanced(advanced, clock)), effects)
    }

    /// Pause and resume: stored first, then applied.
    fn change_state(
        &mut self,
        place: &Place,
        who: Author,
        pending: impl FnOnce(IncidentId, Author) -> (Pending, IncidentState),
    ) -> Outcome {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Outcome::refuse(err),
        };
        let (pending, state) = pending(id, who);
        // Pausing a paused drill or resuming a running one changes nothing: say so.
        match (self.live[&id].incident.state, state) {
            (IncidentState::Paused, IncidentState::Paused) => {
                return Outcome::refuse(DrillError::Paused)
            }
            (IncidentState::Running, IncidentState::Running) => {
                return Outcome::refuse(DrillError::NotPaused)
            }
            _ => {}
        }
        self.pending = Some(pending);
        Outcome::commit(Write::SetState {
            incident: id,
            state,
            ended_at_ms: None,
        })
    }

    /// A stop is stored with the drill's score, then the drill ends with its debrief.
    fn stop(&mut self, place: &Place, who: Author, now: Now) -> Outcome {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Outcome::refuse(err),
        };
        let Some(live) = self.live.get(&id) else {
            return Outcome::refuse(DrillError::NoIncident);
        };
        let mut stopped = live.incident.clone();
        stopped.state = IncidentState::Stopped;
        let score = Snapshot::of(&stopped, live.locale).score();
        let write = Write::end(&live.incident, IncidentState::Stopped, &score, now);
        self.pending = Some(Pending::Stop { id, who });
        Outcome::commit(write)
    }

    fn paused(
        &mut self,
        id: IncidentId,
        who: Author,
        paused: bool,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Reply, DrillError> {
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
        let (change, reply) = if paused {
            (DrillEvent::Paused { who, clock }, Reply::Paused(clock))
        } else {
            (DrillEvent::Resumed { who, clock }, Reply::Resumed(clock))
        };
        effects.push(emit(&live.incident, live.locale, change));
        Ok(reply)
    }

    fn stopped(
        &mut self,
        id: IncidentId,
        who: Author,
        effects: &mut Vec<Effect>,
    ) -> Result<Reply, DrillError> {
        let (mut incident, locale) = self.end(id).ok_or(DrillError::NoIncident)?;
        incident.state = IncidentState::Stopped;
        let summary = incident.summary();
        let clock = incident.clock_now();
        // The debrief is computed by the driver, off the async threads.
        let ending = super::Ending::of(&incident, locale, super::EndedBy::Stopped(who));
        effects.push(Effect::Conclude(Box::new(ending)));
        self.ended.insert(incident, locale);
        Ok(Reply::Stopped(summary, clock))
    }

    pub(super) fn snapshot(&self, place: &Place) -> Result<Snapshot, DrillError> {
        if let Some(live) = self.by_place.get(place).and_then(|id| self.live.get(id)) {
            return Ok(live.snapshot());
        }
        let (incident, locale) = self.ended.get(place).ok_or(DrillError::NoIncident)?;
        Ok(Snapshot::of(incident, *locale))
    }
}
