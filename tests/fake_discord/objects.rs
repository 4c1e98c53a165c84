//! JSON shapes of Discord API v10 objects, filled in so that serenity 0.12 deserializes them.
//! serenity rejects an object that lacks a non-`Option` field without `#[serde(default)]`; such
//! required fields are marked "required" below.

use serde_json::{json, Value};

use super::state::now_iso;
use super::{APP_ID, BOT_NAME, BOT_USER_ID, GUILD_ID};

/// A user as embedded in members, messages and interactions.
pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        // Users migrated to unique names have discriminator "0"; serenity maps it to `None`.
        "discriminator": "0",
        "global_name": if bot { Value::Null } else { Value::from(name) },
        "avatar": null,
        "avatar_decoration_data": null,
        "bot": bot,
        "public_flags": 0,
    })
}

/// The bot's own user, as `GET /users/@me` and READY describe it.
pub fn bot_user() -> Value {
    let mut me = user(BOT_USER_ID, BOT_NAME, true);
    for (key, value) in [
        ("verified", json!(true)),
        ("mfa_enabled", json!(false)),
        ("flags", json!(0)),
        ("email", Value::Null),
        ("locale", json!("en-US")),
        ("premium_type", json!(0)),
    ] {
        me[key] = value;
    }
    me
}

/// `GET /oauth2/applications/@me`. Required: id, name, description, bot_public,
/// bot_require_code_grant, verify_key.
pub fn application() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": BOT_NAME,
        "icon": null,
        "description": "",
        "summary": "",
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "owner": user(100_000_000_000_000_001, "owner", false),
        "team": null,
        "flags": 0,
        "tags": [],
        "bot": bot_user(),
    })
}

/// A guild text channel (type 0). `GuildChannel` requires id, type and name.
pub fn guild_channel(id: u64, guild_id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild_id.to_string(),
        "name": if id == super::CHANNEL_ID { "incidents".to_string() } else { format!("channel-{id}") },
        "position": 0,
        "permission_overwrites": [],
        "parent_id": null,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "flags": 0,
    })
}

/// A DM channel (type 1); serenity requires exactly one recipient.
pub fn dm_channel(id: u64, recipient: Value) -> Value {
    json!({
        "id": id.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [recipient],
        "flags": 0,
    })
}

/// A guild member as sent inside interactions. Required: user, roles, deaf, mute, flags.
/// `permissions` is the member's computed permissions in the channel, a decimal string.
pub fn member(user: Value, permissions: &str) -> Value {
    json!({
        "user": user,
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": [],
        "joined_at": "2024-01-15T09:30:00.000000+00:00",
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    })
}

/// A guild role, as `resolved.roles` carries it.
pub fn role(id: &str) -> Value {
    json!({
        "id": id,
        "name": format!("role-{id}"),
        "color": 0,
        "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": 1,
        "permissions": "0",
        "managed": false,
        "mentionable": true,
        "flags": 0,
    })
}

/// Echoes a command registration with the fields Discord adds. Required: id, type,
/// application_id, name, description, version.
pub fn command(payload: &Value, id: u64, guild_id: Option<u64>) -> Value {
    let mut command = if payload.is_object() {
        payload.clone()
    } else {
        json!({})
    };
    command["id"] = json!(id.to_string());
    command["application_id"] = json!(APP_ID.to_string());
    command["version"] = json!(super::state::snowflake().to_string());
    command["guild_id"] = guild_id.map_or(Value::Null, |g| json!(g.to_string()));
    for (key, default) in [
        ("type", json!(1)),
        ("description", json!("")),
        ("name", json!("")),
    ] {
        if command.get(key).is_none_or(Value::is_null) {
            command[key] = default;
        }
    }
    if command.get("default_member_permissions").is_none() {
        command["default_member_permissions"] = Value::Null;
    }
    command
}

/// A message as Discord returns it. Required by serenity: id, channel_id, author, content,
/// timestamp, tts, mention_everyone, mentions, mention_roles, attachments, embeds, pinned, type.
/// Content, embeds, components and flags are echoed from the request payload.
pub fn message(
    id: u64,
    channel_id: u64,
    kind: u8,
    payload: &Value,
    attachments: Vec<Value>,
    webhook_id: Option<u64>,
) -> Value {
    let mut message = json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": user(webhook_id.unwrap_or(BOT_USER_ID), BOT_NAME, true),
        "content": "",
        "timestamp": now_iso(),
        "edited_timestamp": null,
        "tts": payload.get("tts").and_then(Value::as_bool).unwrap_or(false),
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": attachments,
        "embeds": [],
        "components": [],
        "reactions": [],
        "pinned": false,
        "type": kind,
        "flags": 0,
        "webhook_id": webhook_id.map(|w| w.to_string()),
        "application_id": webhook_id.map(|_| APP_ID.to_string()),
    });
    apply_payload(&mut message, payload);
    message
}

/// Copies the editable fields present in `payload` onto `message`.
pub fn apply_payload(message: &mut Value, payload: &Value) {
    if let Some(content) = payload.get("content").filter(|c| !c.is_null()) {
        message["content"] = content.clone();
    }
    if let Some(embeds) = payload.get("embeds").and_then(Value::as_array) {
        message["embeds"] = Value::Array(embeds.iter().map(rich_embed).collect());
    }
    if let Some(components) = payload.get("components").filter(|c| c.is_array()) {
        message["components"] = components.clone();
    }
    if let Some(flags) = payload.get("flags").and_then(Value::as_u64) {
        message["flags"] = json!(flags);
    }
}

/// Discord marks every embed a bot sends as `"type": "rich"`.
fn rich_embed(embed: &Value) -> Value {
    let mut embed = embed.clone();
    if embed.is_object() && embed.get("type").is_none() {
        embed["type"] = json!("rich");
    }
    embed
}

/// An attachment of an uploaded file. Required: id, filename, proxy_url, size, url.
pub fn attachment(
    id: u64,
    filename: &str,
    description: Option<&Value>,
    content_type: &str,
    bytes: &[u8],
    url: &str,
) -> Value {
    let (width, height) =
        png_size(bytes).map_or((Value::Null, Value::Null), |(w, h)| (json!(w), json!(h)));
    json!({
        "id": id.to_string(),
        "filename": filename,
        "description": description.cloned().unwrap_or(Value::Null),
        "content_type": content_type,
        "size": bytes.len(),
        "url": url,
        "proxy_url": url,
        "width": width,
        "height": height,
    })
}

/// Width and height from a PNG's IHDR chunk, as Discord reports them for images.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || !bytes.starts_with(SIGNATURE) || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Some((word(16), word(20)))
}

/// The guild the fake's READY lists, unavailable as Discord sends them before GUILD_CREATE.
pub fn unavailable_guilds() -> Value {
    json!([{ "id": GUILD_ID.to_string(), "unavailable": true }])
}
