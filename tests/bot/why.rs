//! `/why`, the coach, through the real bot: in a turn-based cache flush at its worst minute
//! it names the excess load with the minute's own numbers, publicly and in the server's
//! language; a drill started with `hints: off` (an exam) is refused privately in the
//! reader's language and nothing changes.

use oncall_drill::i18n::why::why_text;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::why::{explain, Term};
use oncall_drill::model::{Clock, Locale, MinuteRecord, Place};
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID, GUILD_ID};

async fn current_minute(bot: &TestBot, channel: u64) -> MinuteRecord {
    let place = Place::in_guild(GUILD_ID.to_string(), channel.to_string());
    let snapshot = bot.drills().snapshot(&place).await.expect("a drill");
    snapshot.history.last().cloned().expect("a minute")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn why_names_the_dominant_term_with_the_minutes_numbers() {
    let bot = TestBot::start("why").await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 1});
    let (text, _) = reply(&bot.incident("start", start, &admin).await);
    assert!(text.contains("started"), "{text}");
    // The flush empties the cache; its worst minute is the flush's own, drawn from seed 1.
    let flush = crate::util::first_event_minute("cache-flush", 1);
    let clock = Clock(crate::util::builtin("cache-flush").setup.start_clock_min + flush);
    let (text, _) = reply(
        &bot.slash("advance", json!({ "minutes": flush }), &admin)
            .await,
    );
    assert!(text.contains(&clock.to_string()), "{text}");

    let r = current_minute(&bot, CHANNEL_ID).await;
    assert_eq!(r.minute, flush);
    assert!(
        r.failed_share > 0.5 && r.offered_load > f64::from(r.workers),
        "{r:?}"
    );
    let (text, ephemeral) = reply(&bot.slash("why", Value::Null, &admin).await);
    assert!(!ephemeral, "the whole channel learns: {text}");
    assert!(
        text.starts_with(&format!("🧭 Why, at {clock}: errors ")),
        "{text}"
    );
    assert!(text.contains("Mostly excess load"), "{text}");
    let numbers = [
        format!("hit {:.0} %", r.hit * 100.0),
        format!("DB {:.0} %", r.db_util * 100.0),
        format!("query {:.0} ms", r.query_time_s * 1000.0),
        format!("S {:.0} ms", r.service_time_s * 1000.0),
        format!("a = {:.0} ≥ N = {}", r.offered_load, r.workers),
        format!("{:.0} % rejected", r.failed_share * 100.0),
    ];
    let chain = numbers.join(" → ");
    assert!(text.contains(&chain), "{chain} in {text}");
    assert_eq!(explain(&r).dominant, Some(Term::Overload));
    assert_eq!(
        text,
        why_text(&Localizer::new(Locale::EnUs), &r, &explain(&r))
    );

    // A Russian server hears the coach in Russian, whatever the caller's client speaks.
    let ru_channel = CHANNEL_ID + 3;
    let ru = Ctx::guild().channel(ru_channel).guild_locale(Some("ru"));
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 1});
    bot.incident("start", start, &ru).await;
    bot.slash("advance", json!({"minutes": 19}), &ru).await;
    let r = current_minute(&bot, ru_channel).await;
    assert_eq!(explain(&r).dominant, Some(Term::BadBuild), "{r:?}");
    let (text, ephemeral) = reply(&bot.slash("why", Value::Null, &ru).await);
    assert!(!ephemeral);
    assert!(text.contains("В основном плохая сборка"), "{text}");
    assert!(
        text.contains("плохая сборка на 100 % трафика → +5,0 % ошибок"),
        "{text}"
    );

    // An exam: hints off. The coach stays quiet, privately, and nothing changes.
    let exam_channel = CHANNEL_ID + 7;
    let exam = Ctx::guild().channel(exam_channel);
    let start = json!({"scenario": "cache-flush", "pace": "turns", "seed": 1, "hints": "off"});
    let (text, _) = reply(&bot.incident("start", start, &exam).await);
    assert!(text.contains("started"), "{text}");
    bot.slash("advance", json!({ "minutes": flush }), &exam)
        .await;
    let before = current_minute(&bot, exam_channel).await;
    let posts = |bot: &TestBot| {
        bot.fake
            .requests_matching(
                Method::Post,
                &format!("/api/v10/channels/{exam_channel}/messages"),
            )
            .len()
    };
    // A channel's messages go out in order: once the status of the drill's minute is in,
    // everything the advance brought has been posted, and the count below is settled.
    let prefix = format!("/api/v10/channels/{exam_channel}/messages");
    let shown = format!("minute {} of", before.minute + 1);
    bot.fake
        .wait_for(
            |r| {
                r.path.starts_with(&prefix)
                    && r.succeeded()
                    && r.json()
                        .and_then(|j| j["embeds"][0]["footer"]["text"].as_str())
                        .is_some_and(|f| f.contains(&shown))
            },
            super::WAIT,
        )
        .await;
    let posted = posts(&bot);
    let (text, ephemeral) = reply(&bot.slash("why", Value::Null, &exam).await);
    assert!(ephemeral, "{text}");
    assert_eq!(
        text,
        "Hints are off for this drill (an exam): the coach stays quiet."
    );
    let (text, ephemeral) = reply(
        &bot.slash("why", Value::Null, &exam.clone().locale("ru"))
            .await,
    );
    assert!(ephemeral);
    assert_eq!(
        text,
        "Подсказки в этой тренировке выключены (экзамен): наставник молчит."
    );
    assert_eq!(current_minute(&bot, exam_channel).await, before);
    assert_eq!(posts(&bot), posted, "nothing posted in the channel");

    bot.assert_requests_valid();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_lists_the_coach_in_the_readers_language_uncut() {
    let bot = TestBot::start("why-help").await;
    for (ctx, lines) in [
        (
            Ctx::guild(),
            [
                "`/why` — The coach: what dominates the errors now",
                "`/update text` — Post a stakeholder update",
            ],
        ),
        (
            Ctx::guild().locale("ru"),
            [
                "`/почему` — Наставник: что сейчас определяет ошибки",
                "`/сообщение ",
            ],
        ),
    ] {
        let answer = bot.slash("help", Value::Null, &ctx).await;
        let fields = answer["data"]["embeds"][0]["fields"].as_array().unwrap();
        let values: Vec<&str> = fields
            .iter()
            .map(|f| f["value"].as_str().unwrap())
            .collect();
        for line in lines {
            assert!(
                values.iter().any(|v| v.contains(line)),
                "{line} in {values:#?}"
            );
        }
        // Every command is listed whole: a long list goes on in the next field.
        for value in &values {
            assert!(!value.ends_with('…'), "a field is cut: {value}");
        }
    }
    bot.assert_requests_valid();
    bot.stop().await;
}
