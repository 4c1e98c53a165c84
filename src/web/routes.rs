//! The web's routes: the root (which lists nothing), the embedded assets, and per link the
//! page, its server-sent events, its charts and (control links only) its actions. Every
//! answer carries the security headers; token pages are never cached. Bad requests get a
//! clear HTTP error and change nothing; a body announced larger than any route reads is
//! refused from its header, before it is read.

use std::convert::Infallible;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, Query, Request, State};
use axum::http::header::{self, HeaderValue};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::{self, Next};

use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use futures_util::stream::{self, Stream};
use serde::Deserialize;
use tokio::sync::broadcast;

use crate::drill::monitor::Monitor;
use crate::drill::{charts, Debriefed, Snapshot};
use crate::i18n::Localizer;

use super::act::act_route;
use super::answers::{
    client_language, not_found, resolve, text, too_large, Shared, MAX_ACTION_BYTES,
};
use super::hub::{Drawn, Hub, Link};
use super::page::{notice, page};
use super::{game_master, progress_page};

/// How often an idle event stream says it is still there (proxies close silent ones).
const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(15);

const CSS: &str = include_str!("assets/web.css");
const JS: &str = include_str!("assets/web.js");

pub(super) fn router(
    hub: Arc<Hub>,
    public_origin: Option<String>,
    monitor: Option<Monitor>,
) -> Router {
    let shared = Shared { hub, public_origin };
    let routes = match monitor {
        Some(monitor) => monitor_routes(Router::new(), monitor),
        None => Router::new(),
    };
    routes
        .route("/", get(root))
        .route(
            "/assets/web.css",
            get(|| asset(CSS, "text/css; charset=utf-8")),
        )
        .route(
            "/assets/web.js",
            get(|| asset(JS, "text/javascript; charset=utf-8")),
        )
        .route(
            "/assets/gm.css",
            get(|| asset(game_master::CSS, "text/css; charset=utf-8")),
        )
        .route(
            "/assets/gm.js",
            get(|| asset(game_master::JS, "text/javascript; charset=utf-8")),
        )
        .route(
            "/assets/progress.css",
            get(|| asset(progress_page::CSS, "text/css; charset=utf-8")),
        )
        .route("/p/{token}", get(progress_page::page_route))
        .route("/p/{token}/progress.png", get(progress_page::chart_route))
        .route("/d/{token}", get(drill_page))
        .route("/d/{token}/hidden", get(game_master::hidden_route))
        .route("/d/{token}/events", get(events))
        .route("/d/{token}/chart.png", get(chart))
        .route("/d/{token}/act", post(act_route))
        .fallback(not_found_route)
        .layer(middleware::from_fn(refuse_large_bodies))
        .layer(middleware::from_fn(security_headers))
        .with_state(shared)
}

/// The bot's own `GET /metrics` (the Prometheus text format) and `GET /healthz` (200 while
/// the gateway is connected and the database writable, else 503 with the reason).
pub(super) fn monitor_routes<S: Clone + Send + Sync + 'static>(
    router: Router<S>,
    monitor: Monitor,
) -> Router<S> {
    let scraped = monitor.clone();
    router
        .route(
            "/metrics",
            get(move || async move {
                let text = scraped.scrape().await;
                (
                    [(
                        header::CONTENT_TYPE,
                        "application/openmetrics-text; version=1.0.0; charset=utf-8",
                    )],
                    text,
                )
            }),
        )
        .route(
            "/healthz",
            get(move || async move {
                match monitor.health().await {
                    Ok(()) => (StatusCode::OK, "ok\n".to_string()),
                    Err(reason) => (StatusCode::SERVICE_UNAVAILABLE, format!("{reason}\n")),
                }
            }),
        )
}

/// The security headers of every answer: nothing from elsewhere, no referrer, no sniffing,
/// no framing; token pages (`/d/…`, `/p/…`) and the root are never stored.
async fn security_headers(request: Request, next: Next) -> Response {
    let cacheable = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self'; style-src 'self'; script-src 'self'; \
             connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        ),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    if !cacheable {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// A body announced larger than [`MAX_ACTION_BYTES`] is refused before it is read (and
/// the connection closed, so that the rest of it is not read either).
async fn refuse_large_bodies(request: Request, next: Next) -> Response {
    let announced = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|bytes| bytes > MAX_ACTION_BYTES as u64) {
        return too_large(&client_language(request.headers()));
    }
    next.run(request).await
}

async fn not_found_route(headers: HeaderMap) -> Response {
    not_found(&headers)
}

async fn root(headers: HeaderMap) -> Response {
    let l = client_language(&headers);
    Html(notice(&l, "web-root-title", &l.text("web-root"))).into_response()
}

async fn asset(body: &'static str, content_type: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

async fn drill_page(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some((token, link)) = resolve(&shared, &token).await else {
        return not_found(&headers);
    };
    let Some((view, snapshot)) = shared.hub.with_feed(link.incident, |feed| {
        (feed.view.clone(), feed.snapshot.clone())
    }) else {
        return not_found(&headers);
    };
    match link.access.game_master() {
        true => Html(game_master::page(&view, snapshot, token).await).into_response(),
        false => Html(page(&view, token, link.access)).into_response(),
    }
}

/// The drill as it stands at once, then one event per change, until the viewer leaves.
async fn events(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some((_, link)) = resolve(&shared, &token).await else {
        return not_found(&headers);
    };
    let Some((now, receiver)) = shared.hub.with_feed(link.incident, |feed| {
        (feed.json.clone(), feed.sender.subscribe())
    }) else {
        return not_found(&headers);
    };
    Sse::new(viewer_stream(shared.hub.clone(), link, now, receiver))
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response()
}

/// One viewer's events: the current view, then each new one; a viewer that fell behind
/// skips to the drill as it stands.
fn viewer_stream(
    hub: Arc<Hub>,
    link: Link,
    now: Arc<str>,
    receiver: broadcast::Receiver<Arc<str>>,
) -> impl Stream<Item = Result<Event, Infallible>> {
    let state = (Some(now), receiver);
    stream::unfold(state, move |(first, mut receiver)| {
        let hub = hub.clone();
        async move {
            let json = match first {
                Some(json) => json,
                None => match receiver.recv().await {
                    Ok(json) => json,
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        hub.with_feed(link.incident, |feed| feed.json.clone())?
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
            };
            Some((Ok(Event::default().data(&*json)), (None, receiver)))
        }
    })
}

#[derive(Debug, Deserialize)]
pub(super) struct ChartQuery {
    view: Option<String>,
}

/// Which chart: the live hour (default) or the whole drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ChartView {
    Live,
    Run,
}

async fn chart(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    Query(query): Query<ChartQuery>,
    headers: HeaderMap,
) -> Response {
    let Some((_, link)) = resolve(&shared, &token).await else {
        return not_found(&headers);
    };
    let which = match query.view.as_deref() {
        None | Some("live") => ChartView::Live,
        Some("run") => ChartView::Run,
        Some(_) => {
            let l = client_language(&headers);
            return text(StatusCode::BAD_REQUEST, l.text("web-bad-chart-view"));
        }
    };
    let Some((snapshot, debriefed)) = shared.hub.with_feed(link.incident, |feed| {
        (feed.snapshot.clone(), feed.debriefed.get().cloned())
    }) else {
        return not_found(&headers);
    };
    let drawn = Drawn {
        minute: snapshot.last().map_or(0, |r| r.minute),
        with_debrief: which == ChartView::Run && debriefed.is_some(),
    };
    // One drawing per minute and view, however many viewers ask.
    let cached = shared.hub.with_feed(link.incident, |feed| {
        let slot = match which {
            ChartView::Live => &feed.live_chart,
            ChartView::Run => &feed.run_chart,
        };
        slot.as_ref()
            .filter(|(was, _)| *was == drawn)
            .map(|(_, png)| png.clone())
    });
    let png = match cached.flatten() {
        Some(png) => png,
        None => {
            let drawing = tokio::task::spawn_blocking(move || {
                let l = Localizer::new(snapshot.locale);
                match which {
                    ChartView::Live => charts::live_png(&l, &snapshot, drawn.minute),
                    ChartView::Run => run_chart(&l, &snapshot, debriefed.as_ref()),
                }
            })
            .await
            .ok()
            .flatten();
            let Some(png) = drawing else {
                return StatusCode::NO_CONTENT.into_response();
            };
            let png: Arc<[u8]> = png.into();
            shared.hub.with_feed(link.incident, |feed| {
                let slot = match which {
                    ChartView::Live => &mut feed.live_chart,
                    ChartView::Run => &mut feed.run_chart,
                };
                *slot = Some((drawn, png.clone()));
            });
            png
        }
    };
    (
        [(header::CONTENT_TYPE, "image/png")],
        Bytes::from(png.to_vec()),
    )
        .into_response()
}

/// The run chart: the debrief's (the what-if runs' budgets over the team's, the score's
/// parts side by side) once the drill has ended with its debrief; the team's budget alone
/// before, or when the detailed review could not be computed.
fn run_chart(l: &Localizer, snapshot: &Snapshot, debriefed: Option<&Debriefed>) -> Option<Vec<u8>> {
    match debriefed.and_then(Debriefed::detailed) {
        Some(debrief) => charts::debrief_png(l, snapshot, debrief),
        None => charts::run_png(l, snapshot),
    }
}
