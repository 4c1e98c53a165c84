//! What the player types: the prompt's grammar (drill commands, then the shared action
//! grammar) and what each line does through the drill handle.

use std::io::Write;

use anyhow::Result;

use crate::drill::{DrillHandle, Intent, MAX_ADVANCE};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::{messages, Localizer};
use crate::model::{Action, Place};

use super::output::{save_chart, ChartFolder, ChartKind};
use super::player;

/// What a line typed at the prompt asks for.
enum Typed {
    Nothing,
    Help,
    Model,
    Status,
    Chart,
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
        (Some("chart"), 1) => Typed::Chart,
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
                    &[("min", 1.into()), ("max", MAX_ADVANCE.into())],
                ))
            }
        },
        _ => Typed::Act(Action::parse(line).map_err(|e| messages::action_error(l, &e))?),
    })
}

/// Handles one typed line; false when the player quits.
pub(super) async fn handle_line(
    l: &Localizer,
    handle: &DrillHandle,
    charts: Option<&mut ChartFolder>,
    line: &str,
    out: &mut impl Write,
) -> Result<bool> {
    let place = Place::terminal();
    let typed = match parse_line(l, line) {
        Ok(typed) => typed,
        Err(message) => {
            writeln!(out, "{message}")?;
            return Ok(true);
        }
    };
    let result = match typed {
        Typed::Nothing => Ok(()),
        Typed::Chart => match (charts, handle.snapshot(&place).await) {
            (Some(folder), Ok(snapshot)) => {
                save_chart(l, &snapshot, folder, ChartKind::Live, out)?;
                Ok(())
            }
            (None, _) => {
                writeln!(out, "{}", l.text("chart-off"))?;
                Ok(())
            }
            (_, Err(err)) => Err(err),
        },
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
        Typed::Status => match handle.snapshot(&place).await {
            Ok(snapshot) => {
                if let Some(last) = snapshot.last() {
                    writeln!(out, "{}", last.clock)?;
                    write!(out, "{}", as_text(&dashboard(l, last)))?;
                }
                Ok(())
            }
            Err(e) => Err(e),
        },
        Typed::Pause => handle.pause(&place, player()).await.map(|_| ()),
        Typed::Resume => handle.resume(&place, player()).await.map(|_| ()),
        Typed::Stop => handle.stop(&place, player()).await.map(|_| ()),
        Typed::Advance(n) => handle.advance(&place, n).await.map(|_| ()),
        Typed::Act(action) => handle
            .act(&place, player(), Intent::Exactly(action))
            .await
            .map(|_| ()),
    };
    if let Err(err) = result {
        writeln!(out, "{}", err.localize(l))?;
    }
    Ok(true)
}
