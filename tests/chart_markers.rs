//! Markers on the charts: they change the image, cross every panel, are left out outside
//! the window; the team's actions are labelled in the chart's language, not in command
//! grammar.

use std::collections::HashSet;

use oncall_drill::chart::{render_compact, render_live, ChartText, Marker, HEIGHT, WIDTH};
use oncall_drill::drill::charts::{self, View};
use oncall_drill::drill::command_line::{parse_line, Typed};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{Action, Locale, LoggedAction, Simulation};

use crate::chart::{history, keep, logged};
use crate::chart_pixels::Image;
use crate::util;

#[test]
fn markers_change_the_image() {
    let history = history("bad-deploy", &[], 30);
    let text = ChartText::english();
    let marker = |minute: u32, label: &str| Marker {
        minute,
        label: label.into(),
    };
    let none = Image::decode(&render_live(&history, &[], &text).expect("chart"));
    let one = [marker(10, "bad deploy")];
    let one = Image::decode(&render_live(&history, &one, &text).expect("chart"));
    assert_ne!(none.rgb(), one.rgb());

    // A second marker on the same label lane keeps the layout, so what changes is the
    // marker itself: its line crosses the bottom panels too, not only the labelled one.
    let two = [marker(10, "bad deploy"), marker(40, "ttl 120")];
    let two = Image::decode(&render_live(&history, &two, &text).expect("chart"));
    let bottom_rows = (HEIGHT * 3 / 4)..(HEIGHT * 19 / 20);
    let changed_columns: HashSet<u32> = bottom_rows
        .flat_map(|y| (0..WIDTH).map(move |x| (x, y)))
        .filter(|&(x, y)| one.pixel(x, y) != two.pixel(x, y))
        .map(|(x, _)| x)
        .collect();
    // One dashed line down the bottom panels (one under the other): one column (or its
    // neighbour).
    assert!(
        (1..=2).contains(&changed_columns.len()),
        "changed columns in the bottom panels: {changed_columns:?}"
    );

    // A marker outside the live hour is not drawn.
    let outside = render_live(&history, &[marker(500, "later")], &text).expect("chart");
    assert_eq!(Image::decode(&outside).rgb(), none.rgb());
    let compact = render_compact(&history, &[], &text).expect("chart");
    let outside = render_compact(&history, &[marker(500, "later")], &text).expect("chart");
    assert_eq!(compact, outside);
}

#[test]
fn action_labels_are_in_the_charts_language() {
    let scenario = util::builtin("bad-deploy");
    let records = history("bad-deploy", &[], 40);
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let actions = [
        Action::Floor(20),
        Action::Autoscale(false),
        Action::Target(60),
        Action::Ttl(120),
        Action::Warmup,
        Action::Shed(50),
        Action::Feature(false),
        Action::Rollback,
    ];
    let log: Vec<LoggedAction> = actions
        .iter()
        .enumerate()
        .map(|(i, &action)| logged(12 + 3 * i as u32, action))
        .collect();
    let ru = Localizer::new(Locale::Ru);
    let en = Localizer::new(Locale::EnUs);
    let russian = charts::markers(&ru, &log, &timeline, 39, false);
    let english = charts::markers(&en, &log, &timeline, 39, false);
    let label = |markers: &[Marker], minute: u32| -> String {
        let found = markers.iter().filter(|m| m.minute == minute);
        found
            .map(|m| m.label.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    assert_eq!(label(&russian, 33), "откат");
    assert_eq!(label(&english, 33), "rolling back");
    assert_eq!(label(&russian, 12), "минимум 20");
    assert_eq!(label(&russian, 10), "плохой деплой");
    let cyrillic = |s: &str| {
        s.chars()
            .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)))
    };
    for (action, entry) in actions.iter().zip(log.iter()) {
        let text = label(&russian, entry.minute);
        // Every Russian label is in Russian but the cache TTL's, "TTL 120 s" in both.
        if !matches!(action, Action::Ttl(_)) {
            assert_ne!(text, label(&english, entry.minute), "{action}");
            assert!(cyrillic(&text), "{action}: {text}");
        }
        assert_ne!(text, action.to_string(), "no command grammar on the chart");
    }

    // No label in any language is a line the prompt reads as an action: the charts are
    // shown on the web page too, which has no prompt (issue 29.6).
    for locale in Locale::ALL {
        let l = Localizer::new(locale);
        for marker in charts::markers(&l, &log, &timeline, 39, false) {
            let typed = parse_line(&l, &marker.label);
            assert!(
                !matches!(typed, Ok(Typed::Act(_))),
                "{locale:?}: {} reads as a command",
                marker.label
            );
        }
    }

    // On the picture: the Russian chart with Russian markers differs from the one with
    // the English markers only where the labels are (above the traffic plot).
    let text = charts::chart_text(&ru, "Неудачный деплой", View::Live);
    let ru_png = render_compact(&records, &russian, &text).expect("chart");
    let en_png = render_compact(&records, &english, &text).expect("chart");
    keep("bad-deploy-ru-markers-compact.png", &ru_png);
    assert_ne!(ru_png, en_png);
    let rendered = charts::render(&ru, &scenario, &records, &log, &timeline, true);
    assert_eq!(rendered.expect("chart"), ru_png);
}
