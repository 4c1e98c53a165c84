//! Self-tests of the fake's gateway, with a raw websocket client: every frame it sends must
//! deserialize into serenity's typed events (serenity silently drops a dispatch it cannot
//! parse, so a missing field would look like a bot ignoring events), and the protocol (HELLO,
//! IDENTIFY/READY, heartbeats, RESUME with replay, invalid sessions) must hold. Also the
//! helpers the other self-tests share.

use std::future::Future;
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use serenity::model::application::{
    CommandDataOptionValue, ComponentInteractionDataKind, Interaction,
};
use serenity::model::event::{Event, GatewayEvent};
use serenity::model::Permissions;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

use super::{
    Ctx, FakeDiscord, ADMIN, APP_ID, BOT_PERMISSIONS, BOT_USER_ID, CHANNEL_ID, DM_CHANNEL_ID,
    GUILD_ID, NO_PERMISSIONS,
};

/// A valid 3×2 RGBA PNG; its signature holds CR LF bytes, a good multipart binary check.
pub const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x9d, 0x74, 0x66,
    0x1a, 0x00, 0x00, 0x00, 0x15, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
    0x1f, 0x04, 0x79, 0xb9, 0x74, 0x75, 0x19, 0x90, 0x39, 0x00, 0x7d, 0x13, 0x08, 0xdb, 0x1a, 0x37,
    0x66, 0xe4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

pub fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

/// Every test body runs under a deadline so a hang fails instead of blocking the suite.
pub async fn within<T>(limit: Duration, body: impl Future<Output = T>) -> T {
    tokio::time::timeout(limit, body)
        .await
        .expect("the test finished within its deadline")
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

async fn connect(fake: &FakeDiscord) -> Ws {
    // What serenity requests: it appends `?v=10` to the advertised URL and parses it with the
    // `url` crate, which adds the `/` path (a bare `ws://host:port?v=10` string would make
    // tungstenite send the invalid request target `?v=10`).
    let url = format!("{}/?v=10", fake.gateway_url());
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("ws connects");
    ws
}

async fn frame(ws: &mut Ws) -> Value {
    loop {
        match tokio::time::timeout(secs(5), ws.next())
            .await
            .expect("a frame within 5 s")
        {
            Some(Ok(Message::Text(text))) => {
                return serde_json::from_str(&text).expect("frames are JSON")
            }
            Some(Ok(_)) => continue,
            other => panic!("connection ended: {other:?}"),
        }
    }
}

async fn send(ws: &mut Ws, value: Value) {
    ws.send(Message::Text(value.to_string()))
        .await
        .expect("frame sent");
}

/// Deserializes a frame exactly as serenity's shard does.
fn gateway_event(frame: Value) -> GatewayEvent {
    serde_json::from_value(frame.clone())
        .unwrap_or_else(|e| panic!("serenity rejects {frame}: {e}"))
}

fn interaction_of(frame: Value) -> Interaction {
    match gateway_event(frame) {
        GatewayEvent::Dispatch(_, Event::InteractionCreate(event)) => event.interaction,
        other => panic!("not an INTERACTION_CREATE: {other:?}"),
    }
}

async fn identify(ws: &mut Ws) -> String {
    assert!(matches!(
        gateway_event(frame(ws).await),
        GatewayEvent::Hello(_)
    ));
    send(ws, json!({ "op": 2, "d": { "token": "Bot x", "intents": 513, "shard": [0, 1], "properties": {} } })).await;
    let ready = frame(ws).await;
    ready["d"]["session_id"]
        .as_str()
        .expect("READY has a session id")
        .to_string()
}

#[tokio::test]
async fn ready_and_interactions_deserialize_into_serenity_events() {
    within(secs(20), async {
        let fake = FakeDiscord::start_with_heartbeat(Duration::from_millis(45_000)).await;
        let mut ws = connect(&fake).await;
        assert!(matches!(
            gateway_event(frame(&mut ws).await),
            GatewayEvent::Hello(45_000)
        ));
        send(
            &mut ws,
            json!({ "op": 2, "d": { "token": "Bot x", "intents": 513, "shard": [0, 1] } }),
        )
        .await;
        match gateway_event(frame(&mut ws).await) {
            GatewayEvent::Dispatch(1, Event::Ready(event)) => {
                let ready = event.ready;
                assert_eq!(ready.version, 10);
                assert_eq!(ready.application.id.get(), APP_ID);
                assert_eq!(ready.user.id.get(), BOT_USER_ID);
                assert!(ready.user.bot);
                assert_eq!(ready.guilds.len(), 1);
                assert_eq!(ready.shard.map(|s| s.total), Some(1));
                assert_eq!(ready.resume_gateway_url, fake.gateway_url());
            }
            other => panic!("expected READY with s=1, got {other:?}"),
        }
        send(&mut ws, json!({ "op": 1, "d": 1 })).await;
        assert!(matches!(
            gateway_event(frame(&mut ws).await),
            GatewayEvent::HeartbeatAck
        ));

        // A guild slash command with inferred option types.
        let admin = Ctx::guild().permissions(ADMIN);
        let payload = fake.slash_command(
            "drill",
            json!({ "seed": 42, "scenario": "bad-deploy" }),
            &admin,
        );
        assert_eq!(payload["app_permissions"], json!(BOT_PERMISSIONS));
        let direct: Interaction =
            serde_json::from_value(payload.clone()).expect("the payload is an Interaction");
        assert_eq!(direct.application_id().get(), APP_ID);
        fake.inject_interaction(payload).await;
        let Interaction::Command(command) = interaction_of(frame(&mut ws).await) else {
            panic!("a command")
        };
        assert_eq!(command.data.name, "drill");
        assert_eq!(command.guild_id.map(|g| g.get()), Some(GUILD_ID));
        assert_eq!(command.channel_id.get(), CHANNEL_ID);
        assert_eq!(
            command.user.name, "alice",
            "serenity copies member.user into user"
        );
        let member = command
            .member
            .as_ref()
            .expect("a guild interaction has a member");
        assert_eq!(member.permissions, Some(Permissions::ADMINISTRATOR));
        let app = command.app_permissions.expect("app_permissions");
        assert!(app.contains(
            Permissions::SEND_MESSAGES | Permissions::EMBED_LINKS | Permissions::ATTACH_FILES
        ));
        assert_eq!(
            (command.locale.as_str(), command.guild_locale.as_deref()),
            ("en-US", Some("en-US"))
        );
        let option = |name: &str| {
            command
                .data
                .options
                .iter()
                .find(|o| o.name == name)
                .map(|o| o.value.clone())
        };
        assert_eq!(option("seed"), Some(CommandDataOptionValue::Integer(42)));
        assert_eq!(
            option("scenario"),
            Some(CommandDataOptionValue::String("bad-deploy".into()))
        );

        // In a DM: `user`, no member, no guild, no guild locale.
        let dm = Ctx::dm().permissions(NO_PERMISSIONS).locale("de");
        fake.inject_interaction(fake.slash_command("drill", json!([]), &dm))
            .await;
        let Interaction::Command(command) = interaction_of(frame(&mut ws).await) else {
            panic!("a command")
        };
        assert_eq!((command.guild_id, command.member.is_none()), (None, true));
        assert_eq!(command.user.name, "alice");
        assert_eq!(command.channel_id.get(), DM_CHANNEL_ID);
        assert_eq!(
            (command.locale.as_str(), command.guild_locale.as_deref()),
            ("de", None)
        );

        // A subcommand and a subcommand in a group, by a member without permissions.
        let nobody = Ctx::guild()
            .user(7, "bob")
            .permissions(NO_PERMISSIONS)
            .app_permissions(NO_PERMISSIONS)
            .guild_locale(Some("pt-BR"))
            .channel(555);
        fake.inject_interaction(fake.subcommand("drill", "start", json!({ "seed": 7 }), &nobody))
            .await;
        let Interaction::Command(command) = interaction_of(frame(&mut ws).await) else {
            panic!("a command")
        };
        assert_eq!(
            command.member.as_ref().and_then(|m| m.permissions),
            Some(Permissions::empty())
        );
        assert_eq!(command.app_permissions, Some(Permissions::empty()));
        assert_eq!(command.guild_locale.as_deref(), Some("pt-BR"));
        assert_eq!(command.channel_id.get(), 555);
        assert_eq!(command.data.options[0].name, "start");
        let CommandDataOptionValue::SubCommand(inner) = &command.data.options[0].value else {
            panic!("subcommand")
        };
        assert_eq!(
            (inner[0].name.as_str(), &inner[0].value),
            ("seed", &CommandDataOptionValue::Integer(7))
        );
        fake.inject_interaction(fake.subcommand("drill", "admin reset", json!({}), &nobody))
            .await;
        let Interaction::Command(command) = interaction_of(frame(&mut ws).await) else {
            panic!("a command")
        };
        let CommandDataOptionValue::SubCommandGroup(group) = &command.data.options[0].value else {
            panic!("group")
        };
        assert_eq!(group[0].name, "reset");
        assert!(matches!(
            group[0].value,
            CommandDataOptionValue::SubCommand(_)
        ));

        // Components carry the full message they are on.
        fake.inject_interaction(fake.component("ack", 12345, &Ctx::guild()))
            .await;
        let Interaction::Component(click) = interaction_of(frame(&mut ws).await) else {
            panic!("a component")
        };
        assert_eq!(
            (click.data.custom_id.as_str(), click.message.id.get()),
            ("ack", 12345)
        );
        assert!(matches!(
            click.data.kind,
            ComponentInteractionDataKind::Button
        ));
        fake.inject_interaction(fake.select_menu("pick", &["cache"], 12345, &dm))
            .await;
        let Interaction::Component(pick) = interaction_of(frame(&mut ws).await) else {
            panic!("a component")
        };
        let ComponentInteractionDataKind::StringSelect { values } = &pick.data.kind else {
            panic!("select")
        };
        assert_eq!(values, &["cache".to_string()]);

        let seqs: Vec<u64> = fake
            .sent_frames()
            .iter()
            .filter_map(|f| f["s"].as_u64())
            .collect();
        assert_eq!(
            seqs,
            (1..=7).collect::<Vec<u64>>(),
            "one session, consecutive sequence numbers"
        );
        assert_eq!(fake.gateway_connections(), vec!["/?v=10".to_string()]);
    })
    .await;
}

#[tokio::test]
async fn resume_replays_missed_dispatches_and_unknown_sessions_are_invalid() {
    within(secs(20), async {
        let fake = FakeDiscord::start().await;
        let mut first = connect(&fake).await;
        let session = identify(&mut first).await;
        fake.inject_interaction(fake.slash_command("a", json!({}), &Ctx::guild()))
            .await;
        fake.inject_interaction(fake.slash_command("b", json!({}), &Ctx::guild()))
            .await;
        drop(first); // the client saw only READY (s = 1)

        let mut second = connect(&fake).await;
        assert!(matches!(
            gateway_event(frame(&mut second).await),
            GatewayEvent::Hello(_)
        ));
        send(
            &mut second,
            json!({ "op": 6, "d": { "session_id": session, "seq": 1, "token": "Bot x" } }),
        )
        .await;
        let Interaction::Command(a) = interaction_of(frame(&mut second).await) else {
            panic!("replayed a")
        };
        let Interaction::Command(b) = interaction_of(frame(&mut second).await) else {
            panic!("replayed b")
        };
        assert_eq!((a.data.name.as_str(), b.data.name.as_str()), ("a", "b"));
        assert!(matches!(
            gateway_event(frame(&mut second).await),
            GatewayEvent::Dispatch(4, Event::Resumed(_))
        ));
        assert_eq!(fake.resumed_count(), 1);
        assert_eq!(
            fake.inject("TYPING_START", json!({})).await.seq,
            5,
            "injections follow the resumed session"
        );

        let mut third = connect(&fake).await;
        assert!(matches!(
            gateway_event(frame(&mut third).await),
            GatewayEvent::Hello(_)
        ));
        send(
            &mut third,
            json!({ "op": 6, "d": { "session_id": "nope", "seq": 3, "token": "Bot x" } }),
        )
        .await;
        assert!(matches!(
            gateway_event(frame(&mut third).await),
            GatewayEvent::InvalidateSession(false)
        ));
    })
    .await;
}
