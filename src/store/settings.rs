//! Per-server settings (the `/locale` language, a drill role, a game-master role, a time
//! zone, an action limit): read in one
//! statement, and changed only by [`Store::update_server_settings`], one read-modify-write
//! transaction that holds the write lock from its first read, so two changes to one server
//! (a `/locale` and a drill role at once) never undo each other.

use rusqlite::{params, OptionalExtension, TransactionBehavior};

use super::{Store, StoreError};
use crate::model::{GuildId, Locale};

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerSettings {
    pub locale: Option<Locale>,
    pub drill_role_id: Option<String>,
    pub max_actions_per_minute: Option<u32>,
    /// Its members are the game masters of every drill in the server (`/gm role`).
    pub game_master_role_id: Option<String>,
    /// The tz database name schedules read their times in (`/schedule timezone`); none is UTC.
    pub time_zone: Option<String>,
}

fn read(conn: &rusqlite::Connection, guild: &GuildId) -> Result<ServerSettings, StoreError> {
    let found = conn
        .query_row(
            "SELECT locale, drill_role_id, max_actions_per_minute, game_master_role_id, time_zone
             FROM server_settings WHERE guild_id = ?1",
            [&guild.0],
            |r| {
                Ok(ServerSettings {
                    locale: r.get(0)?,
                    drill_role_id: r.get(1)?,
                    max_actions_per_minute: r.get(2)?,
                    game_master_role_id: r.get(3)?,
                    time_zone: r.get(4)?,
                })
            },
        )
        .optional()?;
    Ok(found.unwrap_or_default())
}

impl Store {
    /// A server's settings; the defaults when it never changed any.
    pub fn server_settings(&self, guild: &GuildId) -> Result<ServerSettings, StoreError> {
        read(&self.conn, guild)
    }

    /// Changes a server's settings with `change` and returns them as stored, in one
    /// IMMEDIATE transaction (read, change, write).
    pub fn update_server_settings(
        &mut self,
        guild: &GuildId,
        change: impl FnOnce(&mut ServerSettings),
    ) -> Result<ServerSettings, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut settings = read(&tx, guild)?;
        change(&mut settings);
        tx.execute(
            "INSERT INTO server_settings (guild_id, locale, drill_role_id, max_actions_per_minute,
                game_master_role_id, time_zone)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale,
                drill_role_id = excluded.drill_role_id,
                max_actions_per_minute = excluded.max_actions_per_minute,
                game_master_role_id = excluded.game_master_role_id,
                time_zone = excluded.time_zone",
            params![
                guild.0,
                settings.locale,
                settings.drill_role_id,
                settings.max_actions_per_minute,
                settings.game_master_role_id,
                settings.time_zone
            ],
        )?;
        tx.commit()?;
        Ok(settings)
    }
}
