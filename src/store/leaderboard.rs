//! How drills ended, for the leaderboard: each ended drill's score and its parts (kept as
//! the JSON the drill layer hands in), and a server's finished drills ranked by score —
//! ties go to whoever finished first; drills stopped before their end are listed apart, and
//! so are practice drills (rewound ones), whether finished or stopped. Each is credited to
//! its whole team: actors, role holders and update authors.

use rusqlite::params;

use super::{Store, StoreError};
use crate::model::{ChannelId, GuildId, IncidentId, IncidentState};

/// One ranked drill.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    pub incident: IncidentId,
    pub channel: ChannelId,
    pub scenario_id: String,
    pub seed: u32,
    pub state: IncidentState,
    pub score: f64,
    /// The score's parts as stored (JSON).
    pub parts: String,
    pub ended_at_ms: i64,
    /// Its whole team, by name, in the order they first took part: who changed controls,
    /// who held a role, who posted a stakeholder update.
    pub players: Vec<String>,
}

/// A server's ranking: finished drills best first, and stopped ones apart; practice
/// (rewound) drills apart from both.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Leaderboard {
    pub finished: Vec<Standing>,
    pub stopped: Vec<Standing>,
    pub practice: Vec<Standing>,
}

impl Store {
    /// Records how a drill ended: its state, when, and (finished or stopped) its score. A
    /// drill ended with a score is owed its debrief from this same statement on, until
    /// [`Store::queue_debrief`] queues it (a crash in between leaves it owed, never lost).
    pub fn set_outcome(
        &self,
        id: IncidentId,
        state: IncidentState,
        ended_at_ms: i64,
        score: Option<(f64, &str)>,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE incidents SET state = ?2, ended_at_ms = ?3, score = ?4, score_parts = ?5,
                 debrief_owed = (?4 IS NOT NULL)
             WHERE id = ?1",
            params![
                id,
                state,
                ended_at_ms,
                score.map(|(total, _)| total),
                score.map(|(_, parts)| parts)
            ],
        )?;
        Ok(())
    }

    /// The `limit` best finished, stopped and practice drills of a server, optionally of
    /// one scenario and one seed.
    pub fn leaderboard(
        &self,
        guild: &GuildId,
        scenario: Option<&str>,
        seed: Option<u32>,
        limit: usize,
    ) -> Result<Leaderboard, StoreError> {
        let mut board = Leaderboard::default();
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, channel_id, scenario_id, seed, state, score, score_parts, ended_at_ms
             FROM incidents
             WHERE guild_id = ?1 AND score IS NOT NULL AND (?2 IS NULL OR state = ?2)
               AND practice = ?6
               AND (?3 IS NULL OR scenario_id = ?3) AND (?4 IS NULL OR seed = ?4)
             ORDER BY score DESC, ended_at_ms ASC, id ASC
             LIMIT ?5",
        )?;
        // A member's name as they first appeared (the row of the earliest time).
        let mut players = self.conn.prepare_cached(
            "SELECT name FROM (
                 SELECT author_id AS id, author_name AS name, received_at_ms AS at
                 FROM actions WHERE incident_id = ?1
                 UNION ALL
                 SELECT member_id, member_name, at_ms
                 FROM team_log WHERE incident_id = ?1 AND kind = 'role'
                 UNION ALL
                 SELECT author_id, author_name, at_ms
                 FROM team_log WHERE incident_id = ?1 AND kind = 'update'
             )
             GROUP BY id ORDER BY min(at), id",
        )?;
        // Practice drills are one list, finished or stopped.
        let lists = [
            (Some(IncidentState::Finished), false),
            (Some(IncidentState::Stopped), false),
            (None, true),
        ];
        for (state, practice) in lists {
            let rows = stmt.query_map(
                params![
                    guild.0,
                    state,
                    scenario,
                    seed.map(i64::from),
                    limit as i64,
                    practice
                ],
                |r| {
                    Ok(Standing {
                        incident: r.get(0)?,
                        channel: ChannelId(r.get(1)?),
                        scenario_id: r.get(2)?,
                        seed: r.get::<_, i64>(3)? as u32,
                        state: r.get(4)?,
                        score: r.get(5)?,
                        parts: r.get::<_, Option<String>>(6)?.unwrap_or_default(),
                        ended_at_ms: r.get::<_, Option<i64>>(7)?.unwrap_or_default(),
                        players: Vec::new(),
                    })
                },
            )?;
            let mut standings: Vec<Standing> = rows.collect::<Result<_, _>>()?;
            for standing in &mut standings {
                standing.players = players
                    .query_map([standing.incident], |r| r.get(0))?
                    .collect::<Result<_, _>>()?;
            }
            match (state, practice) {
                (_, true) => board.practice = standings,
                (Some(IncidentState::Finished), _) => board.finished = standings,
                _ => board.stopped = standings,
            }
        }
        Ok(board)
    }
}
