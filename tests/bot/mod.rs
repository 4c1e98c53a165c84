//! The real bot (`oncall_drill::discord`) through serenity against the fake Discord: a
//! harness that starts it on a temporary SQLite file, sends interactions, waits for the
//! bot's answers, restarts it, and validates every request body it sent against Discord's
//! OpenAPI description.

mod charts;
mod debrief;
mod floods;
mod flows;
mod forged;
mod fuzz;
mod game_master;
mod gm_role;
mod idle;
mod in_time;
mod logs;
mod members;
mod metrics;
mod once;
mod outbox;
mod owed;
mod permissions;
mod process;
mod progress;
mod rate_limits;
mod refusals;
mod replaced;
mod restart;
mod rewind;
mod rollback_note;
mod safe;
mod safe_process;
mod safe_team;
mod schedule;
mod schedule_process;
mod schedule_resume;
mod secret_seed;
mod server_scenarios;
mod shards;
mod shutdown;
mod team;
mod time_zone;
mod traffic;
mod uploads;
mod ux;
mod web;
mod why;

use std::path::PathBuf;

use oncall_drill::discord::{self, BotConfig, Running};
use serde_json::Value;

use crate::fake_discord::{
    Ctx, FakeDiscord, Method, RecordedRequest, BOT_TOKEN, CHANNEL_ID, GUILD_ID,
};
use crate::util::temp_dir;

pub use crate::util::{eventually, WAIT};

/// Whether `request` posts a message in `channel` whose first embed's title starts with
/// `title` (a debrief's is "Debrief: " and the scenario's title).
pub fn posts_embed_titled(request: &RecordedRequest, channel: u64, title: &str) -> bool {
    request.is(
        Method::Post,
        &format!("/api/v10/channels/{channel}/messages"),
    ) && request.json().is_some_and(|j| {
        j["embeds"][0]["title"]
            .as_str()
            .is_some_and(|t| t.starts_with(title))
    })
}

/// The custom ids of the buttons under a posted message.
pub fn button_ids(message: &Value) -> Vec<String> {
    (message["components"].as_array().into_iter().flatten())
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

pub struct TestBot {
    pub fake: FakeDiscord,
    pub db: PathBuf,
    /// The folder of `db`, removed when the test ends.
    _dir: crate::util::TestDir,
    running: Option<Running>,
}

/// The bot's test configuration: the fake Discord, its token and guild, and `db`.
pub fn config(fake: &FakeDiscord, db: &std::path::Path) -> BotConfig {
    let env = |name: &str| match name {
        "DISCORD_TOKEN" => Some(BOT_TOKEN.to_string()),
        "DISCORD_PROXY_URL" => Some(fake.base_url()),
        "DISCORD_DEV_GUILD_ID" => Some(GUILD_ID.to_string()),
        _ => None,
    };
    BotConfig::load(None, Some(db), env).expect("test configuration")
}

impl TestBot {
    pub async fn start(name: &str) -> TestBot {
        TestBot::start_with(name, |_| {}).await
    }

    /// Starts the bot with its test configuration changed by `configure`.
    pub async fn start_with(name: &str, configure: impl FnOnce(&mut BotConfig)) -> TestBot {
        let fake = FakeDiscord::start().await;
        let dir = temp_dir(&format!("bot-{name}"));
        let db = dir.join("bot.sqlite3");
        let mut config = config(&fake, &db);
        configure(&mut config);
        let running = discord::start(config).await.expect("the bot starts");
        let bot = TestBot {
            fake,
            db,
            _dir: dir,
            running: Some(running),
        };
        bot.fake.wait_ready().await;
        bot.fake
            .wait_for(
                |r| {
                    r.method == Method::Put
                        && r.path.ends_with(&format!("/guilds/{GUILD_ID}/commands"))
                },
                WAIT,
            )
            .await;
        bot
    }

    /// Stops the bot (disconnect, host and publisher ended, database closed) and starts a
    /// new one on the same database and fake.
    pub async fn restart(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop().await;
        }
        let readies = self.fake.ready_count();
        let running = discord::start(config(&self.fake, &self.db))
            .await
            .expect("the bot restarts");
        self.running = Some(running);
        self.fake.wait_ready_count(readies + 1, WAIT).await;
    }

    /// The running bot's drill door.
    pub fn drills(&self) -> &oncall_drill::drill::DrillHandle {
        &self.handles().drills
    }

    /// The running bot's handles (settings, uploads, outbox, leaderboards beside the door).
    pub fn handles(&self) -> &oncall_drill::drill::Handles {
        &self.running.as_ref().expect("the bot runs").drills
    }

    /// The running bot (its web page, its own metrics address).
    pub fn running(&self) -> &Running {
        self.running.as_ref().expect("the bot runs")
    }

    /// Injects an interaction and returns the bot's callback body.
    pub async fn call(&self, payload: Value) -> Value {
        call(&self.fake, payload).await
    }

    pub async fn slash(&self, name: &str, options: Value, ctx: &Ctx) -> Value {
        self.call(self.fake.slash_command(name, options, ctx)).await
    }

    /// A slash command's callback as sent (a deferral stays a deferral).
    pub async fn slash_raw(&self, name: &str, options: Value, ctx: &Ctx) -> Value {
        call_raw(&self.fake, self.fake.slash_command(name, options, ctx)).await
    }

    pub async fn incident(&self, sub: &str, options: Value, ctx: &Ctx) -> Value {
        self.call(self.fake.subcommand("incident", sub, options, ctx))
            .await
    }

    /// Presses a button as the bot offers it now: an id without its drill (`od:ready`) is
    /// given the drill of `ctx`'s channel (`od:ready@1`), as every status's buttons carry it.
    pub async fn press(&self, custom_id: &str, message_id: u64, ctx: &Ctx) -> Value {
        let mut payload = self.fake.component(custom_id, message_id, ctx);
        let place = oncall_drill::model::Place::in_guild(
            payload["guild_id"].as_str().unwrap_or_default(),
            payload["channel_id"].as_str().unwrap_or_default(),
        );
        if !custom_id.contains('@') {
            if let Ok(drill) = self.drills().snapshot(&place).await {
                payload["data"]["custom_id"] = format!("{custom_id}@{}", drill.id.0).into();
            }
        }
        self.call(payload).await
    }

    /// Presses a button with exactly this custom id (one from an older version of the bot).
    pub async fn press_exactly(&self, custom_id: &str, message_id: u64, ctx: &Ctx) -> Value {
        self.call(self.fake.component(custom_id, message_id, ctx))
            .await
    }

    /// Advances the drill by `minutes` as `ctx`, at most 60 (`/advance`'s limit) at a time;
    /// each advance must be accepted.
    pub async fn advance(&self, ctx: &Ctx, mut minutes: u32) {
        while minutes > 0 {
            let step = minutes.min(60);
            let (text, _) = reply(
                &self
                    .slash("advance", serde_json::json!({ "minutes": step }), ctx)
                    .await,
            );
            assert!(text.contains(" advanced the drill "), "{text}");
            minutes -= step;
        }
    }

    /// `/incident export` in the drill channel: the answer with its three files (the
    /// report, the replay file and the run chart).
    pub async fn export(&self) -> RecordedRequest {
        let payload = self
            .fake
            .subcommand("incident", "export", Value::Null, &Ctx::guild());
        let token = payload["token"].as_str().unwrap().to_string();
        call_raw(&self.fake, payload).await;
        self.fake
            .wait_for(
                |r| r.method == Method::Post && r.path.contains(&token) && r.files().len() == 3,
                WAIT,
            )
            .await
    }

    /// Waits until the bot has posted `count` messages in the drill channel.
    pub async fn wait_posts(&self, count: usize) -> Vec<RecordedRequest> {
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
        let posts = || async {
            let posts: Vec<RecordedRequest> = (self.fake.requests().into_iter())
                .filter(|r| r.is(Method::Post, &path))
                .collect();
            (posts.len() >= count).then_some(posts)
        };
        eventually(&format!("{count} posts in the drill channel"), posts).await
    }

    /// Waits for the debrief: a drill channel message whose embed title starts with `title`.
    pub async fn wait_debrief(&self, title: &str) -> RecordedRequest {
        self.wait_debrief_in(CHANNEL_ID, title).await
    }

    /// Waits for the debrief in `channel` (see [`posts_embed_titled`]).
    pub async fn wait_debrief_in(&self, channel: u64, title: &str) -> RecordedRequest {
        self.fake
            .wait_for(|r| posts_embed_titled(r, channel, title), WAIT)
            .await
    }

    /// Waits (up to [`WAIT`], else panics) until the publisher is idle: everything the
    /// drills gave it so far posted, nothing waiting on a back-off or a rate limit. What
    /// the test caused before asking counts (see `publisher::IdleSignal`); a debrief still
    /// being computed does not: wait for it by what it posts.
    pub async fn publisher_idle(&self) {
        let idle = self.running().publisher_idle().idle();
        match tokio::time::timeout(WAIT, idle).await {
            Ok(true) => {}
            Ok(false) => panic!("the publisher ended"),
            Err(_) => panic!("the publisher still busy after {WAIT:?}"),
        }
    }

    /// Every body the bot sent validates against Discord's OpenAPI description.
    pub fn assert_requests_valid(&self) {
        let spec = crate::openapi::shared();
        let mut checked = 0;
        for request in self.fake.requests() {
            let method = format!("{:?}", request.method).to_uppercase();
            if matches!(request.method, Method::Get | Method::Delete) {
                continue;
            }
            let body = request.json().cloned().unwrap_or(Value::Null);
            if let Err(errors) = spec.validate_request(&method, &request.path, &body) {
                panic!(
                    "{method} {} does not validate:\n{}\n{body:#}",
                    request.path,
                    errors.join("\n")
                );
            }
            checked += 1;
        }
        assert!(checked > 0, "no request was checked");
    }

    pub async fn stop(mut self) {
        if let Some(running) = self.running.take() {
            running.stop().await;
        }
    }
}

/// Injects an interaction into `fake` and returns the bot's answer as a message callback
/// (type 4): the callback itself, or, when the bot deferred it (an answer late on a busy
/// machine is deferred, `discord::in_time`), the message that then carried the answer
/// (the follow-up, or the deferred response's edit) in a callback's shape. Tests of a
/// command that always defers read its callback with [`call_raw`].
pub async fn call(fake: &FakeDiscord, payload: Value) -> Value {
    let token = payload["token"]
        .as_str()
        .expect("interaction token")
        .to_string();
    let callback = call_raw(fake, payload).await;
    if callback["type"] != 5 {
        return callback;
    }
    let webhook = format!("/api/v10/webhooks/{}/{token}", crate::fake_discord::APP_ID);
    let original = format!("{webhook}/messages/@original");
    let answer = fake
        .wait_for(
            |r| r.is(Method::Post, &webhook) || r.is(Method::Patch, &original),
            WAIT,
        )
        .await;
    serde_json::json!({ "type": 4, "data": answer.json().cloned().unwrap_or_default() })
}

/// Injects an interaction into `fake` and returns the bot's callback body as sent.
pub async fn call_raw(fake: &FakeDiscord, payload: Value) -> Value {
    let id = payload["id"].as_str().expect("interaction id").to_string();
    let token = payload["token"]
        .as_str()
        .expect("interaction token")
        .to_string();
    fake.inject_interaction(payload).await;
    let path = format!("/api/v10/interactions/{id}/{token}/callback");
    let request = fake.wait_for(|r| r.is(Method::Post, &path), WAIT).await;
    request.json().cloned().expect("a JSON callback")
}

/// Waits for a request to `path` (a successful one when `succeeded`) whose JSON content
/// contains `needle`.
pub async fn wait_content(
    fake: &FakeDiscord,
    path: &str,
    needle: &str,
    succeeded: bool,
) -> RecordedRequest {
    fake.wait_for(
        |r| {
            r.is(Method::Post, path)
                && (!succeeded || r.succeeded())
                && r.json()
                    .and_then(|j| j["content"].as_str())
                    .is_some_and(|c| c.contains(needle))
        },
        WAIT,
    )
    .await
}

pub fn reply(callback: &Value) -> (String, bool) {
    assert_eq!(callback["type"], 4, "a message callback: {callback:#}");
    let data = &callback["data"];
    let ephemeral = data["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    (
        data["content"].as_str().unwrap_or_default().to_string(),
        ephemeral,
    )
}

/// The embed field values of a message body, by field name.
pub fn field(message: &Value, name: &str) -> Option<String> {
    message["embeds"][0]["fields"]
        .as_array()?
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str().map(str::to_string))
}
