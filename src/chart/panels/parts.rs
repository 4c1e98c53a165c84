//! The score's parts side by side (the run chart's last panel): for each part of the
//! score, the points the team lost beside what each what-if run lost (no action, the
//! expert…), one bar a run, in the colours of their lines on the budget panel. The total is
//! 100 minus the parts, so the tallest bars are where the runs differ most. A part every
//! run scored 0 on is left out: the panel tells where the points went.

use plotters::style::RGBColor;

use super::{legend, linear_ticks, Layer, Legend, Panel, XAxis};
use crate::chart::comparison::Comparison;
use crate::chart::scale;
use crate::chart::style;
use crate::chart::text::ChartText;
use crate::model::score::{PartKind, Score};

/// The share of a group's width its bars take together; the rest parts the groups.
const BARS_SHARE: f64 = 0.8;
/// The share of its slot a bar fills: a thin gap keeps neighbouring bars apart.
const BAR_FILL: f64 = 0.85;
/// The axis has room for this many groups at least, the few there are in the middle: two
/// parts lost do not make bars a quarter of the chart wide.
const LEAST_SLOTS: usize = 6;

/// One run's bars: its score, colour and legend entry.
struct Scored<'a> {
    score: &'a Score,
    color: RGBColor,
    legend: Legend,
}

/// The team's parts (in the team's budget colour) and those of each of `comparisons` that
/// carries a score (in its what-if colour, dashed in the legend like its budget line).
pub(in crate::chart) fn parts(
    text: &ChartText,
    team: &Score,
    comparisons: &[Comparison],
    max_ticks: u32,
) -> Panel {
    let team_run = Scored {
        score: team,
        color: style::BUDGET,
        legend: legend(&text.team_run, style::BUDGET, false),
    };
    // The colour goes by the index in `comparisons`, as on the budget panel.
    let what_ifs = comparisons.iter().enumerate().filter_map(|(index, c)| {
        let (color, _) = style::comparison_ink(index);
        c.score.as_ref().map(|score| Scored {
            score,
            color,
            legend: legend(&c.label, color, true),
        })
    });
    let runs: Vec<Scored> = std::iter::once(team_run).chain(what_ifs).collect();
    let kinds = shown_kinds(&runs);
    let highest = kinds
        .iter()
        .flat_map(|&kind| runs.iter().map(move |run| run.score.part(kind)))
        .map(|part| part.shown_points())
        .fold(0.0, f64::max);
    let (top, ticks) = scale::nice_ticks(highest.max(1.0) * 1.05, max_ticks, 1.0);
    let width = BARS_SHARE / runs.len() as f64;
    let slots = kinds.len().max(LEAST_SLOTS);
    let offset = (slots - kinds.len()) as f64 / 2.0;
    let layers = kinds
        .iter()
        .enumerate()
        .flat_map(|(group, &kind)| {
            let first = offset + group as f64 + (1.0 - BARS_SHARE) / 2.0;
            runs.iter().enumerate().map(move |(slot, run)| Layer::Bar {
                left: first + slot as f64 * width,
                width: width * BAR_FILL,
                value: run.score.part(kind).shown_points().min(top),
                color: run.color,
            })
        })
        .collect();
    Panel {
        title: text.parts_panel.clone(),
        x_axis: XAxis::Groups {
            names: kinds
                .iter()
                .map(|&kind| text.part_name(kind).to_string())
                .collect(),
            offset,
            slots: slots as f64,
        },
        legend: runs.into_iter().map(|run| run.legend).collect(),
        y_min: 0.0,
        y_max: top,
        y_ticks: linear_ticks(&ticks, scale::format_number),
        right_ticks: Vec::new(),
        tags: Vec::new(),
        layers,
    }
}

/// The parts some run scored and lost points on, in the score's order; when no run lost
/// any, the team's parts (all bars at zero says so).
fn shown_kinds(runs: &[Scored]) -> Vec<PartKind> {
    let scored = |kind: PartKind| {
        runs.iter()
            .any(|run| run.score.parts().iter().any(|part| part.kind == kind))
    };
    let lost = |kind: PartKind| {
        runs.iter()
            .any(|run| run.score.part(kind).shown_points() > 0.0)
    };
    let kinds: Vec<PartKind> = PartKind::ALL
        .into_iter()
        .filter(|&kind| scored(kind) && lost(kind))
        .collect();
    if kinds.is_empty() {
        runs.first()
            .map(|team| team.score.parts().iter().map(|p| p.kind).collect())
            .unwrap_or_default()
    } else {
        kinds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::score::score;
    use crate::model::{run, Action, ScheduledAction};
    use crate::scenario::Scenario;

    /// Scores of bad-deploy (seed 42, 60 minutes) rolled back at `rollback`, or never.
    fn scored(rollback: Option<u32>) -> Score {
        let scenario = Scenario::builtin("bad-deploy").expect("built-in");
        let script: Vec<ScheduledAction> = rollback
            .map(|minute| ScheduledAction {
                minute,
                action: Action::Rollback,
            })
            .into_iter()
            .collect();
        let (records, _) = run(&scenario.setup, 42, false, &script, 60);
        score(&scenario.setup, &records)
    }

    fn what_if(label: &str, score: Option<Score>) -> Comparison {
        Comparison {
            label: label.into(),
            budget_remaining: Vec::new(),
            score,
        }
    }

    fn bars(panel: &Panel) -> Vec<(f64, f64, RGBColor)> {
        panel
            .layers
            .iter()
            .map(|layer| match layer {
                Layer::Bar {
                    left, value, color, ..
                } => (*left, *value, *color),
                other => panic!("a bar expected, got {other:?}"),
            })
            .collect()
    }

    #[test]
    fn three_bars_a_part_lost_in_the_runs_colours_and_order() {
        let text = ChartText::english();
        let (team, none, expert) = (scored(Some(16)), scored(None), scored(Some(11)));
        let comparisons = [
            what_if("no action", Some(none)),
            what_if("expert", Some(expert)),
        ];
        let panel = parts(&text, &team, &comparisons, 3);
        let XAxis::Groups {
            names,
            offset,
            slots,
        } = &panel.x_axis
        else {
            panic!("groups expected: {:?}", panel.x_axis);
        };
        let lost: Vec<PartKind> = PartKind::ALL
            .into_iter()
            .filter(|&k| {
                [team, none, expert]
                    .iter()
                    .any(|s| s.part(k).shown_points() > 0.0)
            })
            .collect();
        let expected: Vec<&str> = lost.iter().map(|&k| text.part_name(k)).collect();
        assert_eq!(names, &expected);
        // Fewer groups than the least slots sit in the middle.
        assert_eq!(*slots, names.len().max(LEAST_SLOTS) as f64);
        assert_eq!(*offset, (slots - names.len() as f64) / 2.0);
        let labels: Vec<&str> = panel.legend.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["Your team", "no action", "expert"]);
        assert_eq!(
            panel.legend.iter().map(|l| l.dashed).collect::<Vec<_>>(),
            [false, true, true]
        );

        let bars = bars(&panel);
        assert_eq!(bars.len(), 3 * lost.len());
        let colours = [
            style::BUDGET,
            style::comparison_ink(0).0,
            style::comparison_ink(1).0,
        ];
        for (group, &kind) in lost.iter().enumerate() {
            let runs = [team, none, expert];
            for (slot, (score, colour)) in runs.iter().zip(colours).enumerate() {
                let (left, value, color) = bars[group * 3 + slot];
                assert_eq!(color, colour);
                assert_eq!(value, score.part(kind).shown_points());
                // Inside its group, left to right.
                let group_left = offset + group as f64;
                assert!(left > group_left && left < group_left + 1.0, "{left}");
            }
        }
        assert!(panel.y_max >= bars.iter().map(|b| b.1).fold(0.0, f64::max));
    }

    #[test]
    fn a_what_if_without_a_score_has_no_bars_but_keeps_its_colour() {
        let text = ChartText::english();
        let (team, expert) = (scored(Some(16)), scored(Some(11)));
        let comparisons = [what_if("no action", None), what_if("expert", Some(expert))];
        let panel = parts(&text, &team, &comparisons, 3);
        let labels: Vec<&str> = panel.legend.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["Your team", "expert"]);
        // The expert is the second what-if: its colour is the second, as on the budget
        // panel, though the first run has no bars.
        assert_eq!(panel.legend[1].color, style::comparison_ink(1).0);
        assert_eq!(bars(&panel).len() % 2, 0);
    }
}
