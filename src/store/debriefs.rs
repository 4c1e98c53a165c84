//! Debriefs owed: a drill ended with a score owes its debrief from the statement that ends
//! it ([`Store::set_outcome`]) until the transaction that queues the debrief and the
//! messages that follow it in the outbox, in order ([`Store::queue_debrief`]). A stop at any
//! instant therefore leaves either the debrief in the outbox or the drill owing it; the
//! bot computes every owed debrief again on start.

use rusqlite::params;

use super::outbox::insert_outbox;
use super::{OutboxMessage, Store, StoreError};
use crate::model::IncidentId;

impl Store {
    /// The ended drills whose debrief has not been queued yet, oldest first.
    pub fn debriefs_owed(&self) -> Result<Vec<IncidentId>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM incidents WHERE debrief_owed = 1 ORDER BY id")?;
        let ids = stmt.query_map([], |r| r.get(0))?;
        Ok(ids.collect::<Result<_, _>>()?)
    }

    /// Queues an ended drill's debrief and the messages that follow it (`messages`, in the
    /// order to post) and marks the debrief no longer owed, in one transaction: all of them
    /// or none. Returns their outbox row ids, in order. (Each ended drill's debrief is
    /// computed once per process: when it ends, or on start when it was owed; a drill whose
    /// end could not be stored still gets its debrief queued.)
    pub fn queue_debrief(
        &mut self,
        incident: IncidentId,
        messages: &[OutboxMessage],
    ) -> Result<Vec<i64>, StoreError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE incidents SET debrief_owed = 0 WHERE id = ?1",
            params![incident],
        )?;
        let mut ids = Vec::with_capacity(messages.len());
        for message in messages {
            ids.push(insert_outbox(&tx, message)?);
        }
        tx.commit()?;
        Ok(ids)
    }

    /// Marks a drill's debrief told without queueing it: its place has nowhere to post it
    /// (a channel that is gone, a drill of the terminal).
    pub fn debrief_told(&self, incident: IncidentId) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE incidents SET debrief_owed = 0 WHERE id = ?1",
            params![incident],
        )?;
        Ok(())
    }
}
