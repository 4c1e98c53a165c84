//! Drills after their end: the last ended drill of a place (or of the whole file, or one by
//! its id, for `oncall-drill report`), read back so that its status
//! and debrief outlive the process; and the retention rule, which deletes the minute
//! records of drills ended long ago while keeping what rebuilds them (the incident, its
//! action log and the minute digests), so summaries, timelines and replays stay.

use rusqlite::{params, OptionalExtension};

use super::queries::{incident_from, INCIDENT_COLUMNS};
use super::{Store, StoreError, StoredIncident};
use crate::model::{IncidentId, IncidentState, Place};

impl Store {
    /// The most recently ended (finished or stopped) incident of `place`, if any.
    pub fn last_ended(&self, place: &Place) -> Result<Option<StoredIncident>, StoreError> {
        let sql = format!(
            "SELECT {INCIDENT_COLUMNS} FROM incidents
             WHERE channel_id = ?1 AND guild_id IS ?2 AND state IN (?3, ?4)
             ORDER BY ended_at_ms DESC, id DESC LIMIT 1"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let found = stmt
            .query_row(
                params![
                    place.channel.0,
                    place.guild.as_ref().map(|g| &g.0),
                    IncidentState::Finished,
                    IncidentState::Stopped
                ],
                incident_from,
            )
            .optional()?;
        Ok(found)
    }

    /// The most recently ended (finished or stopped) incident of any place, if any.
    pub fn last_ended_anywhere(&self) -> Result<Option<StoredIncident>, StoreError> {
        let sql = format!(
            "SELECT {INCIDENT_COLUMNS} FROM incidents WHERE state IN (?1, ?2)
             ORDER BY ended_at_ms DESC, id DESC LIMIT 1"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let found = stmt
            .query_row(
                params![IncidentState::Finished, IncidentState::Stopped],
                incident_from,
            )
            .optional()?;
        Ok(found)
    }

    /// One incident by its id, in whatever state, if the store has it.
    pub fn incident(&self, id: IncidentId) -> Result<Option<StoredIncident>, StoreError> {
        let sql = format!("SELECT {INCIDENT_COLUMNS} FROM incidents WHERE id = ?1");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        Ok(stmt.query_row([id], incident_from).optional()?)
    }

    /// Deletes the minute records of incidents that ended before `ended_before_ms` (Unix
    /// milliseconds); returns how many records went. Digests, actions and the incidents
    /// themselves stay: a pruned drill is rebuilt by replay when someone asks for it.
    pub fn prune_minutes(&self, ended_before_ms: i64) -> Result<usize, StoreError> {
        let deleted = self.conn.execute(
            "DELETE FROM minutes WHERE incident_id IN (
                 SELECT id FROM incidents
                 WHERE state IN (?2, ?3) AND ended_at_ms IS NOT NULL AND ended_at_ms < ?1)",
            params![
                ended_before_ms,
                IncidentState::Finished,
                IncidentState::Stopped
            ],
        )?;
        Ok(deleted)
    }
}
