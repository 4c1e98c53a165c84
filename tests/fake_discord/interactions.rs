//! Builders of INTERACTION_CREATE payloads in Discord API v10 shape: slash commands (with
//! subcommands and groups nested as Discord nests them), buttons and select menus, in a guild
//! (`member` with its permissions) or in a DM (`user`, no guild). Each gets a fresh id and
//! token; the fake remembers the token so the bot's callbacks land in the right channel.

use serde_json::{json, Map, Value};

use super::objects;
use super::state::{snowflake, IssuedInteraction, State};
use super::{FakeDiscord, APP_ID, CHANNEL_ID, DM_CHANNEL_ID, GUILD_ID};

/// Administrator, as Discord sends `member.permissions` for an admin.
pub const ADMIN: &str = "8";
pub const NO_PERMISSIONS: &str = "0";
/// What a freshly invited bot typically has in a channel: view, send, embed links, attach
/// files, read history, external emojis.
pub const BOT_PERMISSIONS: &str = "379904";

/// Where and by whom an interaction happens.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// `None` is a DM with the bot: the payload then has `user` instead of `member`.
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub user_id: u64,
    pub user_name: String,
    /// The member's permissions in the channel, a decimal bit string ("8" admin, "0" none).
    pub permissions: String,
    /// The bot's permissions in the channel (`app_permissions`).
    pub app_permissions: String,
    /// The user's client locale, always sent (`locale`).
    pub locale: String,
    /// The guild's preferred locale (`guild_locale`), absent in DMs.
    pub guild_locale: Option<String>,
    /// The member's role ids (`member.roles`).
    pub roles: Vec<u64>,
    /// The channel is a public thread (type 11) of `channel_id`'s parent.
    pub thread: bool,
    /// The member's server nickname (`member.nick`), which members choose freely.
    pub nick: Option<String>,
}

impl Default for Ctx {
    fn default() -> Ctx {
        Ctx::guild()
    }
}

impl Ctx {
    /// Alice, an administrator, in the fake guild's `#incidents`, English everywhere.
    pub fn guild() -> Ctx {
        Ctx {
            guild_id: Some(GUILD_ID),
            channel_id: CHANNEL_ID,
            user_id: 100_000_000_000_000_101,
            user_name: "alice".into(),
            permissions: ADMIN.into(),
            app_permissions: BOT_PERMISSIONS.into(),
            locale: "en-US".into(),
            guild_locale: Some("en-US".into()),
            roles: Vec::new(),
            thread: false,
            nick: None,
        }
    }

    /// Alice in a DM with the bot.
    pub fn dm() -> Ctx {
        Ctx {
            guild_id: None,
            channel_id: DM_CHANNEL_ID,
            guild_locale: None,
            ..Ctx::guild()
        }
    }

    pub fn user(mut self, id: u64, name: &str) -> Ctx {
        self.user_id = id;
        self.user_name = name.into();
        self
    }

    pub fn permissions(mut self, permissions: &str) -> Ctx {
        self.permissions = permissions.into();
        self
    }

    pub fn app_permissions(mut self, permissions: &str) -> Ctx {
        self.app_permissions = permissions.into();
        self
    }

    pub fn locale(mut self, locale: &str) -> Ctx {
        self.locale = locale.into();
        self
    }

    pub fn guild_locale(mut self, locale: Option<&str>) -> Ctx {
        self.guild_locale = locale.map(Into::into);
        self
    }

    pub fn channel(mut self, channel_id: u64) -> Ctx {
        self.channel_id = channel_id;
        self
    }

    /// In a public thread (the channel id is the thread's).
    pub fn in_thread(mut self) -> Ctx {
        self.thread = true;
        self
    }

    /// With a server nickname, as a member may set any text (mentions included).
    pub fn nick(mut self, nick: &str) -> Ctx {
        self.nick = Some(nick.into());
        self
    }

    pub fn roles(mut self, roles: &[u64]) -> Ctx {
        self.roles = roles.to_vec();
        self
    }
}

impl FakeDiscord {
    /// `/name` with `options`: either Discord's option array as is, or an object
    /// `{"seed": 42, "scenario": "bad-deploy"}` whose types are inferred (string 3, integer 4,
    /// boolean 5, number 10; an object value `{"type": 6, "value": "…"}` is used as given).
    /// The command id is the one the bot registered under that name, if it did.
    pub fn slash_command(&self, name: &str, options: Value, ctx: &Ctx) -> Value {
        self.shared.with(|state| {
            let data = command_data(state, name, options_from(options), ctx);
            interaction(state, 2, data, ctx, None)
        })
    }

    /// `/command sub` with `options` for the subcommand; `sub` may be `"group sub"` for a
    /// subcommand in a group. Nested as Discord does: type 2 group ⊃ type 1 subcommand ⊃ options.
    pub fn subcommand(&self, command: &str, sub: &str, options: Value, ctx: &Ctx) -> Value {
        let words: Vec<&str> = sub.split_whitespace().collect();
        let leaf = |name: &str| json!({ "name": name, "type": 1, "options": options_from(options.clone()) });
        let nested = match words.as_slice() {
            [sub] => leaf(sub),
            [group, sub] => json!({ "name": group, "type": 2, "options": [leaf(sub)] }),
            _ => panic!("subcommand wants \"sub\" or \"group sub\", got {sub:?}"),
        };
        self.shared.with(|state| {
            let data = command_data(state, command, vec![nested], ctx);
            interaction(state, 2, data, ctx, None)
        })
    }

    /// A click on the button `custom_id` of message `message_id` (a message the fake stored, or
    /// a blank one by the bot when it does not know it).
    pub fn component(&self, custom_id: &str, message_id: u64, ctx: &Ctx) -> Value {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.shared
            .with(|state| interaction(state, 3, data, ctx, Some(message_id)))
    }

    /// A choice in the string select menu `custom_id` of message `message_id`.
    pub fn select_menu(
        &self,
        custom_id: &str,
        values: &[&str],
        message_id: u64,
        ctx: &Ctx,
    ) -> Value {
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
        self.shared
            .with(|state| interaction(state, 3, data, ctx, Some(message_id)))
    }
}

fn command_data(state: &State, name: &str, options: Vec<Value>, ctx: &Ctx) -> Value {
    let guild = ctx.guild_id.map(|g| json!(g.to_string()));
    // A guild command shadows nothing in Discord, but prefer it: that is where bots register
    // while developing.
    let registered = state
        .commands
        .iter()
        .filter(|c| c["name"] == name)
        .find(|c| guild.as_ref().is_some_and(|g| c["guild_id"] == *g))
        .or_else(|| {
            state
                .commands
                .iter()
                .find(|c| c["name"] == name && c["guild_id"].is_null())
        });
    let mut data = json!({
        "id": registered.map_or_else(|| json!(snowflake().to_string()), |c| c["id"].clone()),
        "name": name,
        "type": 1,
        "options": options,
    });
    if let Some(guild_id) = registered.map(|c| &c["guild_id"]).filter(|g| !g.is_null()) {
        data["guild_id"] = guild_id.clone();
    }
    // Discord sends the objects that role and user options name in `resolved`.
    let (mut roles, mut users) = (Map::new(), Map::new());
    collect_resolved(&data["options"], &mut roles, &mut users);
    let mut resolved = Map::new();
    if !roles.is_empty() {
        resolved.insert("roles".into(), Value::Object(roles));
    }
    if !users.is_empty() {
        resolved.insert("users".into(), Value::Object(users));
    }
    if !resolved.is_empty() {
        data["resolved"] = Value::Object(resolved);
    }
    // And the files that attachment options name: one the test attached (`user_file`), or
    // else a file that is nowhere to be read (its url is not Discord's).
    let mut attachments = Map::new();
    collect_attachments(state, &data["options"], &mut attachments);
    if !attachments.is_empty() {
        data["resolved"]["attachments"] = Value::Object(attachments);
    }
    data
}

/// The attachment options (type 11) anywhere in `options`, as Discord resolves them.
fn collect_attachments(state: &State, options: &Value, found: &mut Map<String, Value>) {
    for option in options.as_array().into_iter().flatten() {
        if option["type"] == 11 {
            if let Some(id) = option["value"].as_str() {
                let attachment = state.user_files.get(id).cloned().unwrap_or_else(|| {
                    let url = format!("http://127.0.0.1:9/attachments/0/{id}/missing.toml");
                    let id = id.parse().unwrap_or(0);
                    objects::attachment(id, "missing.toml", None, "text/plain", b"", &url)
                });
                found.insert(id.to_string(), attachment);
            }
        }
        collect_attachments(state, &option["options"], found);
    }
}

/// The role (type 8) and user (type 6) options anywhere in `options`, as Discord resolves
/// them; a user is named `member-<id>`.
fn collect_resolved(
    options: &Value,
    roles: &mut Map<String, Value>,
    users: &mut Map<String, Value>,
) {
    for option in options.as_array().into_iter().flatten() {
        if let Some(id) = option["value"].as_str() {
            if option["type"] == 8 {
                roles.insert(id.to_string(), objects::role(id));
            }
            if let (6, Ok(number)) = (option["type"].as_u64().unwrap_or(0), id.parse::<u64>()) {
                users.insert(
                    id.to_string(),
                    objects::user(number, &format!("member-{id}"), false),
                );
            }
        }
        collect_resolved(&option["options"], roles, users);
    }
}

fn options_from(options: Value) -> Vec<Value> {
    match options {
        Value::Null => Vec::new(),
        Value::Array(list) => list,
        Value::Object(map) => map
            .into_iter()
            .map(|(name, value)| inferred_option(name, value))
            .collect(),
        other => panic!("options must be an array, an object or null, got {other}"),
    }
}

fn inferred_option(name: String, value: Value) -> Value {
    if let Value::Object(given) = &value {
        let mut option: Map<String, Value> = given.clone();
        option.insert("name".into(), json!(name));
        return Value::Object(option);
    }
    let kind = match &value {
        Value::String(_) => 3,
        Value::Bool(_) => 5,
        Value::Number(n) if n.is_i64() || n.is_u64() => 4,
        Value::Number(_) => 10,
        other => panic!("cannot infer the option type of {name} = {other}"),
    };
    json!({ "name": name, "type": kind, "value": value })
}

/// The fields every interaction has, then the guild- or DM-specific ones.
fn interaction(
    state: &mut State,
    kind: u8,
    data: Value,
    ctx: &Ctx,
    message_id: Option<u64>,
) -> Value {
    let id = snowflake();
    // Real tokens are long base64url strings; this one is URL-safe too, and unique.
    let token = format!("aW50ZXJhY3Rpb246{id}fake");
    let user = objects::user(ctx.user_id, &ctx.user_name, false);
    let mut payload = json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "channel_id": ctx.channel_id.to_string(),
        "token": token,
        "version": 1,
        "app_permissions": ctx.app_permissions,
        "locale": ctx.locale,
        "entitlements": [],
        // Required by serenity 0.12.5 although recent: the upload limit for this interaction.
        "attachment_size_limit": 10_485_760,
    });
    match ctx.guild_id {
        Some(guild_id) => {
            payload["guild_id"] = json!(guild_id.to_string());
            payload["guild_locale"] = json!(ctx.guild_locale);
            payload["member"] = objects::member(user, &ctx.permissions);
            payload["member"]["roles"] =
                json!(ctx.roles.iter().map(u64::to_string).collect::<Vec<_>>());
            payload["member"]["nick"] = json!(ctx.nick);
            let mut channel = objects::guild_channel(ctx.channel_id, guild_id);
            channel["permissions"] = json!(ctx.permissions);
            if ctx.thread {
                channel["type"] = json!(11);
                channel["parent_id"] = json!(super::CHANNEL_ID.to_string());
                channel["thread_metadata"] = json!({
                    "archived": false,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": "2024-01-15T09:30:00.000000+00:00",
                    "locked": false,
                });
            }
            payload["channel"] = channel;
            payload["context"] = json!(0);
            payload["authorizing_integration_owners"] = json!({ "0": guild_id.to_string() });
        }
        None => {
            payload["user"] = user.clone();
            payload["channel"] = objects::dm_channel(ctx.channel_id, user.clone());
            payload["context"] = json!(1);
            // A guild-installed app used in the bot's DM: the guild owner key is "0".
            payload["authorizing_integration_owners"] = json!({ "0": "0" });
            state.dm_channels.insert(ctx.channel_id, user);
        }
    }
    if let Some(message_id) = message_id {
        let message = state.messages.get(&message_id).cloned().unwrap_or_else(|| {
            objects::message(message_id, ctx.channel_id, 0, &json!({}), Vec::new(), None)
        });
        payload["message"] = message;
    }
    state.interactions.insert(
        token,
        IssuedInteraction {
            channel_id: ctx.channel_id,
            message_id,
            dispatched_at: None,
        },
    );
    payload
}
