//! The real serenity `Client` against the fake: it starts up (GET /gateway, websocket,
//! IDENTIFY), receives READY, answers an injected slash command through the REST callback,
//! keeps its connection with heartbeats, resumes after drops and, restarted, identifies again.

use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use serenity::builder::{CreateInteractionResponse, CreateInteractionResponseMessage};
use serenity::client::{ClientBuilder, Context, EventHandler};
use serenity::gateway::ShardManager;
use serenity::http::HttpBuilder;
use serenity::model::application::Interaction;
use serenity::model::gateway::{GatewayIntents, Ready};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::self_test::{secs, within};
use super::{Ctx, FakeDiscord, Method, BOT_TOKEN};

#[derive(Debug)]
enum Seen {
    Ready {
        session_id: String,
    },
    Answered {
        command: String,
        result: Result<(), String>,
    },
}

/// An event handler that answers every slash command with `pong {name} {locale}` and reports
/// what it saw.
struct Recorder {
    seen: mpsc::UnboundedSender<Seen>,
}

#[serenity::async_trait]
impl EventHandler for Recorder {
    async fn ready(&self, _: Context, ready: Ready) {
        let _ = self.seen.send(Seen::Ready {
            session_id: ready.session_id,
        });
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let Interaction::Command(command) = interaction else {
            return;
        };
        let reply = CreateInteractionResponseMessage::new()
            .content(format!("pong {} {}", command.data.name, command.locale));
        let result = command
            .create_response(&ctx.http, CreateInteractionResponse::Message(reply))
            .await;
        let _ = self.seen.send(Seen::Answered {
            command: command.data.name.clone(),
            result: result.map_err(|e| e.to_string()),
        });
    }
}

struct Bot {
    shards: Arc<ShardManager>,
    task: JoinHandle<serenity::Result<()>>,
    seen: mpsc::UnboundedReceiver<Seen>,
}

impl Bot {
    /// Builds the client the way the bot must: its own `Http` aimed at the fake, passed with
    /// `new_with_http` (`ClientBuilder::token` would replace it with one aimed at Discord).
    async fn start(fake: &FakeDiscord) -> Bot {
        let http = HttpBuilder::new(BOT_TOKEN)
            .proxy(fake.base_url())
            .ratelimiter_disabled(true)
            .build();
        let (tx, seen) = mpsc::unbounded_channel();
        let intents = GatewayIntents::GUILDS | GatewayIntents::DIRECT_MESSAGES;
        let mut client = ClientBuilder::new_with_http(http, intents)
            .event_handler(Recorder { seen: tx })
            .await
            .expect("the client builds against the fake");
        let shards = Arc::clone(&client.shard_manager);
        let task = tokio::spawn(async move { client.start().await });
        Bot { shards, task, seen }
    }

    async fn next(&mut self) -> Seen {
        tokio::time::timeout(secs(10), self.seen.recv())
            .await
            .expect("the bot reacted within 10 s")
            .expect("the handler is alive")
    }

    async fn answered(&mut self, name: &str) {
        match self.next().await {
            Seen::Answered { command, result } => {
                assert_eq!(command, name);
                result.expect("create_response succeeded");
            }
            other => panic!("expected an answer to {name}, got {other:?}"),
        }
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        self.task.abort();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_client_connects_and_answers_a_slash_command() {
    within(secs(30), async {
        // A short heartbeat interval so the client heartbeats during the test.
        let fake = FakeDiscord::start_with_heartbeat(Duration::from_millis(300)).await;
        let mut bot = Bot::start(&fake).await;
        let Seen::Ready { session_id } = bot.next().await else {
            panic!("READY first")
        };
        assert!(session_id.starts_with("fakesession"));
        fake.wait_ready().await;

        // What serenity did to get here.
        let startup: Vec<String> = fake
            .requests()
            .iter()
            .map(|r| format!("{:?} {}", r.method, r.path))
            .collect();
        assert_eq!(startup, vec!["Get /api/v10/gateway".to_string()]);
        assert_eq!(fake.gateway_connections(), vec!["/?v=10".to_string()]);
        let identify = &fake.identifies()[0];
        assert_eq!(identify["token"], json!(format!("Bot {BOT_TOKEN}")));
        let intents = GatewayIntents::GUILDS | GatewayIntents::DIRECT_MESSAGES;
        assert_eq!(identify["intents"], json!(intents.bits()));
        assert_eq!(identify["shard"], json!([0, 1]));

        let sent = fake
            .inject_interaction(fake.slash_command("ping", json!({}), &Ctx::guild().locale("fr")))
            .await;
        bot.answered("ping").await;
        let callback = fake
            .wait_for(
                |r| r.method == Method::Post && r.path.ends_with("/callback"),
                secs(5),
            )
            .await;
        assert!(callback.path.starts_with("/api/v10/interactions/"));
        let body = callback.json().expect("a JSON callback");
        assert_eq!(body["type"], json!(4));
        assert_eq!(body["data"]["content"], json!("pong ping fr"));
        assert!(
            callback.at >= sent.sent_at,
            "arrival times allow measuring the bot's latency"
        );

        // Heartbeats are acknowledged, so the connection stays up (no re-identify, no resume).
        let beats = fake.until(secs(10), |fake| (fake.heartbeat_count() >= 2).then_some(()));
        assert!(beats.await.is_some(), "serenity heartbeats every interval");
        assert_eq!((fake.ready_count(), fake.resumed_count()), (1, 0));
        bot.stop().await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_client_resumes_after_drops_and_identifies_again_when_restarted() {
    within(secs(60), async {
        let fake = FakeDiscord::start().await;
        let mut bot = Bot::start(&fake).await;
        assert!(matches!(bot.next().await, Seen::Ready { .. }));

        // Discord drops the connection: serenity reconnects and RESUMEs the session.
        assert!(fake.disconnect());
        fake.wait_resumed_count(1, secs(10)).await;
        fake.inject_interaction(fake.slash_command("after-drop", json!({}), &Ctx::guild()))
            .await;
        bot.answered("after-drop").await;

        // Discord asks for a reconnect (op 7): same again.
        assert!(fake.request_reconnect());
        fake.wait_resumed_count(2, secs(10)).await;
        fake.inject_interaction(fake.slash_command("after-reconnect", json!({}), &Ctx::dm()))
            .await;
        bot.answered("after-reconnect").await;
        assert_eq!(fake.ready_count(), 1, "resumes do not re-identify");

        // The bot process restarts: a new client identifies, and injections go to it.
        bot.stop().await;
        let mut restarted = Bot::start(&fake).await;
        assert!(matches!(restarted.next().await, Seen::Ready { .. }));
        fake.wait_ready_count(2, secs(10)).await;
        fake.inject_interaction(fake.slash_command("after-restart", json!({}), &Ctx::guild()))
            .await;
        restarted.answered("after-restart").await;
        assert_eq!(fake.gateway_connections().len(), 4);
        assert_eq!(
            fake.requests_matching(Method::Post, "/api/v10/interactions/")
                .len(),
            3
        );
        assert!(fake
            .identifies()
            .iter()
            .all(|i| i["token"] == json!(format!("Bot {BOT_TOKEN}"))));
        restarted.stop().await;
    })
    .await;
}
