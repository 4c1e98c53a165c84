//! The drill host: one tokio task that owns every live incident, the store and the clocks.
//! Commands arrive in order on a channel (so actions apply in the order received); due
//! incidents tick together and their minutes are written in one transaction; every change
//! goes out as a [`HostEvent`]. On start it rebuilds live incidents from the store by replay.

use std::collections::HashMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio::time::{sleep_until, Instant};

use super::incident::{digest, record_json, Divergence, Incident};
use super::{
    Ack, Command, DrillError, DrillEvent, DrillHandle, HostEvent, Pace, Snapshot, StartRequest, Who,
};
use crate::model::Summary;
use crate::scenario::{Scenario, ScenarioError};
use crate::store::{IncidentState, MinuteRow, NewIncident, ServerSettings, Store, StoreError};

#[derive(Debug, Clone)]
pub struct HostConfig {
    /// Actions one incident accepts for a single minute; more are refused, not dropped.
    pub max_actions_per_minute: u32,
    /// The most minutes one `advance` may move.
    pub max_advance: u32,
}

impl Default for HostConfig {
    fn default() -> Self {
        Self {
            max_actions_per_minute: 100,
            max_advance: 60,
        }
    }
}

struct Live {
    incident: Incident,
    next_tick: Option<Instant>,
}

struct Host {
    store: Store,
    config: HostConfig,
    live: HashMap<i64, Live>,
    by_channel: HashMap<String, i64>,
    /// The last ended incident of each channel, for charts and debriefs after the end.
    ended: HashMap<String, Incident>,
    events: mpsc::UnboundedSender<HostEvent>,
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn internal(err: StoreError) -> DrillError {
    tracing::error!(error = %err, "store failure");
    DrillError::Internal(err.to_string())
}

/// Starts the host on the current tokio runtime, after rebuilding every live incident of
/// the store. Returns the handle for front-ends, the event stream and the task.
pub fn spawn(
    store: Store,
    config: HostConfig,
) -> Result<
    (
        DrillHandle,
        mpsc::UnboundedReceiver<HostEvent>,
        JoinHandle<()>,
    ),
    StoreError,
> {
    let (command_tx, command_rx) = mpsc::channel(1024);
    let (event_tx, event_rx) = mpsc::unbounded_channel();
    let mut host = Host {
        store,
        config,
        live: HashMap::new(),
        by_channel: HashMap::new(),
        ended: HashMap::new(),
        events: event_tx,
    };
    host.restore()?;
    let task = tokio::spawn(host.run(command_rx));
    Ok((
        DrillHandle {
            commands: command_tx,
        },
        event_rx,
        task,
    ))
}

impl Host {
    fn emit(&self, incident: &Incident, event: DrillEvent) {
        // A front-end that went away just stops listening; the drill goes on.
        let _ = self.events.send(HostEvent {
            incident_id: incident.id,
            guild_id: incident.meta.guild_id.clone(),
            channel_id: incident.meta.channel_id.clone(),
            locale: incident.meta.locale.clone(),
            scenario_title_id: incident.scenario.title_id.clone(),
            seed: incident.meta.seed,
            duration_min: incident.scenario.setup.duration_min,
            event,
        });
    }

    /// Rebuilds live incidents by replay, spread over the cores. Timed ones restart spread
    /// over one interval so a restart does not make every channel tick at once.
    fn restore(&mut self) -> Result<(), StoreError> {
        let mut scenarios: HashMap<String, Option<Scenario>> = HashMap::new();
        let mut work = Vec::new();
        for row in self.store.live_incidents()? {
            let scenario = scenarios
                .entry(row.new.scenario_ref.clone())
                .or_insert_with(|| Scenario::load(&row.new.scenario_ref).ok())
                .clone();
            let actions = self.store.actions(row.id)?;
            let digests = self.store.minute_digests(row.id)?;
            work.push((row, scenario, actions, digests));
        }
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let chunk = work.len().div_ceil(threads).max(1);
        let rebuilt: Vec<Result<Incident, Divergence>> = std::thread::scope(|scope| {
            let workers: Vec<_> = work
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        part.iter()
                            .map(|(row, scenario, actions, digests)| {
                                let pace: Pace = row.new.pace.parse().unwrap_or(Pace::REAL_TIME);
                                // A scenario that can no longer be loaded cannot be replayed.
                                let scenario = scenario.clone().ok_or(Divergence { minute: 0 })?;
                                Incident::rebuild(row, scenario, pace, actions, digests)
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap_or_default())
                .collect()
        });
        let now = Instant::now();
        for ((row, scenario, _, _), result) in work.into_iter().zip(rebuilt) {
            let pace: Pace = row.new.pace.parse().unwrap_or(Pace::REAL_TIME);
            match result {
                Ok(incident) => {
                    let clock = incident.clock_of(incident.next_minute().saturating_sub(1));
                    let next_tick = match (incident.state, pace.interval()) {
                        (IncidentState::Running, Some(every)) => {
                            let spread = (row.id.unsigned_abs() % 1000) as f64 / 1000.0;
                            Some(now + every.mul_f64(spread))
                        }
                        _ => None,
                    };
                    self.emit(&incident, DrillEvent::Restored { clock });
                    self.by_channel.insert(row.new.channel_id.clone(), row.id);
                    self.live.insert(
                        row.id,
                        Live {
                            incident,
                            next_tick,
                        },
                    );
                }
                Err(divergence) => {
                    tracing::warn!(
                        incident = row.id,
                        minute = divergence.minute,
                        "stored history diverges from replay"
                    );
                    self.store
                        .set_state(row.id, IncidentState::Diverged, Some(now_ms()))?;
                    if let Some(scenario) = scenario {
                        let shell = Incident::new(row.id, row.new.clone(), scenario, pace);
                        self.emit(
                            &shell,
                            DrillEvent::Diverged {
                                minute: divergence.minute,
                            },
                        );
                    }
                }
            }
        }
        Ok(())
    }

    async fn run(mut self, mut commands: mpsc::Receiver<Command>) {
        loop {
            let due = self.live.values().filter_map(|l| l.next_tick).min();
            tokio::select! {
                biased;
                command = commands.recv() => match command {
                    Some(command) => self.handle(command),
                    None => break,
                },
                () = sleep_or_never(due) => self.tick_due(Instant::now()),
            }
        }
    }

    fn handle(&mut self, command: Command) {
        match command {
            Command::Start(request, reply) => {
                let _ = reply.send(self.start(*request));
            }
            Command::Act {
                channel,
                who,
                action,
                reply,
            } => {
                let _ = reply.send(self.act(&channel, who, action));
            }
            Command::Advance {
                channel,
                minutes,
                reply,
            } => {
                let _ = reply.send(self.advance(&channel, minutes));
            }
            Command::Pause {
                channel,
                who,
                reply,
            } => {
                let _ = reply.send(self.set_paused(&channel, who, true));
            }
            Command::Resume {
                channel,
                who,
                reply,
            } => {
                let _ = reply.send(self.set_paused(&channel, who, false));
            }
            Command::Stop {
                channel,
                who,
                reply,
            } => {
                let _ = reply.send(self.stop(&channel, who));
            }
            Command::Snapshot { channel, reply } => {
                let _ = reply.send(self.snapshot(&channel));
            }
            Command::SetLocale {
                guild_id,
                channel,
                locale,
                reply,
            } => {
                let _ = reply.send(self.set_locale(guild_id.as_deref(), &channel, &locale));
            }
            Command::Settings { guild_id, reply } => {
                let _ = reply.send(self.store.server_settings(&guild_id).map_err(internal));
            }
            Command::SaveSettings {
                guild_id,
                settings,
                reply,
            } => {
                let _ = reply.send(
                    self.store
                        .save_server_settings(&guild_id, &settings)
                        .map_err(internal),
                );
            }
        }
    }

    fn live_id(&self, channel: &str) -> Result<i64, DrillError> {
        match self.by_channel.get(channel) {
            Some(id) => Ok(*id),
            None if self.ended.contains_key(channel) => Err(DrillError::Finished),
            None => Err(DrillError::NoIncident),
        }
    }

    fn start(&mut self, request: StartRequest) -> Result<Snapshot, DrillError> {
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

    fn act(
        &mut self,
        channel: &str,
        who: Who,
        action: crate::model::Action,
    ) -> Result<Ack, DrillError> {
        let id = self.live_id(channel)?;
        let max = self.config.max_actions_per_minute;
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        if live.incident.pending() as u32 >= max {
            return Err(DrillError::TooManyActions { max });
        }
        let row = live
            .incident
            .propose_action(&who.id, &who.name, action, now_ms());
        // Durable first: the action is acknowledged only once the store has it.
        self.store.record_action(&row).map_err(internal)?;
        let note = live.incident.commit_action(&row, action);
        let clock = live.incident.clock_of(row.minute);
        let ack = Ack {
            incident_id: id,
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

    fn advance(&mut self, channel: &str, minutes: u32) -> Result<u32, DrillError> {
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

    fn set_paused(&mut self, channel: &str, who: Who, paused: bool) -> Result<(), DrillError> {
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

    fn stop(&mut self, channel: &str, who: Who) -> Result<Summary, DrillError> {
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

    fn end(&mut self, id: i64) -> Option<Incident> {
        let live = self.live.remove(&id)?;
        self.by_channel.remove(&live.incident.meta.channel_id);
        Some(live.incident)
    }

    fn snapshot(&self, channel: &str) -> Result<Snapshot, DrillError> {
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
            history: incident.history().to_vec(),
            log: incident.log().to_vec(),
            timeline: incident.timeline(),
            summary: incident.summary(),
            controls: incident.upcoming_controls(),
        })
    }

    fn set_locale(
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

    fn tick_due(&mut self, now: Instant) {
        let mut due: Vec<i64> = Vec::new();
        for (id, live) in &mut self.live {
            let Some(at) = live.next_tick else { continue };
            if at > now || live.incident.state != IncidentState::Running {
                continue;
            }
            let every = live
                .incident
                .pace
                .interval()
                .unwrap_or(Duration::from_secs(60));
            // Keep the cadence; after a stall, skip ahead rather than burst.
            let mut next = at + every;
            if next <= now {
                next = now + every;
            }
            live.next_tick = Some(next);
            due.push(*id);
        }
        due.sort_unstable();
        self.step_and_persist(&due);
    }

    /// Steps each incident once, writes all their minutes in one transaction, then emits.
    fn step_and_persist(&mut self, ids: &[i64]) {
        let mut rows = Vec::with_capacity(ids.len());
        let mut outcomes = Vec::with_capacity(ids.len());
        for &id in ids {
            let Some(live) = self.live.get_mut(&id) else {
                continue;
            };
            if live.incident.is_finished() {
                continue;
            }
            let outcome = live.incident.step();
            let json = record_json(&outcome.record);
            rows.push(MinuteRow {
                incident_id: id,
                minute: outcome.record.minute,
                digest: digest(&json),
                record_json: json,
            });
            outcomes.push((id, outcome));
        }
        if let Err(err) = self.store.append_minutes(&rows) {
            tracing::error!(error = %err, minutes = rows.len(), "could not persist minutes; a restart replays them");
        }
        for (id, outcome) in outcomes {
            let finished = outcome.finished;
            let clock = self.live[&id].incident.clock_of(outcome.record.minute);
            self.emit(
                &self.live[&id].incident,
                DrillEvent::Minute(Box::new(outcome)),
            );
            if finished {
                if let Err(err) = self
                    .store
                    .set_state(id, IncidentState::Finished, Some(now_ms()))
                {
                    tracing::error!(error = %err, incident = id, "could not mark the incident finished");
                }
                if let Some(incident) = self.end(id) {
                    let summary = incident.summary();
                    let actions = incident.log().len() as u32;
                    self.emit(
                        &incident,
                        DrillEvent::Finished {
                            clock,
                            summary,
                            actions,
                        },
                    );
                    self.ended
                        .insert(incident.meta.channel_id.clone(), incident);
                }
            }
        }
    }
}

async fn sleep_or_never(deadline: Option<Instant>) {
    match deadline {
        Some(at) => sleep_until(at).await,
        None => std::future::pending().await,
    }
}
