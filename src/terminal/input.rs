//! What the player types: the prompt's grammar (the drill's own commands, then the shared
//! action grammar) and what each line does through the drill handle. A drill command with
//! words it does not take is refused by its name, and an unknown word is answered with the
//! command it most likely meant. At a terminal `stop` asks first; a piped script stops at
//! once.

use anyhow::Result;

use crate::drill::{DrillError, DrillHandle, Failure, Intent, MAX_ADVANCE};
use crate::i18n::why::why_text;
use crate::i18n::{messages, Localizer};
use crate::model::why::explain;
use crate::model::{Action, ActionError, Pace, Place};

use super::commands::{self, DrillCommand};
use super::help;
use super::output::{full_dashboard, ChartKind, Screen};
use super::player;

/// What a line typed at the prompt asks for.
enum Typed {
    Nothing,
    /// The short help, or the whole text on one command or topic.
    Help(Option<String>),
    Model,
    Status,
    /// The coach: the current minute explained (`/why` in Discord).
    Why,
    Chart,
    Pause,
    Resume,
    Stop,
    Quit,
    Advance(u32),
    /// Take a turn-based drill back this many minutes.
    Rewind(u32),
    /// Write the report and the replay file under this name.
    Export(String),
    /// A stakeholder update (`/update` in Discord), scored as in Discord.
    Update(String),
    /// A new pace for the drill (`/incident pace` in Discord).
    Pace(Pace),
    Act(Action),
    /// The game master's hidden view (`play --gm`, issue 30).
    GameMaster,
}

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

fn parse_line(l: &Localizer, line: &str) -> Result<Typed, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Ok(Typed::Nothing);
    };
    // Only the game master's: not in the players' table of commands.
    if first.trim_start_matches('/').eq_ignore_ascii_case("gm") && words.len() == 1 {
        return Ok(Typed::GameMaster);
    }
    let Some(command) = DrillCommand::typed(first) else {
        return Action::parse(line).map(Typed::Act).map_err(|e| match e {
            ActionError::UnknownCommand(typed) => unknown_command(l, &typed),
            other => messages::action_error(l, &other),
        });
    };
    let argument = words.get(1).copied();
    let simple = match command {
        DrillCommand::Model => Some(Typed::Model),
        DrillCommand::Status => Some(Typed::Status),
        DrillCommand::Why => Some(Typed::Why),
        DrillCommand::Chart => Some(Typed::Chart),
        DrillCommand::Pause => Some(Typed::Pause),
        DrillCommand::Resume => Some(Typed::Resume),
        DrillCommand::Stop => Some(Typed::Stop),
        DrillCommand::Quit => Some(Typed::Quit),
        _ => None,
    };
    if let Some(typed) = simple {
        // `status please`: the command is named, and what it takes.
        return match argument {
            None => Ok(typed),
            Some(_) => Err(l.tr(
                "error-unexpected-argument",
                &[
                    ("command", words[0].into()),
                    ("extra", words[1..].join(" ").into()),
                    ("usage", command.words()[0].into()),
                ],
            )),
        };
    }
    Ok(match (command, words.len()) {
        (DrillCommand::Help, 1) => Typed::Help(None),
        (DrillCommand::Help, _) => Typed::Help(Some(words[1..].join(" "))),
        (DrillCommand::Advance, 1) => Typed::Advance(1),
        // Without a number: the engine's range message says how far back it can go.
        (DrillCommand::Rewind, 1) => Typed::Rewind(0),
        (DrillCommand::Export, 2) => Typed::Export(words[1].to_string()),
        (DrillCommand::Export, _) => return Err(l.text("play-export-usage")),
        (DrillCommand::Update, _) => {
            // The text as typed, after the command word.
            let text = line.trim_start().split_once(char::is_whitespace);
            Typed::Update(text.map_or("", |(_, rest)| rest).trim().to_string())
        }
        (DrillCommand::Pace, 2) => match words[1].parse() {
            Ok(pace) => Typed::Pace(pace),
            Err(_) => return Err(l.text("play-pace-usage")),
        },
        (DrillCommand::Pace, _) => return Err(l.text("play-pace-usage")),
        (DrillCommand::Rewind, 2) => match words[1].parse() {
            Ok(n) => Typed::Rewind(n),
            // The engine says the range (it knows how far back the drill can go).
            Err(_) => Typed::Rewind(0),
        },
        (DrillCommand::Rewind, _) => Typed::Rewind(0),
        (DrillCommand::Advance, 2) => match words[1].parse() {
            Ok(n) => Typed::Advance(n),
            Err(_) => return Err(advance_range(l)),
        },
        (DrillCommand::Advance, _) => return Err(advance_range(l)),
        // The commands without an argument were answered above.
        (_, _) => Typed::Nothing,
    })
}

fn advance_range(l: &Localizer) -> String {
    l.tr(
        "error-advance-range",
        &[("min", 1.into()), ("max", MAX_ADVANCE.into())],
    )
}

/// A word that is neither a control nor a drill command: the one it most likely meant, or
/// where the commands are listed.
fn unknown_command(l: &Localizer, typed: &str) -> String {
    match commands::closest(typed) {
        Some(meant) => l.tr(
            "play-did-you-mean",
            &[("command", typed.into()), ("suggestion", meant.into())],
        ),
        None => l.tr("play-unknown-command", &[("command", typed.into())]),
    }
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
