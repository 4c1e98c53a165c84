//! What every command and button reaches: poise's user data ([`Data`]: the drill's handles,
//! the bot's configuration, the interactions seen) and its [`Context`], with what a command
//! reads from it (where, who, in which language). It lives below the commands, the error
//! path and the answers, which all name these types, so that none of them imports another
//! through the command list.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::drill::{DrillHandle, Handles, Leaderboards, Schedules, Settings, Uploads};
use crate::i18n::{negotiate, speaks, Localizer};
use crate::model::{Author, GuildId, Locale, Place};

use super::config::BotConfig;
use super::errors::BotError;
use super::once::SeenInteractions;

/// What every command can reach.
pub struct Data {
    /// Every request about a drill.
    pub drills: DrillHandle,
    pub settings: Settings,
    pub uploads: Uploads,
    pub leaderboards: Leaderboards,
    pub schedules: Schedules,
    pub config: Arc<BotConfig>,
    /// The interactions of the last 15 minutes, each carried out once.
    pub interactions: SeenInteractions,
    /// The web page of every drill, when configured.
    pub web: Option<Arc<crate::web::Web>>,
    /// The public lines members' repeated presses of a button join.
    pub presses: Arc<crate::discord::coalesce::Coalescer>,
    /// Each interaction's answer or deferral, whichever goes first (shared with the
    /// gateway's dispatch, which defers a late one).
    pub deadlines: Arc<crate::discord::in_time::Deadlines>,
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

impl Data {
    pub fn new(handles: &Handles, config: Arc<BotConfig>) -> Data {
        Data {
            drills: handles.drills.clone(),
            settings: handles.settings.clone(),
            uploads: handles.uploads.clone(),
            leaderboards: handles.leaderboards.clone(),
            schedules: handles.schedules.clone(),
            config,
            interactions: SeenInteractions::default(),
            web: None,
            presses: Arc::default(),
            deadlines: Arc::default(),
        }
    }

    /// The language a server's drills speak: its `/locale`, else its preferred locale,
    /// else en-US.
    pub async fn server_locale(&self, guild: &GuildId, guild_locale: Option<&str>) -> Locale {
        let chosen = self.settings.get(guild).await.ok().and_then(|s| s.locale);
        chosen.unwrap_or_else(|| negotiate(guild_locale.unwrap_or("en-US")))
    }

    /// The language of what only the caller sees (refusals, private embeds): their own
    /// client's language when we speak it, else the server's.
    pub async fn reader_localizer(&self, ctx: Context<'_>) -> Localizer {
        match interaction(ctx).and_then(|i| speaks(&i.locale)) {
            Some(locale) => Localizer::new(locale),
            None => self.localizer(ctx).await,
        }
    }

    /// The localizer for what the channel sees: the server's language (the interaction's
    /// own outside a server).
    pub async fn localizer(&self, ctx: Context<'_>) -> Localizer {
        let Some(interaction) = interaction(ctx) else {
            return Localizer::new(Locale::FALLBACK);
        };
        match interaction.guild_id {
            Some(guild) => {
                let guild = GuildId::from(guild);
                Localizer::new(
                    self.server_locale(&guild, interaction.guild_locale.as_deref())
                        .await,
                )
            }
            None => Localizer::negotiated(&interaction.locale),
        }
    }
}

/// The interaction behind a slash command.
pub fn interaction<'a>(ctx: Context<'a>) -> Option<&'a serenity::CommandInteraction> {
    match ctx {
        poise::Context::Application(app) => Some(app.interaction),
        poise::Context::Prefix(_) => None,
    }
}

/// Where the command was used: the server and the channel.
pub fn place(ctx: Context<'_>) -> Place {
    super::ids::place_of(ctx.guild_id(), ctx.channel_id())
}

/// Who used it, by the name the server shows.
pub fn who(ctx: Context<'_>) -> Author {
    let member = interaction(ctx).and_then(|i| i.member.as_deref());
    super::reply::author(member, ctx.author())
}
