//! `/progress` after three finished drills (issue 31.2): a PNG at least 600 px wide whose
//! plotted scores are the drills' stored scores, the three drills counted in its text, and
//! a next scenario named with its command.

use std::io::Cursor;

use oncall_drill::drill::progress::{builtin_scenarios, compute, read};
use oncall_drill::drill::wording::progress::progress_png;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{GuildId, Locale};
use oncall_drill::store::Store;
use serde_json::{json, Value};

use super::{eventually, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, GUILD_ID};

/// The score series' colour on the chart (`chart::style::SERVING`).
const SCORE_RGB: [u8; 3] = [80, 250, 123];

/// The RGB pixel at (x, y) of a PNG.
fn pixel(png_bytes: &[u8], x: i32, y: i32) -> [u8; 3] {
    let mut decoder = png::Decoder::new(Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    let channels = info.color_type.samples();
    let at = (y as usize * info.width as usize + x as usize) * channels;
    [buffer[at], buffer[at + 1], buffer[at + 2]]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_after_three_drills_draws_their_scores_and_names_what_to_practise() {
    let bot = TestBot::start("progress").await;
    let admin = Ctx::guild();
    let guild = GuildId(GUILD_ID.to_string());
    for (n, seed) in [1, 2, 3].into_iter().enumerate() {
        let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": seed});
        bot.incident("start", start, &admin).await;
        bot.slash("advance", json!({"minutes": 5}), &admin).await;
        bot.slash("rollback", Value::Null, &admin).await;
        for _ in 0..2 {
            bot.slash("advance", json!({"minutes": 60}), &admin).await;
        }
        let ended = || async {
            let board = bot
                .handles()
                .leaderboards
                .of(&guild, None, None, 10)
                .await
                .ok()?;
            (board.finished.len() == n + 1).then_some(())
        };
        eventually("the drill finished and scored", ended).await;
    }
    let payload = bot.fake.slash_command("progress", Value::Null, &admin);
    let token = payload["token"].as_str().unwrap().to_string();
    bot.call(payload).await;
    let answer = bot
        .fake
        .wait_for(
            |r| r.method == Method::Post && r.path.contains(&token) && r.files().len() == 1,
            WAIT * 4,
        )
        .await;
    let body = answer.json().unwrap().clone();
    let text = body["content"].as_str().unwrap();
    assert!(text.contains("Full drills played: 3;"), "{text}");
    assert!(!text.contains("/p/"), "no web page without the web: {text}");
    let next = builtin_scenarios()
        .into_iter()
        .find(|id| text.contains(&format!("Practise next: {id}")))
        .unwrap_or_else(|| panic!("no scenario named: {text}"));
    assert_ne!(next, "bad-deploy", "played in full already: {text}");
    assert!(
        text.contains(&format!("/incident start scenario:{next}")),
        "{text}"
    );
    let attached = answer.files()[0].bytes.clone();
    let (width, _) = crate::util::png_size(&attached);
    assert!(width >= 600, "{width} px wide");
    bot.assert_requests_valid();
    let db = bot.db.clone();

    // The scores as stored, oldest first, read with SQL of the test's own.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let mut statement = conn
        .prepare("SELECT score FROM incidents ORDER BY ended_at_ms, id")
        .unwrap();
    let stored: Vec<f64> = statement
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(stored.len(), 3);
    // The chart the bot attached is the one drawn from the database; its score points are
    // the stored scores, each drawn in the score's colour where the chart says it is, the
    // higher the score the higher on the image, on one linear axis.
    let store = Store::open(&db).unwrap();
    let progress = compute(
        read(&store, Some(&guild), None).unwrap(),
        &builtin_scenarios(),
    );
    let (png, plotted) = progress_png(&Localizer::new(Locale::EnUs), &progress).unwrap();
    assert_eq!(
        png, attached,
        "the attached chart is the progress drawn from the stored drills"
    );
    let scores: Vec<_> = plotted
        .iter()
        .filter(|p| p.series == oncall_drill::chart::Series::Score)
        .collect();
    let values: Vec<f64> = scores.iter().map(|p| p.value).collect();
    assert_eq!(values, stored);
    for point in &scores {
        assert_eq!(pixel(&png, point.x, point.y), SCORE_RGB, "{point:?}");
    }
    let (a, b) = (scores[0], scores[2]);
    for point in &scores {
        if (b.value - a.value).abs() > 0.5 {
            let expected =
                a.y as f64 + (point.value - a.value) * (b.y - a.y) as f64 / (b.value - a.value);
            assert!(
                (point.y as f64 - expected).abs() <= 1.0,
                "{point:?} off the axis"
            );
        }
    }
    bot.stop().await;
}

/// With the web on, `/progress` links the server's read-only progress page, which opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_links_the_servers_web_page_when_the_web_is_on() {
    let bot = TestBot::start_with("progress-web", |config| {
        config.web = Some("127.0.0.1:0".parse().unwrap());
        config.public_url = Some("http://127.0.0.1:9".into());
    })
    .await;
    let payload = bot
        .fake
        .slash_command("progress", Value::Null, &Ctx::guild());
    let token = payload["token"].as_str().unwrap().to_string();
    bot.call(payload).await;
    let told = |r: &crate::fake_discord::RecordedRequest| {
        r.path.contains(&token)
            && r.json()
                .and_then(|b| b["content"].as_str())
                .is_some_and(|text| text.contains("/p/"))
    };
    let answer = bot.fake.wait_for(told, WAIT * 4).await;
    let text = answer.json().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_string();
    let link = text
        .split_whitespace()
        .find(|word| word.starts_with("http://127.0.0.1:9/p/"))
        .unwrap_or_else(|| panic!("the page at public_url: {text}"));
    assert!(text.contains("The same on a web page"), "{text}");
    // The page itself, at the address the web listens on.
    let web = bot.running().web.clone().expect("the web is on");
    let path = link.trim_start_matches("http://127.0.0.1:9");
    let page = crate::web::client()
        .get(format!("http://{}{path}", web.local_addr()))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains("Progress of the team"), "{html}");
    bot.assert_requests_valid();
    bot.stop().await;
}
