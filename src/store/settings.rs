//! Per-server settings (the `/locale` language, a drill role, an action limit): read in one
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
}

fn read(conn: &rusqlite::Connection, guild: &GuildId) -> Result<ServerSettings, StoreError> {
    let found = conn
        .query_row(
            "SELECT locale, drill_role_id, max_actions_per_minute FROM server_settings WHERE guild_id = ?1",
            [&guild.0],
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
            "INSERT INTO server_settings (guild_id, locale, drill_role_id, max_actions_per_minute)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale,
                drill_role_id = excluded.drill_role_id,
                max_actions_per_minute = excluded.max_actions_per_minute",
            params![
                guild.0,
                settings.locale,
                settings.drill_role_id,
                settings.max_actions_per_minute
            ],
        )?;
        tx.commit()?;
        Ok(settings)
    }
}
