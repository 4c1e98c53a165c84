//! The front-ends' access to the drills' web links kept in the drill database, so that a
//! link posted in a channel still opens its drill after a restart: each call runs on the
//! blocking pool through the driver's one store, like the outbox. Which links to give and
//! when they expire is the web's business; this only keeps and finds them, and rebuilds
//! an ended drill a link names.

use std::sync::Arc;

use crate::model::web_link::{Access, Token};
use crate::model::IncidentId;
use crate::store::StoreError;

/// A kept link as the store gives it back: the front-ends name it through the drill.
pub use crate::store::StoredWebLink;

use super::engine::restore::{ended_snapshot, rebuild};
use super::engine::Snapshot;
use super::writer::SharedStore;

#[derive(Clone)]
pub struct WebLinks {
    store: SharedStore,
}

impl WebLinks {
    pub(super) fn new(store: SharedStore) -> WebLinks {
        WebLinks { store }
    }

    /// Keeps a link of `incident` (saving it again changes nothing).
    pub async fn save(
        &self,
        token: Token,
        incident: IncidentId,
        access: Access,
    ) -> Result<(), StoreError> {
        self.store
            .run(move |s| s.save_web_link(token, incident, access))
            .await
    }

    /// The kept link behind `token`, if any.
    pub async fn find(&self, token: Token) -> Result<Option<StoredWebLink>, StoreError> {
        self.store.run(move |s| s.web_link(token)).await
    }

    /// Every link kept for `incident`, oldest first.
    pub async fn of(&self, incident: IncidentId) -> Result<Vec<StoredWebLink>, StoreError> {
        self.store.run(move |s| s.web_links_of(incident)).await
    }

    /// The ended drill `incident` as it ended, rebuilt by replay off the store's lock;
    /// None when it has not ended, is unknown, or no longer replays.
    pub async fn ended_drill(&self, incident: IncidentId) -> Result<Option<Snapshot>, StoreError> {
        let stored = self
            .store
            .run(move |s| match s.incident(incident)? {
                Some(row) if !row.state.is_live() => {
                    let scenario = super::uploads::stored_scenario(s, &row.meta).map(Arc::new);
                    super::driver::read_stored(s, row, scenario).map(Some)
                }
                _ => Ok(None),
            })
            .await?;
        let Some(stored) = stored else {
            return Ok(None);
        };
        let rebuilt = tokio::task::spawn_blocking(move || rebuild(&stored).ok())
            .await
            .map_err(|join| StoreError::Task(join.to_string()))?;
        Ok(rebuilt.map(|incident| ended_snapshot(&incident)))
    }
}
