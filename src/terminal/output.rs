//! What the terminal shows and writes: each event as text, the trace file, the chart PNGs
//! and the debrief.

use std::collections::HashSet;
use std::fs::OpenOptions;
use std::io::{ErrorKind, Write};
use std::path::PathBuf;

use anyhow::{bail, Context, Result};

use crate::drill::trace::TraceFile;
use crate::drill::{charts, AlertChange, DrillEvent, HostEvent, Snapshot};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::messages::{accepted_text, pace_text};
use crate::i18n::{messages, Localizer};

/// Which chart to write of a snapshot: the live chart of its last minute, or the run
/// chart of the whole drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ChartKind {
    Live,
    Run,
}

/// Where `play --charts DIR` writes, and what it wrote in this process (only those files
/// may be written again: a file of another drill, run or database is never replaced).
pub(super) struct ChartFolder {
    dir: PathBuf,
    written: HashSet<PathBuf>,
}

impl ChartFolder {
    pub(super) fn new(dir: PathBuf) -> ChartFolder {
        ChartFolder {
            dir,
            written: HashSet::new(),
        }
    }

    /// Writes `png` under `stem` (`…-2`, `…-3` when a file of that name is not ours).
    fn write(&mut self, stem: &str, png: &[u8]) -> Result<PathBuf> {
        std::fs::create_dir_all(&self.dir)
            .with_context(|| format!("cannot create {}", self.dir.display()))?;
        for attempt in 1..=100 {
            let name = match attempt {
                1 => format!("{stem}.png"),
                n => format!("{stem}-{n}.png"),
            };
            let path = self.dir.join(name);
            let ours = self.written.contains(&path);
            let opened = OpenOptions::new()
                .write(true)
                .truncate(true)
                .create(ours)
                .create_new(!ours)
                .open(&path);
            match opened {
                Ok(mut file) => {
                    file.write_all(png)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    self.written.insert(path.clone());
                    return Ok(path);
                }
                Err(err) if err.kind() == ErrorKind::AlreadyExists => continue,
                Err(err) => {
                    return Err(err).with_context(|| format!("cannot write {}", path.display()))
                }
            }
        }
        bail!("{}: too many charts named {stem}", self.dir.display())
    }
}

/// The file name of a chart, without `.png`: the scenario, when the drill started (UTC),
/// the incident's id, the minute it shows and its kind, e.g.
/// `bad-deploy-20261201-094500-1-m030-live`.
pub(super) fn chart_stem(snapshot: &Snapshot, minute: u32, kind: ChartKind) -> String {
    let kind = match kind {
        ChartKind::Live => "live",
        ChartKind::Run => "run",
    };
    format!(
        "{}-{}-{}-m{minute:03}-{kind}",
        snapshot.scenario.id,
        utc_stamp(snapshot.meta.started_at_ms),
        snapshot.id
    )
}

/// `YYYYMMDD-HHMMSS` in UTC for Unix milliseconds (days to civil date: H. Hinnant's
/// algorithm, valid for every date after 1970).
fn utc_stamp(unix_ms: i64) -> String {
    let secs = unix_ms.div_euclid(1000);
    let (days, in_day) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        in_day / 3600,
        in_day % 3600 / 60,
        in_day % 60
    )
}

/// Writes a chart of a snapshot (the drill as it stood at the end of its last minute) into
/// the chart folder and prints its path: a chart named after a minute shows that minute.
pub(super) fn save_chart(
    l: &Localizer,
    snapshot: &Snapshot,
    folder: &mut ChartFolder,
    kind: ChartKind,
    out: &mut impl Write,
) -> Result<()> {
    let Some(last) = snapshot.last().map(|r| r.minute) else {
        return Ok(());
    };
    let png = match kind {
        ChartKind::Live => charts::live_png(l, snapshot, last),
        ChartKind::Run => charts::run_png(l, snapshot),
    };
    let Some(png) = png else { return Ok(()) };
    let path = folder.write(&chart_stem(snapshot, last, kind), &png)?;
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
    trace: Option<&mut TraceFile>,
    out: &mut impl Write,
) -> Result<bool> {
    let title = |snapshot: &Snapshot| l.text(&snapshot.scenario.title_id);
    match &event.event {
        DrillEvent::Started { who, snapshot } => {
            let args = [
                ("who", who.name.as_str().into()),
                ("scenario", title(snapshot).into()),
                ("seed", snapshot.meta.seed.to_string().into()),
                ("pace", pace_text(l, snapshot.pace).into()),
            ];
            writeln!(out, "{}", l.tr("drill-started", &args))?;
        }
        DrillEvent::Minute(outcome) => {
            let r = &outcome.record;
            if let Some(trace) = trace {
                trace.write(r)?;
            }
            for e in &outcome.events {
                writeln!(out, "{}", messages::event(l, e))?;
            }
            writeln!(
                out,
                "── {} ──",
                l.tr(
                    "dashboard-title",
                    &[
                        ("scenario", title(&outcome.snapshot).into()),
                        ("clock", r.clock.to_string().into())
                    ]
                )
            )?;
            write!(out, "{}", as_text(&dashboard(l, r)))?;
            // The dashboard shows a raised alert; its end is said once.
            if outcome.alert_change == Some(AlertChange::Cleared) {
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
        DrillEvent::RestoreFailed => {
            writeln!(out, "{}", l.text("drill-restore-failed"))?;
            return Ok(false);
        }
        DrillEvent::Stopped {
            who,
            clock,
            snapshot,
        } => {
            let ending = messages::who_at(l, "drill-stopped", &who.name, &clock.to_string());
            print_ending(l, &ending, snapshot, out)?;
            return Ok(false);
        }
        DrillEvent::Finished { clock, snapshot } => {
            let ending = l.tr("drill-finished", &[("clock", clock.to_string().into())]);
            print_ending(l, &ending, snapshot, out)?;
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
    snapshot: &Snapshot,
    out: &mut impl Write,
) -> Result<()> {
    writeln!(out, "{ending}")?;
    let title = l.text(&snapshot.scenario.title_id);
    let actions = snapshot.log.len() as u32;
    for line in messages::summary(l, &title, &snapshot.summary, actions) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::utc_stamp;

    #[test]
    fn utc_stamps_are_civil_dates() {
        assert_eq!(utc_stamp(0), "19700101-000000");
        // 2026-12-01 02:42:14 UTC, and a leap day.
        assert_eq!(utc_stamp(1_796_092_934_000), "20261201-024214");
        assert_eq!(utc_stamp(951_782_400_000 + 3_599_999), "20000229-005959");
    }
}
