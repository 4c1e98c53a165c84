//! The limits on paused time: the pace, a global 429, a per-route 429 and the headers.

use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use tokio::time::Instant;

use super::{Limits, RouteKey};

fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
    let mut map = HeaderMap::new();
    for (name, value) in pairs {
        map.insert(
            HeaderName::from_static(name),
            HeaderValue::from_str(value).unwrap(),
        );
    }
    map
}

const POST: RouteKey = RouteKey {
    route: "POST /channels/{}/messages",
    major: 7,
};

#[tokio::test(start_paused = true)]
async fn permits_are_spaced_by_the_pace() {
    let limits = Limits::new(10);
    let start = Instant::now();
    let mut granted = Vec::new();
    for _ in 0..5 {
        limits.take().await;
        granted.push(Instant::now() - start);
    }
    let gaps: Vec<Duration> = granted.windows(2).map(|w| w[1] - w[0]).collect();
    assert!(
        gaps.iter().all(|g| *g == Duration::from_millis(100)),
        "{granted:?}"
    );
}

#[tokio::test(start_paused = true)]
async fn a_global_429_stops_everything_and_voids_earlier_permits() {
    let limits = Limits::new(50);
    let permit = limits.try_take().expect("a permit at once");
    let body = br#"{"message": "You are being rate limited.", "retry_after": 2.5, "global": true}"#;
    let limited = limits
        .observe(
            &POST,
            429,
            &headers(&[("x-ratelimit-global", "true")]),
            body,
        )
        .expect("a 429");
    assert!(limited.global);
    assert_eq!(limited.wait, Duration::from_millis(2500));
    assert!(!limits.holds(&permit), "given before the stop");
    tokio::time::advance(Duration::from_secs(2)).await;
    assert!(limits.try_take().is_none(), "still stopped");
    tokio::time::advance(Duration::from_millis(500)).await;
    assert!(limits.try_take().is_some());
}

#[tokio::test(start_paused = true)]
async fn retry_after_comes_from_the_header_when_the_body_has_none() {
    let limits = Limits::new(50);
    let scope = headers(&[("retry-after", "3"), ("x-ratelimit-scope", "global")]);
    let limited = limits.observe(&POST, 429, &scope, b"").expect("a 429");
    assert_eq!(limited.wait, Duration::from_secs(3));
    assert!(limited.global, "the scope says global");
}

#[tokio::test(start_paused = true)]
async fn buckets_follow_the_headers_and_a_route_429() {
    let limits = Limits::new(50);
    let other = RouteKey { major: 8, ..POST };
    let spent = headers(&[
        ("x-ratelimit-bucket", "abc"),
        ("x-ratelimit-remaining", "0"),
        ("x-ratelimit-reset-after", "1.5"),
    ]);
    assert_eq!(limits.observe(&POST, 200, &spent, b"{}"), None);
    let ready = limits.route_ready_at(&POST).expect("the bucket is empty");
    assert_eq!(ready - Instant::now(), Duration::from_millis(1500));
    assert_eq!(limits.channel_ready_at(7), Some(ready));
    assert_eq!(limits.route_ready_at(&other), None, "another channel");
    assert!(
        limits.try_take().is_some(),
        "the global pace is not touched"
    );
    tokio::time::advance(Duration::from_millis(1500)).await;
    assert_eq!(limits.route_ready_at(&POST), None);
    let body = br#"{"message": "You are being rate limited.", "retry_after": 4, "global": false}"#;
    let limited = limits
        .observe(&other, 429, &headers(&[]), body)
        .expect("a 429");
    assert!(!limited.global);
    assert!(limits.route_ready_at(&other).is_some());
    assert_eq!(limits.route_ready_at(&POST), None);
}
