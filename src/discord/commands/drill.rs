//! `/status`, `/advance`, `/rewind`, `/pause`, `/resume`: what the channel may do to the
//! running drill besides the controls.

use crate::i18n::messages::{advanced_text, who_at};

use super::super::answer::{private_embed, public};
use super::super::context::{place, who, Context};
use super::super::embed::snapshot_embed;
use super::super::errors::BotError;
use super::super::params::{Minutes, RewindMinutes};
use crate::drill::DrillError;

/// Show the current dashboard (only to you).
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().reader_localizer(ctx).await;
    let snapshot = ctx.data().drills.snapshot(&place(ctx)).await?;
    let embed = snapshot_embed(&l, &snapshot, false).ok_or(DrillError::NoIncident)?;
    private_embed(ctx, embed).await
}

/// Advance a turn-based drill by some minutes.
#[poise::command(slash_command, guild_only)]
pub async fn advance(ctx: Context<'_>, minutes: Option<Minutes>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let wanted = minutes.map_or(1, |Minutes(m)| m);
    // A number outside u32 is out of range like any other: the engine says which range.
    let wanted = u32::try_from(wanted).unwrap_or(0);
    let who = who(ctx);
    let advanced = ctx
        .data()
        .drills
        .advance_as(&place(ctx), Some(who.clone()), wanted)
        .await?;
    public(
        ctx,
        advanced_text(&l, &who, advanced.minutes, advanced.clock),
    )
    .await
}

/// Take a turn-based drill back some minutes (practice: later actions are dropped)
#[poise::command(slash_command, guild_only)]
pub async fn rewind(ctx: Context<'_>, minutes: RewindMinutes) -> Result<(), BotError> {
    // Its commander's, or anyone's while nobody holds the role: the engine decides.
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    // A number outside u32 is out of range like any other: the engine says which range.
    let wanted = u32::try_from(minutes.0).unwrap_or(0);
    let rewound = ctx
        .data()
        .drills
        .rewind(&place(ctx), who.clone(), wanted)
        .await?;
    let text = crate::i18n::rewind::rewound(
        &l,
        &who.name,
        rewound.minutes,
        rewound.clock,
        rewound.dropped,
    );
    public(ctx, text).await
}

/// Pause the drill (actions are kept).
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let clock = ctx.data().drills.pause(&place(ctx), who.clone()).await?;
    public(
        ctx,
        who_at(&l, "drill-paused", &who.name, &clock.to_string()),
    )
    .await
}

/// Resume a paused drill.
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), BotError> {
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let clock = ctx.data().drills.resume(&place(ctx), who.clone()).await?;
    public(
        ctx,
        who_at(&l, "drill-resumed", &who.name, &clock.to_string()),
    )
    .await
}
