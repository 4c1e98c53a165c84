//! Discord's answers as the delivery's inputs: a 429 with its body or only its headers
//! (per route and global), a 5xx that still names its bucket, and a bucket emptied by the
//! requests the delivery itself dispatched. The limits change only through these landings
//! and the dispatches: nothing else reaches them.

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};

use super::*;

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

fn answer(status: u16, pairs: &[(&'static str, &str)], body_429: &[u8]) -> Option<Answered> {
    Some(Answered {
        status,
        headers: headers(pairs),
        body_429: body_429.to_vec(),
    })
}

#[test]
fn a_route_429_holds_its_channel_until_the_bucket_resets() {
    let mut d = delivery(50);
    take(&mut d, draft(7, "limited"));
    take(&mut d, draft(8, "free"));
    let limited = d.poll_send(at(0)).unwrap();
    let body = br#"{"message": "You are being rate limited.", "retry_after": 4, "global": false}"#;
    let said = answer(429, &[], body);
    let effects = land_answered(&mut d, limited, Err(Failure::RateLimited), said, at(50));
    assert!(effects.is_empty(), "nothing is dropped");
    // No back-off of its own: channel 7 goes as soon as its bucket has room, 4 s after.
    assert_eq!(
        d.next_wake(),
        Some(ms(20)),
        "channel 8 by the pace: passed, at once"
    );
    let free = d.poll_send(at(50)).unwrap();
    assert_eq!(label(&free), "8:free");
    land(&mut d, free, Ok(Sent::Delivered), at(60));
    assert_eq!(d.next_wake(), Some(ms(4_050)));
    assert!(d.poll_send(at(4_049)).is_none());
    assert_eq!(drain(&mut d, 4_050), ["7:limited"]);
}

#[test]
fn a_global_429_named_only_by_its_headers_holds_every_channel() {
    let mut d = delivery(50);
    take(&mut d, draft(7, "a"));
    take(&mut d, draft(8, "b"));
    let first = d.poll_send(at(0)).unwrap();
    // A proxy may answer without Discord's body: the headers say how long and for whom.
    let said = answer(
        429,
        &[("retry-after", "2.5"), ("x-ratelimit-scope", "global")],
        b"",
    );
    land_answered(&mut d, first, Err(Failure::RateLimited), said, at(10));
    assert_eq!(d.next_wake(), Some(ms(2_510)), "both wait for the stop");
    assert!(d.poll_send(at(2_509)).is_none());
    assert_eq!(drain(&mut d, 2_510), ["8:b", "7:a"]);
}

#[test]
fn a_5xx_is_retried_after_its_back_off_and_still_teaches_the_bucket() {
    let mut d = delivery(50);
    take(&mut d, draft(7, "first"));
    let first = d.poll_send(at(0)).unwrap();
    // The bucket is empty for 3 s, longer than the first back-off (1 s).
    let said = answer(
        503,
        &[
            ("x-ratelimit-remaining", "0"),
            ("x-ratelimit-reset-after", "3"),
        ],
        b"",
    );
    let failed = Err(Failure::Transient("HTTP 503".into()));
    let effects = land_answered(&mut d, first, failed, said, at(100));
    assert!(effects.is_empty(), "kept for the retry");
    assert_eq!(d.next_wake(), Some(ms(3_100)), "the later of the two");
    assert_eq!(drain(&mut d, 3_100), ["7:first"]);
}

#[test]
fn a_bucket_the_delivery_empties_itself_holds_its_channel() {
    let mut d = delivery(50);
    for text in ["one", "two", "three"] {
        take(&mut d, draft(7, text));
    }
    take(&mut d, draft(8, "other"));
    let one = d.poll_send(at(0)).unwrap();
    assert_eq!(label(&one), "7:one");
    // Discord says one more post fits in channel 7's bucket for the next 5 s.
    let said = answer(
        200,
        &[
            ("x-ratelimit-bucket", "posts"),
            ("x-ratelimit-remaining", "1"),
            ("x-ratelimit-reset-after", "5"),
        ],
        b"",
    );
    land_answered(&mut d, one, Ok(Sent::Delivered), said, at(10));
    let mut sent = Vec::new();
    for t in [100, 200, 300, 400] {
        if let Some(dispatch) = d.poll_send(at(t)) {
            sent.push(label(&dispatch));
            // No headers come back now: the delivery counted the request as it sent it.
            land(&mut d, dispatch, Ok(Sent::Delivered), at(t));
        }
    }
    assert_eq!(
        sent,
        ["8:other", "7:two"],
        "the bucket's last room, then nothing"
    );
    assert_eq!(
        d.next_wake(),
        Some(ms(5_010)),
        "when the bucket is full again"
    );
    assert_eq!(drain(&mut d, 5_010), ["7:three"]);
}
