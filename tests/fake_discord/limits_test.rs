//! The fake's limits with a plain HTTP client: a channel's sixth message in 5 s earns a
//! per-route 429 with the bucket headers, the 51st request in a second a global 429 while
//! interaction callbacks still pass, and the forced faults (a long global 429, an outage, a
//! request never answered) do what they say.

use std::time::Duration;

use serde_json::{json, Value};

use super::self_test::{secs, within};
use super::{FakeDiscord, Method, BOT_TOKEN, CHANNEL_ID};

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(2))
        .build()
        .expect("a client")
}

async fn post(fake: &FakeDiscord, path: &str, body: Value) -> reqwest::Response {
    client()
        .post(format!("{}{path}", fake.base_url()))
        .header("Authorization", format!("Bot {BOT_TOKEN}"))
        .header("Content-Type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("an answer")
}

async fn json_of(response: reqwest::Response) -> Value {
    serde_json::from_slice(&response.bytes().await.expect("a body")).expect("JSON")
}

fn header(response: &reqwest::Response, name: &str) -> String {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string()
}

#[tokio::test]
async fn a_channels_sixth_message_in_five_seconds_is_refused_with_its_bucket() {
    within(secs(10), async {
        let fake = FakeDiscord::start().await;
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
        for left in (0..5).rev() {
            let answer = post(&fake, &path, json!({"content": "hi"})).await;
            assert_eq!(answer.status(), 200);
            assert_eq!(header(&answer, "x-ratelimit-remaining"), left.to_string());
            assert_eq!(header(&answer, "x-ratelimit-limit"), "5");
            assert!(!header(&answer, "x-ratelimit-bucket").is_empty());
        }
        let refused = post(&fake, &path, json!({"content": "hi"})).await;
        assert_eq!(refused.status(), 429);
        assert_eq!(header(&refused, "x-ratelimit-scope"), "user");
        let wait: f64 = header(&refused, "x-ratelimit-reset-after").parse().unwrap();
        let body = json_of(refused).await;
        assert_eq!(body["global"], false);
        assert!(
            body["retry_after"].as_f64().unwrap() > 0.0 && wait <= 5.0,
            "{body}"
        );
        let elsewhere = format!("/api/v10/channels/{}/messages", CHANNEL_ID + 1);
        let other = post(&fake, &elsewhere, json!({"content": "hi"})).await;
        assert_eq!(other.status(), 200, "another channel has its own bucket");
        assert_eq!(fake.limit_stats().route_429, 1);
    })
    .await;
}

#[tokio::test]
async fn the_fifty_first_request_in_a_second_is_a_global_429_but_not_for_interactions() {
    within(secs(10), async {
        let fake = FakeDiscord::start().await;
        let url = format!("{}/api/v10/users/@me", fake.base_url());
        let client = client();
        let gets = (0..60).map(|_| client.get(&url).send());
        let statuses: Vec<u16> = futures::future::join_all(gets)
            .await
            .into_iter()
            .map(|r| r.expect("an answer").status().as_u16())
            .collect();
        let refused = statuses.iter().filter(|s| **s == 429).count();
        assert_eq!(fake.limit_stats().global_429, refused);
        assert!(refused <= 10, "the first 50 always pass: {statuses:?}");
        let arrivals: Vec<_> = fake.inspect(|r| r.iter().map(|r| r.at).collect());
        let span = *arrivals.iter().max().unwrap() - *arrivals.iter().min().unwrap();
        if span < Duration::from_secs(1) {
            assert_eq!(refused, 10, "60 within {span:?}: {statuses:?}");
        }
        // Interaction callbacks are outside the global limit.
        let interaction = fake.slash_command("status", Value::Null, &super::Ctx::guild());
        let path = format!(
            "/api/v10/interactions/{}/{}/callback",
            interaction["id"].as_str().unwrap(),
            interaction["token"].as_str().unwrap()
        );
        let answer = post(&fake, &path, json!({"type": 4, "data": {"content": "ok"}})).await;
        assert_eq!(answer.status(), 204);
    })
    .await;
}

#[tokio::test]
async fn forced_faults_global_429_outage_and_silence() {
    within(secs(10), async {
        let fake = FakeDiscord::start().await;
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
        fake.force_global_429(Duration::from_secs(30));
        let stopped = post(&fake, &path, json!({"content": "hi"})).await;
        assert_eq!(stopped.status(), 429);
        assert_eq!(header(&stopped, "x-ratelimit-global"), "true");
        assert_eq!(header(&stopped, "retry-after"), "30");
        let body = json_of(stopped).await;
        assert!(body["global"] == true && body["retry_after"].as_f64().unwrap() > 29.0);
        fake.force_global_429(Duration::ZERO);
        fake.outage(502, 2);
        for _ in 0..2 {
            assert_eq!(
                post(&fake, &path, json!({"content": "hi"})).await.status(),
                502
            );
        }
        assert_eq!(
            post(&fake, &path, json!({"content": "hi"})).await.status(),
            200
        );
        fake.never_answer(Method::Post, &path);
        let silent = client()
            .post(format!("{}{path}", fake.base_url()))
            .body(json!({"content": "hi"}).to_string())
            .send()
            .await;
        assert!(silent.is_err_and(|e| e.is_timeout()), "never answered");
        let recorded = fake.requests();
        assert_eq!(recorded.last().unwrap().status, None);
        assert_eq!(recorded[recorded.len() - 2].status, Some(200));
        let stats = fake.limit_stats();
        assert_eq!((stats.outage_answers, stats.unanswered), (2, 1));
    })
    .await;
}
