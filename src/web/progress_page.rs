//! A server's read-only progress page (issue 31, item 3): `GET /p/TOKEN` and its chart,
//! `GET /p/TOKEN/progress.png`, behind the server's secret link (see [`super::hub`]). The
//! same chart, words and numbers as `/progress` ([`crate::drill::wording::progress`]), in
//! the server's language, with the drills drawn listed as a table (partial and practice
//! drills marked apart, as the chart rings them). Nothing on it changes anything.

use std::fmt::Write;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::header;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use crate::chart::{PROGRESS_HEIGHT, PROGRESS_WIDTH};
use crate::drill::progress::DrillKind;
use crate::drill::wording::progress::{progress_lines, progress_png};
use crate::i18n::Localizer;

use super::answers::{not_found, Shared};
use super::hub::Shown;
use super::page::escape;
use super::token::Token;

pub(super) const CSS: &str = include_str!("assets/progress.css");

/// The server's progress behind `token`, if it is a server's progress link.
async fn shown(shared: &Shared, token: &str) -> Option<(Token, std::sync::Arc<Shown>)> {
    let token: Token = token.parse().ok()?;
    Some((token, shared.hub.progress_of(token).await?))
}

/// `GET /p/TOKEN`: the page.
pub(super) async fn page_route(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    match shown(&shared, &token).await {
        Some((token, shown)) => Html(page(&shown, token)).into_response(),
        None => not_found(&headers),
    }
}

/// `GET /p/TOKEN/progress.png`: the chart, as `/progress` attaches it; 204 with no drill.
pub(super) async fn chart_route(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some((_, shown)) = shown(&shared, &token).await else {
        return not_found(&headers);
    };
    let drawn = tokio::task::spawn_blocking(move || {
        progress_png(&Localizer::new(shown.locale), &shown.progress)
    })
    .await
    .ok()
    .flatten();
    match drawn {
        Some((png, _)) => ([(header::CONTENT_TYPE, "image/png")], Bytes::from(png)).into_response(),
        None => StatusCode::NO_CONTENT.into_response(),
    }
}

/// Text with its `…` spans (the commands) marked as code, made safe for HTML.
fn with_code(text: &str) -> String {
    let mut html = String::new();
    for (i, part) in text.split('`').enumerate() {
        match i % 2 {
            1 => {
                let _ = write!(html, "<code>{}</code>", escape(part));
            }
            _ => html.push_str(&escape(part)),
        }
    }
    html
}

/// The page: the title, the facts, the chart and the drills drawn as a table.
fn page(shown: &Shown, token: Token) -> String {
    let l = Localizer::new(shown.locale);
    let t = |id: &str| escape(&l.text(id));
    let (title, lines) = progress_lines(&l, &shown.progress, &l.text("progress-team"));
    let mut html = format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/assets/web.css\">\
         <link rel=\"stylesheet\" href=\"/assets/progress.css\"></head>\n\
         <body class=\"progress-page\"><header><h1>{title}</h1></header>\n<main>\n\
         <section class=\"progress-facts\"><ul id=\"facts\">",
        lang = escape(l.lang()),
        title = escape(&title),
    );
    for line in &lines {
        let _ = write!(html, "<li>{}</li>", with_code(line));
    }
    html.push_str("</ul></section>\n");
    let points = &shown.progress.points;
    if !points.is_empty() {
        let _ = writeln!(
            html,
            "<figure class=\"progress-chart\"><img id=\"progress-chart\" src=\"/p/{token}/progress.png\" \
             alt=\"{alt}\" width=\"{PROGRESS_WIDTH}\" height=\"{PROGRESS_HEIGHT}\"></figure>",
            alt = t("web-progress-chart-alt"),
        );
        table(&mut html, &l, shown);
    }
    let _ = writeln!(
        html,
        "<p class=\"watching\">{}</p>\n</main></body></html>",
        t("web-progress-watching")
    );
    html
}

/// The drills drawn, oldest first, with the chart's numbers.
fn table(html: &mut String, l: &Localizer, shown: &Shown) {
    let t = |id: &str| escape(&l.text(id));
    let _ = write!(
        html,
        "<section class=\"progress-drills\"><div class=\"scroll\"><table id=\"drills\"><caption>{}</caption><thead><tr>",
        t("web-progress-table")
    );
    for id in [
        "web-progress-col-n",
        "web-progress-col-scenario",
        "web-progress-col-kind",
        "web-progress-col-score",
        "web-progress-col-expert",
        "web-progress-col-detect",
        "web-progress-col-mitigate",
    ] {
        let _ = write!(html, "<th scope=\"col\">{}</th>", t(id));
    }
    html.push_str("</tr></thead><tbody>");
    let dash = || "—".to_string();
    for (i, point) in shown.progress.points.iter().enumerate() {
        let kind = match point.played.kind {
            DrillKind::Full => "full",
            DrillKind::Partial => "partial",
            DrillKind::Practice => "practice",
        };
        let _ = write!(
            html,
            "<tr data-kind=\"{kind}\" data-incident=\"{incident}\"><td>{n}</td><td>{scenario}</td><td>{kind_text}</td>\
             <td data-score>{score}</td><td>{expert}</td><td>{detect}</td><td>{mitigate}</td></tr>",
            incident = point.played.incident,
            n = i + 1,
            scenario = escape(&point.played.scenario_id),
            kind_text = t(&format!("web-progress-kind-{kind}")),
            score = l.decimal(point.played.score, 1),
            expert = point.expert_score.map_or_else(dash, |e| l.decimal(e, 1)),
            detect = point.detect_min.map_or_else(dash, |m| m.to_string()),
            mitigate = point.mitigate_min.map_or_else(dash, |m| m.to_string()),
        );
    }
    html.push_str("</tbody></table></div></section>\n");
}
