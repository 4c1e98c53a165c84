//! The engine's entry points: one method per request, each with its own answer type, so
//! nobody unwraps a reply at run time. A refusal is a [`DrillError`] and changes nothing; a
//! request that must be stored first answers with a commit and what it comes to
//! ([`super::Then`]), and takes effect in [`Engine::written`] once the store has it. What
//! the requests do to a drill is in `requests.rs` (its life) and `teamwork.rs` (its team).

use crate::model::{Author, Clock, GuildId, IncidentId, IncidentState, Locale, Pace, Place, Role};

use super::teamwork::explainable;
use super::{
    Ack, Advanced, Answer, Engine, Handled, HostError, Intent, Now, ReadyCount, Rewound, RoleGiven,
    Snapshot, StartRequest, Stopped, Then, Write, WriteFailure, Written,
};

impl Engine {
    /// Answers a request with `ask`, unless a commit is outstanding: the driver must report
    /// it through [`Engine::written`] before the next request.
    fn guarded<R: Send + 'static>(
        &mut self,
        ask: impl FnOnce(&mut Engine) -> Handled<Answer<R>>,
    ) -> Handled<Answer<R>> {
        if self.awaiting_write {
            return Handled::refuse(HostError::OutOfOrder(
                "a request arrived before the previous one was stored",
            ));
        }
        let outcome = ask(self);
        self.awaiting_write = outcome.then.is_some();
        outcome
    }

    /// Finishes the request whose commit the store answered with `result`.
    pub fn written<A: Send + 'static>(
        &mut self,
        then: Then<A>,
        result: Result<Written, WriteFailure>,
        now: Now,
    ) -> Handled<A> {
        self.awaiting_write = false;
        let mut effects = Vec::new();
        let reply = then.apply(self, result, now, &mut effects);
        Handled::answer(reply, effects)
    }

    /// Starts a drill; the store gives it its id first.
    pub fn start(&mut self, request: StartRequest, now: Now) -> Handled<Answer<Snapshot>> {
        self.guarded(|engine| engine.start_drill(request, now))
    }

    /// Commits the action `intent` makes (`limit`: the server's own action limit, if any).
    pub fn act(
        &mut self,
        place: &Place,
        who: Author,
        intent: Intent,
        limit: Option<u32>,
        now: Now,
    ) -> Handled<Answer<Ack>> {
        self.guarded(|engine| match engine.live_id(place) {
            Ok(id) => engine.act_in(id, who, intent, limit, now),
            Err(err) => Handled::refuse(err),
        })
    }

    /// Moves a turn-based drill on by some minutes. In a drill with a quorum only its
    /// commander may (`who`; None is refused there).
    pub fn advance(
        &mut self,
        place: &Place,
        who: Option<&Author>,
        minutes: u32,
        now: Now,
    ) -> Handled<Answer<Advanced>> {
        self.guarded(|engine| match engine.live_id(place) {
            Ok(id) => match engine.may_advance(id, who) {
                Ok(()) => engine.advance_by(id, minutes, now),
                Err(err) => Handled::refuse(err),
            },
            Err(err) => Handled::refuse(err),
        })
    }

    /// Pauses a drill; answers with the clock it stands at.
    pub fn pause(&mut self, place: &Place, who: Author) -> Handled<Answer<Clock>> {
        self.guarded(|engine| engine.change_state(place, who, IncidentState::Paused))
    }

    /// Resumes a paused drill; answers with the clock it stands at.
    pub fn resume(&mut self, place: &Place, who: Author) -> Handled<Answer<Clock>> {
        self.guarded(|engine| engine.change_state(place, who, IncidentState::Running))
    }

    /// Stops a drill, stored with its score.
    pub fn stop(&mut self, place: &Place, who: Author, now: Now) -> Handled<Answer<Stopped>> {
        self.guarded(|engine| engine.stop_drill(place, who, now))
    }

    /// The live drill of a place, or else its most recent ended one kept in memory.
    /// Drills running per pace and the minutes computed (see `tally`).
    pub fn census(&mut self) -> Handled<Answer<super::Tally>> {
        self.guarded(|engine| Handled::answer(Ok(engine.tally()), Vec::new()))
    }

    pub fn snapshot(&mut self, place: &Place) -> Handled<Answer<Snapshot>> {
        self.guarded(|engine| {
            Handled::answer(engine.find_snapshot(place).map_err(Into::into), Vec::new())
        })
    }

    /// The language of the live drills of a server (or of one place without a server).
    pub fn set_locale(
        &mut self,
        guild: Option<&GuildId>,
        place: &Place,
        locale: Locale,
    ) -> Handled<Answer<()>> {
        self.guarded(|engine| {
            let mut ids: Vec<IncidentId> = engine
                .live
                .iter()
                .filter(|(_, l)| match guild {
                    Some(guild) => l.incident.meta.place.guild.as_ref() == Some(guild),
                    None => l.incident.meta.place == *place,
                })
                .map(|(id, _)| *id)
                .collect();
            ids.sort_unstable();
            if ids.is_empty() {
                return Handled::answer(Ok(()), Vec::new());
            }
            let write = Write::SetLocale {
                incidents: ids.clone(),
                locale,
            };
            Handled::commit(write, move |engine, _, _, _| {
                for id in ids {
                    if let Some(live) = engine.live.get_mut(&id) {
                        live.locale = locale;
                    }
                }
                Ok(())
            })
        })
    }

    /// Gives `member` an incident role; a claim when `member` is `who`.
    pub fn give_role(
        &mut self,
        place: &Place,
        who: Author,
        role: Role,
        member: Author,
        now: Now,
    ) -> Handled<Answer<RoleGiven>> {
        self.guarded(|engine| engine.role(place, who, role, member, now))
    }

    /// A stakeholder update: the author's text, with the numbers of the moment; answers
    /// with the clock it went out at.
    pub fn post_update(
        &mut self,
        place: &Place,
        who: Author,
        text: &str,
        now: Now,
    ) -> Handled<Answer<Clock>> {
        self.guarded(|engine| engine.update(place, who, text, now))
    }

    /// The author is ready for the next turn of a drill with a quorum.
    pub fn mark_ready(
        &mut self,
        place: &Place,
        who: Author,
        now: Now,
    ) -> Handled<Answer<ReadyCount>> {
        self.guarded(|engine| engine.ready(place, who, now))
    }

    /// Changes the pace of a live drill.
    pub fn change_pace(&mut self, place: &Place, who: Author, pace: Pace) -> Handled<Answer<Pace>> {
        self.guarded(|engine| engine.set_pace(place, who, pace))
    }

    /// The drill, for the coach to explain: refused when its hints are off.
    pub fn explain(&mut self, place: &Place) -> Handled<Answer<Snapshot>> {
        self.guarded(|engine| {
            let explained = engine.find_snapshot(place).and_then(explainable);
            Handled::answer(explained.map_err(Into::into), Vec::new())
        })
    }

    /// Takes a turn-based drill back `minutes` minutes (its commander, or anyone while
    /// nobody holds the role): the actions applied from the minute it returns to are
    /// dropped, and it is practice from then on.
    pub fn rewind(
        &mut self,
        place: &Place,
        who: Author,
        minutes: u32,
        now: Now,
    ) -> Handled<Answer<Rewound>> {
        self.guarded(|engine| engine.rewind_drill(place, who, minutes, now))
    }
}
