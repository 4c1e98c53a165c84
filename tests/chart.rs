//! Charts as a user gets them: PNG bytes decoded back into pixels. Real drills from the
//! built-in scenarios; checks that the image has the stated size, shows something in every
//! panel, is reproducible, draws Cyrillic, survives one minute and ten hours, and shows
//! markers. The bad-deploy charts are also written to the target folder to look at.

use std::collections::HashSet;
use std::io::Cursor;

use oncall_drill::chart::{render_live, render_run, ChartError, ChartText, Marker, HEIGHT, WIDTH};
use oncall_drill::model::{self, Action, MinuteRecord, ScheduledAction, Simulation, TimelineEvent};

use crate::util;

/// Seed 42 of a scenario with `script`, `minutes` long (0: the scenario's duration).
fn history(id: &str, script: &[ScheduledAction], minutes: u32) -> Vec<MinuteRecord> {
    let scenario = util::builtin(id);
    let minutes = if minutes == 0 {
        scenario.setup.duration_min
    } else {
        minutes
    };
    model::run(&scenario.setup, 42, false, script, minutes).0
}

fn rollback_at_16() -> Vec<ScheduledAction> {
    vec![ScheduledAction {
        minute: 16,
        action: Action::Rollback,
    }]
}

/// The scenario's events and the script's actions as markers, the way the bot labels them.
fn markers(id: &str, script: &[ScheduledAction]) -> Vec<Marker> {
    let scenario = util::builtin(id);
    let events = Simulation::new(&scenario.setup, 42, false).timeline();
    let mut markers: Vec<Marker> = events
        .iter()
        .map(|event| match *event {
            TimelineEvent::BadDeployStart { minute } => (minute, "bad deploy".to_string()),
            TimelineEvent::CacheFlush { minute } => (minute, "cache flush".to_string()),
            TimelineEvent::SurgeStart { minute, peak } => (minute, format!("surge ×{peak:.1}")),
            TimelineEvent::SurgeEnd { minute } => (minute, "surge ends".to_string()),
        })
        .map(|(minute, label)| Marker { minute, label })
        .collect();
    markers.extend(script.iter().map(|s| Marker {
        minute: s.minute,
        label: s.action.to_string(),
    }));
    markers
}

fn russian_text() -> ChartText {
    ChartText {
        title: "Учения: неудачный релиз".into(),
        time_axis: "время симуляции".into(),
        seconds: "с".into(),
        decimal: ",".into(),
        traffic_panel: "Трафик".into(),
        requests: "запросы/с".into(),
        capacity: "ёмкость (N/S)".into(),
        errors_panel: "Ошибки".into(),
        error_rate: "доля ошибок".into(),
        burn_1h: "расход (1 ч)".into(),
        warn_line: "предупр. 6×".into(),
        page_line: "вызов 14.4×".into(),
        latency_panel: "Задержка".into(),
        p99: "p99".into(),
        timeout_line: "тайм-аут 2 с".into(),
        cache_panel: "Кэш и БД".into(),
        cache_hit: "попадания".into(),
        db_util: "загрузка БД".into(),
        fleet_panel: "Инстансы".into(),
        serving: "в работе".into(),
        booting: "запускаются".into(),
    }
}

struct Image {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Image {
    fn decode(png_bytes: &[u8]) -> Image {
        let mut decoder = png::Decoder::new(Cursor::new(png_bytes));
        // Palette images come back as RGB, so tests do not depend on the encoding chosen.
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("a PNG header");
        let mut rgb = vec![0; reader.output_buffer_size().expect("a sane size")];
        let frame = reader.next_frame(&mut rgb).expect("PNG data");
        assert_eq!(frame.color_type, png::ColorType::Rgb);
        rgb.truncate(frame.buffer_size());
        Image {
            width: frame.width,
            height: frame.height,
            rgb,
        }
    }

    fn pixel(&self, x: u32, y: u32) -> [u8; 3] {
        let i = (y * self.width + x) as usize * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// Distinct colours in the rectangle, as shares of the whole image's width and height.
    fn colours_in(&self, (x0, y0, x1, y1): (f64, f64, f64, f64)) -> usize {
        let (w, h) = (f64::from(self.width), f64::from(self.height));
        let mut seen = HashSet::new();
        for y in (y0 * h) as u32..(y1 * h) as u32 {
            for x in (x0 * w) as u32..(x1 * w) as u32 {
                seen.insert(self.pixel(x, y));
            }
        }
        seen.len()
    }
}

/// Each panel's plot region, roughly, as shares of the image: traffic across the top,
/// then errors | latency, cache | fleet.
const PANELS: [(f64, f64, f64, f64); 5] = [
    (0.08, 0.15, 0.92, 0.35),
    (0.08, 0.45, 0.48, 0.62),
    (0.58, 0.45, 0.98, 0.62),
    (0.08, 0.78, 0.48, 0.93),
    (0.58, 0.78, 0.98, 0.93),
];

fn assert_full_chart(png_bytes: &[u8]) -> Image {
    assert_eq!(&png_bytes[..8], b"\x89PNG\r\n\x1a\n");
    let image = Image::decode(png_bytes);
    assert_eq!((image.width, image.height), (WIDTH, HEIGHT));
    assert_eq!((WIDTH, HEIGHT), (1200, 675));
    for (index, region) in PANELS.iter().enumerate() {
        let colours = image.colours_in(*region);
        // Background or fill, grid, and at least one series.
        assert!(colours >= 3, "panel {index} looks blank: {colours} colours");
    }
    image
}

#[test]
fn live_and_run_charts_decode_to_full_images() {
    let script = rollback_at_16();
    let history = history("bad-deploy", &script, 0);
    let markers = markers("bad-deploy", &script);
    let text = ChartText::english();
    let live = render_live(&history, &markers, &text).expect("live chart");
    let run = render_run(&history, &markers, &text).expect("run chart");
    assert_full_chart(&live);
    assert_full_chart(&run);
    assert_ne!(live, run, "the live hour is not the whole 90 minutes");

    // Half an hour in: the incident on the live chart.
    let live_30 = render_live(&history[..30], &markers, &text).expect("live chart");
    assert_full_chart(&live_30);
}

#[test]
fn every_scenario_charts_without_error() {
    for id in ["free-play", "viral-surge", "cache-flush"] {
        let history = history(id, &[], 0);
        let markers = markers(id, &[]);
        let text = ChartText::english();
        let run = render_run(&history, &markers, &text).expect(id);
        assert_full_chart(&run);
        assert_full_chart(&render_live(&history, &markers, &text).expect(id));
    }
}

#[test]
fn same_input_gives_identical_bytes() {
    let script = rollback_at_16();
    let history = history("bad-deploy", &script, 40);
    let markers = markers("bad-deploy", &script);
    let text = ChartText::english();
    let first = render_live(&history, &markers, &text).expect("chart");
    let again = render_live(&history, &markers, &text).expect("chart");
    assert_eq!(first, again);
    // Also from another thread: nothing depends on which thread registered the font.
    let (h, m, t) = (history.clone(), markers.clone(), text.clone());
    let other = std::thread::spawn(move || render_live(&h, &m, &t).expect("chart"))
        .join()
        .expect("no panic");
    assert_eq!(first, other);
}

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
    let english = render_run(&history, &markers, &ChartText::english()).expect("English");
    let russian = render_run(&history, &markers, &russian_text()).expect("Russian");
    assert_full_chart(&russian);
    assert_ne!(english, russian);

    // The title bar holds only the title: Cyrillic glyphs must put ink there, and two
    // titles of as many different letters must differ (a font without Cyrillic would draw
    // nothing, or the same "missing glyph" box for every letter).
    let image = Image::decode(&russian);
    let title_bar = (0.0, 0.0, 0.45, 0.06);
    assert!(image.colours_in(title_bar) >= 4, "no title drawn");
    let titled = |title: &str| {
        let text = ChartText {
            title: title.into(),
            ..russian_text()
        };
        Image::decode(&render_run(&history, &markers, &text).expect("chart")).rgb
    };
    assert_ne!(titled("Авария"), titled("Ошибка"));
}

#[test]
fn one_minute_and_ten_hours_work() {
    let text = ChartText::english();
    let one = history("bad-deploy", &[], 1);
    assert_eq!(one.len(), 1);
    let marker = [Marker {
        minute: 0,
        label: "start".into(),
    }];
    for png_bytes in [
        render_live(&one, &marker, &text).expect("live, one minute"),
        render_run(&one, &marker, &text).expect("run, one minute"),
    ] {
        let image = Image::decode(&png_bytes);
        assert_eq!((image.width, image.height), (WIDTH, HEIGHT));
    }

    let long = history("viral-surge", &[], 600);
    assert_eq!(long.len(), 600);
    let markers: Vec<Marker> = (0..600)
        .step_by(7)
        .map(|minute| Marker {
            minute,
            label: format!("action {minute}"),
        })
        .collect();
    let run = render_run(&long, &markers, &text).expect("run, 600 minutes");
    let live = render_live(&long, &markers, &text).expect("live, 600 minutes");
    assert_full_chart(&run);
    assert_full_chart(&live);
}

#[test]
fn empty_history_is_an_error() {
    let text = ChartText::english();
    assert_eq!(render_live(&[], &[], &text), Err(ChartError::EmptyHistory));
    assert_eq!(render_run(&[], &[], &text), Err(ChartError::EmptyHistory));
}

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
    assert_ne!(none.rgb, one.rgb);

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
    // One dashed line in each of the two bottom panels: two columns (or neighbours).
    assert!(
        (2..=4).contains(&changed_columns.len()),
        "changed columns in the bottom panels: {changed_columns:?}"
    );

    // A marker outside the live hour is not drawn.
    let outside = render_live(&history, &[marker(500, "later")], &text).expect("chart");
    assert_eq!(Image::decode(&outside).rgb, none.rgb);
}

#[test]
fn every_locale_renders_its_own_words() {
    use oncall_drill::drill::charts;
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::{
        run, Action, Author, Locale, LoggedAction, ScheduledAction, Simulation,
    };

    let scenario = oncall_drill::scenario::Scenario::builtin("viral-surge").unwrap();
    let script = [ScheduledAction {
        minute: 30,
        action: Action::Floor(20),
    }];
    let (history, _) = run(&scenario.setup, 42, false, &script, 90);
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let log = [LoggedAction {
        seq: 0,
        minute: 30,
        author: Author {
            id: "1".into(),
            name: "a".into(),
        },
        action: Action::Floor(20),
        received_at_ms: 0,
    }];
    let mut seen = Vec::new();
    for locale in Locale::ALL {
        let lang = locale.code();
        let l = Localizer::new(locale);
        for live in [true, false] {
            let png = charts::render(&l, &scenario.title_id, &history, &log, &timeline, live)
                .expect(lang);
            assert_eq!(crate::util::png_size(&png), (1200, 675), "{lang}");
            assert!(
                !seen.contains(&png),
                "{lang}: its own words, not another locale's picture"
            );
            seen.push(png);
        }
    }
}
