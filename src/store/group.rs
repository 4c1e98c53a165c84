//! Group commit: many small commits that wait for the disk once for all of them. Each
//! commit is safe against a crash of the process as it happens (WAL, synchronous = NORMAL);
//! one durable write at the end syncs the log, and every commit before it with it, so
//! they are all durable together when the group's answer is given.

use super::{integrity, Store, StoreError};

impl Store {
    /// Runs `work`, whose commits do not wait for the disk, then waits for it once. The
    /// second value says whether everything `work` committed is durable (an `Err`: the
    /// disk could not be synced, and nothing in the group should be relied on).
    pub fn grouped<T>(
        &mut self,
        work: impl FnOnce(&mut Store) -> T,
    ) -> (T, Result<(), StoreError>) {
        // When this fails every commit waits for the disk itself: slower, as safe.
        let _ = self.conn.pragma_update(None, "synchronous", "NORMAL");
        let out = work(self);
        let synced = self
            .conn
            .pragma_update(None, "synchronous", "FULL")
            .map_err(StoreError::from)
            .and_then(|()| integrity::probe_write(&self.conn, &self.path));
        (out, synced)
    }
}
