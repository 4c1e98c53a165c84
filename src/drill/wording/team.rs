//! The team's events as the words every front-end shows (the terminal prints them, the bot
//! posts them): roles changing hands, stakeholder updates, nudges, readiness, reminders and
//! pace changes. One place, so `play` and Discord say the same thing.

use crate::i18n::{messages, team, Localizer};

use crate::drill::engine::DrillEvent;

/// The text of a team event; None for every other event.
pub fn team_event_text(l: &Localizer, event: &DrillEvent) -> Option<String> {
    Some(match event {
        DrillEvent::RoleChanged {
            by,
            role,
            member,
            previous,
        } => team::role_changed(l, by, *role, member, previous.as_ref()),
        DrillEvent::UpdatePosted {
            who,
            clock,
            text,
            impact,
        } => team::update(l, who, &clock.to_string(), text, impact.as_deref()),
        DrillEvent::Nudge {
            comms, quiet_min, ..
        } => team::nudge(l, comms.as_ref(), *quiet_min),
        DrillEvent::ReadyChanged { ready, needed, .. } => team::ready(l, ready, *needed),
        DrillEvent::Reminder {
            waited_min, clock, ..
        } => team::reminder(l, *waited_min, &clock.to_string()),
        DrillEvent::PaceChanged { who, pace } => l.tr(
            "team-pace",
            &[
                ("who", who.name.as_str().into()),
                ("pace", messages::pace_text(l, *pace).into()),
            ],
        ),
        _ => return None,
    })
}
