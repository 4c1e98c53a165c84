//! The outbox: messages the bot must still post (alerts, scenario events, debriefs), each
//! already rendered to the payload Discord takes (JSON, and an attached file's name and
//! bytes). A row is added when the message is queued and deleted when Discord accepted it or
//! its channel is gone, so what was queued survives a restart. Rows are read back in the
//! order they were queued within each channel (`position`, given by the queuer).

use rusqlite::{params, Row};

use super::{Store, StoreError};
use crate::model::{ChannelId, GuildId, Place};

/// A file sent with a message (the chart PNG of a debrief).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A message to post, as queued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMessage {
    pub place: Place,
    /// Its place in the channel's order: larger is later.
    pub position: i64,
    /// What it is, for the logs ("text", "debrief").
    pub kind: String,
    /// The message body as Discord's `POST /channels/{id}/messages` takes it.
    pub payload_json: String,
    pub file: Option<OutboxFile>,
    pub queued_at_ms: i64,
}

/// A message the outbox holds, with the row id that marks it delivered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedMessage {
    pub id: i64,
    pub message: OutboxMessage,
}

fn queued_from(row: &Row) -> rusqlite::Result<QueuedMessage> {
    let file = match (row.get::<_, Option<String>>(6)?, row.get(7)?) {
        (Some(name), Some(bytes)) => Some(OutboxFile { name, bytes }),
        _ => None,
    };
    Ok(QueuedMessage {
        id: row.get(0)?,
        message: OutboxMessage {
            place: Place {
                guild: row.get::<_, Option<String>>(1)?.map(GuildId),
                channel: ChannelId(row.get(2)?),
            },
            position: row.get(3)?,
            kind: row.get(4)?,
            payload_json: row.get(5)?,
            file,
            queued_at_ms: row.get(8)?,
        },
    })
}

impl Store {
    /// Adds a message to the outbox and returns its row id.
    pub fn queue_outbox(&self, message: &OutboxMessage) -> Result<i64, StoreError> {
        insert_outbox(&self.conn, message)
    }

    /// Removes a message Discord accepted (or that is given up, and said so in the log).
    pub fn outbox_done(&self, id: i64) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM outbox WHERE id = ?1", [id])?;
        Ok(())
    }

    /// Removes every message of a channel that is gone; returns how many there were.
    pub fn outbox_drop_channel(&self, channel: &ChannelId) -> Result<usize, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM outbox WHERE channel_id = ?1", [&channel.0])?)
    }

    /// Every message still to post, each channel's in the order queued.
    pub fn outbox_pending(&self) -> Result<Vec<QueuedMessage>, StoreError> {
        let mut statement = self.conn.prepare(
            "SELECT id, guild_id, channel_id, position, kind, payload_json, file_name, file_bytes,
                queued_at_ms FROM outbox ORDER BY channel_id, position, id",
        )?;
        let rows = statement.query_map([], queued_from)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// Adds a message to the outbox on `conn` (the store's connection, or a transaction on it)
/// and returns its row id.
pub(super) fn insert_outbox(
    conn: &rusqlite::Connection,
    message: &OutboxMessage,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO outbox (guild_id, channel_id, position, kind, payload_json, file_name,
            file_bytes, queued_at_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            message.place.guild.as_ref().map(|g| &g.0),
            message.place.channel.0,
            message.position,
            message.kind,
            message.payload_json,
            message.file.as_ref().map(|f| &f.name),
            message.file.as_ref().map(|f| &f.bytes),
            message.queued_at_ms,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}
