//! The fake's message store: messages created through channels, interaction callbacks and
//! webhooks (follow-ups), their edits, and uploaded attachments with their bytes.

use serde_json::{json, Value};

use super::http::Response;
use super::limits::INTERACTION_DEADLINE;
use super::objects;
use super::record::Part;
use super::state::{now_iso, snowflake, State};
use super::{APP_ID, CHANNEL_ID};

/// Message type of an interaction's original response (CHAT_INPUT_COMMAND).
const INTERACTION_REPLY: u8 = 20;
/// MessageFlags::LOADING: a deferred response not yet edited ("bot is thinking...").
const LOADING: u64 = 1 << 7;

/// Creates and stores a message; returns it as Discord would.
pub fn create(
    state: &mut State,
    rest_url: &str,
    channel_id: u64,
    kind: u8,
    webhook_id: Option<u64>,
    payload: &Value,
    files: &[&Part],
) -> Value {
    let nonce = enforced_nonce(payload);
    if let Some(nonce) = &nonce {
        let first = state.nonces.get(&(channel_id, nonce.clone()));
        if let Some(message) = first.and_then(|id| state.messages.get(id)) {
            return message.clone();
        }
    }
    let attachments = resolve_attachments(state, rest_url, channel_id, payload, files, &[]);
    let id = snowflake();
    let message = objects::message(id, channel_id, kind, payload, attachments, webhook_id);
    state.messages.insert(id, message.clone());
    if let Some(nonce) = nonce {
        state.nonces.insert((channel_id, nonce), id);
    }
    message
}

/// The nonce a creation asks Discord to check for uniqueness (`enforce_nonce`), if any.
fn enforced_nonce(payload: &Value) -> Option<String> {
    if payload["enforce_nonce"] != Value::Bool(true) {
        return None;
    }
    match &payload["nonce"] {
        Value::String(nonce) => Some(nonce.clone()),
        Value::Number(nonce) => Some(nonce.to_string()),
        _ => None,
    }
}

/// Applies an edit to a stored message; `None` if the fake never created it.
pub fn edit(
    state: &mut State,
    rest_url: &str,
    id: u64,
    payload: &Value,
    files: &[&Part],
) -> Option<Value> {
    let mut message = state.messages.get(&id)?.clone();
    let channel_id = message["channel_id"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .unwrap_or(CHANNEL_ID);
    // Without an `attachments` list Discord keeps the existing ones (see serenity's
    // EditAttachments docs); with one, only the listed ones survive.
    if payload.get("attachments").is_some() || !files.is_empty() {
        let previous = message["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        message["attachments"] = Value::Array(resolve_attachments(
            state, rest_url, channel_id, payload, files, &previous,
        ));
    }
    objects::apply_payload(&mut message, payload);
    if let Some(flags) = message["flags"].as_u64() {
        message["flags"] = json!(flags & !LOADING);
    }
    message["edited_timestamp"] = json!(now_iso());
    state.messages.insert(id, message.clone());
    Some(message)
}

/// `POST /interactions/{id}/{token}/callback`, by response type: 4 replies, 5 defers a reply,
/// 6 defers and 7 applies an update of the component's message. Answering twice is refused
/// like Discord does (code 40060), which catches double-acknowledging bots; answering more
/// than 3 s after the interaction went out is refused as Unknown interaction (10062).
pub fn interaction_callback(
    state: &mut State,
    rest_url: &str,
    interaction_id: u64,
    token: &str,
    payload: &Value,
    files: &[&Part],
) -> Response {
    let issued = state.interactions.get(token).cloned();
    if let Some(sent) = issued.as_ref().and_then(|i| i.dispatched_at) {
        if sent.elapsed() > INTERACTION_DEADLINE {
            state.limits.stats.late_callbacks += 1;
            let body = json!({ "message": "Unknown interaction", "code": 10062 });
            return Response::json(404, &body);
        }
    }
    if !state.acknowledged.insert(interaction_id) {
        let body =
            json!({ "message": "Interaction has already been acknowledged.", "code": 40060 });
        return Response::json(400, &body);
    }
    let channel_id = issued.as_ref().map_or(CHANNEL_ID, |i| i.channel_id);
    let data = payload.get("data").cloned().unwrap_or_else(|| json!({}));
    match payload.get("type").and_then(Value::as_u64) {
        Some(4) => {
            let message = create(
                state,
                rest_url,
                channel_id,
                INTERACTION_REPLY,
                Some(APP_ID),
                &data,
                files,
            );
            remember_original(state, token, &message);
        }
        Some(5) => {
            let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0) | LOADING;
            let deferred = json!({ "content": "", "flags": flags });
            let message = create(
                state,
                rest_url,
                channel_id,
                INTERACTION_REPLY,
                Some(APP_ID),
                &deferred,
                &[],
            );
            remember_original(state, token, &message);
        }
        Some(6) | Some(7) => {
            if let Some(message_id) = issued.and_then(|i| i.message_id) {
                if payload["type"] == 7 {
                    edit(state, rest_url, message_id, &data, files);
                }
                state.originals.insert(token.to_string(), message_id);
            }
        }
        Some(_) => {} // pong, autocomplete result, modal: nothing to store
        None => {
            let body = json!({ "message": "Invalid Form Body", "code": 50035 });
            return Response::json(400, &body);
        }
    }
    Response::no_content()
}

fn remember_original(state: &mut State, token: &str, message: &Value) {
    if let Some(id) = message["id"].as_str().and_then(|id| id.parse().ok()) {
        state.originals.insert(token.to_string(), id);
    }
}

/// Builds the attachment list of a created or edited message. `payload.attachments` entries
/// with a matching `files[{id}]` part are new uploads; entries naming an existing attachment id
/// keep it. File parts nobody listed are added too, as Discord does for plain `files[n]`.
fn resolve_attachments(
    state: &mut State,
    rest_url: &str,
    channel_id: u64,
    payload: &Value,
    files: &[&Part],
    previous: &[Value],
) -> Vec<Value> {
    let mut used = vec![false; files.len()];
    let mut attachments = Vec::new();
    match payload.get("attachments").and_then(Value::as_array) {
        Some(entries) => {
            for entry in entries {
                let key = match entry.get("id") {
                    Some(Value::String(s)) => s.clone(),
                    Some(other) => other.to_string(),
                    None => continue,
                };
                let part_name = format!("files[{key}]");
                if let Some(i) = files.iter().position(|p| p.name == part_name) {
                    if !used[i] {
                        used[i] = true;
                        let filename = entry.get("filename").and_then(Value::as_str);
                        let description = entry.get("description");
                        attachments.push(upload(
                            state,
                            rest_url,
                            channel_id,
                            files[i],
                            filename,
                            description,
                        ));
                    }
                } else if let Some(kept) = previous
                    .iter()
                    .find(|a| a["id"].as_str() == Some(key.as_str()))
                {
                    attachments.push(kept.clone());
                }
            }
        }
        None => attachments.extend(previous.iter().cloned()),
    }
    for (i, part) in files.iter().enumerate() {
        if !used[i] {
            attachments.push(upload(state, rest_url, channel_id, part, None, None));
        }
    }
    attachments
}

fn upload(
    state: &mut State,
    rest_url: &str,
    channel_id: u64,
    part: &Part,
    filename: Option<&str>,
    description: Option<&Value>,
) -> Value {
    let id = snowflake();
    let filename = filename.or(part.filename.as_deref()).unwrap_or("unknown");
    // Discord rewrites names to URL-safe ones (spaces become underscores) in the CDN url.
    let safe: String = filename
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || ".-_".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let url = format!("{rest_url}/attachments/{channel_id}/{id}/{safe}");
    let content_type = part
        .content_type
        .clone()
        .unwrap_or_else(|| "application/octet-stream".into());
    state
        .files
        .insert(id, (content_type.clone(), part.bytes.clone()));
    objects::attachment(id, filename, description, &content_type, &part.bytes, &url)
}
