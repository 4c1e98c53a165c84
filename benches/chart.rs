//! `cargo bench --bench chart`: what a chart costs the bot. For the compact live chart of
//! the status and the five-panel live chart (`/chart detail`), both half an hour into the
//! bad deploy (rollback at minute 16), and the debrief chart (all 90 minutes, with a
//! no-action run's budget beside the team's): median drawing time, median PNG encoding
//! time, PNG size. Then the encoding trade-off on the five-panel live chart (deflate
//! settings × row filters, and truecolour for reference), which is how the setting in
//! `src/chart/encode.rs` was chosen. Prints figures; asserts nothing about speed.

use std::hint::black_box;
use std::time::Instant;

use oncall_drill::chart::{
    draw_compact, draw_live, draw_run, ChartText, Comparison, Frame, Marker,
};
use oncall_drill::model::{self, Action, MinuteRecord, ScheduledAction};
use oncall_drill::scenario::Scenario;
use png::{DeflateCompression, Filter};

const ROUNDS: usize = 200;

/// Median of `rounds` timings of `work`, in milliseconds, and its last result.
fn median_ms<T>(rounds: usize, mut work: impl FnMut() -> T) -> (f64, T) {
    let mut times = Vec::with_capacity(rounds);
    let mut last = None;
    for _ in 0..rounds {
        let start = Instant::now();
        let result = black_box(work());
        times.push(start.elapsed().as_secs_f64() * 1e3);
        last = Some(result);
    }
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], last.expect("at least one round"))
}

fn bad_deploy() -> (Vec<MinuteRecord>, Vec<Marker>, Vec<Comparison>) {
    let scenario = Scenario::builtin("bad-deploy").expect("bad-deploy");
    let script = [ScheduledAction {
        minute: 16,
        action: Action::Rollback,
    }];
    let (history, _) = model::run(&scenario.setup, 42, false, &script, 90);
    let (no_action, _) = model::run(&scenario.setup, 42, false, &[], 90);
    let comparisons = vec![Comparison::from_records("no action", &no_action)];
    let markers = vec![
        Marker {
            minute: 10,
            label: "bad deploy".into(),
        },
        Marker {
            minute: 16,
            label: "rollback".into(),
        },
    ];
    (history, markers, comparisons)
}

fn report(name: &str, draw: impl FnMut() -> Frame) -> Frame {
    let (draw_ms, frame) = median_ms(ROUNDS, draw);
    let (encode_ms, png) = median_ms(ROUNDS, || frame.png().expect("PNG"));
    println!(
        "{name:<8} {:>4}×{:<4} draw {draw_ms:>6.3} ms   encode {encode_ms:>6.3} ms   total {:>6.3} ms   PNG {:>6} bytes",
        frame.width(),
        frame.height(),
        draw_ms + encode_ms,
        png.len()
    );
    frame
}

/// What ending a 180-minute drill costs (issue 18 asks for under 200 ms on one core): the
/// debrief (score, timeline, what happened, the review's numbers, the no-action and expert
/// what-if runs of the same scenario and seed, you and the expert side by side, and the
/// lessons: one re-run per action of a busy team's twelve and per expert action it
/// missed) and the run chart with their budgets drawn
/// against the team's, drawn and encoded; then a drill stopped halfway, whose debrief
/// projects the team's run and the what-ifs to the scenario's end.
fn debrief_of_a_three_hour_drill() {
    use oncall_drill::drill::charts::{self, View};
    use oncall_drill::i18n::Localizer;
    use oncall_drill::model::{debrief, LoggedAction, Simulation};

    let scenario = Scenario::builtin("viral-surge").expect("viral-surge");
    assert_eq!(scenario.setup.duration_min, 180);
    // A busy team: twelve actions, each one a lesson's re-run.
    let script: Vec<ScheduledAction> = [
        (30, Action::Floor(20)),
        (40, Action::Shed(50)),
        (55, Action::Shed(0)),
        (60, Action::Ttl(120)),
        (61, Action::Warmup),
        (70, Action::Target(60)),
        (80, Action::Feature(false)),
        (95, Action::Feature(true)),
        (120, Action::Floor(12)),
        (130, Action::Autoscale(false)),
        (140, Action::Autoscale(true)),
        (150, Action::Ttl(60)),
    ]
    .into_iter()
    .map(|(minute, action)| ScheduledAction { minute, action })
    .collect();
    let (records, _) = model::run(&scenario.setup, 42, false, &script, 180);
    let log: Vec<LoggedAction> = script
        .iter()
        .enumerate()
        .map(|(seq, s)| LoggedAction {
            seq: seq as u32,
            minute: s.minute,
            author: model::Author {
                id: "1".into(),
                name: "ana".into(),
            },
            action: s.action,
            received_at_ms: 0,
        })
        .collect();
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let l = Localizer::new(model::Locale::EnUs);
    let debrief_only = || {
        debrief::debrief(debrief::Run {
            setup: &scenario.setup,
            seed: 42,
            deterministic: false,
            records: &records,
            log: &log,
            updates: Some(&[]),
            team: &[],
            judged: oncall_drill::model::debrief::Judged::Ended,
        })
    };
    let (what_ifs_ms, debrief) = median_ms(50, debrief_only);
    let (chart_ms, png) = median_ms(50, || {
        let comparisons = charts::debrief_comparisons(&l, &debrief);
        charts::render_view(
            &l,
            &scenario,
            &records,
            &log,
            &timeline,
            View::Run,
            &comparisons,
            Some(&debrief.score),
        )
        .expect("run chart")
    });
    println!(
        "\ndebrief of a {}-minute drill with {} actions (median of 50): what-if runs, score, timeline, what happened, the review, the expert's {} decisions and {} lessons {what_ifs_ms:.3} ms + run chart {chart_ms:.3} ms = {:.3} ms (goal: under 200 ms on one core); PNG {} bytes",
        records.len(),
        log.len(),
        debrief.expert_decisions.len(),
        debrief.lessons.len(),
        what_ifs_ms + chart_ms,
        png.len()
    );
    // Stopped at minute 90 of 180: the team's run and both what-ifs projected to the end
    // as well (issue 18.5), on top of the debrief of the 90 minutes it ran.
    let stopped = &records[..90];
    let (stopped_ms, stopped_debrief) = median_ms(50, || {
        debrief::debrief(debrief::Run {
            setup: &scenario.setup,
            seed: 42,
            deterministic: false,
            records: stopped,
            log: &log,
            updates: Some(&[]),
            team: &[],
            judged: oncall_drill::model::debrief::Judged::Ended,
        })
    });
    assert!(stopped_debrief.projection.is_some());
    println!(
        "debrief of a drill stopped at minute 90 of 180 (median of 50), projection included: {stopped_ms:.3} ms (goal: under 200 ms on one core)"
    );
}

fn main() {
    let (history, markers, comparisons) = bad_deploy();
    let text = ChartText::english();
    println!("median of {ROUNDS} rounds:");
    report("compact", || {
        draw_compact(&history[..30], &markers, &text).expect("compact chart")
    });
    let live = report("detail", || {
        draw_live(&history[..30], &markers, &text).expect("live chart")
    });
    report("run", || {
        draw_run(&history, &markers, &text, &comparisons, None).expect("run chart")
    });

    debrief_of_a_three_hour_drill();

    println!("\nencoding the five-panel live chart (median of 50):");
    let settings = [
        (
            "fdeflate",
            DeflateCompression::FdeflateUltraFast,
            Filter::Adaptive,
        ),
        ("zlib 1", DeflateCompression::Level(1), Filter::NoFilter),
        ("zlib 2", DeflateCompression::Level(2), Filter::NoFilter),
        ("zlib 3", DeflateCompression::Level(3), Filter::NoFilter),
        ("zlib 4", DeflateCompression::Level(4), Filter::NoFilter),
        ("zlib 6", DeflateCompression::Level(6), Filter::NoFilter),
        ("zlib 6", DeflateCompression::Level(6), Filter::Adaptive),
        ("zlib 9", DeflateCompression::Level(9), Filter::NoFilter),
    ];
    for (name, deflate, filter) in settings {
        let (ms, png) = median_ms(50, || live.png_with(deflate, filter).expect("PNG"));
        println!(
            "  indexed    {name:<9} {:<9} {ms:>6.3} ms  {:>7} bytes",
            format!("{filter:?}"),
            png.len()
        );
    }
    // Truecolour, as a reference for machines of other speeds: the same pixels as RGB.
    let rgb = live.rgb();
    for (name, compression) in [
        ("fast", png::Compression::Fast),
        ("balanced", png::Compression::Balanced),
    ] {
        let (ms, png) = median_ms(50, || {
            let mut out = Vec::new();
            let mut encoder = png::Encoder::new(&mut out, live.width(), live.height());
            encoder.set_color(png::ColorType::Rgb);
            encoder.set_depth(png::BitDepth::Eight);
            encoder.set_compression(compression);
            let mut writer = encoder.write_header().expect("header");
            writer.write_image_data(&rgb).expect("data");
            writer.finish().expect("finish");
            out
        });
        println!(
            "  truecolour {name:<19} {ms:>6.3} ms  {:>7} bytes",
            png.len()
        );
    }
}
