//! Scenarios uploaded to a server: the server's list (`server_scenarios`, one row per
//! server and scenario id) and their text by content hash (`scenario_texts`), which stays
//! when a server removes or replaces a scenario, so that a drill started from it is rebuilt
//! from the very text it ran (the incident keeps the hash), until it is pruned: a text no
//! list and no drill names is deleted when the caller asks (`prune_scenario_texts`).

use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};
use crate::model::GuildId;

/// A scenario a server uploaded, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerScenario {
    pub id: String,
    /// The name of the file it was uploaded as.
    pub file_name: String,
    pub toml: String,
    pub content_hash: u64,
    /// The author id of whoever uploaded it.
    pub uploaded_by: String,
    /// Unix milliseconds.
    pub uploaded_at_ms: i64,
}

const COLUMNS: &str = "s.scenario_id, t.file_name, t.toml, s.content_hash, s.uploaded_by, \
    s.uploaded_at_ms FROM server_scenarios s JOIN scenario_texts t USING (content_hash)";

fn from_row(r: &rusqlite::Row) -> rusqlite::Result<ServerScenario> {
    Ok(ServerScenario {
        id: r.get(0)?,
        file_name: r.get(1)?,
        toml: r.get(2)?,
        // SQLite integers are signed: the u64 hash round-trips by bits.
        content_hash: r.get::<_, i64>(3)? as u64,
        uploaded_by: r.get(4)?,
        uploaded_at_ms: r.get(5)?,
    })
}

impl Store {
    /// Stores `scenario` in `guild`'s list, replacing one of the same id; returns whether
    /// it replaced one. One transaction with its text.
    pub fn put_server_scenario(
        &mut self,
        guild: &GuildId,
        scenario: &ServerScenario,
    ) -> Result<bool, StoreError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO scenario_texts (content_hash, file_name, toml) VALUES (?1, ?2, ?3)
             ON CONFLICT (content_hash) DO NOTHING",
            params![
                scenario.content_hash as i64,
                scenario.file_name,
                scenario.toml
            ],
        )?;
        let replaced = tx
            .query_row(
                "SELECT 1 FROM server_scenarios WHERE guild_id = ?1 AND scenario_id = ?2",
                params![guild.0, scenario.id],
                |_| Ok(()),
            )
            .optional()?
            .is_some();
        tx.execute(
            "INSERT INTO server_scenarios
                 (guild_id, scenario_id, content_hash, uploaded_by, uploaded_at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (guild_id, scenario_id) DO UPDATE SET
                 content_hash = excluded.content_hash, uploaded_by = excluded.uploaded_by,
                 uploaded_at_ms = excluded.uploaded_at_ms",
            params![
                guild.0,
                scenario.id,
                scenario.content_hash as i64,
                scenario.uploaded_by,
                scenario.uploaded_at_ms
            ],
        )?;
        tx.commit()?;
        Ok(replaced)
    }

    /// The scenarios `guild` uploaded, by id.
    pub fn server_scenarios(&self, guild: &GuildId) -> Result<Vec<ServerScenario>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} WHERE s.guild_id = ?1 ORDER BY s.scenario_id"
        ))?;
        let rows = stmt.query_map([&guild.0], from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The scenario `id` of `guild`, if it uploaded one.
    pub fn server_scenario(
        &self,
        guild: &GuildId,
        id: &str,
    ) -> Result<Option<ServerScenario>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} WHERE s.guild_id = ?1 AND s.scenario_id = ?2"
        ))?;
        Ok(stmt.query_row(params![guild.0, id], from_row).optional()?)
    }

    /// Removes the scenario `id` from `guild`'s list; returns whether it was there. Its
    /// text stays for the drills that ran it.
    pub fn remove_server_scenario(&self, guild: &GuildId, id: &str) -> Result<bool, StoreError> {
        let removed = self.conn.execute(
            "DELETE FROM server_scenarios WHERE guild_id = ?1 AND scenario_id = ?2",
            params![guild.0, id],
        )?;
        Ok(removed > 0)
    }

    /// Deletes the uploaded texts that no server's list and no drill names, except those in
    /// `keep`; returns how many went.
    pub fn prune_scenario_texts(&self, keep: &[u64]) -> Result<usize, StoreError> {
        let unused: Vec<i64> = {
            let mut stmt = self.conn.prepare_cached(
                "SELECT t.content_hash FROM scenario_texts t
                 WHERE NOT EXISTS (SELECT 1 FROM server_scenarios s
                                   WHERE s.content_hash = t.content_hash)
                   AND NOT EXISTS (SELECT 1 FROM incidents i
                                   WHERE i.scenario_hash = t.content_hash)",
            )?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        };
        // One transaction: one sync for a first prune of many texts.
        let tx = self.conn.unchecked_transaction()?;
        let mut deleted = 0;
        {
            let mut delete =
                tx.prepare_cached("DELETE FROM scenario_texts WHERE content_hash = ?1")?;
            // The hash round-trips by bits (see `from_row`).
            for hash in unused.into_iter().filter(|h| !keep.contains(&(*h as u64))) {
                deleted += delete.execute([hash])?;
            }
        }
        tx.commit()?;
        Ok(deleted)
    }

    /// The text of an uploaded scenario by its content hash, `(file name, TOML)`: what a
    /// drill started from it is rebuilt from.
    pub fn scenario_text(&self, content_hash: u64) -> Result<Option<(String, String)>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT file_name, toml FROM scenario_texts WHERE content_hash = ?1")?;
        Ok(stmt
            .query_row([content_hash as i64], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?)
    }
}
