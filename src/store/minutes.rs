//! The simulated minutes: appended in batches for many incidents at once, each incident's
//! share on its own savepoint so that one incident's failure (a constraint, a damaged page
//! under its rows) stores nothing of that incident and everything of the others.

use rusqlite::params;

use super::{Store, StoreError};
use crate::model::{IncidentId, MinuteDigest, StoredMinute};

/// What a batch could not store, incident by incident (empty when everything was stored).
pub type MinuteFailures = Vec<(IncidentId, StoreError)>;

impl Store {
    /// Appends minutes of any number of incidents in one transaction. An incident whose
    /// rows fail has none of this batch's rows stored (no gap inside its history) and is
    /// named in the answer; the others' rows are stored. `Err` means the batch as a whole
    /// failed (nothing stored).
    ///
    /// Minutes are recomputable from the action log by replay, so this commit does not wait
    /// for the disk (synchronous = NORMAL: safe against a crash of the process, and a power
    /// cut loses at most recent minutes, which the replay recomputes). Actions are always
    /// committed with a full sync.
    #[must_use = "the incidents whose minutes were not stored"]
    pub fn append_minutes(&mut self, rows: &[StoredMinute]) -> Result<MinuteFailures, StoreError> {
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        self.conn.pragma_update(None, "synchronous", "NORMAL")?;
        let result = self.append_minutes_now(rows);
        self.conn.pragma_update(None, "synchronous", "FULL")?;
        result
    }

    fn append_minutes_now(&mut self, rows: &[StoredMinute]) -> Result<MinuteFailures, StoreError> {
        let mut failures: MinuteFailures = Vec::new();
        let mut tx = self.conn.transaction()?;
        for group in rows.chunk_by(|a, b| a.incident == b.incident) {
            let incident = group[0].incident;
            // An incident that failed earlier in this batch stores nothing after the gap.
            if failures.iter().any(|(id, _)| *id == incident) {
                continue;
            }
            let savepoint = tx.savepoint()?;
            match insert_minutes(&savepoint, group) {
                Ok(()) => savepoint.commit()?,
                // Dropping the savepoint rolls this incident's rows back.
                Err(err) => failures.push((incident, err.into())),
            }
        }
        tx.commit()?;
        Ok(failures)
    }

    /// The digests of an incident's stored minutes, in order.
    pub fn minute_digests(&self, incident: IncidentId) -> Result<Vec<MinuteDigest>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT minute, digest FROM minute_digests WHERE incident_id = ?1 ORDER BY minute",
        )?;
        let rows = stmt.query_map([incident], |r| {
            Ok(MinuteDigest {
                minute: r.get(0)?,
                digest: r.get::<_, i64>(1)? as u64,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

fn insert_minutes(conn: &rusqlite::Connection, rows: &[StoredMinute]) -> rusqlite::Result<()> {
    let mut digests = conn.prepare_cached(
        "INSERT INTO minute_digests (incident_id, minute, digest) VALUES (?1, ?2, ?3)",
    )?;
    let mut records = conn
        .prepare_cached("INSERT INTO minutes (incident_id, minute, record) VALUES (?1, ?2, ?3)")?;
    for row in rows {
        digests.execute(params![row.incident, row.minute, row.digest as i64])?;
        records.execute(params![row.incident, row.minute, row.json])?;
    }
    Ok(())
}
