//! What a player asks for, before it is an action: an exact action (a typed command, a
//! slash command), or one of the quick actions behind the status message's buttons, whose
//! game rules (how many instances "+2" adds, how much "shed" sheds: the model's constants)
//! are resolved against the controls as they will stand when the action lands — so two
//! "+2 instances" pressed at once make +4.

use std::fmt;
use std::str::FromStr;

use crate::model::constants::MAX_INSTANCES;
use crate::model::{Action, Controls};

/// The quick actions' sizes are the model's numbers, so every text can name them.
pub use crate::model::constants::{QUICK_INSTANCES, QUICK_SHED_PCT};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    Exactly(Action),
    Quick(QuickAction),
    /// An exact action by someone the front-end vouches for as a game master: a member it
    /// found holding the server's game-master role (a server setting the front-end checks,
    /// as it checks the drill role), or the holder of the drill's game-master web link
    /// (given only to a game master). Their inject is a game master's in any drill.
    ByGameMaster(Action),
}

/// The quick actions a front-end offers as buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QuickAction {
    Rollback,
    AddInstances,
    Shed,
    FeatureOff,
    FeatureOn,
    Warmup,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown quick action `{0}`")]
pub struct UnknownQuickAction(pub String);

impl QuickAction {
    pub const ALL: [QuickAction; 6] = [
        QuickAction::Rollback,
        QuickAction::AddInstances,
        QuickAction::Shed,
        QuickAction::FeatureOff,
        QuickAction::FeatureOn,
        QuickAction::Warmup,
    ];

    /// A stable name (front-ends build their button ids from it).
    pub fn name(self) -> &'static str {
        match self {
            QuickAction::Rollback => "rollback",
            QuickAction::AddInstances => "floor+2",
            QuickAction::Shed => "shed50",
            QuickAction::FeatureOff => "feature:off",
            QuickAction::FeatureOn => "feature:on",
            QuickAction::Warmup => "warmup",
        }
    }

    /// The action it makes when it lands on `upcoming`, the controls of the next minute.
    pub fn action(self, upcoming: Controls) -> Action {
        match self {
            QuickAction::Rollback => Action::Rollback,
            QuickAction::AddInstances => {
                Action::Floor((upcoming.floor + QUICK_INSTANCES).min(MAX_INSTANCES))
            }
            QuickAction::Shed => Action::Shed(QUICK_SHED_PCT),
            QuickAction::FeatureOff => Action::Feature(false),
            QuickAction::FeatureOn => Action::Feature(true),
            QuickAction::Warmup => Action::Warmup,
        }
    }
}

impl FromStr for QuickAction {
    type Err = UnknownQuickAction;
    fn from_str(text: &str) -> Result<QuickAction, UnknownQuickAction> {
        QuickAction::ALL
            .into_iter()
            .find(|q| q.name() == text)
            .ok_or_else(|| UnknownQuickAction(text.to_string()))
    }
}

impl fmt::Display for QuickAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Intent {
    pub fn action(self, upcoming: Controls) -> Action {
        match self {
            Intent::Exactly(action) | Intent::ByGameMaster(action) => action,
            Intent::Quick(quick) => quick.action(upcoming),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Setup;

    #[test]
    fn quick_actions_round_trip_and_follow_the_controls() {
        for quick in QuickAction::ALL {
            assert_eq!(quick.name().parse(), Ok(quick));
        }
        assert!("floor+3".parse::<QuickAction>().is_err());
        let mut controls = Setup::free_play().controls;
        assert_eq!(
            QuickAction::AddInstances.action(controls),
            Action::Floor(12)
        );
        controls.floor = 39;
        assert_eq!(
            QuickAction::AddInstances.action(controls),
            Action::Floor(MAX_INSTANCES)
        );
        assert_eq!(QuickAction::Shed.action(controls), Action::Shed(50));
    }
}
