//! Charts of a drill in a locale: the words from Fluent, the markers from the team's
//! actions and the scenario's events, the pictures from [`crate::chart`] (which also merges
//! markers of one minute). The live chart marks only what the team could know; the
//! debrief's run chart also shows the surge.
//!
//! Three views ([`View`]): the status's compact live chart (three panels, big letters, for
//! phones), the same hour in five panels (`/chart detail`), and the debrief's run chart,
//! which can draw what-if runs' error budgets ([`Comparison`], [`what_if`]) beside the
//! team's.

pub use crate::chart::Comparison;
use crate::chart::{self, ChartText, Marker};
use crate::i18n::dashboard::threshold_text;
use crate::i18n::Localizer;
use crate::model::constants::{BURN_PAGE, BURN_WARN};
use crate::model::debrief::Debrief;
use crate::model::score::Score;
use crate::model::{Action, LoggedAction, MinuteRecord, TimelineEvent};
use crate::scenario::Scenario;

use super::engine::Snapshot;

/// Which chart of a drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// The status's live chart: the last hour in three panels (traffic, burn, budget),
    /// readable on a phone.
    Live,
    /// The last hour in five panels (`/chart detail`).
    Detail,
    /// The whole drill for the debrief: five panels and the error budget, with what-if
    /// runs' budgets beside the team's.
    Run,
}

/// A what-if run the debrief can draw beside the team's budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhatIf {
    /// The same drill with nobody touching a control.
    NoAction,
    /// The same drill answered by the expert.
    Expert,
}

/// Every word on a chart of `view`, in `l`'s language. The live (compact) chart gets
/// short words, it draws them big: its title is the scenario's name, the part of its
/// title before the colon ("Bad deploy" of "Bad deploy: protect the budget").
pub fn chart_text(l: &Localizer, scenario_title: &str, view: View) -> ChartText {
    let (title_id, scenario) = match view {
        View::Live => ("chart-title-compact", scenario_name(scenario_title)),
        View::Detail => ("chart-title-live", scenario_title),
        View::Run => ("chart-title-run", scenario_title),
    };
    let short = view == View::Live;
    let word = |long: &str, compact: &str| l.text(if short { compact } else { long });
    let threshold_line = |long: &str, compact: &str, burn: f64| {
        let threshold = threshold_text(l, burn);
        l.tr(
            if short { compact } else { long },
            &[("threshold", threshold.into())],
        )
    };
    ChartText {
        title: l.tr(title_id, &[("scenario", scenario.into())]),
        time_axis: l.text("chart-axis-time"),
        seconds: l.text("chart-unit-seconds"),
        decimal: l.text("number-decimal-separator"),
        traffic_panel: l.text("chart-panel-traffic"),
        requests: word("chart-series-requests", "chart-short-requests"),
        capacity: word("chart-series-capacity", "chart-short-capacity"),
        errors_panel: l.text("chart-panel-errors"),
        error_rate: word("chart-series-error-rate", "chart-short-error-rate"),
        burn_1h: word("chart-series-burn", "chart-short-burn"),
        warn_line: threshold_line("chart-series-warn", "chart-short-warn", BURN_WARN),
        page_line: threshold_line("chart-series-page", "chart-short-page", BURN_PAGE),
        latency_panel: l.text("chart-panel-latency"),
        p99: l.text("chart-series-p99"),
        timeout_line: l.text("chart-series-timeout"),
        cache_panel: l.text("chart-panel-cache"),
        cache_hit: l.text("chart-series-hit"),
        db_util: l.text("chart-series-db"),
        fleet_panel: l.text("chart-panel-fleet"),
        serving: l.text("chart-series-serving"),
        booting: l.text("chart-series-booting"),
        budget_panel: l.text("chart-panel-budget"),
        budget_left: word("chart-series-budget", "chart-short-budget"),
        cost: word("chart-series-cost", "chart-short-cost"),
        cost_unit: l.text("chart-unit-cost"),
        parts_panel: l.text("chart-panel-parts"),
        team_run: l.text("chart-team"),
        part_budget: l.text("chart-part-budget"),
        part_slo_broken: l.text("chart-part-slo-broken"),
        part_turned_away: l.text("chart-part-turned-away"),
        part_without_feature: l.text("chart-part-without-feature"),
        part_stale_answers: l.text("chart-part-stale-answers"),
        part_slow_minutes: l.text("chart-part-slow-minutes"),
        part_cost: l.text("chart-part-cost"),
        part_updates: l.text("chart-part-updates"),
    }
}

/// A scenario title's name: what comes before its first colon, or all of it.
fn scenario_name(title: &str) -> &str {
    match title.split_once(':') {
        Some((name, _)) if !name.trim().is_empty() => name.trim(),
        _ => title,
    }
}

/// A team action's label on the time axis, short, in `l`'s language.
pub fn action_label(l: &Localizer, action: &Action) -> String {
    let with = |id: &str, value: u32| l.tr(id, &[("value", value.to_string().into())]);
    match *action {
        Action::Floor(n) => with("marker-action-floor", n),
        Action::Autoscale(true) => l.text("marker-action-autoscale-on"),
        Action::Autoscale(false) => l.text("marker-action-autoscale-off"),
        Action::Target(p) => with("marker-action-target", p),
        Action::Ttl(s) => with("marker-action-ttl", s),
        Action::Warmup => l.text("marker-action-warmup"),
        Action::Shed(p) => with("marker-action-shed", p),
        Action::Feature(true) => l.text("marker-action-feature-on"),
        Action::Feature(false) => l.text("marker-action-feature-off"),
        Action::Rollback => l.text("marker-action-rollback"),
        Action::Inject(inject) => l.tr(
            "marker-action-inject",
            &[("inject", inject.to_string().into())],
        ),
    }
}

/// Markers for the scenario's events (the surge only on the debrief) and the team's
/// actions, up to `last_minute`, events first within a minute, every label in `l`'s
/// language.
pub fn markers<'a>(
    l: &Localizer,
    log: impl IntoIterator<Item = &'a LoggedAction>,
    timeline: &[TimelineEvent],
    last_minute: u32,
    debrief: bool,
) -> Vec<Marker> {
    let mut markers: Vec<Marker> = Vec::new();
    for event in timeline {
        let (minute, id) = match *event {
            // What the team was not told is marked on the debrief only.
            _ if !debrief && !event.announced() => continue,
            TimelineEvent::BadDeployStart { minute } => (minute, "marker-bad-deploy"),
            TimelineEvent::CacheFlush { minute, .. } => (minute, "marker-cache-flush"),
            TimelineEvent::SurgeStart { minute, .. } => (minute, "marker-surge"),
            TimelineEvent::SurgeEnd { minute } => (minute, "marker-surge-end"),
            TimelineEvent::DbCapacityStart { minute, .. } => (minute, "marker-db-capacity"),
            TimelineEvent::DbCapacityEnd { minute } => (minute, "marker-db-capacity-end"),
            TimelineEvent::InstancesLost { minute, .. } => (minute, "marker-instances-lost"),
            TimelineEvent::TtlPush { minute, .. } => (minute, "marker-ttl-push"),
        };
        markers.push(Marker {
            minute,
            label: l.text(id),
        });
    }
    markers.extend(log.into_iter().map(|a| Marker {
        minute: a.minute,
        label: action_label(l, &a.action),
    }));
    markers.retain(|m| m.minute <= last_minute);
    // Stable: events stay before actions within a minute, actions in arrival order.
    markers.sort_by_key(|m| m.minute);
    markers
}

/// The budget line of a what-if run (the budget left after each minute, from minute 0),
/// labelled in `l`'s language, for [`run_png_compared`].
pub fn what_if(l: &Localizer, which: WhatIf, budget: &[f64]) -> Comparison {
    let id = match which {
        WhatIf::NoAction => "chart-what-if-no-action",
        WhatIf::Expert => "chart-what-if-expert",
    };
    Comparison {
        label: l.text(id),
        budget_remaining: budget.to_vec(),
        score: None,
    }
}

/// The debrief's two what-if runs (no action, the expert), their budgets and scores, for
/// the run chart.
pub fn debrief_comparisons(l: &Localizer, debrief: &Debrief) -> [Comparison; 2] {
    let scored = |which, run: &crate::model::debrief::WhatIfRun| Comparison {
        score: Some(run.score),
        ..what_if(l, which, &run.budget)
    };
    [
        scored(WhatIf::NoAction, &debrief.no_action),
        scored(WhatIf::Expert, &debrief.expert),
    ]
}

/// The debrief's chart: the whole drill, with the budgets of its two what-if runs (no
/// action, the expert) drawn against the team's, and the score's parts of all three side
/// by side.
pub fn debrief_png(l: &Localizer, snapshot: &Snapshot, debrief: &Debrief) -> Option<Vec<u8>> {
    let comparisons = debrief_comparisons(l, debrief);
    let history = snapshot.records();
    render_view(
        l,
        &snapshot.scenario,
        &history,
        snapshot.log.iter(),
        &snapshot.timeline,
        View::Run,
        &comparisons,
        Some(&debrief.score),
    )
}

/// A chart of `history` with the markers of `log` and `timeline`: the live (compact)
/// chart of the last 60 minutes given, marking only what the team could know, or the
/// debrief's run chart without what-if runs. None, logged, when it cannot be drawn.
pub fn render<'a>(
    l: &Localizer,
    scenario: &Scenario,
    history: &[MinuteRecord],
    log: impl IntoIterator<Item = &'a LoggedAction>,
    timeline: &[TimelineEvent],
    live: bool,
) -> Option<Vec<u8>> {
    let view = if live { View::Live } else { View::Run };
    render_view(l, scenario, history, log, timeline, view, &[], None)
}

/// [`render`] for any [`View`]; `comparisons` and the team's score (the score-parts
/// panel) are drawn on the run chart only.
#[allow(clippy::too_many_arguments)] // the drill's parts, each from its own owner
pub fn render_view<'a>(
    l: &Localizer,
    scenario: &Scenario,
    history: &[MinuteRecord],
    log: impl IntoIterator<Item = &'a LoggedAction>,
    timeline: &[TimelineEvent],
    view: View,
    comparisons: &[Comparison],
    team_score: Option<&Score>,
) -> Option<Vec<u8>> {
    let title = crate::i18n::scenario::title(l, scenario);
    let last_minute = history.last().map_or(0, |r| r.minute);
    let marks = markers(l, log, timeline, last_minute, view == View::Run);
    let text = chart_text(l, &title, view);
    let drawn = match view {
        View::Live => chart::render_compact(history, &marks, &text),
        View::Detail => chart::render_live(history, &marks, &text),
        View::Run => chart::render_run(history, &marks, &text, comparisons, team_score),
    };
    drawn
        .map_err(|err| tracing::warn!(error = %err, "chart not drawn"))
        .ok()
}

/// The status's live chart (compact, for phones) as it stood at the end of `minute`: a
/// status or a chart file named after a minute shows that minute, however far the drill
/// has moved on since.
pub fn live_png(l: &Localizer, snapshot: &Snapshot, minute: u32) -> Option<Vec<u8>> {
    view_png(l, snapshot, &snapshot.live_window(minute), View::Live, &[])
}

/// The five-panel chart of the same hour (`/chart detail`), at the end of `minute`.
pub fn detail_png(l: &Localizer, snapshot: &Snapshot, minute: u32) -> Option<Vec<u8>> {
    view_png(
        l,
        snapshot,
        &snapshot.live_window(minute),
        View::Detail,
        &[],
    )
}

/// The debrief's chart of the whole drill, the team's budget alone.
pub fn run_png(l: &Localizer, snapshot: &Snapshot) -> Option<Vec<u8>> {
    run_png_compared(l, snapshot, &[])
}

/// The debrief's chart of the whole drill with what-if runs' budgets beside the team's
/// (see [`what_if`]).
pub fn run_png_compared(
    l: &Localizer,
    snapshot: &Snapshot,
    comparisons: &[Comparison],
) -> Option<Vec<u8>> {
    view_png(l, snapshot, &snapshot.records(), View::Run, comparisons)
}

fn view_png(
    l: &Localizer,
    snapshot: &Snapshot,
    history: &[MinuteRecord],
    view: View,
    comparisons: &[Comparison],
) -> Option<Vec<u8>> {
    // The game master's injects stay off the players' charts while the drill runs; its
    // debrief reveals them (issue 30).
    let live = snapshot.state.is_live();
    render_view(
        l,
        &snapshot.scenario,
        history,
        snapshot
            .log
            .iter()
            .filter(|a| !(live && a.action.is_inject())),
        &snapshot.timeline,
        view,
        comparisons,
        None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Control, Locale};

    fn every_action() -> Vec<Action> {
        Control::ALL
            .iter()
            .flat_map(|control| match control {
                Control::Floor => vec![Action::Floor(20)],
                Control::Autoscale => vec![Action::Autoscale(true), Action::Autoscale(false)],
                Control::Target => vec![Action::Target(60)],
                Control::Ttl => vec![Action::Ttl(120)],
                Control::Warmup => vec![Action::Warmup],
                Control::Shed => vec![Action::Shed(50)],
                Control::Feature => vec![Action::Feature(true), Action::Feature(false)],
                Control::Rollback => vec![Action::Rollback],
            })
            .collect()
    }

    #[test]
    fn every_action_has_a_short_label_of_its_own_in_every_locale() {
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            let labels: Vec<String> = every_action().iter().map(|a| action_label(&l, a)).collect();
            for (action, label) in every_action().iter().zip(&labels) {
                assert!(
                    label.chars().count() <= 24 && !label.contains("marker-"),
                    "{}: {action} → {label}",
                    l.lang()
                );
                // The number an action carries is in its label.
                if let Action::Floor(n) | Action::Target(n) | Action::Ttl(n) | Action::Shed(n) =
                    action
                {
                    assert!(label.contains(&n.to_string()), "{}: {label}", l.lang());
                }
            }
            let mut distinct = labels.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), labels.len(), "{}: {labels:?}", l.lang());
        }
        let ru = Localizer::new(Locale::Ru);
        assert_eq!(action_label(&ru, &Action::Rollback), "откат");
        assert_eq!(action_label(&ru, &Action::Floor(20)), "минимум 20");
    }

    #[test]
    fn what_if_runs_are_labelled_and_indexed_by_minute() {
        let scenario = crate::scenario::Scenario::builtin("bad-deploy").expect("built-in");
        let (records, _) = crate::model::run(&scenario.setup, 42, false, &[], 30);
        let l = Localizer::new(Locale::Ru);
        let budget: Vec<f64> = records.iter().map(|r| r.budget_remaining).collect();
        let none = what_if(&l, WhatIf::NoAction, &budget);
        assert_eq!(none.label, "Без действий");
        assert_eq!(none.budget_remaining.len(), 30);
        assert_eq!(none.budget_remaining[29], records[29].budget_remaining);
        let title = "Неудачный деплой: защитите бюджет";
        let text = chart_text(&l, title, View::Run);
        assert!(text.title.starts_with(title));
        let compact = chart_text(&l, title, View::Live);
        assert_eq!(compact.title, "Неудачный деплой");
        assert_eq!(chart_text(&l, "Drill", View::Live).title, "Drill");
        assert!(compact.requests.chars().count() < text.requests.chars().count());
    }
}
