//! Discord's ids as the drill's: serenity's typed ids come in at the edge and become the
//! model's [`GuildId`] and [`ChannelId`] here, in one place, never by hand at each command
//! or button; and back: a drill's place becomes the Discord channel the bot posts to
//! ([`Target`]) here too.

use std::num::NonZeroU64;

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

/// A Discord id the drill keeps as text (a channel, a member, a role) as serenity's typed
/// id; `None` when the text is no Discord id (not a non-zero snowflake).
pub fn snowflake<Id: From<NonZeroU64>>(text: &str) -> Option<Id> {
    text.parse::<NonZeroU64>().ok().map(Id::from)
}

/// Where the bot posts for a drill: its place (the model's, which the drill and the store
/// know) and the Discord channel that place names, read once when the work comes in, so
/// the delivery and the REST path carry a typed channel and never parse one back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    place: Place,
    channel: serenity::ChannelId,
}

impl Target {
    /// The target of a drill's place; `None` when its channel is no Discord channel (not a
    /// non-zero snowflake), which Discord could only refuse.
    pub fn of(place: Place) -> Option<Target> {
        let channel = snowflake(&place.channel.0)?;
        Some(Target { place, channel })
    }

    pub fn place(&self) -> &Place {
        &self.place
    }

    pub fn channel(&self) -> serenity::ChannelId {
        self.channel
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_target_reads_its_discord_channel_once_and_refuses_what_is_none() {
        let place = |channel: &str| Place {
            guild: None,
            channel: ChannelId(channel.to_string()),
        };
        let target = Target::of(place("1234567890123")).expect("a snowflake");
        assert_eq!(
            target.channel(),
            serenity::ChannelId::new(1_234_567_890_123)
        );
        assert_eq!(target.place(), &place("1234567890123"));
        for none in ["terminal", "0", "-5", ""] {
            assert!(Target::of(place(none)).is_none(), "{none:?}");
        }
        assert_eq!(snowflake("77"), Some(serenity::RoleId::new(77)));
    }
}
