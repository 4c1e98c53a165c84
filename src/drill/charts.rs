//! Charts of a drill in a locale: the words from Fluent, the markers from the team's
//! actions and the scenario's events, the pictures from [`crate::chart`] (which also merges
//! markers of one minute). The live chart marks only what the team could know; the
//! debrief's run chart also shows the surge.

use crate::chart::{self, ChartText, Marker};
use crate::i18n::Localizer;
use crate::model::{LoggedAction, MinuteRecord, TimelineEvent};

use super::engine::Snapshot;

/// Every word on a chart, in `l`'s language.
pub fn chart_text(l: &Localizer, scenario_title: &str, live: bool) -> ChartText {
    let title_id = if live {
        "chart-title-live"
    } else {
        "chart-title-run"
    };
    ChartText {
        title: l.tr(title_id, &[("scenario", scenario_title.into())]),
        time_axis: l.text("chart-axis-time"),
        seconds: l.text("chart-unit-seconds"),
        decimal: l.text("number-decimal-separator"),
        traffic_panel: l.text("chart-panel-traffic"),
        requests: l.text("chart-series-requests"),
        capacity: l.text("chart-series-capacity"),
        errors_panel: l.text("chart-panel-errors"),
        error_rate: l.text("chart-series-error-rate"),
        burn_1h: l.text("chart-series-burn"),
        warn_line: l.text("chart-series-warn"),
        page_line: l.text("chart-series-page"),
        latency_panel: l.text("chart-panel-latency"),
        p99: l.text("chart-series-p99"),
        timeout_line: l.text("chart-series-timeout"),
        cache_panel: l.text("chart-panel-cache"),
        cache_hit: l.text("chart-series-hit"),
        db_util: l.text("chart-series-db"),
        fleet_panel: l.text("chart-panel-fleet"),
        serving: l.text("chart-series-serving"),
        booting: l.text("chart-series-booting"),
    }
}

/// Markers for the scenario's events (the surge only on the debrief) and the team's
/// actions, up to `last_minute`, events first within a minute.
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
            TimelineEvent::BadDeployStart { minute } => (minute, "marker-bad-deploy"),
            TimelineEvent::CacheFlush { minute } => (minute, "marker-cache-flush"),
            TimelineEvent::SurgeStart { minute, .. } if debrief => (minute, "marker-surge"),
            TimelineEvent::SurgeEnd { minute } if debrief => (minute, "marker-surge-end"),
            _ => continue,
        };
        markers.push(Marker {
            minute,
            label: l.text(id),
        });
    }
    markers.extend(log.into_iter().map(|a| Marker {
        minute: a.minute,
        label: a.action.to_string(),
    }));
    markers.retain(|m| m.minute <= last_minute);
    // Stable: events stay before actions within a minute, actions in arrival order.
    markers.sort_by_key(|m| m.minute);
    markers
}

/// A chart of `history` with the markers of `log` and `timeline`: the live chart (the
/// last 60 minutes given, only what the team could know) or the debrief's run chart.
/// None, logged, when it cannot be drawn.
pub fn render<'a>(
    l: &Localizer,
    scenario_title_id: &str,
    history: &[MinuteRecord],
    log: impl IntoIterator<Item = &'a LoggedAction>,
    timeline: &[TimelineEvent],
    live: bool,
) -> Option<Vec<u8>> {
    let title = l.text(scenario_title_id);
    let last_minute = history.last().map_or(0, |r| r.minute);
    let marks = markers(l, log, timeline, last_minute, !live);
    let text = chart_text(l, &title, live);
    let drawn = if live {
        chart::render_live(history, &marks, &text)
    } else {
        chart::render_run(history, &marks, &text)
    };
    drawn
        .map_err(|err| tracing::warn!(error = %err, "chart not drawn"))
        .ok()
}

/// The live chart as it stood at the end of `minute`: a status or a chart file named after
/// a minute shows that minute, however far the drill has moved on since.
pub fn live_png(l: &Localizer, snapshot: &Snapshot, minute: u32) -> Option<Vec<u8>> {
    render(
        l,
        &snapshot.scenario.title_id,
        &snapshot.live_window(minute),
        snapshot.log.iter(),
        &snapshot.timeline,
        true,
    )
}

/// The debrief's chart of the whole drill.
pub fn run_png(l: &Localizer, snapshot: &Snapshot) -> Option<Vec<u8>> {
    render(
        l,
        &snapshot.scenario.title_id,
        &snapshot.history.to_vec(),
        snapshot.log.iter(),
        &snapshot.timeline,
        false,
    )
}
