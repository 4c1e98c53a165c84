//! `oncall-drill play`: the terminal front-end. It drives the same drill host as the bot,
//! reads the same commands at a prompt (or piped from a file), prints each minute's status,
//! writes the trace and the charts, and ends with the debrief. After Ctrl-C or a crash,
//! `play --resume` continues the drill from the database.

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::PathBuf;

use anyhow::{anyhow, bail, Context, Result};
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

mod input;
mod output;

use crate::drill::{self, DrillEvent, HostConfig, Pace, StartRequest, Who};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::Localizer;
use crate::store::Store;

use input::handle_line;
use output::{save_chart, show_event, ChartFolder, ChartKind, Trace};

/// The channel key of the terminal's drill in the database.
pub const TERMINAL_CHANNEL: &str = "terminal";

#[derive(Debug, Clone)]
pub struct PlayOptions {
    pub scenario: Option<String>,
    pub seed: Option<u32>,
    pub pace: Pace,
    /// The drill's language; None: en-US for a new drill, its own for a resumed one.
    pub locale: Option<String>,
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

pub(crate) fn player() -> Who {
    Who {
        id: TERMINAL_CHANNEL.to_string(),
        name: std::env::var("USER").unwrap_or_else(|_| "you".to_string()),
    }
}

pub async fn play(options: PlayOptions, input: impl AsyncBufRead + Unpin) -> Result<()> {
    let store = Store::open(&options.db)?;
    let existing = store
        .latest_incident(TERMINAL_CHANNEL)?
        .filter(|row| row.state.is_live());
    let stored_locale = existing.as_ref().map(|row| row.new.locale.clone());
    let l = Localizer::new(
        options
            .locale
            .as_deref()
            .or(stored_locale.as_deref())
            .unwrap_or("en-US"),
    );
    match (&existing, options.resume) {
        (None, true) => bail!("{}: there is no drill to resume", options.db.display()),
        (Some(row), false) => bail!(
            "{}: a drill of `{}` is still in progress here; continue it with `play --resume` or use another --db",
            options.db.display(),
            row.new.scenario_id
        ),
        _ => {}
    }
    let (handle, mut events, _host) = drill::spawn(store, HostConfig::default())?;
    if options.resume {
        // Restoring happens inside spawn: a drill that cannot continue says so now.
        while let Ok(event) = events.try_recv() {
            match event.event {
                DrillEvent::Diverged { minute } => {
                    bail!(
                        "{}",
                        l.tr("drill-history-mismatch", &[("minute", minute.into())])
                    )
                }
                DrillEvent::RestoreFailed => bail!("{}", l.text("drill-restore-failed")),
                DrillEvent::Finished { clock, .. } => {
                    bail!(
                        "{}",
                        l.tr("drill-finished", &[("clock", clock.to_string().into())])
                    )
                }
                _ => {}
            }
        }
    }
    let mut out = std::io::stdout();
    let mut trace = Trace {
        out: match &options.trace {
            Some(path) => Some(BufWriter::new(File::create(path).with_context(|| {
                format!("cannot create the trace file {}", path.display())
            })?)),
            None => None,
        },
        written: 0,
    };

    let snapshot = if options.resume {
        handle
            .snapshot(TERMINAL_CHANNEL)
            .await
            .map_err(|e| anyhow!(e.localize(&l)))?
    } else {
        let scenario = options
            .scenario
            .clone()
            .ok_or_else(|| anyhow!("name a scenario to play (see `oncall-drill scenarios`)"))?;
        handle
            .start(StartRequest {
                guild_id: None,
                channel_id: TERMINAL_CHANNEL.to_string(),
                scenario_ref: scenario,
                seed: options.seed,
                pace: options.pace,
                locale: l.lang().to_string(),
                deterministic: options.deterministic,
                who: player(),
            })
            .await
            .map_err(|e| anyhow!(e.localize(&l)))?
    };
    let pace = snapshot.pace;
    for record in &snapshot.history {
        trace.write(record)?;
    }
    if options.resume {
        if let Some(last) = snapshot.history.last() {
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
        // Events first: the host emits before it answers, so everything a command caused is
        // shown before the next line is read.
        tokio::select! {
            biased;
            event = events.recv() => match event {
                Some(event) => {
                    let going_on = show_event(&l, &event, &mut trace, &mut out)?;
                    let chart = match &event.event {
                        DrillEvent::Minute(m) if m.record.minute % CHART_EVERY == 0 && going_on => {
                            Some(ChartKind::LiveAt(m.record.minute))
                        }
                        DrillEvent::Stopped { .. } | DrillEvent::Finished { .. } => Some(ChartKind::Run),
                        _ => None,
                    };
                    if let (Some(kind), Some(folder)) = (chart, charts.as_mut()) {
                        save_chart(&l, &handle, folder, kind, &mut out).await?;
                    }
                    if !going_on {
                        return Ok(());
                    }
                }
                None => bail!("the drill host stopped unexpectedly"),
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
                            if !show_event(&l, &event, &mut trace, &mut out)? {
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
