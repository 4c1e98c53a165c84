//! What the terminal shows and writes: each event as text (one line per minute, coloured at
//! a terminal; the full dashboard when asked), the trace file, the chart PNGs and the
//! debrief. Everything goes through the [`Printer`], so it appears above the prompt at a
//! terminal. The team's events read as terminal words (`update TEXT`, not `/update`).
//! The whole-screen texts are in [`texts`], `export NAME` in [`export`].

use anyhow::Result;

use crate::drill::trace::TraceFile;
use crate::drill::{charts, AlertChange, Debriefed, DrillEvent, HostEvent, Snapshot};
use crate::i18n::dashboard::{alert_line, burn_text, minute_line, Health};
use crate::i18n::messages::{accepted_text, pace_text};
use crate::i18n::{messages, Localizer};
use crate::model::debrief::Debrief;

use super::hints::Hints;
use super::prompt::Printer;

/// Simulated minutes between two live charts.
const CHART_EVERY: u32 = 5;

/// The terminal: where text goes, and the files `play` writes when asked.
pub(super) struct Screen {
    l: Localizer,
    printer: Printer,
    trace: Option<TraceFile>,
    charts: Option<ChartFolder>,
    hints: Hints,
    /// Whether minute lines are coloured (a terminal without `NO_COLOR`).
    colour: bool,
}

impl Screen {
    pub(super) fn new(
        l: Localizer,
        printer: Printer,
        trace: Option<TraceFile>,
        charts: Option<ChartFolder>,
        hints: Hints,
        colour: bool,
    ) -> Screen {
        Screen {
            l,
            printer,
            trace,
            charts,
            hints,
            colour,
        }
    }

    pub(super) fn localizer(&self) -> &Localizer {
        &self.l
    }

    /// How to leave and come back: the command that continues this drill.
    /// Why an inject or `gm` is refused in a drill without a game master, and the command
    /// that starts `scenario` with one.
    pub(super) fn no_game_master_text(&self, scenario: &str) -> String {
        let command = self.hints.game_master(scenario);
        self.l.tr("play-gm-refused", &[("command", command.into())])
    }

    pub(super) fn quit_text(&self) -> String {
        let resume = self.hints.resume();
        self.l.tr("help-quit", &[("command", resume.into())])
    }

    pub(super) fn print(&mut self, text: &str) {
        self.printer.print(text);
    }

    /// Writes a resumed drill's stored minutes to the trace (each minute once).
    pub(super) fn trace_history(&mut self, snapshot: &Snapshot) -> Result<()> {
        if let Some(trace) = self.trace.as_mut() {
            for record in &snapshot.records() {
                trace.write(record)?;
            }
        }
        Ok(())
    }

    /// Writes a chart of a snapshot (the drill as it stood at the end of its last minute)
    /// into the chart folder and says where; without `--charts`, says how to get charts.
    pub(super) fn chart(&mut self, snapshot: &Snapshot, kind: ChartKind) -> Result<()> {
        self.chart_with(snapshot, kind, None)
    }

    /// [`Self::chart`]; the run chart of a debrief draws its what-if runs too.
    fn chart_with(
        &mut self,
        snapshot: &Snapshot,
        kind: ChartKind,
        debrief: Option<&Debrief>,
    ) -> Result<()> {
        let Some(folder) = self.charts.as_mut() else {
            let text = self.l.text("chart-off");
            self.print(&text);
            return Ok(());
        };
        let Some(last) = snapshot.last().map(|r| r.minute) else {
            return Ok(());
        };
        let png = match kind {
            ChartKind::Live => charts::live_png(&self.l, snapshot, last),
            ChartKind::Run => match debrief {
                Some(debrief) => charts::debrief_png(&self.l, snapshot, debrief),
                None => charts::run_png(&self.l, snapshot),
            },
        };
        let Some(png) = png else { return Ok(()) };
        let path = folder.write(&chart_stem(snapshot, last, kind), &png)?;
        let text = self.l.tr(
            "chart-saved",
            &[("paths", path.display().to_string().into())],
        );
        self.print(&text);
        Ok(())
    }

    /// Shows one event; false when the drill is over.
    pub(super) fn event(&mut self, event: &HostEvent) -> Result<bool> {
        let l = self.l.clone();
        let title = |snapshot: &Snapshot| crate::i18n::scenario::title(&l, &snapshot.scenario);
        match &event.event {
            DrillEvent::Started { who, snapshot } => {
                let args = [
                    ("who", who.name.as_str().into()),
                    ("scenario", title(snapshot).into()),
                    (
                        "drill",
                        crate::i18n::seed::label(&l, snapshot.seed_label()).into(),
                    ),
                    ("pace", pace_text(&l, snapshot.pace).into()),
                ];
                self.print(&l.tr("drill-started", &args));
                self.print(&crate::i18n::scenario::briefing(&l, &snapshot.scenario));
            }
            DrillEvent::Minute(outcome) => {
                let r = &outcome.record;
                if let Some(trace) = self.trace.as_mut() {
                    trace.write(r)?;
                }
                for e in &outcome.events {
                    self.print(&messages::event(&l, e));
                }
                if r.minute == 0 {
                    self.print(&full_dashboard(&l, &outcome.snapshot));
                } else {
                    let line = minute_line(&l, r);
                    let line = match self.colour {
                        true => super::colour::paint(&line, Health::of(r)),
                        false => line,
                    };
                    self.print(&line);
                }
                let burn = burn_text(&l, r.burn_1h);
                match outcome.alert_change {
                    Some(AlertChange::Raised(_)) => {
                        self.print(&alert_line(&l, r).unwrap_or_default());
                    }
                    Some(AlertChange::Cleared) => {
                        self.print(&l.tr("alert-cleared", &[("burn", burn.into())]));
                    }
                    None => {}
                }
                if r.minute % CHART_EVERY == 0 && !outcome.finished && self.charts.is_some() {
                    self.chart(&outcome.snapshot, ChartKind::Live)?;
                }
            }
            DrillEvent::ActionAccepted {
                who,
                action,
                clock,
                note,
            } => {
                self.print(&format!(
                    "✔ {}",
                    accepted_text(&l, &who.name, *action, *clock, *note)
                ));
            }
            DrillEvent::Paused { who, clock } => self.print(&messages::who_at(
                &l,
                "drill-paused",
                &who.name,
                &clock.to_string(),
            )),
            DrillEvent::Resumed { who, clock } => self.print(&messages::who_at(
                &l,
                "drill-resumed",
                &who.name,
                &clock.to_string(),
            )),
            // The one player is the communications lead too: no roles to claim.
            DrillEvent::Nudge { quiet_min, .. } => {
                self.print(&l.tr("play-nudge", &[("minutes", (*quiet_min).into())]));
            }
            DrillEvent::UpdatePosted {
                who,
                clock,
                text,
                impact,
            } => {
                let mut posted = l.tr(
                    "play-update",
                    &[
                        ("clock", clock.to_string().into()),
                        ("who", who.name.as_str().into()),
                        ("text", text.as_str().into()),
                    ],
                );
                if let Some(record) = impact {
                    posted.push_str("\n  ");
                    // The figures without Discord's quote mark.
                    let figures = crate::i18n::team::impact(&l, record);
                    posted.push_str(figures.trim_start_matches("> "));
                }
                self.print(&posted);
            }
            DrillEvent::RoleChanged { .. }
            | DrillEvent::ReadyChanged { .. }
            | DrillEvent::Reminder { .. }
            | DrillEvent::PaceChanged { .. } => {
                if let Some(text) = crate::drill::wording::team_event_text(&l, &event.event) {
                    self.print(&text);
                }
            }
            // The dashboard is printed minute by minute; a team change shows in the next.
            DrillEvent::Restored { .. } | DrillEvent::TeamShown { .. } => {}
            DrillEvent::Diverged { minute } => {
                self.print(&l.tr("drill-history-mismatch", &[("minute", (*minute).into())]));
                return Ok(false);
            }
            DrillEvent::RestoreFailed => {
                self.print(&l.text("drill-restore-failed"));
                return Ok(false);
            }
            DrillEvent::Stopped {
                who,
                clock,
                snapshot,
                debrief,
            } => {
                let ending = messages::who_at(&l, "drill-stopped", &who.name, &clock.to_string());
                self.ending(&ending, snapshot, debrief)?;
                return Ok(false);
            }
            DrillEvent::Finished {
                clock,
                snapshot,
                debrief,
            } => {
                let ending = l.tr("drill-finished", &[("clock", clock.to_string().into())]);
                self.ending(&ending, snapshot, debrief)?;
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// How the drill ended, its last dashboard, the debrief and the run chart.
    fn ending(&mut self, ending: &str, snapshot: &Snapshot, debriefed: &Debriefed) -> Result<()> {
        let l = self.l.clone();
        self.print(ending);
        self.print(&full_dashboard(&l, snapshot));
        self.print(&debriefed_text(&l, &self.hints, snapshot, debriefed));
        let detailed = debriefed.detailed().map(|d| d.as_ref());
        if self.charts.is_some() {
            // Without the detailed review the run chart has no what-if runs.
            self.chart_with(snapshot, ChartKind::Run, detailed)?;
        }
        Ok(())
    }
}

/// Which chart to write of a snapshot: the live chart of its last minute, or the run
/// chart of the whole drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ChartKind {
    Live,
    Run,
}

mod chart_files;
mod export;
#[cfg(test)]
mod tests;
mod texts;

use chart_files::chart_stem;
pub(super) use chart_files::ChartFolder;
pub(super) use export::export;
use texts::debriefed_text;
pub(super) use texts::full_dashboard;
