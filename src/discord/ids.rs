//! Discord's ids as the drill's: serenity's typed ids come in at the edge and become the
//! model's [`GuildId`] and [`ChannelId`] here, in one place, never by hand at each command
//! or button.

use poise::serenity_prelude as serenity;

use crate::model::{ChannelId, GuildId, Place};

impl From<serenity::GuildId> for GuildId {
    fn from(id: serenity::GuildId) -> GuildId {
        GuildId(id.to_string())
    }
}

impl From<serenity::ChannelId> for ChannelId {
    fn from(id: serenity::ChannelId) -> ChannelId {
        ChannelId(id.to_string())
    }
}

/// The place of an interaction: its server (none in a direct message) and its channel.
pub fn place_of(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place {
        guild: guild.map(GuildId::from),
        channel: channel.into(),
    }
}
