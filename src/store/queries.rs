//! The rows oncall-drill keeps and every statement that reads or writes them.

use rusqlite::{params, OptionalExtension, Row};

use super::{Store, StoreError};

/// Where an incident stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncidentState {
    Running,
    Paused,
    Finished,
    Stopped,
    /// Its stored history no longer matches a replay: kept, never continued.
    Diverged,
}

impl IncidentState {
    pub fn as_str(self) -> &'static str {
        match self {
            IncidentState::Running => "running",
            IncidentState::Paused => "paused",
            IncidentState::Finished => "finished",
            IncidentState::Stopped => "stopped",
            IncidentState::Diverged => "diverged",
        }
    }

    fn parse(text: &str) -> IncidentState {
        match text {
            "running" => IncidentState::Running,
            "paused" => IncidentState::Paused,
            "finished" => IncidentState::Finished,
            "stopped" => IncidentState::Stopped,
            // The CHECK constraint admits nothing else.
            _ => IncidentState::Diverged,
        }
    }

    pub fn is_live(self) -> bool {
        matches!(self, IncidentState::Running | IncidentState::Paused)
    }
}

/// What starting an incident records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIncident {
    pub guild_id: Option<String>,
    pub channel_id: String,
    /// A built-in scenario id or a file path, as given.
    pub scenario_ref: String,
    pub scenario_id: String,
    pub scenario_hash: u64,
    pub seed: u32,
    pub deterministic: bool,
    pub pace: String,
    pub locale: String,
    pub started_by: String,
    pub started_at_ms: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncidentRow {
    pub id: i64,
    pub new: NewIncident,
    pub state: IncidentState,
    pub ended_at_ms: Option<i64>,
    pub minutes_done: u32,
}

/// One acknowledged action: applied at the start of `minute`, `seq` orders arrivals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRow {
    pub incident_id: i64,
    pub seq: u32,
    pub minute: u32,
    pub author_id: String,
    pub author_name: String,
    pub action: String,
    pub received_at_ms: i64,
}

/// One simulated minute: its trace record as JSON and a digest of that JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinuteRow {
    pub incident_id: i64,
    pub minute: u32,
    pub digest: u64,
    pub record_json: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MinuteDigest {
    pub minute: u32,
    pub digest: u64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerSettings {
    pub locale: Option<String>,
    pub drill_role_id: Option<String>,
    pub max_actions_per_minute: Option<u32>,
}

const INCIDENT_COLUMNS: &str = "id, guild_id, channel_id, scenario_ref, scenario_id, \
    scenario_hash, seed, deterministic, pace, state, locale, started_by, started_at_ms, \
    ended_at_ms, (SELECT count(*) FROM minute_digests d WHERE d.incident_id = incidents.id)";

fn incident_from(row: &Row) -> rusqlite::Result<IncidentRow> {
    Ok(IncidentRow {
        id: row.get(0)?,
        new: NewIncident {
            guild_id: row.get(1)?,
            channel_id: row.get(2)?,
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
        },
        state: IncidentState::parse(&row.get::<_, String>(9)?),
        ended_at_ms: row.get(13)?,
        minutes_done: row.get(14)?,
    })
}

impl Store {
    /// Records a new running incident; [`StoreError::ChannelBusy`] when the channel already
    /// has a live one (the unique index decides, so two racing starts cannot both win).
    pub fn create_incident(&self, new: &NewIncident) -> Result<i64, StoreError> {
        let result = self.conn.execute(
            "INSERT INTO incidents (guild_id, channel_id, scenario_ref, scenario_id, scenario_hash,
                seed, deterministic, pace, state, locale, started_by, started_at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'running', ?9, ?10, ?11)",
            params![
                new.guild_id,
                new.channel_id,
                new.scenario_ref,
                new.scenario_id,
                new.scenario_hash as i64,
                i64::from(new.seed),
                new.deterministic,
                new.pace,
                new.locale,
                new.started_by,
                new.started_at_ms
            ],
        );
        match result {
            Ok(_) => Ok(self.conn.last_insert_rowid()),
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
        id: i64,
        state: IncidentState,
        ended_at_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE incidents SET state = ?2, ended_at_ms = COALESCE(?3, ended_at_ms) WHERE id = ?1",
            params![id, state.as_str(), ended_at_ms],
        )?;
        Ok(())
    }

    pub fn set_incident_locale(&self, id: i64, locale: &str) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE incidents SET locale = ?2 WHERE id = ?1",
            params![id, locale],
        )?;
        Ok(())
    }

    pub fn incident(&self, id: i64) -> Result<Option<IncidentRow>, StoreError> {
        let sql = format!("SELECT {INCIDENT_COLUMNS} FROM incidents WHERE id = ?1");
        Ok(self.conn.query_row(&sql, [id], incident_from).optional()?)
    }

    /// Every running or paused incident, oldest first.
    pub fn live_incidents(&self) -> Result<Vec<IncidentRow>, StoreError> {
        let sql = format!(
            "SELECT {INCIDENT_COLUMNS} FROM incidents WHERE state IN ('running', 'paused') ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([], incident_from)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The most recent incident of a channel, whatever its state.
    pub fn latest_incident(&self, channel_id: &str) -> Result<Option<IncidentRow>, StoreError> {
        let sql = format!(
            "SELECT {INCIDENT_COLUMNS} FROM incidents WHERE channel_id = ?1 ORDER BY id DESC LIMIT 1"
        );
        Ok(self
            .conn
            .query_row(&sql, [channel_id], incident_from)
            .optional()?)
    }

    /// Commits one acknowledged action. Returns only once it is durable.
    pub fn record_action(&self, action: &ActionRow) -> Result<(), StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "INSERT INTO actions (incident_id, seq, minute, author_id, author_name, action, received_at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?;
        stmt.execute(params![
            action.incident_id,
            action.seq,
            action.minute,
            action.author_id,
            action.author_name,
            action.action,
            action.received_at_ms
        ])?;
        Ok(())
    }

    /// The action log of an incident in arrival order.
    pub fn actions(&self, incident_id: i64) -> Result<Vec<ActionRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT incident_id, seq, minute, author_id, author_name, action, received_at_ms
             FROM actions WHERE incident_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([incident_id], |r| {
            Ok(ActionRow {
                incident_id: r.get(0)?,
                seq: r.get(1)?,
                minute: r.get(2)?,
                author_id: r.get(3)?,
                author_name: r.get(4)?,
                action: r.get(5)?,
                received_at_ms: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Appends minutes of any number of incidents in one transaction.
    ///
    /// Minutes are recomputable from the action log by replay, so this commit does not wait
    /// for the disk (synchronous = NORMAL: safe against a crash of the process, and a power
    /// cut loses at most recent minutes, which the replay recomputes). Actions are always
    /// committed with a full sync.
    pub fn append_minutes(&mut self, rows: &[MinuteRow]) -> Result<(), StoreError> {
        if rows.is_empty() {
            return Ok(());
        }
        self.conn.pragma_update(None, "synchronous", "NORMAL")?;
        let result = self.append_minutes_now(rows);
        self.conn.pragma_update(None, "synchronous", "FULL")?;
        result
    }

    fn append_minutes_now(&mut self, rows: &[MinuteRow]) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        {
            let mut digests = tx.prepare_cached(
                "INSERT INTO minute_digests (incident_id, minute, digest) VALUES (?1, ?2, ?3)",
            )?;
            let mut records = tx.prepare_cached(
                "INSERT INTO minutes (incident_id, minute, record) VALUES (?1, ?2, ?3)",
            )?;
            for row in rows {
                digests.execute(params![row.incident_id, row.minute, row.digest as i64])?;
                records.execute(params![row.incident_id, row.minute, row.record_json])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The digests of an incident's stored minutes, in order.
    pub fn minute_digests(&self, incident_id: i64) -> Result<Vec<MinuteDigest>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT minute, digest FROM minute_digests WHERE incident_id = ?1 ORDER BY minute",
        )?;
        let rows = stmt.query_map([incident_id], |r| {
            Ok(MinuteDigest {
                minute: r.get(0)?,
                digest: r.get::<_, i64>(1)? as u64,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The stored trace records of an incident, as JSON lines in minute order.
    pub fn minute_records(&self, incident_id: i64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT record FROM minutes WHERE incident_id = ?1 ORDER BY minute")?;
        let rows = stmt.query_map([incident_id], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn server_settings(&self, guild_id: &str) -> Result<ServerSettings, StoreError> {
        let found = self
            .conn
            .query_row(
                "SELECT locale, drill_role_id, max_actions_per_minute FROM server_settings WHERE guild_id = ?1",
                [guild_id],
                |r| {
                    Ok(ServerSettings {
                        locale: r.get(0)?,
                        drill_role_id: r.get(1)?,
                        max_actions_per_minute: r.get(2)?,
                    })
                },
            )
            .optional()?;
        Ok(found.unwrap_or_default())
    }

    pub fn save_server_settings(
        &self,
        guild_id: &str,
        settings: &ServerSettings,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO server_settings (guild_id, locale, drill_role_id, max_actions_per_minute)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale,
                drill_role_id = excluded.drill_role_id,
                max_actions_per_minute = excluded.max_actions_per_minute",
            params![
                guild_id,
                settings.locale,
                settings.drill_role_id,
                settings.max_actions_per_minute
            ],
        )?;
        Ok(())
    }
}
