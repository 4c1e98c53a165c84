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
