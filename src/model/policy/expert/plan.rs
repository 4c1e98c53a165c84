//! The expert's answer to one dashboard as it builds it: the decisions so far and the
//! controls as they will stand once they apply, so that each rule sees what the rules
//! before it pressed (and a lever already pressed is not pressed twice).

use crate::model::action::Action;
use crate::model::policy::{Decision, PlayerView, Reason};
use crate::model::Controls;

/// The decisions for the next minute and the controls they leave.
#[derive(Debug, Clone)]
pub struct Plan {
    pub controls: Controls,
    /// Whether a warm-up job will run next minute (running, or pressed now).
    pub warmup: bool,
    pub decisions: Vec<Decision>,
}

impl Plan {
    pub fn new(v: &PlayerView) -> Plan {
        Plan {
            controls: v.controls,
            warmup: v.warmup_active,
            decisions: Vec::new(),
        }
    }

    /// Adds `action` for `reason` unless it changes nothing (a control already so set).
    pub fn press(&mut self, action: Action, reason: Reason) {
        let mut after = self.controls;
        after.apply(action);
        let job = matches!(action, Action::Warmup | Action::Rollback);
        if after == self.controls && !job {
            return;
        }
        if action == Action::Warmup {
            self.warmup = true;
        }
        self.controls = after;
        self.decisions.push(Decision::new(action, reason));
    }

    pub fn is_empty(&self) -> bool {
        self.decisions.is_empty()
    }
}
