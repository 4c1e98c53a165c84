//! The bot with `web` configured: every drill gets a read-only link, named in the start    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
//! message and carried by the debrief; the page shows the drill and refuses actions.    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
use serde_json::{json, Value};    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
use super::{reply, TestBot, WAIT};    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
use crate::fake_discord::{Ctx, Method, CHANNEL_ID};    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
#[tokio::test]    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
async fn a_discord_drill_has_a_read_only_web_page() {    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let bot = TestBot::start_with("web", |config| {    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        config.web = Some("127.0.0.1:0".parse().unwrap());    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    })    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    .await;    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let ctx = Ctx::guild();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let (text, _) = reply(    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        &bot.incident(    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
            "start",    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
            json!({"scenario": "bad-deploy", "pace": "turns", "seed": 5}),    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
            &ctx,    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        )    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .await,    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    );    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let link = text    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .split_whitespace()    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .find(|word| word.starts_with("http://127.0.0.1:"))    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .unwrap_or_else(|| panic!("a web link in the start message: {text}"))    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .to_string();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    assert!(text.contains("Watch live"), "{text}");    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let client = crate::web::client();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let page = client.get(&link).send().await.unwrap();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    assert_eq!(page.status(), 200);    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let html = page.text().await.unwrap();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    assert!(    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        html.contains(">09:00<") && !html.contains("data-act="),    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        "read-only page"    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    );    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let refused = client    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .post(format!("{link}/act"))    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .body("floor 9")    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .send()    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .await    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .unwrap();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    assert_eq!(refused.status(), 403);    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    bot.incident("stop", Value::Null, &ctx).await;    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let debrief = bot    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .fake    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .wait_for(    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
            |r| {    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
                r.is(Method::Post, &path)    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
                    && r.json().is_some_and(|j| {    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
                        j["embeds"][0]["title"]    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
                            .as_str()    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
                            .is_some_and(|t| t.starts_with("Debrief: "))    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
                    })    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
            },    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
            WAIT,    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        )    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .await;    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let embed = debrief.json().unwrap()["embeds"][0].clone();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    assert_eq!(    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        embed["url"],    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        Value::String(link.clone()),    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        "the debrief links the page"    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    );    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    let html = client    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .get(&link)    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .send()    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .await    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .unwrap()    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .text()    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .await    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        .unwrap();    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    assert!(    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        html.contains("id=\"debrief\" aria-labelledby=\"h-debrief\">"),    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
        "the page shows the debrief"    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
    );    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
}    // The web shows the end as soon as the driver's event reaches it.
    let shown = "id=\"debrief\" aria-labelledby=\"h-debrief\">";
    let mut html = String::new();
    for _ in 0..100 {
        html = client.get(&link).send().await.unwrap().text().await.unwrap();
        if html.contains(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(html.contains(shown), "the page shows the debrief");
}
