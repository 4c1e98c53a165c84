//! The run chart tells the comparison (issue 18.6): the score-parts panel (the team, no
//! action and the expert side by side, part by part) and every word readable when a chart
//! is shown [`PHONE_WIDTH`] px wide. The words are read from the frame ([`Frame::texts`]:
//! each with its font size and ink box, checked against the pixels), the panel's bars from
//! the decoded PNG.

use oncall_drill::chart::{draw_compact, draw_live, draw_run, DrawnText, Frame, PHONE_WIDTH};
use oncall_drill::drill::charts::{self, View};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::debrief::{self, Debrief};
use oncall_drill::model::{
    Action, Locale, LoggedAction, MinuteRecord, ScheduledAction, Simulation,
};

use crate::chart::{history, keep, logged, rollback_at_16};
use crate::chart_pixels::{assert_full_chart, y_axes, Image, Kind, Rgb, BACKGROUND};
use crate::util;

/// The smallest font size, in pixels, a word may have once its image is scaled to
/// [`PHONE_WIDTH`] wide.
const LEAST_PHONE_PX: f64 = 8.0;

/// The team's budget line and bars, and the first two what-if colours (no action, the
/// expert), as `drill::charts::debrief_comparisons` orders them.
const TEAM: Rgb = [94, 234, 212];
const NO_ACTION: Rgb = [241, 250, 140];
const EXPERT: Rgb = [98, 160, 255];

/// A drill of a built-in scenario (seed 42) with `script`, its log and its debrief.
struct Drill {
    id: &'static str,
    records: Vec<MinuteRecord>,
    log: Vec<LoggedAction>,
    debrief: Debrief,
}

fn drill(id: &'static str, script: &[ScheduledAction]) -> Drill {
    let records = history(id, script, 0);
    let log: Vec<LoggedAction> = script.iter().map(|s| logged(s.minute, s.action)).collect();
    let scenario = util::builtin(id);
    let debrief = debrief::debrief(debrief::Run {
        setup: &scenario.setup,
        seed: 42,
        deterministic: false,
        records: &records,
        log: &log,
        updates: None,
        team: &[],
        judged: oncall_drill::model::debrief::Judged::Ended,
    });
    Drill {
        id,
        records,
        log,
        debrief,
    }
}

/// cache-flush with the load shed and the feature switched off, never undone: the team
/// loses points on many parts, so the panel has many groups.
fn heavy_handed() -> Drill {
    let at = |minute, action| ScheduledAction { minute, action };
    drill(
        "cache-flush",
        &[at(12, Action::Shed(100)), at(12, Action::Feature(false))],
    )
}

/// The three charts of `drill` in `locale`: the run chart as the debrief draws it (what-if
/// runs and the score's parts), the five-panel and the compact chart of its first 40
/// minutes.
fn frames(drill: &Drill, locale: Locale) -> [(&'static str, Frame); 3] {
    let l = Localizer::new(locale);
    let scenario = util::builtin(drill.id);
    let title = oncall_drill::i18n::scenario::title(&l, &scenario);
    let timeline = Simulation::new(&scenario.setup, 42, false).timeline();
    let last = drill.records.len() as u32;
    let marks = charts::markers(&l, &drill.log, &timeline, last, true);
    let live_marks = charts::markers(&l, &drill.log, &timeline, 39, false);
    let comparisons = charts::debrief_comparisons(&l, &drill.debrief);
    let text = |view| charts::chart_text(&l, &title, view);
    let hour = &drill.records[..40];
    let score = Some(&drill.debrief.score);
    [
        (
            "run",
            draw_run(
                &drill.records,
                &marks,
                &text(View::Run),
                &comparisons,
                score,
            )
            .expect("run"),
        ),
        (
            "live",
            draw_live(hour, &live_marks, &text(View::Detail)).expect("live"),
        ),
        (
            "compact",
            draw_compact(hour, &live_marks, &text(View::Live)).expect("compact"),
        ),
    ]
}

fn overlap(a: &DrawnText, b: &DrawnText) -> bool {
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

#[test]
fn every_word_reads_at_phone_width_and_none_covers_another() {
    let drills = [drill("bad-deploy", &rollback_at_16()), heavy_handed()];
    for drill in &drills {
        for locale in Locale::ALL {
            for (name, frame) in frames(drill, locale) {
                let what = format!("{} {name} chart in {locale:?}", drill.id);
                let texts = frame.texts();
                assert!(texts.len() >= 20, "{what}: {} words", texts.len());
                let scale = f64::from(PHONE_WIDTH) / f64::from(frame.width());
                for text in texts {
                    let shown = text.size_px * scale;
                    assert!(
                        shown >= LEAST_PHONE_PX,
                        "{what}: {:?} is {shown:.1} px at {PHONE_WIDTH} px wide",
                        text.text
                    );
                }
                for (index, a) in texts.iter().enumerate() {
                    for b in &texts[index + 1..] {
                        assert!(!overlap(a, b), "{what}: {:?} covers {:?}", a.text, b.text);
                    }
                }
                // The boxes are where the words were painted: ink inside each.
                let image = Image::of(&frame);
                for text in texts {
                    let inked = (text.left.max(0)..text.right.min(frame.width() as i32))
                        .flat_map(|x| (text.top.max(0)..text.bottom).map(move |y| (x, y)))
                        .filter(|&(_, y)| y < frame.height() as i32)
                        .any(|(x, y)| image.pixel(x as u32, y as u32) != BACKGROUND);
                    assert!(inked, "{what}: no ink where {:?} is", text.text);
                }
                if name == "run" && locale == Locale::EnUs {
                    keep(
                        &format!("{}-run-parts.png", drill.id),
                        &frame.png().unwrap(),
                    );
                }
            }
        }
    }
}

/// The words of the score-parts panel come from the locale: its title, the team's name and
/// the names of the parts some run lost points on (and only those).
#[test]
fn the_parts_panel_names_the_runs_and_the_parts_lost() {
    let drill = heavy_handed();
    let lost: Vec<_> = oncall_drill::model::score::PartKind::ALL
        .into_iter()
        .filter(|&kind| {
            [
                &drill.debrief.score,
                &drill.debrief.no_action.score,
                &drill.debrief.expert.score,
            ]
            .iter()
            .any(|score| score.part(kind).shown_points() > 0.0)
        })
        .collect();
    assert!(
        lost.len() >= 3,
        "shed and feature off cost points: {lost:?}"
    );
    for locale in [Locale::EnUs, Locale::Ru] {
        let l = Localizer::new(locale);
        let text = charts::chart_text(&l, "Drill", View::Run);
        let [(_, run), ..] = frames(&drill, locale);
        let words: Vec<&str> = run.texts().iter().map(|t| t.text.as_str()).collect();
        for expected in [&text.parts_panel, &text.team_run] {
            assert!(words.contains(&expected.as_str()), "{locale:?}: {expected}");
        }
        for kind in oncall_drill::model::score::PartKind::ALL {
            let name = text.part_name(kind);
            // A name may wrap onto two lines under its group: look for its first word.
            let first = name.split_whitespace().next().unwrap_or(name);
            let shown = words.iter().any(|w| w.starts_with(first));
            assert_eq!(shown, lost.contains(&kind), "{locale:?}: {name}");
        }
    }
}

/// The panel shows bars of the three runs' colours, under the budget panel, and the
/// tallest budget bar is the run that lost most on the budget; without the team's score
/// there is no such panel.
#[test]
fn the_parts_panel_draws_three_runs_bars() {
    let drill = drill("bad-deploy", &rollback_at_16());
    let budget = |score: &oncall_drill::model::score::Score| score.budget.shown_points();
    let (team, none, expert) = (
        budget(&drill.debrief.score),
        budget(&drill.debrief.no_action.score),
        budget(&drill.debrief.expert.score),
    );
    assert!(
        none > team && team > 0.0 && expert > 0.0,
        "{team} {none} {expert}"
    );
    let [(_, run), ..] = frames(&drill, Locale::EnUs);
    let image = assert_full_chart(&run.png().expect("PNG"), Kind::RunScored);
    let axes = y_axes(&image);
    let (axis_x, plots) = &axes[0];
    let (top, bottom) = *plots.last().expect("the parts panel's plot");
    let inside = |x: u32, y: u32| x > *axis_x && (top..bottom).contains(&y);
    // Each colour's pixels in the panel, and the highest row it reaches.
    let reach = |ink: Rgb| {
        let rows: Vec<u32> = (0..image.width)
            .flat_map(|x| (top..bottom).map(move |y| (x, y)))
            .filter(|&(x, y)| inside(x, y) && image.pixel(x, y) == ink)
            .map(|(_, y)| y)
            .collect();
        (rows.len(), rows.into_iter().min())
    };
    let (team_px, team_top) = reach(TEAM);
    let (none_px, none_top) = reach(NO_ACTION);
    let (expert_px, _) = reach(EXPERT);
    for (name, pixels) in [
        ("team", team_px),
        ("no action", none_px),
        ("expert", expert_px),
    ] {
        assert!(pixels >= 100, "{name}: {pixels} pixels of bars");
    }
    assert!(
        none_top < team_top,
        "no action lost most: {none_top:?} above {team_top:?}"
    );

    // The run chart without the team's score: the budget panel is the last.
    let l = Localizer::new(Locale::EnUs);
    let text = charts::chart_text(&l, "Drill", View::Run);
    let comparisons = charts::debrief_comparisons(&l, &drill.debrief);
    let plain = draw_run(&drill.records, &[], &text, &comparisons, None).expect("run");
    assert_full_chart(&plain.png().expect("PNG"), Kind::Run);
    assert!(plain.texts().iter().all(|t| t.text != text.parts_panel));
}
