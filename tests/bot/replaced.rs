//! Buttons belong to the status shown last (issue 20.5): when a new status message replaces
//! the channel's status (the live chart's turn), the one it replaces loses its buttons, and
//! every button the publisher draws carries its drill, so an old one cannot act on a newer
//! drill. Against the fake Discord, which keeps each message as its edits leave it.

use serde_json::{json, Value};

use super::{reply, TestBot, WAIT};
use crate::fake_discord::{Ctx, Method, CHANNEL_ID};

/// The custom ids of a message's buttons.
fn button_ids(message: &Value) -> Vec<String> {
    (message["components"].as_array().into_iter().flatten())
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replaced_status_loses_its_buttons_and_every_button_carries_its_drill() {
    let bot = TestBot::start("replaced-status").await;
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 7});
    reply(&bot.incident("start", start, &Ctx::guild()).await);
    let drill = bot
        .drills()
        .snapshot(&oncall_drill::model::Place::in_guild(
            crate::fake_discord::GUILD_ID.to_string(),
            CHANNEL_ID.to_string(),
        ))
        .await
        .expect("the drill runs")
        .id;
    let opening = bot.wait_posts(1).await.remove(0);
    let opening_id: u64 = bot.fake.bot_posts(CHANNEL_ID)[0];
    let opening_buttons = button_ids(opening.json().unwrap());
    assert!(!opening_buttons.is_empty(), "a live status offers controls");
    let mark = format!("@{}", drill.0);
    assert!(
        opening_buttons.iter().all(|id| id.ends_with(&mark)),
        "every button carries drill {}: {opening_buttons:?}",
        drill.0
    );

    // Six minutes on, the live chart's turn: a new status message.
    reply(
        &bot.slash("advance", json!({"minutes": 6}), &Ctx::guild())
            .await,
    );
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/{opening_id}");
    let retired = bot
        .fake
        .wait_for(
            |r| {
                r.is(Method::Patch, &path)
                    && r.succeeded()
                    && r.json().is_some_and(|j| j["components"] == json!([]))
            },
            WAIT,
        )
        .await;
    assert!(
        retired.json().unwrap()["embeds"].is_null(),
        "only the buttons go; the embed stays as it was"
    );
    let posts = bot.fake.bot_posts(CHANNEL_ID);
    let newest = *posts.last().unwrap();
    assert_ne!(newest, opening_id, "a new status was posted");
    let old = bot.fake.message(opening_id).unwrap();
    assert!(button_ids(&old).is_empty(), "{old:#}");
    let new = bot.fake.message(newest).unwrap();
    let new_buttons = button_ids(&new);
    assert!(
        !new_buttons.is_empty() && new_buttons.iter().all(|id| id.ends_with(&mark)),
        "{new_buttons:?}"
    );
    // Exactly one message of the channel still offers controls: the status shown last.
    let with_buttons: Vec<u64> = posts
        .iter()
        .copied()
        .filter(|id| !button_ids(&bot.fake.message(*id).unwrap()).is_empty())
        .collect();
    assert_eq!(with_buttons, vec![newest]);
    bot.assert_requests_valid();
    bot.stop().await;
}
