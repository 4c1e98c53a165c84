//! One slash command per control. Numbers stay numbers (never text parsed back) and go
//! through the action grammar's range check; on/off is a typed choice. Accepted actions are
//! confirmed in the channel with who did what and when it takes effect.

use crate::drill::{DrillError, Intent};
use crate::i18n::messages::accepted_text;
use crate::model::{Action, ActionError, Control};

use super::super::answer::public;
use super::super::context::{place, who, Context, Data};
use super::super::errors::{error_text, BotError};
use super::super::params::{
    Choice, FloorValue, NumericControl, OnOff, Setting, ShedValue, TargetValue, TtlValue,
};

/// The slash command of `control`: every control of [`Control::ALL`] has one, and a new
/// control cannot be added without it.
pub fn command(control: Control) -> poise::Command<Data, BotError> {
    match control {
        Control::Floor => floor(),
        Control::Autoscale => autoscale(),
        Control::Target => target(),
        Control::Ttl => ttl(),
        Control::Warmup => warmup(),
        Control::Shed => shed(),
        Control::Feature => feature(),
        Control::Rollback => rollback(),
    }
}

/// The action a numeric control's value makes (out of range: refused, in words).
fn numeric<K: NumericControl>(setting: Setting<K>) -> Result<Action, ActionError> {
    Action::with_number(K::CONTROL, setting.value)
}

/// The on/off state of `control`, or what arrived instead, refused in words.
fn switch(control: Control, state: Choice<OnOff>) -> Result<bool, ActionError> {
    match state {
        Choice::Known(OnOff(on)) => Ok(on),
        Choice::Unknown(value) => Err(ActionError::NotOnOff { control, value }),
    }
}

/// Commits the actions in order and confirms them in one message. The first refused
/// refuses the whole command (nothing was changed); a later one is said in the message.
async fn act(ctx: Context<'_>, actions: Vec<Action>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let (place, who) = (place(ctx), who(ctx));
    let mut lines = Vec::new();
    let mut unchanged = None;
    for action in actions {
        match ctx
            .data()
            .drills
            .act(&place, who.clone(), Intent::Exactly(action))
            .await
        {
            Ok(ack) => lines.push(accepted_text(
                &l, &who.name, ack.action, ack.clock, ack.note,
            )),
            // A part that changes nothing is left out of the line that says what changed;
            // when nothing did, that is said privately.
            Err(err) if err.refusal() == Some(&DrillError::Unchanged) => {
                unchanged.get_or_insert(err);
            }
            Err(err) if lines.is_empty() => return Err(err.into()),
            Err(err) => lines.push(error_text(&l, &err.into(), "act")),
        }
    }
    match unchanged {
        Some(err) if lines.is_empty() => Err(err.into()),
        _ => public(ctx, lines.join("\n")).await,
    }
}

/// Set the fleet floor (minimum instances).
#[poise::command(slash_command, guild_only)]
pub async fn floor(ctx: Context<'_>, instances: Setting<FloorValue>) -> Result<(), BotError> {
    act(ctx, vec![numeric(instances)?]).await
}

/// Turn the autoscaler on or off, and optionally set its target.
#[poise::command(slash_command, guild_only)]
pub async fn autoscale(
    ctx: Context<'_>,
    state: Choice<OnOff>,
    target: Option<Setting<TargetValue>>,
) -> Result<(), BotError> {
    let mut actions = vec![Action::Autoscale(switch(Control::Autoscale, state)?)];
    if let Some(target) = target {
        actions.push(numeric(target)?);
    }
    act(ctx, actions).await
}

/// Set the autoscaler's target utilization.
#[poise::command(slash_command, guild_only)]
pub async fn target(ctx: Context<'_>, percent: Setting<TargetValue>) -> Result<(), BotError> {
    act(ctx, vec![numeric(percent)?]).await
}

/// Set the cache TTL.
#[poise::command(slash_command, guild_only)]
pub async fn ttl(ctx: Context<'_>, seconds: Setting<TtlValue>) -> Result<(), BotError> {
    act(ctx, vec![numeric(seconds)?]).await
}

/// Start the cache warm-up job.
#[poise::command(slash_command, guild_only)]
pub async fn warmup(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, vec![Action::Warmup]).await
}

/// Shed low-priority traffic at the load balancer.
#[poise::command(slash_command, guild_only)]
pub async fn shed(ctx: Context<'_>, percent: Setting<ShedValue>) -> Result<(), BotError> {
    act(ctx, vec![numeric(percent)?]).await
}

/// Turn the heavy recommendations feature on or off.
#[poise::command(slash_command, guild_only)]
pub async fn feature(ctx: Context<'_>, state: Choice<OnOff>) -> Result<(), BotError> {
    act(ctx, vec![Action::Feature(switch(Control::Feature, state)?)]).await
}

/// Roll back to the last good build.
#[poise::command(slash_command, guild_only)]
pub async fn rollback(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, vec![Action::Rollback]).await
}
