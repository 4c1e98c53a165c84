//! Drills on a schedule, for the front-ends: the schedules kept in the drill database
//! ([`Schedules`]: add, list, remove, on the blocking pool through the driver's one store),
//! and the scheduler ([`run`]): a tokio loop that wakes at the next occurrence (or when a
//! schedule is added), asks the pure rule ([`due`]) what each schedule wants, claims each
//! occurrence in the database before acting on it, starts the drill through the engine's
//! door, and hands what the channel must be told to the front-end as an [`Announcement`].
//! Whoever renders it (Discord) decides whom it pings, and queues it in the outbox with the
//! mark that it was told; on start, the scheduler first finishes what a stop interrupted
//! (`resume`).

pub mod due;
mod resume;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, Notify};

use crate::model::schedule::Zone;
use crate::model::seed_secrecy::SeedRule;
use crate::model::{Author, GuildId, Locale, TeamRules};
use crate::store::{RunOutcome, StoreError};
// The schedule as the front-ends make and list it (they reach the store only through here).
pub use crate::store::{Schedule, StoredSchedule};

use super::engine::{DrillError, Failure, HostError, Snapshot, StartRequest};
use super::handle::DrillHandle;
use super::settings::Settings;
use super::uploads::Uploads;
use super::writer::SharedStore;
use due::Due;

/// The scheduler looks again at least this often (a clock changed, a schedule removed).
const LOOK_AGAIN: Duration = Duration::from_secs(60);

#[derive(Clone)]
pub struct Schedules {
    store: SharedStore,
    /// Wakes the scheduler when a schedule is added.
    added: Arc<Notify>,
}

fn host(err: StoreError) -> HostError {
    tracing::error!(error = %err, "the schedules could not be read or written");
    HostError::Store(err.to_string())
}

impl Schedules {
    pub(super) fn new(store: SharedStore) -> Schedules {
        Schedules {
            store,
            added: Arc::new(Notify::new()),
        }
    }

    /// Stores a schedule (checked by the caller); returns its id.
    pub async fn add(&self, schedule: Schedule) -> Result<i64, HostError> {
        let id = self
            .store
            .run(move |s| s.add_schedule(&schedule))
            .await
            .map_err(host)?;
        self.added.notify_one();
        Ok(id)
    }

    /// A server's schedules, oldest first.
    pub async fn of(&self, guild: &GuildId) -> Result<Vec<StoredSchedule>, HostError> {
        let guild = guild.clone();
        self.store
            .run(move |s| s.schedules(Some(&guild)))
            .await
            .map_err(host)
    }

    /// Removes a server's schedule; whether it had one with this id.
    pub async fn remove(&self, guild: &GuildId, id: i64) -> Result<bool, HostError> {
        let guild = guild.clone();
        self.store
            .run(move |s| s.remove_schedule(&guild, id))
            .await
            .map_err(host)
    }
}

/// What a channel is told of its schedule's occurrence.
#[derive(Debug, Clone)]
pub enum Announcement {
    /// The drill started; the start message pings the schedule's role, if it names one.
    Started {
        schedule: StoredSchedule,
        occurrence_ms: i64,
        snapshot: Box<Snapshot>,
    },
    /// Skipped: the bot was down and is back an hour late or more.
    Late {
        schedule: StoredSchedule,
        occurrence_ms: i64,
        /// When the scheduler found it (how late it was: this minus the occurrence).
        noticed_ms: i64,
    },
    /// Skipped: a drill was running in the channel.
    Busy {
        schedule: StoredSchedule,
        occurrence_ms: i64,
    },
    /// The drill could not be started (its scenario is no longer there, or the host failed).
    Failed {
        schedule: StoredSchedule,
        occurrence_ms: i64,
    },
}

impl Announcement {
    pub fn schedule(&self) -> &StoredSchedule {
        match self {
            Announcement::Started { schedule, .. }
            | Announcement::Late { schedule, .. }
            | Announcement::Busy { schedule, .. }
            | Announcement::Failed { schedule, .. } => schedule,
        }
    }

    /// The occurrence told of (with the schedule's id, the key of its claim).
    pub fn occurrence_ms(&self) -> i64 {
        match self {
            Announcement::Started { occurrence_ms, .. }
            | Announcement::Late { occurrence_ms, .. }
            | Announcement::Busy { occurrence_ms, .. }
            | Announcement::Failed { occurrence_ms, .. } => *occurrence_ms,
        }
    }
}

/// The scheduler: until its handles' store closes, starts what is due and sends what the
/// channels must be told to `announce`.
pub async fn run(
    drills: DrillHandle,
    uploads: Uploads,
    settings: Settings,
    schedules: Schedules,
    announce: mpsc::UnboundedSender<Announcement>,
) {
    let clock = drills.clock();
    let job = Job {
        drills: &drills,
        uploads: &uploads,
        settings: &settings,
        store: &schedules.store,
    };
    job.resume(clock.now().unix_ms, &announce).await;
    loop {
        let now_ms = clock.now().unix_ms;
        let list = match schedules.store.run(|s| s.schedules(None)).await {
            Ok(list) => list,
            Err(StoreError::Closed) => return,
            Err(err) => {
                tracing::error!(error = %err, "cannot read the schedules; trying again");
                Vec::new()
            }
        };
        let mut next_ms: Option<i64> = None;
        for schedule in list {
            let s = &schedule.schedule;
            let zone = match &s.place.guild {
                Some(guild) => match settings.zone(guild).await {
                    Ok(zone) => zone,
                    // Not read: this schedule waits for the next look.
                    Err(_) => continue,
                },
                None => Zone::utc(),
            };
            match due::due(
                &s.recurrence,
                &zone,
                s.created_at_ms,
                schedule.last_handled_ms,
                now_ms,
            ) {
                Due::Wait { next_ms: Some(at) } => {
                    next_ms = Some(next_ms.map_or(at, |n| n.min(at)));
                }
                Due::Wait { next_ms: None } => {}
                Due::Start { occurrence_ms } => {
                    if let Some(told) = job.start(schedule, occurrence_ms, now_ms).await {
                        let _ = announce.send(told);
                    }
                }
                Due::SkipLate { occurrence_ms } => {
                    let id = schedule.id;
                    let claimed = schedules
                        .store
                        .run(move |s| {
                            s.claim_occurrence(id, occurrence_ms, RunOutcome::Late, now_ms)
                        })
                        .await;
                    if matches!(claimed, Ok(true)) {
                        let _ = announce.send(Announcement::Late {
                            schedule,
                            occurrence_ms,
                            noticed_ms: now_ms,
                        });
                    }
                }
            }
        }
        let wait = next_ms.map_or(LOOK_AGAIN, |at| {
            Duration::from_millis((at - clock.now().unix_ms).max(0) as u64).min(LOOK_AGAIN)
        });
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = schedules.added.notified() => {}
        }
    }
}

/// What starting one occurrence needs.
pub(super) struct Job<'a> {
    drills: &'a DrillHandle,
    uploads: &'a Uploads,
    settings: &'a Settings,
    store: &'a SharedStore,
}

impl Job<'_> {
    /// Claims the occurrence, then starts its drill: what to tell the channel, or nothing
    /// when the occurrence was handled already (or could not be claimed: retried next wake).
    async fn start(
        &self,
        schedule: StoredSchedule,
        occurrence_ms: i64,
        now_ms: i64,
    ) -> Option<Announcement> {
        let id = schedule.id;
        let claimed = self
            .store
            .run(move |s| s.claim_occurrence(id, occurrence_ms, RunOutcome::Starting, now_ms))
            .await;
        match claimed {
            Ok(true) => {}
            Ok(false) => return None,
            Err(err) => {
                tracing::error!(schedule = id, error = %err, "cannot claim a scheduled drill's start; trying again");
                return None;
            }
        }
        Some(self.carry_out(schedule, occurrence_ms).await)
    }

    /// Starts a claimed occurrence's drill and records what came of it: what to tell the
    /// channel.
    async fn carry_out(&self, schedule: StoredSchedule, occurrence_ms: i64) -> Announcement {
        let id = schedule.id;
        let (outcome, incident, told) = match self.start_drill(&schedule.schedule).await {
            Ok(snapshot) => (
                RunOutcome::Started,
                Some(snapshot.id),
                Announcement::Started {
                    schedule,
                    occurrence_ms,
                    snapshot: Box::new(snapshot),
                },
            ),
            Err(Failure::Refused(DrillError::AlreadyRunning)) => (
                RunOutcome::Busy,
                None,
                Announcement::Busy {
                    schedule,
                    occurrence_ms,
                },
            ),
            Err(err) => {
                tracing::error!(schedule = id, error = %err, "a scheduled drill could not be started");
                (
                    RunOutcome::Failed,
                    None,
                    Announcement::Failed {
                        schedule,
                        occurrence_ms,
                    },
                )
            }
        };
        let recorded = self
            .store
            .run(move |s| s.set_occurrence_outcome(id, occurrence_ms, outcome, incident))
            .await;
        if let Err(err) = recorded {
            tracing::error!(schedule = id, error = %err, "a scheduled drill's outcome was not recorded (it stays claimed)");
        }
        told
    }

    async fn start_drill(&self, schedule: &Schedule) -> Result<Snapshot, Failure> {
        let guild = schedule.place.guild.as_ref();
        let (scenario, scenario_ref) = self
            .uploads
            .find_scenario(guild, &schedule.scenario_id)
            .await
            .map_err(|err| HostError::Store(format!("{err:?}")))?;
        let locale = match guild {
            Some(guild) => self.settings.get(guild).await?.locale,
            None => None,
        };
        self.drills
            .start(StartRequest {
                place: schedule.place.clone(),
                scenario,
                scenario_ref,
                // Nobody chose the seed: it stays secret until the debrief.
                seed: super::random_seed(),
                pace: schedule.pace,
                locale: locale.unwrap_or(Locale::FALLBACK),
                deterministic: false,
                // A schedule with a game master starts its drills in their name, as theirs.
                who: schedule.game_master.clone().unwrap_or_else(|| Author {
                    id: schedule.created_by.clone(),
                    name: schedule.created_by_name.clone(),
                }),
                alert_role: schedule.ping_role.clone(),
                rules: TeamRules {
                    seed: SeedRule::Secret,
                    game_master: schedule.game_master.is_some(),
                    ..TeamRules::default()
                },
            })
            .await
    }
}
