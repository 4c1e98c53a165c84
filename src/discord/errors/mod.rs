//! One error path for every command and button. A refusal ([`Refusal`], in `refusal.rs`;
//! an interaction that does not fit its command is a [`Misfit`], in `misfit.rs`) is the
//! user's business: a typed value rendered in their language as an ephemeral reply, and
//! nothing changed. An internal error is logged once, here, and answered with a short
//! localised apology. An interaction delivered again is neither carried out nor answered
//! again. Poise's error hook that answers with these texts is `on_error.rs`, above the
//! commands' context.

mod misfit;
mod refusal;

pub use misfit::{Misfit, Name};
pub use refusal::Refusal;

use poise::serenity_prelude as serenity;

use crate::drill::uploads::UploadError;
use crate::drill::{DrillError, Failure, HostError};
use crate::i18n::Localizer;
use crate::model::ActionError;

/// Why a request was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("refused: {0:?}")]
    Refused(Refusal),
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<DrillError> for BotError {
    fn from(err: DrillError) -> Self {
        BotError::Refused(Refusal::Drill(err))
    }
}

impl From<HostError> for BotError {
    fn from(err: HostError) -> Self {
        BotError::Internal(err.to_string())
    }
}

impl From<Failure> for BotError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::Refused(refusal) => refusal.into(),
            Failure::Host(err) => err.into(),
        }
    }
}

impl From<UploadError> for BotError {
    fn from(err: UploadError) -> Self {
        match err {
            UploadError::Host(err) => err.into(),
            other => BotError::Refused(Refusal::Upload(other)),
        }
    }
}

impl From<ActionError> for BotError {
    fn from(err: ActionError) -> Self {
        BotError::Refused(Refusal::Action(err))
    }
}

impl From<serenity::Error> for BotError {
    fn from(err: serenity::Error) -> Self {
        BotError::Internal(format!("Discord: {err}"))
    }
}

/// The text for an error, in `l`'s language; an internal error is logged here, once.
pub fn error_text(l: &Localizer, error: &BotError, what: &str) -> String {
    match error {
        BotError::Refused(refusal) => refusal.render(l),
        BotError::Internal(detail) => {
            tracing::error!(%detail, command = what, "internal error answering an interaction");
            l.text("error-internal")
        }
    }
}
