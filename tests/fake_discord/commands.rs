//! The fake's application commands: `/applications/{app}/commands[/{id}]`, the same per
//! guild, bulk overwrite keeping known ids as Discord does, and a guild's permission
//! overrides of a command as a test set them.

use serde_json::{json, Value};

use super::http::Response;
use super::objects;
use super::record::Method;
use super::rest::{id, invalid_form, not_found, ok, Answer};
use super::state::{snowflake, State};
use super::APP_ID;

/// `/applications/{app}/commands[/{id}]` and `/applications/{app}/guilds/{g}/commands[/{id}]`.
pub fn route(state: &mut State, method: Method, rest: &[&str], payload: &Value) -> Answer {
    if let ["guilds", guild, "commands", command, "permissions"] = rest {
        return command_permissions(state, method, id(guild)?, id(command)?);
    }
    let (guild, command) = match rest {
        ["commands"] => (None, None),
        ["commands", command] => (None, Some(id(command)?)),
        ["guilds", guild, "commands"] => (Some(id(guild)?), None),
        ["guilds", guild, "commands", command] => (Some(id(guild)?), Some(id(command)?)),
        _ => return Err(not_found()),
    };
    let guild_value = guild.map_or(Value::Null, |g| json!(g.to_string()));
    let in_scope = move |c: &Value| c["guild_id"] == guild_value;
    let existing_id = |state: &State, name: &Value| {
        state
            .commands
            .iter()
            .find(|c| in_scope(c) && c["name"] == *name)
            .and_then(|c| c["id"].as_str()?.parse().ok())
    };
    match (method, command) {
        (Method::Get, None) => ok(Value::Array(
            state
                .commands
                .iter()
                .filter(|c| in_scope(c))
                .cloned()
                .collect(),
        )),
        (Method::Put, None) => {
            let list = payload
                .as_array()
                .ok_or_else(|| invalid_form("expected an array of commands"))?;
            // Bulk overwrite keeps the id of a command whose name already existed, like Discord.
            let echoed: Vec<Value> = list
                .iter()
                .map(|c| {
                    objects::command(
                        c,
                        existing_id(state, &c["name"]).unwrap_or_else(snowflake),
                        guild,
                    )
                })
                .collect();
            state.commands.retain(|c| !in_scope(c));
            state.commands.extend(echoed.iter().cloned());
            ok(Value::Array(echoed))
        }
        (Method::Post, None) => {
            let known = existing_id(state, &payload["name"]);
            let echoed = objects::command(payload, known.unwrap_or_else(snowflake), guild);
            state
                .commands
                .retain(|c| !(in_scope(c) && c["name"] == payload["name"]));
            state.commands.push(echoed.clone());
            Ok(Response::json(
                if known.is_some() { 200 } else { 201 },
                &echoed,
            ))
        }
        (method, Some(command)) => {
            let text = command.to_string();
            let index = state
                .commands
                .iter()
                .position(|c| in_scope(c) && c["id"].as_str() == Some(text.as_str()));
            let index = index.ok_or_else(|| {
                Response::json(
                    404,
                    &json!({ "message": "Unknown application command", "code": 10063 }),
                )
            })?;
            match method {
                Method::Get => ok(state.commands[index].clone()),
                Method::Patch => {
                    if let (Some(target), Some(changes)) =
                        (state.commands[index].as_object_mut(), payload.as_object())
                    {
                        target.extend(changes.clone());
                    }
                    ok(state.commands[index].clone())
                }
                Method::Delete => {
                    state.commands.remove(index);
                    Ok(Response::no_content())
                }
                _ => Err(not_found()),
            }
        }
        _ => Err(not_found()),
    }
}

/// GET of a command's permission overrides in a guild: what a test set, or Discord's
/// 10066 when the server set none.
fn command_permissions(state: &State, method: Method, guild: u64, command: u64) -> Answer {
    if method != Method::Get {
        return Err(not_found());
    }
    match state.command_permissions.get(&command) {
        Some(permissions) => ok(json!({
            "id": command.to_string(),
            "application_id": APP_ID.to_string(),
            "guild_id": guild.to_string(),
            "permissions": permissions,
        })),
        None => Err(Response::json(
            404,
            &json!({ "message": "Unknown application command permissions", "code": 10066 }),
        )),
    }
}
