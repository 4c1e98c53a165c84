//! The front-ends' access to the outbox (messages still to post, kept in the drill's
//! database so they survive a restart): each call runs on the blocking pool through the
//! driver's one store, like the server settings; a message queued or done with is a small
//! commit carried out with the others asked for at the same time (one sync for them all).
//! The rows are the drill's: a front-end hands it typed [`Message`]s (what kind, where, in
//! which order, its rendered body kept as the front-end wrote it) and gets them back
//! typed; the store's row shape stays behind this door. What to post and when is the
//! front-end's business; this only stores, lists and removes.

use crate::model::{ChannelId, IncidentId, Place};
use crate::store::{OutboxFile, OutboxMessage, QueuedMessage, StoreError};

use super::writer::SharedStore;

/// What a message to post is; a debrief is a drill's last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageKind {
    Text,
    /// A text that calls the team's role.
    Page,
    /// A text that calls one member.
    Nudge,
    Debrief,
}

impl MessageKind {
    /// The kind as the outbox keeps it (and the logs name it).
    pub fn as_str(self) -> &'static str {
        match self {
            MessageKind::Text => "text",
            MessageKind::Page => "page",
            MessageKind::Nudge => "nudge",
            MessageKind::Debrief => "debrief",
        }
    }

    /// The kind the outbox kept (an unknown one, from another version, is a plain text).
    fn parse(stored: &str) -> MessageKind {
        [MessageKind::Page, MessageKind::Nudge, MessageKind::Debrief]
            .into_iter()
            .find(|k| k.as_str() == stored)
            .unwrap_or(MessageKind::Text)
    }
}

/// A file sent with a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A message a front-end queued to post.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub place: Place,
    /// Its place in the channel's order: larger is later.
    pub position: i64,
    pub kind: MessageKind,
    /// The body as the front-end rendered it, kept as it is (the front-end reads it).
    pub body: String,
    pub attachment: Option<Attachment>,
    /// When it was queued, Unix milliseconds.
    pub queued_at_ms: i64,
}

/// A message the outbox holds, with the id that marks it done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Queued {
    pub id: i64,
    pub message: Message,
}

impl From<Message> for OutboxMessage {
    fn from(message: Message) -> OutboxMessage {
        OutboxMessage {
            place: message.place,
            position: message.position,
            kind: message.kind.as_str().to_string(),
            payload_json: message.body,
            file: message.attachment.map(|a| OutboxFile {
                name: a.name,
                bytes: a.bytes,
            }),
            queued_at_ms: message.queued_at_ms,
        }
    }
}

impl From<QueuedMessage> for Queued {
    fn from(QueuedMessage { id, message }: QueuedMessage) -> Queued {
        Queued {
            id,
            message: Message {
                place: message.place,
                position: message.position,
                kind: MessageKind::parse(&message.kind),
                body: message.payload_json,
                attachment: message.file.map(|f| Attachment {
                    name: f.name,
                    bytes: f.bytes,
                }),
                queued_at_ms: message.queued_at_ms,
            },
        }
    }
}

#[derive(Clone)]
pub struct Outbox {
    store: SharedStore,
}

impl Outbox {
    pub(super) fn new(store: SharedStore) -> Outbox {
        Outbox { store }
    }

    /// Stores a message to post; returns its id.
    pub async fn queue(&self, message: Message) -> Result<i64, StoreError> {
        let message = OutboxMessage::from(message);
        self.store
            .run_grouped(move |s| s.queue_outbox(&message))
            .await
    }

    /// Stores an ended drill's debrief and the messages that follow it, in order, and marks
    /// the debrief no longer owed, all in one commit; returns their ids (see
    /// [`crate::store::Store::queue_debrief`]).
    pub async fn queue_debrief(
        &self,
        incident: IncidentId,
        messages: Vec<Message>,
    ) -> Result<Vec<i64>, StoreError> {
        let messages: Vec<OutboxMessage> = messages.into_iter().map(Into::into).collect();
        self.store
            .run_grouped(move |s| s.queue_debrief(incident, &messages))
            .await
    }

    /// Stores the message about a scheduled drill's occurrence and marks the occurrence
    /// told, in one commit; returns its id (see [`crate::store::Store::queue_schedule_message`]).
    pub async fn queue_schedule_message(
        &self,
        schedule: i64,
        occurrence_ms: i64,
        message: Message,
    ) -> Result<i64, StoreError> {
        let message = OutboxMessage::from(message);
        self.store
            .run_grouped(move |s| s.queue_schedule_message(schedule, occurrence_ms, &message))
            .await
    }

    /// Forgets a message that was posted (or given up).
    pub async fn done(&self, id: i64) -> Result<(), StoreError> {
        self.store.run_grouped(move |s| s.outbox_done(id)).await
    }

    /// Forgets every message of a channel that is gone; returns how many there were.
    pub async fn drop_channel(&self, channel: ChannelId) -> Result<usize, StoreError> {
        self.store
            .run(move |s| s.outbox_drop_channel(&channel))
            .await
    }

    /// How many ended drills still owe their debrief (not yet queued here).
    pub async fn debriefs_owed(&self) -> Result<usize, StoreError> {
        self.store.run(|s| Ok(s.debriefs_owed()?.len())).await
    }

    /// Every message still to post, each channel's in the order queued.
    pub async fn pending(&self) -> Result<Vec<Queued>, StoreError> {
        let rows = self.store.run(|s| s.outbox_pending()).await?;
        Ok(rows.into_iter().map(Into::into).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_back_as_it_was_queued_and_unknown_kinds_as_texts() {
        for kind in [
            MessageKind::Text,
            MessageKind::Page,
            MessageKind::Nudge,
            MessageKind::Debrief,
        ] {
            let message = Message {
                place: Place::in_guild("g", "c"),
                position: 3,
                kind,
                body: "{}".into(),
                attachment: Some(Attachment {
                    name: "chart.png".into(),
                    bytes: vec![1, 2],
                }),
                queued_at_ms: 7,
            };
            let row = QueuedMessage {
                id: 9,
                message: message.clone().into(),
            };
            assert_eq!(Queued::from(row), Queued { id: 9, message });
        }
        assert_eq!(MessageKind::parse("something old"), MessageKind::Text);
    }
}
