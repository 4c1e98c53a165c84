//! The team's log of each incident (roles taken, stakeholder updates, ready for the next
//! turn), committed like actions: an acknowledged entry is durable before it is answered;
//! and a drill's pace, which may change while it runs.

use rusqlite::params;

use super::{Store, StoreError};
use crate::model::{Author, IncidentId, Pace, TeamChange, TeamEntry};

impl Store {
    /// Commits one entry of an incident's team log.
    pub fn record_team(&self, incident: IncidentId, entry: &TeamEntry) -> Result<(), StoreError> {
        let (kind, role, member, text) = match &entry.change {
            TeamChange::Role { role, member } => ("role", Some(*role), Some(member), None),
            TeamChange::Update { text } => ("update", None, None, Some(text.as_str())),
            TeamChange::Ready => ("ready", None, None, None),
        };
        let mut stmt = self.conn.prepare_cached(
            "INSERT INTO team_log (incident_id, seq, minute, author_id, author_name, at_ms,
                 kind, role, member_id, member_name, text)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        )?;
        stmt.execute(params![
            incident,
            entry.seq,
            entry.minute,
            entry.author.id,
            entry.author.name,
            entry.at_ms,
            kind,
            role,
            member.map(|m| &m.id),
            member.map(|m| &m.name),
            text
        ])?;
        Ok(())
    }

    /// An incident's team log in arrival order.
    pub fn team_log(&self, incident: IncidentId) -> Result<Vec<TeamEntry>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, minute, author_id, author_name, at_ms, kind, role, member_id,
                    member_name, text
             FROM team_log WHERE incident_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([incident], |r| {
            let kind: String = r.get(5)?;
            let change = match kind.as_str() {
                "role" => TeamChange::Role {
                    role: r.get(6)?,
                    member: Author {
                        id: r.get(7)?,
                        name: r.get(8)?,
                    },
                },
                "update" => TeamChange::Update { text: r.get(9)? },
                _ => TeamChange::Ready,
            };
            Ok(TeamEntry {
                seq: r.get(0)?,
                minute: r.get(1)?,
                author: Author {
                    id: r.get(2)?,
                    name: r.get(3)?,
                },
                at_ms: r.get(4)?,
                change,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Changes the pace of a running drill.
    pub fn set_pace(&self, incident: IncidentId, pace: Pace) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE incidents SET pace = ?2 WHERE id = ?1",
            params![incident, pace],
        )?;
        Ok(())
    }
}
