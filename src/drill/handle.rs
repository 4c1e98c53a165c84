//! The front-ends' side of the driver: requests travel on a channel (so they are handled
//! one at a time, in the order received) and each gets its answer on a oneshot. Cheap to
//! clone; every call answers or fails cleanly. Server settings are reached through
//! [`DrillHandle::settings`], beside the engine, not through it.

use tokio::sync::{mpsc, oneshot};

use crate::model::{Author, Clock, Locale, Place, Summary};

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

    /// Server settings: read from memory, changed in one transaction each.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The outbox of messages still to post, in this drill database.
    pub fn outbox(&self) -> Outbox {
        Outbox::new(self.store.clone())
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
        let request = Request::Advance {
            place: place.clone(),
            minutes,
        };
        match self.ask(request).await? {
            Reply::Advanced(n, clock) => Ok((n, clock)),
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

    /// The live drill of a place, or else its most recent ended one.
    pub async fn snapshot(&self, place: &Place) -> Result<Snapshot, DrillError> {
        match self
            .ask(Request::Snapshot {
                place: place.clone(),
            })
            .await?
        {
            Reply::Snapshot(snapshot) => Ok(snapshot),
            other => Err(unexpected(other)),
        }
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
