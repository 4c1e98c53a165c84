//! `/rewind` through Discord: a turn-based drill taken back by anyone while nobody is
//! commander, then only by the commander, its status redrawn at once (a new message with a
//! fresh chart when it went back before the chart shown); refused at a
//! real-time pace with the reason; the rewound drill ends as practice, listed apart on the
//! leaderboard, its debrief and its export after the end keep the dropped branch while its
//! replay has only the live run; a long dropped branch keeps the debrief within Discord's
//! limits and follows it in full. Every
//! request is checked against Discord's OpenAPI description.

use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID, GUILD_ID};
use oncall_drill::model::Place;

/// Whether `request` posts or edits the drill channel's status, showing `clock`.
fn shows_status_at(request: &crate::fake_discord::RecordedRequest, clock: &str) -> bool {
    let messages = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    matches!(request.method, Method::Post | Method::Patch)
        && request.path.starts_with(&messages)
        && request.json().is_some_and(|j| {
            j["embeds"][0]["title"]
                .as_str()
                .is_some_and(|t| t.ends_with(&format!("— {clock}")))
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rewind_takes_a_turn_based_drill_back_and_makes_it_practice() {
    let bot = TestBot::start("rewind").await;
    let (ana, bo) = (Ctx::guild().user(501, "ana"), Ctx::guild().user(502, "bo"));
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5});
    let (text, _) = reply(&bot.incident("start", start, &Ctx::guild()).await);
    assert!(text.contains("started"), "{text}");
    bot.slash("advance", json!({"minutes": 12}), &ana).await;
    bot.slash("rollback", Value::Null, &ana).await;
    bot.slash("advance", json!({"minutes": 5}), &ana).await;

    // Nobody is commander: bo may. 09:17 back 3 minutes: the rollback (09:13) stays.
    let (text, private) = reply(&bot.slash("rewind", json!({"minutes": 3}), &bo).await);
    assert!(!private, "the channel hears it");
    assert!(
        text.starts_with("⏪ bo took the drill back 3 minutes to 09:14; no action was dropped."),
        "{text}"
    );
    // Its status is redrawn at once at 09:14, not at the next minute.
    bot.fake
        .wait_for(|r| shows_status_at(r, "09:14"), WAIT)
        .await;
    // Ana takes the commander's role: now only she rewinds.
    bot.slash("role", json!({"role": "commander"}), &ana).await;
    let (text, private) = reply(&bot.slash("rewind", json!({"minutes": 2}), &bo).await);
    assert!(private, "{text}");
    assert_eq!(text, "Only the commander (ana) rewinds this drill.");
    let (text, private) = reply(&bot.slash("rewind", json!({"minutes": 30}), &ana).await);
    assert!(private);
    assert_eq!(text, "Rewind between 1 and 14 minutes.");
    // Back 6 minutes from 09:14 to 09:08: the rollback is dropped.
    let (text, _) = reply(&bot.slash("rewind", json!({"minutes": 6}), &ana).await);
    assert!(
        text.starts_with(
            "⏪ ana took the drill back 6 minutes to 09:08; one action taken later was dropped."
        ),
        "{text}"
    );
    bot.fake
        .wait_for(|r| shows_status_at(r, "09:08"), WAIT)
        .await;
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let snapshot = bot.drills().snapshot(&place).await.unwrap();
    assert_eq!(snapshot.history.len(), 9);
    assert!(snapshot.log.is_empty() && snapshot.is_practice());

    // To its end: practice, apart on the leaderboard.
    for _ in 0..2 {
        bot.slash("advance", json!({"minutes": 60}), &ana).await;
    }
    let debrief = bot.wait_debrief("Debrief: ").await;
    // The debrief shows the dropped branch, as play, the page and the report do.
    let fields = &debrief.json().unwrap()["embeds"][0]["fields"];
    let branch = fields
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Rewound (practice)")
        .unwrap_or_else(|| panic!("no dropped branch: {fields:#}"));
    assert_eq!(
        branch["value"],
        "This drill was taken back: its score and its replay count only the live run. \
         The dropped branch:\n\
         09:17 bo took the drill back to 09:14\n\
         09:14 ana took the drill back to 09:08\n\
         09:13 ana: rollback (rewound)"
    );
    let board = bot.slash("leaderboard", Value::Null, &Ctx::guild()).await;
    let embed = &board["data"]["embeds"][0];
    assert!(
        embed["description"].is_null(),
        "no finished drill ranked: {embed:#}"
    );
    let practice = embed["fields"][0].to_string();
    assert!(
        practice.contains("Practice (rewound drills, listed apart)")
            && practice.contains(&format!("<#{CHANNEL_ID}>")),
        "{embed:#}"
    );

    // The export after the end: the report keeps the dropped branch, the replay does not.
    let export = bot.export().await;
    let report = String::from_utf8(export.files()[0].bytes.clone()).unwrap();
    assert!(report.contains("## Rewound (practice)"), "{report}");
    assert!(
        report.contains("- 09:17 bo took the drill back to 09:14"),
        "{report}"
    );
    assert!(
        report.contains("- 09:14 ana took the drill back to 09:08"),
        "{report}"
    );
    assert!(
        report.contains("- 09:13 ana: rollback (rewound)"),
        "{report}"
    );
    let replay = String::from_utf8(export.files()[1].bytes.clone()).unwrap();
    assert!(!replay.contains("rollback"), "{replay}");
    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_time_drill_refuses_a_rewind_with_the_reason() {
    let bot = TestBot::start("rewind-real-time").await;
    let start = json!({"scenario": "free-play", "pace": "60s", "seed": 5});
    bot.incident("start", start, &Ctx::guild()).await;
    let (text, private) = reply(
        &bot.slash("rewind", json!({"minutes": 1}), &Ctx::guild())
            .await,
    );
    assert!(private, "{text}");
    assert!(
        text.starts_with("Only a turn-based drill can be rewound: this one runs at"),
        "{text}"
    );
    // In the reader's language.
    let ru = Ctx::guild().locale("ru");
    let (text, _) = reply(&bot.slash("rewind", json!({"minutes": 1}), &ru).await);
    assert!(
        text.starts_with("Перемотать назад можно только пошаговую тренировку"),
        "{text}"
    );
    // /help explains it, in every locale a field of its own beside the command's line.
    for (locale, title) in [
        ("en-US", "Rewind and reports"),
        ("fr", "Rewind and reports"),
        ("ru", "Перемотка и отчёты"),
    ] {
        let help = bot
            .slash("help", Value::Null, &Ctx::guild().locale(locale))
            .await;
        let embed = &help["data"]["embeds"][0];
        let fields = embed["fields"].to_string();
        assert!(fields.contains(title), "{locale}: {fields}");
        assert!(fields.contains("/incident export"), "{locale}: {fields}");
        assert!(fields.contains("` — "), "{fields}");
    }
    let help = bot.slash("help", Value::Null, &Ctx::guild()).await;
    let fields = help["data"]["embeds"][0]["fields"].to_string();
    assert!(
        fields.contains("`/rewind minutes` — Take a turn-based drill back some minutes"),
        "{fields}"
    );
    bot.assert_requests_valid();
    bot.stop().await;
}

/// Characters Discord counts towards an embed's 6,000.
fn embed_chars(embed: &Value) -> usize {
    let len = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let fields = embed["fields"].as_array().into_iter().flatten();
    len(&embed["title"])
        + len(&embed["description"])
        + len(&embed["footer"]["text"])
        + fields
            .map(|f| len(&f["name"]) + len(&f["value"]))
            .sum::<usize>()
}

#[tokio::test]
async fn a_long_dropped_branch_fits_the_debrief_embed_and_follows_it_in_full() {
    use oncall_drill::discord::embed::{debrief_embed, debrief_follow_ups};
    use oncall_drill::drill::{self, Debriefed, EngineConfig, Intent};
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::{Action, Locale, Pace};
    use oncall_drill::store::Store;

    use crate::drill::{alice, at, request};

    let (drill::Handles { drills: handle, .. }, _events, _task) =
        drill::spawn(Store::open_in_memory().unwrap(), EngineConfig::default())
            .await
            .unwrap();
    let place = at("long-branch");
    handle
        .start(request("long-branch", "bad-deploy", Pace::Turns))
        .await
        .unwrap();
    // Thirty rewinds, each dropping the TTL change queued for the next minute.
    const REWINDS: u32 = 30;
    for n in 0..REWINDS {
        handle.advance(&place, 2).await.unwrap();
        let ttl = Intent::Exactly(Action::Ttl(100 + n));
        handle.act(&place, alice(), ttl).await.unwrap();
        let dropped = handle.rewind(&place, alice(), 1).await.unwrap().dropped;
        assert_eq!(dropped, 1);
    }
    let snapshot = handle.snapshot(&place).await.unwrap();
    let debriefed = Debriefed::Detailed(std::sync::Arc::new(snapshot.debrief()));
    for locale in [Locale::EnUs, Locale::Fy, Locale::Ru, Locale::So] {
        let l = Localizer::new(locale);
        let embed = serde_json::to_value(debrief_embed(&l, &snapshot, &debriefed, true)).unwrap();
        assert!(
            embed_chars(&embed) <= 6000,
            "{locale:?}: {}",
            embed_chars(&embed)
        );
        let fields = embed["fields"].as_array().unwrap();
        assert!(fields
            .iter()
            .all(|f| f["value"].as_str().unwrap().chars().count() <= 1024));
        let branch = fields.last().unwrap()["value"].as_str().unwrap();
        assert!(branch.contains("ttl 100"), "{locale:?}: {branch}");
        // Every dropped action follows in full, each message within Discord's 2,000.
        let follow_ups = debrief_follow_ups(&l, &snapshot, &debriefed);
        assert!(follow_ups.iter().all(|m| m.chars().count() <= 2000));
        let all = follow_ups.join("\n");
        for n in 0..REWINDS {
            assert!(
                all.contains(&format!("ttl {}", 100 + n)),
                "{locale:?}: {all}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rewind_before_the_charted_minute_posts_a_fresh_chart_at_once() {
    // Charts every 5 simulated minutes (the default).
    let bot = TestBot::start("rewind-chart").await;
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    let status_at =
        |clock: &'static str| bot.fake.wait_for(move |r| shows_status_at(r, clock), WAIT);
    status_at("09:00").await;
    bot.slash("advance", json!({"minutes": 6}), &Ctx::guild())
        .await;
    let charted = status_at("09:06").await;
    assert_eq!((charted.method, charted.files().len()), (Method::Post, 1));
    bot.slash("advance", json!({"minutes": 2}), &Ctx::guild())
        .await;
    assert_eq!(status_at("09:08").await.method, Method::Patch);

    // Back 4 minutes to 09:04, before the chart of 09:06, which drew the dropped branch.
    let (text, _) = reply(
        &bot.slash("rewind", json!({"minutes": 4}), &Ctx::guild())
            .await,
    );
    assert!(text.contains("09:04"), "{text}");
    let rewound = status_at("09:04").await;
    assert_eq!(
        (rewound.method, rewound.files().len()),
        (Method::Post, 1),
        "a new status message with the chart of 09:04"
    );
    // The chart's minutes count from 09:04 again: a minute later is an edit.
    bot.slash("advance", json!({"minutes": 1}), &Ctx::guild())
        .await;
    assert_eq!(status_at("09:05").await.method, Method::Patch);
    bot.assert_requests_valid();
    bot.stop().await;
}
