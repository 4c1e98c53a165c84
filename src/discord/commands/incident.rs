//! `/incident start` and `/incident stop`: what changes a channel's drill. Hidden from
//! members without Manage Channels by Discord itself (`default_member_permissions`;
//! servers allow other roles in Server Settings → Integrations), and checked again here.

use std::sync::Arc;

use crate::drill::{random_seed, StartRequest};
use crate::i18n::messages::{pace_text, who_at};
use crate::model::Pace;
use crate::scenario::Scenario;

use super::super::errors::{BotError, Refusal};
use super::super::params::{BuiltinScenario, Choice, Seed};
use super::super::permissions::require_manager;
use super::super::reply::public;
use super::{place, who, Context};

/// Run an incident drill in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("start", "stop"),
    subcommand_required,
    default_member_permissions = "MANAGE_CHANNELS"
)]
pub async fn incident(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Start an incident drill in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    scenario: Choice<BuiltinScenario>,
    seed: Option<Seed>,
    pace: Option<Choice<Pace>>,
) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let l = ctx.data().localizer(ctx).await;
    let scenario_id = match scenario {
        Choice::Known(BuiltinScenario(id)) => id,
        Choice::Unknown(name) => {
            let known = Scenario::builtin_ids().collect::<Vec<_>>().join(", ");
            let err = crate::scenario::ScenarioError::Unknown { name, known };
            return Err(BotError::Refused(Refusal::Scenario(err)));
        }
    };
    let seed = match seed {
        Some(Seed(value)) => u32::try_from(value)
            .map_err(|_| BotError::Refused(Refusal::BadValue(value.to_string())))?,
        None => random_seed(),
    };
    let pace = match pace {
        None => Pace::REAL_TIME,
        Some(Choice::Known(pace)) => pace,
        Some(Choice::Unknown(other)) => return Err(BotError::Refused(Refusal::UnknownPace(other))),
    };
    let scenario =
        Scenario::load(&scenario_id).map_err(|err| BotError::Refused(Refusal::Scenario(err)))?;
    let who = who(ctx);
    let snapshot = ctx
        .data()
        .drills
        .start(StartRequest {
            place: place(ctx),
            scenario: Arc::new(scenario),
            scenario_ref: scenario_id,
            seed,
            pace,
            locale: l.locale(),
            deterministic: false,
            who: who.clone(),
        })
        .await?;
    let args = [
        ("who", who.name.as_str().into()),
        ("scenario", l.text(&snapshot.scenario.title_id).into()),
        ("seed", snapshot.meta.seed.to_string().into()),
        ("pace", pace_text(&l, snapshot.pace).into()),
    ];
    let briefing = l.text(&snapshot.scenario.briefing_id);
    public(ctx, format!("{}\n{briefing}", l.tr("drill-started", &args))).await
}

/// Stop the drill and show the debrief.
#[poise::command(slash_command, guild_only)]
pub async fn stop(ctx: Context<'_>) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let (_, clock) = ctx.data().drills.stop(&place(ctx), who.clone()).await?;
    public(
        ctx,
        who_at(&l, "drill-stopped", &who.name, &clock.to_string()),
    )
    .await
}
