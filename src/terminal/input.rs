//! What the player types: the prompt's grammar (drill commands, then the shared action
//! grammar) and what each line does through the drill handle.

use std::io::Write;

use anyhow::Result;

use crate::drill::DrillHandle;
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::{messages, Localizer};
use crate::model::Action;

use super::output::{save_chart, ChartFolder, ChartKind};
use super::{player, TERMINAL_CHANNEL};

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
                    &[("min", 1.into()), ("max", 60.into())],
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
    let typed = match parse_line(l, line) {
        Ok(typed) => typed,
        Err(message) => {
            writeln!(out, "{message}")?;
            return Ok(true);
        }
    };
    let result = match typed {
        Typed::Nothing => Ok(()),
        Typed::Chart => {
            match charts {
                Some(folder) => save_chart(l, handle, folder, ChartKind::LiveLatest, out).await?,
                None => writeln!(out, "{}", l.text("chart-off"))?,
            }
            Ok(())
        }
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
