//! `oncall-drill play`: the terminal front-end. It drives the same drill host as the bot,
//! reads the same commands at a prompt (or piped from a file), prints each minute's status,
//! writes the trace and the charts, and ends with the debrief. After Ctrl-C or a crash,
//! `play --resume` continues the drill from the database.

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::PathBuf;

use anyhow::{anyhow, bail, Context, Result};
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::drill::{
    self, pace_text, ActionNote, DrillEvent, DrillHandle, HostConfig, HostEvent, Pace,
    StartRequest, Who,
};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::{messages, Localizer};
use crate::model::{Action, MinuteRecord};
use crate::store::Store;

/// The channel key of the terminal's drill in the database.
pub const TERMINAL_CHANNEL: &str = "terminal";

#[derive(Debug, Clone)]
pub struct PlayOptions {
    pub scenario: Option<String>,
    pub seed: Option<u32>,
    pub pace: Pace,
    pub locale: String,
    pub db: PathBuf,
    pub resume: bool,
    pub deterministic: bool,
    pub trace: Option<PathBuf>,
}

fn player() -> Who {
    Who {
        id: TERMINAL_CHANNEL.to_string(),
        name: std::env::var("USER").unwrap_or_else(|_| "you".to_string()),
    }
}

/// Writes each minute once, in order, whatever mix of replayed history and live events.
struct Trace {
    out: Option<BufWriter<File>>,
    written: u32,
}

impl Trace {
    fn write(&mut self, record: &MinuteRecord) -> Result<()> {
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

/// What a line typed at the prompt asks for.
enum Typed {
    Nothing,
    Help,
    Model,
    Status,
    Pause,
    Resume,
    Stop,
    Quit,
    Advance(u32),
    Act(Action),
}

fn parse_line(l: &Localizer, line: &str) -> Result<Typed, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let first = words
        .first()
        .map(|w| w.trim_start_matches('/').to_ascii_lowercase());
    Ok(match (first.as_deref(), words.len()) {
        (None, _) => Typed::Nothing,
        (Some("help"), 1) => Typed::Help,
        (Some("model"), 1) => Typed::Model,
        (Some("status"), 1) => Typed::Status,
        (Some("pause"), 1) => Typed::Pause,
        (Some("resume"), 1) => Typed::Resume,
        (Some("stop"), 1) => Typed::Stop,
        (Some("quit" | "exit"), 1) => Typed::Quit,
        (Some("advance"), 1) => Typed::Advance(1),
        (Some("advance"), 2) => match words[1].parse() {
            Ok(n) => Typed::Advance(n),
            Err(_) => {
                return Err(l.tr(
                    "error-advance-range",
                    &[("min", 1.into()), ("max", 60.into())],
                ))
            }
        },
        _ => Typed::Act(Action::parse(line).map_err(|e| messages::action_error(l, &e))?),
    })
}

pub async fn play(options: PlayOptions, input: impl AsyncBufRead + Unpin) -> Result<()> {
    let l = Localizer::new(&options.locale);
    let store = Store::open(&options.db)?;
    let existing = store
        .latest_incident(TERMINAL_CHANNEL)?
        .filter(|row| row.state.is_live());
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
                    if !show_event(&l, &event, &mut trace, &mut out)? {
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
                    if !handle_line(&l, &handle, &line, &mut out).await? {
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

/// Handles one typed line; false when the player quits.
async fn handle_line(
    l: &Localizer,
    handle: &DrillHandle,
    line: &str,
    out: &mut impl Write,
) -> Result<bool> {
    let typed = match parse_line(l, line) {
        Ok(typed) => typed,
        Err(message) => {
            writeln!(out, "{message}")?;
            return Ok(true);
        }
    };
    let result = match typed {
        Typed::Nothing => Ok(()),
        Typed::Quit => {
            writeln!(out, "{}", l.text("help-quit"))?;
            return Ok(false);
        }
        Typed::Help => {
            write!(out, "{}", messages::help(l))?;
            Ok(())
        }
        Typed::Model => {
            let (relations, notes) = messages::model_explainer(l);
            writeln!(out, "{}\n{}", l.text("model-title"), l.text("model-intro"))?;
            for (name, formula) in relations {
                writeln!(out, "  {name}: {formula}")?;
            }
            for note in notes {
                writeln!(out, "  {note}")?;
            }
            Ok(())
        }
        Typed::Status => match handle.snapshot(TERMINAL_CHANNEL).await {
            Ok(snapshot) => {
                if let Some(last) = snapshot.history.last() {
                    writeln!(out, "{}", last.clock)?;
                    write!(out, "{}", as_text(&dashboard(l, last)))?;
                }
                Ok(())
            }
            Err(e) => Err(e),
        },
        Typed::Pause => handle.pause(TERMINAL_CHANNEL, player()).await,
        Typed::Resume => handle.resume(TERMINAL_CHANNEL, player()).await,
        Typed::Stop => handle.stop(TERMINAL_CHANNEL, player()).await.map(|_| ()),
        Typed::Advance(n) => handle.advance(TERMINAL_CHANNEL, n).await.map(|_| ()),
        Typed::Act(action) => handle
            .act(TERMINAL_CHANNEL, player(), action)
            .await
            .map(|_| ()),
    };
    if let Err(err) = result {
        writeln!(out, "{}", err.localize(l))?;
    }
    Ok(true)
}

/// Prints one host event; false when the drill is over.
fn show_event(
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
                messages::confirmation(l, &who.name, *action, &clock.to_string())
            )?;
            match note {
                Some(ActionNote::WarmupAlreadyRunning) => {
                    writeln!(out, "  {}", l.text("note-warmup-running"))?
                }
                Some(ActionNote::RollbackRestarted) => {
                    writeln!(out, "  {}", l.text("note-rollback-restart"))?
                }
                None => {}
            }
        }
        DrillEvent::Paused { who, clock } => writeln!(
            out,
            "{}",
            l.tr(
                "drill-paused",
                &[
                    ("who", who.name.as_str().into()),
                    ("clock", clock.to_string().into())
                ]
            )
        )?,
        DrillEvent::Resumed { who, clock } => writeln!(
            out,
            "{}",
            l.tr(
                "drill-resumed",
                &[
                    ("who", who.name.as_str().into()),
                    ("clock", clock.to_string().into())
                ]
            )
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
            writeln!(
                out,
                "{}",
                l.tr(
                    "drill-stopped",
                    &[
                        ("who", who.name.as_str().into()),
                        ("clock", clock.to_string().into())
                    ]
                )
            )?;
            print_summary(l, &title, summary, *actions, out)?;
            return Ok(false);
        }
        DrillEvent::Finished {
            clock,
            summary,
            actions,
        } => {
            writeln!(
                out,
                "{}",
                l.tr("drill-finished", &[("clock", clock.to_string().into())])
            )?;
            print_summary(l, &title, summary, *actions, out)?;
            return Ok(false);
        }
    }
    out.flush()?;
    Ok(true)
}

fn print_summary(
    l: &Localizer,
    title: &str,
    summary: &crate::model::Summary,
    actions: u32,
    out: &mut impl Write,
) -> Result<()> {
    for line in messages::summary(l, title, summary, actions) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
