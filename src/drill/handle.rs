//! The engine's typed door for the front-ends: each method is one engine request with its
//! own answer type. Requests travel on a channel (so they are handled one at a time, in the
//! order received), each with its own typed reply sender ([`Request`]). Cheap to clone; every
//! call answers or fails cleanly. Settings, uploads, the outbox, the leaderboards and the web
//! links have their own handles ([`super::Handles`]); this one reaches the settings only
//! for the two requests that carry them (an action's limit, a server's language).

use tokio::sync::mpsc;

use crate::model::{Author, Clock, Locale, Pace, Place, Role};

use super::clock::EngineClock;
use super::engine::{
    Ack, Advanced, Answer, DrillError, Engine, Failure, Handled, HostError, Intent, Now,
    ReadyCount, Rewound, RoleGiven, Snapshot, StartRequest, Stopped,
};
use super::request::Request;
use super::settings::Settings;
use super::writer::SharedStore;

#[derive(Clone)]
pub struct DrillHandle {
    clock: EngineClock,
    calls: mpsc::Sender<Request>,
    settings: Settings,
    /// Ended drills no longer in the engine's memory are read back from the store.
    store: SharedStore,
}

impl std::fmt::Debug for DrillHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DrillHandle")
    }
}

impl DrillHandle {
    pub(super) fn new(
        clock: EngineClock,
        calls: mpsc::Sender<Request>,
        settings: Settings,
        store: SharedStore,
    ) -> DrillHandle {
        DrillHandle {
            clock,
            calls,
            settings,
            store,
        }
    }

    /// The engine's clock: the scale of every `Now` the drills' events carry.
    pub fn clock(&self) -> EngineClock {
        self.clock
    }

    /// Asks the engine `ask` and waits for its answer.
    async fn ask<R: Send + 'static>(
        &self,
        ask: impl FnOnce(&mut Engine, Now) -> Handled<Answer<R>> + Send + 'static,
    ) -> Answer<R> {
        let (call, answer) = Request::new(ask);
        if self.calls.send(call).await.is_err() {
            return Err(HostError::Stopped.into());
        }
        answer.await.unwrap_or(Err(HostError::Stopped.into()))
    }

    /// Closes the database (file and lock released) once the driver is stopped; any handle
    /// used afterwards gets an internal error, not a second owner of the file.
    pub async fn close_store(&self) {
        self.store.close().await;
    }

    /// Drills running per pace and the minutes computed since the host started.
    pub async fn census(&self) -> Answer<super::metrics::Census> {
        let (running, minutes_simulated) = self.ask(|engine, _| engine.census()).await?;
        Ok(super::metrics::Census {
            running: running
                .into_iter()
                .map(|(pace, count)| (pace.to_string(), count))
                .collect(),
            minutes_simulated,
        })
    }

    /// Whether the database takes a write now (the health check).
    pub async fn database_writable(&self) -> Result<(), crate::store::StoreError> {
        self.store.run(|s| s.probe_writable()).await
    }

    pub async fn start(&self, request: StartRequest) -> Answer<Snapshot> {
        self.ask(move |engine, now| engine.start(request, now))
            .await
    }

    /// Commits the action `intent` makes, then answers: once this returns Ok the action is
    /// durable. The server's own action limit, if it set one, applies.
    pub async fn act(&self, place: &Place, who: Author, intent: Intent) -> Answer<Ack> {
        let limit = match &place.guild {
            Some(guild) => self.settings.get(guild).await?.max_actions_per_minute,
            None => None,
        };
        let place = place.clone();
        self.ask(move |engine, now| engine.act(&place, who, intent, limit, now))
            .await
    }

    /// Advances a turn-based drill by up to `minutes`.
    pub async fn advance(&self, place: &Place, minutes: u32) -> Answer<Advanced> {
        self.advance_as(place, None, minutes).await
    }

    /// Advances a turn-based drill on `who`'s command (in a drill with a quorum, only its
    /// commander's counts).
    pub async fn advance_as(
        &self,
        place: &Place,
        who: Option<Author>,
        minutes: u32,
    ) -> Answer<Advanced> {
        let place = place.clone();
        self.ask(move |engine, now| engine.advance(&place, who.as_ref(), minutes, now))
            .await
    }

    /// Gives `member` an incident role (a claim when `member` is `who`).
    pub async fn role(
        &self,
        place: &Place,
        who: Author,
        role: Role,
        member: Author,
    ) -> Answer<RoleGiven> {
        let place = place.clone();
        self.ask(move |engine, now| engine.give_role(&place, who, role, member, now))
            .await
    }

    /// Posts a stakeholder update; returns the clock it went out at.
    pub async fn update(&self, place: &Place, who: Author, text: String) -> Answer<Clock> {
        let place = place.clone();
        self.ask(move |engine, now| engine.post_update(&place, who, &text, now))
            .await
    }

    /// Marks `who` ready for the next turn of a drill with a quorum.
    pub async fn ready(&self, place: &Place, who: Author) -> Answer<ReadyCount> {
        let place = place.clone();
        self.ask(move |engine, now| engine.mark_ready(&place, who, now))
            .await
    }

    /// Changes the pace of a live drill.
    pub async fn set_pace(&self, place: &Place, who: Author, pace: Pace) -> Answer<()> {
        let place = place.clone();
        self.ask(move |engine, _| engine.change_pace(&place, who, pace))
            .await
            .map(drop)
    }

    /// Takes a turn-based drill back `minutes` minutes.
    pub async fn rewind(&self, place: &Place, who: Author, minutes: u32) -> Answer<Rewound> {
        let place = place.clone();
        self.ask(move |engine, now| engine.rewind(&place, who, minutes, now))
            .await
    }

    /// Pauses a drill; returns the clock it stands at.
    pub async fn pause(&self, place: &Place, who: Author) -> Answer<Clock> {
        let place = place.clone();
        self.ask(move |engine, _| engine.pause(&place, who)).await
    }

    /// Resumes a paused drill; returns the clock it stands at.
    pub async fn resume(&self, place: &Place, who: Author) -> Answer<Clock> {
        let place = place.clone();
        self.ask(move |engine, _| engine.resume(&place, who)).await
    }

    /// Stops a drill; returns its summary and the clock it stopped at.
    pub async fn stop(&self, place: &Place, who: Author) -> Answer<Stopped> {
        let place = place.clone();
        self.ask(move |engine, now| engine.stop(&place, who, now))
            .await
    }

    /// The live drill of a place, or else its most recent ended one (from the engine's
    /// memory, or read back from the store: an ended drill's status and debrief outlive
    /// the process).
    pub async fn snapshot(&self, place: &Place) -> Answer<Snapshot> {
        let asked = place.clone();
        match self.ask(move |engine, _| engine.snapshot(&asked)).await {
            Err(Failure::Refused(DrillError::NoIncident)) => {
                super::archive::last_ended_at(&self.store, place).await
            }
            answer => answer,
        }
    }

    /// The drill for the coach to explain (live, or ended as [`Self::snapshot`] finds it):
    /// refused when its hints are off.
    pub async fn explain(&self, place: &Place) -> Answer<Snapshot> {
        let asked = place.clone();
        match self.ask(move |engine, _| engine.explain(&asked)).await {
            Err(Failure::Refused(DrillError::NoIncident)) => {
                let ended = super::archive::last_ended_at(&self.store, place).await?;
                Ok(super::engine::explainable(ended)?)
            }
            answer => answer,
        }
    }

    /// Sets the language of a server (stored in its settings) and of its live drills;
    /// without a server, of the place's drill only.
    pub async fn set_locale(&self, place: &Place, locale: Locale) -> Answer<()> {
        if let Some(guild) = &place.guild {
            self.settings
                .update(guild, move |s| s.locale = Some(locale))
                .await?;
        }
        let place = place.clone();
        self.ask(move |engine, _| engine.set_locale(place.guild.as_ref(), &place, locale))
            .await
    }
}
