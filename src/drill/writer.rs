//! The driver's access to the store: every call runs on tokio's blocking pool
//! (`spawn_blocking`), never on the async threads, one at a time in the order asked. (The
//! blocking pool also keeps tokio's paused test clock from jumping ahead during a write.)
//! Minutes whose write failed are kept and written first with the next batch: a gap in the
//! stored minutes would make the drill look diverged at the next restart.

use std::sync::{Arc, Mutex, MutexGuard};

use crate::model::StoredMinute;
use crate::store::{Store, StoreError};

use super::engine::{Write, WriteFailure, Written};

/// The one store of a driver, shared with the server settings.
#[derive(Clone)]
pub struct SharedStore(Arc<Mutex<Store>>);

impl SharedStore {
    pub fn new(store: Store) -> SharedStore {
        SharedStore(Arc::new(Mutex::new(store)))
    }

    /// The store, also after a panic elsewhere while it was held (SQLite keeps itself
    /// consistent; the Rust value holds nothing half-done).
    pub fn lock(&self) -> MutexGuard<'_, Store> {
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
        tokio::task::spawn_blocking(move || work(&mut store.lock()))
            .await
            .unwrap_or_else(|join| Err(StoreError::Task(join.to_string())))
    }
}

/// Carries out the engine's writes, in order.
pub struct Writer {
    store: SharedStore,
    /// Minutes whose write failed, retried (first, in order) with the next batch.
    unsaved: Vec<StoredMinute>,
}

impl Writer {
    pub fn new(store: SharedStore) -> Writer {
        Writer {
            store,
            unsaved: Vec::new(),
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

    /// A background write: a failure is logged (and failed minutes are retried later).
    pub async fn persist(&mut self, write: Write) {
        if let Err(err) = self.write(write).await {
            tracing::error!(error = %err, "could not store what a drill did; retrying with the next write where it can");
        }
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
            Write::Minutes(rows) => {
                if rows.is_empty() && self.unsaved.is_empty() {
                    return Ok(Written::Done);
                }
                let mut batch = std::mem::take(&mut self.unsaved);
                batch.extend(rows);
                let count = batch.len();
                let (result, batch) = self
                    .store
                    .run(move |s| Ok((s.append_minutes(&batch), batch)))
                    .await?;
                if let Err(err) = result {
                    tracing::error!(error = %err, minutes = count, "could not store minutes; retrying with the next write");
                    self.unsaved = batch;
                    return Err(err);
                }
                Ok(Written::Done)
            }
        }
    }
}
