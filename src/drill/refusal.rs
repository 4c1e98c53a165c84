//! A refusal in the user's language. Internal errors never show their details: they are
//! logged where they happen and answered with a short apology.

use crate::i18n::{messages, Localizer};
use crate::scenario::ScenarioError;

use super::engine::DrillError;

impl DrillError {
    pub fn localize(&self, l: &Localizer) -> String {
        match self {
            DrillError::NoIncident => l.text("error-no-incident"),
            DrillError::AlreadyRunning => l.text("error-incident-running"),
            DrillError::Finished => l.text("error-incident-finished"),
            DrillError::NotTurnBased(pace) => l.tr(
                "error-advance-not-turns",
                &[("pace", messages::pace_text(l, *pace).into())],
            ),
            DrillError::Paused => l.text("error-paused"),
            DrillError::AdvanceRange { min, max } => l.tr(
                "error-advance-range",
                &[("min", (*min).into()), ("max", (*max).into())],
            ),
            DrillError::TooManyActions { max } => {
                l.tr("error-too-many-actions", &[("max", (*max).into())])
            }
            DrillError::Internal(_) => l.text("error-internal"),
        }
    }
}

/// Why a scenario cannot be started, in the user's language: an unknown name lists the
/// known ones; a broken file says what is wrong with it (file:line, the field, the reason).
pub fn scenario_error(l: &Localizer, err: &ScenarioError) -> String {
    match err {
        ScenarioError::Unknown { name, known } => l.tr(
            "error-unknown-scenario",
            &[
                ("name", name.as_str().into()),
                ("known", known.as_str().into()),
            ],
        ),
        other => other.to_string(),
    }
}
