//! The drill host: one tokio task that owns every live incident, the store and the clocks.
//! Commands arrive in order on a channel (so actions apply in the order received); due
//! incidents tick together and their minutes are written in one transaction; every change
//! goes out as a [`HostEvent`]. On start it rebuilds live incidents from the store by replay
//! ([`restore`]); what each command does is in [`requests`].

mod requests;
mod restore;

use std::collections::HashMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio::time::{sleep_until, Instant};

use super::incident::{digest, record_json, Incident};
use super::{Command, DrillError, DrillEvent, DrillHandle, HostEvent};
use crate::store::{IncidentState, MinuteRow, Store, StoreError};

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
    /// Minutes whose write failed, retried (first, in order) with the next write: a gap in
    /// the stored minutes would make the drill look diverged at the next restart.
    unsaved: Vec<MinuteRow>,
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
        unsaved: Vec::new(),
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
                intent,
                reply,
            } => {
                let _ = reply.send(self.act(&channel, who, intent));
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
    /// Announces a finished drill with its summary and keeps it for charts and debriefs.
    fn conclude(&mut self, mut incident: Incident) {
        incident.state = IncidentState::Finished;
        let clock = incident.clock_of(incident.next_minute().saturating_sub(1));
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

    /// Writes these minutes after any earlier ones whose write failed.
    fn persist(&mut self, rows: Vec<MinuteRow>) {
        let mut pending = std::mem::take(&mut self.unsaved);
        pending.extend(rows);
        if let Err(err) = self.store.append_minutes(&pending) {
            tracing::error!(error = %err, minutes = pending.len(), "could not persist minutes; retrying with the next write");
            self.unsaved = pending;
        }
    }

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
        self.persist(rows);
        for (id, outcome) in outcomes {
            let finished = outcome.finished;
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
                    self.conclude(incident);
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
