//! A refusal in the user's language. The host's own errors never show their details: they
//! are logged and answered with a short apology.

use crate::i18n::action_words::Wording;
use crate::i18n::{messages, team, Localizer};
use crate::scenario::ScenarioError;
use crate::store::StoreError;

use crate::drill::engine::{DrillError, Failure};

impl DrillError {
    pub fn localize(&self, l: &Localizer) -> String {
        match self {
            DrillError::NoIncident => l.text("error-no-incident"),
            DrillError::AlreadyRunning => l.text("error-incident-running"),
            // A screen without a prompt names its own buttons, not the commands to type.
            DrillError::Finished if l.wording() == Wording::Described => {
                l.text("error-finished-described")
            }
            DrillError::Finished => l.text("error-incident-finished"),
            DrillError::NotTurnBased(pace) => l.tr(
                "error-advance-not-turns",
                &[("pace", messages::pace_text(l, *pace).into())],
            ),
            DrillError::Paused if l.wording() == Wording::Described => {
                l.text("error-paused-described")
            }
            DrillError::Paused => l.text("error-paused"),
            DrillError::NotPaused => l.text("error-not-paused"),
            DrillError::AdvanceRange { min, max } => l.tr(
                "error-advance-range",
                &[("min", (*min).into()), ("max", (*max).into())],
            ),
            DrillError::TooManyActions { max } => {
                l.tr("error-too-many-actions", &[("max", (*max).into())])
            }
            DrillError::Unchanged => l.text("note-unchanged"),
            DrillError::UpdatesTooFast { max, next } => l.tr(
                "error-updates-too-fast",
                &[("max", (*max).into()), ("clock", next.to_string().into())],
            ),
            DrillError::RoleTaken { role, holder } => l.tr(
                "error-role-taken",
                &[
                    ("role", team::role_name(l, *role).into()),
                    ("holder", holder.as_str().into()),
                ],
            ),
            DrillError::AlreadyHolds { role, member } => l.tr(
                "error-role-already-held",
                &[
                    ("role", team::role_name(l, *role).into()),
                    ("member", member.as_str().into()),
                ],
            ),
            DrillError::AlreadyReady { ready, needed } => l.tr(
                "error-already-ready",
                &[("ready", (*ready).into()), ("needed", (*needed).into())],
            ),
            DrillError::NotCommander { commander } => l.tr(
                "error-not-commander",
                &[("commander", commander.as_str().into())],
            ),
            DrillError::OpsOnly { allowed } if allowed.is_empty() => {
                l.text("error-ops-only-nobody")
            }
            DrillError::OpsOnly { allowed } => {
                l.tr("error-ops-only", &[("allowed", allowed.join(", ").into())])
            }
            DrillError::UpdateLength { max } => {
                l.tr("error-update-length", &[("max", (*max).into())])
            }
            DrillError::NoQuorum => l.text("error-no-quorum"),
            DrillError::ReadyNeedsRole => l.text("error-ready-needs-role"),
            DrillError::QuorumWait { ready, needed } => l.tr(
                "error-quorum-wait",
                &[("ready", (*ready).into()), ("needed", (*needed).into())],
            ),
            DrillError::HintsOff => l.text("error-hints-off"),
            DrillError::QuorumNeedsTurns => l.text("error-quorum-needs-turns"),
            DrillError::RewindNeedsTurns(pace) => l.tr(
                "error-rewind-not-turns",
                &[("pace", messages::pace_text(l, *pace).into())],
            ),
            DrillError::RewindRange { max } => {
                l.tr("error-rewind-range", &[("max", (*max).into())])
            }
            DrillError::RewindCommanderOnly { commander } => l.tr(
                "error-rewind-commander",
                &[("commander", commander.as_str().into())],
            ),
            DrillError::NoGameMaster => l.text("error-no-game-master"),
            DrillError::NotGameMaster { game_master } => l.tr(
                "error-not-game-master",
                &[("game_master", game_master.as_str().into())],
            ),
        }
    }
}

impl Failure {
    /// A refusal as [`DrillError::localize`] says it; the host's own error is logged here,
    /// once, and answered with the apology.
    pub fn localize(&self, l: &Localizer) -> String {
        match self {
            Failure::Refused(refusal) => refusal.localize(l),
            Failure::Host(err) => {
                tracing::error!(error = %err, "a drill request failed");
                l.text("error-internal")
            }
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

impl StoreError {
    /// Why the database cannot be used, in the user's language, with what to do about it.
    pub fn localize(&self, l: &Localizer) -> String {
        match self {
            StoreError::Held { path: p, holder } => l.tr(
                "error-db-held",
                &[
                    ("path", p.as_str().into()),
                    ("holder", holder.as_str().into()),
                ],
            ),
            StoreError::ReadOnly { path: p, reason } => l.tr(
                "error-db-read-only",
                &[
                    ("path", p.as_str().into()),
                    ("reason", reason.as_str().into()),
                ],
            ),
            StoreError::NotOurs { path: p, reason } => l.tr(
                "error-db-not-ours",
                &[
                    ("path", p.as_str().into()),
                    ("reason", reason.as_str().into()),
                ],
            ),
            StoreError::NewerSchema {
                path: p,
                found,
                supported,
            } => l.tr(
                "error-db-newer",
                &[
                    ("path", p.as_str().into()),
                    ("found", (*found).into()),
                    ("supported", (*supported).into()),
                ],
            ),
            StoreError::Locked { path: p } => l.tr("error-db-busy", &[("path", p.as_str().into())]),
            StoreError::Open { path: p, reason } => l.tr(
                "error-db-open",
                &[
                    ("path", p.as_str().into()),
                    ("reason", reason.as_str().into()),
                ],
            ),
            StoreError::ChannelBusy => l.text("error-incident-running"),
            StoreError::Task(_) | StoreError::Closed | StoreError::Sqlite(_) => {
                l.text("error-internal")
            }
        }
    }
}
