//! `oncall-drill simulate`: a scenario run headless — scripted, played by a built-in
//! policy (`--policy none|expert|best`) or computed again from a replay file — with its summary
//! and score as text or one JSON object, its trace and charts; or a sweep over many seeds.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};

use oncall_drill::drill;
use oncall_drill::drill::charts::{self, View};
use oncall_drill::drill::replay::Replay;
use oncall_drill::headless::{
    action_log_json, format_summary, format_sweep, summary_json, sweep_json, Played, Responder,
    RunPlan,
};
use oncall_drill::headless::{lessons, review};
use oncall_drill::i18n::Localizer;
use oncall_drill::model::debrief;
use oncall_drill::model::ScheduledAction;
use oncall_drill::scenario::Scenario;
use oncall_drill::script;

/// A built-in policy that plays the run instead of a script.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PolicyArg {
    /// Nobody answers the incident.
    None,
    /// The built-in expert: a calm on-call engineer who sees only the dashboard.
    Expert,
    /// The best plan a team could have found by reacting: a search starting from the
    /// expert's plan that knows how the events unfold, but acts on an unannounced one only
    /// once the dashboard shows it. The ceiling a team could reach.
    Best,
}

/// What `--policy best` output says of itself, wherever it is shown.
const HINDSIGHT_NOTE: &str =
    "hindsight, by reacting: the best plan knows how the events unfold but \
     acts on an unannounced one only once the dashboard shows it; the ceiling a team could reach";

#[derive(Args)]
pub struct SimulateArgs {
    /// A built-in scenario id or a path to a scenario file.
    #[arg(long, default_value = "free-play")]
    scenario: String,
    /// Compute again the drill of a replay file (written by `play`'s `export` or the bot's
    /// `/incident export`): its scenario, seed, minutes and actions. The trace equals the
    /// drill's byte for byte; a scenario changed since is refused.
    #[arg(long, conflicts_with_all = ["seed", "seeds", "actions", "minutes", "deterministic", "policy"])]
    replay: Option<PathBuf>,
    /// Let a built-in policy play instead of a script: `none`, `expert`, or `best` (the best
    /// plan a team could have found by reacting, searched with hindsight: the ceiling). With
    /// `--actions`, the file may hold only the game master's `inject` lines, which the
    /// policy faces.
    #[arg(long, value_enum)]
    policy: Option<PolicyArg>,
    /// Print one JSON object (the summary, `score`, `score_parts`, `action_log` — every
    /// action with its minute, clock, author and reason —, the `review`'s numbers and the
    /// `events` of what happened, the `lessons` — what each decision cost — and the
    /// `expert_log` beside the run's; with --seeds, the distribution of every figure) instead
    /// of text.
    #[arg(long)]
    json: bool,
    /// Seed of the run (0–4294967295); random and printed when absent.
    #[arg(long, conflicts_with = "seeds")]
    seed: Option<u32>,
    /// Run every seed of an inclusive range `A..B` and print the distribution of the summary.
    #[arg(long, value_parser = parse_seed_range)]
    seeds: Option<RangeInclusive<u32>>,
    /// No arrival noise: the model uses λ itself.
    #[arg(long)]
    deterministic: bool,
    /// A scripted actions file: `09:12 ttl 120` or `12 ttl 120` per line, and stakeholder
    /// updates `09:20 update TEXT`.
    #[arg(long)]
    actions: Option<PathBuf>,
    /// How many minutes to run (default: the scenario's duration).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    minutes: Option<u32>,
    /// Write one JSON object per minute to FILE, or to standard output with `-`.
    #[arg(long, conflicts_with = "seeds")]
    trace: Option<String>,
    /// Write the live chart (last 60 minutes) and the run chart (the debrief's: what-if
    /// runs and the score's parts) as PNGs into DIR.
    #[arg(long, conflicts_with = "seeds")]
    charts: Option<PathBuf>,
    /// Language of the charts and of the reasons in `action_log`: en-US, fy, ru or so.
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

pub fn simulate(args: SimulateArgs) -> Result<ExitCode> {
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
        (Some(replay), _) => script::Script {
            actions: replay.script(),
            updates: replay.update_script(),
        },
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
        (None, None) => script::Script::default(),
    };
    let deterministic = replay
        .as_ref()
        .map_or(args.deterministic, |r| r.deterministic);
    // The game master's injects change the world every run faces (the policies' and the
    // what-ifs' too); the team's actions stay the script (issue 30).
    let world = scenario
        .setup
        .facing_injects(script.actions.iter().map(|s| (s.minute, &s.action)));
    let team: Vec<ScheduledAction> = (script.actions.iter())
        .filter(|s| !s.action.is_inject())
        .copied()
        .collect();
    if args.policy.is_some() && (!team.is_empty() || !script.updates.is_empty()) {
        anyhow::bail!(
            "with --policy, an actions file may hold only `inject` lines (the game master's): \
             the policy plays the team"
        );
    }
    let responder = match args.policy {
        Some(PolicyArg::None) => Responder::NoAction,
        Some(PolicyArg::Expert) => Responder::Expert,
        Some(PolicyArg::Best) => Responder::Best,
        None => Responder::Written {
            actions: &team,
            updates: &script.updates,
        },
    };
    let plan = RunPlan {
        setup: &world,
        deterministic,
        responder,
        minutes,
    };
    let noise = if deterministic { "off" } else { "on" };
    let played_by = match args.policy {
        Some(PolicyArg::None) => " · policy none".to_string(),
        Some(PolicyArg::Expert) => " · policy expert".to_string(),
        Some(PolicyArg::Best) => format!(" · policy best ({HINDSIGHT_NOTE})"),
        None => String::new(),
    };
    let hindsight = args.policy == Some(PolicyArg::Best);
    // The JSON object of a best plan says it too.
    let with_note = |mut value: serde_json::Value| {
        if hindsight {
            value["policy"] = "best".into();
            value["hindsight"] = HINDSIGHT_NOTE.into();
        }
        value
    };

    if let Some(seeds) = args.seeds {
        let threads = args
            .threads
            .map_or_else(oncall_drill::par::cores, |t| t as usize);
        let runs = u64::from(seeds.end() - seeds.start()) + 1;
        let outcomes = plan
            .sweep(seeds.clone(), threads)
            .map_err(anyhow::Error::msg)?;
        if args.json {
            let value = with_note(sweep_json(&scenario.id, &seeds, &plan, &outcomes));
            println!("{value}");
            return Ok(ExitCode::SUCCESS);
        }
        println!(
            "scenario {} · seeds {}..{} ({runs} runs) · {minutes} min · noise {noise}{played_by}",
            scenario.id,
            seeds.start(),
            seeds.end()
        );
        print!("{}", format_sweep(&outcomes));
        return Ok(ExitCode::SUCCESS);
    }

    let seed = match &replay {
        Some(replay) => replay.seed,
        None => args.seed.unwrap_or_else(drill::random_seed),
    };
    let header = format!(
        "scenario {} · seed {seed} · {minutes} min · noise {noise}{played_by}",
        scenario.id
    );
    let played = plan.play(seed);
    let outcome = played.outcome(plan.setup);
    let report = if args.json {
        let mut value = with_note(summary_json(&scenario.id, seed, &plan, &outcome));
        value["review"] = review::review_json(&plan, seed, &played);
        value["events"] = review::events_json(&plan, seed, &played);
        let l = Localizer::negotiated(&args.locale);
        value["action_log"] = action_log_json(&l, plan.setup, &played, responder.author());
        let (lessons, expert_log) = lessons::lessons_and_expert_json(&l, &plan, seed, &played);
        value["lessons"] = lessons;
        value["expert_log"] = expert_log;
        format!("{value}\n")
    } else {
        format!("{header}\n{}", format_summary(&outcome))
    };
    match args.trace.as_deref() {
        // The trace takes standard output; the summary goes to standard error.
        Some("-") => {
            let mut out = BufWriter::new(io::stdout().lock());
            played.write_trace(&mut out)?;
            eprint!("{report}");
            return Ok(ExitCode::SUCCESS);
        }
        Some(path) => {
            let file = File::create(path)
                .with_context(|| format!("cannot create the trace file {path}"))?;
            played
                .write_trace(&mut BufWriter::new(file))
                .with_context(|| format!("cannot write the trace file {path}"))?;
        }
        None => {}
    }
    let mut stdout = io::stdout().lock();
    write!(stdout, "{report}")?;
    if let Some(dir) = &args.charts {
        for path in write_charts(dir, &scenario, seed, &plan, &played, &args.locale)? {
            writeln!(stdout, "{}", path.display())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Renders the live and the run chart of one run into `dir`; returns their paths. The
/// run chart is the debrief's: the what-if runs' budgets (no action, the expert) over the
/// run's, and the score's parts of all three side by side.
fn write_charts(
    dir: &Path,
    scenario: &Scenario,
    seed: u32,
    plan: &RunPlan,
    played: &Played,
    locale: &str,
) -> Result<Vec<PathBuf>> {
    let l = Localizer::negotiated(locale);
    let records = &played.records;
    let timeline =
        oncall_drill::model::Simulation::new(plan.setup, seed, plan.deterministic).timeline();
    let log = oncall_drill::headless::review::logged(played, "script");
    // Scored as every run is: with the updates it posted.
    let updates = played.update_minutes();
    let debrief = debrief::debrief(debrief::Run {
        setup: plan.setup,
        seed,
        deterministic: plan.deterministic,
        records,
        log: &log,
        updates: Some(&updates),
        team: &[],
        judged: debrief::Judged::Ended,
    });
    let comparisons = charts::debrief_comparisons(&l, &debrief);
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut paths = Vec::new();
    for (view, kind) in [(View::Live, "live"), (View::Run, "run")] {
        let (compared, score) = match view {
            View::Run => (&comparisons[..], Some(&debrief.score)),
            _ => (&[][..], None),
        };
        let png = charts::render_view(
            &l, scenario, records, &log, &timeline, view, compared, score,
        )
        .context("the chart could not be drawn")?;
        let path = dir.join(format!("{}-{}-{kind}.png", scenario.id, l.lang()));
        std::fs::write(&path, png).with_context(|| format!("cannot write {}", path.display()))?;
        paths.push(path);
    }
    Ok(paths)
}
