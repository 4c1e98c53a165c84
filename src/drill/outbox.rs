//! The front-ends' access to the outbox (messages still to post, kept in the drill's
//! database so they survive a restart): each call runs on the blocking pool through the
//! driver's one store, like the server settings; a message queued or done with is a small
//! commit carried out with the others asked for at the same time (one sync for them all). What to post and when is the front-end's
//! business; this only stores, lists and removes.

use crate::model::{ChannelId, IncidentId};
use crate::store::{OutboxMessage, QueuedMessage, StoreError};

use super::writer::SharedStore;

#[derive(Clone)]
pub struct Outbox {
    store: SharedStore,
}

impl Outbox {
    pub(super) fn new(store: SharedStore) -> Outbox {
        Outbox { store }
    }

    /// Stores a message to post; returns its id.
    pub async fn queue(&self, message: OutboxMessage) -> Result<i64, StoreError> {
        self.store
            .run_grouped(move |s| s.queue_outbox(&message))
            .await
    }

    /// Stores an ended drill's debrief and the messages that follow it, in order, and marks
    /// the debrief no longer owed, all in one commit; returns their ids (see
    /// [`crate::store::Store::queue_debrief`]).
    pub async fn queue_debrief(
        &self,
        incident: IncidentId,
        messages: Vec<OutboxMessage>,
    ) -> Result<Vec<i64>, StoreError> {
        self.store
            .run_grouped(move |s| s.queue_debrief(incident, &messages))
            .await
    }

    /// Forgets a message that was posted (or given up).
    pub async fn done(&self, id: i64) -> Result<(), StoreError> {
        self.store.run_grouped(move |s| s.outbox_done(id)).await
    }

    /// Forgets every message of a channel that is gone; returns how many there were.
    pub async fn drop_channel(&self, channel: ChannelId) -> Result<usize, StoreError> {
        self.store
            .run(move |s| s.outbox_drop_channel(&channel))
            .await
    }

    /// How many ended drills still owe their debrief (not yet queued here).
    pub async fn debriefs_owed(&self) -> Result<usize, StoreError> {
        self.store.run(|s| Ok(s.debriefs_owed()?.len())).await
    }

    /// Every message still to post, each channel's in the order queued.
    pub async fn pending(&self) -> Result<Vec<QueuedMessage>, StoreError> {
        self.store.run(|s| s.outbox_pending()).await
    }
}
