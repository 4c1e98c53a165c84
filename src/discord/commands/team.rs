//! The team's commands: `/role` (take a role, give one, or read your role's briefing and
//! who holds what) and `/update` (a stakeholder update with the numbers of the moment).
//! The rules (who may give roles, what an update may hold) are the engine's; the channel
//! hears of each change from the bot itself, the caller gets a private answer.

use poise::serenity_prelude as serenity;

use crate::i18n::team::{role_briefing, role_changed, roster};
use crate::model::{Author, Role};

use super::super::answer::{private, public};
use super::super::context::{place, who, Context};
use super::super::errors::{BotError, Refusal};
use super::super::params::Choice;

/// A member picked in an option, by the name Discord shows.
fn picked(user: &serenity::User) -> Author {
    Author {
        id: user.id.to_string(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    }
}

/// Take an incident role, give one (commander), or read your role and who holds what.
#[poise::command(slash_command, guild_only)]
pub async fn role(
    ctx: Context<'_>,
    role: Option<Choice<Role>>,
    member: Option<serenity::User>,
) -> Result<(), BotError> {
    let reader = ctx.data().reader_localizer(ctx).await;
    let drills = &ctx.data().drills;
    let (place, who) = (place(ctx), who(ctx));
    let role = match role {
        None => None,
        Some(Choice::Known(role)) => Some(role),
        Some(Choice::Unknown(other)) => return Err(BotError::Refused(Refusal::BadValue(other))),
    };
    let Some(role) = role else {
        // No role named: the caller's own roles with their briefings, and the roster.
        let snapshot = drills.snapshot(&place).await?;
        let team = &snapshot.team;
        let mut text: Vec<String> = team
            .roles_of(&who.id)
            .into_iter()
            .map(|r| role_briefing(&reader, r, &snapshot.meta.rules))
            .collect();
        let holders: Vec<_> = Role::ALL.iter().map(|r| (*r, team.holders(*r))).collect();
        text.push(roster(&reader, &holders));
        return private(ctx, text.join("\n\n")).await;
    };
    let member = member.as_ref().map_or_else(|| who.clone(), picked);
    let given = drills
        .role(&place, who.clone(), role, member.clone())
        .await?;
    let previous = given.previous;
    // The channel hears of the change; the one who took a role reads its briefing.
    let l = ctx.data().localizer(ctx).await;
    let changed = role_changed(&l, &who, role, &member, previous.as_ref());
    public(ctx, changed).await?;
    if member.id == who.id {
        let snapshot = drills.snapshot(&place).await?;
        private(ctx, role_briefing(&reader, role, &snapshot.meta.rules)).await?;
    }
    Ok(())
}

/// Post a stakeholder update; the bot adds the numbers of the moment.
#[poise::command(slash_command, guild_only)]
pub async fn update(ctx: Context<'_>, #[max_length = 1000] text: String) -> Result<(), BotError> {
    let reader = ctx.data().reader_localizer(ctx).await;
    let clock = ctx
        .data()
        .drills
        .update(&place(ctx), who(ctx), text)
        .await?;
    private(
        ctx,
        reader.tr("team-update-posted", &[("clock", clock.to_string().into())]),
    )
    .await
}
