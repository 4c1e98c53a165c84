//! Every statement that reads or writes incidents, their action logs and their minutes, in
//! the domain's own types (the columns are typed: see `columns.rs`).

use rusqlite::{params, Row};

use super::{Store, StoreError};
use crate::model::seed_secrecy::SeedRule;
use crate::model::{
    Author, ChannelId, GuildId, IncidentId, IncidentMeta, IncidentState, Locale, LoggedAction,
    Place, TeamRules,
};

/// An incident as the store holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredIncident {
    pub id: IncidentId,
    pub meta: IncidentMeta,
    pub state: IncidentState,
    pub ended_at_ms: Option<i64>,
    /// How many minutes are stored.
    pub minutes_done: u32,
}

pub(super) const INCIDENT_COLUMNS: &str = "id, guild_id, channel_id, scenario_ref, scenario_id, \
    scenario_hash, seed, deterministic, pace, state, locale, started_by, started_at_ms, \
    ended_at_ms, (SELECT count(*) FROM minute_digests d WHERE d.incident_id = incidents.id), \
    alert_role, control_policy, quorum, hints, seed_secret, game_master";

pub(super) fn incident_from(row: &Row) -> rusqlite::Result<StoredIncident> {
    Ok(StoredIncident {
        id: row.get(0)?,
        meta: IncidentMeta {
            place: Place {
                guild: row.get::<_, Option<String>>(1)?.map(GuildId),
                channel: ChannelId(row.get(2)?),
            },
            scenario_ref: row.get(3)?,
            scenario_id: row.get(4)?,
            // SQLite integers are signed: the u64 hash and u32 seed round-trip by bits.
            scenario_hash: row.get::<_, i64>(5)? as u64,
            seed: row.get::<_, i64>(6)? as u32,
            deterministic: row.get(7)?,
            pace: row.get(8)?,
            locale: row.get(10)?,
            started_by: row.get(11)?,
            started_at_ms: row.get(12)?,
            alert_role: row.get(15)?,
            rules: TeamRules {
                controls: row.get(16)?,
                quorum: row.get(17)?,
                hints: row.get(18)?,
                seed: if row.get(19)? {
                    SeedRule::Secret
                } else {
                    SeedRule::Shown
                },
                game_master: row.get(20)?,
            },
        },
        state: row.get(9)?,
        ended_at_ms: row.get(13)?,
        minutes_done: row.get(14)?,
    })
}

impl Store {
    /// Records a new running incident and returns its id; [`StoreError::ChannelBusy`] when
    /// the channel already has a live one (the unique index decides, so two racing starts
    /// cannot both win).
    pub fn create_incident(&self, meta: &IncidentMeta) -> Result<IncidentId, StoreError> {
        let result = self.conn.execute(
            "INSERT INTO incidents (guild_id, channel_id, scenario_ref, scenario_id, scenario_hash,
                seed, deterministic, pace, state, locale, started_by, started_at_ms, alert_role,
                control_policy, quorum, hints, seed_secret, game_master)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
                ?18)",
            params![
                meta.place.guild.as_ref().map(|g| &g.0),
                meta.place.channel.0,
                meta.scenario_ref,
                meta.scenario_id,
                meta.scenario_hash as i64,
                i64::from(meta.seed),
                meta.deterministic,
                meta.pace,
                IncidentState::Running,
                meta.locale,
                meta.started_by,
                meta.started_at_ms,
                meta.alert_role,
                meta.rules.controls,
                meta.rules.quorum,
                meta.rules.hints,
                meta.rules.seed == SeedRule::Secret,
                meta.rules.game_master
            ],
        );
        match result {
            Ok(_) => Ok(IncidentId(self.conn.last_insert_rowid())),
            Err(err)
                if err.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) =>
            {
                Err(StoreError::ChannelBusy)
            }
            Err(err) => Err(err.into()),
        }
    }

    pub fn set_state(
        &self,
        id: IncidentId,
        state: IncidentState,
        ended_at_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE incidents SET state = ?2, ended_at_ms = COALESCE(?3, ended_at_ms) WHERE id = ?1",
            params![id, state, ended_at_ms],
        )?;
        Ok(())
    }

    /// Sets the language of several incidents in one transaction.
    pub fn set_incident_locale(
        &mut self,
        ids: &[IncidentId],
        locale: Locale,
    ) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        {
            let mut stmt = tx.prepare_cached("UPDATE incidents SET locale = ?2 WHERE id = ?1")?;
            for id in ids {
                stmt.execute(params![id, locale])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Every running or paused incident, oldest first.
    pub fn live_incidents(&self) -> Result<Vec<StoredIncident>, StoreError> {
        let sql = format!(
            "SELECT {INCIDENT_COLUMNS} FROM incidents WHERE state IN ('running', 'paused') ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([], incident_from)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Commits one acknowledged action. Returns only once it is durable.
    pub fn record_action(
        &self,
        incident: IncidentId,
        action: &LoggedAction,
    ) -> Result<(), StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "INSERT INTO actions (incident_id, seq, minute, author_id, author_name, action, received_at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?;
        stmt.execute(params![
            incident,
            action.seq,
            action.minute,
            action.author.id,
            action.author.name,
            action.action,
            action.received_at_ms
        ])?;
        Ok(())
    }

    /// The live action log of an incident in arrival order (without what rewinds dropped).
    pub fn actions(&self, incident: IncidentId) -> Result<Vec<LoggedAction>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, minute, author_id, author_name, action, received_at_ms
             FROM actions WHERE incident_id = ?1 AND rewound_in IS NULL ORDER BY seq",
        )?;
        let rows = stmt.query_map([incident], |r| {
            Ok(LoggedAction {
                seq: r.get(0)?,
                minute: r.get(1)?,
                author: Author {
                    id: r.get(2)?,
                    name: r.get(3)?,
                },
                action: r.get(4)?,
                received_at_ms: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
