//! The fake gateway: a plain `ws://` websocket speaking Discord's v10 JSON protocol in TEXT
//! frames (serenity 0.12 asks `?v=10` and sends `compress: true` in IDENTIFY, but it inflates
//! only BINARY frames, so plain text is always understood).
//!
//! Per connection: HELLO on connect; IDENTIFY → READY (new session, `s` = 1); heartbeat (op 1) →
//! ACK (op 11); RESUME (op 6) of a session this fake issued → the dispatches the client missed,
//! then RESUMED; RESUME of an unknown session → INVALID_SESSION (op 9, `d: false`), after which
//! serenity re-identifies on a new connection. Sharding as Discord does it: IDENTIFY names
//! `shard: [id, total]`, and `FakeDiscord::inject` sends a server's events to the newest
//! identified or resumed connection of shard `(guild_id >> 22) % total` (events without a
//! server to shard 0), so each process of a sharded bot sees only its own servers.

use std::sync::Arc;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::handshake::server::{ErrorResponse, Request, Response};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;

use super::objects;
use super::state::{snowflake, Current, Outgoing, Session, Shared, State};
use super::APP_ID;

/// Accepts websocket connections until the task running it is aborted (which drops the
/// `JoinSet` and so ends every connection).
pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    let mut connections = JoinSet::new();
    loop {
        let stream = super::http::next_connection(&listener).await;
        while connections.try_join_next().is_some() {}
        connections.spawn(connection(stream, Arc::clone(&shared)));
    }
}

async fn connection(stream: TcpStream, shared: Arc<Shared>) {
    if shared.read(|state| state.gateway.refusing) {
        return; // the gateway is gone: the connection is dropped unanswered
    }
    let mut target = String::new();
    // The signature is tungstenite's handshake `Callback`, large error type included.
    #[allow(clippy::result_large_err)]
    let remember_target =
        |request: &Request, response: Response| -> Result<Response, ErrorResponse> {
            target = request.uri().to_string();
            Ok(response)
        };
    let Ok(mut ws) = tokio_tungstenite::accept_hdr_async(stream, remember_target).await else {
        return; // not a websocket handshake: nothing to serve
    };
    let (tx, mut rx) = mpsc::unbounded_channel();
    let id = shared.with(|state| {
        state.gateway.connections.push(target);
        state.gateway.next_connection += 1;
        let hello = json!({ "op": 10, "s": null, "t": null,
            "d": { "heartbeat_interval": shared.heartbeat_interval_ms, "_trace": ["fake-gateway"] } });
        send(state, &tx, hello);
        state.gateway.next_connection
    });
    loop {
        tokio::select! {
            incoming = ws.next() => match incoming {
                Some(Ok(Message::Text(text))) => shared.with(|state| on_frame(state, &shared, id, &tx, &text)),
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => {}, // pings are answered by tungstenite; binary frames are not used
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Text(text)) => {
                    if ws.send(Message::Text(text)).await.is_err() {
                        break;
                    }
                },
                Some(Outgoing::Close(code, reason)) => {
                    let frame = CloseFrame { code: CloseCode::from(code), reason: reason.into() };
                    let _ = ws.close(Some(frame)).await;
                    break;
                },
                None => break,
            },
        }
    }
    shared.with(|state| {
        if state
            .gateway
            .current
            .as_ref()
            .is_some_and(|c| c.connection == id)
        {
            state.gateway.current = None;
        }
        state.gateway.shards.retain(|_, c| c.connection != id);
    });
}

/// The shard of a dispatch: its server's, by Discord's rule, else shard 0.
fn shard_of(state: &State, data: &Value) -> u64 {
    let total = state.gateway.total_shards.max(1);
    data.get("guild_id")
        .and_then(Value::as_str)
        .and_then(|g| g.parse::<u64>().ok())
        .map_or(0, |guild| (guild >> 22) % total)
}

/// Whether a connection is there to receive `data`.
pub fn has_target(state: &State, data: &Value) -> bool {
    state.gateway.shards.contains_key(&shard_of(state, data))
}

fn on_frame(state: &mut State, shared: &Shared, connection: u64, tx: &Sender, text: &str) {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        // Discord's answer to a payload it cannot decode.
        let _ = tx.send(Outgoing::Close(
            4002,
            "Error while decoding payload.".into(),
        ));
        return;
    };
    let data = frame.get("d").cloned().unwrap_or(Value::Null);
    match frame.get("op").and_then(Value::as_u64) {
        Some(1) => {
            state.gateway.heartbeats += 1;
            send(
                state,
                tx,
                json!({ "op": 11, "s": null, "t": null, "d": null }),
            );
        }
        Some(2) => identify(state, shared, connection, tx, data),
        Some(6) => resume(state, connection, tx, &data),
        // Presence updates, member chunk requests, voice state updates: accepted, ignored.
        Some(_) => {}
        None => {
            let _ = tx.send(Outgoing::Close(4001, "Unknown opcode.".into()));
        }
    }
}

type Sender = mpsc::UnboundedSender<Outgoing>;

fn identify(state: &mut State, shared: &Shared, connection: u64, tx: &Sender, data: Value) {
    let session_id = format!("fakesession{}", snowflake());
    let shard = data
        .get("shard")
        .filter(|s| s.as_array().is_some_and(|a| a.len() == 2))
        .cloned()
        .unwrap_or_else(|| json!([0, 1]));
    let (shard_id, total) = (
        shard[0].as_u64().unwrap_or(0),
        shard[1].as_u64().unwrap_or(1),
    );
    state.gateway.total_shards = total.max(1);
    state.gateway.identifies.push(data);
    state.gateway.sessions.insert(
        session_id.clone(),
        Session {
            shard: shard_id,
            ..Session::default()
        },
    );
    let current = Current {
        connection,
        session_id: session_id.clone(),
        tx: tx.clone(),
    };
    state.gateway.shards.insert(shard_id, current.clone());
    state.gateway.current = Some(current);
    // READY lists the servers of this shard only.
    let guilds: Vec<Value> = objects::unavailable_guilds()
        .as_array()
        .into_iter()
        .flatten()
        .filter(|g| shard_of(state, &json!({ "guild_id": g["id"] })) == shard_id)
        .cloned()
        .collect();
    // Ready requires v, user, guilds, session_id, resume_gateway_url and application {id, flags};
    // the rest is what Discord also sends, for realism.
    let ready = json!({
        "v": 10,
        "user": objects::bot_user(),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": shared.gateway_url,
        "shard": shard,
        "application": { "id": APP_ID.to_string(), "flags": 0 },
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": ["local"],
        "user_settings": {},
        "_trace": ["fake-gateway"],
    });
    dispatch_on(state, &session_id, tx, "READY", ready);
    state.gateway.readies += 1;
}

fn resume(state: &mut State, connection: u64, tx: &Sender, data: &Value) {
    let session_id = data
        .get("session_id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    let client_seq = data.get("seq").and_then(Value::as_u64).unwrap_or(0);
    let Some(session) = state.gateway.sessions.get(&session_id) else {
        state.gateway.invalid_sessions += 1;
        send(
            state,
            tx,
            json!({ "op": 9, "s": null, "t": null, "d": false }),
        );
        return;
    };
    let missed: Vec<String> = session
        .log
        .iter()
        .filter(|(seq, _)| *seq > client_seq)
        .map(|(_, frame)| frame.clone())
        .collect();
    for frame in missed {
        if let Ok(value) = serde_json::from_str(&frame) {
            state.gateway.sent.push(value);
        }
        let _ = tx.send(Outgoing::Text(frame));
    }
    let current = Current {
        connection,
        session_id: session_id.clone(),
        tx: tx.clone(),
    };
    let shard = state
        .gateway
        .sessions
        .get(&session_id)
        .map_or(0, |s| s.shard);
    state.gateway.shards.insert(shard, current.clone());
    state.gateway.current = Some(current);
    dispatch_on(
        state,
        &session_id,
        tx,
        "RESUMED",
        json!({ "_trace": ["fake-gateway"] }),
    );
    state.gateway.resumes += 1;
}

/// Sends a dispatch (op 0) on the connection of its shard; `None` when that shard has no
/// identified client.
pub fn dispatch(state: &mut State, event: &str, data: Value) -> Option<u64> {
    let current = state.gateway.shards.get(&shard_of(state, &data))?;
    let (session_id, tx) = (current.session_id.clone(), current.tx.clone());
    Some(dispatch_on(state, &session_id, &tx, event, data))
}

/// Sends a non-dispatch frame (e.g. op 7 RECONNECT) to the current connection and forgets it as
/// the injection target, since the client is expected to move to a new connection.
pub fn send_to_current(state: &mut State, outgoing: Outgoing) -> bool {
    let Some(current) = state.gateway.current.take() else {
        return false;
    };
    state
        .gateway
        .shards
        .retain(|_, c| c.connection != current.connection);
    if let Outgoing::Text(text) = &outgoing {
        if let Ok(value) = serde_json::from_str(text) {
            state.gateway.sent.push(value);
        }
    }
    current.tx.send(outgoing).is_ok()
}

/// Numbers, logs (for RESUME replay) and queues a dispatch. Queuing under the state lock keeps
/// frames in sequence order even when several tasks inject at once.
fn dispatch_on(state: &mut State, session_id: &str, tx: &Sender, event: &str, data: Value) -> u64 {
    let session = state
        .gateway
        .sessions
        .entry(session_id.to_string())
        .or_default();
    session.seq += 1;
    let seq = session.seq;
    let frame = json!({ "op": 0, "t": event, "s": seq, "d": data });
    let text = frame.to_string();
    session.log.push((seq, text.clone()));
    state.gateway.sent.push(frame);
    let _ = tx.send(Outgoing::Text(text));
    seq
}

fn send(state: &mut State, tx: &Sender, frame: Value) {
    let text = frame.to_string();
    state.gateway.sent.push(frame);
    let _ = tx.send(Outgoing::Text(text));
}
