//! The front-ends' side of the driver: requests travel on a channel (so they are handled
//! one at a time, in the order received) and each gets its answer on a oneshot. Cheap to
//! clone; every call answers or fails cleanly. Server settings are reached through
//! [`DrillHandle::settings`], beside the engine, not through it.

use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};

use crate::model::{Author, Clock, Locale, Pace, Place, Role, Summary};

use super::engine::restore::{ended_snapshot, rebuild};
use super::engine::{Ack, DrillError, Intent, Reply, Request, Snapshot, StartRequest};
use super::outbox::Outbox;
use super::settings::Settings;
use super::writer::SharedStore;
use crate::model::GuildId;
use crate::store::Leaderboard;

/// A request and where its answer goes.
pub(super) struct Call {
    pub request: Request,
    pub reply: oneshot::Sender<Result<Reply, DrillError>>,
}

#[derive(Clone)]
pub struct DrillHandle {
    pub(super) clock: super::driver::EngineClock,
    pub(super) calls: mpsc::Sender<Call>,
    pub(super) settings: Settings,
    /// Read-only questions about ended drills go to the store directly (off the async
    /// threads), not through the engine.
    pub(super) store: SharedStore,
}

impl std::fmt::Debug for DrillHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DrillHandle")
    }
}

fn gone<T>(_: T) -> DrillError {
    DrillError::Internal("the drill driver has stopped".into())
}

fn unexpected(reply: Reply) -> DrillError {
    DrillError::Internal(format!("unexpected reply {reply:?}"))
}

impl DrillHandle {
    /// The engine's clock: the scale of every `Now` the drills' events carry.
    pub fn clock(&self) -> super::driver::EngineClock {
        self.clock
    }

    async fn ask(&self, request: Request) -> Result<Reply, DrillError> {
        let (reply, answer) = oneshot::channel();
        self.calls
            .send(Call { request, reply })
            .await
            .map_err(gone)?;
        answer.await.map_err(gone)?
    }

    /// A server's finished drills ranked by score (ties: who finished first), and its
    /// stopped ones apart; optionally of one scenario and one seed.
    pub async fn leaderboard(
        &self,
        guild: &GuildId,
        scenario: Option<String>,
        seed: Option<u32>,
        limit: usize,
    ) -> Result<Leaderboard, DrillError> {
        let guild = guild.clone();
        self.store
            .run(move |s| s.leaderboard(&guild, scenario.as_deref(), seed, limit))
            .await
            .map_err(|err| {
                tracing::error!(error = %err, "the leaderboard could not be read");
                DrillError::Internal(err.to_string())
            })
    }

    /// Closes the database (file and lock released) once the driver is stopped; any handle
    /// used afterwards gets an internal error, not a second owner of the file.
    pub async fn close_store(&self) {
        self.store.close().await;
    }

    /// Server settings: read from memory, changed in one transaction each.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The outbox of messages still to post, in this drill database.
    pub fn outbox(&self) -> Outbox {
        Outbox::new(self.store.clone())
    }

    /// The drills' web links kept in this drill database.
    pub fn web_links(&self) -> super::web_links::WebLinks {
        super::web_links::WebLinks::new(self.store.clone())
    }

    pub async fn start(&self, request: StartRequest) -> Result<Snapshot, DrillError> {
        match self.ask(Request::Start(Box::new(request))).await? {
            Reply::Started(snapshot) => Ok(snapshot),
            other => Err(unexpected(other)),
        }
    }

    /// Commits the action `intent` makes, then answers: once this returns Ok the action is
    /// durable. The server's own action limit, if it set one, applies.
    pub async fn act(&self, place: &Place, who: Author, intent: Intent) -> Result<Ack, DrillError> {
        let limit = match &place.guild {
            Some(guild) => self.settings.get(guild).await?.max_actions_per_minute,
            None => None,
        };
        let request = Request::Act {
            place: place.clone(),
            who,
            intent,
            limit,
        };
        match self.ask(request).await? {
            Reply::Acked(ack) => Ok(ack),
            other => Err(unexpected(other)),
        }
    }

    /// Advances a turn-based drill; returns the minutes actually advanced and the clock of
    /// the last one.
    pub async fn advance(&self, place: &Place, minutes: u32) -> Result<(u32, Clock), DrillError> {
        self.advance_as(place, None, minutes).await
    }

    /// Advances a turn-based drill on `who`'s command (in a drill with a quorum, only its
    /// commander's counts).
    pub async fn advance_as(
        &self,
        place: &Place,
        who: Option<Author>,
        minutes: u32,
    ) -> Result<(u32, Clock), DrillError> {
        let request = Request::Advance {
            place: place.clone(),
            minutes,
            who,
        };
        match self.ask(request).await? {
            Reply::Advanced(n, clock) => Ok((n, clock)),
            other => Err(unexpected(other)),
        }
    }

    /// Gives `member` an incident role (a claim when `member` is `who`).
    pub async fn role(
        &self,
        place: &Place,
        who: Author,
        role: Role,
        member: Author,
    ) -> Result<Reply, DrillError> {
        let request = Request::Role {
            place: place.clone(),
            who,
            role,
            member,
        };
        match self.ask(request).await? {
            reply @ Reply::Role { .. } => Ok(reply),
            other => Err(unexpected(other)),
        }
    }

    /// Posts a stakeholder update; returns the clock it went out at.
    pub async fn update(
        &self,
        place: &Place,
        who: Author,
        text: String,
    ) -> Result<Clock, DrillError> {
        let request = Request::Update {
            place: place.clone(),
            who,
            text,
        };
        match self.ask(request).await? {
            Reply::Updated(clock) => Ok(clock),
            other => Err(unexpected(other)),
        }
    }

    /// Marks `who` ready for the next turn of a drill with a quorum.
    pub async fn ready(&self, place: &Place, who: Author) -> Result<Reply, DrillError> {
        let request = Request::Ready {
            place: place.clone(),
            who,
        };
        match self.ask(request).await? {
            reply @ Reply::Ready { .. } => Ok(reply),
            other => Err(unexpected(other)),
        }
    }

    /// Changes the pace of a live drill.
    pub async fn set_pace(&self, place: &Place, who: Author, pace: Pace) -> Result<(), DrillError> {
        let request = Request::SetPace {
            place: place.clone(),
            who,
            pace,
        };
        match self.ask(request).await? {
            Reply::PaceSet(_) => Ok(()),
            other => Err(unexpected(other)),
        }
    }

    /// The drill for the coach to explain: refused when its hints are off.
    pub async fn explain(&self, place: &Place) -> Result<Snapshot, DrillError> {
        let request = Request::Explain {
            place: place.clone(),
        };
        match self.ask(request).await {
            Ok(Reply::Snapshot(snapshot)) => Ok(snapshot),
            Ok(other) => Err(unexpected(other)),
            Err(DrillError::NoIncident) => {
                let snapshot = self.stored_ended(place).await?;
                if snapshot.meta.rules.hints {
                    Ok(snapshot)
                } else {
                    Err(DrillError::HintsOff)
                }
            }
            Err(err) => Err(err),
        }
    }

    /// Takes a turn-based drill back `minutes` minutes; returns the minutes, the clock it
    /// stands at now and how many actions were dropped.
    pub async fn rewind(
        &self,
        place: &Place,
        who: Author,
        minutes: u32,
    ) -> Result<(u32, Clock, u32), DrillError> {
        let request = Request::Rewind {
            place: place.clone(),
            who,
            minutes,
        };
        match self.ask(request).await? {
            Reply::Rewound {
                minutes,
                clock,
                dropped,
            } => Ok((minutes, clock, dropped)),
            other => Err(unexpected(other)),
        }
    }

    /// Pauses a drill; returns the clock it stands at.
    pub async fn pause(&self, place: &Place, who: Author) -> Result<Clock, DrillError> {
        let request = Request::Pause {
            place: place.clone(),
            who,
        };
        match self.ask(request).await? {
            Reply::Paused(clock) => Ok(clock),
            other => Err(unexpected(other)),
        }
    }

    /// Resumes a paused drill; returns the clock it stands at.
    pub async fn resume(&self, place: &Place, who: Author) -> Result<Clock, DrillError> {
        let request = Request::Resume {
            place: place.clone(),
            who,
        };
        match self.ask(request).await? {
            Reply::Resumed(clock) => Ok(clock),
            other => Err(unexpected(other)),
        }
    }

    /// Stops a drill; returns its summary and the clock it stopped at.
    pub async fn stop(&self, place: &Place, who: Author) -> Result<(Summary, Clock), DrillError> {
        let request = Request::Stop {
            place: place.clone(),
            who,
        };
        match self.ask(request).await? {
            Reply::Stopped(summary, clock) => Ok((summary, clock)),
            other => Err(unexpected(other)),
        }
    }

    /// The live drill of a place, or else its most recent ended one (from memory, or
    /// rebuilt from the store: an ended drill's status and debrief outlive the process).
    pub async fn snapshot(&self, place: &Place) -> Result<Snapshot, DrillError> {
        let asked = self
            .ask(Request::Snapshot {
                place: place.clone(),
            })
            .await;
        match asked {
            Ok(Reply::Snapshot(snapshot)) => Ok(snapshot),
            Ok(other) => Err(unexpected(other)),
            Err(DrillError::NoIncident) => self.stored_ended(place).await,
            Err(err) => Err(err),
        }
    }

    /// The last ended drill of `place` as the store keeps it, rebuilt by replay on the
    /// blocking pool.
    async fn stored_ended(&self, place: &Place) -> Result<Snapshot, DrillError> {
        let place = place.clone();
        let found = self
            .store
            .run(move |s| match s.last_ended(&place)? {
                Some(row) => {
                    let scenario = super::uploads::stored_scenario(s, &row.meta).map(Arc::new);
                    super::driver::read_stored(s, row, scenario).map(Some)
                }
                None => Ok(None),
            })
            .await
            .map_err(|err| {
                tracing::error!(error = %err, "an ended drill could not be read");
                DrillError::Internal(err.to_string())
            })?;
        let Some(drill) = found else {
            return Err(DrillError::NoIncident);
        };
        let rebuilt = tokio::task::spawn_blocking(move || {
            rebuild(&drill).map(|incident| ended_snapshot(&incident))
        })
        .await
        .map_err(|join| DrillError::Internal(join.to_string()))?;
        // One that no longer replays (its scenario changed or went) has nothing to show.
        rebuilt.map_err(|divergence| {
            tracing::warn!(
                minute = divergence.minute,
                "an ended drill no longer replays"
            );
            DrillError::NoIncident
        })
    }

    /// Sets the language of a server (stored in its settings) and of its live drills;
    /// without a server, of the place's drill only.
    pub async fn set_locale(&self, place: &Place, locale: Locale) -> Result<(), DrillError> {
        if let Some(guild) = &place.guild {
            self.settings
                .update(guild, move |s| s.locale = Some(locale))
                .await?;
        }
        let request = Request::SetLocale {
            guild: place.guild.clone(),
            place: place.clone(),
            locale,
        };
        match self.ask(request).await? {
            Reply::LocaleSet => Ok(()),
            other => Err(unexpected(other)),
        }
    }
}
