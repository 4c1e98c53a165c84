//! What a chart shows, as plain data: from the minute records inside the time window to
//! the title, the time axis, the markers and the panels ([`super::panels`] makes each
//! panel's layers, axis and legend). Drawing is [`super::draw`]'s job; everything here is
//! arithmetic and can be tested without pixels.

use super::comparison::Comparison;
use super::markers::{self, Marker};
use super::panels::{self, Panel};
use super::scale::{self, Window};
use super::style::Kind;
use super::text::ChartText;
use crate::model::score::Score;
use crate::model::{Clock, MinuteRecord};

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Plan {
    pub kind: Kind,
    pub title: String,
    pub time_axis: String,
    pub window: Window,
    pub x_ticks: Vec<(f64, String)>,
    /// Compact: traffic, errors, budget. Detail: traffic, errors, latency, cache and
    /// database, fleet. Run: those five and the budget, and the score's parts when the
    /// team's score is given.
    pub panels: Vec<Panel>,
    /// Inside the window, one per minute.
    pub markers: Vec<Marker>,
}

/// What the run chart compares the team's run with: the what-if runs, and the team's
/// score for the score-parts panel (none: no such panel).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Compared<'a> {
    pub comparisons: &'a [Comparison],
    pub team_score: Option<&'a Score>,
}

/// The plan of a `kind` chart of `records` (non-empty, in minute order) over `window`;
/// `compared` is drawn on the run chart only.
pub(crate) fn build(
    records: &[MinuteRecord],
    window: Window,
    markers_in: &[Marker],
    text: &ChartText,
    kind: Kind,
    compared: Compared,
) -> Plan {
    let shown: Vec<&MinuteRecord> = records
        .iter()
        .filter(|r| window.contains(r.minute))
        .collect();
    // The time of day of the window's first minute, counted from the first record (a
    // window never starts before it).
    let clock_at_first = records.first().map_or(Clock(0), |first| {
        Clock(
            first
                .clock
                .0
                .wrapping_add(window.first.saturating_sub(first.minute)),
        )
    });
    let measures = kind.measures();
    let ticks = measures.max_value_ticks;
    let mut panels = vec![
        panels::traffic(&shown, text, ticks),
        panels::errors(&shown, text),
    ];
    if kind == Kind::Compact {
        panels.push(panels::budget(&shown, text, &[], window, ticks));
    } else {
        panels.push(panels::latency(&shown, text, ticks));
        panels.push(panels::cache(&shown, text, ticks));
        panels.push(panels::fleet(&shown, text, ticks));
    }
    if kind == Kind::Run {
        let comparisons = compared.comparisons;
        panels.push(panels::budget(&shown, text, comparisons, window, ticks));
        if let Some(team) = compared.team_score {
            panels.push(panels::parts(text, team, comparisons, ticks));
        }
    }
    if text.decimal != "." {
        // Numbers are formatted once, the English way; the locale's separator goes in here.
        for panel in &mut panels {
            let labels = panel
                .y_ticks
                .iter_mut()
                .chain(panel.right_ticks.iter_mut())
                .map(|t| &mut t.1);
            for label in labels.chain(panel.tags.iter_mut().map(|t| &mut t.label)) {
                *label = label.replace('.', &text.decimal);
            }
        }
    }
    Plan {
        kind,
        title: text.title.clone(),
        time_axis: text.time_axis.clone(),
        window,
        x_ticks: scale::clock_ticks(window, clock_at_first, measures.max_time_ticks),
        panels,
        markers: markers::merge(markers_in, window),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::panels::{Layer, XAxis};
    use crate::model::constants::ERROR_BUDGET;
    use crate::model::{run, Action, ScheduledAction};
    use crate::scenario::Scenario;

    fn bad_deploy(minutes: u32) -> Vec<MinuteRecord> {
        let scenario = Scenario::builtin("bad-deploy").expect("built-in");
        let script = [ScheduledAction {
            minute: 16,
            action: Action::Rollback,
        }];
        run(&scenario.setup, 42, false, &script, minutes).0
    }

    fn points(layer: &Layer) -> Vec<(f64, f64)> {
        match layer {
            Layer::Area { points, .. }
            | Layer::Line { points, .. }
            | Layer::Dashed { points, .. } => points.clone(),
            Layer::Level { y, .. } => vec![(0.0, *y)],
            Layer::Bar { left, value, .. } => vec![(*left, *value)],
        }
    }

    fn none() -> Compared<'static> {
        Compared::default()
    }

    fn detail(records: &[MinuteRecord], window: Window, text: &ChartText) -> Plan {
        build(records, window, &[], text, Kind::Detail, none())
    }

    fn assert_sane(plan: &Plan) {
        let panels = match plan.kind {
            Kind::Compact => 3,
            Kind::Detail => 5,
            Kind::Run => 6,
        };
        // The run chart's seventh: the score's parts, when the team's score is given.
        let parts = plan.panels.get(6).map(|p| &p.x_axis);
        assert!(matches!(parts, None | Some(XAxis::Groups { .. })));
        assert_eq!(plan.panels.len() - usize::from(parts.is_some()), panels);
        assert!(!plan.x_ticks.is_empty());
        for panel in &plan.panels {
            assert!(panel.y_max > panel.y_min, "{}: empty axis", panel.title);
            assert!(!panel.y_ticks.is_empty(), "{}: no ticks", panel.title);
            for (x, y) in panel.layers.iter().flat_map(points) {
                assert!(x.is_finite() && y.is_finite(), "{}", panel.title);
                let inside = (panel.y_min..=panel.y_max).contains(&y);
                assert!(inside, "{}: {y} off the axis", panel.title);
            }
        }
    }

    #[test]
    fn one_minute_and_a_whole_drill_have_sane_axes() {
        let text = ChartText::english();
        let one = bad_deploy(1);
        for kind in [Kind::Compact, Kind::Detail, Kind::Run] {
            assert_sane(&build(&one, Window::run(0, 0), &[], &text, kind, none()));
            assert_sane(&build(&one, Window::live(0, 0), &[], &text, kind, none()));
        }
        let all = bad_deploy(90);
        assert_sane(&build(
            &all,
            Window::live(0, 89),
            &[],
            &text,
            Kind::Compact,
            none(),
        ));
        let plan = detail(&all, Window::live(0, 89), &text);
        assert_sane(&plan);
        // The live hour: minutes 30–89 only, the clock from 09:30.
        assert_eq!(plan.x_ticks[0], (30.0, "09:30".to_string()));
        match &plan.panels[0].layers[2] {
            Layer::Line { points, .. } => assert_eq!(points.len(), 60),
            other => panic!("requests line expected, got {other:?}"),
        }
    }

    #[test]
    fn a_full_outage_stretches_the_burn_axis_and_clamps() {
        let text = ChartText::english();
        let mut records = bad_deploy(5);
        for record in &mut records {
            record.error_rate = 1.0;
            record.burn_1h = 1000.0;
            record.db_util = 50.0;
            record.p99_s = f64::NAN;
            record.service_time_s = 0.0;
        }
        let plan = detail(&records, Window::run(0, 4), &text);
        assert_sane(&plan);
        assert_eq!(plan.panels[1].y_max, 3.0);
        assert_eq!(
            plan.panels[1].y_ticks.last().map(|t| t.1.as_str()),
            Some("1000×")
        );
        assert_eq!(
            plan.panels[1].right_ticks.last().map(|t| t.1.as_str()),
            Some("100%")
        );
        assert_eq!(plan.panels[3].y_max, 300.0);
    }

    #[test]
    fn tags_show_the_latest_values() {
        let text = ChartText::english();
        let mut records = bad_deploy(20);
        let plan = detail(&records, Window::run(0, 19), &text);
        let last = &records[19];
        let fleet = &plan.panels[4];
        assert_eq!(fleet.tags[0].label, last.serving.to_string());
        assert_eq!(fleet.tags.len(), if last.booting > 0 { 2 } else { 1 });
        let latency = &plan.panels[2].tags[0];
        assert_eq!(
            latency.label,
            format!("{} s", scale::format_number(last.p99_s))
        );

        if let Some(last) = records.last_mut() {
            last.booting = 3;
        }
        let plan = detail(&records, Window::run(0, 19), &text);
        assert_eq!(
            plan.panels[4].tags.last().map(|t| t.label.as_str()),
            Some("+3")
        );
    }

    #[test]
    fn the_locale_decimal_separator_reaches_every_number() {
        let records = bad_deploy(30);
        let window = Window { first: 0, last: 59 };
        let english = build(
            &records,
            window,
            &[],
            &ChartText::english(),
            Kind::Run,
            none(),
        );
        let comma = ChartText {
            decimal: ",".into(),
            ..ChartText::english()
        };
        let localized = build(&records, window, &[], &comma, Kind::Run, none());
        let labels = |plan: &Plan| -> Vec<String> {
            plan.panels
                .iter()
                .flat_map(|p| {
                    p.y_ticks
                        .iter()
                        .chain(&p.right_ticks)
                        .map(|t| t.1.clone())
                        .chain(p.tags.iter().map(|t| t.label.clone()))
                })
                .collect()
        };
        let (en, fy) = (labels(&english), labels(&localized));
        assert!(
            en.iter().any(|l| l.contains('.')),
            "some decimals to check: {en:?}"
        );
        assert!(fy.iter().all(|l| !l.contains('.')), "{fy:?}");
        let expected: Vec<String> = en.iter().map(|l| l.replace('.', ",")).collect();
        assert_eq!(fy, expected);
    }

    #[test]
    fn zero_errors_sit_on_the_zero_line_not_the_floor() {
        let text = ChartText::english();
        let mut records = bad_deploy(5);
        for (record, burn) in records.iter_mut().zip([0.0, 0.0, 1e-4, 0.1, 6.0]) {
            record.burn_1h = burn;
            record.error_rate = burn * ERROR_BUDGET;
        }
        for kind in [Kind::Compact, Kind::Detail] {
            let plan = build(&records, Window::run(0, 4), &[], &text, kind, none());
            let errors = &plan.panels[1];
            assert_eq!(errors.y_min, scale::BURN_ZERO);
            assert_eq!(errors.y_ticks[0], (scale::BURN_ZERO, "0".to_string()));
            assert_eq!(errors.right_ticks[0], (scale::BURN_ZERO, "0%".to_string()));
            for layer in &errors.layers[2..] {
                let ys: Vec<f64> = points(layer).into_iter().map(|(_, y)| y).collect();
                let floor = scale::BURN_FLOOR.log10();
                assert_eq!(
                    ys,
                    [
                        scale::BURN_ZERO,
                        scale::BURN_ZERO,
                        floor,
                        floor,
                        6f64.log10()
                    ]
                );
            }
        }
    }

    #[test]
    fn the_budget_panel_shows_the_team_the_what_ifs_and_the_cost() {
        let text = ChartText::english();
        let records = bad_deploy(30);
        let window = Window::run(0, 29);
        let overspent = Comparison {
            label: "no action".into(),
            budget_remaining: (0..30).map(|m| 0.2 - f64::from(m) * 0.01).collect(),
            score: None,
        };
        let overspent = [overspent];
        let compared = Compared {
            comparisons: &overspent,
            team_score: None,
        };
        let plan = build(&records, window, &[], &text, Kind::Run, compared);
        assert_sane(&plan);
        let budget = &plan.panels[5];
        let labels: Vec<&str> = budget.legend.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["budget left", "no action", "fleet cost"]);
        // The what-if run ends at −9 %: the axis goes below zero, with the zero line drawn.
        assert!(budget.y_min <= -9.0 && budget.y_max >= 20.0, "{budget:?}");
        assert!(matches!(budget.layers[0], Layer::Level { y, .. } if y == 0.0));
        let dashed: Vec<&Layer> = budget
            .layers
            .iter()
            .filter(|l| matches!(l, Layer::Dashed { .. }))
            .collect();
        assert_eq!(dashed.len(), 1);
        let last = points(dashed[0]).last().copied().expect("points");
        assert_eq!(last.0, 29.0);
        assert!((last.1 - -9.0).abs() < 1e-9, "{last:?}");
        // The what-if runs are drawn last, over the team's line (in % of the month's
        // budget), which comes just before them.
        assert!(matches!(budget.layers.last(), Some(Layer::Dashed { .. })));
        let team = points(&budget.layers[budget.layers.len() - 2]);
        assert_eq!(team[0], (0.0, records[0].budget_remaining * 100.0));
        // The cost scale sits on the grid: its labels are at the budget's ticks from zero.
        assert_eq!(budget.right_ticks[0].0, 0.0);
        assert_eq!(budget.right_ticks[0].1, "0 $/h");
        assert!(budget
            .right_ticks
            .iter()
            .all(|t| budget.y_ticks.iter().any(|y| y.0 == t.0)));

        // The compact chart's budget panel has no what-ifs; the detail chart has none.
        let compact = build(&records, window, &[], &text, Kind::Compact, none());
        assert_eq!(compact.panels[2].legend.len(), 2);
        assert!(detail(&records, window, &text)
            .panels
            .iter()
            .all(|p| p.title != text.budget_panel));
    }

    #[test]
    fn the_team_score_adds_the_parts_panel_to_the_run_chart_only() {
        let text = ChartText::english();
        let records = bad_deploy(30);
        let window = Window::run(0, 29);
        let score = crate::model::score::score(
            &Scenario::builtin("bad-deploy").expect("built-in").setup,
            &records,
        );
        let scored = Compared {
            comparisons: &[],
            team_score: Some(&score),
        };
        let run = build(&records, window, &[], &text, Kind::Run, scored);
        assert_sane(&run);
        assert_eq!(run.panels.len(), 7);
        assert_eq!(run.panels[6].title, text.parts_panel);
        for kind in [Kind::Compact, Kind::Detail] {
            let plan = build(&records, window, &[], &text, kind, scored);
            assert!(
                plan.panels.iter().all(|p| p.x_axis == XAxis::Time),
                "{kind:?}"
            );
        }
    }
}
