//! `oncall-drill play`: the terminal front-end. It drives the same drill driver as the bot
//! and reads the same commands, at a real prompt ([`prompt`]) or piped from a file. It shows
//! the briefing, one line per simulated minute and the full dashboard when asked (`status`)
//! or after `advance`, writes the trace and the charts when asked, and ends with the
//! debrief. Ctrl-C (or Ctrl-D at the prompt) leaves at once and `play --resume` continues
//! (Ctrl-C and SIGINT exit 130, as shells expect); the end of piped input means the script
//! is done and the drill runs to its end. Nothing is written to disk before the scenario
//! is known and, for `--resume`, before there is a database to resume from.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{anyhow, bail, Context, Result};

pub mod colour;
/// The drill's command table, shared with the web page (it lives in the drill).
pub use crate::drill::commands;
mod ending;
mod help;
pub mod hints;
mod input;
mod interrupt;
mod output;
mod prompt;
mod tty;
pub mod wrap;

use crate::drill::trace::TraceFile;
use crate::drill::wording::scenario_error;
use crate::drill::{self, DrillEvent, EngineConfig, Handles, HostEvent, StartRequest};
use crate::i18n::Localizer;
use crate::model::seed_secrecy::SeedRule;
use crate::model::{Author, Locale, Pace, Place, TeamRules};
use crate::scenario::Scenario;

use ending::{await_debrief, ended, leave, linger, run_to_end};
use hints::Hints;
use input::{handle_line, Flow, Session};
use interrupt::{Either, Interrupt};
use output::{full_dashboard, Screen};
pub use prompt::error_columns;
use prompt::Input;

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
    /// How the player started this program, for the commands `play` suggests (see
    /// [`hints::program_name`]).
    pub program: String,
    /// Also serve the drill on a web page at this address (`--web ADDR`): one control link,
    /// printed at the start; the page and the prompt drive the same drill.
    pub web: Option<std::net::SocketAddr>,
    /// Run the drill as its game master (`--gm`, issue 30): `inject …` and `gm` at the
    /// prompt.
    pub gm: bool,
}

/// How `play` ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// The drill ended, or the player quit.
    Done,
    /// Ctrl-C or SIGINT: the drill is saved and waits for `play --resume` (exit 130).
    Interrupted,
}

/// Who plays at the terminal: `$USER`, or "player" in the drill's language.
pub(crate) fn player(l: &Localizer) -> Author {
    Author {
        id: "terminal".to_string(),
        name: std::env::var("USER")
            .ok()
            .filter(|name| !name.trim().is_empty())
            .unwrap_or_else(|| l.text("player-name")),
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

pub async fn play(options: PlayOptions) -> Result<Exit> {
    // Ctrl-C is heard from the start to the end, whatever `play` is waiting for.
    let mut interrupt = Interrupt::install().context("cannot listen for Ctrl-C")?;
    let hints = Hints::new(&options.program, &options.db);
    let asked = Localizer::new(options.locale.unwrap_or(Locale::FALLBACK));
    // Nothing on disk before it is needed: a scenario that does not load, or a resume
    // without a database, is refused before the database (and its lock) is created.
    let scenario = match (&options.scenario, options.resume) {
        (Some(reference), false) => Some(
            Scenario::load(reference)
                .map(|scenario| (reference.clone(), scenario))
                .map_err(|e| anyhow!(scenario_error(&asked, &e)))?,
        ),
        _ => None,
    };
    if options.resume && !options.db.exists() {
        bail!(
            "{}",
            asked.tr(
                "play-nothing-to-resume",
                &[("db", options.db.display().to_string().into())]
            )
        );
    }
    // A web address that cannot be had is refused before the database is created.
    let listener = match options.web {
        Some(addr) => Some(crate::web::Web::bind(addr).await.map_err(|err| {
            anyhow!(
                "{}",
                asked.tr(
                    "play-web-unbound",
                    &[
                        ("addr", addr.to_string().into()),
                        ("reason", format!("{:#}", err.root_cause()).into()),
                    ]
                )
            )
        })?),
        None => None,
    };
    let (handles, mut events, driver) = drill::open(&options.db, EngineConfig::default())
        .await
        .map_err(|err| {
            let l = Localizer::new(options.locale.unwrap_or(Locale::FALLBACK));
            anyhow::anyhow!("{}", err.localize(&l))
        })?;
    let handle = handles.drills.clone();
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
            "{}",
            l.tr(
                "play-in-progress",
                &[
                    ("db", options.db.display().to_string().into()),
                    ("scenario", snapshot.scenario.id.as_str().into()),
                    ("command", hints.resume().into()),
                ]
            )
        ),
        (None, true) => {
            // Restoring happens when the driver starts: a drill that cannot continue says so.
            while let Ok(event) = events.try_recv() {
                refuse_unrestorable(options.locale, &event)?;
            }
            bail!(
                "{}",
                l.tr(
                    "play-nothing-to-resume",
                    &[("db", options.db.display().to_string().into())]
                )
            )
        }
        _ => {}
    }
    let trace = match &options.trace {
        Some(path) => Some(
            TraceFile::create(path)
                .with_context(|| format!("cannot create the trace file {}", path.display()))?,
        ),
        None => None,
    };
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    // The prompt puts the terminal in raw mode while it waits: whatever ends the drill, the
    // terminal is given back as it was.
    let _mode = interactive.then(tty::SavedMode::save).flatten();
    let prompt = prompt::start(interactive).context("cannot read the terminal")?;
    let mut lines = prompt.lines;
    let colour = colour::wanted(
        std::io::stdout().is_terminal(),
        std::env::var_os("NO_COLOR"),
    );
    let mut screen = Screen::new(
        l.clone(),
        prompt.printer,
        trace,
        options.charts.clone().map(output::ChartFolder::new),
        hints.clone(),
        colour,
    );
    let mut session = Session {
        confirm_stop: interactive,
        stop_asked: false,
    };

    // A resumed drill is shown in `--locale` when given, else in its own language.
    let snapshot = match existing {
        Some(snapshot) => {
            if let Some(last) = snapshot.last() {
                screen.print(&l.tr(
                    "drill-resumed-after-restart",
                    &[("clock", last.clock.to_string().into())],
                ));
            }
            screen.trace_history(&snapshot)?;
            screen.print(&full_dashboard(&l, &snapshot));
            snapshot
        }
        None => {
            let (reference, scenario) = scenario
                .ok_or_else(|| anyhow!("name a scenario to play (see `{}`)", hints.scenarios()))?;
            handle
                .start(StartRequest {
                    place: place.clone(),
                    scenario: Arc::new(scenario),
                    scenario_ref: reference,
                    seed: options.seed.unwrap_or_else(drill::random_seed),
                    pace: options.pace,
                    locale,
                    deterministic: options.deterministic,
                    who: player(&l),
                    alert_role: None,
                    // A seed nobody chose stays secret until the debrief.
                    rules: TeamRules {
                        seed: match options.seed {
                            Some(_) => SeedRule::Shown,
                            None => SeedRule::Secret,
                        },
                        game_master: options.gm,
                        ..TeamRules::default()
                    },
                })
                .await
                .map_err(|e| anyhow!(e.localize(&l)))?
        }
    };
    let pace = snapshot.pace;
    if snapshot.meta.rules.game_master {
        let kinds = crate::model::InjectKind::list();
        screen.print(&l.tr("play-gm-ready", &[("kinds", kinds.into())]));
    }
    // The web page, when asked for, sees every event the terminal sees.
    let _web = match listener {
        Some(listener) => {
            let (web, link) = serve_web(&handles, listener, snapshot.clone(), player(&l)).await?;
            screen.print(&l.tr("web-link-play", &[("url", link.into())]));
            // A read-only link for the team room's screen: the drill without its controls.
            if let Some(watch) = web.watch_link(snapshot.clone()) {
                screen.print(&l.tr("web-link-room", &[("url", watch.into())]));
            }
            // The game master's own: the inject panel and the hidden view (issue 30).
            if let Some(gm) = web.game_master_link(snapshot.clone(), false).await {
                screen.print(&l.tr("web-link-gm", &[("url", gm.into())]));
            }
            // Beyond this machine the control link works for anyone who can reach it.
            if !web.local_addr().ip().is_loopback() {
                let addr = web.local_addr().to_string();
                screen.print(&l.tr("play-web-beyond-machine", &[("addr", addr.into())]));
            }
            // One bus from here on: the web beside the terminal, neither waiting for the
            // other.
            let mut bus = drill::bus::Bus::new(None);
            web.subscribe(&mut bus);
            let terminal = bus.every();
            bus.start(std::mem::replace(&mut events, terminal));
            Some(web)
        }
        None => None,
    };
    // The loop's answer, kept: with a web page, an ended drill's page stays up until the
    // player is done with it.
    let mut exit: Result<Exit> = async {
        loop {
            // Events first: the driver emits before it answers, so everything a command caused
            // is shown before the next line is read.
            tokio::select! {
                biased;
                event = events.recv() => match event {
                    Some(event) if event.place != place => {}
                    Some(event) => {
                        if !screen.event(&event)? {
                            return Ok(Exit::Done);
                        }
                    }
                    None => bail!("the drill driver stopped unexpectedly"),
                },
                _ = interrupt.recv() => return leave(&handle, &mut screen).await,
                input = lines.recv() => match input.unwrap_or(Input::End) {
                    Input::Line(line) => match handle_line(&handle, &mut screen, &mut session, &line).await? {
                        // The debrief is computed off the driver's thread: a line that ended
                        // the drill waits for it.
                        Flow::Continue if ended(&handle).await => {
                            return await_debrief(&mut screen, &mut events, &mut interrupt).await;
                        }
                        Flow::Continue => {}
                        Flow::Quit => return Ok(Exit::Done),
                        Flow::Dashboard => {
                            while let Ok(event) = events.try_recv() {
                                if event.place == place && !screen.event(&event)? {
                                    return Ok(Exit::Done);
                                }
                            }
                            if let Ok(snapshot) = handle.snapshot(&place).await {
                                screen.print(&full_dashboard(&l, &snapshot));
                            }
                        }
                    },
                    Input::Unreadable(shown) => {
                        screen.print(&l.tr("error-not-utf8", &[("line", shown.into())]));
                    }
                    Input::Interrupted => return leave(&handle, &mut screen).await,
                    // Ctrl-D at the prompt: leave; the drill waits for `play --resume`.
                    Input::End if interactive => {
                        leave(&handle, &mut screen).await?;
                        return Ok(Exit::Done);
                    }
                    // The end of a script: the drill runs to its end, then the debrief.
                    Input::End => {
                        return run_to_end(&handle, &mut screen, &mut events, pace, &mut interrupt).await;
                    }
                },
            }
        }
    }
    .await;
    if let (Some(_), Ok(Exit::Done)) = (&_web, &exit) {
        if let Either::Interrupted = interrupt.or(linger(&handle, &mut lines, &mut screen)).await {
            exit = Ok(Exit::Interrupted);
        }
    }
    // The driver stops ticking, and the writes it queued (a real-time drill's last minutes)
    // are stored before the process ends and lets go of the database.
    driver.abort();
    let _ = driver.await;
    handle.close_store().await;
    exit
}

/// Serves the terminal's drill on the web on `listener` and gives its one control link.
async fn serve_web(
    handles: &Handles,
    listener: tokio::net::TcpListener,
    snapshot: drill::Snapshot,
    player: Author,
) -> Result<(crate::web::Web, String)> {
    let options = crate::web::WebOptions {
        addr: listener.local_addr()?,
        public_url: None,
        retention_days: drill::DEFAULT_RETENTION_DAYS,
        watch_all: false,
        player,
        max_connections: crate::web::DEFAULT_MAX_CONNECTIONS,
    };
    let web = crate::web::Web::serve(
        listener,
        handles.drills.clone(),
        handles.web_links.clone(),
        options,
        None,
    )?;
    let link = web.register(snapshot, crate::web::Access::Control).await?;
    Ok((web, link))
}
