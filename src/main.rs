//! The `oncall-drill` command line: `simulate` runs the model headless, `scenarios` lists
//! and checks scenario files. Errors are reported with context and a non-zero exit.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};

use oncall_drill::discord::{BotConfig, ConfigError};
use oncall_drill::drill::replay::Replay;
use oncall_drill::drill::{self, charts};
use oncall_drill::i18n::{negotiate, Localizer};
use oncall_drill::model::{Author, Locale, LoggedAction, Pace};
use oncall_drill::scenario::Scenario;
use oncall_drill::script;
use oncall_drill::simulate::{format_summary, format_sweep, RunPlan};
use oncall_drill::terminal::PlayOptions;

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
    /// Run a scenario headless: a summary, and a JSON line per minute with --trace.
    Simulate(SimulateArgs),
    /// Run the Discord bot (DISCORD_TOKEN, optional DISCORD_PROXY_URL, DISCORD_DEV_GUILD_ID).
    Bot(BotArgs),
    /// Play a drill in the terminal: type actions at the prompt or pipe them from a file.
    Play(PlayArgs),
    /// List the built-in scenarios, or check a scenario file.
    Scenarios {
        #[command(subcommand)]
        command: Option<ScenariosCommand>,
    },
}

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
    /// The SQLite database (default: $ONCALL_DRILL_DB or ./oncall-drill.sqlite3).
    #[arg(long)]
    db: Option<PathBuf>,
}

#[derive(Args)]
struct PlayArgs {
    /// A built-in scenario id or a path to a scenario file (not with --resume).
    #[arg(required_unless_present = "resume", conflicts_with = "resume")]
    scenario: Option<String>,
    /// Seed of the drill; random and shown when absent.
    #[arg(long, conflicts_with = "resume")]
    seed: Option<u32>,
    /// 60s (real time), a number of seconds per simulated minute such as 10s, or turns.
    #[arg(long, default_value = "60s", conflicts_with = "resume")]
    pace: Pace,
    /// en-US, fy, ru or so (any other code falls back to en-US); a resumed drill keeps
    /// its own unless this is given.
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
}

#[derive(Args)]
struct SimulateArgs {
    /// A built-in scenario id or a path to a scenario file.
    #[arg(long, default_value = "free-play")]
    scenario: String,
    /// Compute again the drill of a replay file (written by `play`'s `export` or the bot's
    /// `/incident export`): its scenario, seed, minutes and actions. The trace equals the
    /// drill's byte for byte; a scenario changed since is refused.
    #[arg(long, conflicts_with_all = ["seed", "seeds", "actions", "minutes", "deterministic"])]
    replay: Option<PathBuf>,
    /// Seed of the run (0–4294967295); random and printed when absent.
    #[arg(long, conflicts_with = "seeds")]
    seed: Option<u32>,
    /// Run every seed of an inclusive range `A..B` and print the distribution of the summary.
    #[arg(long, value_parser = parse_seed_range)]
    seeds: Option<RangeInclusive<u32>>,
    /// No arrival noise: the model uses λ itself.
    #[arg(long)]
    deterministic: bool,
    /// A scripted actions file: `09:12 ttl 120` or `12 ttl 120` per line.
    #[arg(long)]
    actions: Option<PathBuf>,
    /// How many minutes to run (default: the scenario's duration).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    minutes: Option<u32>,
    /// Write one JSON object per minute to FILE, or to standard output with `-`.
    #[arg(long, conflicts_with = "seeds")]
    trace: Option<String>,
    /// Write the live chart (last 60 minutes) and the run chart as PNGs into DIR.
    #[arg(long, conflicts_with = "seeds")]
    charts: Option<PathBuf>,
    /// Language of the charts: en-US, fy, ru or so.
    #[arg(long, default_value = "en-US")]
    locale: String,
    /// Threads for --seeds (default: every core).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    threads: Option<u32>,
}

fn parse_seed_range(text: &str) -> Result<RangeInclusive<u32>, String> {
    let (a, b) = text
        .split_once("..")
        .ok_or_else(|| format!("`{text}` is not a range A..B"))?;
    let b = b.strip_prefix('=').unwrap_or(b);
    let parse = |s: &str| {
        s.trim()
            .parse::<u32>()
            .map_err(|_| format!("`{s}` is not a seed (0–4294967295)"))
    };
    let (a, b) = (parse(a)?, parse(b)?);
    if a > b {
        return Err(format!("the range {a}..{b} is empty"));
    }
    Ok(a..=b)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Commands::Simulate(args) => simulate(args),
        Commands::Play(args) => play(args),
        Commands::Bot(args) => bot(args),
        Commands::Scenarios { command: None } => list_scenarios(),
        Commands::Scenarios {
            command: Some(ScenariosCommand::Check { file }),
        } => check_scenario(&file),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// A replay file's drill: its scenario (checked against the hash it was played on), seed,
/// minutes and actions.
fn load_replay(path: &Path) -> Result<(Scenario, Replay)> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the replay file {}", path.display()))?;
    let replay = Replay::parse(&path.display().to_string(), &text)?;
    let scenario = Scenario::load(&replay.scenario)?;
    replay.check(&scenario)?;
    Ok((scenario, replay))
}

fn simulate(args: SimulateArgs) -> Result<ExitCode> {
    let replay = args.replay.as_deref().map(load_replay).transpose()?;
    let scenario = match &replay {
        Some((scenario, _)) => scenario.clone(),
        None => Scenario::load(&args.scenario)?,
    };
    let replay = replay.map(|(_, replay)| replay);
    let minutes = match &replay {
        Some(replay) => replay.minutes,
        None => args.minutes.unwrap_or(scenario.setup.duration_min),
    };
    let script = match (&replay, &args.actions) {
        (Some(replay), _) => replay.script(),
        (None, Some(path)) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the actions file {}", path.display()))?;
            script::parse(
                &path.display().to_string(),
                &text,
                scenario.setup.start_clock_min,
                minutes,
            )?
        }
        (None, None) => Vec::new(),
    };
    let deterministic = replay
        .as_ref()
        .map_or(args.deterministic, |r| r.deterministic);
    let plan = RunPlan {
        setup: &scenario.setup,
        deterministic,
        script: &script,
        minutes,
    };
    let noise = if deterministic { "off" } else { "on" };

    if let Some(seeds) = args.seeds {
        let threads = args
            .threads
            .map_or_else(oncall_drill::par::cores, |t| t as usize);
        let runs = u64::from(seeds.end() - seeds.start()) + 1;
        let summaries = plan
            .sweep(seeds.clone(), threads)
            .map_err(anyhow::Error::msg)?;
        println!(
            "scenario {} · seeds {}..{} ({runs} runs) · {minutes} min · noise {noise}",
            scenario.id,
            seeds.start(),
            seeds.end()
        );
        print!("{}", format_sweep(&summaries));
        return Ok(ExitCode::SUCCESS);
    }

    let seed = match &replay {
        Some(replay) => replay.seed,
        None => args.seed.unwrap_or_else(drill::random_seed),
    };
    let header = format!(
        "scenario {} · seed {seed} · {minutes} min · noise {noise}",
        scenario.id
    );
    let summary = match args.trace.as_deref() {
        Some("-") => {
            let stdout = io::stdout();
            let mut out = BufWriter::new(stdout.lock());
            let summary = plan.run_traced(seed, Some(&mut out))?;
            eprintln!("{header}");
            eprint!("{}", format_summary(&summary));
            return Ok(ExitCode::SUCCESS);
        }
        Some(path) => {
            let file = File::create(path)
                .with_context(|| format!("cannot create the trace file {path}"))?;
            let mut out = BufWriter::new(file);
            plan.run_traced(seed, Some(&mut out))
                .with_context(|| format!("cannot write the trace file {path}"))?
        }
        None => plan.run(seed),
    };
    let mut stdout = io::stdout().lock();
    writeln!(stdout, "{header}")?;
    write!(stdout, "{}", format_summary(&summary))?;
    if let Some(dir) = &args.charts {
        for path in write_charts(dir, &scenario, seed, &plan, &args.locale)? {
            writeln!(stdout, "{}", path.display())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Renders the live and the run chart of one run into `dir`; returns their paths.
fn write_charts(
    dir: &Path,
    scenario: &Scenario,
    seed: u32,
    plan: &RunPlan,
    locale: &str,
) -> Result<Vec<PathBuf>> {
    let l = Localizer::negotiated(locale);
    let (records, _) = oncall_drill::model::run(
        plan.setup,
        seed,
        plan.deterministic,
        plan.script,
        plan.minutes,
    );
    let timeline =
        oncall_drill::model::Simulation::new(plan.setup, seed, plan.deterministic).timeline();
    let log: Vec<LoggedAction> = plan
        .script
        .iter()
        .enumerate()
        .map(|(seq, s)| LoggedAction {
            seq: seq as u32,
            minute: s.minute,
            author: Author {
                id: "script".into(),
                name: "script".into(),
            },
            action: s.action,
            received_at_ms: 0,
        })
        .collect();
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut paths = Vec::new();
    for (live, kind) in [(true, "live"), (false, "run")] {
        let png = charts::render(&l, &scenario.title_id, &records, &log, &timeline, live)
            .context("the chart could not be drawn")?;
        let path = dir.join(format!("{}-{}-{kind}.png", scenario.id, l.lang()));
        std::fs::write(&path, png).with_context(|| format!("cannot write {}", path.display()))?;
        paths.push(path);
    }
    Ok(paths)
}

/// Whether logs may carry colour: only to a terminal, and never with `NO_COLOR` set to
/// anything non-empty (<https://no-color.org>).
fn log_colours(stderr_is_terminal: bool, no_color: Option<std::ffi::OsString>) -> bool {
    stderr_is_terminal && no_color.is_none_or(|v| v.is_empty())
}

/// Logs go to standard error (standard output is the program's own output), plain text
/// unless a person is watching a colour terminal. `RUST_LOG` overrides `default_filter`.
fn init_logging(default_filter: &str) {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_filter));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_writer(io::stderr)
        .with_ansi(log_colours(
            io::stderr().is_terminal(),
            std::env::var_os("NO_COLOR"),
        ))
        .init();
}

fn bot(args: BotArgs) -> Result<ExitCode> {
    init_logging("info,serenity=warn,tracing::span=warn");
    let config = match BotConfig::load(args.config.as_deref(), args.db.as_deref(), |name| {
        std::env::var(name).ok()
    }) {
        Ok(config) => config,
        Err(ConfigError::NoToken) => {
            eprintln!("{}", Localizer::new(Locale::EnUs).text("bot-no-token"));
            return Ok(ExitCode::from(2));
        }
        Err(err) => return Err(err.into()),
    };
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
    let locale = args.locale.as_deref().map(|wanted| {
        let found = negotiate(wanted);
        if !wanted.eq_ignore_ascii_case(found.code()) {
            eprintln!("locale `{wanted}` is not available; using {found}");
        }
        found
    });
    let options = PlayOptions {
        scenario: args.scenario,
        seed: args.seed,
        pace: args.pace,
        locale,
        db: drill::resolve_db_path(args.db.as_deref(), |name| std::env::var(name).ok(), None),
        resume: args.resume,
        deterministic: args.deterministic,
        trace: args.trace,
        charts: args.charts,
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let result = runtime.block_on(oncall_drill::terminal::play(options));
    // The prompt's reader thread may still wait for a line: do not wait for it.
    runtime.shutdown_background();
    result?;
    Ok(ExitCode::SUCCESS)
}

fn list_scenarios() -> Result<ExitCode> {
    let en = Localizer::new(Locale::EnUs);
    for scenario in Scenario::all_builtin()? {
        println!("{:<12} {}", scenario.id, en.text(&scenario.title_id));
    }
    Ok(ExitCode::SUCCESS)
}

fn check_scenario(path: &Path) -> Result<ExitCode> {
    let scenario = match Scenario::from_file(path) {
        Ok(scenario) => scenario,
        Err(err) => {
            println!("{err}");
            return Ok(ExitCode::FAILURE);
        }
    };
    let en = Localizer::new(Locale::EnUs);
    let mut missing = Vec::new();
    for (field, id) in [
        ("title", &scenario.title_id),
        ("briefing", &scenario.briefing_id),
    ] {
        if !en.has(id) {
            missing.push(format!(
                "{}: field `{field}`: no message `{id}` in locales/en-US",
                path.display()
            ));
        }
    }
    if !missing.is_empty() {
        for line in missing {
            println!("{line}");
        }
        return Ok(ExitCode::FAILURE);
    }
    println!(
        "{}: ok ({} · {} min)",
        path.display(),
        scenario.id,
        scenario.setup.duration_min
    );
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::log_colours;

    #[test]
    fn logs_are_coloured_only_for_a_terminal_without_no_color() {
        assert!(log_colours(true, None));
        assert!(
            log_colours(true, Some("".into())),
            "an empty NO_COLOR does not count"
        );
        assert!(!log_colours(true, Some("1".into())));
        assert!(
            !log_colours(false, None),
            "a pipe or a file gets plain text"
        );
        assert!(!log_colours(false, Some("1".into())));
    }
}
