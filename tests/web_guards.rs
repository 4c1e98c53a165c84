//! The web page under a hostile client, over TCP on 127.0.0.1: past the cap of busy
//! connections a newcomer gets 503 (the web logs the cap it holds), an idle flood of
//! connections does not keep a viewer who comes after it from the page, a connection that
//! sends nothing is closed after the header wait, a huge announced body is refused from its
//! header and a slow one after the body wait; and `POST /act` from another site, or not as
//! the page sends it, is refused with 403 and changes nothing.

use std::time::{Duration, Instant};

use oncall_drill::web::{raise_open_files_limit, BODY_WAIT, DEFAULT_MAX_CONNECTIONS, HEADER_WAIT};
use reqwest::StatusCode;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::drill::at;
use crate::util::eventually;
use crate::web::{client, post_act, post_raw, serve, start_log};

/// Connections of the flood: more than the default cap, as the issue's 4,200.
const FLOOD: usize = DEFAULT_MAX_CONNECTIONS + 104;

/// Everything a server says on `stream` until it closes it or `wait` passes (the text, and
/// whether it closed).
async fn read_all(stream: &mut TcpStream, wait: Duration) -> (String, bool) {
    let mut said = Vec::new();
    let mut buf = [0u8; 4096];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Err(_) => return (String::from_utf8_lossy(&said).into_owned(), false),
            Ok(Ok(0)) | Ok(Err(_)) => return (String::from_utf8_lossy(&said).into_owned(), true),
            Ok(Ok(n)) => said.extend_from_slice(&buf[..n]),
        }
    }
}

/// The `host:port` and path of a link.
fn split(link: &str) -> (String, String) {
    let rest = link.strip_prefix("http://").unwrap();
    let slash = rest.find('/').unwrap();
    (rest[..slash].to_string(), rest[slash..].to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_flood_does_not_keep_a_new_viewer_from_the_page() {
    // Both ends of every connection are this process's files: raise the limit as the web
    // does, and say so when the machine cannot give enough.
    let files = raise_open_files_limit().expect("an open-files limit");
    assert!(
        files >= 2 * FLOOD as u64 + 1024,
        "this test needs an open-files hard limit of at least {} (it is {files}): \
         raise it (ulimit -Hn) where the tests run",
        2 * FLOOD + 1024
    );
    let served = serve(DEFAULT_MAX_CONNECTIONS, false).await;
    let addr = served.web.local_addr();
    let mut flood = Vec::with_capacity(FLOOD);
    for _ in 0..FLOOD {
        flood.push(TcpStream::connect(addr).await.unwrap());
    }
    // The flood stays connected, sending nothing, while a viewer arrives.
    let started = Instant::now();
    let mut tries = 0;
    let status = loop {
        tries += 1;
        let answer = client().get(&served.watch).send().await;
        match answer.map(|a| a.status()) {
            Ok(StatusCode::OK) => break StatusCode::OK,
            other if started.elapsed() > Duration::from_secs(15) => {
                panic!("no 200 within 15 s ({tries} tries), last: {other:?}")
            }
            // A viewer's retry, as a person reloading: the flood gives no signal to wait on.
            _ => tokio::time::sleep(Duration::from_millis(250)).await,
        }
    };
    assert_eq!(status, StatusCode::OK);
    println!(
        "a viewer after {FLOOD} idle connections: 200 after {:?} ({tries} tries)",
        started.elapsed()
    );
    drop(flood);
}

#[tokio::test]
async fn a_connection_that_sends_no_request_is_closed_after_the_header_wait() {
    let served = serve(64, false).await;
    let addr = served.web.local_addr();
    let mut silent = TcpStream::connect(addr).await.unwrap();
    let mut dribbling = TcpStream::connect(addr).await.unwrap();
    dribbling.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
    let wait = HEADER_WAIT + Duration::from_secs(3);
    let started = Instant::now();
    let (said, closed) = read_all(&mut silent, wait).await;
    assert!(closed, "still open after {wait:?}");
    assert!(
        said.is_empty() || said.starts_with("HTTP/1.1 408"),
        "{said}"
    );
    let (_, closed) = read_all(&mut dribbling, wait).await;
    assert!(closed, "a head that never ends is cut off too");
    assert!(started.elapsed() >= HEADER_WAIT - Duration::from_millis(100));
}

#[tokio::test]
async fn a_huge_announced_body_is_refused_before_it_is_read() {
    let served = serve(64, false).await;
    let (host, path) = split(&served.control);
    let mut stream = TcpStream::connect(&host).await.unwrap();
    let head = format!(
        "POST {path}/act HTTP/1.1\r\nhost: {host}\r\ncontent-type: application/json\r\n\
         content-length: 1000000000\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let started = Instant::now();
    let (said, _) = read_all(&mut stream, Duration::from_secs(3)).await;
    assert!(said.starts_with("HTTP/1.1 413"), "{said:?}");
    assert!(said.contains("at most 256 bytes"), "{said}");
    assert!(started.elapsed() < Duration::from_secs(2), "at once");
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert!(snapshot.log.is_empty());
}

#[tokio::test]
async fn a_body_slower_than_the_body_wait_gets_408_and_changes_nothing() {
    let served = serve(64, false).await;
    let (host, path) = split(&served.control);
    let mut stream = TcpStream::connect(&host).await.unwrap();
    let body = br#"{"line":"floor 9"}"#;
    let head = format!(
        "POST {path}/act HTTP/1.1\r\nhost: {host}\r\ncontent-type: application/json\r\n\
         content-length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(&body[..5]).await.unwrap();
    let (said, closed) = read_all(&mut stream, BODY_WAIT + Duration::from_secs(3)).await;
    assert!(said.starts_with("HTTP/1.1 408"), "{said:?}");
    assert!(said.contains("did not arrive within 5 seconds"), "{said}");
    assert!(closed, "the connection is closed after it");
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert!(snapshot.log.is_empty());
}

#[tokio::test]
async fn actions_from_another_site_or_not_sent_as_the_page_does_are_refused() {
    let served = serve(64, false).await;
    let act = format!("{}/act", served.control);
    let own = served.control.split("/d/").next().unwrap().to_string();
    let json = "application/json";
    let line = r#"{"line":"floor 9"}"#;
    let refused = [
        // The issue's: another site posts plain text.
        (Some("https://evil.example"), None, "text/plain"),
        (Some("https://evil.example"), None, json),
        (Some("null"), None, json),
        (None, Some("cross-site"), json),
        (Some(own.as_str()), Some("same-site"), json),
        // From the page's own origin, but not as its script sends.
        (
            Some(own.as_str()),
            Some("same-origin"),
            "text/plain; charset=utf-8",
        ),
        (
            Some(own.as_str()),
            Some("same-origin"),
            "application/x-www-form-urlencoded",
        ),
    ];
    for (origin, site, content_type) in refused {
        let mut request = client()
            .post(&act)
            .header("content-type", content_type)
            .body(line);
        if let Some(origin) = origin {
            request = request.header("origin", origin);
        }
        if let Some(site) = site {
            request = request.header("sec-fetch-site", site);
        }
        let answer = request.send().await.unwrap();
        let case = format!("{origin:?} {site:?} {content_type}");
        assert_eq!(answer.status(), StatusCode::FORBIDDEN, "{case}");
        let said = answer.text().await.unwrap();
        assert!(said.contains("nothing was changed"), "{case}: {said}");
    }
    let (status, _) = post_raw(&served.control, "text/plain", b"floor 9".to_vec()).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert!(snapshot.log.is_empty(), "nothing was acted on");
    assert_ne!(snapshot.controls.floor, 9);
    // The page's own request acts.
    let (status, said) = post_act(&served.control, "floor 9").await;
    assert_eq!(status, StatusCode::OK, "{said}");
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(snapshot.controls.floor, 9);
}

#[tokio::test]
async fn too_many_connections_get_503() {
    let served = serve(2, false).await;
    let mut open = Vec::new();
    for _ in 0..2 {
        let stream = client()
            .get(format!("{}/events", served.watch))
            .send()
            .await
            .unwrap();
        assert_eq!(stream.status(), StatusCode::OK);
        open.push(stream);
    }
    let answer = client().get(&served.watch).send().await.unwrap();
    assert_eq!(answer.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(answer
        .text()
        .await
        .unwrap()
        .contains("too many connections"));
    drop(open);
    // Room again once the viewers leave.
    eventually("room for a viewer again", || async {
        let status = client().get(&served.watch).send().await.ok()?.status();
        (status == StatusCode::OK).then_some(())
    })
    .await;
}

#[test]
fn the_web_logs_how_many_connections_it_holds() {
    let log = start_log("127.0.0.1:0", None);
    assert!(
        log.contains("the web holds up to 8 connections at once (8 from one address)"),
        "{log}"
    );
    assert!(log.contains("open_files="), "{log}");
}
