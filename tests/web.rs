//! The web front-end's routes, driven over HTTP on 127.0.0.1: the page with its numbers
//! and headers, server-sent events after an advance and after an action, actions by
//! `POST` on control links only, charts, and every bad request answered with a clear error
//! that changes nothing.

use std::time::Duration;

use oncall_drill::drill::{
    DrillHandle, DriverHooks, EngineConfig, Handles, Snapshot, StartRequest,
};
use oncall_drill::i18n::dashboard::dashboard;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{Author, Locale, Pace};
use oncall_drill::web::page::escape;
use oncall_drill::web::{Access, Web, WebOptions, MAX_ACTION_BYTES};
use reqwest::StatusCode;

use crate::drill::{alice, at, request};
use crate::util::{driver_in_memory, eventually};

/// A turn-based drill in channel `c`, served on the web, with one link of each kind.
pub(crate) struct Served {
    pub handle: DrillHandle,
    pub web: Web,
    pub control: String,
    pub watch: String,
}

pub(crate) async fn serve(max_connections: usize, watch_all: bool) -> Served {
    serve_with(max_connections, watch_all, DriverHooks::default()).await
}

/// [`serve`] with `hooks` in the driver.
pub(crate) async fn serve_with(
    max_connections: usize,
    watch_all: bool,
    hooks: DriverHooks,
) -> Served {
    let start = request("c", "bad-deploy", Pace::Turns);
    serve_start(max_connections, watch_all, hooks, start).await
}

/// [`serve_with`] for the drill `start` asks for (in channel `c`).
pub(crate) async fn serve_start(
    max_connections: usize,
    watch_all: bool,
    hooks: DriverHooks,
    start: StartRequest,
) -> Served {
    serve_as(max_connections, watch_all, hooks, start, alice()).await
}

/// [`serve_start`] with `player` acting from the control link.
pub(crate) async fn serve_as(
    max_connections: usize,
    watch_all: bool,
    hooks: DriverHooks,
    start: StartRequest,
    player: Author,
) -> Served {
    let store = oncall_drill::store::Store::open_in_memory().unwrap();
    let (
        Handles {
            drills: handle,
            web_links,
            ..
        },
        events,
        _task,
    ) = oncall_drill::drill::spawn_with(store, EngineConfig::default(), hooks)
        .await
        .unwrap();
    let web = Web::start(
        handle.clone(),
        web_links,
        WebOptions {
            addr: "127.0.0.1:0".parse().unwrap(),
            public_url: None,
            retention_days: 30,
            watch_all,
            player,
            max_connections,
        },
    )
    .await
    .unwrap();
    // The web alone follows the drill host's event bus here.
    let mut bus = oncall_drill::drill::bus::Bus::new(None);
    web.subscribe(&mut bus);
    bus.start(events);
    let snapshot = handle.start(start).await.unwrap();
    let control = web
        .register(snapshot.clone(), Access::Control)
        .await
        .unwrap();
    let watch = web.register(snapshot, Access::ReadOnly).await.unwrap();
    Served {
        handle,
        web,
        control,
        watch,
    }
}

pub(crate) fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap()
}

/// The text `GET link` answers.
pub(crate) async fn page_text(link: &str) -> String {
    client()
        .get(link)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// `POST LINK/act` with `line`, as the page sends it (JSON, from its own origin): the
/// answer's status and text.
pub(crate) async fn post_act(link: &str, line: &str) -> (StatusCode, String) {
    let body = serde_json::json!({ "line": line }).to_string();
    post_raw(link, "application/json", body.into_bytes()).await
}

/// `POST LINK/act` with `body` of `content_type`, from the link's own origin.
pub(crate) async fn post_raw(
    link: &str,
    content_type: &str,
    body: Vec<u8>,
) -> (StatusCode, String) {
    let origin = link.split("/d/").next().unwrap();
    let answer = client()
        .post(format!("{link}/act"))
        .header("content-type", content_type)
        .header("origin", origin)
        .header("sec-fetch-site", "same-origin")
        .body(body)
        .send()
        .await
        .unwrap();
    let status = answer.status();
    (status, answer.text().await.unwrap())
}

/// The value of dashboard row `row` as the engine's last minute gives it, as HTML shows it.
async fn shown(handle: &DrillHandle, row: usize) -> String {
    let snapshot: Snapshot = handle.snapshot(&at("c")).await.unwrap();
    let l = Localizer::new(Locale::EnUs);
    escape(&dashboard(&l, snapshot.last().unwrap()).rows[row].value)
}

/// The next server-sent event's JSON on an open stream.
pub(crate) async fn next_event(
    response: &mut reqwest::Response,
    buffer: &mut String,
) -> serde_json::Value {
    loop {
        if let Some(end) = buffer.find("\n\n") {
            let event: String = buffer.drain(..end + 2).collect();
            if let Some(data) = event.lines().find_map(|line| line.strip_prefix("data: ")) {
                return serde_json::from_str(data).expect("each event is JSON");
            }
            continue;
        }
        let chunk = tokio::time::timeout(Duration::from_secs(10), response.chunk())
            .await
            .expect("an event within 10 s")
            .unwrap()
            .expect("the stream stays open");
        buffer.push_str(std::str::from_utf8(&chunk).unwrap());
    }
}

fn value(event: &serde_json::Value, row: usize) -> &str {
    event["rows"][row]["value"].as_str().unwrap()
}

#[tokio::test]
async fn the_page_shows_the_numbers_with_safe_headers() {
    let served = serve(64, false).await;
    let response = client().get(&served.control).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let headers = response.headers().clone();
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert_eq!(headers["cache-control"], "no-store");
    let html = response.text().await.unwrap();
    // Rendered on the server: the opening minute's numbers without any script.
    for row in [1, 2, 12, 13] {
        let value = shown(&served.handle, row).await;
        assert!(
            html.contains(&format!("<dd>{value}</dd>")),
            "{value} in the page"
        );
    }
    assert!(html.contains(">09:00<"), "the opening clock");
    assert!(
        html.contains("data-act=\"advance\""),
        "a turn-based drill offers Advance"
    );
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "nothing from elsewhere"
    );
    assert!(html.len() < 60 * 1024, "the page is {} bytes", html.len());
    // The read-only page has no controls.
    let watch = page_text(&served.watch).await;
    assert!(!watch.contains("data-act=") && !watch.contains("type=\"range\""));
}

#[tokio::test]
async fn events_follow_an_advance_and_an_action() {
    let served = serve(64, false).await;
    let mut stream = client()
        .get(format!("{}/events", served.control))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert_eq!(stream.headers()["content-type"], "text/event-stream");
    assert_eq!(stream.headers()["cache-control"], "no-store");
    let mut buffer = String::new();
    let first = next_event(&mut stream, &mut buffer).await;
    assert_eq!(first["clock"], "09:00", "the drill as it stands, at once");
    served.handle.advance(&at("c"), 1).await.unwrap();
    let minute = next_event(&mut stream, &mut buffer).await;
    assert_eq!(minute["clock"], "09:01");
    assert_eq!(
        escape(value(&minute, 1)),
        shown(&served.handle, 1).await,
        "the event carries the engine's requests of 09:01"
    );
    // An action through the page: acknowledged, and every viewer sees the new control.
    let (status, said) = post_act(&served.control, "floor 9").await;
    assert_eq!(status, StatusCode::OK);
    assert!(said.contains("alice"), "{said}");
    let acted = next_event(&mut stream, &mut buffer).await;
    assert_eq!(acted["controls"]["floor"], 9);
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(snapshot.controls.floor, 9);
    assert_eq!(snapshot.log.len(), 1);
    // Advance from the page: the next minute comes as an event.
    let (status, _) = post_act(&served.control, "advance 2").await;
    assert_eq!(status, StatusCode::OK);
    let mut clocks = Vec::new();
    while clocks.last().map(String::as_str) != Some("09:03") {
        let event = next_event(&mut stream, &mut buffer).await;
        clocks.push(event["clock"].as_str().unwrap().to_string());
    }
    assert!(clocks.contains(&"09:02".to_string()), "{clocks:?}");
}

#[tokio::test]
async fn bad_actions_are_refused_and_change_nothing() {
    let served = serve(64, false).await;
    let act = &served.control;
    let (status, said) = post_act(act, "floor 99").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(said.contains("40"), "the range is named: {said}");
    let (status, _) = post_act(act, "reboot everything").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let json = "application/json";
    let (status, _) = post_raw(act, json, vec![0xff, 0xfe, b'f']).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "not UTF-8");
    let (status, _) = post_raw(act, json, b"floor 9".to_vec()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "not JSON");
    let (status, _) = post_raw(act, json, vec![b' '; MAX_ACTION_BYTES + 1]).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let (status, said) = post_act(act, "resume").await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "a drill that is not paused: {said}"
    );
    // A read-only link watches: 403, whatever the line.
    let (status, _) = post_act(&served.watch, "floor 9").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    assert_eq!(snapshot.log.len(), 0, "nothing was acted on");
    assert_eq!(snapshot.history.len(), 1, "nothing advanced");
    assert!(snapshot.state.is_live());
}

#[tokio::test]
async fn unknown_tokens_and_routes_are_not_found() {
    let served = serve(64, false).await;
    let base = format!("http://{}", served.web.local_addr());
    let other = "0123456789abcdef0123456789abcdef";
    for path in [
        format!("/d/{other}"),
        format!("/d/{other}/events"),
        format!("/d/{other}/chart.png"),
        "/d/not-a-token".to_string(),
        "/d/".to_string(),
        "/admin".to_string(),
    ] {
        let answer = client().get(format!("{base}{path}")).send().await.unwrap();
        assert_eq!(answer.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let answer = client()
        .post(format!("{base}/d/{other}/act"))
        .body("floor 9")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::NOT_FOUND);
    // The root lists nothing: no link of any drill.
    let root = client().get(&base).send().await.unwrap();
    assert_eq!(root.status(), StatusCode::OK);
    let html = root.text().await.unwrap();
    let token = served.control.rsplit('/').next().unwrap();
    assert!(!html.contains(token) && !html.contains("/d/"));
}

#[tokio::test]
async fn charts_are_pngs_of_the_drill() {
    let served = serve(64, false).await;
    served.handle.advance(&at("c"), 3).await.unwrap();
    for view in ["live", "run"] {
        let answer = client()
            .get(format!("{}/chart.png?view={view}", served.control))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), StatusCode::OK, "{view}");
        assert_eq!(answer.headers()["content-type"], "image/png");
        let (width, height) = crate::util::png_size(&answer.bytes().await.unwrap());
        assert!(width > 300 && height > 200, "{view}: {width}×{height}");
    }
    let answer = client()
        .get(format!("{}/chart.png?view=pie", served.control))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_watched_drill_gets_a_read_only_link_and_shows_its_debrief() {
    let served = serve(64, true).await;
    let snapshot = served.handle.snapshot(&at("c")).await.unwrap();
    let watch = eventually("every drill that starts gets a read-only link", || async {
        served.web.watch_url(snapshot.id)
    })
    .await;
    assert_eq!(post_act(&watch, "floor 9").await.0, StatusCode::FORBIDDEN);
    let mut stream = client()
        .get(format!("{watch}/events"))
        .send()
        .await
        .unwrap();
    let mut buffer = String::new();
    next_event(&mut stream, &mut buffer).await;
    served.handle.stop(&at("c"), alice()).await.unwrap();
    let mut last = next_event(&mut stream, &mut buffer).await;
    while last["debrief"].is_null() {
        last = next_event(&mut stream, &mut buffer).await;
    }
    assert_eq!(last["state"], "stopped");
    let lines: Vec<&str> = last["debrief"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(lines.iter().any(|l| l.contains("Bad deploy")), "{lines:?}");
    let page = client()
        .get(&watch)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("view=run"), "the debrief's run chart");
}

/// The web's log while it starts on `addr` with `public_url`.
pub(crate) fn start_log(addr: &str, public_url: Option<&str>) -> String {
    crate::locales::logged(|| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let (
                Handles {
                    drills, web_links, ..
                },
                _events,
                _task,
            ) = driver_in_memory().await;
            let web = Web::start(
                drills,
                web_links,
                WebOptions {
                    addr: addr.parse().unwrap(),
                    public_url: public_url.map(String::from),
                    retention_days: 30,
                    watch_all: true,
                    player: alice(),
                    max_connections: 8,
                },
            )
            .await
            .unwrap();
            web.stop();
        });
    })
}

#[test]
fn listening_beyond_loopback_without_a_public_url_warns() {
    let warning = "beyond this machine without public_url";
    assert!(start_log("0.0.0.0:0", None).contains(warning));
    assert!(!start_log("127.0.0.1:0", None).contains(warning));
    assert!(!start_log("0.0.0.0:0", Some("https://drills.example")).contains(warning));
}
