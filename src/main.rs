//! The `oncall-drill` command line, the composition root: `bot` runs the Discord bot,
//! `play` the terminal drill, `simulate` the model headless (in [`cli::simulate`]),
//! `report` writes the report of an ended drill (in [`cli::report`]), `scenarios` lists and
//! checks scenario files. Errors are reported with context and a non-zero exit.

// No room of the house needs `unsafe`: what would need it is left to maintained crates.
#![forbid(unsafe_code)]

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};

use oncall_drill::discord::config::ShardRange;
use oncall_drill::discord::{BotConfig, ConfigError};
use oncall_drill::drill;
use oncall_drill::i18n::{locale_from_environment, speaks, Localizer};
use oncall_drill::model::{Locale, Pace};
use oncall_drill::scenario::Scenario;
use oncall_drill::terminal::{hints, Exit, PlayOptions};

mod cli;

#[derive(Parser)]
#[command(
    name = "oncall-drill",
    version,
    about = "Simulated on-call incidents for teams"
)]
struct Cli {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Run a scenario headless: a summary and its score (or one JSON object with --json),
    /// a JSON line per minute with --trace; played by a script, a built-in policy, or a
    /// replay file.
    Simulate(cli::simulate::SimulateArgs),
    /// Write the report of an ended drill from a database: NAME.md, NAME.replay.toml and
    /// NAME.png (the run chart); existing files are kept unless --force.
    Report(cli::report::ReportArgs),
    /// Run the Discord bot (DISCORD_TOKEN, optional DISCORD_PROXY_URL, DISCORD_DEV_GUILD_ID).
    Bot(BotArgs),
    /// Play a drill in the terminal: type actions at the prompt or pipe them from a file.
    Play(PlayArgs),
    /// List the built-in scenarios, print their difficulty table, or check a scenario file.
    #[command(args_conflicts_with_subcommands = true)]
    Scenarios {
        #[command(subcommand)]
        command: Option<ScenariosCommand>,
        /// Print the difficulty table (Markdown): the budget doing nothing and the built-in
        /// expert burn (p10 – median – p90) and their median scores, over seeds 1..=N.
        #[arg(long)]
        difficulty: bool,
        /// Add the median score of the best plan a team could have found by reacting
        /// (`simulate --policy best`, the ceiling): a search per seed, minutes for the table
        /// in a release build.
        #[arg(long, requires = "difficulty")]
        best: bool,
        /// The seeds of the difficulty table, 1 to N.
        #[arg(long, value_name = "N", default_value_t = DIFFICULTY_SEEDS, requires = "difficulty",
              value_parser = clap::value_parser!(u32).range(1..))]
        seeds: u32,
    },
}

/// The seeds of the difficulty table the README shows (and `tests/balance.rs` checks).
const DIFFICULTY_SEEDS: u32 = 100;

#[derive(Subcommand)]
enum ScenariosCommand {
    /// Validate a scenario file and print what is wrong with it.
    Check { file: PathBuf },
}

#[derive(Args)]
struct BotArgs {
    /// An optional TOML file (token, proxy_url, db, dev_guild_id, chart_every_minutes,
    /// tick_requests_per_second, max_actions_per_minute); the environment wins.
    #[arg(long)]
    config: Option<PathBuf>,
    /// The SQLite database (default: $ONCALL_DRILL_DB or ./oncall-drill.sqlite3); each
    /// process of a sharded bot has its own.
    #[arg(long)]
    db: Option<PathBuf>,
    /// Run the gateway shards A to B of TOTAL (e.g. 0-1/4); a server is on shard
    /// (server id >> 22) % TOTAL. Default: the one shard of a small bot.
    #[arg(long, value_name = "A-B/TOTAL")]
    shards: Option<ShardRange>,
    /// Serve a read-only web page of every drill at this address (e.g. 127.0.0.1:8080);
    /// the start message and the debrief carry its link (set public_url in the file for
    /// the address people reach it at).
    #[arg(long, value_name = "ADDR")]
    web: Option<std::net::SocketAddr>,
}

#[derive(Args)]
struct PlayArgs {
    /// A built-in scenario id or a path to a scenario file (not with --resume).
    #[arg(required_unless_present = "resume", conflicts_with = "resume")]
    scenario: Option<String>,
    /// Seed of the drill; random and shown when absent.
    #[arg(long, conflicts_with = "resume")]
    seed: Option<u32>,
    /// turns (the default: the drill moves on when you type `advance`), 60s (real time),
    /// or a number of seconds per simulated minute such as 10s.
    #[arg(long, default_value = "turns", conflicts_with = "resume")]
    pace: Pace,
    /// en-US, fy, ru or so, or a regional code such as ru-RU (default: $LC_ALL, else
    /// $LC_MESSAGES, else $LANG, else en-US); a resumed drill keeps its own unless this is
    /// given.
    #[arg(long)]
    locale: Option<String>,
    /// The SQLite database (default: $ONCALL_DRILL_DB or ./oncall-drill.sqlite3).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Continue the drill that was interrupted (Ctrl-C, a crash) in this database.
    #[arg(long)]
    resume: bool,
    /// No arrival noise.
    #[arg(long, conflicts_with = "resume")]
    deterministic: bool,
    /// Write one JSON object per minute (the whole drill, also across a resume).
    #[arg(long)]
    trace: Option<PathBuf>,
    /// Write chart PNGs into this folder (every 5 simulated minutes, on `chart`, at the
    /// end), named after the scenario, the drill and the minute; without it, no chart.
    #[arg(long)]
    charts: Option<PathBuf>,
    /// Also show the drill on a web page served at this address (e.g. 127.0.0.1:8080, or
    /// port 0 for a free one) and print its one control link: the page and this prompt
    /// drive the same drill.
    #[arg(long, value_name = "ADDR")]
    web: Option<std::net::SocketAddr>,
    /// Run the drill as its game master, for a room watching it (e.g. on the --web link):
    /// `inject KIND [SIZE]` changes the world unseen, `gm` shows what the players cannot see.
    #[arg(long, conflicts_with = "resume")]
    gm: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Commands::Simulate(args) => cli::simulate::simulate(args),
        Commands::Report(args) => cli::report::report(args),
        Commands::Play(args) => play(args),
        Commands::Bot(args) => bot(args),
        Commands::Scenarios {
            command: None,
            difficulty: false,
            ..
        } => cli::scenarios::list(),
        Commands::Scenarios {
            command: None,
            difficulty: true,
            seeds,
            best,
        } => difficulty_table(seeds, best),
        Commands::Scenarios {
            command: Some(ScenariosCommand::Check { file }),
            ..
        } => cli::scenarios::check(&file),
    };
    match result {
        Ok(code) => code,
        // A database that cannot be used says why and what to do, in words (the bot's
        // operator reads English; `play` localised its own already).
        Err(err) => {
            match err.downcast_ref::<oncall_drill::store::StoreError>() {
                Some(store) => {
                    eprintln!("error: {}", store.localize(&Localizer::new(Locale::EnUs)))
                }
                None => eprintln!("error: {err:#}"),
            }
            ExitCode::FAILURE
        }
    }
}

/// Logs go to standard error (standard output is the program's own output), plain text
/// unless a person is watching a colour terminal. `RUST_LOG` overrides `default_filter`, up
/// to ceilings it cannot lift: interaction tokens travel in request URLs
/// (`/interactions/{id}/{token}/callback`, `/webhooks/{app}/{token}/…`) and in every
/// INTERACTION_CREATE, and the crates below write those out under these levels. A token
/// answers for an interaction for 15 minutes: it must never reach a log, at any level.
fn init_logging(default_filter: &str) {
    use std::io::IsTerminal;
    use tracing_subscriber::filter::{FilterExt, LevelFilter, Targets};
    use tracing_subscriber::prelude::*;
    let ceilings = Targets::new()
        .with_default(LevelFilter::TRACE)
        // serenity's debug and trace lines print routes and whole gateway events, and its
        // spans (INFO) carry each request's route among their fields; its one HTTP warning
        // names a route, and its gateway warning prints a frame it could not parse.
        .with_target("serenity", LevelFilter::WARN)
        .with_target("serenity::http", LevelFilter::ERROR)
        .with_target("serenity::gateway::ws", LevelFilter::ERROR)
        // The HTTP and websocket stack under serenity: their debug lines name request URIs
        // and print frames (reqwest and tungstenite log through `log`, which this subscriber
        // does not collect today; the ceiling holds should that change).
        .with_targets([
            ("hyper", LevelFilter::INFO),
            ("hyper_util", LevelFilter::INFO),
            ("reqwest", LevelFilter::INFO),
            ("tungstenite", LevelFilter::INFO),
            ("tokio_tungstenite", LevelFilter::INFO),
        ]);
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_filter));
    let logs = tracing_subscriber::fmt::layer()
        .with_target(false)
        .with_writer(io::stderr)
        .with_ansi(oncall_drill::terminal::colour::wanted(
            io::stderr().is_terminal(),
            std::env::var_os("NO_COLOR"),
        ))
        .with_filter(filter.and(ceilings));
    tracing_subscriber::registry().with(logs).init();
}

/// This program as the user can start it again from where they are (for the commands the
/// program suggests).
fn this_program() -> String {
    hints::program_name(
        &std::env::args_os().next().unwrap_or_default(),
        std::env::current_dir().ok().as_deref(),
    )
}

fn bot(args: BotArgs) -> Result<ExitCode> {
    init_logging("info,serenity=warn,tracing::span=warn");
    let mut config = match BotConfig::load(args.config.as_deref(), args.db.as_deref(), |name| {
        std::env::var(name).ok()
    }) {
        Ok(config) => config,
        Err(ConfigError::NoToken) => {
            // A drill to try without Discord, as this program can be started from here.
            let program = this_program();
            let try_it = format!("{program} play bad-deploy");
            let l = Localizer::new(Locale::EnUs);
            eprintln!("{}", l.tr("bot-no-token", &[("command", try_it.into())]));
            return Ok(ExitCode::from(2));
        }
        Err(err) => return Err(err.into()),
    };
    if args.shards.is_some() {
        config.shards = args.shards;
    }
    if args.web.is_some() {
        config.web = args.web;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(oncall_drill::discord::run(config))?;
    Ok(ExitCode::SUCCESS)
}

fn play(args: PlayArgs) -> Result<ExitCode> {
    // The drill itself speaks on standard output; only warnings and errors are logged.
    init_logging("warn,serenity=warn");
    let env = |name: &str| std::env::var(name).ok();
    let locale = match args.locale.as_deref() {
        Some(wanted) => {
            let found = speaks(wanted);
            if found.is_none() {
                eprintln!(
                    "locale `{wanted}` is not available; using {}",
                    Locale::FALLBACK
                );
            }
            Some(found.unwrap_or(Locale::FALLBACK))
        }
        // The environment chooses for a new drill only: a resumed one keeps its own.
        None if !args.resume => locale_from_environment(env),
        None => None,
    };
    let program = this_program();
    let options = PlayOptions {
        scenario: args.scenario,
        seed: args.seed,
        pace: args.pace,
        locale,
        db: drill::resolve_db_path(args.db.as_deref(), env, None),
        resume: args.resume,
        deterministic: args.deterministic,
        trace: args.trace,
        charts: args.charts,
        program,
        web: args.web,
        gm: args.gm,
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let result = runtime.block_on(oncall_drill::terminal::play(options));
    // The prompt's reader thread may still wait for a line: do not wait for it.
    runtime.shutdown_background();
    Ok(match result {
        Ok(Exit::Done) => ExitCode::SUCCESS,
        // 128 + SIGINT, what a shell reports for a command Ctrl-C ended.
        Ok(Exit::Interrupted) => ExitCode::from(130),
        // Wrapped like everything else `play` prints (its errors are in words already).
        Err(err) => {
            let text = format!("error: {err:#}");
            let columns = oncall_drill::terminal::error_columns();
            eprintln!("{}", oncall_drill::terminal::wrap::wrap(&text, columns));
            ExitCode::FAILURE
        }
    })
}

/// The difficulty table of every built-in scenario over seeds 1..=`seeds`, on all cores
/// (the same numbers on any number of them), with the best plan's column if `best`.
fn difficulty_table(seeds: u32, best: bool) -> Result<ExitCode> {
    use oncall_drill::difficulty::BestColumn;
    let best = if best {
        BestColumn::Computed
    } else {
        BestColumn::Skipped
    };
    let rows = Scenario::all_builtin()?
        .iter()
        .map(|s| {
            oncall_drill::difficulty::difficulty(s, 1..=seeds, oncall_drill::par::cores(), best)
                .map_err(|err| anyhow::anyhow!("{}: {err}", s.id))
        })
        .collect::<Result<Vec<_>>>()?;
    print!("{}", oncall_drill::difficulty::markdown_table(&rows));
    Ok(ExitCode::SUCCESS)
}
