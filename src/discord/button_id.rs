//! The custom ids of the buttons under a status: what a press asks for (a typed value,
//! parsed once) and the drill whose status carried it (`od:claim:comms@42`), so a press on
//! a finished drill's status cannot act on the channel's next drill.

use crate::drill::QuickAction;
use crate::model::{IncidentId, Role};

/// What every button id of ours starts with.
const BUTTON_PREFIX: &str = "od:";

/// The minutes the Advance buttons of a turn-based drill move it by.
pub const ADVANCE_BUTTONS: [u32; 2] = [1, 5];

/// What a button under a status asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Press {
    Quick(QuickAction),
    /// Advance a turn-based drill by so many minutes.
    Advance(u32),
    /// Take an incident role.
    Claim(Role),
    /// Ready for the next turn of a drill with a quorum.
    Ready,
}

/// What separates what a button does from the drill it belongs to (`od:ready@42`).
const DRILL_MARK: char = '@';

/// A pressed button: what it asks for, and the drill whose status carried it (`None` for a
/// button posted before buttons carried their drill: it acts on the channel's drill).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pressed {
    pub press: Press,
    pub drill: Option<IncidentId>,
}

/// A button's custom id for the drill `drill`: what it does and whose it is
/// (`od:claim:comms@42`), so a press on an old status cannot act on a newer drill.
pub fn drill_button_id(press: Press, drill: IncidentId) -> String {
    format!("{}{DRILL_MARK}{}", button_id(press), drill.0)
}

/// A button's custom id without its drill: the prefix and what it does (`od:floor+2`,
/// `od:advance:5`, `od:claim:comms`, `od:ready`); what [`drill_button_id`] marks with it.
fn button_id(press: Press) -> String {
    match press {
        Press::Quick(quick) => format!("{BUTTON_PREFIX}{}", quick.name()),
        Press::Advance(minutes) => format!("{BUTTON_PREFIX}advance:{minutes}"),
        Press::Claim(role) => format!("{BUTTON_PREFIX}claim:{role}"),
        Press::Ready => format!("{BUTTON_PREFIX}ready"),
    }
}

/// What a button's custom id asks for and the drill it belongs to, if it is one of ours.
pub fn parse_button(custom_id: &str) -> Option<Pressed> {
    let (what, drill) = match custom_id.rsplit_once(DRILL_MARK) {
        Some((what, drill)) => (what, Some(IncidentId(drill.parse().ok()?))),
        None => (custom_id, None),
    };
    Some(Pressed {
        press: parse_press(what)?,
        drill,
    })
}

/// What a custom id without its drill asks for.
fn parse_press(custom_id: &str) -> Option<Press> {
    let rest = custom_id.strip_prefix(BUTTON_PREFIX)?;
    if rest == "ready" {
        return Some(Press::Ready);
    }
    if let Some(role) = rest.strip_prefix("claim:") {
        return Role::ALL
            .into_iter()
            .find(|r| r.as_str() == role)
            .map(Press::Claim);
    }
    if let Some(minutes) = rest.strip_prefix("advance:") {
        let minutes: u32 = minutes.parse().ok()?;
        return ADVANCE_BUTTONS
            .contains(&minutes)
            .then_some(Press::Advance(minutes));
    }
    rest.parse().ok().map(Press::Quick)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_carries_its_drill() {
        let id = drill_button_id(Press::Claim(Role::Ops), IncidentId(42));
        assert_eq!(id, "od:claim:ops@42");
        let pressed = parse_button(&id).unwrap();
        assert_eq!(pressed.press, Press::Claim(Role::Ops));
        assert_eq!(pressed.drill, Some(IncidentId(42)));
        // One posted before buttons carried their drill.
        assert_eq!(parse_button("od:ready").unwrap().drill, None);
        assert_eq!(parse_button("od:ready@x"), None);
        assert_eq!(parse_button("od:nothing@42"), None);
    }
}
