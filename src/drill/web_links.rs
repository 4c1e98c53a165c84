//! The front-ends' access to the drills' web links kept in the drill database, so that a
//! link posted in a channel still opens its drill after a restart: each call runs on the
//! blocking pool through the driver's one store, like the outbox. Which links to give and
//! when they expire is the web's business; this only keeps and finds them, and rebuilds
//! an ended drill a link names (as [`super::archive`] rebuilds it).

use crate::model::web_link::{Access, Token};
use crate::model::IncidentId;
use crate::store::StoreError;

/// A kept link as the store gives it back: the front-ends name it through the drill.
pub use crate::store::StoredWebLink;

use super::engine::{HostError, Snapshot};
use super::writer::SharedStore;

#[derive(Clone)]
pub struct WebLinks {
    pub(super) store: SharedStore,
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
    pub async fn ended_drill(&self, incident: IncidentId) -> Result<Option<Snapshot>, HostError> {
        super::archive::ended_by_id(&self.store, incident).await
    }
}
