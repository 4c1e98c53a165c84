//! Charts in every language: Cyrillic glyphs are drawn, each locale renders its own words
//! (and its short words keep the compact chart's layout), and every locale's longest
//! scenario title fits uncut on every kind of chart.

use oncall_drill::chart::{draw_compact, draw_live, draw_run, render_run, ChartText, Marker};
use oncall_drill::drill::charts::{self, View};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{self, Action, Locale, ScheduledAction, Simulation};
use oncall_drill::scenario::Scenario;

use crate::chart::{history, keep, logged, rollback_at_16, russian_text};
use crate::chart_pixels::{assert_full_chart, y_axis_runs, Image, Kind};
use crate::util;

#[test]
fn cyrillic_text_renders() {
    let script = rollback_at_16();
    let history = history("bad-deploy", &script, 0);
    let markers = vec![
        Marker {
            minute: 10,
            label: "плохой релиз".into(),
        },
        Marker {
            minute: 16,
            label: "откат".into(),
        },
    ];
    let english =
        render_run(&history, &markers, &ChartText::english(), &[], None).expect("English");
    let russian = render_run(&history, &markers, &russian_text(), &[], None).expect("Russian");
    assert_full_chart(&russian, Kind::Run);
    assert_ne!(english, russian);

    // The title bar holds only the title: Cyrillic glyphs must put ink there, and two
    // titles of as many different letters must differ (a font without Cyrillic would draw
    // nothing, or the same "missing glyph" box for every letter).
    let image = Image::decode(&russian);
    let title_bar = (0.0, 0.0, 0.45, 0.045);
    assert!(image.colours_in(title_bar) >= 4, "no title drawn");
    let titled = |title: &str| {
        let text = ChartText {
            title: title.into(),
            ..russian_text()
        };
        Image::decode(&render_run(&history, &markers, &text, &[], None).expect("chart")).rgb()
    };
    assert_ne!(titled("Авария"), titled("Ошибка"));
}

#[test]
fn every_locale_renders_its_own_words() {
    let scenario = Scenario::builtin("viral-surge").unwrap();
    let script = [ScheduledAction {
        minute: 30,
        action: Action::Floor(20),
    }];
    let (history, _) = model::run(&scenario.setup, 42, false, &script, 90);
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let log = [logged(30, Action::Floor(20))];
    let mut seen = Vec::new();
    let mut compact_axes = Vec::new();
    for locale in Locale::ALL {
        let lang = locale.code();
        let l = Localizer::new(locale);
        for live in [true, false] {
            let png = charts::render(&l, &scenario, &history, &log, &timeline, live).expect(lang);
            let kind = if live { Kind::Compact } else { Kind::Run };
            assert_eq!(util::png_size(&png), kind.size(), "{lang}");
            assert!(
                !seen.contains(&png),
                "{lang}: its own words, not another locale's picture"
            );
            if live {
                compact_axes.push((lang, y_axis_runs(&Image::decode(&png))));
                keep(&format!("viral-surge-{lang}-compact.png"), &png);
            }
            seen.push(png);
        }
        if locale == Locale::Ru {
            let detail = charts::render_view(
                &l,
                &scenario,
                &history,
                &log,
                &timeline,
                View::Detail,
                &[],
                None,
            )
            .expect(lang);
            assert_full_chart(&detail, Kind::Detail);
        }
    }
    // Every locale's short words fit one legend row of the compact chart, as English ones
    // do: its plots sit exactly where the English chart's do.
    let (_, english) = &compact_axes[0];
    for (lang, axes) in &compact_axes {
        assert_eq!(axes, english, "{lang}: the compact chart's panels moved");
    }
}

#[test]
fn every_locales_longest_title_fits_uncut() {
    let records = history("bad-deploy", &[], 5);
    let scenarios = Scenario::all_builtin().expect("built-in scenarios");
    for locale in Locale::ALL {
        let l = Localizer::new(locale);
        for view in [View::Live, View::Detail, View::Run] {
            let text = |scenario: &Scenario| {
                charts::chart_text(&l, &oncall_drill::i18n::scenario::title(&l, scenario), view)
            };
            let longest = scenarios
                .iter()
                .map(text)
                .max_by_key(|t| t.title.chars().count())
                .expect("a scenario");
            // The same title with another last letter: a title cut short (or run off the
            // image) draws both the same. The letter's ink must also lie inside the image.
            let ending = |c: char| {
                let mut title = longest.title.clone();
                title.pop();
                title.push(c);
                ChartText {
                    title,
                    ..longest.clone()
                }
            };
            let draw = |text: &ChartText| {
                let frame = match view {
                    View::Live => draw_compact(&records, &[], text),
                    View::Detail => draw_live(&records, &[], text),
                    View::Run => draw_run(&records, &[], text, &[], None),
                };
                Image::of(&frame.expect("chart"))
            };
            let (x, w) = (draw(&ending('X')), draw(&ending('W')));
            let changed = x.differences(&w);
            let lang = l.lang();
            assert!(
                !changed.is_empty(),
                "{lang} {view:?}: the end of {:?} is not drawn",
                longest.title
            );
            let right = changed.iter().map(|&(x, _)| x).max().unwrap_or(0);
            assert!(
                right + 4 < x.width,
                "{lang} {view:?}: the title runs to the edge"
            );
            // The title keeps to the top of the chart, above the first panel's plot.
            let bottom = changed.iter().map(|&(_, y)| y).max().unwrap_or(0);
            assert!(
                bottom < x.height / 6,
                "{lang} {view:?}: title down to row {bottom}"
            );
        }
    }
}
