//! How `play`'s loop ends: leaving a drill to resume later, waiting for an ended drill's
//! debrief, running a piped script's drill to its end, and keeping an ended drill's web
//! page up until the player is done with it.

use anyhow::{anyhow, Result};
use tokio::sync::mpsc::UnboundedReceiver;

use crate::drill::{DrillHandle, HostEvent, MAX_ADVANCE};
use crate::model::{IncidentState, Pace, Place};

use super::interrupt::{Either, Interrupt};
use super::output::Screen;
use super::player;
use super::prompt::Input;
use super::Exit;

/// Keeps an ended drill's page up (its debrief and run chart) until the player presses
/// Enter (the caller hears Ctrl-C); a piped script's end does not wait.
pub(super) async fn linger(
    handle: &DrillHandle,
    lines: &mut UnboundedReceiver<Input>,
    screen: &mut Screen,
) {
    let ended = handle
        .snapshot(&Place::terminal())
        .await
        .is_ok_and(|s| !s.state.is_live());
    if !ended {
        return;
    }
    let text = screen.localizer().text("web-linger");
    screen.print(&text);
    let _ = lines.recv().await;
}

/// Leaves the drill as it stands, once everything it was told is saved: `play --resume`
/// continues a drill still live (an ended one has nothing to continue).
pub(super) async fn leave(handle: &DrillHandle, screen: &mut Screen) -> Result<Exit> {
    // The driver answers in order, after the writes of every earlier request.
    let live = handle
        .snapshot(&Place::terminal())
        .await
        .is_ok_and(|s| s.state.is_live());
    if live {
        let text = screen.quit_text();
        screen.print(&text);
    }
    Ok(Exit::Interrupted)
}

/// Whether the terminal's drill has ended (its debrief is on its way).
pub(super) async fn ended(handle: &DrillHandle) -> bool {
    handle
        .snapshot(&Place::terminal())
        .await
        .is_ok_and(|s| !s.state.is_live())
}

/// Shows the events of an ended drill until its debrief (computed on the blocking pool,
/// it comes after the answer that ended the drill), unless Ctrl-C comes first.
pub(super) async fn await_debrief(
    screen: &mut Screen,
    events: &mut UnboundedReceiver<HostEvent>,
    interrupt: &mut Interrupt,
) -> Result<Exit> {
    let place = Place::terminal();
    loop {
        match interrupt.or(events.recv()).await {
            Either::Interrupted => return Ok(Exit::Interrupted),
            Either::Done(None) => return Ok(Exit::Done),
            Either::Done(Some(event)) => {
                if event.place == place && !screen.event(&event)? {
                    return Ok(Exit::Done);
                }
            }
        }
    }
}

/// Runs the terminal's drill to its end at its pace (a turn-based one advances by itself,
/// a paused one resumes), showing every event, until the debrief; Ctrl-C leaves at once,
/// the drill saved as it stands.
pub(super) async fn run_to_end(
    handle: &DrillHandle,
    screen: &mut Screen,
    events: &mut UnboundedReceiver<HostEvent>,
    pace: Pace,
    interrupt: &mut Interrupt,
) -> Result<Exit> {
    let place = Place::terminal();
    let live = || async {
        handle
            .snapshot(&place)
            .await
            .is_ok_and(|s| s.state.is_live())
    };
    if handle
        .snapshot(&place)
        .await
        .is_ok_and(|s| s.state == IncidentState::Paused)
    {
        let who = player(screen.localizer());
        handle
            .resume(&place, who)
            .await
            .map_err(|e| anyhow!(e.localize(screen.localizer())))?;
    }
    loop {
        if pace == Pace::Turns {
            // The end shows as an event; the answer adds nothing.
            if let Either::Interrupted = interrupt.or(handle.advance(&place, MAX_ADVANCE)).await {
                return leave(handle, screen).await;
            }
            while let Ok(event) = events.try_recv() {
                if event.place == place && !screen.event(&event)? {
                    return Ok(Exit::Done);
                }
            }
            if !live().await {
                return await_debrief(screen, events, interrupt).await;
            }
        } else {
            match interrupt.or(events.recv()).await {
                Either::Interrupted => return leave(handle, screen).await,
                Either::Done(Some(event)) if event.place == place => {
                    if !screen.event(&event)? {
                        return Ok(Exit::Done);
                    }
                }
                Either::Done(Some(_)) => {}
                Either::Done(None) => return Ok(Exit::Done),
            }
        }
    }
}
