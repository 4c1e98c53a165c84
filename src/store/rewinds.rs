//! Rewinds of turn-based drills: one transaction takes a drill back (the dropped actions
//! marked with the rewind, the minutes from its target on deleted so they are computed
//! and stored again, the drill marked practice); and the rewinds read back, each with the
//! actions it dropped, to rebuild the drill and tell its dropped branch.

use rusqlite::params;

use super::{Store, StoreError};
use crate::model::{Author, IncidentId, LoggedAction, Rewind};

impl Store {
    /// Stores a rewind: its row, its dropped actions marked (every live one applied at
    /// `to_minute` or later), the minutes from `to_minute` on deleted, the drill marked
    /// practice. All or nothing; returns once durable.
    pub fn record_rewind(
        &mut self,
        incident: IncidentId,
        rewind: &Rewind,
    ) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO rewinds (incident_id, seq, from_minute, to_minute, author_id, author_name, at_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                incident,
                rewind.seq,
                rewind.from_minute,
                rewind.to_minute,
                rewind.author.id,
                rewind.author.name,
                rewind.at_ms
            ],
        )?;
        tx.execute(
            "UPDATE actions SET rewound_in = ?2
             WHERE incident_id = ?1 AND rewound_in IS NULL AND minute >= ?3",
            params![incident, rewind.seq, rewind.to_minute],
        )?;
        for table in ["minute_digests", "minutes"] {
            tx.execute(
                &format!("DELETE FROM {table} WHERE incident_id = ?1 AND minute >= ?2"),
                params![incident, rewind.to_minute],
            )?;
        }
        tx.execute(
            "UPDATE incidents SET practice = 1 WHERE id = ?1",
            params![incident],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The rewinds of an incident in order, each with the actions it dropped.
    pub fn rewinds(&self, incident: IncidentId) -> Result<Vec<Rewind>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, from_minute, to_minute, author_id, author_name, at_ms
             FROM rewinds WHERE incident_id = ?1 ORDER BY seq",
        )?;
        let mut rewinds: Vec<Rewind> = stmt
            .query_map([incident], |r| {
                Ok(Rewind {
                    seq: r.get(0)?,
                    from_minute: r.get(1)?,
                    to_minute: r.get(2)?,
                    author: Author {
                        id: r.get(3)?,
                        name: r.get(4)?,
                    },
                    at_ms: r.get(5)?,
                    dropped: Vec::new(),
                })
            })?
            .collect::<Result<_, _>>()?;
        if rewinds.is_empty() {
            return Ok(rewinds);
        }
        let mut dropped = self.conn.prepare_cached(
            "SELECT rewound_in, seq, minute, author_id, author_name, action, received_at_ms
             FROM actions WHERE incident_id = ?1 AND rewound_in IS NOT NULL ORDER BY seq",
        )?;
        let rows = dropped.query_map([incident], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                LoggedAction {
                    seq: r.get(1)?,
                    minute: r.get(2)?,
                    author: Author {
                        id: r.get(3)?,
                        name: r.get(4)?,
                    },
                    action: r.get(5)?,
                    received_at_ms: r.get(6)?,
                },
            ))
        })?;
        for row in rows {
            let (rewind, action) = row?;
            if let Some(r) = rewinds.iter_mut().find(|r| r.seq == rewind) {
                r.dropped.push(action);
            }
        }
        Ok(rewinds)
    }

    /// Whether a drill was rewound (and so is practice).
    pub fn is_practice(&self, incident: IncidentId) -> Result<bool, StoreError> {
        Ok(self.conn.query_row(
            "SELECT practice FROM incidents WHERE id = ?1",
            [incident],
            |r| r.get(0),
        )?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Action, IncidentMeta, IncidentState, Locale, Pace, Place, StoredMinute};

    fn action(seq: u32, minute: u32, action: Action) -> LoggedAction {
        LoggedAction {
            seq,
            minute,
            author: Author {
                id: "1".into(),
                name: "ana".into(),
            },
            action,
            received_at_ms: 0,
        }
    }

    #[test]
    fn a_rewind_drops_later_actions_and_minutes_and_marks_the_drill_practice() {
        let mut store = Store::open_in_memory().unwrap();
        let meta = IncidentMeta {
            place: Place::in_guild("g", "c"),
            scenario_ref: "free-play".into(),
            scenario_id: "free-play".into(),
            scenario_hash: 7,
            seed: 1,
            deterministic: true,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            started_by: "1".into(),
            started_at_ms: 0,
            alert_role: None,
            rules: Default::default(),
        };
        let id = store.create_incident(&meta).unwrap();
        for a in [
            action(0, 2, Action::Ttl(120)),
            action(1, 5, Action::Shed(20)),
            action(2, 6, Action::Rollback),
        ] {
            store.record_action(id, &a).unwrap();
        }
        let minutes: Vec<StoredMinute> = (0..8)
            .map(|minute| StoredMinute {
                incident: id,
                minute,
                digest: u64::from(minute),
                json: "{}".into(),
            })
            .collect();
        assert!(store.append_minutes(&minutes).unwrap().is_empty());
        assert!(!store.is_practice(id).unwrap());
        let rewind = Rewind {
            seq: 0,
            from_minute: 7,
            to_minute: 5,
            author: Author {
                id: "2".into(),
                name: "bo".into(),
            },
            at_ms: 99,
            dropped: vec![
                action(1, 5, Action::Shed(20)),
                action(2, 6, Action::Rollback),
            ],
        };
        store.record_rewind(id, &rewind).unwrap();
        assert_eq!(store.actions(id).unwrap(), [action(0, 2, Action::Ttl(120))]);
        let digests: Vec<u32> = store
            .minute_digests(id)
            .unwrap()
            .iter()
            .map(|d| d.minute)
            .collect();
        assert_eq!(digests, [0, 1, 2, 3, 4]);
        assert_eq!(store.rewinds(id).unwrap(), [rewind]);
        assert!(store.is_practice(id).unwrap());
        // The minutes from 5 on are stored again as the drill goes on.
        assert!(store.append_minutes(&minutes[5..]).unwrap().is_empty());
        // Ended, it is ranked apart from the drills that were never rewound.
        store
            .set_outcome(id, IncidentState::Finished, 1, Some((80.0, "{}")))
            .unwrap();
        let board = store
            .leaderboard(&crate::model::GuildId("g".into()), None, None, 10)
            .unwrap();
        assert!(board.finished.is_empty() && board.stopped.is_empty());
        assert_eq!(board.practice.len(), 1);
        assert_eq!(board.practice[0].incident, id);
    }
}
