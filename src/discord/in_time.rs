//! Every interaction is acknowledged within Discord's 3 seconds, whatever the bot is doing
//! meanwhile (two hundred week-long drills ending together, their debriefs computed, the
//! database busy storing them). An answer normally goes out at once; when a command or a
//! button press is still being carried out [`DEFER_AFTER`] after Discord created it, the bot
//! acknowledges it with a deferred response (Discord shows "thinking…") and sends the
//! answer when it has it, as the response's edit or a follow-up.
//!
//! The deferral and the answer race each other, so each interaction has one [`Stage`]
//! behind a lock: whoever answers first takes it ([`Deadlines::turn`]), and the other sees
//! what was sent. A deferral is public: most answers that can be late (an advance, a
//! control) are the channel's. Discord gives the first follow-up after a deferral the
//! deferral's visibility, so a private answer after a public deferral first deletes the
//! "thinking" line and then follows up privately.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder;
use serenity::{
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, InteractionId,
};
use tokio::sync::OwnedMutexGuard;

use super::reply::{no_pings, truncate, MESSAGE_MAX};

/// How long after Discord created an interaction the bot defers it when it has not
/// answered: a third of Discord's 3 s, leaving the rest for the deferral's own trip on a
/// busy machine (measured: two hundred drills ending at once on two cores).
pub const DEFER_AFTER: Duration = Duration::from_millis(1000);

/// The least time an answer is given after the interaction reached the bot, whatever its
/// creation time says (a clock ahead of Discord's would otherwise defer every answer).
const ANSWER_AT_LEAST: Duration = Duration::from_millis(250);

/// Discord's epoch (2015-01-01) in Unix milliseconds: a snowflake's time counts from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// How long to wait before deferring interaction `id`, which has just arrived: until
/// [`DEFER_AFTER`] after Discord created it (its snowflake's time, on this host's clock),
/// so a delivery that was slow to arrive or to be dispatched is deferred sooner; at least
/// [`ANSWER_AT_LEAST`].
fn wait_before_deferring(id: InteractionId) -> Duration {
    let created_ms = (id.get() >> 22) + DISCORD_EPOCH_MS;
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let age = Duration::from_millis(now_ms.saturating_sub(created_ms));
    DEFER_AFTER.saturating_sub(age).max(ANSWER_AT_LEAST)
}

/// Where an interaction's answer stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Nothing sent yet.
    Pending,
    /// Acknowledged with a deferred response ("thinking…"), public or not; the answer
    /// comes later.
    Deferred { ephemeral: bool },
    /// The answer (or the first answer after a deferral) went out.
    Answered,
}

/// The stages of the interactions being handled, by interaction id.
#[derive(Debug, Default)]
pub struct Deadlines {
    open: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<Stage>>>>,
}

/// The lock on one interaction's stage, held while its answer (or deferral) is sent.
pub type Turn = OwnedMutexGuard<Stage>;

impl Deadlines {
    fn open_stages(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<u64, Arc<tokio::sync::Mutex<Stage>>>> {
        // A poisoned lock only means another thread panicked mid-insert; the map is intact.
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Starts watching interaction `id`; None when it is watched already (Discord
    /// delivered it twice and the first is still being handled: that one answers).
    fn open(&self, id: u64) -> Option<Arc<tokio::sync::Mutex<Stage>>> {
        let mut open = self.open_stages();
        if open.contains_key(&id) {
            return None;
        }
        let stage = Arc::new(tokio::sync::Mutex::new(Stage::Pending));
        open.insert(id, stage.clone());
        Some(stage)
    }

    fn close(&self, id: u64) {
        self.open_stages().remove(&id);
    }

    /// The turn to answer interaction `id`: its stage, locked until the answer is sent. An
    /// interaction nobody watches (handled outside the gateway's dispatch) is pending.
    pub async fn turn(&self, id: u64) -> Turn {
        let stage = self.open_stages().get(&id).cloned();
        let stage = stage.unwrap_or_else(|| Arc::new(tokio::sync::Mutex::new(Stage::Pending)));
        stage.lock_owned().await
    }

    /// Runs `handling` (the handler of interaction `id`); if it has not answered
    /// [`DEFER_AFTER`] after Discord created the interaction, defers it and lets it answer
    /// later.
    pub async fn within<F: std::future::Future<Output = ()>>(
        &self,
        http: &serenity::Http,
        id: InteractionId,
        token: &str,
        handling: F,
    ) {
        let wait = wait_before_deferring(id);
        let Some(stage) = self.open(id.get()) else {
            return handling.await;
        };
        tokio::pin!(handling);
        tokio::select! {
            () = &mut handling => {}
            () = tokio::time::sleep(wait) => {
                defer_if_pending(http, id, token, stage).await;
                handling.await;
            }
        }
        self.close(id.get());
    }
}

/// Acknowledges the interaction with a public deferred response, unless its answer went out.
async fn defer_if_pending(
    http: &serenity::Http,
    id: InteractionId,
    token: &str,
    stage: Arc<tokio::sync::Mutex<Stage>>,
) {
    let mut stage = stage.lock_owned().await;
    if *stage != Stage::Pending {
        return;
    }
    let deferral = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    match deferral.execute(http, (id, token)).await {
        Ok(()) => {
            tracing::info!(interaction = %id, "an answer was late: the interaction is deferred and answered when ready");
            *stage = Stage::Deferred { ephemeral: false };
        }
        // Still pending: the answer itself tries as usual.
        Err(err) => {
            tracing::warn!(interaction = %id, error = %err, "could not defer a late interaction")
        }
    }
}

/// Before the first answer after a deferral whose visibility is not the answer's: deletes
/// the "thinking" line, so the follow-up that carries the answer keeps its own visibility.
/// True when the answer must be a follow-up (the interaction was deferred).
pub async fn after_deferral(
    http: &serenity::Http,
    token: &str,
    turn: &mut Turn,
    ephemeral: bool,
) -> bool {
    let Stage::Deferred {
        ephemeral: deferred,
    } = **turn
    else {
        return false;
    };
    if deferred != ephemeral {
        if let Err(err) = http.delete_original_interaction_response(token).await {
            tracing::warn!(error = %err, "could not delete a deferred interaction's waiting line");
        }
    }
    true
}

/// Answers an interaction outside poise (a button press, an unknown command) with a text:
/// the response itself, or after a deferral the deferral's edit (same visibility) or a
/// follow-up (the "thinking" line deleted first).
pub async fn answer_text(
    http: &serenity::Http,
    deadlines: &Deadlines,
    id: InteractionId,
    token: &str,
    text: &str,
    ephemeral: bool,
) -> Result<(), serenity::Error> {
    let mut turn = deadlines.turn(id.get()).await;
    let content = truncate(text, MESSAGE_MAX);
    let result = match *turn {
        Stage::Deferred {
            ephemeral: deferred,
        } if deferred == ephemeral => {
            let edit = EditInteractionResponse::new()
                .content(content)
                .allowed_mentions(no_pings());
            edit.execute(http, token).await.map(drop)
        }
        // After a deferral of the other visibility, or a first answer: a follow-up.
        Stage::Deferred { .. } | Stage::Answered => {
            after_deferral(http, token, &mut turn, ephemeral).await;
            let followup = CreateInteractionResponseFollowup::new()
                .content(content)
                .ephemeral(ephemeral)
                .allowed_mentions(no_pings());
            followup.execute(http, (None, token)).await.map(drop)
        }
        Stage::Pending => {
            let message = CreateInteractionResponseMessage::new()
                .content(content)
                .ephemeral(ephemeral)
                .allowed_mentions(no_pings());
            let response = CreateInteractionResponse::Message(message);
            response.execute(http, (id, token)).await
        }
    };
    *turn = Stage::Answered;
    result
}

/// Acknowledges a press that says nothing of its own (it joins another line): without a
/// message, or, when it was deferred meanwhile, by deleting its "thinking" line.
pub async fn acknowledge_silently(
    http: &serenity::Http,
    deadlines: &Deadlines,
    id: InteractionId,
    token: &str,
) -> Result<(), serenity::Error> {
    let mut turn = deadlines.turn(id.get()).await;
    let result = match *turn {
        Stage::Deferred { .. } => http.delete_original_interaction_response(token).await,
        Stage::Pending | Stage::Answered => {
            CreateInteractionResponse::Acknowledge
                .execute(http, (id, token))
                .await
        }
    };
    *turn = Stage::Answered;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The id of an interaction Discord created `ago` before now (negative: in the future,
    /// as a host clock behind Discord's sees it).
    fn created(ago_ms: i64) -> InteractionId {
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        let created = (now_ms - ago_ms) as u64 - DISCORD_EPOCH_MS;
        InteractionId::new(created << 22 | 1)
    }

    fn near(wait: Duration, expected_ms: u64) -> bool {
        wait.as_millis().abs_diff(u128::from(expected_ms)) <= 50
    }

    #[test]
    fn a_late_answer_is_deferred_a_second_after_discord_created_the_interaction() {
        assert!(near(wait_before_deferring(created(0)), 1000));
        // Slow to arrive: deferred sooner, when Discord's clock says a second has passed.
        assert!(near(wait_before_deferring(created(600)), 400));
        // Older than a second on arrival (or a clock ahead of Discord's): a quarter second.
        assert!(near(wait_before_deferring(created(5000)), 250));
        // A clock behind Discord's: a second from arrival.
        assert!(near(wait_before_deferring(created(-2000)), 1000));
    }
}
