//! A server's game-master role (issue 30): `/gm role` shows it to anyone; `/gm role role:…`
//! names it and `/gm role remove:true` removes it, for those who may change the server's
//! settings, like `/locale`. A member who holds it is a game master of every drill in the
//! server — with or without `gm:true` — as the member who started a drill with `gm:true`
//! is of theirs. The role is checked here,
//! by the front-end, as the drill role is (`permissions.rs`); the engine is only told that
//! the author holds it (`Intent::ByGameMaster`). Anyone else's `/inject` or `/gm view`
//! is refused with a text naming the role (and the drill's own game master, if it has one).

use poise::serenity_prelude as serenity;

use crate::drill::{DrillError, Failure};
use crate::model::GuildId;

use super::super::answer::{private, public};
use super::super::context::{interaction, place, who, Context};
use super::super::errors::{BotError, Refusal};
use super::super::permissions::require_manager;

/// The server's game-master role, and whether the member using the command holds it.
pub struct ServerGameMasters {
    pub role: Option<String>,
    pub held: bool,
}

impl ServerGameMasters {
    /// The server's role as the interaction's member holds it (none outside a server).
    pub async fn of(ctx: Context<'_>) -> Result<ServerGameMasters, BotError> {
        let Some(guild) = place(ctx).guild else {
            return Ok(ServerGameMasters {
                role: None,
                held: false,
            });
        };
        let role = ctx.data().settings.get(&guild).await?.game_master_role_id;
        let member_roles = interaction(ctx)
            .and_then(|i| i.member.as_deref())
            .map(|m| m.roles.clone())
            .unwrap_or_default();
        let held = role
            .as_ref()
            .is_some_and(|role| member_roles.iter().any(|r| r.to_string() == *role));
        Ok(ServerGameMasters { role, held })
    }

    /// A refusal of the engine's for want of being the game master, told with the server's
    /// role when it has one (the engine knows nothing of roles).
    pub fn refusal(&self, failure: Failure) -> BotError {
        let Some(role) = &self.role else {
            return failure.into();
        };
        match failure {
            Failure::Refused(DrillError::NoGameMaster) => {
                BotError::Refused(Refusal::NotGameMasterRole {
                    role: role.clone(),
                    game_master: None,
                })
            }
            Failure::Refused(DrillError::NotGameMaster { game_master }) => {
                BotError::Refused(Refusal::NotGameMasterRole {
                    role: role.clone(),
                    game_master: Some(game_master),
                })
            }
            other => other.into(),
        }
    }
}

/// Show the server's game-master role, name it (its members run every drill's injects), or remove it.
#[poise::command(slash_command, guild_only)]
pub async fn role(
    ctx: Context<'_>,
    role: Option<serenity::Role>,
    remove: Option<bool>,
) -> Result<(), BotError> {
    let guild: GuildId = place(ctx)
        .guild
        .ok_or(BotError::Refused(Refusal::NotAllowed))?;
    let remove = remove.unwrap_or(false);
    if role.is_none() && !remove {
        // Anyone may read it: it says who runs the injects here.
        let l = ctx.data().reader_localizer(ctx).await;
        let text = match ctx.data().settings.get(&guild).await?.game_master_role_id {
            Some(role) => l.tr("gm-role-shown", &[("role", format!("<@&{role}>").into())]),
            None => l.text("gm-role-none"),
        };
        return private(ctx, text).await;
    }
    require_manager(ctx).await?;
    // @everyone's role has the server's own id: everyone a game master is no game master.
    if role.as_ref().is_some_and(|r| r.id.to_string() == guild.0) {
        return Err(BotError::Refused(Refusal::GameMasterEveryone));
    }
    let chosen = match remove {
        true => None,
        false => role.map(|r| r.id.to_string()),
    };
    let stored = chosen.clone();
    ctx.data()
        .settings
        .update(&guild, move |s| s.game_master_role_id = stored)
        .await?;
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let text = match chosen {
        Some(role) => l.tr(
            "gm-role-set",
            &[
                ("who", who.name.as_str().into()),
                ("role", format!("<@&{role}>").into()),
            ],
        ),
        None => l.tr("gm-role-removed", &[("who", who.name.as_str().into())]),
    };
    public(ctx, text).await
}
