//! The engine behind `oncall-drill simulate`: one run (scripted, or played by a built-in
//! policy) with its JSON-lines trace, summary and score, or a sweep over many seeds
//! (spread over the cores) reduced to p10 / median / p90 of each figure; as text or as one
//! JSON object.
//!
//! Every run is scored as a drill is ([`Played::outcome`]): with the stakeholder-update
//! part, counted from the updates the run posted — an actions file's `update` lines; the
//! built-in policies post none — so a run scores the same here as in `play`, Discord, the
//! web page and `report`.

use std::io::{self, Write};
use std::ops::RangeInclusive;

use serde_json::{json, Value};

mod action_log;
pub mod lessons;
pub mod review;

pub use action_log::action_log_json;

use crate::drill::trace::write_trace_line;
use crate::model::policy::{
    run_policy, Briefing, Decision, Expert, LoggedDecision, NoAction, Policy, Reason,
};
use crate::model::score::{score_with_updates, Coverage, Score};
use crate::model::search::best_after_expert;
use crate::model::team::ScheduledUpdate;
use crate::model::{run, MinuteRecord, ScheduledAction, Setup, Summary};

/// Who answers the incident in a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Responder<'a> {
    /// A script of actions at given minutes (empty: nobody), posting no update.
    Script(&'a [ScheduledAction]),
    /// An actions file: its actions and its stakeholder updates.
    Written {
        actions: &'a [ScheduledAction],
        updates: &'a [ScheduledUpdate],
    },
    /// The built-in policy that never acts.
    NoAction,
    /// The built-in expert, who sees only the dashboard.
    Expert,
    /// The best plan a team could have found by reacting ([`crate::model::search`]): it
    /// knows how the events unfold, but acts on an unannounced one only once the dashboard
    /// shows it — the ceiling a team could reach.
    Best,
}

impl Responder<'_> {
    /// Who wrote the run's actions, as `action_log` names them.
    pub fn author(self) -> ActionAuthor {
        match self {
            Responder::Expert => ActionAuthor::Expert,
            Responder::Best => ActionAuthor::Best,
            Responder::Script(_) | Responder::Written { .. } | Responder::NoAction => {
                ActionAuthor::Script
            }
        }
    }
}

/// The author of a run's actions in `action_log`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionAuthor {
    /// The built-in expert: each action carries its reason.
    Expert,
    /// The best plan found with hindsight (`--policy best`).
    Best,
    /// An actions file: no reasons.
    Script,
}

impl ActionAuthor {
    pub fn id(self) -> &'static str {
        match self {
            ActionAuthor::Expert => "expert",
            ActionAuthor::Best => "best",
            ActionAuthor::Script => "script",
        }
    }
}

/// Everything a run needs besides the seed.
#[derive(Debug, Clone)]
pub struct RunPlan<'a> {
    pub setup: &'a Setup,
    pub deterministic: bool,
    pub responder: Responder<'a>,
    pub minutes: u32,
}

/// What one run came to.
#[derive(Debug, Clone, PartialEq)]
pub struct RunOutcome {
    pub summary: Summary,
    pub score: Score,
    /// The actions taken (the script's, or the policy's).
    pub actions: usize,
}

/// A run's minutes and the actions taken in it.
#[derive(Debug, Clone)]
pub struct Played {
    pub records: Vec<MinuteRecord>,
    pub summary: Summary,
    pub actions: Vec<ScheduledAction>,
    /// The actions with their reasons ([`Reason::Scripted`] for a script), in order.
    pub log: Vec<LoggedDecision>,
    /// The stakeholder updates the run posted (an actions file's; none for a policy).
    pub updates: Vec<ScheduledUpdate>,
}

impl Played {
    /// The run's score, by the rule of every drill: the update part counts the alerting
    /// minutes at which the run's last update was overdue, so a run that posted none owes
    /// every one of them, as a silent team does.
    pub fn outcome(&self, setup: &Setup) -> RunOutcome {
        let updates = self.update_minutes();
        RunOutcome {
            summary: self.summary,
            score: score_with_updates(setup, &self.records, Some(&updates)),
            actions: self.actions.len(),
        }
    }

    /// The minutes of the run's stakeholder updates, for the score's update part.
    pub fn update_minutes(&self) -> Vec<u32> {
        self.updates.iter().map(|u| u.minute).collect()
    }

    /// Writes every minute to `out` as one JSON object per line.
    pub fn write_trace(&self, out: &mut dyn Write) -> io::Result<()> {
        for record in &self.records {
            write_trace_line(out, record)?;
        }
        out.flush()
    }
}

impl RunPlan<'_> {
    /// Plays a plan of actions fixed in advance (a script, the best plan): each logged
    /// without a reason.
    fn play_plan(
        &self,
        seed: u32,
        actions: Vec<ScheduledAction>,
        updates: Vec<ScheduledUpdate>,
    ) -> Played {
        let (records, summary) = run(self.setup, seed, self.deterministic, &actions, self.minutes);
        let log = actions
            .iter()
            .map(|s| LoggedDecision {
                minute: s.minute,
                decision: Decision::new(s.action, Reason::Scripted),
            })
            .collect();
        Played {
            records,
            summary,
            actions,
            log,
            updates,
        }
    }

    /// Plays the run of `seed`.
    pub fn play(&self, seed: u32) -> Played {
        let mut policy: Box<dyn Policy> = match self.responder {
            Responder::Script(script) => return self.play_plan(seed, script.to_vec(), Vec::new()),
            Responder::Written { actions, updates } => {
                return self.play_plan(seed, actions.to_vec(), updates.to_vec())
            }
            Responder::Best => {
                let best = best_after_expert(self.setup, seed, self.deterministic, self.minutes);
                return self.play_plan(seed, best.actions, Vec::new());
            }
            Responder::NoAction => Box::new(NoAction),
            Responder::Expert => Box::new(Expert::new(Briefing::of(self.setup))),
        };
        let played = run_policy(
            self.setup,
            seed,
            self.deterministic,
            policy.as_mut(),
            self.minutes,
        );
        Played {
            records: played.records,
            summary: played.summary,
            actions: played.actions,
            log: played.log,
            updates: Vec::new(),
        }
    }

    pub fn run(&self, seed: u32) -> RunOutcome {
        self.play(seed).outcome(self.setup)
    }

    /// Outcomes of every seed in the range, in seed order, computed on `threads` threads.
    /// A run that panics is an error naming its seed.
    pub fn sweep(
        &self,
        seeds: RangeInclusive<u32>,
        threads: usize,
    ) -> Result<Vec<RunOutcome>, String> {
        let seeds: Vec<u32> = seeds.collect();
        crate::par::par_map(&seeds, threads, |&seed| self.run(seed))
            .into_iter()
            .zip(&seeds)
            .map(|(result, seed)| result.map_err(|panic| format!("seed {seed}: {panic}")))
            .collect()
    }
}

/// The figures of a run, named as the summary prints them.
pub const FIGURES: [&str; 8] = [
    "score",
    "budget_used",
    "peak_burn_1h",
    "max_p99_s",
    "total_cost_usd",
    "dropped_share",
    "error_share",
    "minutes_paging",
];

fn figure(outcome: &RunOutcome, name: &str) -> f64 {
    let summary = &outcome.summary;
    match name {
        "score" => outcome.score.total,
        "budget_used" => summary.budget_used,
        "peak_burn_1h" => summary.peak_burn_1h,
        "max_p99_s" => summary.max_p99_s,
        "total_cost_usd" => summary.total_cost_usd,
        "dropped_share" => summary.dropped_share,
        "error_share" => summary.error_share,
        _ => f64::from(summary.minutes_paging),
    }
}

/// p10, median and p90 of one figure over many runs (nearest rank).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spread {
    pub p10: f64,
    pub median: f64,
    pub p90: f64,
}

pub fn spread(outcomes: &[RunOutcome], name: &str) -> Spread {
    let mut values: Vec<f64> = outcomes.iter().map(|o| figure(o, name)).collect();
    values.sort_by(f64::total_cmp);
    let rank = |p: f64| {
        let index = ((p * values.len() as f64).ceil() as usize).saturating_sub(1);
        values.get(index).copied().unwrap_or(f64::NAN)
    };
    Spread {
        p10: rank(0.1),
        median: rank(0.5),
        p90: rank(0.9),
    }
}

/// A figure as people read it: shares and budget in %, money in $, p99 in s.
pub fn show_figure(name: &str, value: f64) -> String {
    match name {
        "budget_used" | "dropped_share" | "error_share" => format!("{:.2} %", value * 100.0),
        "peak_burn_1h" => format!("{value:.1} ×"),
        "max_p99_s" => format!("{value:.3} s"),
        "total_cost_usd" => format!("{value:.2} $"),
        "score" => format!("{value:.1}"),
        _ => format!("{value:.0}"),
    }
}

/// The human summary of one run: every figure, the budget left, the score's parts.
pub fn format_summary(outcome: &RunOutcome) -> String {
    let mut text = String::new();
    for name in FIGURES {
        text.push_str(&format!(
            "{name:<22} {}\n",
            show_figure(name, figure(outcome, name))
        ));
    }
    text.push_str(&format!(
        "{:<22} {}\n",
        "budget_left",
        show_figure("budget_used", outcome.summary.budget_remaining)
    ));
    for part in outcome.score.parts() {
        text.push_str(&format!(
            "{:<22} -{:.1} of {:.0} (figure {:.4})\n",
            format!("score_{}", part.kind.id()),
            part.shown_points(),
            part.cap,
            part.raw
        ));
    }
    if let Coverage::Partial { minutes, of_min } = outcome.score.coverage {
        text.push_str(&format!(
            "{:<22} partial: {minutes} of {of_min} minutes\n",
            "score_coverage"
        ));
    }
    text
}

/// The distribution table of a sweep.
pub fn format_sweep(outcomes: &[RunOutcome]) -> String {
    let mut text = format!(
        "{:<16} {:>12} {:>12} {:>12}\n",
        "figure", "p10", "median", "p90"
    );
    for name in FIGURES {
        let s = spread(outcomes, name);
        text.push_str(&format!(
            "{name:<16} {:>12} {:>12} {:>12}\n",
            show_figure(name, s.p10),
            show_figure(name, s.median),
            show_figure(name, s.p90)
        ));
    }
    text
}

/// One run as one JSON object: what was run, the summary, the score and its parts.
pub fn summary_json(scenario: &str, seed: u32, plan: &RunPlan, outcome: &RunOutcome) -> Value {
    json!({
        "scenario": scenario,
        "seed": seed,
        "minutes": plan.minutes,
        "deterministic": plan.deterministic,
        "actions": outcome.actions,
        "summary": outcome.summary,
        "score": outcome.score.total,
        // A run shorter than its scenario (`--minutes`) is scored over its minutes alone.
        "score_partial": outcome.score.coverage.is_partial(),
        "score_parts": outcome.score.parts().iter().map(|p| (p.kind.id().to_string(), json!({
            // As shown: the parts add up to `score` (100 minus them).
            "points": p.shown_points(),
            "cap": p.cap,
            "figure": p.raw,
        }))).collect::<serde_json::Map<String, Value>>(),
    })
}

/// A sweep as one JSON object: the distribution of every figure.
pub fn sweep_json(
    scenario: &str,
    seeds: &RangeInclusive<u32>,
    plan: &RunPlan,
    outcomes: &[RunOutcome],
) -> Value {
    let figures: serde_json::Map<String, Value> = FIGURES
        .iter()
        .map(|name| {
            let s = spread(outcomes, name);
            (
                name.to_string(),
                json!({ "p10": s.p10, "median": s.median, "p90": s.p90 }),
            )
        })
        .collect();
    json!({
        "scenario": scenario,
        "seeds": [seeds.start(), seeds.end()],
        "runs": outcomes.len(),
        "minutes": plan.minutes,
        "deterministic": plan.deterministic,
        "figures": figures,
    })
}
