//! What the web's routes answer with, below them all: the shared state, the link a path
//! names, plain-text and 404 answers, the body limits. The page's routes and the action
//! route both use these, and neither reaches into the other for them.

use std::sync::Arc;

use axum::http::header::{self, HeaderValue};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use crate::i18n::Localizer;

use super::hub::{Hub, Link};
use super::page::notice;
use super::token::Token;

/// The largest request body read: an action (`{"line":"shed 100"}` is 19 bytes; room for
/// `advance 60` and stray spaces, not for a payload). Larger ones get 413 from their
/// announced length, before they are read, or once this much was read.
pub const MAX_ACTION_BYTES: usize = 256;
/// How long a request's body may take to arrive once its head did: 408 after it.
pub const BODY_WAIT: std::time::Duration = std::time::Duration::from_secs(5);
/// What the routes share.
#[derive(Clone)]
pub(super) struct Shared {
    pub hub: Arc<Hub>,
    /// The origin of the links' address, whose pages may act (beside the Host's own).
    pub public_origin: Option<String>,
}

/// 413, and the connection closed.
pub(super) fn too_large(l: &Localizer) -> Response {
    let mut answer = text(
        StatusCode::PAYLOAD_TOO_LARGE,
        l.tr("web-too-large", &[("max", MAX_ACTION_BYTES.into())]),
    );
    closing(&mut answer);
    answer
}

/// Marks `answer` as the connection's last (its request's body is left unread).
pub(super) fn closing(answer: &mut Response) {
    answer
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
}

/// The language of an answer that belongs to no drill: the client's first choice.
pub(super) fn client_language(headers: &HeaderMap) -> Localizer {
    let wanted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split([',', ';']).next())
        .unwrap_or("en-US");
    Localizer::negotiated(wanted.trim())
}

pub(super) fn text(status: StatusCode, body: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
        .into_response()
}

pub(super) fn not_found(headers: &HeaderMap) -> Response {
    let l = client_language(headers);
    let body = notice(&l, "web-not-found-title", &l.text("web-not-found"));
    (StatusCode::NOT_FOUND, Html(body)).into_response()
}

/// The link a path names, while it is valid; anything else is the same 404 (a wrong
/// token and an expired one look alike). An ended drill shown without its end's event
/// gets its debrief first, so that no route shows it without one.
pub(super) async fn resolve(shared: &Shared, token: &str) -> Option<(Token, Link)> {
    let token: Token = token.parse().ok()?;
    let link = shared.hub.link(&token).await?;
    shared.hub.settle_debrief(link.incident).await;
    Some((token, link))
}
