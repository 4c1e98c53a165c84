//! The drills' web links: each secret with its drill and what it lets its holder do, kept
//! so that a link posted in a channel still opens its drill after a restart. Whether a
//! link has expired is the web's rule (a retention after its drill ended): the store gives
//! the drill's end with the link. Also each server's progress link (its read-only progress
//! page, issue 31), which does not expire.

use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};
use crate::model::web_link::{Access, Token};
use crate::model::{ChannelId, GuildId, IncidentId, Place};

/// A stored link, with what the web needs to show its drill again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredWebLink {
    pub token: Token,
    pub incident: IncidentId,
    pub access: Access,
    /// Where the drill runs (or ran).
    pub place: Place,
    /// When the drill ended (Unix milliseconds); None while it runs.
    pub ended_at_ms: Option<i64>,
}

const LINK_COLUMNS: &str = "l.token, l.incident_id, l.access, i.guild_id, i.channel_id, \
    i.ended_at_ms FROM web_links l JOIN incidents i ON i.id = l.incident_id";

fn link_from(row: &rusqlite::Row) -> rusqlite::Result<StoredWebLink> {
    Ok(StoredWebLink {
        token: row.get(0)?,
        incident: row.get(1)?,
        access: row.get(2)?,
        place: Place {
            guild: row.get::<_, Option<String>>(3)?.map(GuildId),
            channel: ChannelId(row.get(4)?),
        },
        ended_at_ms: row.get(5)?,
    })
}

impl Store {
    /// Keeps a link of `incident` (kept once: saving it again changes nothing).
    pub fn save_web_link(
        &self,
        token: Token,
        incident: IncidentId,
        access: Access,
    ) -> Result<(), StoreError> {
        self.conn
            .prepare_cached(
                "INSERT INTO web_links (token, incident_id, access) VALUES (?1, ?2, ?3)
                 ON CONFLICT (token) DO NOTHING",
            )?
            .execute(params![token, incident, access])?;
        Ok(())
    }

    /// The link behind `token`, if one was kept.
    pub fn web_link(&self, token: Token) -> Result<Option<StoredWebLink>, StoreError> {
        let sql = format!("SELECT {LINK_COLUMNS} WHERE l.token = ?1");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        Ok(stmt.query_row([token], link_from).optional()?)
    }

    /// Every link kept for `incident`, oldest first.
    pub fn web_links_of(&self, incident: IncidentId) -> Result<Vec<StoredWebLink>, StoreError> {
        let sql = format!("SELECT {LINK_COLUMNS} WHERE l.incident_id = ?1 ORDER BY l.rowid");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt.query_map([incident], link_from)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

impl Store {
    /// `guild`'s progress link: the one kept, else `fresh`, kept now (one per server).
    pub fn progress_link_of(&self, guild: &GuildId, fresh: Token) -> Result<Token, StoreError> {
        self.conn
            .prepare_cached(
                "INSERT INTO progress_links (token, guild_id) VALUES (?1, ?2)
                 ON CONFLICT (guild_id) DO NOTHING",
            )?
            .execute(params![fresh, guild.0])?;
        let mut stmt = self
            .conn
            .prepare_cached("SELECT token FROM progress_links WHERE guild_id = ?1")?;
        Ok(stmt.query_row([&guild.0], |row| row.get(0))?)
    }

    /// The server whose progress link `token` is, if it is one.
    pub fn progress_link(&self, token: Token) -> Result<Option<GuildId>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT guild_id FROM progress_links WHERE token = ?1")?;
        Ok(stmt
            .query_row([token], |row| row.get::<_, String>(0).map(GuildId))
            .optional()?)
    }
}
