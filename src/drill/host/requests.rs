//! What each front-end request does to the host's incidents: start, act, advance, pause,
//! resume, stop, snapshot, locale. Every refusal is a [`DrillError`] and changes nothing.

use tokio::time::Instant;

use super::{internal, now_ms, Host, Live};
use crate::drill::incident::Incident;
use crate::drill::{Ack, DrillError, DrillEvent, Intent, Pace, Snapshot, StartRequest, Who};
use crate::model::Summary;
use crate::scenario::{Scenario, ScenarioError};
use crate::store::{IncidentState, NewIncident, ServerSettings, StoreError};

impl Host {
    pub(super) fn live_id(&self, channel: &str) -> Result<i64, DrillError> {
        match self.by_channel.get(channel) {
            Some(id) => Ok(*id),
            None if self.ended.contains_key(channel) => Err(DrillError::Finished),
            None => Err(DrillError::NoIncident),
        }
    }

    pub(super) fn start(&mut self, request: StartRequest) -> Result<Snapshot, DrillError> {
        if self.by_channel.contains_key(&request.channel_id) {
            return Err(DrillError::AlreadyRunning);
        }
        let scenario = Scenario::load(&request.scenario_ref).map_err(|err| match err {
            ScenarioError::Unknown { name, known } => DrillError::UnknownScenario { name, known },
            other => DrillError::BadScenario(other.to_string()),
        })?;
        let seed = request
            .seed
            .unwrap_or_else(|| crate::scenario::fnv1a(&now_ms().to_le_bytes()) as u32);
        let meta = NewIncident {
            guild_id: request.guild_id.clone(),
            channel_id: request.channel_id.clone(),
            scenario_ref: request.scenario_ref.clone(),
            scenario_id: scenario.id.clone(),
            scenario_hash: scenario.content_hash,
            seed,
            deterministic: request.deterministic,
            pace: request.pace.to_string(),
            locale: request.locale.clone(),
            started_by: request.who.id.clone(),
            started_at_ms: now_ms(),
        };
        let id = match self.store.create_incident(&meta) {
            Ok(id) => id,
            Err(StoreError::ChannelBusy) => return Err(DrillError::AlreadyRunning),
            Err(err) => return Err(internal(err)),
        };
        let incident = Incident::new(id, meta, scenario, request.pace);
        self.emit(
            &incident,
            DrillEvent::Started {
                who: request.who,
                seed,
                pace: request.pace,
            },
        );
        let next_tick = request.pace.interval().map(|every| Instant::now() + every);
        self.ended.remove(&request.channel_id);
        self.by_channel.insert(request.channel_id.clone(), id);
        self.live.insert(
            id,
            Live {
                incident,
                next_tick,
            },
        );
        // The opening minute is shown at once.
        self.step_and_persist(&[id]);
        self.snapshot(&request.channel_id)
    }

    pub(super) fn act(
        &mut self,
        channel: &str,
        who: Who,
        intent: Intent,
    ) -> Result<Ack, DrillError> {
        let id = self.live_id(channel)?;
        // A server's own limit (server settings) wins over the bot-wide one.
        let guild = self
            .live
            .get(&id)
            .and_then(|l| l.incident.meta.guild_id.clone());
        let max = guild
            .and_then(|g| self.store.server_settings(&g).ok())
            .and_then(|s| s.max_actions_per_minute)
            .unwrap_or(self.config.max_actions_per_minute);
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        if live.incident.pending() as u32 >= max {
            return Err(DrillError::TooManyActions { max });
        }
        let action = match intent {
            Intent::Exactly(action) => action,
            Intent::FromControls(make) => make(live.incident.upcoming_controls()),
        };
        let row = live
            .incident
            .propose_action(&who.id, &who.name, action, now_ms());
        // Durable first: the action is acknowledged only once the store has it.
        self.store.record_action(&row).map_err(internal)?;
        let note = live.incident.commit_action(&row, action);
        let clock = live.incident.clock_of(row.minute);
        let ack = Ack {
            incident_id: id,
            action,
            minute: row.minute,
            clock,
            note,
        };
        let incident = &self.live[&id].incident;
        self.emit(
            incident,
            DrillEvent::ActionAccepted {
                who,
                action,
                clock,
                note,
            },
        );
        Ok(ack)
    }

    pub(super) fn advance(&mut self, channel: &str, minutes: u32) -> Result<u32, DrillError> {
        let id = self.live_id(channel)?;
        let incident = &self.live[&id].incident;
        if incident.pace != Pace::Turns {
            return Err(DrillError::NotTurnBased(incident.pace.to_string()));
        }
        if minutes == 0 || minutes > self.config.max_advance {
            return Err(DrillError::AdvanceRange {
                min: 1,
                max: self.config.max_advance,
            });
        }
        let mut advanced = 0;
        while advanced < minutes && self.live.contains_key(&id) {
            self.step_and_persist(&[id]);
            advanced += 1;
        }
        Ok(advanced)
    }

    pub(super) fn set_paused(
        &mut self,
        channel: &str,
        who: Who,
        paused: bool,
    ) -> Result<(), DrillError> {
        let id = self.live_id(channel)?;
        let state = if paused {
            IncidentState::Paused
        } else {
            IncidentState::Running
        };
        self.store.set_state(id, state, None).map_err(internal)?;
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        live.incident.state = state;
        live.next_tick = match (paused, live.incident.pace.interval()) {
            (false, Some(every)) => Some(Instant::now() + every),
            _ => None,
        };
        let clock = live
            .incident
            .clock_of(live.incident.next_minute().saturating_sub(1));
        let event = if paused {
            DrillEvent::Paused { who, clock }
        } else {
            DrillEvent::Resumed { who, clock }
        };
        let incident = &self.live[&id].incident;
        self.emit(incident, event);
        Ok(())
    }

    pub(super) fn stop(&mut self, channel: &str, who: Who) -> Result<Summary, DrillError> {
        let id = self.live_id(channel)?;
        self.store
            .set_state(id, IncidentState::Stopped, Some(now_ms()))
            .map_err(internal)?;
        let mut incident = self.end(id).ok_or(DrillError::NoIncident)?;
        incident.state = IncidentState::Stopped;
        let summary = incident.summary();
        let clock = incident.clock_of(incident.next_minute().saturating_sub(1));
        let actions = incident.log().len() as u32;
        self.emit(
            &incident,
            DrillEvent::Stopped {
                who,
                clock,
                summary,
                actions,
            },
        );
        self.ended.insert(channel.to_string(), incident);
        Ok(summary)
    }

    pub(super) fn end(&mut self, id: i64) -> Option<Incident> {
        let live = self.live.remove(&id)?;
        self.by_channel.remove(&live.incident.meta.channel_id);
        Some(live.incident)
    }

    pub(super) fn snapshot(&self, channel: &str) -> Result<Snapshot, DrillError> {
        let incident = match self.by_channel.get(channel) {
            Some(id) => &self.live[id].incident,
            None => self.ended.get(channel).ok_or(DrillError::NoIncident)?,
        };
        Ok(Snapshot {
            incident_id: incident.id,
            scenario: incident.scenario.clone(),
            seed: incident.meta.seed,
            pace: incident.pace,
            state: incident.state,
            locale: incident.meta.locale.clone(),
            started_at_ms: incident.meta.started_at_ms,
            history: incident.history().to_vec(),
            log: incident.log().to_vec(),
            timeline: incident.timeline(),
            summary: incident.summary(),
            controls: incident.upcoming_controls(),
        })
    }

    pub(super) fn set_locale(
        &mut self,
        guild_id: Option<&str>,
        channel: &str,
        locale: &str,
    ) -> Result<(), DrillError> {
        if let Some(guild) = guild_id {
            let mut settings: ServerSettings =
                self.store.server_settings(guild).map_err(internal)?;
            settings.locale = Some(locale.to_string());
            self.store
                .save_server_settings(guild, &settings)
                .map_err(internal)?;
        }
        let ids: Vec<i64> = self
            .live
            .iter()
            .filter(|(_, l)| match guild_id {
                Some(guild) => l.incident.meta.guild_id.as_deref() == Some(guild),
                None => l.incident.meta.channel_id == channel,
            })
            .map(|(id, _)| *id)
            .collect();
        for id in ids {
            self.store
                .set_incident_locale(id, locale)
                .map_err(internal)?;
            if let Some(live) = self.live.get_mut(&id) {
                live.incident.meta.locale = locale.to_string();
            }
        }
        Ok(())
    }
}
