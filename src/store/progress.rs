//! A team's drills over time, for `/progress` and `report --progress`: every scored drill
//! of a server (or of every server), optionally only those a member took part in (changed a
//! control, held a role or posted an update — the leaderboard's team), oldest first, each
//! with how it ended: full, partial (stopped early) or practice (rewound).

use rusqlite::params;

use super::{Store, StoreError};
use crate::model::{GuildId, IncidentId, IncidentState};

/// How a drill counts: full drills are the figures; partial and practice ones are shown
/// apart (as the leaderboard lists them apart).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrillKind {
    Full,
    /// Stopped before its scenario's end: scored over the minutes it ran.
    Partial,
    /// Rewound at least once, finished or stopped.
    Practice,
}

/// One scored drill, as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayedDrill {
    pub incident: IncidentId,
    pub scenario_id: String,
    pub seed: u32,
    pub kind: DrillKind,
    pub score: f64,
    pub ended_at_ms: i64,
}

impl Store {
    /// The scored drills of `guild` (every server's with `None`), of `member` when given,
    /// oldest first.
    pub fn played_drills(
        &self,
        guild: Option<&GuildId>,
        member: Option<&str>,
    ) -> Result<Vec<PlayedDrill>, StoreError> {
        let mut statement = self.conn.prepare_cached(
            "SELECT id, scenario_id, seed, state, practice, score, ended_at_ms FROM incidents i
             WHERE score IS NOT NULL AND state IN ('finished', 'stopped')
               AND (?1 IS NULL OR guild_id = ?1)
               AND (?2 IS NULL
                    OR EXISTS (SELECT 1 FROM actions a WHERE a.incident_id = i.id AND a.author_id = ?2)
                    OR EXISTS (SELECT 1 FROM team_log t WHERE t.incident_id = i.id
                               AND ((t.kind = 'role' AND t.member_id = ?2)
                                    OR (t.kind = 'update' AND t.author_id = ?2))))
             ORDER BY ended_at_ms, id",
        )?;
        let rows = statement.query_map(params![guild.map(|g| &g.0), member], |r| {
            let state: IncidentState = r.get(3)?;
            let kind = match (r.get::<_, bool>(4)?, state) {
                (true, _) => DrillKind::Practice,
                (false, IncidentState::Stopped) => DrillKind::Partial,
                (false, _) => DrillKind::Full,
            };
            Ok(PlayedDrill {
                incident: r.get(0)?,
                scenario_id: r.get(1)?,
                seed: r.get::<_, i64>(2)? as u32,
                kind,
                score: r.get(5)?,
                ended_at_ms: r.get::<_, Option<i64>>(6)?.unwrap_or_default(),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
