//! Every command and every button, in English and in Russian, with the recorded callbacks,
//! channel messages, the chart attachments decoded, and the registration payload.

use oncall_drill::chart::{COMPACT_HEIGHT, COMPACT_WIDTH, RUN_HEIGHT, WIDTH};
use serde_json::{json, Value};

use super::{field, reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, APP_ID, GUILD_ID};
use crate::util::png_size;

fn registered(bot: &TestBot) -> Vec<Value> {
    let put = bot.fake.requests_matching(
        Method::Put,
        &format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands"),
    );
    put.last()
        .and_then(|r| r.json().cloned())
        .and_then(|v| v.as_array().cloned())
        .expect("a registration")
}

fn option<'a>(command: &'a Value, name: &str) -> &'a Value {
    command["options"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == name))
        .expect(name)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_carries_localisations_and_ranges() {
    let bot = TestBot::start("registration").await;
    let commands = registered(&bot);
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for expected in [
        "incident",
        "floor",
        "autoscale",
        "target",
        "ttl",
        "warmup",
        "shed",
        "feature",
        "rollback",
        "chart",
        "scenarios",
        "model",
        "locale",
        "help",
        "status",
        "advance",
        "pause",
        "resume",
        "why",
        "scenario",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} registered: {names:?}"
        );
    }
    for command in &commands {
        let ru = command["name_localizations"]["ru"]
            .as_str()
            .unwrap_or_default();
        assert!(
            !ru.is_empty() && ru == ru.to_lowercase() && !ru.contains(' '),
            "{}: ru name {ru:?}",
            command["name"]
        );
        assert!(command["description_localizations"]["ru"]
            .as_str()
            .is_some_and(|d| d.chars().count() <= 100));
    }
    let by_name = |n: &str| commands.iter().find(|c| c["name"] == n).unwrap();
    // What changes a server's drills or settings is hidden from members without Manage
    // Channels (Discord's `default_member_permissions`, 1 << 4), its own scenarios from
    // members without Manage Server (1 << 5); the rest is for everyone.
    for command in &commands {
        let expected = match command["name"].as_str() {
            Some("incident" | "locale" | "schedule") => json!(16),
            Some("scenario") => json!(32),
            _ => Value::Null,
        };
        assert_eq!(
            command
                .get("default_member_permissions")
                .cloned()
                .unwrap_or(Value::Null),
            expected,
            "{}",
            command["name"]
        );
        assert_eq!(
            command["contexts"],
            json!([0]),
            "{}: servers only",
            command["name"]
        );
    }
    let subcommands: Vec<&str> = by_name("incident")["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(subcommands, ["start", "stop", "export", "pace"]);
    let range = |c: &str, o: &str| {
        let opt = option(by_name(c), o);
        (
            opt["min_value"].as_i64(),
            opt["max_value"].as_i64(),
            opt["type"].as_i64(),
        )
    };
    assert_eq!(range("floor", "instances"), (Some(1), Some(40), Some(4)));
    assert_eq!(range("target", "percent"), (Some(10), Some(95), Some(4)));
    assert_eq!(range("ttl", "seconds"), (Some(0), Some(3600), Some(4)));
    assert_eq!(range("shed", "percent"), (Some(0), Some(100), Some(4)));
    assert_eq!(range("autoscale", "target"), (Some(10), Some(95), Some(4)));
    assert_eq!(range("advance", "minutes"), (Some(1), Some(60), Some(4)));
    let start = option(by_name("incident"), "start");
    // The scenario is typed with autocomplete (built-in ids and the server's own uploads),
    // not a fixed list of choices.
    let scenario = option(start, "scenario");
    assert_eq!(scenario["type"], 3);
    assert_eq!(scenario["autocomplete"], true);
    assert!(
        scenario["choices"].as_array().is_none_or(Vec::is_empty),
        "{scenario}"
    );
    assert_eq!(option(start, "seed")["max_value"], u32::MAX);
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_and_button_in_english() {
    let bot = TestBot::start("flows-en").await;
    let admin = Ctx::guild();
    let member = Ctx::guild().user(4242, "bob").permissions("0");

    let (text, ephemeral) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7}),
            &admin,
        )
        .await,
    );
    assert!(!ephemeral);
    assert!(
        text.contains("started “Bad deploy: protect the budget” (seed 7, pace turn-based)"),
        "{text}"
    );
    assert!(
        text.contains("At 09:10 a new build goes out"),
        "the briefing: {text}"
    );

    // The opening status: a new message with the dashboard, the chart and the buttons.
    let first = bot.wait_posts(1).await.remove(0);
    let status = first.json().unwrap().clone();
    assert!(
        status["embeds"][0]["title"]
            .as_str()
            .unwrap()
            .contains("09:00"),
        "{status:#}"
    );
    assert_eq!(field(&status, "Instances serving").as_deref(), Some("10"));
    assert_eq!(field(&status, "Burn rate (1 h)").as_deref(), Some("0.0 ×"));
    assert_eq!(field(&status, "Fleet cost").as_deref(), Some("4.00 $/h"));
    assert_eq!(
        field(&status, "Error budget left").as_deref(),
        Some("20.0 %")
    );
    assert_eq!(
        status["embeds"][0]["image"]["url"],
        "attachment://chart.png"
    );
    assert_eq!(status["embeds"][0]["color"], 0x2E_CC_71, "healthy: green");
    // Each button carries the drill it belongs to (`od:rollback@1`).
    let buttons: Vec<(&str, &str)> = status["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap().rsplit_once('@').unwrap())
        .collect();
    let here = oncall_drill::model::Place::in_guild(
        crate::fake_discord::GUILD_ID.to_string(),
        crate::fake_discord::CHANNEL_ID.to_string(),
    );
    let drill = bot.drills().snapshot(&here).await.unwrap().id.0.to_string();
    assert!(buttons.iter().all(|(_, of)| *of == drill), "{buttons:?}");
    let presses: Vec<&str> = buttons.iter().map(|(press, _)| *press).collect();
    assert_eq!(
        presses,
        [
            "od:rollback",
            "od:floor+2",
            "od:shed50",
            "od:feature:off",
            "od:warmup"
        ]
    );
    let files = first.files();
    assert_eq!(files.len(), 1);
    assert_eq!(png_size(&files[0].bytes), (COMPACT_WIDTH, COMPACT_HEIGHT));

    // One slash command per control, by a member without any permission.
    let expectations = [
        (
            "floor",
            json!({"instances": 12}),
            "bob set the fleet floor to 12 instances — takes effect at 09:01.",
        ),
        (
            "autoscale",
            json!({"state": "on", "target": 55}),
            "bob set the target utilization to 55 %",
        ),
        (
            "target",
            json!({"percent": 65}),
            "bob set the target utilization to 65 % — takes effect at 09:01.",
        ),
        (
            "ttl",
            json!({"seconds": 120}),
            "bob set the cache TTL to 120 s — takes effect at 09:01.",
        ),
        ("warmup", Value::Null, "bob started the cache warm-up job"),
        (
            "shed",
            json!({"percent": 20}),
            "bob set load shedding to 20 % of the low-priority traffic",
        ),
        (
            "feature",
            json!({"state": "off"}),
            "bob turned the recommendations feature off",
        ),
        // Before 09:10 no bad build is out: the press is taken and changes nothing.
        ("rollback", Value::Null, "bob pressed rollback for "),
    ];
    for (command, options, expected) in expectations {
        let (text, ephemeral) = reply(&bot.slash(command, options, &member).await);
        assert!(!ephemeral, "{command}: acknowledged in the channel");
        assert!(text.contains(expected), "{command}: {text}");
    }

    // The buttons under the status.
    let status_id = 1;
    let pressed = [
        (
            "od:rollback",
            "Nothing to roll back: the running build is the good one.",
        ),
        ("od:floor+2", "bob set the fleet floor to 14 instances"),
        ("od:shed50", "bob set load shedding to 50 %"),
        ("od:feature:on", "bob turned the recommendations feature on"),
        ("od:warmup", "The warm-up job is already running"),
    ];
    for (button, expected) in pressed {
        let (text, ephemeral) = reply(&bot.press(button, status_id, &member).await);
        assert!(!ephemeral);
        assert!(text.contains(expected), "{button}: {text}");
    }

    // A minute passes: every action lands, the status message is edited.
    let (text, _) = reply(&bot.slash("advance", json!({"minutes": 1}), &member).await);
    assert_eq!(text, "bob advanced the drill one minute to 09:01.");
    let edit = bot
        .fake
        .wait_for(
            |r| {
                r.method == Method::Patch
                    && r.path.contains("/messages/")
                    && r.path.contains("/channels/")
            },
            WAIT,
        )
        .await;
    let edited = edit.json().unwrap();
    assert!(edited["embeds"][0]["title"]
        .as_str()
        .unwrap()
        .contains("09:01"));
    assert_eq!(
        field(edited, "Mean age of cached answers").as_deref(),
        Some("60 s"),
        "TTL 120 s applied"
    );
    assert_eq!(
        field(edited, "Dropped traffic").as_deref(),
        Some("15 %"),
        "shed 50 % of 30 %"
    );
    assert_eq!(
        field(edited, "Instances booting").as_deref(),
        Some("4"),
        "floor 14: 4 booting"
    );
    assert_eq!(
        field(edited, "Recommendations available").as_deref(),
        Some("100 %"),
        "feature back on"
    );

    let status = bot.slash("status", Value::Null, &member).await;
    assert_eq!(status["data"]["flags"], 64);
    assert!(status["data"]["embeds"][0]["title"]
        .as_str()
        .unwrap()
        .contains("09:01"));

    // /chart: deferred, then the picture.
    let deferred = bot.slash_raw("chart", Value::Null, &member).await;
    assert_eq!(deferred["type"], 5);
    let chart = bot
        .fake
        .wait_for(
            |r| {
                r.method == Method::Patch
                    && r.path.ends_with("/messages/@original")
                    && !r.files().is_empty()
            },
            WAIT,
        )
        .await;
    assert_eq!(
        png_size(&chart.files()[0].bytes),
        (COMPACT_WIDTH, COMPACT_HEIGHT)
    );

    for (command, title) in [
        ("scenarios", "Scenarios"),
        ("model", "The model"),
        ("help", "oncall-drill — practise"),
    ] {
        let answer = bot.slash(command, Value::Null, &member).await;
        assert_eq!(answer["data"]["flags"], 64, "{command} only to the caller");
        assert!(
            answer["data"]["embeds"][0]["title"]
                .as_str()
                .unwrap()
                .starts_with(title),
            "{answer:#}"
        );
    }
    let model = bot.slash("model", Value::Null, &member).await;
    let formulas = model["data"]["embeds"][0]["fields"].to_string();
    assert!(
        formulas.contains("Erlang B") && formulas.contains("[3]"),
        "the relations with their sources"
    );

    let (text, _) = reply(&bot.slash("pause", Value::Null, &member).await);
    assert!(text.contains("paused the drill at 09:01"), "{text}");
    let (text, _) = reply(&bot.slash("resume", Value::Null, &member).await);
    assert!(text.contains("resumed the drill"), "{text}");

    let (text, ephemeral) = reply(&bot.incident("stop", Value::Null, &admin).await);
    assert!(
        !ephemeral && text.contains("stopped the drill at 09:01"),
        "{text}"
    );
    let debrief = bot.wait_debrief("Debrief: ").await;
    let debrief = &debrief;
    let summary = debrief.json().unwrap()["embeds"][0]["description"]
        .as_str()
        .unwrap();
    // Not the autoscaler switched on where it already was: that changed nothing.
    assert!(summary.contains("13 actions taken."), "{summary}");
    assert_eq!(png_size(&debrief.files()[0].bytes), (WIDTH, RUN_HEIGHT));

    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_russian_server_gets_russian_everywhere() {
    let bot = TestBot::start("flows-ru").await;
    // A server whose preferred locale is Russian speaks Russian before any /locale.
    let ru_server = Ctx::guild().guild_locale(Some("ru")).locale("ru");
    let (text, _) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "cache-flush", "pace": "turns", "seed": 3}),
            &ru_server,
        )
        .await,
    );
    assert!(
        text.contains("Сброс кэша") || text.contains("кэш"),
        "{text}"
    );
    let (text, ephemeral) = reply(&bot.slash("ttl", json!({"seconds": 4000}), &ru_server).await);
    assert!(ephemeral);
    assert_eq!(
        text,
        "ttl 4000 — вне допустимого диапазона: разрешено 0–3600."
    );
    let (text, ephemeral) = reply(&bot.slash("shed", json!({"percent": 100}), &ru_server).await);
    assert!(
        !ephemeral && text.contains("100 %") && text.contains("11:31"),
        "{text}"
    );
    let (text, _) = reply(&bot.press("od:feature:off", 1, &ru_server).await);
    assert!(text.contains("выключает функцию рекомендаций"), "{text}");
    let first = bot.wait_posts(1).await.remove(0);
    let status = first.json().unwrap();
    assert!(
        field(status, "Запросы").is_some_and(|v| v.ends_with(" req/s")),
        "{status:#}"
    );
    assert_eq!(
        field(status, "Стоимость парка").as_deref(),
        Some("6,40 $/h")
    );

    // /locale switches the server to English; the channel follows.
    let (text, _) = reply(
        &bot.slash("locale", json!({"language": "en-US"}), &ru_server)
            .await,
    );
    assert_eq!(text, "This server's drills now speak English.");
    let (text, _) = reply(&bot.slash("ttl", json!({"seconds": 90}), &ru_server).await);
    assert!(text.contains("set the cache TTL to 90 s"), "{text}");
    let (text, _) = reply(
        &bot.slash("locale", json!({"language": "ru"}), &ru_server)
            .await,
    );
    assert!(text.contains("Русский"), "{text}");
    reply(
        &bot.slash("advance", json!({"minutes": 1}), &ru_server)
            .await,
    );
    let edit = bot
        .fake
        .wait_for(
            |r| r.method == Method::Patch && r.path.contains("/channels/"),
            WAIT,
        )
        .await;
    assert!(
        field(edit.json().unwrap(), "Запросы").is_some(),
        "the status follows /locale"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}

fn cyrillic(text: &str) -> bool {
    text.chars()
        .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_and_button_in_russian() {
    let bot = TestBot::start("flows-ru-all").await;
    let admin = Ctx::guild().locale("ru");
    let (text, _) = reply(&bot.slash("locale", json!({"language": "ru"}), &admin).await);
    assert!(cyrillic(&text), "{text}");
    let (text, _) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "viral-surge", "pace": "turns"}),
            &admin,
        )
        .await,
    );
    assert!(cyrillic(&text) && text.contains("темп"), "{text}");
    let controls = [
        ("floor", json!({"instances": 12}), "12"),
        ("autoscale", json!({"state": "off"}), ""),
        ("target", json!({"percent": 50}), "50 %"),
        ("ttl", json!({"seconds": 30}), "30 s"),
        ("warmup", Value::Null, ""),
        ("shed", json!({"percent": 40}), "40 %"),
        ("feature", json!({"state": "off"}), ""),
        ("rollback", Value::Null, ""),
    ];
    for (command, options, value) in controls {
        let (text, ephemeral) = reply(&bot.slash(command, options, &admin).await);
        assert!(
            !ephemeral && cyrillic(&text) && text.contains(value) && text.contains("08:01"),
            "{command}: {text}"
        );
    }
    for button in [
        "od:rollback",
        "od:floor+2",
        "od:shed50",
        "od:feature:on",
        "od:warmup",
    ] {
        let (text, ephemeral) = reply(&bot.press(button, 1, &admin).await);
        assert!(!ephemeral && cyrillic(&text), "{button}: {text}");
    }
    for sub in ["advance", "pause", "resume"] {
        let (text, ephemeral) = reply(&bot.slash(sub, Value::Null, &admin).await);
        assert!(!ephemeral && cyrillic(&text), "{sub}: {text}");
    }
    let status = bot.slash("status", Value::Null, &admin).await;
    assert!(
        field(&status["data"], "Экземпляры в работе").is_some(),
        "{status:#}"
    );
    for command in ["scenarios", "model", "help"] {
        let answer = bot.slash(command, Value::Null, &admin).await;
        assert!(
            cyrillic(
                answer["data"]["embeds"][0]["title"]
                    .as_str()
                    .unwrap_or_default()
            ),
            "{command}: {answer:#}"
        );
    }
    assert_eq!(bot.slash_raw("chart", Value::Null, &admin).await["type"], 5);
    let (text, _) = reply(&bot.incident("stop", Value::Null, &admin).await);
    assert!(cyrillic(&text), "{text}");
    bot.wait_debrief("Разбор: ").await;
    bot.assert_requests_valid();
    bot.stop().await;
}
