//! The slash commands, one poise command function each; [`all`] is the one list of them
//! (registration, dispatch and help all come from it). Commands are thin: they read their
//! typed parameters, ask the drill driver, and answer. Game rules live in the engine.

mod check;
mod coach;
mod controls;
mod drill;
mod incident;
mod info;
mod scenario;
mod team;

pub use check::command_check;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::drill::{DrillHandle, Handles, Leaderboards, Settings, Uploads};
use crate::i18n::{negotiate, speaks, Localizer};
use crate::model::{Author, Control, GuildId, Locale, Place};

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
    pub config: Arc<BotConfig>,
    /// The interactions of the last 15 minutes, each carried out once.
    pub interactions: SeenInteractions,
    /// The web page of every drill, when configured.
    pub web: Option<Arc<crate::web::Web>>,
    /// The public lines members' repeated presses of a button join.
    pub presses: Arc<crate::discord::coalesce::Coalescer>,
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// Every command the bot registers, named and described in every locale.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = vec![
        incident::incident(),
        drill::status(),
        drill::advance(),
        drill::rewind(),
        drill::pause(),
        drill::resume(),
    ];
    // One command per control, in the model's order.
    commands.extend(Control::ALL.map(controls::command));
    commands.extend([
        info::chart(),
        info::scenarios(),
        scenario::scenario(),
        info::model(),
        info::help(),
        info::locale(),
        info::leaderboard(),
        team::role(),
        team::update(),
        coach::why(),
    ]);
    super::localize::apply(&mut commands);
    commands
}

impl Data {
    pub fn new(handles: &Handles, config: Arc<BotConfig>) -> Data {
        Data {
            drills: handles.drills.clone(),
            settings: handles.settings.clone(),
            uploads: handles.uploads.clone(),
            leaderboards: handles.leaderboards.clone(),
            config,
            interactions: SeenInteractions::default(),
            web: None,
            presses: Arc::default(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;

    #[test]
    fn english_fluent_names_are_the_commands_own() {
        let en = Localizer::new(Locale::EnUs);
        fn check(en: &Localizer, command: &poise::Command<Data, BotError>, path: &str) {
            assert_eq!(en.text(&format!("cmd-{path}")), command.name, "cmd-{path}");
            for parameter in &command.parameters {
                let id = format!("opt-{path}-{}", parameter.name);
                assert_eq!(en.text(&id), parameter.name, "{id}");
                assert!(en.has(&format!("{id}-desc")), "{id}-desc");
            }
            for sub in &command.subcommands {
                check(en, sub, &format!("{path}-{}", sub.name));
            }
        }
        for command in all() {
            check(&en, &command, &command.name);
        }
    }
}
