//! The store as the driver writes it: [`SharedStore`], the one store of a driver (its calls
//! run on tokio's blocking pool, never on the async threads; small commits asked for at
//! the same time, the outbox's, share one sync), and [`Writer`], which carries out one
//! engine [`Write`] at a time on it, synchronously (the write queue,
//! [`super::write_queue`], calls it on the blocking pool, in order).
//!
//! Minute writes fail incident by incident: an incident whose minutes could not be stored
//! keeps them in its own backlog, written first with its next minutes (a gap in the stored
//! minutes would make the drill look diverged at the next restart), and never holds up
//! another incident's. After [`MINUTE_WRITE_ATTEMPTS`] failed batches in a row it is given
//! up: its backlog is dropped (logged), its later minutes are not written, and the engine is
//! told, so the drill's status says it needs attention.

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{oneshot, Notify};

use crate::model::{IncidentId, StoredMinute};
use crate::store::{Store, StoreError};

use super::engine::{StorageTrouble, Write, Written};

/// Failed minute batches in a row after which an incident's minutes are given up.
pub const MINUTE_WRITE_ATTEMPTS: u32 = 5;

/// How long closing the store waits for the writes still queued (a write that hangs must
/// not hold a shutdown for ever; shutdown's own grace is 10 s).
const CLOSE_WAITS_FOR_WRITES: Duration = Duration::from_secs(5);

/// A change in how an incident's minutes are stored, for the engine to show.
pub type StorageNotice = (IncidentId, Option<StorageTrouble>);

/// The one store of a driver, shared with the server settings and the handle's read-only
/// questions; closed (its file and lock released) by [`SharedStore::close`] even while
/// clones of it still exist, once the writes queued for it are done.
#[derive(Clone)]
pub struct SharedStore(Arc<Shared>);

struct Shared {
    store: Mutex<Option<Store>>,
    /// Small commits waiting to be carried out together (see [`SharedStore::run_grouped`]).
    grouped: Mutex<Group>,
    /// Writes the driver queued that the write queue has not carried out yet.
    queued: AtomicUsize,
    /// Told when `queued` comes back to zero.
    idle: Notify,
}

impl SharedStore {
    pub fn new(store: Store) -> SharedStore {
        SharedStore(Arc::new(Shared {
            store: Mutex::new(Some(store)),
            grouped: Mutex::new(Group::default()),
            queued: AtomicUsize::new(0),
            idle: Notify::new(),
        }))
    }

    /// The store, also after a panic elsewhere while it was held (SQLite keeps itself
    /// consistent; the Rust value holds nothing half-done).
    fn lock(&self) -> MutexGuard<'_, Option<Store>> {
        self.0
            .store
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Runs `work` with the store on the blocking pool.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let store = self.clone();
        tokio::task::spawn_blocking(move || match store.lock().as_mut() {
            Some(store) => work(store),
            None => Err(StoreError::Closed),
        })
        .await
        .unwrap_or_else(|join| Err(StoreError::Task(join.to_string())))
    }

    /// Runs `work`, a small commit, on the blocking pool together with the others asked
    /// for meanwhile (a group commit: one wait for the disk for all of them); answers once
    /// it is durable. Fifty channels' messages queued at once take one sync, not fifty
    /// one after another, each holding the store while drills wait to store theirs.
    pub async fn run_grouped<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Store) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (answer, answered) = oneshot::channel();
        let job: GroupedWork = Box::new(move |store| {
            let result = work(store);
            Box::new(move |synced| {
                // A caller that went away no longer needs the answer.
                let _ = answer.send(synced.and(result));
            })
        });
        let lead = {
            let mut group = self.group();
            group.waiting.push(job);
            !std::mem::replace(&mut group.running, true)
        };
        if lead {
            let shared = self.clone();
            tokio::task::spawn_blocking(move || shared.run_groups());
        }
        // Dropped unanswered: the store was closed first.
        answered.await.unwrap_or(Err(StoreError::Closed))
    }

    fn group(&self) -> MutexGuard<'_, Group> {
        self.0
            .grouped
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Carries out the small commits waiting now, as one group; a group that gathered
    /// meanwhile gets a turn of its own on the blocking pool, so the write queue waiting for
    /// the store is not shut out while messages keep coming.
    fn run_groups(self) {
        let jobs = std::mem::take(&mut self.group().waiting);
        if let Some(store) = self.lock().as_mut() {
            let (answers, synced) =
                store.grouped(|store| jobs.into_iter().map(|job| job(store)).collect::<Vec<_>>());
            let synced = synced.map_err(|err| err.to_string());
            for answer in answers {
                answer(synced.clone().map_err(StoreError::Task));
            }
        }
        let mut group = self.group();
        if group.waiting.is_empty() {
            group.running = false;
        } else {
            drop(group);
            tokio::task::spawn_blocking(move || self.run_groups());
        }
    }

    /// One more write queued (see [`SharedStore::close`]).
    pub(super) fn queued(&self) {
        self.0.queued.fetch_add(1, Ordering::SeqCst);
    }

    /// `count` queued writes carried out (or given up).
    pub(super) fn done(&self, count: usize) {
        if count > 0 && self.0.queued.fetch_sub(count, Ordering::SeqCst) == count {
            self.0.idle.notify_waiters();
        }
    }

    /// Until no queued write is left.
    async fn writes_done(&self) {
        loop {
            let idle = self.0.idle.notified();
            tokio::pin!(idle);
            // Registered before the count is read, so a last write done in between wakes it.
            idle.as_mut().enable();
            if self.0.queued.load(Ordering::SeqCst) == 0 {
                return;
            }
            idle.await;
        }
    }

    /// Closes the database: the writes the driver queued are carried out first (within
    /// [`CLOSE_WAITS_FOR_WRITES`]), then the file and this process's lock on it are
    /// released, and every later use answers [`StoreError::Closed`].
    pub async fn close(&self) {
        if tokio::time::timeout(CLOSE_WAITS_FOR_WRITES, self.writes_done())
            .await
            .is_err()
        {
            tracing::warn!(
                queued = self.0.queued.load(Ordering::SeqCst),
                "closing the store before every queued write was carried out"
            );
        }
        let store = self.clone();
        // Waits for a write in progress (it holds the mutex) to finish first.
        let _ = tokio::task::spawn_blocking(move || drop(store.lock().take())).await;
    }
}

/// A small commit to carry out with others: it runs, then its answer is given once the
/// group is synced (or could not be).
type GroupedWork = Box<dyn FnOnce(&mut Store) -> GroupAnswer + Send>;
type GroupAnswer = Box<dyn FnOnce(Result<(), StoreError>) + Send>;

/// The small commits waiting for a group, and whether one is being carried out.
#[derive(Default)]
struct Group {
    waiting: Vec<GroupedWork>,
    running: bool,
}

/// An incident's minutes that failed to be stored, and how many batches failed in a row.
struct Backlog {
    rows: Vec<StoredMinute>,
    failures: u32,
}

/// Carries out the engine's writes on a store, one at a time, remembering which
/// incidents' minutes are behind.
#[derive(Default)]
pub struct Writer {
    backlogs: BTreeMap<IncidentId, Backlog>,
    /// Incidents whose minutes are no longer written.
    given_up: HashSet<IncidentId>,
}

impl Writer {
    /// Stores new minutes after each incident's backlog, and retries the backlogs of the
    /// incidents that have none this time (paused, turn-based); failures stay with their
    /// incident. Returns the incidents whose storage changed for better or worse.
    pub fn minutes(&mut self, store: &mut Store, rows: Vec<StoredMinute>) -> Vec<StorageNotice> {
        let mut batch: Vec<StoredMinute> = Vec::with_capacity(rows.len());
        let mut tried: Vec<IncidentId> = Vec::new();
        for group in rows.chunk_by(|a, b| a.incident == b.incident) {
            let id = group[0].incident;
            if self.given_up.contains(&id) {
                continue;
            }
            if let Some(backlog) = self.backlogs.get_mut(&id) {
                batch.append(&mut backlog.rows);
            }
            batch.extend_from_slice(group);
            if !tried.contains(&id) {
                tried.push(id);
            }
        }
        for (id, backlog) in &mut self.backlogs {
            if !backlog.rows.is_empty() && !tried.contains(id) {
                batch.append(&mut backlog.rows);
                tried.push(*id);
            }
        }
        if batch.is_empty() {
            return Vec::new();
        }
        batch.sort_by_key(|r| (r.incident, r.minute));
        let failed: Vec<(IncidentId, String)> = match store.append_minutes(&batch) {
            Ok(failures) => failures
                .into_iter()
                .map(|(id, err)| (id, err.to_string()))
                .collect(),
            Err(err) => tried.iter().map(|id| (*id, err.to_string())).collect(),
        };
        let mut notices = Vec::new();
        for id in tried {
            match failed.iter().find(|(f, _)| *f == id) {
                None => {
                    if self.backlogs.remove(&id).is_some() {
                        tracing::info!(incident = %id, "minutes stored again");
                        notices.push((id, None));
                    }
                }
                Some((_, err)) => {
                    let rows: Vec<StoredMinute> =
                        batch.iter().filter(|r| r.incident == id).cloned().collect();
                    notices.push(self.failed(id, rows, err));
                }
            }
        }
        notices
    }

    /// Keeps an incident's unstored minutes, or gives them up after too many failures.
    fn failed(&mut self, id: IncidentId, rows: Vec<StoredMinute>, err: &str) -> StorageNotice {
        let backlog = self.backlogs.entry(id).or_insert(Backlog {
            rows: Vec::new(),
            failures: 0,
        });
        backlog.failures += 1;
        let since_minute = rows.first().map_or(0, |r| r.minute);
        backlog.rows = rows;
        if backlog.failures < MINUTE_WRITE_ATTEMPTS {
            tracing::error!(incident = %id, error = %err, minutes = backlog.rows.len(), attempt = backlog.failures, "could not store an incident's minutes; retrying with its next ones");
            return (
                id,
                Some(StorageTrouble {
                    since_minute,
                    given_up: false,
                }),
            );
        }
        tracing::error!(incident = %id, error = %err, minutes_lost = backlog.rows.len(), attempts = backlog.failures, "giving up storing this incident's minutes: it needs attention and cannot resume past minute {since_minute} after a restart");
        self.backlogs.remove(&id);
        self.given_up.insert(id);
        (
            id,
            Some(StorageTrouble {
                since_minute,
                given_up: true,
            }),
        )
    }

    /// Carries out one write (minutes as [`Writer::minutes`] does, their notices dropped:
    /// the write queue sends minutes there itself).
    pub fn write(&mut self, store: &mut Store, write: Write) -> Result<Written, StoreError> {
        match write {
            Write::CreateIncident(meta) => store.create_incident(&meta).map(Written::Created),
            Write::RecordAction { incident, action } => store
                .record_action(incident, &action)
                .map(|()| Written::Done),
            Write::SetState {
                incident,
                state,
                ended_at_ms,
            } => store
                .set_state(incident, state, ended_at_ms)
                .map(|()| Written::Done),
            Write::End {
                incident,
                state,
                ended_at_ms,
                score,
                parts,
            } => store
                .set_outcome(incident, state, ended_at_ms, Some((score, &parts)))
                .map(|()| Written::Done),
            Write::SetLocale { incidents, locale } => store
                .set_incident_locale(&incidents, locale)
                .map(|()| Written::Done),
            Write::Team { incident, entry } => {
                store.record_team(incident, &entry).map(|()| Written::Done)
            }
            Write::SetPace { incident, pace } => {
                store.set_pace(incident, pace).map(|()| Written::Done)
            }
            Write::Rewind { incident, rewind } => {
                // Minutes not stored yet from the minute it returns to are computed again.
                if let Some(backlog) = self.backlogs.get_mut(&incident) {
                    backlog.rows.retain(|r| r.minute < rewind.to_minute);
                }
                store
                    .record_rewind(incident, &rewind)
                    .map(|()| Written::Done)
            }
            // The engine never waits for minutes; were it to, a failure would still be kept
            // per incident and shown with that incident's next batch.
            Write::Minutes(rows) => {
                self.minutes(store, rows);
                Ok(Written::Done)
            }
        }
    }
}
