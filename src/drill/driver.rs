//! The thin tokio driver around the pure engine: it reads the clocks, carries out the
//! engine's effects in order (writes queued on the [`WriteQueue`], events to the
//! front-ends), feeds commits back, sleeps until the next deadline, and answers each
//! request. It waits for a commit only; other writes are carried out while it goes on, and
//! a request's answer waits for the writes it queued. On start it loads the stored drills
//! and their scenarios and rebuilds them by replay, spread over the cores.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::mpsc;
use tokio::time::{sleep_until, Instant};

use crate::model::IncidentId;
use crate::scenario::Scenario;
use crate::store::{Store, StoreError};

use super::clock::{unix_ms, EngineClock};
use super::debriefing::{Debriefer, DriverHooks};
use super::engine::restore::{rebuild, Rebuilt, StoredDrill};
use super::engine::{Effect, Engine, EngineConfig, HostEvent, Now, Write};
use super::host::{Handles, Spawned};
use super::owed::OwedDebriefs;
use super::request::Request;
use super::stored::read_stored;
use super::write_queue::WriteQueue;
use super::writer::{SharedStore, StorageNotice};

struct Driver {
    engine: Engine,
    writes: WriteQueue,
    /// What the write queue found about incidents' storage, for the engine.
    notices: mpsc::UnboundedReceiver<StorageNotice>,
    store: SharedStore,
    events: mpsc::UnboundedSender<HostEvent>,
    clock: EngineClock,
    retention_days: u32,
    /// Computes ended drills' debriefs, a few at a time, and tells them.
    debriefer: Debriefer,
    /// Run before each request (tests only; see [`DriverHooks::before_request`]).
    before_request: Option<super::debriefing::Hook>,
}

/// How often the driver prunes old minute records (and once at start).
const PRUNE_EVERY: Duration = Duration::from_secs(24 * 3600);

/// A seed for a drill nobody chose one for (the engine never reads one itself: the seed
/// comes in with the request). Such a seed is secret until the debrief, so it comes from
/// the operating system's random source, not from a start time others can read; from the
/// clock only if that source fails.
pub fn random_seed() -> u32 {
    random_u64() as u32
}

/// 64 random bits from the operating system's random source; without it, a hash of the
/// clock's nanoseconds and the process id, so that two draws still differ.
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    crate::scenario::fnv1a(&(nanos ^ u128::from(std::process::id())).to_le_bytes())
}

/// Opens the database at `path` as this process's own (see [`Store::open_owned`]) and
/// starts the driver on it (opening, reading and replaying happen on the blocking pool).
pub async fn open(path: &std::path::Path, config: EngineConfig) -> Result<Spawned, StoreError> {
    open_with(path, config, DriverHooks::default()).await
}

/// [`open`] with test hooks in the driver.
#[doc(hidden)]
pub async fn open_with(
    path: &std::path::Path,
    config: EngineConfig,
    hooks: DriverHooks,
) -> Result<Spawned, StoreError> {
    let path = path.to_path_buf();
    let store = tokio::task::spawn_blocking(move || Store::open_owned(&path))
        .await
        .map_err(|join| StoreError::Task(join.to_string()))??;
    spawn_with(store, config, hooks).await
}

/// Starts the driver on the current tokio runtime, after rebuilding every live drill of the
/// store on the blocking pool (and reading which ended drills still owe their debrief, for
/// [`OwedDebriefs`]). Returns the handles for front-ends, the event stream and the task.
pub async fn spawn(store: Store, config: EngineConfig) -> Result<Spawned, StoreError> {
    spawn_with(store, config, DriverHooks::default()).await
}

/// [`spawn`] with test hooks in the driver.
#[doc(hidden)]
pub async fn spawn_with(
    store: Store,
    config: EngineConfig,
    hooks: DriverHooks,
) -> Result<Spawned, StoreError> {
    let (store, stored, rebuilt, owed) = tokio::task::spawn_blocking(move || {
        // Read before any drill ends here: only debriefs owed by an earlier process.
        let owed = store.debriefs_owed()?;
        let stored = load_stored(&store)?;
        let rebuilt = rebuild_all(&stored);
        Ok::<_, StoreError>((store, stored, rebuilt, owed))
    })
    .await
    .map_err(|join| StoreError::Task(join.to_string()))??;
    let store = SharedStore::new(store);
    let (call_tx, call_rx) = mpsc::channel(1024);
    let (event_tx, event_rx) = mpsc::unbounded_channel();
    let (writes, notices) = WriteQueue::start(store.clone());
    let before_request = hooks.before_request.clone();
    let debriefer = Debriefer::new(event_tx.clone(), hooks);
    let owed = OwedDebriefs::new(owed, store.clone(), debriefer.clone());
    let mut driver = Driver {
        retention_days: config.retention_days,
        engine: Engine::new(config),
        writes,
        notices,
        store: store.clone(),
        events: event_tx,
        clock: EngineClock::start(),
        debriefer,
        before_request,
    };
    let effects = driver.engine.restore(stored, rebuilt, driver.now());
    let clock = driver.clock;
    let task = tokio::spawn(async move {
        driver.restored(effects).await;
        driver.run(call_rx).await;
    });
    Ok((Handles::new(clock, call_tx, store, owed), event_rx, task))
}

/// Every live drill the store holds, with its scenario when that still loads (a file that
/// is gone or broken leaves None, and the drill is not continued).
fn load_stored(store: &Store) -> Result<Vec<StoredDrill>, StoreError> {
    // By reference and content hash: two servers' uploads may share an id.
    let mut scenarios: std::collections::HashMap<(String, u64), Option<Arc<Scenario>>> =
        std::collections::HashMap::new();
    let mut stored = Vec::new();
    for row in store.live_incidents()? {
        let key = (row.meta.scenario_ref.clone(), row.meta.scenario_hash);
        let scenario = scenarios
            .entry(key)
            .or_insert_with(|| super::uploads::stored_scenario(store, &row.meta).map(Arc::new))
            .clone();
        stored.push(read_stored(store, row, scenario)?);
    }
    Ok(stored)
}

/// Replays every stored drill on all cores; a rebuild that panics fails its own drill, by
/// name and loudly, and no other.
fn rebuild_all(stored: &[StoredDrill]) -> Vec<Rebuilt> {
    crate::par::par_map(stored, crate::par::cores(), rebuild)
        .into_iter()
        .zip(stored)
        .map(|(result, drill)| match result {
            Ok(Ok(incident)) => Rebuilt::Ok(Box::new(incident)),
            Ok(Err(divergence)) => {
                tracing::warn!(
                    incident = %drill.id,
                    minute = divergence.minute,
                    "stored history diverges from replay; kept and not continued"
                );
                Rebuilt::Diverged(divergence)
            }
            Err(panic) => {
                log_failed_rebuild(drill.id, &drill.meta.scenario_id, &panic.0);
                Rebuilt::Failed(panic.0)
            }
        })
        .collect()
}

fn log_failed_rebuild(id: IncidentId, scenario: &str, panic: &str) {
    tracing::error!(
        incident = %id,
        scenario,
        panic,
        "could not rebuild the incident; it is kept and not continued"
    );
}

impl Driver {
    fn now(&self) -> Now {
        self.clock.now()
    }

    async fn run(mut self, mut calls: mpsc::Receiver<Request>) {
        let mut prune = tokio::time::interval(PRUNE_EVERY);
        prune.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            let deadline = self.engine.next_deadline().map(|d| self.clock.instant(d));
            tokio::select! {
                biased;
                call = calls.recv() => match call {
                    Some(call) => self.serve(call).await,
                    None => break,
                },
                () = sleep_or_never(deadline) => {
                    self.take_notices();
                    let effects = self.engine.on_deadline(self.now());
                    self.carry_out(effects);
                }
                _ = prune.tick(), if self.retention_days > 0 => self.prune().await,
            }
        }
    }

    /// Carries out the effects of restoring the stored drills, before the first request:
    /// a drill that finished while restoring (its end was not stored) is told with its
    /// debrief before anyone asks about it (still computed on the blocking pool).
    async fn restored(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Conclude(ending) => {
                    // Its end, queued just before, is stored first.
                    self.writes.written().await;
                    self.debriefer.tell(*ending).await;
                }
                other => self.carry_out(vec![other]),
            }
        }
    }

    /// Deletes the minute records of drills ended more than the retention ago.
    async fn prune(&mut self) {
        let keep_ms = i64::from(self.retention_days) * 86_400_000;
        let before = unix_ms() - keep_ms;
        match self.store.run(move |s| s.prune_minutes(before)).await {
            Ok(0) => {}
            Ok(records) => tracing::info!(
                records,
                days = self.retention_days,
                "pruned the minutes of drills ended before the retention"
            ),
            Err(err) => tracing::error!(error = %err, "could not prune old minutes"),
        }
    }

    /// Tells the engine what the write queue found about incidents' storage so far (the
    /// queue sends it before anything queued after those minutes is answered).
    fn take_notices(&mut self) {
        while let Ok((id, trouble)) = self.notices.try_recv() {
            self.engine.storage_changed(id, trouble);
        }
    }

    /// Handles one request to its answer: a commit it asks for is stored and fed back
    /// before anything else is handled. The answer goes once the writes the request queued
    /// are carried out too (an advance's minutes); the driver does not wait for those.
    async fn serve(&mut self, call: Request) {
        if let Some(hook) = &self.before_request {
            hook();
        }
        self.take_notices();
        let now = self.now();
        let mut outcome = call.ask(&mut self.engine, now);
        let mut queued = false;
        let delivery = loop {
            let (commit, persisted) =
                self.carry_out_until_commit(std::mem::take(&mut outcome.effects));
            queued |= persisted;
            match (commit, outcome.reply.take(), outcome.then.take()) {
                (Some(write), _, Some(then)) => {
                    let result = self.writes.commit(write).await;
                    outcome = self.engine.written(then, result, self.now());
                }
                (None, Some(delivery), _) => break delivery,
                // The asker then hears that the driver did not answer.
                _ => {
                    tracing::error!("a request ended without an answer");
                    return;
                }
            }
        };
        if queued {
            self.writes.then(move || delivery.deliver());
        } else {
            delivery.deliver();
        }
    }

    fn carry_out(&mut self, effects: Vec<Effect>) {
        if let (Some(write), _) = self.carry_out_until_commit(effects) {
            tracing::error!(
                ?write,
                "a commit outside a request; stored in the background"
            );
            self.writes.persist(write);
        }
    }

    /// Carries out effects in order and returns the commit among them, if any (the engine
    /// puts a commit last, alone), and whether any write was queued.
    fn carry_out_until_commit(&mut self, effects: Vec<Effect>) -> (Option<Write>, bool) {
        let mut commit = None;
        let mut queued = false;
        for effect in effects {
            match effect {
                Effect::Commit(write) => commit = Some(write),
                Effect::Persist(write) => {
                    self.writes.persist(write);
                    queued = true;
                }
                // A front-end that went away just stops listening; the drill goes on.
                Effect::Emit(event) => drop(self.events.send(*event)),
                // After the writes queued before it (the drill's last minutes and its end):
                // the debrief may read the stored drill.
                Effect::Conclude(ending) => {
                    let debriefer = self.debriefer.clone();
                    self.writes.then(move || debriefer.conclude(*ending));
                }
            }
        }
        (commit, queued)
    }
}

async fn sleep_or_never(deadline: Option<Instant>) {
    match deadline {
        Some(at) => sleep_until(at).await,
        None => std::future::pending().await,
    }
}
