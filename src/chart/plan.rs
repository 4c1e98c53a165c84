//! What a chart shows, as plain data: from the minute records inside the time window to
//! the title, the time axis, the markers and the five panels ([`super::panels`] makes
//! each panel's layers, axis and legend). Drawing is [`super::draw`]'s job; everything
//! here is arithmetic and can be tested without pixels.

use super::markers::{self, Marker};
use super::panels::{self, Panel};
use super::scale::{self, Window};
use super::text::ChartText;
use crate::model::{Clock, MinuteRecord};

/// Labelled ticks on the time axis, at most: fits a half-width panel.
const MAX_TIME_TICKS: u32 = 7;

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Plan {
    pub title: String,
    pub time_axis: String,
    pub window: Window,
    pub x_ticks: Vec<(f64, String)>,
    /// Traffic, errors, latency, cache and database, fleet.
    pub panels: Vec<Panel>,
    /// Inside the window, one per minute.
    pub markers: Vec<Marker>,
}

/// The plan of a chart of `records` (non-empty, in minute order) over `window`.
pub(crate) fn build(
    records: &[MinuteRecord],
    window: Window,
    markers_in: &[Marker],
    text: &ChartText,
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
    let mut panels = vec![
        panels::traffic(&shown, text),
        panels::errors(&shown, text),
        panels::latency(&shown, text),
        panels::cache(&shown, text),
        panels::fleet(&shown, text),
    ];
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
        title: text.title.clone(),
        time_axis: text.time_axis.clone(),
        window,
        x_ticks: scale::clock_ticks(window, clock_at_first, MAX_TIME_TICKS),
        panels,
        markers: markers::merge(markers_in, window),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::panels::Layer;
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
            Layer::Area { points, .. } | Layer::Line { points, .. } => points.clone(),
            Layer::Level { y, .. } => vec![(0.0, *y)],
        }
    }

    fn assert_sane(plan: &Plan) {
        assert_eq!(plan.panels.len(), 5);
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
        assert_sane(&build(&one, Window::run(0, 0), &[], &text));
        assert_sane(&build(&one, Window::live(0, 0), &[], &text));
        let all = bad_deploy(90);
        let plan = build(&all, Window::live(0, 89), &[], &text);
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
        let plan = build(&records, Window::run(0, 4), &[], &text);
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
        let plan = build(&records, Window::run(0, 19), &[], &text);
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
        let plan = build(&records, Window::run(0, 19), &[], &text);
        assert_eq!(
            plan.panels[4].tags.last().map(|t| t.label.as_str()),
            Some("+3")
        );
    }

    #[test]
    fn the_locale_decimal_separator_reaches_every_number() {
        let records = bad_deploy(30);
        let window = Window { first: 0, last: 59 };
        let english = build(&records, window, &[], &ChartText::english());
        let comma = ChartText {
            decimal: ",".into(),
            ..ChartText::english()
        };
        let localized = build(&records, window, &[], &comma);
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
}
