//! What a drill's page shows, in the drill's language: built once per event from the
//! engine's snapshot (and, once the drill has ended, the debrief the driver computed off
//! the async threads: never computed here), then both rendered into the page on the server ([`super::page`]) and
//! sent as the JSON of each server-sent event. No rule of the game is decided here: every
//! number and sentence comes from the snapshot through the same i18n functions the
//! terminal and Discord use, with actions named in words (the page has no prompt).

use serde::Serialize;

use crate::drill::wording::debrief::{debrief_words, Part, Section};
use crate::drill::{Debriefed, Snapshot};
use crate::i18n::dashboard::{dashboard, Health, Row};
use crate::i18n::why::why_text;
use crate::i18n::{action_words, messages, Localizer};
use crate::model::why::explain;
use crate::model::{IncidentState, MinuteRecord, Pace};

use super::levels::{self, Level};

mod settings;
use settings::{roles, settings};

/// The minutes a metric's trend line spans: its drawing's width.
const TREND_MINUTES: usize = levels::TREND_WIDTH as usize;

/// One drill as the page shows it.
#[derive(Debug, Clone, Serialize)]
pub struct PageView {
    pub lang: String,
    pub title: String,
    /// The clock of the last computed minute (the scenario's start before the first).
    pub clock: String,
    /// The last computed minute, for the chart's address (a new minute, a new chart).
    pub minute: Option<u32>,
    pub state: StateName,
    pub state_text: String,
    /// A turn-based drill that is still live: the page offers Advance.
    pub advances: bool,
    pub health: HealthName,
    pub health_text: String,
    /// What the drill shows of its seed: "seed 1234", or its drill code while the seed is
    /// secret (until the end).
    pub drill: String,
    /// The dashboard's rows in the seed's order (the 12 metrics, then the budget, p99, the
    /// error rate and the burns).
    pub rows: Vec<MetricRow>,
    pub alert: Option<String>,
    /// Why a burn card stands above a line while its alert does not fire.
    pub rule_note: Option<String>,
    pub notes: Vec<String>,
    pub controls: ControlValues,
    /// The team's roles and who holds each ("—" for nobody), for the room's screen.
    pub roles: Vec<ViewRow>,
    /// The team's actions and the scenario's announced events, oldest first.
    pub timeline: Vec<String>,
    /// The coach on the last minute; None when the drill's hints are off.
    pub why: Option<String>,
    /// The debrief's lines once the drill has ended and its debrief is known.
    pub debrief: Option<Vec<String>>,
    /// How many of the debrief's first lines are its headline (the score and the three
    /// most valuable lessons), shown large at the top.
    pub debrief_headline: usize,
    /// The controls as they stand, in words (a read-only link shows them instead of the
    /// controls).
    pub settings: Vec<ViewRow>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ViewRow {
    pub label: String,
    pub value: String,
}

/// One dashboard metric: its words, its own level against its own threshold (the
/// level's word beside the colour) and its last hour as an SVG polyline's points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MetricRow {
    /// The metric's name in the markup, the same in every language.
    pub key: &'static str,
    pub label: String,
    pub value: String,
    pub level: Level,
    pub level_text: String,
    pub trend: String,
}

impl MetricRow {
    fn of(l: &Localizer, row: Row, record: &MinuteRecord, hour: &[&MinuteRecord]) -> MetricRow {
        let level = levels::level(l, &row.label, record);
        MetricRow {
            key: levels::key(l, &row.label),
            level,
            level_text: l.text(level.message_id()),
            trend: levels::trend(l, &row.label, hour),
            label: row.label,
            value: row.value,
        }
    }
}

/// The controls as they will stand next minute, as the page's sliders and switches show
/// them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ControlValues {
    pub floor: u32,
    pub autoscale: bool,
    pub target: u32,
    pub ttl: u32,
    pub shed: u32,
    pub feature: bool,
}

/// A drill's state as the page's CSS class and script name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum StateName {
    Running,
    Paused,
    Finished,
    Stopped,
    Diverged,
}

impl StateName {
    fn of(state: IncidentState) -> StateName {
        match state {
            IncidentState::Running => StateName::Running,
            IncidentState::Paused => StateName::Paused,
            IncidentState::Finished => StateName::Finished,
            IncidentState::Stopped => StateName::Stopped,
            IncidentState::Diverged => StateName::Diverged,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            StateName::Running => "running",
            StateName::Paused => "paused",
            StateName::Finished => "finished",
            StateName::Stopped => "stopped",
            StateName::Diverged => "diverged",
        }
    }

    fn message_id(self) -> &'static str {
        match self {
            StateName::Running => "web-state-running",
            StateName::Paused => "web-state-paused",
            StateName::Finished => "web-state-finished",
            StateName::Stopped => "web-state-stopped",
            StateName::Diverged => "web-state-diverged",
        }
    }

    pub fn ended(self) -> bool {
        matches!(self, StateName::Finished | StateName::Stopped)
    }
}

/// The health colour as the page's CSS class names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HealthName {
    Ok,
    Degraded,
    Critical,
}

impl HealthName {
    pub fn as_str(self) -> &'static str {
        match self {
            HealthName::Ok => "ok",
            HealthName::Degraded => "degraded",
            HealthName::Critical => "critical",
        }
    }
}

impl From<Health> for HealthName {
    fn from(health: Health) -> HealthName {
        match health {
            Health::Ok => HealthName::Ok,
            Health::Degraded => HealthName::Degraded,
            Health::Critical => HealthName::Critical,
        }
    }
}

/// The page of `snapshot` in its own language; an ended drill's with `debriefed`, its
/// debrief (none yet: the page shows the drill without one until it comes).
pub fn view(snapshot: &Snapshot, debriefed: Option<&Debriefed>) -> PageView {
    // The page has no prompt: its texts name actions in words, not as commands.
    let l = Localizer::new(snapshot.locale).described();
    let title = crate::i18n::scenario::title(&l, &snapshot.scenario);
    let state = StateName::of(snapshot.state);
    let last = snapshot.last();
    let (clock, rows, alert, notes, health) = match last {
        Some(record) => {
            let board = dashboard(&l, record);
            let hour: Vec<&MinuteRecord> = {
                let mut hour: Vec<_> = snapshot.history.iter().rev().take(TREND_MINUTES).collect();
                hour.reverse();
                hour
            };
            (
                board.clock,
                board
                    .rows
                    .into_iter()
                    .map(|row| MetricRow::of(&l, row, record, &hour))
                    .collect(),
                board.alert,
                board.notes,
                HealthName::from(board.health),
            )
        }
        None => (
            snapshot.scenario.setup.clock_of(0).to_string(),
            Vec::new(),
            None,
            Vec::new(),
            HealthName::Ok,
        ),
    };
    let why = match last {
        Some(record) if snapshot.coach_explains() => Some(why_text(&l, record, &explain(record))),
        _ => None,
    };
    let (debrief, debrief_headline) = match debriefed.filter(|_| state.ended()) {
        Some(debriefed) => {
            let (lines, headline) = debriefed_lines(&l, snapshot, debriefed);
            (Some(lines), headline)
        }
        None => (None, 0),
    };
    let controls = &snapshot.controls;
    PageView {
        lang: l.lang().to_string(),
        clock,
        minute: last.map(|r| r.minute),
        state,
        state_text: l.text(state.message_id()),
        advances: snapshot.pace == Pace::Turns && snapshot.state.is_live(),
        health,
        health_text: l.text(Health::from(health).message_id()),
        drill: crate::i18n::seed::label(&l, snapshot.seed_label()),
        rows,
        alert,
        rule_note: last.and_then(|record| levels::rule_note(&l, record)),
        notes,
        roles: roles(&l, snapshot),
        controls: ControlValues {
            floor: controls.floor,
            autoscale: controls.autoscaler_on,
            target: controls.target_pct,
            ttl: controls.ttl_s,
            shed: controls.shed_pct,
            feature: controls.feature_on,
        },
        timeline: timeline(&l, snapshot),
        why,
        debrief,
        debrief_headline,
        settings: settings(&l, controls),
        title,
    }
}

impl From<HealthName> for Health {
    fn from(health: HealthName) -> Health {
        match health {
            HealthName::Ok => Health::Ok,
            HealthName::Degraded => Health::Degraded,
            HealthName::Critical => Health::Critical,
        }
    }
}

/// The team's actions and the announced events, each with its clock, oldest first (events
/// before actions within a minute, as the live chart marks them).
fn timeline(l: &Localizer, snapshot: &Snapshot) -> Vec<String> {
    let setup = &snapshot.scenario.setup;
    let Some(last) = snapshot.last().map(|r| r.minute) else {
        return Vec::new();
    };
    // What the team could know by now: the announced events that have happened.
    let mut entries: Vec<(u32, u8, String)> = snapshot
        .timeline
        .iter()
        .filter(|event| event.announced() && event.minute() <= last)
        .map(|event| (event.minute(), 0, messages::event(l, event)))
        .collect();
    // The game master's injects are never the players' to see (issue 30).
    let log = snapshot.log.to_vec();
    entries.extend(log.iter().filter(|a| !a.action.is_inject()).map(|logged| {
        let label = action_words::action(l, &logged.action);
        (
            logged.minute,
            1,
            format!("{} · {label}", logged.author.name),
        )
    }));
    entries.sort_by_key(|(minute, order, _)| (*minute, *order));
    entries
        .into_iter()
        .map(|(minute, _, text)| format!("{} {text}", setup.clock_of(minute)))
        .collect()
}

/// The debrief a drill ended with as lines, every section of the one debrief all
/// front-ends tell (`drill::wording::debrief`), in the page's order: the score and the
/// three most valuable lessons first (the headline, whose length comes with the lines),
/// the score's parts, then the scenario's line with the
/// drill's numbers, and the rest, each section under its title, indented.
fn debriefed_lines(
    l: &Localizer,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> (Vec<String>, usize) {
    let words = debrief_words(l, snapshot, debriefed);
    let mut lines = Vec::new();
    let titled = |lines: &mut Vec<String>, section: &Section| {
        lines.push(format!("{}:", section.title));
        lines.extend(section.lines.iter().map(|line| format!("  {line}")));
    };
    // The headline (the score and the three lessons) fits a phone's first screen; the
    // score's parts follow it.
    let (score, lessons) = words.headline();
    if let Some(score) = score {
        lines.push(score.title.clone());
    }
    if let Some(lessons) = lessons {
        titled(&mut lines, lessons);
    }
    let headline = lines.len();
    if let Some(score) = score {
        lines.extend(score.lines.iter().cloned());
    }
    lines.push(words.title.clone());
    for section in &words.sections {
        match section.part {
            Part::Score | Part::Lessons => {}
            Part::Numbers | Part::Missing => lines.extend(section.lines.iter().cloned()),
            _ => titled(&mut lines, section),
        }
    }
    // The seed, revealed when it was secret, and (for a computed debrief) the challenge,
    // as Discord's debrief ends.
    match debriefed.detailed() {
        Some(_) => lines.extend(crate::i18n::seed::challenge_lines(
            l,
            &snapshot.scenario.id,
            &snapshot.meta,
        )),
        None => lines.extend(crate::i18n::seed::revealed_line(l, &snapshot.meta)),
    }
    (lines, headline)
}
