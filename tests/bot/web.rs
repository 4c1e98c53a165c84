//! The bot with `web` configured: every drill gets a read-only link, named in the start
//! message and carried by the debrief; the page shows the drill and refuses actions.

use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::Ctx;

#[tokio::test]
async fn a_discord_drill_has_a_read_only_web_page() {
    let bot = TestBot::start_with("web", |config| {
        config.web = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let ctx = Ctx::guild();
    let (text, _) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5}),
            &ctx,
        )
        .await,
    );
    let link = text
        .split_whitespace()
        .find(|word| word.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("a web link in the start message: {text}"))
        .to_string();
    assert!(text.contains("Watch live"), "{text}");
    let client = crate::web::client();
    let page = client.get(&link).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(
        html.contains(">09:00<") && !html.contains("data-act="),
        "read-only page"
    );
    let refused = client
        .post(format!("{link}/act"))
        .body("floor 9")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    bot.incident("stop", Value::Null, &ctx).await;
    let debrief = bot.wait_debrief("Debrief: ").await;
    let embed = debrief.json().unwrap()["embeds"][0].clone();
    assert_eq!(
        embed["url"],
        Value::String(link.clone()),
        "the debrief links the page"
    );
    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    super::eventually("the page shows the debrief", || async {
        let html = client.get(&link).send().await.ok()?.text().await.ok()?;
        html.contains(shown).then_some(())
    })
    .await;
}

/// The status footers Discord was sent for `channel`'s drill (posts and edits).
fn footers(bot: &TestBot, channel: u64) -> Vec<String> {
    let path = format!("/api/v10/channels/{channel}/messages");
    bot.fake.inspect(|requests| {
        requests
            .iter()
            .filter(|r| r.path.starts_with(&path) && r.succeeded())
            .filter_map(|r| {
                Some(
                    r.json()?["embeds"][0]["footer"]["text"]
                        .as_str()?
                        .to_string(),
                )
            })
            .collect()
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_web_page_holds_up_no_status() {
    // The web's subscriber blocks before its first event until `release` is dropped.
    let (release, held) = std::sync::mpsc::channel::<()>();
    let held = std::sync::Mutex::new(held);
    let bot = TestBot::start_with("web-stalled", |config| {
        config.web = Some("127.0.0.1:0".parse().unwrap());
        config.bus_hooks.before_web_event = Some(std::sync::Arc::new(move || {
            let _ = held.lock().map(|held| held.recv());
        }));
    })
    .await;
    let channel = crate::fake_discord::CHANNEL_ID + 50;
    let ctx = Ctx::guild().channel(channel);
    let (text, _) = reply(
        &bot.incident(
            "start",
            json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5}),
            &ctx,
        )
        .await,
    );
    let link = text
        .split_whitespace()
        .find(|word| word.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("a web link in the start message: {text}"))
        .to_string();
    // Each advance's status reaches Discord while the web has not taken the drill's start.
    for minute in 1..=5 {
        bot.advance(&ctx, 1).await;
        let shown = format!("minute {} of", minute + 1);
        super::eventually("the advance's status reaches Discord", || async {
            footers(&bot, channel)
                .iter()
                .any(|f| f.contains(&shown))
                .then_some(())
        })
        .await;
    }
    let client = crate::web::client();
    let origin = link.split("/d/").next().unwrap().to_string();
    let metrics = client
        .get(format!("{origin}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let waiting = metrics
        .lines()
        .find_map(|l| l.strip_prefix("oncall_drill_event_queue_depth{subscriber=\"web\"} "))
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(0);
    assert!(waiting >= 5, "the web's queue holds the events: {metrics}");
    let page = client
        .get(&link)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        page.contains(">09:00<"),
        "the stalled web still shows the start"
    );
    // Released, the web catches up on its own.
    drop(release);
    super::eventually("the web shows the advanced drill", || async {
        let html = client.get(&link).send().await.ok()?.text().await.ok()?;
        html.contains(">09:05<").then_some(())
    })
    .await;
    bot.stop().await;
}
