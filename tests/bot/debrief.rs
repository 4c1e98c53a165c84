//! The debrief in Discord: the score and its parts beside the what-if runs and the
//! timeline, within Discord's limits even with the longest scenario and 500 actions;
//! `/incident export` attaches a report and a replay file that reproduces the stored
//! minutes (also after a restart); `/leaderboard` ranks finished drills, ties to whoever
//! finished first, stopped drills apart; a debrief whose computation fails still posts
//! the drill's numbers and score, saying the detailed review could not be computed.

use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID};

/// Plays a turn-based bad deploy in `channel` to its end (or stops it), rolling back at
/// once when asked.
async fn drill(bot: &TestBot, channel: u64, roll_back: bool, finish: bool) {
    let ctx = Ctx::guild()
        .channel(channel)
        .user(600 + channel % 100, &format!("p{}", channel % 100));
    let (text, _) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5}),
            &ctx,
        )
        .await,
    );
    assert!(text.contains("started"), "{text}");
    if roll_back {
        bot.slash("advance", json!({"minutes": 12}), &ctx).await;
        bot.slash("rollback", Value::Null, &ctx).await;
    }
    if finish {
        for _ in 0..2 {
            bot.slash("advance", json!({"minutes": 60}), &ctx).await;
        }
    } else {
        bot.slash("advance", json!({"minutes": 20}), &ctx).await;
        bot.incident("stop", Value::Null, &ctx).await;
    }
    let debrief = bot.wait_debrief_in(channel, "Debrief: ").await;
    let description = debrief.json().unwrap()["embeds"][0]["description"].to_string();
    // A stopped drill is scored over its minutes and says so; a finished one is whole.
    assert_eq!(
        description.contains("(partial: over the first 33 of its 90 minutes"),
        !finish,
        "{description}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_ranks_finished_drills_ties_first_finished_stopped_apart() {
    let bot = TestBot::start("debrief-leaderboard").await;
    let (good, idle, tie, stopped) = (
        CHANNEL_ID + 11,
        CHANNEL_ID + 12,
        CHANNEL_ID + 13,
        CHANNEL_ID + 14,
    );
    drill(&bot, good, true, true).await;
    drill(&bot, idle, false, true).await;
    drill(&bot, tie, true, true).await;
    drill(&bot, stopped, true, false).await;
    let answer = bot.slash("leaderboard", Value::Null, &Ctx::guild()).await;
    assert_eq!(answer["type"], 4);
    let embed = &answer["data"]["embeds"][0];
    let ranked: Vec<&str> = embed["description"].as_str().unwrap().lines().collect();
    assert_eq!(ranked.len(), 3, "{embed:#}");
    assert!(
        ranked[0].starts_with("1. ") && ranked[0].contains(&format!("<#{good}>")),
        "{ranked:?}"
    );
    assert!(
        ranked[1].starts_with("2. ") && ranked[1].contains(&format!("<#{tie}>")),
        "a tie goes to who finished first: {ranked:?}"
    );
    assert!(ranked[2].contains(&format!("<#{idle}>")), "{ranked:?}");
    // Shown to a tenth, as the model rounds it (100 minus the parts shown to a tenth).
    let score = |line: &str| line.split(' ').nth(1).unwrap().parse::<f64>().unwrap();
    assert_eq!(score(ranked[0]), score(ranked[1]));
    assert!(score(ranked[1]) > score(ranked[2]));
    let apart = embed["fields"][0].to_string();
    assert!(
        apart.contains("Stopped before the end (partial")
            && apart.contains(&format!("<#{stopped}>")),
        "{apart}"
    );
    assert!(
        answer["data"]["allowed_mentions"]["parse"] == json!([]),
        "a channel link pings nobody"
    );
    let filtered = bot
        .slash(
            "leaderboard",
            json!({"scenario": "free-play"}),
            &Ctx::guild(),
        )
        .await;
    assert!(filtered["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .contains("No drill has ended"));
    let by_seed = bot
        .slash(
            "leaderboard",
            json!({"scenario": "bad-deploy", "seed": 5}),
            &Ctx::guild(),
        )
        .await;
    assert_eq!(
        by_seed["data"]["embeds"][0]["description"]
            .as_str()
            .unwrap()
            .lines()
            .count(),
        3
    );
    bot.assert_requests_valid();
    bot.stop().await;
}

/// Characters Discord counts towards an embed's 6,000.
fn embed_size(embed: &Value) -> usize {
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total =
        len(&embed["title"]) + len(&embed["description"]) + len(&embed["footer"]["text"]);
    for field in embed["fields"].as_array().into_iter().flatten() {
        assert!(
            len(&field["value"]) <= 1024 && len(&field["name"]) <= 256,
            "{field}"
        );
        total += len(&field["name"]) + len(&field["value"]);
    }
    total
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_drill_with_500_actions_debriefs_and_exports_within_limits() {
    let bot = TestBot::start("debrief-limits").await;
    let admin = Ctx::guild();
    bot.incident(
        "start",
        json!({"scenario": "viral-surge", "pace": "turns", "seed": 9}),
        &admin,
    )
    .await;
    for minute in 0..5u64 {
        let payloads: Vec<Value> = (0..100)
            .map(|i| {
                bot.fake.slash_command(
                    "ttl",
                    json!({"seconds": 61 + i}),
                    &Ctx::guild().user(1000 + i, &format!("a-long-display-name-{i}")),
                )
            })
            .collect();
        for answer in futures::future::join_all(payloads.into_iter().map(|p| bot.call(p))).await {
            assert!(!reply(&answer).1, "accepted: {answer}");
        }
        bot.slash("advance", json!({"minutes": 1}), &admin).await;
        let _ = minute;
    }
    for _ in 0..3 {
        bot.slash("advance", json!({"minutes": 60}), &admin).await;
    }
    let debrief = bot.wait_debrief("Debrief: ").await;
    let embed = &debrief.json().unwrap()["embeds"][0];
    assert!(embed_size(embed) <= 6000, "{}", embed_size(embed));
    let text = embed.to_string();
    assert!(text.contains("500 actions taken"), "{text}");
    assert!(
        text.contains("Score: ") && text.contains("The built-in expert"),
        "{text}"
    );
    assert!(
        text.contains("… and "),
        "the timeline says how many it leaves out: {text}"
    );
    assert!(
        text.contains("Challenge another channel: scenario viral-surge, seed 9."),
        "{text}"
    );
    // The export of the same drill.
    let export = bot
        .fake
        .subcommand("incident", "export", Value::Null, &admin);
    let deferred = super::call_raw(&bot.fake, export).await;
    assert_eq!(deferred["type"], 5);
    let export = bot
        .fake
        .wait_for(
            |r| r.method == Method::Post && r.path.contains("/webhooks/") && r.files().len() == 3,
            WAIT,
        )
        .await;
    let names: Vec<String> = export
        .files()
        .iter()
        .map(|f| f.filename.clone().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "viral-surge-seed9.md",
            "viral-surge-seed9.replay.toml",
            "chart.png"
        ]
    );
    let replay = String::from_utf8(export.files()[1].bytes.clone()).unwrap();
    assert_eq!(replay.matches("[[actions]]").count(), 500);
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_replay_reproduces_the_stored_minutes_also_after_a_restart() {
    let mut bot = TestBot::start("debrief-export").await;
    let admin = Ctx::guild();
    bot.incident(
        "start",
        json!({"scenario": "cache-flush", "pace": "turns", "seed": 17}),
        &admin,
    )
    .await;
    bot.slash("advance", json!({"minutes": 31}), &admin).await;
    bot.slash("feature", json!({"state": "off"}), &admin).await;
    bot.slash("shed", json!({"percent": 100}), &admin).await;
    bot.slash("advance", json!({"minutes": 9}), &admin).await;
    let before = exported_replay(&bot).await;
    bot.restart().await;
    let after = exported_replay(&bot).await;
    assert_eq!(before, after, "the same drill after a restart");
    // The replay, computed again, equals the minutes the bot stored.
    let dir = crate::util::temp_dir("debrief-export-replay");
    std::fs::write(dir.join("r.replay.toml"), &after).unwrap();
    let out = crate::util::bin()
        .current_dir(&dir)
        .args(["simulate", "--replay", "r.replay.toml", "--trace", "-"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", crate::util::stderr(&out));
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    let mut stmt = conn
        .prepare("SELECT record FROM minutes ORDER BY minute")
        .unwrap();
    let stored: String = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(|r| r.unwrap() + "\n")
        .collect();
    assert_eq!(stored.lines().count(), 41);
    // Each trace line is the stored record followed by the coach's verdict, `why`, and the
    // causes it names after it, `why_contributing`.
    let traced: String = crate::util::stdout(&out)
        .lines()
        .map(|line| {
            let (record, why) = line.rsplit_once(",\"why\":").expect("a why");
            assert!(why.starts_with('"') && why.ends_with("]}"), "{line}");
            assert!(why.contains("\",\"why_contributing\":["), "{line}");
            format!("{record}}}\n")
        })
        .collect();
    assert!(traced == stored, "byte for byte");
    bot.assert_requests_valid();
    bot.stop().await;
}

/// `/incident export` in the drill channel: the replay file it attached.
async fn exported_replay(bot: &TestBot) -> String {
    let export = bot.export().await;
    String::from_utf8(export.files()[1].bytes.clone()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_debrief_that_cannot_be_computed_still_posts_the_numbers_and_score() {
    use oncall_drill::drill::DriverHooks;
    let bot = TestBot::start_with("debrief-fails", |config| {
        config.driver_hooks = DriverHooks {
            before_debrief: Some(std::sync::Arc::new(|| {
                panic!("a debrief that fails (test hook)")
            })),
            ..Default::default()
        };
    })
    .await;
    drill(&bot, CHANNEL_ID, true, true).await;
    let debrief = bot.wait_debrief("Debrief: ").await;
    let embed = &debrief.json().unwrap()["embeds"][0];
    let description = embed["description"].as_str().unwrap();
    assert!(
        description.contains("One action taken.\nScore: "),
        "{description}"
    );
    assert!(
        description.ends_with("The detailed review (what if, what happened, what each decision cost) could not be computed: here are the drill's numbers and score."),
        "{description}"
    );
    assert!(
        embed["fields"].is_null(),
        "no what-if runs, no lessons: {embed:#}"
    );
    assert!(
        embed["image"].is_null(),
        "no run chart without its what-if runs"
    );
    assert_eq!(debrief.files().len(), 0);
    // The drill ended as usual: it ranks on the leaderboard.
    let board = bot.slash("leaderboard", Value::Null, &Ctx::guild()).await;
    let ranked = board["data"]["embeds"][0]["description"].to_string();
    assert!(ranked.contains(&format!("<#{CHANNEL_ID}>")), "{ranked}");
    bot.assert_requests_valid();
    bot.stop().await;
}
