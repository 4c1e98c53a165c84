//! Charts as a user gets them: PNG bytes decoded back into pixels. Real drills from the
//! built-in scenarios; checks that each image has its stated size, shows something in every
//! panel, is reproducible, draws Cyrillic, survives one minute and ten hours, and shows
//! markers; that the compact chart reads on a phone (its smallest text measured), has three
//! panels, draws zero as zero and burn and error rate on one axis; that titles are never
//! cut, action labels are localised and what-if budgets reach the run chart. A few charts
//! are also written to the target folder to look at (`target/tmp/charts`).

use std::collections::HashSet;
use std::io::Cursor;

use oncall_drill::chart::{
    draw_compact, draw_live, draw_run, render_compact, render_live, render_run, ChartError,
    ChartText, Comparison, Frame, Marker, COMPACT_HEIGHT, COMPACT_WIDTH, HEIGHT, PHONE_WIDTH,
    RUN_HEIGHT, WIDTH,
};
use oncall_drill::drill::charts::{self, View, WhatIf};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{
    self, Action, Author, Locale, LoggedAction, MinuteRecord, ScheduledAction, Simulation,
    TimelineEvent,
};
use oncall_drill::scenario::Scenario;

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
            TimelineEvent::CacheFlush { minute, .. } => (minute, "cache flush".to_string()),
            TimelineEvent::SurgeStart { minute, peak } => (minute, format!("surge ×{peak:.1}")),
            TimelineEvent::SurgeEnd { minute } => (minute, "surge ends".to_string()),
            TimelineEvent::DbCapacityStart { minute, factor } => {
                (minute, format!("database ×{factor:.1}"))
            }
            TimelineEvent::DbCapacityEnd { minute } => (minute, "database back".to_string()),
            TimelineEvent::InstancesLost { minute, .. } => (minute, "zone lost".to_string()),
            TimelineEvent::TtlPush { minute, ttl_s } => (minute, format!("TTL {ttl_s} s")),
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
        budget_panel: "Бюджет ошибок".into(),
        budget_left: "остаток".into(),
        cost: "стоимость".into(),
        cost_unit: "$/ч".into(),
    }
}

type Rgb = [u8; 3];

/// The chart's background and some of its inks (`src/chart/style.rs`), to find things in
/// the pixels.
const BACKGROUND: Rgb = [24, 26, 32];
const TEXT_DIM: Rgb = [160, 166, 180];
const AXIS: Rgb = [100, 106, 120];
const BURN: Rgb = [255, 121, 198];
const ERROR_RATE: Rgb = [189, 147, 249];

/// A chart's pixels as palette indices and the palette's colours: what an indexed PNG
/// holds, and a cheap way to compare pictures in a debug build.
#[derive(PartialEq)]
struct Image {
    width: u32,
    height: u32,
    indices: Vec<u8>,
    palette: Vec<Rgb>,
}

impl Image {
    fn decode(png_bytes: &[u8]) -> Image {
        let decoder = png::Decoder::new(Cursor::new(png_bytes));
        let mut reader = decoder.read_info().expect("a PNG header");
        let mut data = vec![0; reader.output_buffer_size().expect("a sane size")];
        let frame = reader.next_frame(&mut data).expect("PNG data");
        data.truncate(frame.buffer_size());
        let (width, height) = (frame.width, frame.height);
        match (frame.color_type, frame.bit_depth) {
            (png::ColorType::Indexed, png::BitDepth::Eight) => {
                let plte = reader.info().palette.as_ref().expect("a palette");
                let palette = plte.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect();
                Image {
                    width,
                    height,
                    indices: data,
                    palette,
                }
            }
            // Any other encoding would do as well: its colours, numbered as they come.
            (png::ColorType::Rgb, png::BitDepth::Eight) => {
                let mut palette: Vec<Rgb> = Vec::new();
                let mut numbers = std::collections::HashMap::new();
                let indices = data
                    .chunks_exact(3)
                    .map(|c| {
                        let colour = [c[0], c[1], c[2]];
                        *numbers.entry(colour).or_insert_with(|| {
                            palette.push(colour);
                            u8::try_from(palette.len() - 1).expect("a chart's few colours")
                        })
                    })
                    .collect();
                Image {
                    width,
                    height,
                    indices,
                    palette,
                }
            }
            other => panic!("an unexpected PNG encoding: {other:?}"),
        }
    }

    /// A drawn chart's pixels without the PNG round trip (the same pixels: see
    /// `frames_are_the_pngs_pixels`), for the tests that draw many charts.
    fn of(frame: &Frame) -> Image {
        Image {
            width: frame.width(),
            height: frame.height(),
            indices: frame.indices().to_vec(),
            palette: frame.palette(),
        }
    }

    fn pixel(&self, x: u32, y: u32) -> Rgb {
        let index = self.indices[(y * self.width + x) as usize];
        self.palette[usize::from(index)]
    }

    /// The picture as RGB, 3 bytes a pixel.
    fn rgb(&self) -> Vec<u8> {
        self.indices
            .iter()
            .flat_map(|&i| self.palette[usize::from(i)])
            .collect()
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

    /// Distinct colours in the rectangle `[x0, x1) × [y0, y1)` of pixels.
    fn colours_in_px(&self, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
        let mut seen = HashSet::new();
        for y in y0..y1 {
            for x in x0..x1 {
                seen.insert(self.pixel(x, y));
            }
        }
        seen.len()
    }

    /// Every (x, y) where this image and `other` (of the same size) differ.
    fn differences(&self, other: &Image) -> Vec<(u32, u32)> {
        assert_eq!((self.width, self.height), (other.width, other.height));
        let same_palette = self.palette == other.palette;
        let row = self.width as usize;
        let rows = self
            .indices
            .chunks_exact(row)
            .zip(other.indices.chunks_exact(row));
        // Whole rows first: most are the same, and comparing slices is quick.
        let changed_rows = rows
            .enumerate()
            .filter(|(_, (a, b))| !same_palette || a != b);
        changed_rows
            .flat_map(|(y, (a, b))| {
                let pixels = a.iter().zip(b.iter()).enumerate();
                pixels
                    .filter(move |&(x, (p, q))| {
                        if same_palette {
                            p != q
                        } else {
                            self.pixel(x as u32, y as u32) != other.pixel(x as u32, y as u32)
                        }
                    })
                    .map(move |(x, _)| (x as u32, y as u32))
            })
            .collect()
    }

    /// The mean row of the pixels of colour `ink` here that are not the same in `other`:
    /// where a line of that colour moved from.
    fn mean_row_of(&self, ink: Rgb, other: &Image) -> f64 {
        let rows: Vec<f64> = self
            .differences(other)
            .into_iter()
            .filter(|&(x, y)| self.pixel(x, y) == ink)
            .map(|(_, y)| f64::from(y))
            .collect();
        assert!(
            rows.len() > 20,
            "a line of {ink:?} moved: {} pixels",
            rows.len()
        );
        rows.iter().sum::<f64>() / rows.len() as f64
    }
}

/// The three kinds of chart: size, plots down each y-axis column, and (the five-panel
/// live chart) each panel's plot region, roughly, as shares of the image (inside the plot
/// whether or not marker lanes push it down).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Compact,
    Detail,
    Run,
}

impl Kind {
    fn size(self) -> (u32, u32) {
        match self {
            Kind::Compact => (COMPACT_WIDTH, COMPACT_HEIGHT),
            Kind::Detail => (WIDTH, HEIGHT),
            Kind::Run => (WIDTH, RUN_HEIGHT),
        }
    }

    /// Plots whose y axes share a column, left column first: the compact chart's three
    /// one under the other; traffic, errors, cache (and the run chart's budget) on the left,
    /// latency and fleet on the right.
    fn plots_per_column(self) -> &'static [usize] {
        match self {
            Kind::Compact => &[3],
            Kind::Detail => &[3, 2],
            Kind::Run => &[4, 2],
        }
    }

    /// Whether the `row`th plot of the left column spans the chart's width.
    fn full_width(self, row: usize) -> bool {
        match self {
            Kind::Compact => true,
            Kind::Detail => row == 0,
            Kind::Run => row == 0 || row == 3,
        }
    }
}

/// Traffic across the top, then errors | latency, cache | fleet: the five-panel live
/// chart's plots, as shares of the image.
const PANELS: [(f64, f64, f64, f64); 5] = [
    (0.08, 0.15, 0.92, 0.35),
    (0.08, 0.45, 0.48, 0.62),
    (0.58, 0.45, 0.98, 0.62),
    (0.08, 0.78, 0.48, 0.93),
    (0.58, 0.78, 0.98, 0.93),
];

fn assert_full_chart(png_bytes: &[u8], kind: Kind) -> Image {
    assert_eq!(&png_bytes[..8], b"\x89PNG\r\n\x1a\n");
    let image = Image::decode(png_bytes);
    assert_eq!((image.width, image.height), kind.size());
    if kind == Kind::Detail {
        for (index, region) in PANELS.iter().enumerate() {
            let colours = image.colours_in(*region);
            // Background or fill, grid, and at least one series.
            assert!(colours >= 3, "panel {index} looks blank: {colours} colours");
        }
    }
    // Every plot, found by its y axis: as many as the kind has, none blank.
    let axes = y_axes(&image);
    let counts: Vec<usize> = axes.iter().map(|(_, plots)| plots.len()).collect();
    assert_eq!(
        counts,
        kind.plots_per_column(),
        "{kind:?}: plots per column"
    );
    for (column, (x, plots)) in axes.iter().enumerate() {
        for (row, &(top, bottom)) in plots.iter().enumerate() {
            let share = if column == 0 && !kind.full_width(row) {
                0.45
            } else {
                0.9
            };
            let right = (f64::from(image.width) * share) as u32;
            let colours = image.colours_in_px((x + 2, top + 2, right, bottom - 1));
            assert!(
                colours >= 3,
                "{kind:?} plot {row} of column {column} looks blank: {colours} colours"
            );
        }
    }
    image
}

/// Writes a chart into the target folder, to look at.
fn keep(name: &str, png_bytes: &[u8]) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("charts");
    if std::fs::create_dir_all(&dir).is_ok() {
        let _ = std::fs::write(dir.join(name), png_bytes);
    }
}

#[test]
fn live_and_run_charts_decode_to_full_images() {
    assert_eq!((WIDTH, HEIGHT, RUN_HEIGHT), (1200, 675, 880));
    assert_eq!((COMPACT_WIDTH, COMPACT_HEIGHT), (640, 480));
    let script = rollback_at_16();
    let history = history("bad-deploy", &script, 0);
    let markers = markers("bad-deploy", &script);
    let text = ChartText::english();
    let compact = render_compact(&history, &markers, &text).expect("compact chart");
    let live = render_live(&history, &markers, &text).expect("live chart");
    let run = render_run(&history, &markers, &text, &[]).expect("run chart");
    assert_full_chart(&compact, Kind::Compact);
    assert_full_chart(&live, Kind::Detail);
    assert_full_chart(&run, Kind::Run);
    assert_ne!(live, run, "the live hour is not the whole 90 minutes");
    // The compact chart is small on the wire too.
    assert!(compact.len() < 60_000, "{} bytes", compact.len());

    // Half an hour in: the incident on the live charts.
    let compact_30 = render_compact(&history[..30], &markers, &text).expect("compact chart");
    assert_full_chart(&compact_30, Kind::Compact);
    let live_30 = render_live(&history[..30], &markers, &text).expect("live chart");
    assert_full_chart(&live_30, Kind::Detail);
    keep("bad-deploy-compact-m30.png", &compact_30);
    keep("bad-deploy-detail-m30.png", &live_30);
}

#[test]
fn every_scenario_charts_without_error() {
    for id in ["free-play", "viral-surge", "cache-flush"] {
        let history = history(id, &[], 0);
        let markers = markers(id, &[]);
        let text = ChartText::english();
        let run = render_run(&history, &markers, &text, &[]).expect(id);
        assert_full_chart(&run, Kind::Run);
        assert_full_chart(
            &render_live(&history, &markers, &text).expect(id),
            Kind::Detail,
        );
        let compact = render_compact(&history, &markers, &text).expect(id);
        assert_full_chart(&compact, Kind::Compact);
        assert!(compact.len() < 60_000, "{id}: {} bytes", compact.len());
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
    let compact = render_compact(&history, &markers, &text).expect("chart");
    assert_eq!(
        compact,
        render_compact(&history, &markers, &text).expect("chart")
    );
    // Also from another thread: nothing depends on which thread registered the font.
    let (h, m, t) = (history.clone(), markers.clone(), text.clone());
    let other = std::thread::spawn(move || {
        (
            render_live(&h, &m, &t).expect("chart"),
            render_compact(&h, &m, &t).expect("chart"),
        )
    })
    .join()
    .expect("no panic");
    assert_eq!((first, compact), other);
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
    let english = render_run(&history, &markers, &ChartText::english(), &[]).expect("English");
    let russian = render_run(&history, &markers, &russian_text(), &[]).expect("Russian");
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
        Image::decode(&render_run(&history, &markers, &text, &[]).expect("chart")).rgb()
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
    for (png_bytes, kind) in [
        (
            render_compact(&one, &marker, &text).expect("compact, one minute"),
            Kind::Compact,
        ),
        (
            render_live(&one, &marker, &text).expect("live, one minute"),
            Kind::Detail,
        ),
        (
            render_run(&one, &marker, &text, &[]).expect("run, one minute"),
            Kind::Run,
        ),
    ] {
        let image = Image::decode(&png_bytes);
        assert_eq!((image.width, image.height), kind.size());
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
    let run = render_run(&long, &markers, &text, &[]).expect("run, 600 minutes");
    let live = render_live(&long, &markers, &text).expect("live, 600 minutes");
    let compact = render_compact(&long, &markers, &text).expect("compact, 600 minutes");
    assert_full_chart(&run, Kind::Run);
    assert_full_chart(&live, Kind::Detail);
    assert_full_chart(&compact, Kind::Compact);
}

#[test]
fn empty_history_is_an_error() {
    let text = ChartText::english();
    assert_eq!(render_live(&[], &[], &text), Err(ChartError::EmptyHistory));
    assert_eq!(
        render_compact(&[], &[], &text),
        Err(ChartError::EmptyHistory)
    );
    assert_eq!(
        render_run(&[], &[], &text, &[]),
        Err(ChartError::EmptyHistory)
    );
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
    // One dashed line in each of the two bottom panels: two columns (or neighbours).
    assert!(
        (2..=4).contains(&changed_columns.len()),
        "changed columns in the bottom panels: {changed_columns:?}"
    );

    // A marker outside the live hour is not drawn.
    let outside = render_live(&history, &[marker(500, "later")], &text).expect("chart");
    assert_eq!(Image::decode(&outside).rgb(), none.rgb());
    let compact = render_compact(&history, &[], &text).expect("chart");
    let outside = render_compact(&history, &[marker(500, "later")], &text).expect("chart");
    assert_eq!(compact, outside);
}

fn logged(minute: u32, action: Action) -> LoggedAction {
    LoggedAction {
        seq: minute,
        minute,
        author: Author {
            id: "1".into(),
            name: "a".into(),
        },
        action,
        received_at_ms: 0,
    }
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
            let detail =
                charts::render_view(&l, &scenario, &history, &log, &timeline, View::Detail, &[])
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

/// The plots' y axes: each column of the image holding runs of at least 40 rows of the
/// axis colour, with those runs as (top, bottom) rows, left to right. Only y axes are that
/// long, upright and solid (tick marks are short rows, marker lines dashed). A series drawn over an
/// axis at the plot's left edge (a marker's dashes, a steep line, an area) breaks its run:
/// runs less than 20 rows apart are one (plots are further apart, past a header).
fn y_axes(image: &Image) -> Vec<(u32, Vec<(u32, u32)>)> {
    let runs_down = |x: u32| {
        // (top, bottom, axis-coloured rows)
        let mut runs: Vec<(u32, u32, u32)> = Vec::new();
        for y in (0..image.height).filter(|&y| image.pixel(x, y) == AXIS) {
            match runs.last_mut() {
                Some((_, bottom, rows)) if y - *bottom < 20 => (*bottom, *rows) = (y, *rows + 1),
                _ => runs.push((y, y, 1)),
            }
        }
        // Solid for the most part: tick marks, one row every few dozen, are no axis.
        runs.into_iter()
            .filter(|&(top, bottom, rows)| bottom - top >= 40 && rows * 5 >= (bottom - top + 1) * 4)
            .map(|(top, bottom, _)| (top, bottom))
            .collect::<Vec<_>>()
    };
    // Columns with 40 axis-coloured pixels or more, found in one pass over the rows.
    let Some(axis) = image.palette.iter().position(|&c| c == AXIS) else {
        return Vec::new();
    };
    let mut counts = vec![0u32; image.width as usize];
    for row in image.indices.chunks_exact(image.width as usize) {
        for (count, &index) in counts.iter_mut().zip(row) {
            *count += u32::from(usize::from(index) == axis);
        }
    }
    (0..image.width)
        .filter(|&x| counts[x as usize] >= 40)
        .map(|x| (x, runs_down(x)))
        .filter(|(_, runs)| !runs.is_empty())
        .collect()
}

/// The plots of the first column: (top, bottom) rows.
fn y_axis_runs(image: &Image) -> Vec<(u32, u32)> {
    y_axes(image)
        .into_iter()
        .next()
        .map(|(_, runs)| runs)
        .unwrap_or_default()
}

#[test]
fn the_compact_chart_has_three_panels() {
    let history = history("bad-deploy", &rollback_at_16(), 40);
    let text = ChartText::english();
    let compact = Image::decode(&render_compact(&history, &[], &text).expect("chart"));
    let axes = y_axes(&compact);
    assert_eq!(axes.len(), 1, "one column of plots");
    let plots = y_axis_runs(&compact);
    assert_eq!(plots.len(), 3, "plots (top, bottom): {plots:?}");
    // One under the other, each a fair share of the height.
    for (top, bottom) in &plots {
        assert!(bottom - top >= COMPACT_HEIGHT / 8, "{plots:?}");
    }
    // The five-panel chart, for comparison: three plots down its left column, two more
    // on the right.
    let detail = Image::decode(&render_live(&history, &[], &text).expect("chart"));
    let counts: Vec<usize> = y_axes(&detail).iter().map(|(_, p)| p.len()).collect();
    assert_eq!(counts, [3, 2]);
}

/// The height in rows of the text that differs between two renderings, inside `rows`
/// (one line of text there): from the top to the bottom row where the ink differs, at
/// half the strongest difference's contrast against the background or more, which leaves
/// out the faint anti-aliased fringe.
fn differing_text_height(a: &Image, b: &Image, rows: std::ops::Range<u32>) -> u32 {
    let contrast = |p: Rgb| -> u32 {
        p.iter()
            .zip(BACKGROUND)
            .map(|(&c, g)| u32::from(c.abs_diff(g)))
            .sum()
    };
    let changed: Vec<(u32, u32)> = a
        .differences(b)
        .into_iter()
        .filter(|(_, y)| rows.contains(y))
        .collect();
    let strength = |&(x, y): &(u32, u32)| contrast(a.pixel(x, y)).max(contrast(b.pixel(x, y)));
    let strongest = changed.iter().map(strength).max().unwrap_or(0);
    let inked: Vec<u32> = changed
        .iter()
        .filter(|p| strength(p) * 2 >= strongest)
        .map(|&(_, y)| y)
        .collect();
    match (inked.iter().min(), inked.iter().max()) {
        (Some(top), Some(bottom)) => bottom - top + 1,
        _ => 0,
    }
}

/// `records` an hour later in the day: only the time axis' labels change.
fn an_hour_later(records: &[MinuteRecord]) -> Vec<MinuteRecord> {
    records
        .iter()
        .map(|r| MinuteRecord {
            clock: model::Clock(r.clock.0 + 60),
            ..r.clone()
        })
        .collect()
}

/// The compact chart's smallest text, measured on its pixels: each kind of word drawn
/// twice with other letters of the same width (DejaVu's digits are all as wide, so
/// nothing moves), the rows where the ink differs (see [`differing_text_height`]) are
/// those words' height. The axis numbers (the time axis' labels an hour later; the value
/// axes' numbers and the value tags are set in the same size), a legend entry (the last of
/// the errors panel) and a marker label; the smallest, scaled by PHONE_WIDTH / the image's
/// width, is the height on a phone. Digits have no ascenders or descenders: this is about
/// the capital height, the honest "how tall is the text".
#[test]
fn the_compact_charts_smallest_text_reads_on_a_phone() {
    let records = history("bad-deploy", &rollback_at_16(), 30);
    let later = an_hour_later(&records);
    let text = ChartText::english();
    let words_of = |records: &[MinuteRecord], page_line: &str, marker: &str| {
        let text = ChartText {
            page_line: page_line.into(),
            ..text.clone()
        };
        let markers = [Marker {
            minute: 10,
            label: marker.into(),
        }];
        Image::decode(&render_compact(records, &markers, &text).expect("chart"))
    };
    let ones = words_of(&records, "1111", "1111");
    let all = 0..COMPACT_HEIGHT;
    let axis_px = differing_text_height(&ones, &words_of(&later, "1111", "1111"), all.clone());
    let legend_px = differing_text_height(&ones, &words_of(&records, "7777", "1111"), all.clone());
    let marker_px = differing_text_height(&ones, &words_of(&records, "1111", "7777"), all);
    let scale = f64::from(PHONE_WIDTH) / f64::from(COMPACT_WIDTH);
    let smallest = f64::from(axis_px.min(legend_px).min(marker_px)) * scale;
    println!(
        "compact chart ({COMPACT_WIDTH} px wide) shown {PHONE_WIDTH} px wide: axis numbers \
         {:.1} px, legend {:.1} px, marker labels {:.1} px tall",
        f64::from(axis_px) * scale,
        f64::from(legend_px) * scale,
        f64::from(marker_px) * scale,
    );
    assert!(
        smallest >= 9.0,
        "the smallest text is {smallest:.2} px tall at {PHONE_WIDTH} px"
    );

    // The five-panel chart shown as wide, for comparison: for a desktop, not a phone.
    let detail =
        |records: &[MinuteRecord]| Image::decode(&render_live(records, &[], &text).expect("chart"));
    // The bottom row's time axis, one line of labels.
    let bottom = HEIGHT - 40..HEIGHT;
    let detail_px = differing_text_height(&detail(&records), &detail(&later), bottom);
    let detail_axis = f64::from(detail_px) * f64::from(PHONE_WIDTH) / f64::from(WIDTH);
    println!("five-panel chart ({WIDTH} px wide) shown {PHONE_WIDTH} px wide: axis numbers {detail_axis:.1} px tall");
    assert!(detail_axis < 9.0 && detail_axis < smallest, "{detail_axis}");
}

/// A chart of the last hour, drawn (the pixel tests skip the PNG round trip).
type Draw = fn(&[MinuteRecord], &[Marker], &ChartText) -> Result<Frame, ChartError>;

#[test]
fn frames_are_the_pngs_pixels() {
    let records = history("bad-deploy", &rollback_at_16(), 30);
    let (markers, text) = (
        markers("bad-deploy", &rollback_at_16()),
        ChartText::english(),
    );
    let frame = draw_compact(&records, &markers, &text).expect("chart");
    assert_eq!(
        (frame.width(), frame.height()),
        (COMPACT_WIDTH, COMPACT_HEIGHT)
    );
    let png = render_compact(&records, &markers, &text).expect("chart");
    assert_eq!(frame.png().expect("PNG"), png);
    assert_eq!(Image::of(&frame).rgb(), Image::decode(&png).rgb());
    assert_eq!(Image::of(&frame).rgb(), frame.rgb());
    let run = draw_run(&records, &markers, &text, &[]).expect("chart");
    assert_eq!((run.width(), run.height()), (WIDTH, RUN_HEIGHT));
}

/// `records` with every minute's error rate and burn (1 h) set.
fn with_errors(records: &[MinuteRecord], error_rate: f64, burn_1h: f64) -> Vec<MinuteRecord> {
    records
        .iter()
        .map(|r| MinuteRecord {
            error_rate,
            burn_1h,
            ..r.clone()
        })
        .collect()
}

#[test]
fn zero_is_drawn_as_zero_not_at_the_log_floor() {
    let records = history("free-play", &[], 30);
    let text = ChartText::english();
    let zero = with_errors(&records, 0.0, 0.0);
    // The floor of the burn axis, 0.1× (an error rate of 0.01 %), and a hundredth of it.
    let floor = with_errors(&records, 0.0001, 0.1);
    let tiny = with_errors(&records, 0.000_001, 0.001);
    for (name, render) in [
        ("compact", draw_compact as Draw),
        ("five-panel", draw_live as Draw),
    ] {
        let draw = |records: &[MinuteRecord]| Image::of(&render(records, &[], &text).unwrap());
        let (zero, floor, tiny) = (draw(&zero), draw(&floor), draw(&tiny));
        // The burn line at zero lies well below where it lies at the floor (rows grow down).
        let at_zero = zero.mean_row_of(BURN, &floor);
        let at_floor = floor.mean_row_of(BURN, &zero);
        assert!(
            at_zero - at_floor >= 8.0,
            "{name}: zero at row {at_zero:.1}, the floor at {at_floor:.1}"
        );
        // So does the error rate's (under a burn line moved out of its way); and a little
        // above zero is drawn on the floor.
        let error_zero = draw(&with_errors(&records, 0.0, 5.0));
        let error_floor = draw(&with_errors(&records, 0.0001, 5.0));
        let at_zero = error_zero.mean_row_of(ERROR_RATE, &error_floor);
        let at_floor = error_floor.mean_row_of(ERROR_RATE, &error_zero);
        assert!(
            at_zero - at_floor >= 8.0,
            "{name}: {at_zero:.1}, {at_floor:.1}"
        );
        assert!(
            tiny.differences(&floor).is_empty(),
            "{name}: 0.001× on the floor"
        );
    }
}

#[test]
fn burn_and_error_rate_share_one_axis() {
    let records = history("free-play", &[], 30);
    let text = ChartText::english();
    let nothing = with_errors(&records, 0.0, 0.0);
    // An error rate of 0.5 % is a burn of 5×: drawn alone, each line must land on the
    // same height, whichever of the two it is.
    let errors_only = with_errors(&records, 0.005, 0.0);
    let burn_only = with_errors(&records, 0.0, 5.0);
    for (name, render) in [
        ("compact", draw_compact as Draw),
        ("five-panel", draw_live as Draw),
    ] {
        let draw = |records: &[MinuteRecord]| Image::of(&render(records, &[], &text).unwrap());
        let nothing = draw(&nothing);
        let error_row = draw(&errors_only).mean_row_of(ERROR_RATE, &nothing);
        let burn_row = draw(&burn_only).mean_row_of(BURN, &nothing);
        assert!(
            (error_row - burn_row).abs() <= 1.5,
            "{name}: 0.5 % drawn at row {error_row:.1}, 5× at {burn_row:.1}"
        );
        // And away from zero, so the check means something.
        let zero_row = nothing.mean_row_of(BURN, &draw(&burn_only));
        assert!(zero_row - burn_row >= 20.0, "{name}");
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
                    View::Run => draw_run(&records, &[], text, &[]),
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

impl Image {
    /// This image as a PNG again (truecolour), to keep it.
    fn rgb_png(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().expect("header");
        writer.write_image_data(&self.rgb()).expect("data");
        writer.finish().expect("finish");
        out
    }
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
    assert_eq!(label(&english, 33), "rollback");
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

#[test]
fn what_if_budgets_are_drawn_on_the_run_chart() {
    let scenario = util::builtin("bad-deploy");
    let script = rollback_at_16();
    let records = history("bad-deploy", &script, 0);
    let no_action = history("bad-deploy", &[], 0);
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let log = [logged(16, Action::Rollback)];
    let l = Localizer::new(Locale::EnUs);
    let budget: Vec<f64> = no_action.iter().map(|r| r.budget_remaining).collect();
    let comparisons = [charts::what_if(&l, WhatIf::NoAction, &budget)];
    assert_eq!(comparisons[0].label, "No action");
    let run = |comparisons: &[Comparison]| {
        let png = charts::render_view(
            &l,
            &scenario,
            &records,
            &log,
            &timeline,
            View::Run,
            comparisons,
        )
        .expect("chart");
        assert_full_chart(&png, Kind::Run)
    };
    let alone = run(&[]);
    let compared = run(&comparisons);
    keep("bad-deploy-run-what-if.png", &compared.rgb_png());
    let changed = compared.differences(&alone);
    assert!(!changed.is_empty(), "the what-if run is drawn");
    // Everything that changed is in the budget panel across the bottom (the left column's
    // fourth plot, and its header above): its legend, its axis (the no-action run spends
    // far more) and the dashed line itself, in the first what-if colour (TEXT_DIM), inside
    // the plot across most of its width.
    let axes = y_axes(&compared);
    let (axis_x, plots) = &axes[0];
    let (top, bottom) = plots[3];
    let header = 40;
    assert!(
        changed.iter().all(|&(_, y)| y + header >= top),
        "changes above the budget panel (its plot starts at row {top}): {:?}",
        changed.iter().find(|&&(_, y)| y + header < top)
    );
    let dashed: HashSet<u32> = changed
        .iter()
        .filter(|&&(x, y)| {
            compared.pixel(x, y) == TEXT_DIM && (top..=bottom).contains(&y) && x > *axis_x
        })
        .map(|&(x, _)| x)
        .collect();
    assert!(
        dashed.len() as u32 > WIDTH / 3,
        "the dashed line spans {} columns",
        dashed.len()
    );
    // Without what-ifs the run chart still shows the team's budget (bad-deploy's 20 %):
    // `assert_full_chart` found its plot not blank.
}
