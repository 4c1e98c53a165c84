//! Bad inputs through the real bot: each gets the right ephemeral error in the server's
//! locale and changes nothing; concurrent starts and fifty simultaneous actions lose
//! nothing; a channel that refuses the bot has its drill stopped.

use serde_json::{json, Value};

use super::{eventually, reply, TestBot};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID};

fn actions_in_db(bot: &TestBot) -> i64 {
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    conn.query_row("SELECT count(*) FROM actions", [], |r| r.get(0))
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_ephemeral_localised_and_change_nothing() {
    let bot = TestBot::start("refusals").await;
    let admin = Ctx::guild();
    let nobody = Ctx::guild().user(7, "eve").permissions("0");

    let (text, ephemeral) = reply(&bot.slash("rollback", Value::Null, &admin).await);
    assert!(ephemeral);
    assert_eq!(
        text,
        "There is no incident running here. Start one with “incident start”."
    );

    let (text, ephemeral) = reply(
        &bot.incident("start", json!({"scenario": "free-play"}), &nobody)
            .await,
    );
    assert!(ephemeral);
    assert!(text.contains("Manage Channels permission"), "{text}");

    let (text, ephemeral) = reply(&bot.slash("help", Value::Null, &Ctx::dm()).await);
    assert!(ephemeral);
    assert!(text.contains("not in direct messages"), "{text}");

    reply(
        &bot.incident(
            "start",
            json!({"scenario": "free-play", "pace": "turns"}),
            &admin,
        )
        .await,
    );
    for (command, options, expected) in [
        (
            "ttl",
            json!({"seconds": 3601}),
            "ttl 3601 is out of range: allowed 0–3600.",
        ),
        (
            "floor",
            json!({"instances": 0}),
            "floor 0 is out of range: allowed 1–40.",
        ),
        (
            "shed",
            json!({"percent": 101}),
            "shed 101 is out of range: allowed 0–100.",
        ),
        (
            "target",
            json!({"percent": 9}),
            "target 9 is out of range: allowed 10–95.",
        ),
        (
            "autoscale",
            json!({"state": "on", "target": 99}),
            "target 99 is out of range: allowed 10–95.",
        ),
        (
            "feature",
            json!({"state": "maybe"}),
            "“feature” takes on or off, but got “maybe”.",
        ),
        ("reboot", Value::Null, "Unknown command “reboot”."),
    ] {
        let (text, ephemeral) = reply(&bot.slash(command, options, &nobody).await);
        assert!(ephemeral, "{command}");
        assert!(text.contains(expected), "{command}: {text}");
    }
    let (text, ephemeral) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "free-play", "pace": "fast"}),
            &admin,
        )
        .await,
    );
    assert!(ephemeral && text.contains("Unknown pace “fast”"), "{text}");
    let (text, ephemeral) = reply(
        &bot.incident("start", json!({"scenario": "bad-deploy"}), &admin)
            .await,
    );
    assert!(ephemeral && text.contains("already running"), "{text}");
    let (text, ephemeral) = reply(&bot.incident("stop", Value::Null, &nobody).await);
    assert!(ephemeral && text.contains("permission"), "{text}");
    let (text, ephemeral) = reply(
        &bot.slash("locale", json!({"language": "ru"}), &nobody)
            .await,
    );
    assert!(ephemeral && text.contains("permission"), "{text}");
    assert_eq!(actions_in_db(&bot), 0, "no refused action was stored");

    // The same refusal in Russian once the server speaks it, for a reader whose own client
    // language the bot does not speak (one it speaks gets their own: see ux.rs).
    reply(&bot.slash("locale", json!({"language": "ru"}), &admin).await);
    let german = nobody.clone().locale("de");
    let (text, ephemeral) = reply(&bot.slash("ttl", json!({"seconds": -5}), &german).await);
    assert!(ephemeral);
    assert_eq!(
        text,
        "ttl -5 — вне допустимого диапазона: разрешено 0–3600."
    );
    assert_eq!(actions_in_db(&bot), 0);
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_starts_and_fifty_actions_at_once() {
    let bot = TestBot::start("concurrency").await;
    let admin = Ctx::guild();
    // Two starts in one channel at the same moment: exactly one wins.
    let a = bot.fake.subcommand(
        "incident",
        "start",
        json!({"scenario": "free-play", "pace": "turns"}),
        &admin,
    );
    let b = bot.fake.subcommand(
        "incident",
        "start",
        json!({"scenario": "viral-surge", "pace": "turns"}),
        &admin,
    );
    let (ra, rb) = tokio::join!(bot.call(a), bot.call(b));
    let outcomes = [reply(&ra), reply(&rb)];
    assert_eq!(
        outcomes.iter().filter(|(_, ephemeral)| !ephemeral).count(),
        1,
        "{outcomes:?}"
    );
    assert!(
        outcomes
            .iter()
            .any(|(t, e)| *e && t.contains("already running")),
        "{outcomes:?}"
    );

    // Fifty members act at once: every one is acknowledged and stored, none is lost.
    let payloads: Vec<Value> = (0..50)
        .map(|i| {
            bot.fake.slash_command(
                "ttl",
                json!({"seconds": 100 + i}),
                &Ctx::guild()
                    .user(5000 + i, &format!("p{i}"))
                    .permissions("0"),
            )
        })
        .collect();
    let answers = futures::future::join_all(payloads.into_iter().map(|p| bot.call(p))).await;
    for answer in &answers {
        let (text, ephemeral) = reply(answer);
        assert!(!ephemeral && text.contains("set the cache TTL"), "{text}");
    }
    assert_eq!(actions_in_db(&bot), 50);

    // Two "+2 instances" pressed at once by two members add up: neither press is lost.
    let presses = [
        bot.fake.component("od:floor+2@1", 1, &admin),
        bot.fake
            .component("od:floor+2@1", 1, &admin.clone().user(77, "bo")),
    ];
    let [a, b] = presses;
    let (pa, pb) = tokio::join!(bot.call(a), bot.call(b));
    let floors: Vec<String> = [pa, pb].iter().map(|p| reply(p).0).collect();
    assert!(
        floors.iter().any(|t| t.contains("to 12 instances")),
        "{floors:?}"
    );
    assert!(
        floors.iter().any(|t| t.contains("to 14 instances")),
        "{floors:?}"
    );
    reply(&bot.slash("advance", Value::Null, &admin).await);
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    let last_ttl: String = conn
        .query_row(
            "SELECT action FROM actions WHERE action LIKE 'ttl %' ORDER BY seq DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let (ttl, floor_booting): (i64, i64) = conn
        .query_row(
            "SELECT json_extract(record, '$.ttl_s'), json_extract(record, '$.booting') FROM minutes WHERE minute = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(
        format!("ttl {ttl}"),
        last_ttl,
        "the last acknowledged TTL is the one in force"
    );
    assert_eq!(floor_booting, 4, "floor 10 → 14: four instances boot");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_that_refuses_the_bot_stops_its_drill() {
    let bot = TestBot::start("gone").await;
    let admin = Ctx::guild();
    reply(
        &bot.incident(
            "start",
            json!({"scenario": "free-play", "pace": "turns"}),
            &admin,
        )
        .await,
    );
    bot.wait_posts(1).await;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    bot.fake.fail(
        Method::Post,
        &path,
        403,
        json!({"message": "Missing Access", "code": 50001}),
    );
    bot.fake.fail(
        Method::Patch,
        &format!("{path}/1"),
        403,
        json!({"message": "Missing Access", "code": 50001}),
    );
    bot.fake.fail(
        Method::Patch,
        &format!("{path}/2"),
        403,
        json!({"message": "Missing Access", "code": 50001}),
    );
    reply(&bot.slash("advance", json!({"minutes": 5}), &admin).await);
    let stopped = || async {
        let conn = rusqlite::Connection::open(&bot.db).unwrap();
        let state: String = conn
            .query_row("SELECT state FROM incidents", [], |r| r.get(0))
            .unwrap();
        (state == "stopped").then_some(())
    };
    eventually("the drill is stopped", stopped).await;
    let (text, ephemeral) = reply(&bot.slash("rollback", Value::Null, &admin).await);
    assert!(ephemeral && text.contains("over"), "{text}");
    bot.stop().await;
}
