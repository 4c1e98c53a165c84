//! The game master's page (issue 30): a game-master link shows everything a control link
//! does, plus an inject panel (each kind with its size's range, from the one inject
//! vocabulary, [`crate::model::InjectKind`]) and the hidden view (the same parts as `gm`
//! at the prompt, [`hidden_parts`], laid out as HTML). The hidden view is computed on the
//! blocking pool (its teaching aids run the model to the scenario's end) and served again
//! at `GET /d/TOKEN/hidden`, which the page's own script (`assets/gm.js`) fetches at each
//! new minute. Control and read-only links never get either: their page has no panel, and
//! `/hidden` answers them 403.

use std::fmt::Write;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use crate::drill::wording::hidden_view::{hidden_parts, PartKind};
use crate::drill::Snapshot;
use crate::i18n::messages::inject_usage;
use crate::i18n::Localizer;
use crate::model::InjectKind;

use super::answers::{not_found, resolve, text, Shared};
use super::page::{escape, page_with};
use super::token::Token;
use super::view::PageView;

pub(super) const CSS: &str = include_str!("assets/gm.css");
pub(super) const JS: &str = include_str!("assets/gm.js");

/// The page of a game-master link: the control page with the panel and the hidden view.
pub(super) async fn page(view: &PageView, snapshot: Snapshot, token: Token) -> String {
    let l = Localizer::new(snapshot.locale).described();
    let live = snapshot.state.is_live();
    let hidden = hidden_html(snapshot).await;
    let mut extra = String::from(
        "<link rel=\"stylesheet\" href=\"/assets/gm.css\">\
         <script src=\"/assets/gm.js\" defer></script>\n",
    );
    if live {
        inject_panel(&mut extra, &l);
    }
    let _ = writeln!(
        extra,
        "<section class=\"hidden-view\" aria-labelledby=\"h-hidden\"><h2 id=\"h-hidden\">{}</h2>\
         <div id=\"hidden-view\" aria-live=\"polite\">{hidden}</div></section>",
        escape(&l.text("web-gm-hidden"))
    );
    page_with(view, token, super::Access::GameMaster, &extra)
}

/// The inject panel: a kind (its size's range beside its name) and a size, sent as the
/// prompt's line `inject KIND [SIZE]`. Drawn hidden: without the script it sends nothing.
fn inject_panel(html: &mut String, l: &Localizer) {
    let t = |id: &str| escape(&l.text(id));
    let _ = write!(
        html,
        "<section class=\"gm-panel\" id=\"gm-panel\" aria-labelledby=\"h-gm\" hidden>\
         <h2 id=\"h-gm\">{title}</h2><form id=\"inject-form\">\
         <label for=\"gm-kind\">{kind}</label><select id=\"gm-kind\">",
        title = t("web-gm-panel"),
        kind = t("web-gm-kind"),
    );
    for kind in InjectKind::ALL {
        let range = match kind.range() {
            Some((min, max)) => format!(" data-min=\"{min}\" data-max=\"{max}\""),
            None => String::new(),
        };
        let label = l.tr(
            "web-gm-kind-option",
            &[
                // In words; the prompt's name is only the form's value.
                (
                    "kind",
                    l.text(&format!("web-gm-kind-{}", kind.name())).into(),
                ),
                ("usage", inject_usage(l, kind).into()),
            ],
        );
        let _ = write!(
            html,
            "<option value=\"{name}\"{range}>{label}</option>",
            name = kind.name(),
            label = escape(&label),
        );
    }
    // The first kind's range; the script sets the range of the kind chosen.
    let (min, max) = InjectKind::ALL[0].range().unwrap_or((0, 0));
    let _ = writeln!(
        html,
        "</select><label for=\"gm-size\">{size}</label>\
         <input id=\"gm-size\" type=\"number\" inputmode=\"numeric\" min=\"{min}\" max=\"{max}\" value=\"{min}\">\
         <button type=\"submit\" id=\"gm-inject\">{send}</button></form>\
         <p class=\"gm-note\">{note}</p><p id=\"gm-said\" role=\"status\" aria-live=\"polite\"></p></section>",
        size = t("web-gm-size"),
        send = t("web-gm-send"),
        note = t("web-gm-note"),
    );
}

/// The hidden view of the drill as it stands, as HTML: each part under its heading, each
/// line naming a clock marked with it.
async fn hidden_html(snapshot: Snapshot) -> String {
    let drawn = tokio::task::spawn_blocking(move || {
        // The page has no prompt: injects named in words.
        let l = Localizer::new(snapshot.locale).described();
        let (title, parts) = hidden_parts(&l, &snapshot);
        let mut html = format!("<p class=\"gm-title\">{}</p>", escape(&title));
        for part in parts {
            let class = match part.kind {
                PartKind::Scheduled => "gm-scheduled",
                PartKind::Cause => "gm-cause",
                PartKind::Injects => "gm-injects",
                PartKind::Aids => "gm-aids",
            };
            let _ = write!(
                html,
                "<h3>{}</h3><ul class=\"{class}\">",
                escape(&part.heading)
            );
            for line in part.lines {
                let clock = match &line.clock {
                    Some(clock) => format!(" data-clock=\"{}\"", escape(clock)),
                    None => String::new(),
                };
                let _ = write!(html, "<li{clock}>{}</li>", escape(&line.text));
            }
            html.push_str("</ul>");
        }
        html
    })
    .await;
    // A panic in the model's runs leaves the view empty; the page is still served.
    drawn.unwrap_or_default()
}

/// `GET /d/TOKEN/hidden`: the hidden view as it stands, for a game-master link only.
pub(super) async fn hidden_route(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some((_, link)) = resolve(&shared, &token).await else {
        return not_found(&headers);
    };
    let Some(snapshot) = shared
        .hub
        .with_feed(link.incident, |feed| feed.snapshot.clone())
    else {
        return not_found(&headers);
    };
    if !link.access.game_master() {
        let l = Localizer::new(snapshot.locale);
        return text(StatusCode::FORBIDDEN, l.text("web-gm-only"));
    }
    Html(hidden_html(snapshot).await).into_response()
}
