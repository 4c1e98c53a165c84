//! `/why`: the coach. It explains the drill's current minute from the model's own relations
//! (the dominant error term and the causal chain with the minute's numbers, see
//! [`crate::model::why`]) in the server's language. The answer is public: in team play the
//! whole channel learns from it together. A drill started with `hints: off` (an exam) is
//! refused privately, and nothing changes.

use crate::drill::DrillError;
use crate::i18n::why::why_text;
use crate::model::why::explain;

use super::super::answer::public;
use super::super::context::{place, Context};
use super::super::errors::BotError;

/// The coach: what dominates the errors now, and the chain behind it.
#[poise::command(slash_command, guild_only)]
pub async fn why(ctx: Context<'_>) -> Result<(), BotError> {
    let snapshot = ctx.data().drills.explain(&place(ctx)).await?;
    let minute = snapshot.history.last().ok_or(DrillError::NoIncident)?;
    let l = ctx.data().localizer(ctx).await;
    public(ctx, why_text(&l, minute, &explain(minute))).await
}
