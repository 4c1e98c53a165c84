//! What each line typed at the prompt does through the drill handle (the line read by the
//! drill's one line reader, [`crate::drill::command_line`], as the web page reads it). At
//! a terminal `stop` asks first; a piped script stops at once.

use anyhow::Result;

use crate::drill::command_line::{parse_line, Typed};
use crate::drill::{DrillError, DrillHandle, Failure, Intent};
use crate::i18n::messages;
use crate::i18n::why::why_text;
use crate::model::why::explain;
use crate::model::Place;

use super::commands;
use super::help;
use super::output::{full_dashboard, ChartKind, Screen};
use super::player;

/// What the prompt remembers between lines.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Session {
    /// Whether `stop` asks first (at a terminal, never in a pipe).
    pub(super) confirm_stop: bool,
    /// `stop` was typed and asked: the next line says whether.
    pub(super) stop_asked: bool,
}

/// What comes after a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    Continue,
    /// The drill moved on: once its minutes are shown, the full dashboard.
    Dashboard,
    Quit,
}

/// The answer to an inject or `gm` in a drill without a game master: how to run one.
async fn game_master_refused(handle: &DrillHandle, screen: &mut Screen) -> Result<Flow> {
    let scenario = match handle.snapshot(&Place::terminal()).await {
        Ok(snapshot) => snapshot.meta.scenario_ref.clone(),
        Err(_) => "SCENARIO".to_string(),
    };
    let text = screen.no_game_master_text(&scenario);
    screen.print(&text);
    Ok(Flow::Continue)
}

/// Handles one typed line.
pub(super) async fn handle_line(
    handle: &DrillHandle,
    screen: &mut Screen,
    session: &mut Session,
    line: &str,
) -> Result<Flow> {
    let l = screen.localizer().clone();
    let place = Place::terminal();
    let typed = match parse_line(&l, line) {
        Ok(typed) => typed,
        Err(message) => {
            session.stop_asked = false;
            screen.print(&message);
            return Ok(Flow::Continue);
        }
    };
    // `stop` at a terminal asks first: `stop` again ends the drill, anything else goes on.
    let asked = std::mem::take(&mut session.stop_asked);
    if matches!(typed, Typed::Stop) && session.confirm_stop && !asked {
        session.stop_asked = true;
        screen.print(&l.text("play-stop-confirm"));
        return Ok(Flow::Continue);
    }
    if asked && !matches!(typed, Typed::Stop) {
        screen.print(&l.text("play-stop-kept"));
    }
    let result = match typed {
        Typed::Nothing => Ok(()),
        Typed::Quit => {
            let text = screen.quit_text();
            screen.print(&text);
            return Ok(Flow::Quit);
        }
        Typed::Help(None) => {
            let text = help::short_help(&l, &screen.quit_text());
            screen.print(&text);
            Ok(())
        }
        Typed::Help(Some(topic)) => {
            let text = match help::detail(&l, &topic, &screen.quit_text()) {
                Some(text) => text,
                None => match commands::closest_in(&topic, help::help_words()) {
                    Some(meant) => l.tr(
                        "play-help-did-you-mean",
                        &[("topic", topic.into()), ("suggestion", meant.into())],
                    ),
                    None => l.tr("play-help-unknown", &[("topic", topic.into())]),
                },
            };
            screen.print(&text);
            Ok(())
        }
        Typed::Model => {
            let (relations, notes) = messages::model_explainer(&l);
            let mut text = format!("{}\n{}\n", l.text("model-title"), l.text("model-intro"));
            for (name, formula) in relations {
                text.push_str(&format!("  {name}: {formula}\n"));
            }
            for note in notes {
                text.push_str(&format!("  {note}\n"));
            }
            screen.print(&text);
            Ok(())
        }
        Typed::Chart => match handle.snapshot(&place).await {
            Ok(snapshot) => {
                screen.chart(&snapshot, ChartKind::Live)?;
                Ok(())
            }
            Err(err) => Err(err),
        },
        Typed::Status => handle
            .snapshot(&place)
            .await
            .map(|snapshot| screen.print(&full_dashboard(&l, &snapshot))),
        Typed::Why => handle.explain(&place).await.map(|snapshot| {
            if let Some(minute) = snapshot.history.last() {
                screen.print(&why_text(&l, minute, &explain(minute)));
            }
        }),
        // After the minutes' lines, the full dashboard of where the drill now stands.
        Typed::Advance(n) => match handle.advance(&place, n).await {
            Ok(_) => return Ok(Flow::Dashboard),
            // A timed drill moves by itself: say how to play it turn by turn.
            Err(Failure::Refused(DrillError::NotTurnBased(pace))) => {
                let pace = messages::pace_text(&l, pace);
                screen.print(&l.tr("play-advance-timed", &[("pace", pace.into())]));
                Ok(())
            }
            Err(err) => Err(err),
        },
        Typed::Update(text) => handle.update(&place, player(&l), text).await.map(|_| ()),
        Typed::Pace(pace) => handle.set_pace(&place, player(&l), pace).await,
        // What was taken back, then the dashboard of where the drill stands again.
        Typed::Rewind(n) => match handle.rewind(&place, player(&l), n).await {
            Ok(rewound) => {
                screen.print(&crate::i18n::rewind::rewound(
                    &l,
                    &player(&l).name,
                    rewound.minutes,
                    rewound.clock,
                    rewound.dropped,
                ));
                return Ok(Flow::Dashboard);
            }
            Err(err) => Err(err),
        },
        Typed::Export(name) => match handle.snapshot(&place).await {
            Ok(snapshot) => {
                let text = super::output::export(&l, &snapshot, &name)?;
                screen.print(&text);
                Ok(())
            }
            Err(err) => Err(err),
        },
        Typed::Pause => handle.pause(&place, player(&l)).await.map(|_| ()),
        Typed::Resume => handle.resume(&place, player(&l)).await.map(|_| ()),
        Typed::Stop => handle.stop(&place, player(&l)).await.map(|_| ()),
        // The players' actions are confirmed by the drill's event; the game master's
        // inject only here, to them.
        Typed::Act(action) => match handle
            .act(&place, player(&l), Intent::Exactly(action))
            .await
        {
            Ok(ack) if action.is_inject() => {
                let who = player(&l).name;
                let clock = ack.clock.to_string();
                screen.print(&format!(
                    "✔ {}",
                    messages::confirmation(&l, &who, action, &clock)
                ));
                Ok(())
            }
            Err(Failure::Refused(DrillError::NoGameMaster)) => {
                return game_master_refused(handle, screen).await;
            }
            other => other.map(|_| ()),
        },
        Typed::GameMaster => match handle.snapshot(&place).await {
            Ok(snapshot) if snapshot.meta.rules.game_master => {
                let lines = crate::drill::wording::hidden_view::hidden_view(&l, &snapshot);
                screen.print(&lines.join("\n"));
                Ok(())
            }
            Ok(_) => return game_master_refused(handle, screen).await,
            Err(err) => Err(err),
        },
    };
    if let Err(err) = result {
        screen.print(&err.localize(&l));
    }
    Ok(Flow::Continue)
}
