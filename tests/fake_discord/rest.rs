//! The fake's REST API: records every request, applies Discord's limits and the faults a
//! test forced (`limits.rs`), then the test's failure overrides, then routes `/api/v10/...`
//! to plausible answers that serenity's `Http` deserializes. Unknown routes get Discord's
//! 404 `{"message": "404: Not Found", "code": 0}`.

use serde_json::{json, Value};

use super::commands;
use super::http::{RawRequest, Response};
use super::limits::Verdict;
use super::messages;
use super::objects;
use super::record::{decode_body, Body, Method, Part, RecordedRequest};
use super::state::{Shared, State};
use super::{APP_ID, GUILD_ID};

/// Answers one request (`None`: never). Everything happens under the state lock, so the
/// request is recorded before its response is written and a test that saw the response also
/// sees the record.
pub fn handle(shared: &Shared, raw: RawRequest) -> Option<Response> {
    let (path, query) = match raw.target.split_once('?') {
        Some((path, query)) => (path.to_string(), Some(query.to_string())),
        None => (raw.target.clone(), None),
    };
    // reqwest sends origin-form targets; accept absolute-form too, as proxies receive it.
    let path = strip_authority(&path);
    let Some(method) = Method::parse(&raw.method) else {
        return Some(Response::json(
            405,
            &json!({ "message": "405: Method Not Allowed", "code": 0 }),
        ));
    };
    let content_type = raw.header("content-type").map(str::to_string);
    let decoded = decode_body(content_type.as_deref(), &raw.body);
    let request = RecordedRequest {
        method,
        path,
        query,
        content_type,
        body: decoded
            .clone()
            .unwrap_or_else(|_| Body::Raw(raw.body.clone())),
        headers: raw.headers,
        at: raw.arrived,
        status: None,
    };
    shared.with(|state| {
        let index = state.requests.len();
        state.requests.push(request.clone());
        let response = answer(state, shared, &request, decoded.err());
        state.requests[index].status = response.as_ref().map(|r| r.status);
        response
    })
}

/// The answer to a recorded request: a body that did not decode, the limits and forced
/// faults, the test's failure overrides, then the route.
fn answer(
    state: &mut State,
    shared: &Shared,
    request: &RecordedRequest,
    undecodable: Option<String>,
) -> Option<Response> {
    if let Some(why) = undecodable {
        return Some(Response::json(
            400,
            &json!({ "message": why, "code": 50109 }),
        ));
    }
    let headers = match state.limits.check(request) {
        Verdict::Pass(headers) => headers,
        Verdict::Answer(response) => return Some(response),
        Verdict::Never => return None,
    };
    if let Some(failure) = take_failure(state, request) {
        return Some(failure.with_headers(headers));
    }
    let response = route(state, shared, request).unwrap_or_else(|error| error);
    Some(response.with_headers(headers))
}

fn strip_authority(path: &str) -> String {
    match path
        .strip_prefix("http://")
        .and_then(|rest| rest.find('/').map(|i| &rest[i..]))
    {
        Some(origin_form) => origin_form.to_string(),
        None => path.to_string(),
    }
}

fn take_failure(state: &mut State, request: &RecordedRequest) -> Option<Response> {
    let index = state
        .failures
        .iter()
        .position(|f| f.method == request.method && f.path == request.path)?;
    let failure = &mut state.failures[index];
    let response = if failure.status == 204 || failure.body.is_null() {
        Response {
            status: failure.status,
            content_type: String::new(),
            body: Vec::new(),
            headers: Vec::new(),
        }
    } else {
        Response::json(failure.status, &failure.body)
    };
    if let Some(remaining) = &mut failure.remaining {
        *remaining = remaining.saturating_sub(1);
        if *remaining == 0 {
            state.failures.remove(index);
        }
    }
    Some(response)
}

pub(super) type Answer = Result<Response, Response>;

fn route(state: &mut State, shared: &Shared, request: &RecordedRequest) -> Answer {
    if let Some(rest) = request.path.strip_prefix("/attachments/") {
        return attachment_bytes(state, rest);
    }
    let Some(api) = request.path.strip_prefix("/api/v10/") else {
        return Err(not_found());
    };
    let segments: Vec<&str> = api.trim_end_matches('/').split('/').collect();
    let payload = request.json().cloned().unwrap_or_else(|| json!({}));
    let files = request.files();
    let rest_url = shared.rest_url.as_str();
    use Method::{Get, Post};
    match (request.method, segments.as_slice()) {
        (Get, ["gateway"]) => ok(json!({ "url": shared.gateway_url })),
        (Get, ["gateway", "bot"]) => ok(json!({
            "url": shared.gateway_url,
            "shards": 1,
            "session_start_limit":
                { "total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1 },
        })),
        (Get, ["users", "@me"]) => ok(objects::bot_user()),
        (Get, ["oauth2", "applications", "@me"]) => ok(objects::application()),
        (method, ["applications", app, rest @ ..]) => {
            if id(app)? != APP_ID {
                return Err(Response::json(
                    404,
                    &json!({ "message": "Unknown Application", "code": 10002 }),
                ));
            }
            commands::route(state, method, rest, &payload)
        }
        (Post, ["interactions", interaction, token, "callback"]) => {
            let interaction = id(interaction)?;
            Ok(messages::interaction_callback(
                state,
                rest_url,
                interaction,
                token,
                &payload,
                &files,
            ))
        }
        (method, ["webhooks", webhook, token, rest @ ..]) => webhook_messages(
            state,
            rest_url,
            method,
            id(webhook)?,
            token,
            rest,
            &payload,
            &files,
        ),
        (Get, ["channels", channel]) => {
            let channel = id(channel)?;
            match state.dm_channels.get(&channel) {
                Some(recipient) => ok(objects::dm_channel(channel, recipient.clone())),
                None => ok(objects::guild_channel(channel, GUILD_ID)),
            }
        }
        (Post, ["channels", _, "typing"]) => Ok(Response::no_content()),
        (Post, ["channels", channel, "messages"]) => {
            let channel = id(channel)?;
            ok(messages::create(
                state, rest_url, channel, 0, None, &payload, &files,
            ))
        }
        (method, ["channels", channel, "messages", message]) => {
            let (channel, message) = (id(channel)?, id(message)?);
            let in_channel = state
                .messages
                .get(&message)
                .is_some_and(|m| m["channel_id"].as_str() == Some(channel.to_string().as_str()));
            if !in_channel {
                return Err(unknown_message());
            }
            stored_message(state, rest_url, method, message, &payload, &files)
        }
        _ => Err(not_found()),
    }
}

/// GET/PATCH/DELETE of a message the fake stored; POST and PUT are not routes here.
fn stored_message(
    state: &mut State,
    rest_url: &str,
    method: Method,
    message: u64,
    payload: &Value,
    files: &[&Part],
) -> Answer {
    match method {
        Method::Get => state
            .messages
            .get(&message)
            .cloned()
            .map(|m| Response::json(200, &m))
            .ok_or_else(unknown_message),
        Method::Patch => messages::edit(state, rest_url, message, payload, files)
            .map(|m| Response::json(200, &m))
            .ok_or_else(unknown_message),
        Method::Delete => {
            state
                .messages
                .remove(&message)
                .ok_or_else(unknown_message)?;
            Ok(Response::no_content())
        }
        _ => Err(not_found()),
    }
}

/// Follow-ups (`POST /webhooks/{app}/{token}`) and `/messages/@original` or `/messages/{id}`.
#[allow(clippy::too_many_arguments)] // one route's worth of already-parsed pieces
fn webhook_messages(
    state: &mut State,
    rest_url: &str,
    method: Method,
    webhook: u64,
    token: &str,
    rest: &[&str],
    payload: &Value,
    files: &[&Part],
) -> Answer {
    match (method, rest) {
        (Method::Post, []) => {
            let channel = state
                .interactions
                .get(token)
                .map_or(super::CHANNEL_ID, |i| i.channel_id);
            ok(messages::create(
                state,
                rest_url,
                channel,
                0,
                Some(webhook),
                payload,
                files,
            ))
        }
        (_, ["messages", "@original"]) => {
            let message = *state.originals.get(token).ok_or_else(unknown_message)?;
            if method == Method::Delete {
                state.originals.remove(token);
            }
            stored_message(state, rest_url, method, message, payload, files)
        }
        (_, ["messages", message]) => {
            stored_message(state, rest_url, method, id(message)?, payload, files)
        }
        _ => Err(not_found()),
    }
}

/// Serves uploaded files back at their attachment url, so `Attachment::download` works (or
/// a redirect, where a test asked for one).
fn attachment_bytes(state: &State, rest: &str) -> Answer {
    let attachment = rest.split('/').nth(1).and_then(|a| a.parse::<u64>().ok());
    if let Some(location) = attachment.and_then(|a| state.redirects.get(&a)) {
        return Ok(Response {
            status: 302,
            content_type: "text/plain".into(),
            body: Vec::new(),
            headers: vec![("Location".into(), location.clone())],
        });
    }
    let (content_type, bytes) = attachment
        .and_then(|a| state.files.get(&a))
        .ok_or_else(not_found)?;
    Ok(Response {
        status: 200,
        content_type: content_type.clone(),
        body: bytes.clone(),
        headers: Vec::new(),
    })
}

pub(super) fn ok(value: Value) -> Answer {
    Ok(Response::json(200, &value))
}

/// Parses a snowflake path segment; Discord answers a malformed one with 400 "Invalid Form Body".
pub(super) fn id(segment: &str) -> Result<u64, Response> {
    segment
        .parse()
        .map_err(|_| invalid_form(&format!("Value \"{segment}\" is not snowflake.")))
}

pub(super) fn invalid_form(detail: &str) -> Response {
    Response::json(
        400,
        &json!({ "message": "Invalid Form Body", "code": 50035, "errors": { "_errors": [{ "code": "INVALID", "message": detail }] } }),
    )
}

pub(super) fn not_found() -> Response {
    Response::json(404, &json!({ "message": "404: Not Found", "code": 0 }))
}

fn unknown_message() -> Response {
    Response::json(404, &json!({ "message": "Unknown Message", "code": 10008 }))
}
