//! Rebuilding live incidents from the store when the host starts: every incident's action
//! log is replayed (spread over the cores) and checked minute by minute against the stored
//! digests; one that no longer matches, or whose rebuild fails, is kept, marked diverged and
//! not continued.

use std::collections::HashMap;

use tokio::time::Instant;

use super::{now_ms, Host, Live};
use crate::drill::incident::{Divergence, Incident};
use crate::drill::{DrillEvent, Pace};
use crate::scenario::Scenario;
use crate::store::{IncidentState, StoreError};

impl Host {
    /// Rebuilds live incidents by replay, spread over the cores. Timed ones restart spread
    /// over one interval so a restart does not make every channel tick at once.
    pub(super) fn restore(&mut self) -> Result<(), StoreError> {
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
        // A rebuild that panics fails its own incident, by name, and no other.
        let rebuilt = crate::par::par_map(
            &work,
            crate::par::cores(),
            |(row, scenario, actions, digests)| {
                let pace: Pace = row.new.pace.parse().unwrap_or(Pace::REAL_TIME);
                // A scenario that can no longer be loaded cannot be replayed.
                let scenario = scenario.clone().ok_or(Divergence { minute: 0 })?;
                Incident::rebuild(row, scenario, pace, actions, digests)
            },
        );
        let now = Instant::now();
        for ((row, scenario, _, _), result) in work.into_iter().zip(rebuilt) {
            let pace: Pace = row.new.pace.parse().unwrap_or(Pace::REAL_TIME);
            let result = match result {
                Ok(result) => result,
                Err(panic) => {
                    tracing::error!(
                        incident = row.id,
                        channel = %row.new.channel_id,
                        scenario = %row.new.scenario_id,
                        %panic,
                        "could not rebuild the incident; it is kept and not continued"
                    );
                    self.store
                        .set_state(row.id, IncidentState::Diverged, Some(now_ms()))?;
                    if let Some(scenario) = scenario {
                        let shell = Incident::new(row.id, row.new.clone(), scenario, pace);
                        self.emit(&shell, DrillEvent::RestoreFailed);
                    }
                    continue;
                }
            };
            match result {
                Ok(incident) if incident.is_finished() => {
                    // Its last minute was stored but not its end (a crash in between):
                    // finish it now rather than leave the channel blocked.
                    self.store
                        .set_state(row.id, IncidentState::Finished, Some(now_ms()))?;
                    self.conclude(incident);
                }
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
}
