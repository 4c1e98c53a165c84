//! The front-ends' side of the drill host: requests travel as [`Command`]s on a channel
//! (so they are handled one at a time, in the order received) and each gets its answer
//! on a oneshot.

use tokio::sync::{mpsc, oneshot};

use super::{Ack, DrillError, Intent, Snapshot, StartRequest, Who};
use crate::model::{Action, Controls, Summary};
use crate::store::ServerSettings;

pub(super) type Reply<T> = oneshot::Sender<Result<T, DrillError>>;

pub(super) enum Command {
    Start(Box<StartRequest>, Reply<Snapshot>),
    Act {
        channel: String,
        who: Who,
        intent: Intent,
        reply: Reply<Ack>,
    },
    Advance {
        channel: String,
        minutes: u32,
        reply: Reply<u32>,
    },
    Pause {
        channel: String,
        who: Who,
        reply: Reply<()>,
    },
    Resume {
        channel: String,
        who: Who,
        reply: Reply<()>,
    },
    Stop {
        channel: String,
        who: Who,
        reply: Reply<Summary>,
    },
    Snapshot {
        channel: String,
        reply: Reply<Snapshot>,
    },
    SetLocale {
        guild_id: Option<String>,
        channel: String,
        locale: String,
        reply: Reply<()>,
    },
    Settings {
        guild_id: String,
        reply: Reply<ServerSettings>,
    },
    SaveSettings {
        guild_id: String,
        settings: ServerSettings,
        reply: Reply<()>,
    },
}

/// The front-ends' side of the host: cheap to clone, every call answers or fails cleanly.
#[derive(Debug, Clone)]
pub struct DrillHandle {
    pub(super) commands: mpsc::Sender<Command>,
}

fn gone<T>(_: T) -> DrillError {
    DrillError::Internal("the drill host has stopped".into())
}

impl DrillHandle {
    async fn ask<T>(&self, make: impl FnOnce(Reply<T>) -> Command) -> Result<T, DrillError> {
        let (tx, rx) = oneshot::channel();
        self.commands.send(make(tx)).await.map_err(gone)?;
        rx.await.map_err(gone)?
    }

    pub async fn start(&self, request: StartRequest) -> Result<Snapshot, DrillError> {
        self.ask(|reply| Command::Start(Box::new(request), reply))
            .await
    }

    /// Commits the action, then answers: once this returns Ok the action is durable.
    pub async fn act(&self, channel: &str, who: Who, action: Action) -> Result<Ack, DrillError> {
        self.act_intent(channel, who, Intent::Exactly(action)).await
    }

    /// Commits the action `make` computes from the controls as they will stand when it
    /// lands, inside the host: two "+2 instances" pressed at once make +4.
    pub async fn act_from_controls(
        &self,
        channel: &str,
        who: Who,
        make: fn(Controls) -> Action,
    ) -> Result<Ack, DrillError> {
        self.act_intent(channel, who, Intent::FromControls(make))
            .await
    }

    async fn act_intent(&self, channel: &str, who: Who, intent: Intent) -> Result<Ack, DrillError> {
        let channel = channel.to_string();
        self.ask(|reply| Command::Act {
            channel,
            who,
            intent,
            reply,
        })
        .await
    }

    /// Advances a turn-based drill; returns the minutes actually advanced.
    pub async fn advance(&self, channel: &str, minutes: u32) -> Result<u32, DrillError> {
        let channel = channel.to_string();
        self.ask(|reply| Command::Advance {
            channel,
            minutes,
            reply,
        })
        .await
    }

    pub async fn pause(&self, channel: &str, who: Who) -> Result<(), DrillError> {
        let channel = channel.to_string();
        self.ask(|reply| Command::Pause {
            channel,
            who,
            reply,
        })
        .await
    }

    pub async fn resume(&self, channel: &str, who: Who) -> Result<(), DrillError> {
        let channel = channel.to_string();
        self.ask(|reply| Command::Resume {
            channel,
            who,
            reply,
        })
        .await
    }

    pub async fn stop(&self, channel: &str, who: Who) -> Result<Summary, DrillError> {
        let channel = channel.to_string();
        self.ask(|reply| Command::Stop {
            channel,
            who,
            reply,
        })
        .await
    }

    /// The live incident of a channel, or else its most recent finished one.
    pub async fn snapshot(&self, channel: &str) -> Result<Snapshot, DrillError> {
        let channel = channel.to_string();
        self.ask(|reply| Command::Snapshot { channel, reply }).await
    }

    /// Sets the locale of a server (stored) and of its live incidents; without a server,
    /// of the channel's incident only.
    pub async fn set_locale(
        &self,
        guild_id: Option<&str>,
        channel: &str,
        locale: &str,
    ) -> Result<(), DrillError> {
        let (guild_id, channel, locale) = (
            guild_id.map(str::to_string),
            channel.to_string(),
            locale.to_string(),
        );
        self.ask(|reply| Command::SetLocale {
            guild_id,
            channel,
            locale,
            reply,
        })
        .await
    }

    /// A server's settings (its `/locale`, drill role, limits); defaults when never set.
    pub async fn settings(&self, guild_id: &str) -> Result<ServerSettings, DrillError> {
        let guild_id = guild_id.to_string();
        self.ask(|reply| Command::Settings { guild_id, reply })
            .await
    }

    pub async fn save_settings(
        &self,
        guild_id: &str,
        settings: ServerSettings,
    ) -> Result<(), DrillError> {
        let guild_id = guild_id.to_string();
        self.ask(|reply| Command::SaveSettings {
            guild_id,
            settings,
            reply,
        })
        .await
    }
}
