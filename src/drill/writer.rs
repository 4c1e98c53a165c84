//! The driver's access to the store: every call runs on tokio's blocking pool
//! (`spawn_blocking`), never on the async threads, one at a time in the order asked. (The
//! blocking pool also keeps tokio's paused test clock from jumping ahead during a write.)
//!
//! Minute writes fail incident by incident: an incident whose minutes could not be stored
//! keeps them in its own backlog, written first with its next minutes (a gap in the stored
//! minutes would make the drill look diverged at the next restart), and never holds up
//! another incident's. After [`MINUTE_WRITE_ATTEMPTS`] failed batches in a row it is given
//! up: its backlog is dropped (logged), its later minutes are not written, and the engine is
//! told, so the drill's status says it needs attention.

use std::collections::{BTreeMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::model::{IncidentId, StoredMinute};
use crate::store::{Store, StoreError};

use super::engine::{StorageTrouble, Write, WriteFailure, Written};

/// Failed minute batches in a row after which an incident's minutes are given up.
pub const MINUTE_WRITE_ATTEMPTS: u32 = 5;

/// A change in how an incident's minutes are stored, for the engine to show.
pub type StorageNotice = (IncidentId, Option<StorageTrouble>);

/// The one store of a driver, shared with the server settings and the handle's read-only
/// questions; closed (its file and lock released) by [`SharedStore::close`] even while
/// clones of it still exist.
#[derive(Clone)]
pub struct SharedStore(Arc<Mutex<Option<Store>>>);

impl SharedStore {
    pub fn new(store: Store) -> SharedStore {
        SharedStore(Arc::new(Mutex::new(Some(store))))
    }

    /// The store, also after a panic elsewhere while it was held (SQLite keeps itself
    /// consistent; the Rust value holds nothing half-done).
    fn lock(&self) -> MutexGuard<'_, Option<Store>> {
        self.0
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

    /// Closes the database now: the file and this process's lock on it are released, and
    /// every later use answers [`StoreError::Closed`].
    pub async fn close(&self) {
        let store = self.clone();
        // Waits for a write in progress (it holds the mutex) to finish first.
        let _ = tokio::task::spawn_blocking(move || drop(store.lock().take())).await;
    }
}

/// An incident's minutes that failed to be stored, and how many batches failed in a row.
struct Backlog {
    rows: Vec<StoredMinute>,
    failures: u32,
}

/// Carries out the engine's writes, in order.
pub struct Writer {
    store: SharedStore,
    backlogs: BTreeMap<IncidentId, Backlog>,
    /// Incidents whose minutes are no longer written.
    given_up: HashSet<IncidentId>,
}

impl Writer {
    pub fn new(store: SharedStore) -> Writer {
        Writer {
            store,
            backlogs: BTreeMap::new(),
            given_up: HashSet::new(),
        }
    }

    /// A write the pending request waits for: its result goes back to the engine.
    pub async fn commit(&mut self, write: Write) -> Result<Written, WriteFailure> {
        match self.write(write).await {
            Ok(written) => Ok(written),
            Err(StoreError::ChannelBusy) => Err(WriteFailure::ChannelBusy),
            Err(err) => {
                tracing::error!(error = %err, "store failure");
                Err(WriteFailure::Failed(err.to_string()))
            }
        }
    }

    /// A background write: a failure is logged (failed minutes are retried later). Returns
    /// the incidents whose storage changed for better or worse.
    pub async fn persist(&mut self, write: Write) -> Vec<StorageNotice> {
        if let Write::Minutes(rows) = write {
            return self.minutes(rows).await;
        }
        if let Err(err) = self.write(write).await {
            tracing::error!(error = %err, "could not store what a drill did");
        }
        Vec::new()
    }

    /// Stores new minutes after each incident's backlog; failures stay with their incident.
    async fn minutes(&mut self, rows: Vec<StoredMinute>) -> Vec<StorageNotice> {
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
            tried.push(id);
        }
        // Backlogs of incidents that had no new minute this time (paused, turn-based).
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
        let (result, batch) = match self
            .store
            .run(move |s| Ok((s.append_minutes(&batch), batch)))
            .await
        {
            Ok(done) => done,
            Err(err) => (Err(err), Vec::new()),
        };
        let failed: Vec<(IncidentId, String)> = match result {
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

    async fn write(&mut self, write: Write) -> Result<Written, StoreError> {
        match write {
            Write::CreateIncident(meta) => self
                .store
                .run(move |s| s.create_incident(&meta))
                .await
                .map(Written::Created),
            Write::RecordAction { incident, action } => self
                .store
                .run(move |s| s.record_action(incident, &action))
                .await
                .map(|()| Written::Done),
            Write::SetState {
                incident,
                state,
                ended_at_ms,
            } => self
                .store
                .run(move |s| s.set_state(incident, state, ended_at_ms))
                .await
                .map(|()| Written::Done),
            Write::End {
                incident,
                state,
                ended_at_ms,
                score,
                parts,
            } => self
                .store
                .run(move |s| s.set_outcome(incident, state, ended_at_ms, Some((score, &parts))))
                .await
                .map(|()| Written::Done),
            Write::SetLocale { incidents, locale } => self
                .store
                .run(move |s| s.set_incident_locale(&incidents, locale))
                .await
                .map(|()| Written::Done),
            Write::Team { incident, entry } => self
                .store
                .run(move |s| s.record_team(incident, &entry))
                .await
                .map(|()| Written::Done),
            Write::SetPace { incident, pace } => self
                .store
                .run(move |s| s.set_pace(incident, pace))
                .await
                .map(|()| Written::Done),
            Write::Rewind { incident, rewind } => {
                // Minutes not stored yet from the minute it returns to are computed again.
                if let Some(backlog) = self.backlogs.get_mut(&incident) {
                    backlog.rows.retain(|r| r.minute < rewind.to_minute);
                }
                self.store
                    .run(move |s| s.record_rewind(incident, &rewind))
                    .await
                    .map(|()| Written::Done)
            }
            // The engine never waits for minutes; were it to, a failure would still be kept
            // per incident and shown with that incident's next batch.
            Write::Minutes(rows) => {
                self.minutes(rows).await;
                Ok(Written::Done)
            }
        }
    }
}
