//! A drill started without `seed:` keeps its seed secret until its debrief (issue 26.6):
//! every request the bot sends before the end — the start message, statuses, answers,
//! `/incident export`'s files and names — is scanned for the seed in its context; the
//! debrief reveals it beside the drill code. A chosen `seed:` is shown from the start.

use oncall_drill::model::Place;
use serde_json::{json, Value};

use super::{reply, TestBot};
use crate::fake_discord::{Ctx, Method, RecordedRequest, CHANNEL_ID, GUILD_ID};
use crate::secret_seed::seed_mentions;

/// Everything a request carried, as text: its path, its JSON and its files.
fn carried(request: &RecordedRequest) -> String {
    let mut text = format!(
        "{} {}\n",
        request.path,
        request.query.as_deref().unwrap_or("")
    );
    if let Some(json) = request.json() {
        text.push_str(&json.to_string());
    }
    for file in request.files() {
        text.push_str(file.filename.as_deref().unwrap_or(""));
        text.push_str(&String::from_utf8_lossy(&file.bytes));
    }
    text
}

/// The footer of the last status posted or edited in `channel` whose footer holds `needle`.
async fn status_footer(bot: &TestBot, channel: u64, needle: &str) -> String {
    let prefix = format!("/api/v10/channels/{channel}/messages");
    let footer = |r: &RecordedRequest| {
        r.json()
            .and_then(|j| j["embeds"][0]["footer"]["text"].as_str())
            .map(str::to_string)
    };
    let request = bot
        .fake
        .wait_for(
            |r| {
                r.path.starts_with(&prefix)
                    && r.succeeded()
                    && footer(r).is_some_and(|f| f.contains(needle))
            },
            super::WAIT,
        )
        .await;
    footer(&request).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drill_without_a_chosen_seed_shows_it_only_in_its_debrief() {
    let bot = TestBot::start("secret-seed").await;
    let admin = Ctx::guild();
    let start = json!({"scenario": "bad-deploy", "pace": "turns"});
    let (started, _) = reply(&bot.incident("start", start, &admin).await);
    assert!(started.contains("(drill code "), "{started}");
    let at = started.find("drill code ").unwrap() + "drill code ".len();
    let code = started[at..at + 7].to_string();
    // The test reads the seed from the engine, never from what the bot posted.
    let place = Place::in_guild(GUILD_ID.to_string(), CHANNEL_ID.to_string());
    let seed = bot.drills().snapshot(&place).await.unwrap().meta.seed;

    bot.advance(&admin, 6).await;
    let footer = status_footer(&bot, CHANNEL_ID, "minute 7 of").await;
    assert!(
        footer.starts_with(&format!("Drill code {code} · ")),
        "{footer}"
    );
    bot.slash("status", Value::Null, &admin).await;
    bot.slash("rollback", Value::Null, &admin).await;
    bot.slash("leaderboard", Value::Null, &admin).await;
    // The export of the running drill: its report and chart, no replay file yet.
    let payload = bot
        .fake
        .subcommand("incident", "export", Value::Null, &admin);
    let token = payload["token"].as_str().unwrap().to_string();
    bot.call(payload).await;
    let export = bot
        .fake
        .wait_for(
            |r| r.method == Method::Post && r.path.contains(&token) && !r.files().is_empty(),
            super::WAIT,
        )
        .await;
    let names: Vec<&str> = export
        .files()
        .iter()
        .filter_map(|f| f.filename.as_deref())
        .collect();
    assert!(
        !names.iter().any(|n| n.ends_with(".replay.toml")),
        "{names:?}"
    );
    assert!(
        names.contains(&format!("bad-deploy-{code}.md").as_str()),
        "{names:?}"
    );

    let before_the_end = bot.fake.requests();
    for request in &before_the_end {
        let text = carried(request);
        assert_eq!(seed_mentions(&text, seed), Vec::<String>::new(), "{text}");
    }

    bot.incident("stop", Value::Null, &admin).await;
    let debrief = bot.wait_debrief("Debrief: ").await;
    let footer = debrief.json().unwrap()["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        footer.contains(&format!(
            "The seed of drill {code} was kept secret until now: it was {seed}."
        )),
        "{footer}"
    );
    assert!(footer.contains(&format!("seed {seed}.")), "{footer}");

    // A chosen seed is the players': shown at once.
    let chosen = CHANNEL_ID + 5;
    let ctx = Ctx::guild().channel(chosen);
    let start = json!({"scenario": "bad-deploy", "pace": "turns", "seed": 4242});
    let (started, _) = reply(&bot.incident("start", start, &ctx).await);
    assert!(started.contains("(seed 4242, "), "{started}");
    bot.advance(&ctx, 1).await;
    let footer = status_footer(&bot, chosen, "minute 2 of").await;
    assert!(footer.starts_with("Seed 4242 · "), "{footer}");
    bot.assert_requests_valid();
    bot.stop().await;
}
