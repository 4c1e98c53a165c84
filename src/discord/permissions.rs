//! Who may start and stop drills, set a server's language and manage its scenarios
//! (Manage Server). Discord itself hides these
//! commands from members without Manage Channels (`default_member_permissions`) and lets a
//! server allow other roles, members or channels in Server Settings → Integrations; the bot
//! checks again on every use, by the same rules: Manage Channels, Manage Server or
//! Administrator; the drill role a server once set with the old `/drillrole`; or the
//! server's own permission overrides for the command.

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelType, CommandInteraction, CommandPermission, CommandPermissionId, CommandPermissionType,
    Permissions,
};

use crate::model::GuildId;

use super::context::{interaction, Context};
use super::errors::{BotError, Refusal};

/// Refuses to start a drill where the bot could not post it: it must see the channel, send
/// messages (in a thread: send messages in threads), embed the status and attach charts.
/// Discord tells each interaction what the bot may do there (`app_permissions`).
pub fn require_bot_can_post(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(interaction) = interaction(ctx) else {
        return Ok(());
    };
    let Some(granted) = interaction.app_permissions else {
        return Ok(());
    };
    if granted.administrator() {
        return Ok(());
    }
    let in_thread = interaction.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    });
    let send = if in_thread {
        (
            Permissions::SEND_MESSAGES_IN_THREADS,
            "perm-send-in-threads",
        )
    } else {
        (Permissions::SEND_MESSAGES, "perm-send-messages")
    };
    let missing: Vec<&'static str> = [
        (Permissions::VIEW_CHANNEL, "perm-view-channel"),
        send,
        (Permissions::EMBED_LINKS, "perm-embed-links"),
        (Permissions::ATTACH_FILES, "perm-attach-files"),
    ]
    .into_iter()
    .filter(|(needed, _)| !granted.contains(*needed))
    .map(|(_, name)| name)
    .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(BotError::Refused(Refusal::BotLacks(missing)))
    }
}

/// Refuses, with [`Refusal::NotAllowed`], a member who may not manage drills here.
pub async fn require_manager(ctx: Context<'_>) -> Result<(), BotError> {
    let refused = || BotError::Refused(Refusal::NotAllowed);
    let interaction = interaction(ctx).ok_or_else(refused)?;
    let member = interaction.member.as_deref().ok_or_else(refused)?;
    if member
        .permissions
        .is_some_and(|p| p.manage_channels() || p.manage_guild() || p.administrator())
    {
        return Ok(());
    }
    let guild = interaction.guild_id.ok_or_else(refused)?;
    let settings = ctx.data().settings.get(&GuildId::from(guild)).await?;
    if let Some(role) = settings.drill_role_id {
        if member.roles.iter().any(|r| r.to_string() == role) {
            return Ok(());
        }
    }
    match server_overrides(ctx, interaction).await {
        Some(true) => Ok(()),
        _ => Err(refused()),
    }
}

/// Refuses, with [`Refusal::NotServerManager`], a member who may not manage the server's own
/// scenarios: Manage Server or Administrator, or the server's overrides for the command.
pub async fn require_server_manager(ctx: Context<'_>) -> Result<(), BotError> {
    let refused = || BotError::Refused(Refusal::NotServerManager);
    let interaction = interaction(ctx).ok_or_else(refused)?;
    let member = interaction.member.as_deref().ok_or_else(refused)?;
    if member
        .permissions
        .is_some_and(|p| p.manage_guild() || p.administrator())
    {
        return Ok(());
    }
    match server_overrides(ctx, interaction).await {
        Some(true) => Ok(()),
        _ => Err(refused()),
    }
}

/// What the server's permission overrides for this command say about this member in this
/// channel: None when they say nothing (or cannot be read).
async fn server_overrides(ctx: Context<'_>, interaction: &CommandInteraction) -> Option<bool> {
    let guild = interaction.guild_id?;
    let member = interaction.member.as_deref()?;
    let overrides = ctx
        .http()
        .get_guild_command_permissions(guild, interaction.data.id)
        .await
        .map_err(|err| tracing::debug!(error = %err, "no permission overrides for the command"))
        .ok()?;
    let roles: Vec<u64> = member.roles.iter().map(|r| r.get()).collect();
    decide(
        &overrides.permissions,
        member.user.id.get(),
        &roles,
        guild.get(),
        interaction.channel_id.get(),
    )
}

/// Discord's order for command permission overrides: a channel that is denied (itself, or
/// "all channels", whose id is the server's id − 1) denies; then the member's own entry;
/// then their roles (any allow wins); then @everyone (the server's id).
fn decide(
    overrides: &[CommandPermission],
    user: u64,
    roles: &[u64],
    guild: u64,
    channel: u64,
) -> Option<bool> {
    let entry = |kind: CommandPermissionType, id: u64| {
        overrides
            .iter()
            .find(|p| p.kind == kind && id_of(p.id) == id)
            .map(|p| p.permission)
    };
    let channel_rule = entry(CommandPermissionType::Channel, channel)
        .or_else(|| entry(CommandPermissionType::Channel, guild.wrapping_sub(1)));
    if channel_rule == Some(false) {
        return Some(false);
    }
    if let Some(own) = entry(CommandPermissionType::User, user) {
        return Some(own);
    }
    let by_role: Vec<bool> = roles
        .iter()
        .filter_map(|&r| entry(CommandPermissionType::Role, r))
        .collect();
    if !by_role.is_empty() {
        return Some(by_role.contains(&true));
    }
    entry(CommandPermissionType::Role, guild)
}

fn id_of(id: CommandPermissionId) -> u64 {
    id.get()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(kind: CommandPermissionType, id: u64, permission: bool) -> CommandPermission {
        serde_json::from_value(serde_json::json!({
            "id": id.to_string(),
            "type": u8::from(kind),
            "permission": permission,
        }))
        .expect("a permission")
    }

    #[test]
    fn overrides_follow_discords_order() {
        use CommandPermissionType::{Channel, Role, User};
        let (guild, channel, user, ops, guests) = (100, 200, 300, 400, 500);
        assert_eq!(decide(&[], user, &[ops], guild, channel), None);
        let ops_allowed = [rule(Role, ops, true)];
        assert_eq!(
            decide(&ops_allowed, user, &[ops], guild, channel),
            Some(true)
        );
        assert_eq!(decide(&ops_allowed, user, &[guests], guild, channel), None);
        let mixed = [rule(Role, ops, true), rule(Role, guests, false)];
        assert_eq!(
            decide(&mixed, user, &[ops, guests], guild, channel),
            Some(true),
            "allow wins"
        );
        let user_denied = [rule(Role, ops, true), rule(User, user, false)];
        assert_eq!(
            decide(&user_denied, user, &[ops], guild, channel),
            Some(false)
        );
        let everyone = [rule(Role, guild, true)];
        assert_eq!(decide(&everyone, user, &[], guild, channel), Some(true));
        let channel_denied = [rule(Role, ops, true), rule(Channel, channel, false)];
        assert_eq!(
            decide(&channel_denied, user, &[ops], guild, channel),
            Some(false)
        );
        let all_channels_denied = [rule(User, user, true), rule(Channel, guild - 1, false)];
        assert_eq!(
            decide(&all_channels_denied, user, &[], guild, channel),
            Some(false)
        );
    }
}
