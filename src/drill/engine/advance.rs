//! How drills move on: each drill stepped some minutes at once (a tick, a quorum, an
//! `advance`), every new minute stored in one write and told to the front-ends minute by
//! minute, and one advance told as one — its last minute carries what a channel is told once
//! per advance, and the communications lead is nudged at most once.

use super::{
    event, stored, AdvanceEnd, AlertChange, DrillEvent, Effect, Engine, IncidentId, MinuteOutcome,
    Now, Role, Write,
};

impl Engine {
    /// Steps each drill `minutes` times (fewer when it ends), stores every new minute in
    /// one write, then tells the front-ends, minute by minute; ends the drills that finished.
    /// One advance is told as one: its last minute carries the [`AdvanceEnd`] (the net
    /// alert change), and the communications lead is nudged at most once, after it, with
    /// the last nudge that fell due on the way.
    pub(super) fn step_all(
        &mut self,
        ids: &[IncidentId],
        minutes: u32,
        now: Now,
        effects: &mut Vec<Effect>,
    ) -> u32 {
        let mut rows = Vec::new();
        let mut emits = Vec::new();
        let mut finished = Vec::new();
        let mut advanced = 0;
        for &id in ids {
            let Some(live) = self.live.get_mut(&id) else {
                continue;
            };
            let mut outcomes: Vec<MinuteOutcome> = Vec::new();
            let mut alert_before = None;
            let mut nudge = None;
            for n in 0..minutes {
                if live.incident.is_finished() {
                    break;
                }
                let stepped = live.incident.step();
                self.minutes_simulated += 1;
                rows.push(stored(id, &stepped.record));
                if n == 0 {
                    alert_before = stepped.alert_before;
                }
                let clock = stepped.record.clock;
                outcomes.push(MinuteOutcome {
                    alert_change: AlertChange::between(stepped.alert_before, stepped.record.alert),
                    record: stepped.record,
                    applied: stepped.applied,
                    events: stepped.events,
                    finished: stepped.finished,
                    snapshot: live.snapshot(),
                    at: now,
                    advance_end: None,
                });
                let team = live.incident.team();
                if let Some(quiet_min) =
                    team.nudge_due(live.incident.alert_since(), live.incident.last_minute())
                {
                    nudge = Some(DrillEvent::Nudge {
                        comms: team.holder(Role::Comms).cloned(),
                        quiet_min,
                        clock,
                    });
                }
                // A new minute is the decision a turn-based team waited for.
                live.waiting_since = live.waiting_since.map(|_| now.mono);
                live.reminders = 0;
                advanced = advanced.max(n + 1);
                if stepped.finished {
                    finished.push(id);
                }
            }
            let computed = outcomes.len() as u32;
            if let Some(last) = outcomes.last_mut() {
                last.advance_end = Some(AdvanceEnd {
                    minutes: computed,
                    alert_change: AlertChange::between(alert_before, last.record.alert),
                });
            }
            for outcome in outcomes {
                let minute = DrillEvent::Minute(Box::new(outcome));
                emits.push(event(&live.incident, live.locale, minute));
            }
            emits.extend(nudge.map(|nudge| event(&live.incident, live.locale, nudge)));
        }
        if !rows.is_empty() {
            effects.push(Effect::Persist(Write::Minutes(rows)));
        }
        effects.extend(emits.into_iter().map(|e| Effect::Emit(Box::new(e))));
        for id in finished {
            if let Some((incident, locale)) = self.end(id) {
                self.conclude(incident, locale, now, effects);
            }
        }
        advanced
    }
}
