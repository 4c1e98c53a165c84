//! Charts as a user gets them: PNG bytes decoded back into pixels. Real drills from the
//! built-in scenarios; checks here that each image has its stated size, shows something in
//! every panel, is reproducible, survives one minute and ten hours, refuses an empty
//! history, and that a drawn frame is its PNG's pixels. The fixtures (a scenario's
//! history, its markers, Russian words, a logged action) are here for the other `chart_*`
//! modules: [`chart_pixels`](crate::chart_pixels) reads pixels; `chart_compact` the
//! compact chart on a phone; `chart_errors` zero and the shared burn/error axis;
//! `chart_markers` markers and their labels; `chart_locales` Cyrillic, every locale's words
//! and uncut titles; `chart_what_if` what-if budgets on the run chart. A few charts are
//! also written to the target folder to look at (`target/tmp/charts`).

use oncall_drill::chart::{
    draw_compact, draw_run, render_compact, render_live, render_run, ChartError, ChartText, Marker,
    COMPACT_HEIGHT, COMPACT_WIDTH, HEIGHT, RUN_HEIGHT, WIDTH,
};
use oncall_drill::drill::charts;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{
    self, Action, Author, Locale, LoggedAction, MinuteRecord, ScheduledAction, Simulation,
    TimelineEvent,
};

use crate::chart_pixels::{assert_full_chart, Image, Kind};
use crate::util;

/// Seed 42 of a scenario with `script`, `minutes` long (0: the scenario's duration).
pub(crate) fn history(id: &str, script: &[ScheduledAction], minutes: u32) -> Vec<MinuteRecord> {
    let scenario = util::builtin(id);
    let minutes = if minutes == 0 {
        scenario.setup.duration_min
    } else {
        minutes
    };
    model::run(&scenario.setup, 42, false, script, minutes).0
}

pub(crate) fn rollback_at_16() -> Vec<ScheduledAction> {
    vec![ScheduledAction {
        minute: 16,
        action: Action::Rollback,
    }]
}

/// The scenario's events and the script's actions as markers, the way the bot labels them.
pub(crate) fn markers(id: &str, script: &[ScheduledAction]) -> Vec<Marker> {
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

pub(crate) fn russian_text() -> ChartText {
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
        parts_panel: "Потерянные баллы по частям".into(),
        team_run: "Ваша команда".into(),
        part_budget: "Бюджет".into(),
        part_slo_broken: "SLO нарушен".into(),
        part_turned_away: "Отказы".into(),
        part_without_feature: "Без функции".into(),
        part_stale_answers: "Устаревшие".into(),
        part_slow_minutes: "Медленно".into(),
        part_cost: "Затраты".into(),
        part_updates: "Сводки".into(),
    }
}

pub(crate) fn logged(minute: u32, action: Action) -> LoggedAction {
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

/// Writes a chart into the target folder, to look at.
pub(crate) fn keep(name: &str, png_bytes: &[u8]) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("charts");
    if std::fs::create_dir_all(&dir).is_ok() {
        let _ = std::fs::write(dir.join(name), png_bytes);
    }
}

#[test]
fn live_and_run_charts_decode_to_full_images() {
    assert_eq!((WIDTH, HEIGHT, RUN_HEIGHT), (1200, 960, 1500));
    assert_eq!((COMPACT_WIDTH, COMPACT_HEIGHT), (640, 480));
    let script = rollback_at_16();
    let history = history("bad-deploy", &script, 0);
    let markers = markers("bad-deploy", &script);
    let text = ChartText::english();
    let compact = render_compact(&history, &markers, &text).expect("compact chart");
    let live = render_live(&history, &markers, &text).expect("live chart");
    let run = render_run(&history, &markers, &text, &[], None).expect("run chart");
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

/// Each built-in scenario (every file of `scenarios/`, all of it ships built in), its
/// whole length, charted three ways: the run chart as the debrief draws it (the what-if
/// runs' budgets and the score's parts), the five-panel and the compact chart.
#[test]
fn every_scenario_charts_without_error() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("scenarios/")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".toml").map(str::to_string)
        })
        .collect();
    files.sort();
    let mut ids: Vec<&str> = oncall_drill::scenario::Scenario::builtin_ids().collect();
    ids.sort_unstable();
    assert_eq!(ids, files, "every scenario file is built in");
    assert_eq!(ids.len(), 9);
    let text = ChartText::english();
    let english = Localizer::new(Locale::EnUs);
    for id in ids {
        let scenario = util::builtin(id);
        let history = history(id, &[], 0);
        assert_eq!(history.len() as u32, scenario.setup.duration_min, "{id}");
        assert!(history.len() >= 30, "{id}: {} minutes", history.len());
        let markers = markers(id, &[]);
        let debrief = model::debrief::debrief(model::debrief::Run {
            setup: &scenario.setup,
            seed: 42,
            deterministic: false,
            records: &history,
            log: &[],
            updates: None,
            team: &[],
            judged: oncall_drill::model::debrief::Judged::Ended,
        });
        let what_ifs = charts::debrief_comparisons(&english, &debrief);
        let run = render_run(&history, &markers, &text, &what_ifs, Some(&debrief.score));
        assert_full_chart(&run.expect(id), Kind::RunScored);
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
            render_run(&one, &marker, &text, &[], None).expect("run, one minute"),
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
    let run = render_run(&long, &markers, &text, &[], None).expect("run, 600 minutes");
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
        render_run(&[], &[], &text, &[], None),
        Err(ChartError::EmptyHistory)
    );
}

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
    let run = draw_run(&records, &markers, &text, &[], None).expect("chart");
    assert_eq!((run.width(), run.height()), (WIDTH, RUN_HEIGHT));
}
