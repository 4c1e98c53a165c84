//! A server's own scenarios through the bot: `/scenario upload` reads the attachment from
//! the fake's CDN, refuses a file that is too big or not valid (every problem in the
//! private answer, nothing stored) and members without Manage Server; an uploaded scenario
//! is listed by `/scenarios` and started by its id in its own server only, removed with
//! `/scenario remove`, and a drill started from it survives its removal and a restart.

use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, APP_ID};

pub(super) const OURS: &str = r#"id = "our-outage"
start = "09:00"
duration_min = 30
base_rps = 1000.0
boot_delay_min = 3
budget_left_pct = 50.0

[text.en-US]
title = "Our outage of last spring"
briefing = "The database lost a replica at 09:10."

[initial]
instances = 10
floor = 10
autoscaler = true
target_pct = 60
ttl_s = 60
shed_pct = 0
feature = true
cache_warm_pct = 100.0
"#;

/// Another server, with a channel of its own.
fn elsewhere() -> Ctx {
    Ctx {
        guild_id: Some(1_100_000_000_000_000_900),
        channel_id: 1_100_000_000_000_000_901,
        ..Ctx::guild()
    }
}

/// The bot's private or public answer to `payload`: its callback, or the follow-up of a
/// deferred one.
pub(super) async fn answer(bot: &TestBot, payload: Value) -> (String, bool) {
    let token = payload["token"].as_str().expect("a token").to_string();
    let callback = bot.call(payload).await;
    if callback["type"] == 4 {
        return reply(&callback);
    }
    assert_eq!(callback["type"], 5, "deferred: {callback:#}");
    let path = format!("/api/v10/webhooks/{APP_ID}/{token}");
    let followup = bot
        .fake
        .wait_for(|r| r.method == Method::Post && r.path == path, WAIT)
        .await;
    let body = followup.json().cloned().expect("a JSON follow-up");
    let ephemeral = body["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    let content = body["content"].as_str().unwrap_or_default().to_string();
    (content, ephemeral)
}

/// `/scenario upload file:<name>` with `bytes` attached (its size reported as `claimed`).
pub(super) async fn upload(
    bot: &TestBot,
    name: &str,
    bytes: &[u8],
    claimed: Option<usize>,
    ctx: &Ctx,
) -> (String, bool) {
    let attachment = bot.fake.user_file(name, bytes, claimed);
    let id = attachment["id"].as_str().expect("an id").to_string();
    // The fake resolves the option to the attached file, as Discord does.
    let file = json!({"file": {"type": 11, "value": id}});
    let payload = bot.fake.subcommand("scenario", "upload", file, ctx);
    assert_eq!(payload["data"]["resolved"]["attachments"][&id], attachment);
    answer(bot, payload).await
}

async fn remove(bot: &TestBot, id: &str, ctx: &Ctx) -> (String, bool) {
    let payload = bot
        .fake
        .subcommand("scenario", "remove", json!({ "id": id }), ctx);
    answer(bot, payload).await
}

/// The server's own scenarios as `/scenarios` lists them (the second embed), by field name.
pub(super) async fn listed(bot: &TestBot, ctx: &Ctx) -> Vec<String> {
    let callback = bot.slash("scenarios", Value::Null, ctx).await;
    let embeds = callback["data"]["embeds"].as_array().expect("embeds");
    assert!(embeds[0]["fields"].as_array().unwrap().len() >= 9);
    match embeds.get(1) {
        None => Vec::new(),
        Some(own) => {
            assert_eq!(own["title"], "This server's scenarios");
            own["fields"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f["name"].as_str().unwrap().to_string())
                .collect()
        }
    }
}

pub(super) async fn start(bot: &TestBot, id: &str, ctx: &Ctx) -> (String, bool) {
    reply(
        &bot.incident(
            "start",
            json!({"scenario": id, "pace": "turns", "seed": 3}),
            ctx,
        )
        .await,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_scenario_is_listed_and_started_in_its_server_only() {
    let bot = TestBot::start("server-scenarios").await;
    let admin = Ctx::guild();
    let (text, private) = upload(&bot, "ours.toml", OURS.as_bytes(), None, &admin).await;
    assert!(private, "{text}");
    assert!(
        text.contains("`our-outage`") && text.contains("is stored for this server"),
        "{text}"
    );
    assert_eq!(
        listed(&bot, &admin).await,
        ["our-outage — Our outage of last spring"]
    );
    // Another server sees nothing of it: not listed, not started, not removed.
    let other = elsewhere();
    assert!(listed(&bot, &other).await.is_empty());
    let (refused, private) = start(&bot, "our-outage", &other).await;
    assert!(private, "{refused}");
    assert!(
        refused.contains("There is no scenario `our-outage` here"),
        "{refused}"
    );
    assert!(!refused.contains("our-outage,"), "not offered: {refused}");
    let (refused, _) = remove(&bot, "our-outage", &other).await;
    assert!(
        refused.contains("There is no scenario `our-outage`"),
        "{refused}"
    );
    // Its own server starts it by id.
    let (started, private) = start(&bot, "our-outage", &admin).await;
    assert!(!private, "{started}");
    assert!(started.contains("Our outage of last spring"), "{started}");
    assert!(started.contains("The database lost a replica"), "{started}");
    // A path on the bot's disk is not a scenario id.
    let path = crate::util::repo_path("scenarios/bad-deploy.toml");
    let (refused, _) = start(&bot, path.to_str().unwrap(), &other).await;
    assert!(refused.contains("There is no scenario"), "{refused}");
    // Its leaderboard is asked for in its own server, and unknown in another.
    let board = |ctx: Ctx| {
        let bot = &bot;
        async move {
            let answer = bot
                .slash("leaderboard", json!({"scenario": "our-outage"}), &ctx)
                .await;
            let embed = answer["data"]["embeds"][0]["description"].as_str();
            (embed.map(str::to_string), reply(&answer).0)
        }
    };
    let (ours, _) = board(admin.clone()).await;
    assert!(ours.is_some_and(|d| d.contains("No drill has ended")));
    let (none, refused) = board(other.clone()).await;
    assert!(none.is_none(), "{refused}");
    assert!(
        refused.contains("There is no scenario `our-outage` here"),
        "{refused}"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_file_is_refused_with_every_problem_and_nothing_stored() {
    let bot = TestBot::start("server-scenarios-bad").await;
    let admin = Ctx::guild();
    let bad = OURS
        .replace("base_rps = 1000.0", "base_rps = -5.0")
        .replace("floor = 10", "floor = 12");
    let (text, private) = upload(&bot, "bad.toml", bad.as_bytes(), None, &admin).await;
    assert!(private, "{text}");
    assert!(text.contains("not a valid scenario (2 problems)"), "{text}");
    let problems: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("bad.toml:"))
        .collect();
    assert_eq!(problems.len(), 2, "{text}");
    assert!(problems[0].starts_with("bad.toml:4:") && problems[0].contains("base_rps"));
    assert!(problems[1].contains("initial.floor"), "{text}");
    // A built-in id is not taken over.
    let builtin = OURS.replace("our-outage", "bad-deploy");
    let (text, _) = upload(&bot, "b.toml", builtin.as_bytes(), None, &admin).await;
    assert!(
        text.contains("`bad-deploy` is a built-in scenario"),
        "{text}"
    );
    assert!(listed(&bot, &admin).await.is_empty());
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_over_16_kb_is_refused_by_its_size_and_by_its_bytes() {
    let bot = TestBot::start("server-scenarios-big").await;
    let admin = Ctx::guild();
    let big = format!("{OURS}\n# {}\n", "x".repeat(17 * 1024));
    // Announced too big: refused before anything is read.
    let (text, private) = upload(&bot, "big.toml", big.as_bytes(), None, &admin).await;
    assert!(private, "{text}");
    assert!(
        text.contains(&format!("The file is {} bytes", big.len()))
            && text.contains("at most 16384 bytes"),
        "{text}"
    );
    assert!(bot
        .fake
        .requests_matching(Method::Get, "/attachments/")
        .is_empty());
    // Announced small but too big when read: refused on the bytes.
    let (text, _) = upload(&bot, "liar.toml", big.as_bytes(), Some(100), &admin).await;
    assert!(text.contains("at most 16384 bytes"), "{text}");
    assert_eq!(
        bot.fake
            .requests_matching(Method::Get, "/attachments/")
            .len(),
        1
    );
    assert!(listed(&bot, &admin).await.is_empty());
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_with_manage_server_manage_scenarios() {
    let bot = TestBot::start("server-scenarios-perm").await;
    // Manage Channels (1 << 4) runs drills, but does not manage the server's scenarios.
    let channel_manager = Ctx::guild()
        .user(100_000_000_000_000_202, "bob")
        .permissions("16");
    let (text, private) = upload(&bot, "ours.toml", OURS.as_bytes(), None, &channel_manager).await;
    assert!(private && text.contains("Manage Server"), "{text}");
    assert!(listed(&bot, &channel_manager).await.is_empty());
    // Manage Server (1 << 5) does.
    let server_manager = Ctx::guild()
        .user(100_000_000_000_000_203, "carol")
        .permissions("32");
    let (text, _) = upload(&bot, "ours.toml", OURS.as_bytes(), None, &server_manager).await;
    assert!(text.contains("is stored"), "{text}");
    let (text, _) = remove(&bot, "our-outage", &channel_manager).await;
    assert!(text.contains("Manage Server"), "{text}");
    assert_eq!(listed(&bot, &server_manager).await.len(), 1);
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_removed_scenario_is_gone_but_its_running_drill_goes_on_after_a_restart() {
    let mut bot = TestBot::start("server-scenarios-remove").await;
    let admin = Ctx::guild();
    upload(&bot, "ours.toml", OURS.as_bytes(), None, &admin).await;
    start(&bot, "our-outage", &admin).await;
    reply(&bot.slash("advance", json!({"minutes": 5}), &admin).await);
    let (text, private) = remove(&bot, "our-outage", &admin).await;
    assert!(
        private && text.contains("is removed from this server"),
        "{text}"
    );
    assert!(listed(&bot, &admin).await.is_empty());
    let thread = Ctx::guild().channel(1_100_000_000_000_000_201);
    let (refused, _) = start(&bot, "our-outage", &thread).await;
    assert!(
        refused.contains("There is no scenario `our-outage`"),
        "{refused}"
    );

    bot.restart().await;
    // The drill was rebuilt from the text it ran, though the server removed it.
    let status = bot.slash("status", Value::Null, &admin).await;
    let title = status["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default();
    assert!(title.contains("09:05"), "{status:#}");
    reply(&bot.slash("advance", json!({"minutes": 1}), &admin).await);
    bot.assert_requests_valid();
    bot.stop().await;
}

/// OURS with a cache flush at a fixed time: valid when servers uploaded it, refused since
/// the onset rule (an unannounced event starts in a seeded window of 20 minutes or more).
fn stored_before_the_onset_rule() -> String {
    format!("{OURS}\n[[events]]\nkind = \"cache-flush\"\nat = \"09:10\"\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scenario_stored_before_the_onset_rule_is_kept_and_its_drill_survives_a_restart() {
    use oncall_drill::model::GuildId;
    use oncall_drill::store::{ServerScenario, Store};
    let mut bot = TestBot::start("server-scenarios-legacy").await;
    let admin = Ctx::guild();
    let text = stored_before_the_onset_rule();
    // A new upload of it is refused, naming the rule.
    let (refused, _) = upload(&bot, "old.toml", text.as_bytes(), None, &admin).await;
    assert!(refused.contains("is not announced"), "{refused}");
    // As a server's list held it before: written to the store, as an older version did.
    let guild = GuildId(admin.guild_id.expect("a server").to_string());
    let stored = ServerScenario {
        id: "our-outage".into(),
        file_name: "old.toml".into(),
        toml: text.clone(),
        content_hash: oncall_drill::scenario::fnv1a(text.as_bytes()),
        uploaded_by: "42".into(),
        uploaded_at_ms: 1_700_000_000_000,
    };
    Store::open(&bot.db)
        .unwrap()
        .put_server_scenario(&guild, &stored)
        .unwrap();
    bot.restart().await;
    assert_eq!(
        listed(&bot, &admin).await,
        ["our-outage — Our outage of last spring"]
    );
    let (started, _) = start(&bot, "our-outage", &admin).await;
    assert!(started.contains("Our outage of last spring"), "{started}");
    reply(&bot.slash("advance", json!({"minutes": 5}), &admin).await);
    bot.restart().await;
    // The drill was rebuilt from its stored text.
    let status = bot.slash("status", Value::Null, &admin).await;
    let title = status["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default();
    assert!(title.contains("09:05"), "{status:#}");
    bot.assert_requests_valid();
    bot.stop().await;
}
