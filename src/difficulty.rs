//! How hard a scenario is: over a range of seeds, the error budget that doing nothing and
//! that the built-in expert burn (p10, median, p90), their median scores, and — when asked
//! for, it takes a search per seed — the median score of the best plan a team could have
//! found by reacting (`simulate --policy best`: hindsight of how the events unfold, no
//! action for an unannounced one before the dashboard shows it; the ceiling). Pure: runs of
//! the model spread over threads (the same numbers on any number of them), no clock, no
//! I/O. [`Difficulty`]'s `Display` is one row of a Markdown table under
//! [`Difficulty::MARKDOWN_HEADER`]; [`markdown_table`] writes the whole table.

use std::fmt;
use std::ops::RangeInclusive;

use crate::headless::{spread, Responder, RunOutcome, RunPlan, Spread};
use crate::scenario::Scenario;

/// One player's runs over the seeds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerRuns {
    /// Share of the month's error budget burned (`budget_used`, 0.05 = 5 % of the month):
    /// p10, median and p90 over the seeds (nearest rank).
    pub budget_burned: Spread,
    /// The median score (0–100).
    pub median_score: f64,
}

impl PlayerRuns {
    fn of(outcomes: &[RunOutcome]) -> PlayerRuns {
        PlayerRuns {
            budget_burned: spread(outcomes, "budget_used"),
            median_score: spread(outcomes, "score").median,
        }
    }
}

/// A scenario's difficulty over a range of seeds.
#[derive(Debug, Clone, PartialEq)]
pub struct Difficulty {
    pub scenario: String,
    pub seeds: RangeInclusive<u32>,
    /// Share of the month's budget left at the start (0–1).
    pub budget_at_start: f64,
    pub no_action: PlayerRuns,
    pub expert: PlayerRuns,
    /// The median score of the best plan a team could have found by reacting, when computed.
    pub best_median_score: Option<f64>,
}

/// Whether the difficulty includes the best plan's column (a search per seed: minutes
/// for the whole table in a release build).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BestColumn {
    Computed,
    Skipped,
}

impl Difficulty {
    /// The Markdown table's header and its alignment row, two lines.
    pub const MARKDOWN_HEADER: &'static str = "| scenario | budget at start | no action: burned p10 – median – p90 | no action: median score | expert: burned p10 – median – p90 | expert: median score | best plan (reacting): median score |\n|---|---:|---:|---:|---:|---:|---:|";

    /// The median budget burned as a share of the budget left at the start (1 = all of it);
    /// `(no action, expert)`.
    pub fn median_share_of_start(&self) -> (f64, f64) {
        let of_start = |burned: f64| {
            if self.budget_at_start > 0.0 {
                burned / self.budget_at_start
            } else {
                f64::INFINITY
            }
        };
        (
            of_start(self.no_action.budget_burned.median),
            of_start(self.expert.budget_burned.median),
        )
    }
}

/// How hard a scenario is in one word, from what doing nothing costs: the median budget it
/// burns as a share of the budget left at the start (see [`Level::of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// Doing nothing burns under 5 % of what is left: a drill to learn the controls.
    Calm,
    /// Under 25 %.
    Moderate,
    /// Under 75 %.
    Hard,
    /// 75 % or more: doing nothing all but empties the budget.
    Severe,
}

impl Level {
    /// The level of a difficulty row, from its no-action median share of the start.
    pub fn of(row: &Difficulty) -> Level {
        let (idle, _) = row.median_share_of_start();
        match idle {
            x if x < 0.05 => Level::Calm,
            x if x < 0.25 => Level::Moderate,
            x if x < 0.75 => Level::Hard,
            _ => Level::Severe,
        }
    }

    /// The Fluent message that names it.
    pub fn message_id(self) -> &'static str {
        match self {
            Level::Calm => "difficulty-calm",
            Level::Moderate => "difficulty-moderate",
            Level::Hard => "difficulty-hard",
            Level::Severe => "difficulty-severe",
        }
    }
}

/// A share of the month's budget as the table shows it: `8.74`.
fn percent(share: f64) -> String {
    format!("{:.2}", share * 100.0)
}

fn burned(s: &Spread) -> String {
    format!(
        "{} – {} – {} %",
        percent(s.p10),
        percent(s.median),
        percent(s.p90)
    )
}

impl fmt::Display for Difficulty {
    /// One Markdown table row: `| bad-deploy | 20.00 % | 8.73 – 8.74 – 8.75 % | 41.2 | … |`;
    /// the best plan's column is `—` when it was not computed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let best = self
            .best_median_score
            .map_or_else(|| "—".to_string(), |score| format!("{score:.1}"));
        write!(
            f,
            "| {} | {} % | {} | {:.1} | {} | {:.1} | {best} |",
            self.scenario,
            percent(self.budget_at_start),
            burned(&self.no_action.budget_burned),
            self.no_action.median_score,
            burned(&self.expert.budget_burned),
            self.expert.median_score
        )
    }
}

/// The difficulty of `scenario` over `seeds` (with arrival noise, the scenario's whole
/// duration), computed on `threads` threads. A run that panics is an error naming its
/// seed.
pub fn difficulty(
    scenario: &Scenario,
    seeds: RangeInclusive<u32>,
    threads: usize,
    best: BestColumn,
) -> Result<Difficulty, String> {
    let plan = |responder| RunPlan {
        setup: &scenario.setup,
        deterministic: false,
        responder,
        minutes: scenario.setup.duration_min,
    };
    let idle = plan(Responder::NoAction).sweep(seeds.clone(), threads)?;
    let expert = plan(Responder::Expert).sweep(seeds.clone(), threads)?;
    let best_median_score = match best {
        BestColumn::Computed => {
            let runs = plan(Responder::Best).sweep(seeds.clone(), threads)?;
            Some(spread(&runs, "score").median)
        }
        BestColumn::Skipped => None,
    };
    Ok(Difficulty {
        scenario: scenario.id.clone(),
        seeds,
        budget_at_start: scenario.setup.budget_left,
        no_action: PlayerRuns::of(&idle),
        expert: PlayerRuns::of(&expert),
        best_median_score,
    })
}

/// The whole Markdown table: the header, then one row per scenario, each line ending in a
/// newline.
pub fn markdown_table(rows: &[Difficulty]) -> String {
    let mut out = format!("{}\n", Difficulty::MARKDOWN_HEADER);
    for row in rows {
        out.push_str(&format!("{row}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_reads_as_markdown() {
        let spread = |p10, median, p90| Spread { p10, median, p90 };
        let row = Difficulty {
            scenario: "bad-deploy".into(),
            seeds: 1..=200,
            budget_at_start: 0.2,
            no_action: PlayerRuns {
                budget_burned: spread(0.0873, 0.0874, 0.0875),
                median_score: 41.24,
            },
            expert: PlayerRuns {
                budget_burned: spread(0.003, 0.004, 0.005),
                median_score: 88.0,
            },
            best_median_score: None,
        };
        assert_eq!(
            row.to_string(),
            "| bad-deploy | 20.00 % | 8.73 – 8.74 – 8.75 % | 41.2 | 0.30 – 0.40 – 0.50 % | 88.0 | — |"
        );
        let searched = Difficulty {
            best_median_score: Some(93.26),
            ..row.clone()
        };
        assert!(searched.to_string().ends_with("| 88.0 | 93.3 |"));
        let (idle, expert) = row.median_share_of_start();
        assert!((idle - 0.437).abs() < 1e-12 && (expert - 0.02).abs() < 1e-12);
        assert_eq!(Level::of(&row), Level::Hard, "0.0874 of 0.2 left: 44 %");
        let table = markdown_table(&[row]);
        assert_eq!(table.lines().count(), 3);
        assert!(table.starts_with("| scenario |"));
        let columns = |line: &str| line.matches('|').count();
        assert!(table.lines().all(|l| columns(l) == 8), "{table}");
    }

    #[test]
    fn the_table_is_the_same_on_any_number_of_threads() {
        let scenario = Scenario::builtin("bad-deploy").expect("built-in");
        let one = difficulty(&scenario, 1..=4, 1, BestColumn::Skipped).expect("no panic");
        let three = difficulty(&scenario, 1..=4, 3, BestColumn::Skipped).expect("no panic");
        assert_eq!(one, three);
        assert_eq!(one.budget_at_start, 0.2);
        assert!(one.expert.budget_burned.median < one.no_action.budget_burned.median);
    }
}
