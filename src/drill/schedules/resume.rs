//! What a stop left unfinished, finished when the scheduler starts. An occurrence claimed
//! whose drill was not started (a kill between the claim and the start) is started now if
//! it is still less than an hour late, else skipped and said so — unless a drill was
//! started in its channel since the claim: the stop then came after the start and before
//! its record, and that drill is the occurrence's. An occurrence handled whose message
//! never reached the outbox is told now. Nothing is started twice: only the one process
//! that holds the database finishes a claim, and the record of it comes before the next.

use tokio::sync::mpsc;

use crate::store::{RunOutcome, StoredSchedule, UntoldRun};

use super::due::LATE_LIMIT_MS;
use super::{Announcement, Job};

impl Job<'_> {
    /// Finishes every occurrence claimed and not yet told, and sends what to tell.
    pub(super) async fn resume(&self, now_ms: i64, announce: &mpsc::UnboundedSender<Announcement>) {
        let runs = match self.store.run(|s| s.untold_runs()).await {
            Ok(runs) => runs,
            Err(err) => {
                return tracing::error!(error = %err, "cannot read the scheduled occurrences a stop left unfinished");
            }
        };
        for run in runs {
            if let Some(told) = self.finish(run, now_ms).await {
                let _ = announce.send(told);
            }
        }
    }

    async fn finish(&self, run: UntoldRun, now_ms: i64) -> Option<Announcement> {
        let UntoldRun {
            schedule,
            occurrence_ms,
            outcome,
            claimed_at_ms,
        } = run;
        match outcome {
            RunOutcome::Starting => {
                let channel = schedule.schedule.place.channel.0.clone();
                let started = self
                    .store
                    .run(move |s| s.drill_started_since(&channel, claimed_at_ms))
                    .await;
                let started = match started {
                    Ok(started) => started,
                    Err(err) => {
                        tracing::error!(schedule = schedule.id, error = %err, "cannot tell whether a claimed scheduled drill started; left for the next start");
                        return None;
                    }
                };
                if started.is_some() {
                    self.record(&schedule, occurrence_ms, RunOutcome::Started, started)
                        .await;
                    return self.started(schedule, occurrence_ms).await;
                }
                if now_ms - occurrence_ms < LATE_LIMIT_MS {
                    return Some(self.carry_out(schedule, occurrence_ms).await);
                }
                self.record(&schedule, occurrence_ms, RunOutcome::Late, None)
                    .await;
                Some(Announcement::Late {
                    schedule,
                    occurrence_ms,
                    noticed_ms: now_ms,
                })
            }
            RunOutcome::Started => self.started(schedule, occurrence_ms).await,
            RunOutcome::Late => Some(Announcement::Late {
                schedule,
                occurrence_ms,
                noticed_ms: claimed_at_ms,
            }),
            RunOutcome::Busy => Some(Announcement::Busy {
                schedule,
                occurrence_ms,
            }),
            RunOutcome::Failed => Some(Announcement::Failed {
                schedule,
                occurrence_ms,
            }),
        }
    }

    async fn record(
        &self,
        schedule: &StoredSchedule,
        occurrence_ms: i64,
        outcome: RunOutcome,
        incident: Option<crate::model::IncidentId>,
    ) {
        let id = schedule.id;
        let recorded = self
            .store
            .run(move |s| s.set_occurrence_outcome(id, occurrence_ms, outcome, incident))
            .await;
        if let Err(err) = recorded {
            tracing::error!(schedule = id, error = %err, "a scheduled drill's outcome was not recorded");
        }
    }

    /// The start message of an occurrence whose drill started, with the drill as it
    /// stands now (its channel's drill: live, or the last ended).
    async fn started(&self, schedule: StoredSchedule, occurrence_ms: i64) -> Option<Announcement> {
        match self.drills.snapshot(&schedule.schedule.place).await {
            Ok(snapshot) => Some(Announcement::Started {
                schedule,
                occurrence_ms,
                snapshot: Box::new(snapshot),
            }),
            Err(err) => {
                tracing::error!(schedule = schedule.id, error = %err, "a scheduled drill's start message cannot be told: its drill is not found");
                None
            }
        }
    }
}
