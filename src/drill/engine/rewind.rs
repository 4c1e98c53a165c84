//! Rewind: a turn-based drill taken back some minutes. Only its commander may (anyone
//! while nobody holds the role); a drill at a real-time pace is refused, since its minutes
//! came at the pace of the clock and a rewind would replay them at once. The rewind is
//! stored first (dropped actions marked, later minutes deleted, the drill marked
//! practice), then the drill is computed again up to where it returns and goes on from
//! there.

use crate::model::{Author, IncidentState, Pace, Place, Rewind, Role};

use super::{Answer, DrillError, Effect, Engine, Handled, Now, Rewound, Write};

impl Engine {
    pub(super) fn rewind_drill(
        &mut self,
        place: &Place,
        who: Author,
        minutes: u32,
        now: Now,
    ) -> Handled<Answer<Rewound>> {
        let id = match self.live_id(place) {
            Ok(id) => id,
            Err(err) => return Handled::refuse(err),
        };
        let Some(live) = self.live.get(&id) else {
            return Handled::refuse(DrillError::NoIncident);
        };
        let incident = &live.incident;
        if incident.pace != Pace::Turns {
            return Handled::refuse(DrillError::RewindNeedsTurns(incident.pace));
        }
        if incident.state == IncidentState::Paused {
            return Handled::refuse(DrillError::Paused);
        }
        if let Some(commander) = incident.team().holder(Role::Commander) {
            if commander.id != who.id {
                return Handled::refuse(DrillError::RewindCommanderOnly {
                    commander: commander.name.clone(),
                });
            }
        }
        // The opening minute is never taken back: the drill returns at most to its start.
        let max = incident.last_minute();
        if !(1..=max).contains(&minutes) {
            return Handled::refuse(DrillError::RewindRange { max });
        }
        let rewind = incident.propose_rewind(who, minutes, now.unix_ms);
        let write = Write::Rewind {
            incident: id,
            rewind: rewind.clone(),
        };
        Handled::commit(write, move |engine, _, now, effects| {
            Ok(engine.rewound(id, rewind, now, effects)?)
        })
    }

    /// A stored rewind takes effect: the drill stands at the minute before the one it
    /// computes again, and waits for its team; its status is redrawn at once (a front-end
    /// would otherwise show the minute taken back until the next one).
    fn rewound(
        &mut self,
        id: crate::model::IncidentId,
        rewind: Rewind,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> Result<Rewound, DrillError> {
        let live = self.live.get_mut(&id).ok_or(DrillError::NoIncident)?;
        let minutes = rewind.from_minute + 1 - rewind.to_minute;
        let dropped = rewind.dropped.len() as u32;
        live.incident.rewind(rewind);
        live.waiting_since = Some(now.mono);
        live.reminders = 0;
        effects.push(super::teamwork::team_shown(live, now));
        Ok(Rewound {
            minutes,
            clock: live.incident.clock_now(),
            dropped,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::restore::{rebuild, StoredDrill};
    use super::super::tests::{act, alice, at, drive, place, snapshot, start};
    use super::super::{record_json, stored, Answer, Effect, Snapshot};
    use super::*;
    use crate::model::Action;

    fn advance(engine: &mut Engine, minutes: u32) {
        let request = move |e: &mut Engine, now| e.advance(&place(), None, minutes, now);
        assert!(drive(engine, request, at(1)).0.is_ok());
    }

    fn rewind_as(engine: &mut Engine, who: Author, minutes: u32) -> Answer<Rewound> {
        rewind_at(engine, who, minutes, at(2))
    }

    fn rewind_at(engine: &mut Engine, who: Author, minutes: u32, now: Now) -> Answer<Rewound> {
        let request = move |e: &mut Engine, now| e.rewind(&place(), who, minutes, now);
        drive(engine, request, now).0
    }

    fn traced(snapshot: &Snapshot) -> Vec<String> {
        snapshot.history.iter().map(record_json).collect()
    }

    fn bob() -> Author {
        Author {
            id: "2".into(),
            name: "bob".into(),
        }
    }

    #[test]
    fn a_rewind_drops_later_actions_and_goes_on_like_a_drill_that_never_took_them() {
        let mut engine = Engine::new(Default::default());
        start(&mut engine, "bad-deploy", Pace::Turns, at(0));
        advance(&mut engine, 10);
        act(&mut engine, Action::Shed(20), at(1)).unwrap();
        advance(&mut engine, 6);
        act(&mut engine, Action::Ttl(120), at(1)).unwrap();
        let before = snapshot(&mut engine);
        assert_eq!(before.history.len(), 17, "minutes 0 to 16");
        // Back 7 minutes: from 16 to 9; minute 10 is computed again next, and the shed
        // (applied at 11) and the queued ttl (at 17) are dropped.
        let request = move |e: &mut Engine, now| e.rewind(&place(), alice(), 7, now);
        let (reply, effects) = drive(&mut engine, request, at(2));
        assert!(
            matches!(&effects[0], Effect::Commit(Write::Rewind { rewind, .. })
                if rewind.from_minute == 16 && rewind.to_minute == 10 && rewind.dropped.len() == 2),
            "{effects:?}"
        );
        let clock = crate::model::Clock(9 * 60 + 9);
        assert!(
            matches!(reply, Ok(Rewound { minutes: 7, clock: c, dropped: 2 }) if c == clock),
            "{reply:?}"
        );
        // Its status is redrawn at once, at the minute it went back to.
        let redrawn = effects.iter().find_map(|e| match e {
            Effect::Emit(event) => match &event.event {
                super::super::DrillEvent::TeamShown { snapshot, .. } => Some(snapshot.last()),
                _ => None,
            },
            _ => None,
        });
        assert_eq!(redrawn.flatten().map(|r| r.minute), Some(9), "{effects:?}");
        let after = snapshot(&mut engine);
        assert_eq!(
            traced(&after),
            traced(&before)[..10],
            "the same minutes again"
        );
        assert!(after.log.is_empty());
        assert!(after.is_practice());
        assert_eq!(after.rewinds[0].dropped[0].action, Action::Shed(20));
        // It goes on: a rollback (its number after the dropped ones'), 6 more minutes.
        let Ok(ack) = act(&mut engine, Action::Rollback, at(3)) else {
            panic!("acked")
        };
        assert_eq!(ack.minute, 10);
        advance(&mut engine, 6);
        let rewound = snapshot(&mut engine);
        assert_eq!(rewound.log[0].seq, 2);

        let mut never = Engine::new(Default::default());
        start(&mut never, "bad-deploy", Pace::Turns, at(0));
        advance(&mut never, 9);
        act(&mut never, Action::Rollback, at(3)).unwrap();
        advance(&mut never, 6);
        let never = snapshot(&mut never);
        assert_eq!(traced(&rewound), traced(&never));
        assert!(!never.is_practice());

        // Rebuilt from what a store holds, it is the same drill, rewinds included.
        let digests = rewound
            .history
            .iter()
            .map(|r| {
                let row = stored(rewound.id, r);
                crate::model::MinuteDigest {
                    minute: row.minute,
                    digest: row.digest,
                }
            })
            .collect();
        let drill = StoredDrill {
            id: rewound.id,
            meta: rewound.meta.clone(),
            state: IncidentState::Running,
            scenario: Some(rewound.scenario.clone()),
            actions: rewound.log.to_vec(),
            digests,
            team: Vec::new(),
            rewinds: rewound.rewinds.to_vec(),
        };
        let rebuilt = rebuild(&drill).expect("the replay matches");
        assert_eq!(rebuilt.rewinds().len(), 1);
        assert_eq!(rebuilt.propose_action(alice(), Action::Warmup, 0).seq, 3);
    }

    #[test]
    fn a_rewind_is_refused_at_a_real_time_pace_out_of_range_and_to_others_than_the_commander() {
        let mut timed = Engine::new(Default::default());
        let pace: Pace = "60s".parse().unwrap();
        start(&mut timed, "free-play", pace, at(0));
        assert_eq!(
            rewind_as(&mut timed, alice(), 1).unwrap_err(),
            DrillError::RewindNeedsTurns(pace)
        );

        let mut engine = Engine::new(Default::default());
        start(&mut engine, "free-play", Pace::Turns, at(0));
        assert_eq!(
            rewind_as(&mut engine, alice(), 1).unwrap_err(),
            DrillError::RewindRange { max: 0 },
            "nothing to take back at the opening minute"
        );
        advance(&mut engine, 5);
        for minutes in [0, 6] {
            assert_eq!(
                rewind_as(&mut engine, alice(), minutes).unwrap_err(),
                DrillError::RewindRange { max: 5 }
            );
        }
        // Anyone while nobody is commander; then only the commander.
        assert!(rewind_as(&mut engine, bob(), 1).is_ok());
        let claim = move |e: &mut Engine, now| {
            e.give_role(&place(), alice(), Role::Commander, alice(), now)
        };
        assert!(drive(&mut engine, claim, at(3)).0.is_ok());
        assert_eq!(
            rewind_as(&mut engine, bob(), 1).unwrap_err(),
            DrillError::RewindCommanderOnly {
                commander: "alice".into()
            }
        );
        // The drill stands at 09:04. An update posted then is taken back with its minute;
        // one posted after the rewind stays.
        let update = |text: &str| {
            let text = text.to_string();
            move |e: &mut Engine, now| e.post_update(&place(), alice(), &text, now)
        };
        assert!(drive(&mut engine, update("at 4"), at(3)).0.is_ok());
        assert!(rewind_at(&mut engine, alice(), 1, at(4)).is_ok());
        assert!(drive(&mut engine, update("at 3"), at(5)).0.is_ok());
        assert_eq!(snapshot(&mut engine).update_minutes(), [3]);
        assert_eq!(
            snapshot(&mut engine).team.cadence_updates().len(),
            2,
            "both on record"
        );
        assert!(rewind_at(&mut engine, alice(), 3, at(6)).is_ok());
        assert_eq!(
            snapshot(&mut engine).history.len(),
            1,
            "back to the opening"
        );
        assert_eq!(snapshot(&mut engine).rewinds.len(), 3);
        assert!(snapshot(&mut engine).update_minutes().is_empty());
    }
}
