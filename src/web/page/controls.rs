//! A control link's controls: the main actions (Advance in a turn-based drill, rollback,
//! the cache warm-up) in a bar that a phone keeps at the bottom of the screen, with the
//! drill's answer just above them, where the thumb is; below, the levers with a value
//! (sliders with a Set button, TTL preset taps, switches) and pause, resume, stop. Every
//! word is in the page's language (the terminal's command syntax is the terminal's); every
//! button has a name of its own. Drawn hidden: the script shows them, so that a browser
//! without JavaScript gets no control that would send nothing.

use std::fmt::Write;

use crate::i18n::Localizer;
use crate::model::Control;

use super::escape;
use crate::web::view::PageView;

/// The TTL's preset taps, in seconds: a slider across 0–3600 s moves several seconds per
/// pixel, too coarse for a thumb to land on 60 or 120.
pub const TTL_PRESETS_S: [u32; 7] = [15, 30, 60, 120, 300, 900, 3600];

pub(super) fn controls(html: &mut String, l: &Localizer, view: &PageView) {
    let t = |id: &str| escape(&l.text(id));
    let _ = write!(
        html,
        "<section class=\"controls\" id=\"controls\" aria-labelledby=\"h-controls\" hidden><h2 id=\"h-controls\">{}</h2>\
         <nav class=\"action-bar\" id=\"action-bar\" aria-label=\"{}\">\
         <p id=\"said\" role=\"status\" aria-live=\"polite\"></p><div class=\"bar-buttons\">\
         <button type=\"button\" id=\"advance\" data-act=\"advance\"{}>{}</button>",
        t("web-controls"),
        t("web-main-actions"),
        if view.advances { "" } else { " hidden" },
        t("web-advance"),
    );
    for control in [Control::Rollback, Control::Warmup] {
        let name = control.name();
        let _ = write!(
            html,
            "<button type=\"button\" id=\"c-{name}\" data-act=\"{name}\" title=\"{help}\">{label}</button>",
            label = t(&format!("web-act-{name}")),
            help = t(&format!("control-{name}-help")),
        );
    }
    html.push_str("</div></nav><div class=\"control-list\">");
    let c = &view.controls;
    for control in Control::ALL {
        let name = control.name();
        let label = t(&format!("control-{name}"));
        let (min, max) = control.range().unwrap_or((0, 0));
        let hint = escape(&l.tr(
            &format!("web-hint-{name}"),
            &[("min", min.into()), ("max", max.into())],
        ));
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
                    "<div class=\"control\" id=\"control-{name}\"><label for=\"c-{name}\">{label}</label>\
                     <div class=\"slider\"><input type=\"range\" id=\"c-{name}\" name=\"{name}\" min=\"{min}\" max=\"{max}\" \
                     value=\"{value}\" data-control=\"{name}\" aria-describedby=\"h-{name}\">\
                     <output for=\"c-{name}\" id=\"v-{name}\">{value}</output>\
                     <button type=\"button\" id=\"set-{name}\" data-set=\"{name}\" aria-label=\"{set_named}\">{set}</button></div>\
                     <p class=\"unsent\" id=\"unsent-{name}\" hidden>{unsent}</p>",
                    set = t("web-set"),
                    set_named = escape(&l.tr("web-set-named", &[("control", l.text(&format!("control-{name}")).into())])),
                    unsent = t("web-unsent"),
                );
                if control == Control::Ttl {
                    presets(html, l);
                }
            }
            None if matches!(control, Control::Autoscale | Control::Feature) => {
                let on = if control == Control::Autoscale {
                    c.autoscale
                } else {
                    c.feature
                };
                let _ = write!(
                    html,
                    "<div class=\"control\" id=\"control-{name}\"><label class=\"switch\"><input type=\"checkbox\" role=\"switch\" id=\"c-{name}\" \
                     data-switch=\"{name}\" aria-describedby=\"h-{name}\"{checked}> {label}</label>",
                    checked = if on { " checked" } else { "" },
                );
            }
            // Rollback and the warm-up are in the bar.
            None => continue,
        }
        let _ = write!(html, "<small id=\"h-{name}\">{hint}</small></div>");
    }
    let _ = writeln!(
        html,
        "</div><p class=\"drill-buttons\"><button type=\"button\" data-act=\"pause\">{}</button> \
         <button type=\"button\" data-act=\"resume\">{}</button> \
         <button type=\"button\" id=\"stop\" data-act=\"stop\" data-confirm=\"{}\">{}</button></p></section>",
        t("web-pause"),
        t("web-resume"),
        t("web-stop-confirm"),
        t("web-stop"),
    );
}

/// The TTL's preset taps, each sending its value at once.
fn presets(html: &mut String, l: &Localizer) {
    let _ = write!(
        html,
        "<div class=\"presets\" role=\"group\" aria-label=\"{}\">",
        escape(&l.text("web-ttl-presets"))
    );
    for seconds in TTL_PRESETS_S {
        let text = l.unit("unit-seconds", l.decimal(f64::from(seconds), 0));
        let _ = write!(
            html,
            "<button type=\"button\" data-preset=\"ttl\" data-value=\"{seconds}\" aria-label=\"{name}\">{text}</button>",
            name = escape(&l.tr("web-ttl-preset", &[("value", text.clone().into())])),
            text = escape(&text),
        );
    }
    html.push_str("</div>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ttl_preset_is_a_value_the_ttl_takes() {
        let (min, max) = Control::Ttl.range().expect("the TTL has a range");
        assert!(TTL_PRESETS_S.iter().all(|s| (min..=max).contains(s)));
        assert!(TTL_PRESETS_S.windows(2).all(|w| w[0] < w[1]));
    }
}
