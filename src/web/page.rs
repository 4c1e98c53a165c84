//! The drill's page, rendered on the server from its [`PageView`] so that every number is
//! there without JavaScript; the embedded script (`assets/web.js`) then keeps it live from
//! the server-sent events. Text comes from the drill's Fluent bundle; numbers only appear
//! through the view (or as the controls' ranges, from [`crate::model::Control::range`]). The charts'
//! sizes are the chart module's own: the page reserves their shape and the stylesheet
//! scales them. The controls (a control link's) are in [`controls`].

mod controls;

use std::fmt::Write;

use crate::chart::{COMPACT_HEIGHT, COMPACT_WIDTH, RUN_HEIGHT, WIDTH};
use crate::i18n::Localizer;

use super::levels::{TREND_HEIGHT, TREND_WIDTH};
use super::token::{Access, Token};
use super::view::{PageView, ViewRow};

/// Text made safe for HTML element content and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A short page of one message (the root, errors), in `l`'s language.
pub fn notice(l: &Localizer, title_id: &str, text: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/assets/web.css\"></head>\
         <body class=\"notice\"><main><h1>{title}</h1><p>{text}</p></main></body></html>\n",
        lang = escape(l.lang()),
        title = escape(&l.text(title_id)),
        text = escape(text),
    )
}

/// The drill's page behind `token`: on a wall screen (1920×1080) the clock, the alert, the
/// 16 metrics, the live chart and the controls (or, on a read-only link, the current
/// settings) on the first screen; on a phone one column with the main actions in a bar at
/// the bottom. Once the drill has ended: no controls, the debrief first.
pub fn page(view: &PageView, token: Token, access: Access) -> String {
    page_with(view, token, access, "")
}

/// [`page`] with `extra` (HTML) at the end of its main part: the game master's panel and
/// hidden view on a game-master link ([`super::game_master`]).
pub fn page_with(view: &PageView, token: Token, access: Access, extra: &str) -> String {
    let l = Localizer::negotiated(&view.lang);
    let t = |id: &str| escape(&l.text(id));
    let mut html = String::with_capacity(32 * 1024);
    let access_name = access.as_str();
    let _ = write!(
        html,
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} · {clock}</title><link rel=\"stylesheet\" href=\"/assets/web.css\">\
         <script src=\"/assets/web.js\" defer></script></head>\n\
         <body class=\"health-{health} state-{state} access-{access_name}\" data-base=\"/d/{token}\" \
         data-access=\"{access_name}\" data-lost=\"{lost}\" data-back=\"{back}\" data-send-failed=\"{send_failed}\">\n\
         <p id=\"connection\" class=\"connection\" role=\"status\" hidden></p>\n\
         <header><h1 id=\"title\">{title}</h1><p class=\"status\"><time id=\"clock\" datetime=\"{clock}\">{clock}</time> \
         <span id=\"state\">{state_text}</span> <span id=\"health\">{health_text}</span> \
         <span id=\"drill\">{drill}</span></p>\
         <p id=\"alert\" class=\"alert\" aria-live=\"assertive\" aria-atomic=\"true\">{alert}</p>\
         <p id=\"rule-note\" class=\"rule-note\"{rule_hidden}>{rule_note}</p>\
         <noscript><p>{noscript}</p></noscript></header>\n<main>\n",
        lang = escape(&view.lang),
        title = escape(&view.title),
        clock = escape(&view.clock),
        health = view.health.as_str(),
        state = view.state.as_str(),
        lost = t("web-connection-lost"),
        back = t("web-connection-back"),
        send_failed = t("web-send-failed"),
        state_text = escape(&view.state_text),
        drill = escape(&view.drill),
        health_text = escape(&view.health_text),
        alert = escape(view.alert.as_deref().unwrap_or("")),
        rule_hidden = if view.rule_note.is_some() { "" } else { " hidden" },
        rule_note = escape(view.rule_note.as_deref().unwrap_or("")),
        noscript = t("web-noscript"),
    );
    debrief(&mut html, &l, view, token);
    let _ = write!(
        html,
        "<section class=\"dashboard\" aria-labelledby=\"h-dashboard\"><h2 id=\"h-dashboard\">{}</h2>\
         <dl id=\"rows\">",
        t("web-dashboard")
    );
    for (i, row) in view.rows.iter().enumerate() {
        let _ = write!(
            html,
            "<div class=\"metric\" data-row=\"{i}\" data-metric=\"{key}\" data-state=\"{level}\"><dt>{label}</dt><dd>{value}</dd>\
             <dd class=\"level\"><span class=\"level-word\">{word}</span>\
             <svg class=\"trend\" viewBox=\"0 0 {TREND_WIDTH} {TREND_HEIGHT}\" preserveAspectRatio=\"none\" aria-hidden=\"true\">\
             <polyline points=\"{trend}\"/></svg></dd></div>",
            key = row.key,
            level = row.level.as_str(),
            label = escape(&row.label),
            value = escape(&row.value),
            word = escape(&row.level_text),
            trend = row.trend,
        );
    }
    html.push_str("</dl><ul id=\"notes\">");
    for note in &view.notes {
        let _ = write!(html, "<li>{}</li>", escape(note));
    }
    let _ = write!(
        html,
        "</ul></section>\n<section class=\"chart\" aria-label=\"{label}\"><img id=\"chart\" src=\"/d/{token}/chart.png?view=live&amp;minute={minute}\" \
         alt=\"{alt}\" width=\"{COMPACT_WIDTH}\" height=\"{COMPACT_HEIGHT}\"></section>\n",
        minute = view.minute.unwrap_or(0),
        label = t("web-chart-label"),
        alt = t("web-chart-alt"),
    );
    match access {
        Access::Control | Access::GameMaster if !view.state.ended() => {
            controls::controls(&mut html, &l, view)
        }
        Access::Control | Access::GameMaster => {}
        Access::ReadOnly => settings(&mut html, &l, view),
    }
    let _ = writeln!(
        html,
        "<section class=\"why\" aria-labelledby=\"h-why\"{hidden}><h2 id=\"h-why\">{title}</h2><pre id=\"why\">{why}</pre></section>",
        hidden = if view.why.is_some() { "" } else { " hidden" },
        title = t("web-why"),
        why = escape(view.why.as_deref().unwrap_or("")),
    );
    let _ = write!(
        html,
        "<section class=\"timeline\" aria-labelledby=\"h-timeline\"><h2 id=\"h-timeline\">{}</h2><ol id=\"timeline\" data-empty=\"{}\">",
        t("web-timeline"),
        t("web-timeline-empty")
    );
    for entry in &view.timeline {
        let _ = write!(html, "<li>{}</li>", escape(entry));
    }
    html.push_str("</ol></section>\n");
    html.push_str(extra);
    html.push_str("</main></body></html>\n");
    html
}

/// The debrief, first on the page once the drill has ended: its headline (the score and
/// the three most valuable lessons) large, then the rest, and the run chart sized to the
/// screen with a link to it at full size.
fn debrief(html: &mut String, l: &Localizer, view: &PageView, token: Token) {
    let t = |id: &str| escape(&l.text(id));
    let lines = view.debrief.as_deref().unwrap_or_default();
    let (head, rest) = lines.split_at(view.debrief_headline.min(lines.len()));
    let run = format!("/d/{token}/chart.png?view=run");
    let _ = writeln!(
        html,
        "<section class=\"debrief\" id=\"debrief\" aria-labelledby=\"h-debrief\"{hidden}>\
         <h2 id=\"h-debrief\">{title}</h2><pre id=\"debrief-head\" class=\"headline\">{head}</pre>\
         <pre id=\"debrief-text\">{text}</pre>\
         <figure class=\"run\"><img id=\"run-chart\" {src}alt=\"{alt}\" width=\"{WIDTH}\" height=\"{RUN_HEIGHT}\">\
         <figcaption><a id=\"run-chart-link\" href=\"{run}\">{full}</a></figcaption></figure></section>",
        hidden = if view.debrief.is_some() { "" } else { " hidden" },
        title = t("web-debrief"),
        head = escape(&head.join("\n")),
        text = escape(&rest.join("\n")),
        src = if view.debrief.is_some() {
            format!("src=\"{run}\" ")
        } else {
            String::new()
        },
        alt = t("web-run-chart-alt"),
        full = t("web-run-chart-full"),
    );
}

/// A read-only link's column: the settings as they stand and the team's roles, where a
/// control link has its controls.
fn settings(html: &mut String, l: &Localizer, view: &PageView) {
    let rows = |html: &mut String, id: &str, rows: &[ViewRow]| {
        let _ = write!(html, "<dl id=\"{id}\">");
        for (i, row) in rows.iter().enumerate() {
            let _ = write!(
                html,
                "<div data-row=\"{i}\"><dt>{}</dt><dd>{}</dd></div>",
                escape(&row.label),
                escape(&row.value)
            );
        }
        html.push_str("</dl>");
    };
    let _ = write!(
        html,
        "<section class=\"settings\" aria-labelledby=\"h-settings\"><h2 id=\"h-settings\">{}</h2>",
        escape(&l.text("web-settings"))
    );
    rows(html, "settings", &view.settings);
    let _ = write!(html, "<h2>{}</h2>", escape(&l.text("web-roles")));
    rows(html, "roles", &view.roles);
    let _ = writeln!(
        html,
        "<p class=\"watching\">{}</p></section>",
        escape(&l.text("web-read-only"))
    );
}
