//! The drill's page, rendered on the server from its [`PageView`] so that every number is
//! there without JavaScript; the embedded script (`assets/web.js`) then keeps it live from
//! the server-sent events. Text comes from the drill's Fluent bundle; numbers only appear
//! through the view (or as the controls' ranges, from [`Control::range`]). The charts'
//! sizes are the chart module's own: the page reserves their shape and the stylesheet
//! scales them.

use std::fmt::Write;

use crate::chart::{COMPACT_HEIGHT, COMPACT_WIDTH, RUN_HEIGHT, WIDTH};
use crate::i18n::messages::usage;
use crate::i18n::Localizer;
use crate::model::Control;

use super::token::{Access, Token};
use super::view::PageView;

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

/// The drill's page behind `token`.
pub fn page(view: &PageView, token: Token, access: Access) -> String {
    let l = Localizer::negotiated(&view.lang);
    let t = |id: &str| escape(&l.text(id));
    let mut html = String::with_capacity(24 * 1024);
    let _ = write!(
        html,
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} · {clock}</title><link rel=\"stylesheet\" href=\"/assets/web.css\">\
         <script src=\"/assets/web.js\" defer></script></head>\n\
         <body class=\"health-{health} state-{state}\" data-base=\"/d/{token}\" data-access=\"{access}\">\n\
         <header><h1 id=\"title\">{title}</h1><p class=\"status\"><span id=\"clock\">{clock}</span> \
         <span id=\"state\">{state_text}</span> <span id=\"health\">{health_text}</span> \
         <span id=\"drill\">{drill}</span></p>\
         <p id=\"alert\" class=\"alert\"{alert_hidden}>{alert}</p>\
         <noscript><p>{noscript}</p></noscript></header>\n<main>\n",
        lang = escape(&view.lang),
        title = escape(&view.title),
        clock = escape(&view.clock),
        health = view.health.as_str(),
        state = view.state.as_str(),
        access = match access {
            Access::Control => "control",
            Access::ReadOnly => "read-only",
        },
        state_text = escape(&view.state_text),
        drill = escape(&view.drill),
        health_text = escape(&view.health_text),
        alert_hidden = if view.alert.is_some() { "" } else { " hidden" },
        alert = escape(view.alert.as_deref().unwrap_or("")),
        noscript = t("web-noscript"),
    );
    let _ = write!(
        html,
        "<section class=\"dashboard\" aria-labelledby=\"h-dashboard\"><h2 id=\"h-dashboard\">{}</h2>\
         <dl id=\"rows\">",
        t("web-dashboard")
    );
    for (i, row) in view.rows.iter().enumerate() {
        let _ = write!(
            html,
            "<div class=\"metric\" data-row=\"{i}\"><dt>{}</dt><dd>{}</dd></div>",
            escape(&row.label),
            escape(&row.value)
        );
    }
    html.push_str("</dl><ul id=\"notes\">");
    for note in &view.notes {
        let _ = write!(html, "<li>{}</li>", escape(note));
    }
    let _ = write!(
        html,
        "</ul></section>\n<section class=\"chart\"><img id=\"chart\" src=\"/d/{token}/chart.png?view=live&amp;minute={minute}\" \
         alt=\"{alt}\" width=\"{COMPACT_WIDTH}\" height=\"{COMPACT_HEIGHT}\"></section>\n",
        minute = view.minute.unwrap_or(0),
        alt = t("web-chart-alt"),
    );
    if access == Access::Control {
        controls(&mut html, &l, view);
    } else {
        let _ = writeln!(html, "<p class=\"watching\">{}</p>", t("web-read-only"));
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
    let debrief = view.debrief.as_ref();
    let _ = write!(
        html,
        "</ol></section>\n<section class=\"debrief\" id=\"debrief\" aria-labelledby=\"h-debrief\"{hidden}>\
         <h2 id=\"h-debrief\">{title}</h2><pre id=\"debrief-text\">{text}</pre>\
         <img id=\"run-chart\" {src}alt=\"{alt}\" width=\"{WIDTH}\" height=\"{RUN_HEIGHT}\"></section>\n\
         </main></body></html>\n",
        hidden = if debrief.is_some() { "" } else { " hidden" },
        title = t("web-debrief"),
        text = escape(&debrief.map(|lines| lines.join("\n")).unwrap_or_default()),
        src = if debrief.is_some() {
            format!("src=\"/d/{token}/chart.png?view=run\" ")
        } else {
            String::new()
        },
        alt = t("web-run-chart-alt"),
    );
    html
}

/// The eight controls (sliders with a Set button, switches, buttons), Advance in a
/// turn-based drill, pause, resume and stop; every one reachable by keyboard.
fn controls(html: &mut String, l: &Localizer, view: &PageView) {
    let t = |id: &str| escape(&l.text(id));
    let _ = write!(
        html,
        "<section class=\"controls\" aria-labelledby=\"h-controls\"><h2 id=\"h-controls\">{}</h2>\
         <p class=\"drill-buttons\"><button type=\"button\" id=\"advance\" data-act=\"advance\"{}>{}</button> \
         <button type=\"button\" data-act=\"pause\">{}</button> <button type=\"button\" data-act=\"resume\">{}</button> \
         <button type=\"button\" data-act=\"stop\" data-confirm=\"{}\">{}</button></p><div class=\"control-list\">",
        t("web-controls"),
        if view.advances { "" } else { " hidden" },
        t("web-advance"),
        t("web-pause"),
        t("web-resume"),
        t("web-stop-confirm"),
        t("web-stop"),
    );
    let c = &view.controls;
    for control in Control::ALL {
        let name = control.name();
        let label = escape(&l.text(&format!("control-{name}")));
        let hint = escape(&usage(l, control));
        let _ = write!(html, "<div class=\"control\" id=\"control-{name}\">");
        match control.range() {
            Some((min, max)) => {
                let value = match control {
                    Control::Floor => c.floor,
                    Control::Target => c.target,
                    Control::Ttl => c.ttl,
                    _ => c.shed,
                };
                let _ = write!(
                    html,
                    "<label for=\"c-{name}\">{label}</label><div class=\"slider\"><input type=\"range\" id=\"c-{name}\" \
                     name=\"{name}\" min=\"{min}\" max=\"{max}\" value=\"{value}\" data-control=\"{name}\">\
                     <output for=\"c-{name}\" id=\"v-{name}\">{value}</output>\
                     <button type=\"button\" data-set=\"{name}\">{set}</button></div>",
                    set = t("web-set"),
                );
            }
            None if matches!(control, Control::Autoscale | Control::Feature) => {
                let on = if control == Control::Autoscale {
                    c.autoscale
                } else {
                    c.feature
                };
                let _ = write!(
                    html,
                    "<label class=\"switch\"><input type=\"checkbox\" role=\"switch\" id=\"c-{name}\" \
                     data-switch=\"{name}\"{checked}> {label}</label>",
                    checked = if on { " checked" } else { "" },
                );
            }
            None => {
                let _ = write!(
                    html,
                    "<button type=\"button\" id=\"c-{name}\" data-act=\"{name}\">{label}</button>"
                );
            }
        }
        let _ = write!(html, "<small>{hint}</small></div>");
    }
    html.push_str("</div><p id=\"said\" role=\"status\" aria-live=\"polite\"></p></section>\n");
}
