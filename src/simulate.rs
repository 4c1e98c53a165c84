//! The engine behind `oncall-drill simulate`: one run with its JSON-lines trace and
//! summary, or a sweep over many seeds (spread over the cores) reduced to p10 / median /
//! p90 of each summary figure.

use std::io::{self, Write};
use std::ops::RangeInclusive;

use crate::drill::trace::write_trace_line;
use crate::model::{run_with, ScheduledAction, Setup, Summary};

/// Everything a run needs besides the seed.
#[derive(Debug, Clone)]
pub struct RunPlan<'a> {
    pub setup: &'a Setup,
    pub deterministic: bool,
    pub script: &'a [ScheduledAction],
    pub minutes: u32,
}

impl RunPlan<'_> {
    /// One run, each minute written to `trace` as one JSON object per line.
    pub fn run_traced(&self, seed: u32, trace: Option<&mut dyn Write>) -> io::Result<Summary> {
        let Some(out) = trace else {
            return Ok(self.run(seed));
        };
        let mut failure = None;
        let summary = run_with(
            self.setup,
            seed,
            self.deterministic,
            self.script,
            self.minutes,
            |record| {
                if failure.is_none() {
                    if let Err(err) = write_trace_line(out, record) {
                        failure = Some(err);
                    }
                }
            },
        );
        out.flush()?;
        failure.map_or(Ok(summary), Err)
    }

    pub fn run(&self, seed: u32) -> Summary {
        run_with(
            self.setup,
            seed,
            self.deterministic,
            self.script,
            self.minutes,
            |_| {},
        )
    }

    /// Summaries of every seed in the range, in seed order, computed on `threads` threads.
    /// A run that panics is an error naming its seed.
    pub fn sweep(
        &self,
        seeds: RangeInclusive<u32>,
        threads: usize,
    ) -> Result<Vec<Summary>, String> {
        let seeds: Vec<u32> = seeds.collect();
        crate::par::par_map(&seeds, threads, |&seed| self.run(seed))
            .into_iter()
            .zip(&seeds)
            .map(|(result, seed)| result.map_err(|panic| format!("seed {seed}: {panic}")))
            .collect()
    }
}

/// The summary figures, named as the summary prints them.
pub const FIGURES: [&str; 7] = [
    "budget_used",
    "peak_burn_1h",
    "max_p99_s",
    "total_cost_usd",
    "dropped_share",
    "error_share",
    "minutes_paging",
];

fn figure(summary: &Summary, name: &str) -> f64 {
    match name {
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

pub fn spread(summaries: &[Summary], name: &str) -> Spread {
    let mut values: Vec<f64> = summaries.iter().map(|s| figure(s, name)).collect();
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
        _ => format!("{value:.0}"),
    }
}

/// The human summary of one run.
pub fn format_summary(summary: &Summary) -> String {
    let mut text = String::new();
    for name in FIGURES {
        text.push_str(&format!(
            "{name:<16} {}\n",
            show_figure(name, figure(summary, name))
        ));
    }
    text.push_str(&format!(
        "{:<16} {}\n",
        "budget_left",
        show_figure("budget_used", summary.budget_remaining)
    ));
    text
}

/// The distribution table of a sweep.
pub fn format_sweep(summaries: &[Summary]) -> String {
    let mut text = format!(
        "{:<16} {:>12} {:>12} {:>12}\n",
        "figure", "p10", "median", "p90"
    );
    for name in FIGURES {
        let s = spread(summaries, name);
        text.push_str(&format!(
            "{name:<16} {:>12} {:>12} {:>12}\n",
            show_figure(name, s.p10),
            show_figure(name, s.median),
            show_figure(name, s.p90)
        ));
    }
    text
}
