//! Slash commands and buttons: each interaction is answered first and fast (an ephemeral
//! error in the server's locale when it is refused, the confirmation in the channel when an
//! action is accepted), then the drill host does the rest. No game logic lives here.

use serenity::all::{
    CommandDataOptionValue, CommandInteraction, ComponentInteraction, Context, CreateAttachment,
    CreateEmbed, CreateInteractionResponse, CreateInteractionResponseMessage,
    EditInteractionResponse, Http, Member, ResolvedOption, ResolvedValue,
};

use crate::drill::{pace_text, Ack, ActionNote, DrillError, Pace, StartRequest, Who};
use crate::i18n::{messages, negotiate, Localizer};
use crate::model::{Action, Command as Control};
use crate::scenario::Scenario;

use super::embed::{
    self, BUTTON_FEATURE, BUTTON_FLOOR_PLUS, BUTTON_ROLLBACK, BUTTON_SHED, BUTTON_WARMUP,
};
use super::registration::truncate;
use super::Bot;

/// An interaction we can answer, slash command or button.
trait Respond {
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()>;
}

impl Respond for CommandInteraction {
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.create_response(http, response).await
    }
}

impl Respond for ComponentInteraction {
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.create_response(http, response).await
    }
}

async fn answer(http: &Http, to: &impl Respond, message: CreateInteractionResponseMessage) {
    if let Err(err) = to
        .respond(http, CreateInteractionResponse::Message(message))
        .await
    {
        tracing::warn!(error = %err, "could not answer an interaction");
    }
}

/// A private answer only the caller sees.
async fn private(http: &Http, to: &impl Respond, text: String) {
    answer(
        http,
        to,
        CreateInteractionResponseMessage::new()
            .content(truncate(&text, 2000))
            .ephemeral(true),
    )
    .await;
}

/// An answer the whole channel sees.
async fn public(http: &Http, to: &impl Respond, text: String) {
    answer(
        http,
        to,
        CreateInteractionResponseMessage::new().content(truncate(&text, 2000)),
    )
    .await;
}

async fn private_embed(http: &Http, to: &impl Respond, embed: CreateEmbed) {
    answer(
        http,
        to,
        CreateInteractionResponseMessage::new()
            .embed(embed)
            .ephemeral(true),
    )
    .await;
}

fn who(member: Option<&Member>, user: &serenity::all::User) -> Who {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Who {
        id: user.id.to_string(),
        name,
    }
}

fn refusal(l: &Localizer, err: &DrillError) -> String {
    if let DrillError::Internal(detail) = err {
        tracing::warn!(%detail, "internal error answering an interaction");
    }
    err.localize(l)
}

/// The confirmation of an accepted action, with its note.
fn confirmation(l: &Localizer, who: &Who, action: Action, ack: &Ack) -> String {
    let mut text = messages::confirmation(l, &who.name, action, &ack.clock.to_string());
    let note = match ack.note {
        Some(ActionNote::WarmupAlreadyRunning) => Some("note-warmup-running"),
        Some(ActionNote::RollbackRestarted) => Some("note-rollback-restart"),
        None => None,
    };
    if let Some(id) = note {
        text.push('\n');
        text.push_str(&l.text(id));
    }
    text
}

fn int_option(options: &[ResolvedOption], name: &str) -> Option<i64> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Integer(v) => Some(v),
            _ => None,
        })
}

fn str_option<'a>(options: &'a [ResolvedOption], name: &str) -> Option<&'a str> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::String(v) => Some(v),
            _ => None,
        })
}

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
    async fn may_manage(&self, guild: &str, member: Option<&Member>) -> bool {
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

    async fn incident(
        &self,
        ctx: &Context,
        cmd: &CommandInteraction,
        l: &Localizer,
        guild: &str,
        channel: &str,
        who: Who,
    ) {
        let http = &ctx.http;
        let Some(sub) = cmd.data.options.first() else {
            return private(http, cmd, l.text("error-internal")).await;
        };
        let sub_options: Vec<ResolvedOption> = match &sub.value {
            CommandDataOptionValue::SubCommand(_) => cmd
                .data
                .options()
                .into_iter()
                .find_map(|o| match o.value {
                    ResolvedValue::SubCommand(inner) => Some(inner),
                    _ => None,
                })
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let needs_manager = matches!(sub.name.as_str(), "start" | "stop");
        if needs_manager && !self.may_manage(guild, cmd.member.as_deref()).await {
            return private(http, cmd, l.text("error-not-allowed")).await;
        }
        let result = match sub.name.as_str() {
            "start" => {
                let scenario = str_option(&sub_options, "scenario")
                    .unwrap_or("free-play")
                    .to_string();
                let seed = match int_option(&sub_options, "seed") {
                    Some(v) => match u32::try_from(v) {
                        Ok(seed) => Some(seed),
                        Err(_) => {
                            let args = [
                                ("command", "seed".into()),
                                ("value", v.to_string().into()),
                                ("min", 0.into()),
                                ("max", u32::MAX.to_string().into()),
                            ];
                            return private(http, cmd, l.tr("error-out-of-range", &args)).await;
                        }
                    },
                    None => None,
                };
                let pace = match str_option(&sub_options, "pace").map(str::parse::<Pace>) {
                    None => Pace::REAL_TIME,
                    Some(Ok(pace)) => pace,
                    Some(Err(bad)) => {
                        return private(
                            http,
                            cmd,
                            l.tr("error-bad-pace", &[("pace", bad.0.into())]),
                        )
                        .await;
                    }
                };
                let request = StartRequest {
                    guild_id: Some(guild.to_string()),
                    channel_id: channel.to_string(),
                    scenario_ref: scenario,
                    seed,
                    pace,
                    locale: l.lang().to_string(),
                    deterministic: false,
                    who: who.clone(),
                };
                match self.drills.start(request).await {
                    Ok(snapshot) => {
                        let args = [
                            ("who", who.name.as_str().into()),
                            ("scenario", l.text(&snapshot.scenario.title_id).into()),
                            ("seed", snapshot.seed.to_string().into()),
                            ("pace", pace_text(l, snapshot.pace).into()),
                        ];
                        let briefing = l.text(&snapshot.scenario.briefing_id);
                        Ok(format!("{}\n{briefing}", l.tr("drill-started", &args)))
                    }
                    Err(err) => Err(err),
                }
            }
            "stop" => self
                .drills
                .stop(channel, who.clone())
                .await
                .map(|_| String::new()),
            "pause" => self
                .drills
                .pause(channel, who.clone())
                .await
                .map(|_| String::new()),
            "resume" => self
                .drills
                .resume(channel, who.clone())
                .await
                .map(|_| String::new()),
            "advance" => {
                let minutes = int_option(&sub_options, "minutes")
                    .unwrap_or(1)
                    .clamp(0, i64::from(u32::MAX)) as u32;
                match self.drills.advance(channel, minutes).await {
                    Ok(n) => {
                        let clock = self
                            .drills
                            .snapshot(channel)
                            .await
                            .ok()
                            .and_then(|s| s.history.last().map(|r| r.clock.to_string()));
                        Ok(l.tr(
                            "drill-advanced",
                            &[
                                ("minutes", n.into()),
                                ("clock", clock.unwrap_or_default().into()),
                            ],
                        ))
                    }
                    Err(err) => Err(err),
                }
            }
            "status" => match self.drills.snapshot(channel).await {
                Ok(snapshot) => match embed::snapshot_embed(l, &snapshot, false) {
                    Some(status) => return private_embed(http, cmd, status).await,
                    None => Err(DrillError::NoIncident),
                },
                Err(err) => Err(err),
            },
            _ => Err(DrillError::Internal(format!(
                "unknown subcommand {}",
                sub.name
            ))),
        };
        match result {
            // Stop, pause and resume are announced in the channel by the host's events.
            Ok(text) if text.is_empty() => {
                let clock = self
                    .drills
                    .snapshot(channel)
                    .await
                    .ok()
                    .and_then(|s| s.history.last().map(|r| r.clock.to_string()))
                    .unwrap_or_default();
                let id = match sub.name.as_str() {
                    "stop" => "drill-stopped",
                    "pause" => "drill-paused",
                    _ => "drill-resumed",
                };
                public(
                    http,
                    cmd,
                    l.tr(
                        id,
                        &[("who", who.name.as_str().into()), ("clock", clock.into())],
                    ),
                )
                .await;
            }
            Ok(text) => public(http, cmd, text).await,
            Err(err) => private(http, cmd, refusal(l, &err)).await,
        }
    }

    #[allow(clippy::too_many_arguments)]
    async fn control(
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

    async fn chart(&self, http: &Http, cmd: &CommandInteraction, l: &Localizer, channel: &str) {
        let snapshot = match self.drills.snapshot(channel).await {
            Ok(snapshot) => snapshot,
            Err(err) => return private(http, cmd, refusal(l, &err)).await,
        };
        // Rendering takes milliseconds: acknowledge first, then attach the picture.
        if let Err(err) = cmd
            .respond(
                http,
                CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
            )
            .await
        {
            tracing::warn!(error = %err, "could not defer /chart");
            return;
        }
        let locale = l.lang().to_string();
        let png = tokio::task::spawn_blocking(move || {
            crate::drill::charts::live_png(&Localizer::new(&locale), &snapshot)
                .map(|png| (png, snapshot))
        })
        .await
        .ok()
        .flatten();
        let edit = match png {
            Some((png, snapshot)) => {
                let mut edit = EditInteractionResponse::new()
                    .new_attachment(CreateAttachment::bytes(png, embed::CHART_FILE));
                if let Some(status) = embed::snapshot_embed(l, &snapshot, true) {
                    edit = edit.embed(status);
                }
                edit
            }
            None => EditInteractionResponse::new().content(l.text("error-internal")),
        };
        if let Err(err) = cmd.edit_response(http, edit).await {
            tracing::warn!(error = %err, "could not send the chart");
        }
    }

    async fn locale(
        &self,
        http: &Http,
        cmd: &CommandInteraction,
        l: &Localizer,
        guild: &str,
        channel: &str,
        options: &[ResolvedOption<'_>],
    ) {
        if !self.may_manage(guild, cmd.member.as_deref()).await {
            return private(http, cmd, l.text("error-not-allowed")).await;
        }
        let wanted = str_option(options, "language").unwrap_or_default();
        let available = crate::i18n::available_locales();
        if !available.contains(&wanted) {
            let text = l.tr(
                "error-unknown-locale",
                &[
                    ("locale", wanted.into()),
                    ("available", available.join(", ").into()),
                ],
            );
            return private(http, cmd, text).await;
        }
        match self.drills.set_locale(Some(guild), channel, wanted).await {
            Ok(()) => {
                let new = Localizer::new(wanted);
                public(
                    http,
                    cmd,
                    new.tr(
                        "bot-locale-set",
                        &[("language", new.text("language-name").into())],
                    ),
                )
                .await;
            }
            Err(err) => private(http, cmd, refusal(l, &err)).await,
        }
    }

    async fn drill_role(&self, http: &Http, cmd: &CommandInteraction, l: &Localizer, guild: &str) {
        let admin = cmd
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator());
        if !admin {
            return private(http, cmd, l.text("error-not-allowed")).await;
        }
        let role = cmd.data.options().into_iter().find_map(|o| match o.value {
            ResolvedValue::Role(role) => Some(role.clone()),
            _ => None,
        });
        let mut settings = match self.drills.settings(guild).await {
            Ok(settings) => settings,
            Err(err) => return private(http, cmd, refusal(l, &err)).await,
        };
        settings.drill_role_id = role.as_ref().map(|r| r.id.to_string());
        let text = match &role {
            Some(role) => l.tr("bot-role-set", &[("role", role.name.as_str().into())]),
            None => l.text("bot-role-cleared"),
        };
        match self.drills.save_settings(guild, settings).await {
            Ok(()) => private(http, cmd, text).await,
            Err(err) => private(http, cmd, refusal(l, &err)).await,
        }
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
        let snapshot = match self.drills.snapshot(&channel).await {
            Ok(snapshot) => snapshot,
            Err(err) => return private(http, press, refusal(&l, &err)).await,
        };
        let action = match press.data.custom_id.as_str() {
            BUTTON_ROLLBACK => Action::Rollback,
            BUTTON_FLOOR_PLUS => Action::Floor((snapshot.controls.floor + 2).min(40)),
            BUTTON_SHED => Action::Shed(50),
            BUTTON_FEATURE => Action::Feature(!snapshot.controls.feature_on),
            BUTTON_WARMUP => Action::Warmup,
            other => {
                let text = l.tr(
                    "error-unknown-command",
                    &[("command", other.into()), ("commands", "".into())],
                );
                return private(http, press, text).await;
            }
        };
        match self.drills.act(&channel, who.clone(), action).await {
            Ok(ack) => public(http, press, confirmation(&l, &who, action, &ack)).await,
            Err(err) => private(http, press, refusal(&l, &err)).await,
        }
    }
}
