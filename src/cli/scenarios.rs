//! `oncall-drill scenarios`: the built-in scenarios, one line each within 80 columns (id,
//! duration, difficulty, title), and `scenarios check FILE`.

use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;

use oncall_drill::difficulty::{difficulty, BestColumn, Level};
use oncall_drill::i18n::{locale_from_environment, Localizer};
use oncall_drill::model::Locale;
use oncall_drill::scenario::Scenario;

/// The seeds the listing's difficulty is measured over: enough for the seeded events to
/// land at several times, few enough to list at once.
const LISTING_SEEDS: u32 = 5;
/// The widest line the listing prints.
const COLUMNS: usize = 80;

/// Lists the built-in scenarios in the environment's language ($LC_ALL, $LANG).
pub fn list() -> Result<ExitCode> {
    let l = Localizer::new(
        locale_from_environment(|name| std::env::var(name).ok()).unwrap_or(Locale::FALLBACK),
    );
    let scenarios = Scenario::all_builtin()?;
    let mut rows = Vec::new();
    for scenario in &scenarios {
        let seeds = 1..=LISTING_SEEDS;
        let row = difficulty(
            scenario,
            seeds,
            oncall_drill::par::cores(),
            BestColumn::Skipped,
        )
        .map_err(|err| anyhow::anyhow!("{}: {err}", scenario.id))?;
        rows.push((scenario, Level::of(&row)));
    }
    let cells: Vec<[String; 4]> = rows
        .iter()
        .map(|(scenario, level)| {
            [
                scenario.id.clone(),
                l.tr(
                    "scenarios-minutes",
                    &[("minutes", scenario.setup.duration_min.into())],
                ),
                l.text(level.message_id()),
                oncall_drill::i18n::scenario::title(&l, scenario),
            ]
        })
        .collect();
    for line in table(&cells) {
        println!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Left-aligned columns two spaces apart; the last (the title) is cut to fit [`COLUMNS`].
fn table(rows: &[[String; 4]]) -> Vec<String> {
    let width = |i: usize| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0);
    let widths = [width(0), width(1), width(2)];
    rows.iter()
        .map(|row| {
            let mut line = String::new();
            for (cell, w) in row.iter().zip(widths) {
                line.push_str(cell);
                line.push_str(&" ".repeat(w - cell.chars().count() + 2));
            }
            let room = COLUMNS.saturating_sub(line.chars().count());
            let title = &row[3];
            if title.chars().count() <= room {
                line.push_str(title);
            } else {
                line.extend(title.chars().take(room.saturating_sub(1)));
                line.push('…');
            }
            line
        })
        .collect()
}

/// Validates a scenario file and prints what is wrong with it.
pub fn check(path: &Path) -> Result<ExitCode> {
    let scenario = match Scenario::from_file(path) {
        Ok(scenario) => scenario,
        Err(err) => {
            println!("{err}");
            return Ok(ExitCode::FAILURE);
        }
    };
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
    use super::*;

    #[test]
    fn columns_line_up_and_long_titles_are_cut_at_80() {
        let row = |id: &str, title: &str| {
            [
                id.to_string(),
                "90 min".to_string(),
                "hard".to_string(),
                title.to_string(),
            ]
        };
        let lines = table(&[row("a", "Short"), row("longer-id", &"x".repeat(100))]);
        assert_eq!(lines[0], "a          90 min  hard  Short");
        assert_eq!(lines[1].chars().count(), 80);
        assert!(lines[1].ends_with("x…"));
    }
}
