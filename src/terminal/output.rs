//! What the terminal shows and writes: each event as text, the trace file, the chart PNGs
//! and the debrief.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

use anyhow::{Context, Result};

use crate::drill::{accepted_text, charts, pace_text, DrillEvent, DrillHandle, HostEvent};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::{messages, Localizer};
use crate::model::MinuteRecord;

use super::TERMINAL_CHANNEL;

/// Writes each minute once, in order, whatever mix of replayed history and live events.
pub(super) struct Trace {
    pub(super) out: Option<BufWriter<File>>,
    pub(super) written: u32,
}

impl Trace {
    pub(super) fn write(&mut self, record: &MinuteRecord) -> Result<()> {
        let Some(out) = self.out.as_mut() else {
            return Ok(());
        };
        if record.minute != self.written {
            return Ok(());
        }
        crate::simulate::write_trace_line(out, record)?;
        out.flush()?;
        self.written += 1;
        Ok(())
    }
}

/// Writes the live (or the run) chart of the terminal's drill and prints its path.
pub(super) async fn save_chart(
    l: &Localizer,
    handle: &DrillHandle,
    dir: &Path,
    live: bool,
    out: &mut impl Write,
) -> Result<()> {
    let Ok(snapshot) = handle.snapshot(TERMINAL_CHANNEL).await else {
        return Ok(());
    };
    let Some(last) = snapshot.history.last() else {
        return Ok(());
    };
    let png = if live {
        charts::live_png(l, &snapshot)
    } else {
        charts::run_png(l, &snapshot)
    };
    let Some(png) = png else { return Ok(()) };
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let kind = if live { "live" } else { "run" };
    let name = format!(
        "drill-{}-{}-{kind}.png",
        snapshot.incident_id,
        last.clock.to_string().replace(':', "")
    );
    let path = dir.join(name);
    std::fs::write(&path, png).with_context(|| format!("cannot write {}", path.display()))?;
    writeln!(
        out,
        "{}",
        l.tr(
            "chart-saved",
            &[("paths", path.display().to_string().into())]
        )
    )?;
    Ok(())
}

/// Prints one host event; false when the drill is over.
pub(super) fn show_event(
    l: &Localizer,
    event: &HostEvent,
    trace: &mut Trace,
    out: &mut impl Write,
) -> Result<bool> {
    let title = l.text(&event.scenario_title_id);
    match &event.event {
        DrillEvent::Started { who, seed, pace } => {
            let args = [
                ("who", who.name.as_str().into()),
                ("scenario", title.as_str().into()),
                ("seed", seed.to_string().into()),
                ("pace", pace_text(l, *pace).into()),
            ];
            writeln!(out, "{}", l.tr("drill-started", &args))?;
        }
        DrillEvent::Minute(outcome) => {
            let r = &outcome.record;
            trace.write(r)?;
            for e in &outcome.events {
                writeln!(out, "{}", messages::event(l, e))?;
            }
            writeln!(
                out,
                "── {} ──",
                l.tr(
                    "dashboard-title",
                    &[
                        ("scenario", title.as_str().into()),
                        ("clock", r.clock.to_string().into())
                    ]
                )
            )?;
            write!(out, "{}", as_text(&dashboard(l, r)))?;
            if outcome
                .alert_before
                .is_some_and(|a| a != crate::model::Alert::None)
                && r.alert == crate::model::Alert::None
            {
                let burn = crate::i18n::dashboard::burn_text(l, r.burn_1h);
                writeln!(out, "  {}", l.tr("alert-cleared", &[("burn", burn.into())]))?;
            }
        }
        DrillEvent::ActionAccepted {
            who,
            action,
            clock,
            note,
        } => {
            writeln!(
                out,
                "✔ {}",
                accepted_text(l, &who.name, *action, *clock, *note)
            )?;
        }
        DrillEvent::Paused { who, clock } => writeln!(
            out,
            "{}",
            messages::who_at(l, "drill-paused", &who.name, &clock.to_string())
        )?,
        DrillEvent::Resumed { who, clock } => writeln!(
            out,
            "{}",
            messages::who_at(l, "drill-resumed", &who.name, &clock.to_string())
        )?,
        DrillEvent::Restored { .. } => {}
        DrillEvent::Diverged { minute } => {
            writeln!(
                out,
                "{}",
                l.tr("drill-history-mismatch", &[("minute", (*minute).into())])
            )?;
            return Ok(false);
        }
        DrillEvent::Stopped {
            who,
            clock,
            summary,
            actions,
        } => {
            let ending = messages::who_at(l, "drill-stopped", &who.name, &clock.to_string());
            print_ending(l, &ending, &title, summary, *actions, out)?;
            return Ok(false);
        }
        DrillEvent::Finished {
            clock,
            summary,
            actions,
        } => {
            let ending = l.tr("drill-finished", &[("clock", clock.to_string().into())]);
            print_ending(l, &ending, &title, summary, *actions, out)?;
            return Ok(false);
        }
    }
    out.flush()?;
    Ok(true)
}

/// How the drill ended, then the debrief.
fn print_ending(
    l: &Localizer,
    ending: &str,
    title: &str,
    summary: &crate::model::Summary,
    actions: u32,
    out: &mut impl Write,
) -> Result<()> {
    writeln!(out, "{ending}")?;
    for line in messages::summary(l, title, summary, actions) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
