//! Slash commands and buttons: each interaction is answered first and fast (an ephemeral
//! error in the server's locale when it is refused, the confirmation in the channel when an
//! action is accepted), then the drill host does the rest. No game logic lives here: the
//! controls go through the shared action grammar; `/incident` is in [`super::incident_cmd`],
//! `/chart`, `/locale` and `/drillrole` in [`super::server_cmd`].

use serenity::all::{
    CommandInteraction, ComponentInteraction, Context, CreateEmbed, Http, Member, ResolvedOption,
    ResolvedValue,
};

use crate::drill::Who;
use crate::i18n::{messages, negotiate, Localizer};
use crate::model::{Action, Command as Control, Controls};
use crate::scenario::Scenario;

use super::embed::{
    BUTTON_FEATURE_OFF, BUTTON_FEATURE_ON, BUTTON_FLOOR_PLUS, BUTTON_ROLLBACK, BUTTON_SHED,
    BUTTON_WARMUP,
};
use super::registration::truncate;
use super::reply::{confirmation, int_option, private, private_embed, public, refusal, who};
use super::Bot;

impl Bot {
    /// The server's locale: its `/locale`, else its preferred locale, else en-US.
    pub(super) async fn server_localizer(
        &self,
        guild: &str,
        guild_locale: Option<&str>,
    ) -> Localizer {
        let chosen = self
            .drills
            .settings(guild)
            .await
            .ok()
            .and_then(|s| s.locale);
        let code = chosen.unwrap_or_else(|| negotiate(guild_locale.unwrap_or("en-US")).to_string());
        Localizer::new(&code)
    }

    /// Manage Channels, Manage Server, Administrator, or the server's drill role.
    pub(super) async fn may_manage(&self, guild: &str, member: Option<&Member>) -> bool {
        let Some(member) = member else { return false };
        if member
            .permissions
            .is_some_and(|p| p.manage_channels() || p.manage_guild() || p.administrator())
        {
            return true;
        }
        let role = self
            .drills
            .settings(guild)
            .await
            .ok()
            .and_then(|s| s.drill_role_id);
        role.is_some_and(|role| member.roles.iter().any(|r| r.to_string() == role))
    }

    pub async fn on_command(&self, ctx: &Context, cmd: &CommandInteraction) {
        let http = &ctx.http;
        let Some(guild_id) = cmd.guild_id else {
            let l = Localizer::new(negotiate(&cmd.locale));
            return private(http, cmd, l.text("error-direct-message")).await;
        };
        let guild = guild_id.to_string();
        let channel = cmd.channel_id.to_string();
        let l = self
            .server_localizer(&guild, cmd.guild_locale.as_deref())
            .await;
        let who = who(cmd.member.as_deref(), &cmd.user);
        let options = cmd.data.options();
        let name = cmd.data.name.as_str();
        let control = Control::ALL.into_iter().find(|c| c.name() == name);
        match (name, control) {
            ("incident", _) => self.incident(ctx, cmd, &l, &guild, &channel, who).await,
            (_, Some(control)) => {
                self.control(http, cmd, &l, &channel, who, control, &options)
                    .await
            }
            ("chart", _) => self.chart(http, cmd, &l, &channel).await,
            ("scenarios", _) => {
                let mut embed = CreateEmbed::new().title(l.text("bot-scenarios-title"));
                for s in Scenario::all_builtin().unwrap_or_default() {
                    embed = embed.field(
                        truncate(&format!("{} — {}", s.id, l.text(&s.title_id)), 256),
                        truncate(&l.text(&s.briefing_id), 1024),
                        false,
                    );
                }
                private_embed(http, cmd, embed).await;
            }
            ("model", _) => {
                let (relations, notes) = messages::model_explainer(&l);
                let mut embed =
                    CreateEmbed::new()
                        .title(l.text("model-title"))
                        .description(truncate(
                            &format!("{}\n\n{}", l.text("model-intro"), notes.join("\n\n")),
                            4096,
                        ));
                for (heading, formula) in relations {
                    embed = embed.field(truncate(&heading, 256), truncate(&formula, 1024), false);
                }
                private_embed(http, cmd, embed).await;
            }
            ("help", _) => {
                let embed = CreateEmbed::new()
                    .title(l.text("help-title"))
                    .description(truncate(&messages::help(&l), 4096));
                private_embed(http, cmd, embed).await;
            }
            ("locale", _) => self.locale(http, cmd, &l, &guild, &channel, &options).await,
            ("drillrole", _) => self.drill_role(http, cmd, &l, &guild).await,
            _ => {
                let commands = Control::ALL.map(Control::name).join(", ");
                let text = l.tr(
                    "error-unknown-command",
                    &[("command", name.into()), ("commands", commands.into())],
                );
                private(http, cmd, text).await;
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) async fn control(
        &self,
        http: &Http,
        cmd: &CommandInteraction,
        l: &Localizer,
        channel: &str,
        who: Who,
        control: Control,
        options: &[ResolvedOption<'_>],
    ) {
        // The option's value goes through the same grammar as typed text: one parser.
        let argument = options
            .iter()
            .find(|o| o.name != "target")
            .map(|o| match o.value {
                ResolvedValue::Integer(v) => v.to_string(),
                ResolvedValue::String(s) => s.to_string(),
                _ => String::new(),
            });
        let mut actions = match Action::from_parts(control, argument.as_deref()) {
            Ok(action) => vec![action],
            Err(err) => return private(http, cmd, messages::action_error(l, &err)).await,
        };
        if control == Control::Autoscale {
            if let Some(target) = int_option(options, "target") {
                match Action::with_number(Control::Target, target) {
                    Ok(action) => actions.push(action),
                    Err(err) => return private(http, cmd, messages::action_error(l, &err)).await,
                }
            }
        }
        let mut lines = Vec::new();
        for action in actions {
            match self.drills.act(channel, who.clone(), action).await {
                Ok(ack) => lines.push(confirmation(l, &who, action, &ack)),
                Err(err) if lines.is_empty() => return private(http, cmd, refusal(l, &err)).await,
                Err(err) => lines.push(refusal(l, &err)),
            }
        }
        public(http, cmd, lines.join("\n")).await;
    }

    pub async fn on_component(&self, ctx: &Context, press: &ComponentInteraction) {
        let http = &ctx.http;
        let Some(guild_id) = press.guild_id else {
            let l = Localizer::new(negotiate(&press.locale));
            return private(http, press, l.text("error-direct-message")).await;
        };
        let channel = press.channel_id.to_string();
        let l = self
            .server_localizer(&guild_id.to_string(), press.guild_locale.as_deref())
            .await;
        let who = who(press.member.as_ref(), &press.user);
        let fixed = match press.data.custom_id.as_str() {
            BUTTON_ROLLBACK => Some(Action::Rollback),
            BUTTON_SHED => Some(Action::Shed(50)),
            BUTTON_FEATURE_OFF => Some(Action::Feature(false)),
            BUTTON_FEATURE_ON => Some(Action::Feature(true)),
            BUTTON_WARMUP => Some(Action::Warmup),
            BUTTON_FLOOR_PLUS => None,
            other => {
                let text = l.tr(
                    "error-unknown-command",
                    &[("command", other.into()), ("commands", "".into())],
                );
                return private(http, press, text).await;
            }
        };
        let result = match fixed {
            Some(action) => self.drills.act(&channel, who.clone(), action).await,
            // +2 on the floor as it will stand, computed inside the host: concurrent presses add up.
            None => {
                let plus_two: fn(Controls) -> Action = |c| Action::Floor((c.floor + 2).min(40));
                self.drills
                    .act_from_controls(&channel, who.clone(), plus_two)
                    .await
            }
        };
        match result {
            Ok(ack) => public(http, press, confirmation(&l, &who, ack.action, &ack)).await,
            Err(err) => private(http, press, refusal(&l, &err)).await,
        }
    }
}
