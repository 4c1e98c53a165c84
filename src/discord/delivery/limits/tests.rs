//! The limits with plain values of time (on the engine's scale): the pace, a global 429, a
//! per-route 429 and the headers.

use std::time::Duration;

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};

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

fn ms(millis: u64) -> Duration {
    Duration::from_millis(millis)
}

#[test]
fn permits_are_spaced_by_the_pace() {
    let mut limits = Limits::new(10);
    let start = ms(5_000);
    // After a quiet spell one request may go early: two at once, then one per 100 ms.
    assert!(limits.try_take(start));
    assert!(limits.try_take(start));
    assert!(!limits.try_take(start));
    assert_eq!(limits.global_ready_at(), start + ms(100));
    assert!(!limits.try_take(start + ms(99)));
    assert!(limits.try_take(start + ms(100)));
    assert_eq!(limits.global_ready_at(), start + ms(200));
    // A wake-up 50 ms late does not lower the rate: the next slot counts from the one that
    // was due (200 ms), not from the late request.
    assert!(limits.try_take(start + ms(250)));
    assert_eq!(limits.global_ready_at(), start + ms(300));
}

#[test]
fn a_global_429_stops_everything_until_it_is_over() {
    let mut limits = Limits::new(50);
    let now = ms(1_000);
    assert!(limits.try_take(now), "a slot at once");
    let body = br#"{"message": "You are being rate limited.", "retry_after": 2.5, "global": true}"#;
    let limited = limits
        .observe(
            &POST,
            429,
            &headers(&[("x-ratelimit-global", "true")]),
            body,
            now,
        )
        .expect("a 429");
    assert!(limited.global);
    assert_eq!(limited.wait, ms(2500));
    assert!(!limits.try_take(now + ms(2000)), "still stopped");
    assert_eq!(limits.global_ready_at(), now + ms(2500));
    assert!(limits.try_take(now + ms(2500)), "the stop is over");
}

#[test]
fn retry_after_comes_from_the_header_when_the_body_has_none() {
    let mut limits = Limits::new(50);
    let scope = headers(&[("retry-after", "3"), ("x-ratelimit-scope", "global")]);
    let limited = limits
        .observe(&POST, 429, &scope, b"", Duration::ZERO)
        .expect("a 429");
    assert_eq!(limited.wait, Duration::from_secs(3));
    assert!(limited.global, "the scope says global");
}

#[test]
fn buckets_follow_the_headers_and_a_route_429() {
    let mut limits = Limits::new(50);
    let now = ms(10_000);
    let other = RouteKey { major: 8, ..POST };
    let spent = headers(&[
        ("x-ratelimit-bucket", "abc"),
        ("x-ratelimit-remaining", "0"),
        ("x-ratelimit-reset-after", "1.5"),
    ]);
    assert_eq!(limits.observe(&POST, 200, &spent, b"{}", now), None);
    let ready = limits
        .route_ready_at(&POST, now)
        .expect("the bucket is empty");
    assert_eq!(ready, now + ms(1500));
    assert_eq!(limits.channel_free_at(7), Some(ready));
    assert_eq!(limits.route_ready_at(&other, now), None, "another channel");
    assert!(limits.try_take(now), "the global pace is not touched");
    let later = now + ms(1500);
    assert_eq!(limits.route_ready_at(&POST, later), None);
    let body = br#"{"message": "You are being rate limited.", "retry_after": 4, "global": false}"#;
    let limited = limits
        .observe(&other, 429, &headers(&[]), body, later)
        .expect("a 429");
    assert!(!limited.global);
    assert_eq!(limits.route_ready_at(&other, later), Some(later + ms(4000)));
    assert_eq!(limits.route_ready_at(&POST, later), None);
    limits.forget_channel(8);
    assert_eq!(
        limits.channel_free_at(8),
        None,
        "a gone channel is forgotten"
    );
}
