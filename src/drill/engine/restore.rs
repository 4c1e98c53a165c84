//! Taking back the drills a store holds after a restart: each live drill is rebuilt by
//! replaying its action log, checked minute by minute against the stored digests
//! ([`rebuild`], pure, so the driver may spread it over the cores), then adopted
//! ([`Engine::restore`]). One whose history no longer matches, whose scenario is gone or
//! changed, or whose rebuild failed is kept in the store, marked diverged, and not
//! continued; one whose last minute was stored but not its end is finished now.

use std::sync::Arc;

use crate::model::{
    IncidentId, IncidentMeta, IncidentState, LoggedAction, MinuteDigest, Rewind, TeamEntry,
};
use crate::scenario::Scenario;

use super::{emit, Divergence, DrillEvent, Effect, Engine, Incident, Now, Snapshot, Write};

/// A live drill as the store holds it, with its scenario when that can still be loaded.
#[derive(Debug, Clone)]
pub struct StoredDrill {
    pub id: IncidentId,
    pub meta: Arc<IncidentMeta>,
    pub state: IncidentState,
    pub scenario: Option<Arc<Scenario>>,
    pub actions: Vec<LoggedAction>,
    pub digests: Vec<MinuteDigest>,
    pub team: Vec<TeamEntry>,
    /// Its rewinds with the actions they dropped (`actions` holds only the kept ones).
    pub rewinds: Vec<Rewind>,
}

/// What became of one stored drill.
#[derive(Debug)]
pub enum Rebuilt {
    Ok(Box<Incident>),
    Diverged(Divergence),
    /// The rebuild itself failed (a panic, with its message): an internal error.
    Failed(String),
}

/// Replays one stored drill. Pure: no store, no clock.
pub fn rebuild(stored: &StoredDrill) -> Result<Incident, Divergence> {
    // A scenario that can no longer be loaded cannot be replayed.
    let scenario = stored.scenario.clone().ok_or(Divergence { minute: 0 })?;
    let mut incident = Incident::rebuild(
        stored.id,
        stored.meta.clone(),
        stored.state,
        scenario,
        &stored.actions,
        &stored.digests,
        &stored.team,
    )?;
    incident.restore_rewinds(stored.rewinds.clone());
    Ok(incident)
}

/// The snapshot of an ended drill rebuilt from the store, in the language it was left in.
pub fn ended_snapshot(incident: &Incident) -> Snapshot {
    Snapshot::of(incident, incident.meta.locale)
}

impl Engine {
    /// Adopts rebuilt drills (in the order of `stored`). Timed ones restart spread over
    /// one interval, so a restart does not make every channel tick at once.
    pub fn restore(
        &mut self,
        stored: Vec<StoredDrill>,
        rebuilt: Vec<Rebuilt>,
        now: Now,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        for (drill, result) in stored.into_iter().zip(rebuilt) {
            let shell = || {
                drill
                    .scenario
                    .clone()
                    .map(|s| Incident::new(drill.id, drill.meta.clone(), s))
            };
            let lost = match result {
                Rebuilt::Ok(incident) if incident.is_finished() => {
                    // Its last minute was stored but not its end (a crash in between):
                    // finish it now rather than leave the channel blocked.
                    let locale = incident.meta.locale;
                    self.conclude(*incident, locale, now, &mut effects);
                    continue;
                }
                Rebuilt::Ok(incident) => {
                    // The store keeps the language a drill was last set to.
                    let locale = incident.meta.locale;
                    let next_tick = match (incident.state, incident.pace.interval()) {
                        (IncidentState::Running, Some(every)) => {
                            let spread = (drill.id.0.unsigned_abs() % 1000) as f64 / 1000.0;
                            Some(now.mono + every.mul_f64(spread))
                        }
                        _ => None,
                    };
                    let restored = DrillEvent::Restored {
                        clock: incident.clock_now(),
                    };
                    effects.push(emit(&incident, locale, restored));
                    self.insert_live(*incident, locale, next_tick, now);
                    continue;
                }
                Rebuilt::Diverged(divergence) => DrillEvent::Diverged {
                    minute: divergence.minute,
                },
                Rebuilt::Failed(_) => DrillEvent::RestoreFailed,
            };
            effects.push(Effect::Persist(Write::SetState {
                incident: drill.id,
                state: IncidentState::Diverged,
                ended_at_ms: Some(now.unix_ms),
            }));
            if let Some(shell) = shell() {
                let locale = shell.meta.locale;
                effects.push(emit(&shell, locale, lost));
            }
        }
        effects
    }
}
