//! `oncall-drill play`: the terminal front-end. It drives the same drill driver as the bot,
//! reads the same commands at a prompt (or piped from a file), prints each minute's status,
//! writes the trace and the charts, and ends with the debrief. After Ctrl-C or a crash,
//! `play --resume` continues the drill from the database.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{anyhow, bail, Context, Result};
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

mod input;
mod output;

use crate::drill::refusal::scenario_error;
use crate::drill::trace::TraceFile;
use crate::drill::{self, DrillEvent, EngineConfig, HostEvent, Snapshot, StartRequest};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::Localizer;
use crate::model::{Author, Locale, Pace, Place};
use crate::scenario::Scenario;

use input::handle_line;
use output::{save_chart, show_event, ChartFolder, ChartKind};

#[derive(Debug, Clone)]
pub struct PlayOptions {
    pub scenario: Option<String>,
    pub seed: Option<u32>,
    pub pace: Pace,
    /// The drill's language; None: en-US for a new drill, its own for a resumed one.
    pub locale: Option<Locale>,
    pub db: PathBuf,
    pub resume: bool,
    pub deterministic: bool,
    pub trace: Option<PathBuf>,
    /// Where the chart PNGs go (every 5 simulated minutes, on `chart`, and at the end);
    /// None: no chart is written.
    pub charts: Option<PathBuf>,
}

/// Simulated minutes between two live charts.
const CHART_EVERY: u32 = 5;

pub(crate) fn player() -> Author {
    Author {
        id: "terminal".to_string(),
        name: std::env::var("USER").unwrap_or_else(|_| "you".to_string()),
    }
}

/// What the driver said about the terminal's drill while it restored it: a drill that
/// cannot continue says so now, in `--locale` if given, else in the drill's own language.
fn refuse_unrestorable(wanted: Option<Locale>, event: &HostEvent) -> Result<()> {
    if event.place != Place::terminal() {
        return Ok(());
    }
    let l = &Localizer::new(wanted.unwrap_or(event.locale));
    match &event.event {
        DrillEvent::Diverged { minute } => bail!(
            "{}",
            l.tr("drill-history-mismatch", &[("minute", (*minute).into())])
        ),
        DrillEvent::RestoreFailed => bail!("{}", l.text("drill-restore-failed")),
        DrillEvent::Finished { clock, .. } => bail!(
            "{}",
            l.tr("drill-finished", &[("clock", clock.to_string().into())])
        ),
        _ => Ok(()),
    }
}

pub async fn play(options: PlayOptions, input: impl AsyncBufRead + Unpin) -> Result<()> {
    let (handle, mut events, _driver) = drill::open(&options.db, EngineConfig::default()).await?;
    let place = Place::terminal();
    let existing = handle
        .snapshot(&place)
        .await
        .ok()
        .filter(|s| s.state.is_live());
    let locale = options
        .locale
        .or(existing.as_ref().map(|s| s.locale))
        .unwrap_or(Locale::FALLBACK);
    let l = Localizer::new(locale);
    match (&existing, options.resume) {
        (Some(snapshot), false) => bail!(
            "{}: a drill of `{}` is still in progress here; continue it with `play --resume` or use another --db",
            options.db.display(),
            snapshot.scenario.id
        ),
        (None, true) => {
            // Restoring happens when the driver starts: a drill that cannot continue says so.
            while let Ok(event) = events.try_recv() {
                refuse_unrestorable(options.locale, &event)?;
            }
            bail!("{}: there is no drill to resume", options.db.display())
        }
        _ => {}
    }
    let mut out = std::io::stdout();
    let mut trace = match &options.trace {
        Some(path) => Some(
            TraceFile::create(path)
                .with_context(|| format!("cannot create the trace file {}", path.display()))?,
        ),
        None => None,
    };

    // A resumed drill is shown in `--locale` when given, else in its own language.
    let snapshot: Snapshot = match existing {
        Some(snapshot) => snapshot,
        None => {
            let reference = options
                .scenario
                .clone()
                .ok_or_else(|| anyhow!("name a scenario to play (see `oncall-drill scenarios`)"))?;
            let scenario =
                Scenario::load(&reference).map_err(|e| anyhow!(scenario_error(&l, &e)))?;
            handle
                .start(StartRequest {
                    place: place.clone(),
                    scenario: Arc::new(scenario),
                    scenario_ref: reference,
                    seed: options.seed.unwrap_or_else(drill::random_seed),
                    pace: options.pace,
                    locale,
                    deterministic: options.deterministic,
                    who: player(),
                })
                .await
                .map_err(|e| anyhow!(e.localize(&l)))?
        }
    };
    let pace = snapshot.pace;
    if let Some(trace) = trace.as_mut() {
        for record in snapshot.history.iter() {
            trace.write(record)?;
        }
    }
    if options.resume {
        if let Some(last) = snapshot.last() {
            writeln!(
                out,
                "{}",
                l.tr(
                    "drill-resumed-after-restart",
                    &[("clock", last.clock.to_string().into())]
                )
            )?;
            write!(out, "{}", as_text(&dashboard(&l, last)))?;
        }
    }
    let mut charts = options.charts.clone().map(ChartFolder::new);
    let interactive = std::io::stdin().is_terminal();
    let mut lines = Some(input.lines());
    loop {
        if interactive {
            write!(out, "> ")?;
            out.flush()?;
        }
        // Events first: the driver emits before it answers, so everything a command caused
        // is shown before the next line is read.
        tokio::select! {
            biased;
            event = events.recv() => match event {
                Some(event) if event.place != place => {}
                Some(event) => {
                    let going_on = show_event(&l, &event, trace.as_mut(), &mut out)?;
                    let chart = match &event.event {
                        DrillEvent::Minute(m) if m.record.minute % CHART_EVERY == 0 && going_on => {
                            Some((ChartKind::Live, m.snapshot.clone()))
                        }
                        DrillEvent::Stopped { snapshot, .. } | DrillEvent::Finished { snapshot, .. } => {
                            Some((ChartKind::Run, snapshot.clone()))
                        }
                        _ => None,
                    };
                    if let (Some((kind, snapshot)), Some(folder)) = (chart, charts.as_mut()) {
                        save_chart(&l, &snapshot, folder, kind, &mut out)?;
                    }
                    if !going_on {
                        return Ok(());
                    }
                }
                None => bail!("the drill driver stopped unexpectedly"),
            },
            _ = tokio::signal::ctrl_c() => {
                writeln!(out, "\n{}", l.text("help-quit"))?;
                return Ok(());
            }
            line = next_line(&mut lines) => match line {
                Some(line) => {
                    if !handle_line(&l, &handle, charts.as_mut(), &line, &mut out).await? {
                        return Ok(());
                    }
                }
                None => {
                    lines = None;
                    // Piped input has ended: a turn-based drill cannot move any more.
                    if pace == Pace::Turns {
                        while let Ok(event) = events.try_recv() {
                            if event.place == place && !show_event(&l, &event, trace.as_mut(), &mut out)? {
                                return Ok(());
                            }
                        }
                        writeln!(out, "{}", l.text("help-quit"))?;
                        return Ok(());
                    }
                }
            },
        }
    }
}

async fn next_line<R: AsyncBufRead + Unpin>(
    lines: &mut Option<tokio::io::Lines<R>>,
) -> Option<String> {
    match lines {
        Some(lines) => lines.next_line().await.ok().flatten(),
        None => std::future::pending().await,
    }
}
