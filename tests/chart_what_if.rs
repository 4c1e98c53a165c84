//! What-if runs on the run chart: the budget a run with no action would have left is drawn
//! dashed in the budget panel, and nothing else in the chart changes.

use std::collections::HashSet;

use oncall_drill::chart::{Comparison, WIDTH};
use oncall_drill::drill::charts::{self, View, WhatIf};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{Action, Locale, Simulation};

use crate::chart::{history, keep, logged, rollback_at_16};
use crate::chart_pixels::{assert_full_chart, y_axes, Kind};

/// The first what-if run's colour (the chart's warning yellow), and the team's budget.
const WHAT_IF: [u8; 3] = [241, 250, 140];
const TEAM_BUDGET: [u8; 3] = [94, 234, 212];
use crate::util;

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
            None,
        )
        .expect("chart");
        assert_full_chart(&png, Kind::Run)
    };
    let alone = run(&[]);
    let compared = run(&comparisons);
    keep("bad-deploy-run-what-if.png", &compared.rgb_png());
    let changed = compared.differences(&alone);
    assert!(!changed.is_empty(), "the what-if run is drawn");
    // Everything that changed is in the budget panel at the bottom (the sixth plot, and
    // its header above, with room for the top value label): its legend, its axis (the
    // no-action run spends far more) and the dashed line itself, in the first what-if
    // colour (the warning's yellow, WHAT_IF), inside the plot across most of its width.
    let axes = y_axes(&compared);
    let (axis_x, plots) = &axes[0];
    let (top, bottom) = plots[5];
    let header = 60;
    assert!(
        changed.iter().all(|&(_, y)| y + header >= top),
        "changes above the budget panel (its plot starts at row {top}): {:?}",
        changed.iter().find(|&&(_, y)| y + header < top)
    );
    let dashed: HashSet<u32> = changed
        .iter()
        .filter(|&&(x, y)| {
            compared.pixel(x, y) == WHAT_IF && (top..=bottom).contains(&y) && x > *axis_x
        })
        .map(|&(x, _)| x)
        .collect();
    assert!(
        dashed.len() as u32 > WIDTH / 3,
        "the dashed line spans {} columns",
        dashed.len()
    );
    // Drawn on top: before the bad deploy (minutes 0–9) both runs keep the whole budget
    // and their lines coincide; the dashes show over the team's line there, so the
    // team's colour is gone from some of the pixels it had alone.
    let early = |x: u32| x > *axis_x && x < axis_x + WIDTH / 12;
    let covered = changed
        .iter()
        .filter(|&&(x, y)| early(x) && alone.pixel(x, y) == TEAM_BUDGET)
        .filter(|&&(x, y)| compared.pixel(x, y) == WHAT_IF)
        .count();
    assert!(
        covered > 10,
        "{covered} pixels of the team's line show the what-if's dash"
    );
    // Without what-ifs the run chart still shows the team's budget (bad-deploy's 20 %):
    // `assert_full_chart` found its plot not blank.
}
