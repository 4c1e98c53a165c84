//! Drills on a schedule: a server's schedules (made with `/schedule add`, each in the channel
//! it was made in) and each occurrence handled. An occurrence is claimed — one row, its
//! primary key the schedule and the occurrence's time — before the drill is started or the
//! skip told, so however often the scheduler asks, across restarts, it is handled once. The
//! row stays "untold" until the message about it is in the outbox (one transaction,
//! [`Store::queue_schedule_message`]): what a stop leaves claimed but not started, or
//! handled but not told, the next start finishes ([`Store::untold_runs`]).

use rusqlite::{params, OptionalExtension, Row};

use super::outbox::{insert_outbox, OutboxMessage};
use super::{Store, StoreError};
use crate::model::schedule::{Every, Recurrence, TimeOfDay, Weekday};
use crate::model::{Author, GuildId, IncidentId, Pace, Place};

/// A schedule as made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    /// Where its drills start: the channel it was made in.
    pub place: Place,
    pub scenario_id: String,
    pub recurrence: Recurrence,
    /// The one role its start message pings.
    pub ping_role: Option<String>,
    pub pace: Pace,
    /// Who made it (id and name): its drills are started in their name, unless it names a
    /// game master.
    pub created_by: String,
    pub created_by_name: String,
    pub created_at_ms: i64,
    /// The member who runs its drills as their game master (`gm:@member`): the drills
    /// start in their name, with a game master.
    pub game_master: Option<Author>,
}

/// A stored schedule, with the latest occurrence handled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSchedule {
    pub id: i64,
    pub schedule: Schedule,
    pub last_handled_ms: Option<i64>,
}

/// What became of one occurrence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunOutcome {
    /// Claimed, its drill being started (what a stop at that instant leaves: not retried).
    Starting,
    Started,
    /// Skipped: an hour late or more.
    Late,
    /// Skipped: a drill was running in the channel.
    Busy,
    /// Its drill could not be started (the scenario is gone); told in the channel.
    Failed,
}

/// An occurrence claimed whose message is not yet in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UntoldRun {
    pub schedule: StoredSchedule,
    pub occurrence_ms: i64,
    pub outcome: RunOutcome,
    /// When it was claimed.
    pub claimed_at_ms: i64,
}

impl RunOutcome {
    const ALL: [RunOutcome; 5] = [
        RunOutcome::Starting,
        RunOutcome::Started,
        RunOutcome::Late,
        RunOutcome::Busy,
        RunOutcome::Failed,
    ];

    fn parse(stored: &str) -> Option<RunOutcome> {
        RunOutcome::ALL.into_iter().find(|o| o.as_str() == stored)
    }

    fn as_str(self) -> &'static str {
        match self {
            RunOutcome::Starting => "starting",
            RunOutcome::Started => "started",
            RunOutcome::Late => "late",
            RunOutcome::Busy => "busy",
            RunOutcome::Failed => "failed",
        }
    }
}

const COLUMNS: &str = "s.id, s.guild_id, s.channel_id, s.scenario_id, s.at_minute, s.every,
    s.weekday, s.ping_role, s.pace, s.created_by, s.created_by_name, s.created_at_ms,
    s.game_master_id, s.game_master_name,
    (SELECT max(occurrence_ms) FROM schedule_runs r WHERE r.schedule_id = s.id)";
/// How many [`COLUMNS`] there are: a query's own columns come after them.
const COLUMNS_LEN: usize = 15;

fn stored_from(row: &Row) -> rusqlite::Result<StoredSchedule> {
    let corrupt = |column: usize, what: &str| {
        rusqlite::Error::FromSqlConversionFailure(
            column,
            rusqlite::types::Type::Text,
            format!("not a schedule's {what}").into(),
        )
    };
    let at = TimeOfDay::from_minute_of_day(row.get(4)?).ok_or_else(|| corrupt(4, "time"))?;
    let weekday = row
        .get::<_, Option<String>>(6)?
        .map(|d| Weekday::parse(&d).ok_or_else(|| corrupt(6, "weekday")))
        .transpose()?;
    let every = Every::from_parts(&row.get::<_, String>(5)?, weekday)
        .map_err(|_| corrupt(5, "recurrence"))?;
    Ok(StoredSchedule {
        id: row.get(0)?,
        schedule: Schedule {
            place: Place::in_guild(row.get::<_, String>(1)?, row.get::<_, String>(2)?),
            scenario_id: row.get(3)?,
            recurrence: Recurrence { at, every },
            ping_role: row.get(7)?,
            pace: row.get(8)?,
            created_by: row.get(9)?,
            created_by_name: row.get(10)?,
            created_at_ms: row.get(11)?,
            game_master: match (row.get::<_, Option<String>>(12)?, row.get(13)?) {
                (Some(id), Some(name)) => Some(Author { id, name }),
                (None, None) => None,
                _ => return Err(corrupt(12, "game master")),
            },
        },
        last_handled_ms: row.get(COLUMNS_LEN - 1)?,
    })
}

impl Store {
    /// Stores a schedule made in a server's channel; returns its id.
    pub fn add_schedule(&self, schedule: &Schedule) -> Result<i64, StoreError> {
        let guild = schedule.place.guild.as_ref().map(|g| g.0.as_str());
        self.conn.execute(
            "INSERT INTO schedules (guild_id, channel_id, scenario_id, at_minute, every, weekday,
                ping_role, pace, created_by, created_by_name, created_at_ms, game_master_id,
                game_master_name)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                guild.unwrap_or_default(),
                schedule.place.channel.0,
                schedule.scenario_id,
                schedule.recurrence.at.minute_of_day(),
                schedule.recurrence.every.kind(),
                schedule.recurrence.every.weekday().map(Weekday::as_str),
                schedule.ping_role,
                schedule.pace,
                schedule.created_by,
                schedule.created_by_name,
                schedule.created_at_ms,
                schedule.game_master.as_ref().map(|a| a.id.as_str()),
                schedule.game_master.as_ref().map(|a| a.name.as_str()),
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// A server's schedules (every server's, with `None`), oldest first.
    pub fn schedules(&self, guild: Option<&GuildId>) -> Result<Vec<StoredSchedule>, StoreError> {
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM schedules s WHERE ?1 IS NULL OR s.guild_id = ?1 ORDER BY s.id"
        ))?;
        let rows = statement.query_map([guild.map(|g| &g.0)], stored_from)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Removes a server's schedule (its handled occurrences with it); whether it was there.
    pub fn remove_schedule(&mut self, guild: &GuildId, id: i64) -> Result<bool, StoreError> {
        let tx = self.conn.transaction()?;
        let removed = tx.execute(
            "DELETE FROM schedules WHERE id = ?1 AND guild_id = ?2",
            params![id, guild.0],
        )?;
        if removed > 0 {
            tx.execute("DELETE FROM schedule_runs WHERE schedule_id = ?1", [id])?;
        }
        tx.commit()?;
        Ok(removed > 0)
    }

    /// Claims an occurrence with its outcome: true when this call claimed it, false when it
    /// was handled already (by this process or one before a restart).
    pub fn claim_occurrence(
        &self,
        schedule: i64,
        occurrence_ms: i64,
        outcome: RunOutcome,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let claimed = self.conn.execute(
            "INSERT OR IGNORE INTO schedule_runs (schedule_id, occurrence_ms, outcome, at_ms, told)
             VALUES (?1, ?2, ?3, ?4, 0)",
            params![schedule, occurrence_ms, outcome.as_str(), now_ms],
        )?;
        Ok(claimed == 1)
    }

    /// What became of a claimed occurrence (and the drill it started).
    pub fn set_occurrence_outcome(
        &self,
        schedule: i64,
        occurrence_ms: i64,
        outcome: RunOutcome,
        incident: Option<IncidentId>,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE schedule_runs SET outcome = ?3, incident_id = ?4
             WHERE schedule_id = ?1 AND occurrence_ms = ?2",
            params![schedule, occurrence_ms, outcome.as_str(), incident],
        )?;
        Ok(())
    }

    /// Every occurrence claimed whose message is not in the outbox yet, oldest first: the
    /// ones a stop interrupted, claimed but not started, or handled but not told.
    pub fn untold_runs(&self) -> Result<Vec<UntoldRun>, StoreError> {
        let mut statement = self.conn.prepare(&format!(
            "SELECT {COLUMNS}, r.occurrence_ms, r.outcome, r.at_ms
             FROM schedule_runs r JOIN schedules s ON s.id = r.schedule_id
             WHERE r.told = 0 ORDER BY r.at_ms"
        ))?;
        let rows = statement.query_map([], |row| {
            let outcome: String = row.get(COLUMNS_LEN + 1)?;
            let outcome = RunOutcome::parse(&outcome).ok_or_else(|| {
                rusqlite::Error::FromSqlConversionFailure(
                    COLUMNS_LEN + 1,
                    rusqlite::types::Type::Text,
                    format!("not an occurrence's outcome: {outcome}").into(),
                )
            })?;
            Ok(UntoldRun {
                schedule: stored_from(row)?,
                occurrence_ms: row.get(COLUMNS_LEN)?,
                outcome,
                claimed_at_ms: row.get(COLUMNS_LEN + 2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The first drill started in a channel at or after a moment (a claimed occurrence's
    /// drill, when a stop came between its start and the record of it).
    pub fn drill_started_since(
        &self,
        channel: &str,
        since_ms: i64,
    ) -> Result<Option<IncidentId>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM incidents WHERE channel_id = ?1 AND started_at_ms >= ?2
                 ORDER BY id LIMIT 1",
                params![channel, since_ms],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Queues the message about an occurrence and marks the occurrence told, in one
    /// transaction; returns the message's outbox id.
    pub fn queue_schedule_message(
        &mut self,
        schedule: i64,
        occurrence_ms: i64,
        message: &OutboxMessage,
    ) -> Result<i64, StoreError> {
        let tx = self.conn.transaction()?;
        let id = insert_outbox(&tx, message)?;
        tx.execute(
            "UPDATE schedule_runs SET told = 1 WHERE schedule_id = ?1 AND occurrence_ms = ?2",
            params![schedule, occurrence_ms],
        )?;
        tx.commit()?;
        Ok(id)
    }

    /// The outcome of one occurrence, if it was handled.
    pub fn occurrence_outcome(
        &self,
        schedule: i64,
        occurrence_ms: i64,
    ) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT outcome FROM schedule_runs WHERE schedule_id = ?1 AND occurrence_ms = ?2",
                params![schedule, occurrence_ms],
                |r| r.get(0),
            )
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(guild: &str) -> Schedule {
        Schedule {
            place: Place::in_guild(guild, "c"),
            scenario_id: "bad-deploy".into(),
            recurrence: Recurrence {
                at: TimeOfDay::parse("09:30").unwrap(),
                every: Every::Week(Weekday::Friday),
            },
            ping_role: Some("42".into()),
            pace: Pace::Turns,
            created_by: "7".into(),
            created_by_name: "ana".into(),
            created_at_ms: 1_000,
            game_master: Some(Author {
                id: "8".into(),
                name: "gus".into(),
            }),
        }
    }

    #[test]
    fn a_schedule_reads_back_as_made_and_an_occurrence_is_claimed_once() {
        let mut store = Store::open_in_memory().unwrap();
        let id = store.add_schedule(&schedule("g")).unwrap();
        store.add_schedule(&schedule("other")).unwrap();
        let mine = store.schedules(Some(&GuildId("g".into()))).unwrap();
        assert_eq!(mine.len(), 1);
        assert_eq!(mine[0].schedule, schedule("g"));
        assert_eq!(mine[0].last_handled_ms, None);
        assert!(store
            .claim_occurrence(id, 5_000, RunOutcome::Starting, 5_001)
            .unwrap());
        assert!(!store
            .claim_occurrence(id, 5_000, RunOutcome::Late, 5_002)
            .unwrap());
        assert_eq!(
            store.occurrence_outcome(id, 5_000).unwrap().as_deref(),
            Some("starting")
        );
        assert_eq!(
            store.schedules(None).unwrap()[0].last_handled_ms,
            Some(5_000)
        );
        // Another server cannot remove it; its own can.
        assert!(!store.remove_schedule(&GuildId("other".into()), id).unwrap());
        assert!(store.remove_schedule(&GuildId("g".into()), id).unwrap());
        assert_eq!(store.schedules(None).unwrap().len(), 1);
    }

    #[test]
    fn a_claim_stays_untold_until_its_message_is_queued_and_a_later_drill_is_found() {
        use crate::model::{IncidentMeta, IncidentState, Locale, TeamRules};
        let mut store = Store::open_in_memory().unwrap();
        let id = store.add_schedule(&schedule("g")).unwrap();
        store
            .claim_occurrence(id, 5_000, RunOutcome::Starting, 5_001)
            .unwrap();
        let untold = store.untold_runs().unwrap();
        assert_eq!(untold.len(), 1);
        assert_eq!(
            (
                untold[0].occurrence_ms,
                untold[0].outcome,
                untold[0].claimed_at_ms
            ),
            (5_000, RunOutcome::Starting, 5_001)
        );
        assert_eq!(untold[0].schedule.schedule, schedule("g"));
        // A drill started in the channel before the claim is not its; one after is.
        let drill = |started_at_ms| IncidentMeta {
            place: Place::in_guild("g", "c"),
            scenario_ref: "bad-deploy".into(),
            scenario_id: "bad-deploy".into(),
            scenario_hash: 7,
            seed: 1,
            deterministic: true,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            started_by: "7".into(),
            started_at_ms,
            alert_role: None,
            rules: TeamRules::default(),
        };
        let before = store.create_incident(&drill(4_000)).unwrap();
        // Ended, so the channel may hold another live one.
        (store.set_state(before, IncidentState::Stopped, Some(4_500))).unwrap();
        assert_eq!(store.drill_started_since("c", 5_001).unwrap(), None);
        let after = store.create_incident(&drill(5_002)).unwrap();
        assert_eq!(store.drill_started_since("c", 5_001).unwrap(), Some(after));
        let message = OutboxMessage {
            place: Place::in_guild("g", "c"),
            position: 0,
            kind: "page".into(),
            payload_json: "{}".into(),
            file: None,
            queued_at_ms: 5_003,
        };
        store.queue_schedule_message(id, 5_000, &message).unwrap();
        assert!(store.untold_runs().unwrap().is_empty());
        assert_eq!(store.outbox_pending().unwrap().len(), 1);
    }
}
