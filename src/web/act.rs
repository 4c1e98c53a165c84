//! What a control (or game-master) link's `POST /d/TOKEN/act` does: from the link's own
//! page only (see [`super::origin`]; anything else is refused with 403 before its body is
//! read), its body
//! `{"line": "floor 6"}` read within [`BODY_WAIT`], the line read by the prompt's own reader
//! ([`crate::drill::command_line`]: the drill's commands, else the shared action grammar;
//! the page carries out the controls, `advance [N]`, `pause`, `resume` and `stop`) and
//! submitted through the drill handle like any
//! front-end's request. The engine decides; this only words its answer. An inject is the
//! game master's: refused (403) on any other link, and on a game-master link submitted as
//! the game master's own action, as `play --gm` submits it (issue 30).

use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use futures_util::StreamExt;
use serde::Deserialize;

use crate::drill::command_line::{parse_line, Typed};
use crate::drill::{Failure, Intent};
use crate::i18n::{messages, Localizer};
use crate::model::inject::GAME_MASTER;
use crate::model::{Action, ActionError, Author, Place};

use super::answers::{
    closing, not_found, resolve, text, too_large, Shared, BODY_WAIT, MAX_ACTION_BYTES,
};
use super::hub::Hub;
use super::origin::{same_origin, sent_as_the_page_does};
use super::token::Access;

/// What the page posts.
#[derive(Debug, Deserialize)]
struct Posted {
    line: String,
}

/// `POST /d/TOKEN/act`: one line; on control links only, from their own page only.
pub(super) async fn act_route(
    State(shared): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let Some((_, link)) = resolve(&shared, &token).await else {
        return not_found(&headers);
    };
    let Some((place, locale, own_game_master)) = shared.hub.with_feed(link.incident, |feed| {
        let meta = &feed.snapshot.meta;
        let own = meta.rules.game_master.then(|| meta.started_by.clone());
        (meta.place.clone(), feed.snapshot.locale, own)
    }) else {
        return not_found(&headers);
    };
    // The page has no prompt: its answers name its buttons, not commands.
    let l = Localizer::new(locale).described();
    if !link.access.acts() {
        return text(StatusCode::FORBIDDEN, l.text("web-read-only-refused"));
    }
    if !same_origin(&headers, shared.public_origin.as_deref()) {
        return refused_unread(text(StatusCode::FORBIDDEN, l.text("web-cross-site")));
    }
    if !sent_as_the_page_does(&headers) {
        return refused_unread(text(StatusCode::FORBIDDEN, l.text("web-not-json")));
    }
    let body = match tokio::time::timeout(BODY_WAIT, read_body(body)).await {
        Err(_) => {
            let seconds = BODY_WAIT.as_secs();
            let said = l.tr("web-body-slow", &[("seconds", seconds.into())]);
            return refused_unread(text(StatusCode::REQUEST_TIMEOUT, said));
        }
        Ok(Read::TooLarge) => return too_large(&l),
        Ok(Read::Broken) => Vec::new(),
        Ok(Read::Whole(bytes)) => bytes,
    };
    let Ok(posted) = serde_json::from_slice::<Posted>(&body) else {
        return text(
            StatusCode::BAD_REQUEST,
            l.tr("web-not-text", &[("example", "floor 6".into())]),
        );
    };
    if game_masters_line(&posted.line) && !link.access.game_master() {
        return text(StatusCode::FORBIDDEN, l.text("web-gm-only"));
    }
    let who = match link.access {
        Access::GameMaster => game_master(&shared.hub.player, own_game_master),
        Access::Control | Access::ReadOnly => shared.hub.player.clone(),
    };
    match act(&shared.hub, &l, &place, &posted.line, who, link.access).await {
        Acted::Done(said) => text(StatusCode::OK, said),
        Acted::Unreadable(said) => text(StatusCode::BAD_REQUEST, said),
        Acted::Refused(said) => text(StatusCode::CONFLICT, said),
        Acted::Failed(said) => text(StatusCode::INTERNAL_SERVER_ERROR, said),
    }
}

/// Whether `line` is the game master's: an inject, well formed or not (the one action
/// grammar says which words are one).
fn game_masters_line(line: &str) -> bool {
    match Action::parse(line) {
        Ok(action) => action.is_inject(),
        Err(
            ActionError::UnknownInject(_)
            | ActionError::InjectSize { .. }
            | ActionError::InjectOutOfRange { .. },
        ) => true,
        Err(_) => false,
    }
}

/// Who acts from a game-master link: the drill's own game master (whoever started it with
/// one), named as the web's player when that is them (`play --gm --web`), else by the game
/// master's author name (a Discord drill's game master, whose member name the drill does
/// not keep); for a drill without one, whose link a member of the server's game-master
/// role asked for, the game master's author name alone.
fn game_master(player: &Author, own: Option<String>) -> Author {
    match own {
        Some(id) if player.id == id => player.clone(),
        Some(id) => Author {
            id,
            name: GAME_MASTER.to_string(),
        },
        None => Author {
            id: GAME_MASTER.to_string(),
            name: GAME_MASTER.to_string(),
        },
    }
}

/// An answer given with the request's body (or part of it) unread: the connection's last.
fn refused_unread(mut answer: Response) -> Response {
    closing(&mut answer);
    answer
}

/// A request's body as read.
enum Read {
    Whole(Vec<u8>),
    /// More than [`MAX_ACTION_BYTES`] (sent without a length, or more than announced).
    TooLarge,
    /// The client went away, or sent a broken body.
    Broken,
}

async fn read_body(body: Body) -> Read {
    let mut chunks = body.into_data_stream();
    let mut bytes = Vec::new();
    while let Some(chunk) = chunks.next().await {
        let Ok(chunk) = chunk else {
            return Read::Broken;
        };
        if bytes.len() + chunk.len() > MAX_ACTION_BYTES {
            return Read::TooLarge;
        }
        bytes.extend_from_slice(&chunk);
    }
    Read::Whole(bytes)
}

/// What a line typed on the page asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Line {
    Advance(u32),
    Pause,
    Resume,
    Stop,
    Act(Action),
}

/// How a line went, with what to tell the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Acted {
    Done(String),
    /// Not a line the prompt understands (400).
    Unreadable(String),
    /// The drill refused it (409).
    Refused(String),
    /// Something broke on our side (500).
    Failed(String),
}

/// The line as the drill's one line reader reads it (the prompt's reader): the page
/// carries out the controls and `advance`, `pause`, `resume`, `stop`; the prompt's other
/// commands are named as the prompt's.
fn parse(l: &Localizer, line: &str) -> Result<Line, String> {
    match parse_line(l, line)? {
        Typed::Act(action) => Ok(Line::Act(action)),
        Typed::Advance(minutes) => Ok(Line::Advance(minutes)),
        Typed::Pause => Ok(Line::Pause),
        Typed::Resume => Ok(Line::Resume),
        Typed::Stop => Ok(Line::Stop),
        Typed::Nothing => Err(messages::action_error(l, &ActionError::Empty)),
        Typed::Help(_)
        | Typed::Model
        | Typed::Status
        | Typed::Why
        | Typed::Chart
        | Typed::Quit
        | Typed::Rewind(_)
        | Typed::Export(_)
        | Typed::Update(_)
        | Typed::Pace(_)
        | Typed::GameMaster => {
            let command = line.split_whitespace().next().unwrap_or_default();
            Err(l.tr("error-command-at-prompt", &[("command", command.into())]))
        }
    }
}

/// `line` acted on by `who`: from a control link the player who started it (the
/// terminal's player), from a game-master link the game master.
pub(super) async fn act(
    hub: &Hub,
    l: &Localizer,
    place: &Place,
    line: &str,
    who: Author,
    access: Access,
) -> Acted {
    let line = match parse(l, line) {
        Ok(line) => line,
        Err(said) => return Acted::Unreadable(said),
    };
    let handle = &hub.handle;
    let result = match line {
        Line::Advance(n) => handle.advance(place, n).await.map(|advanced| {
            l.tr(
                "web-advanced",
                &[("clock", advanced.clock.to_string().into())],
            )
        }),
        Line::Pause => handle
            .pause(place, who.clone())
            .await
            .map(|clock| messages::who_at(l, "drill-paused", &who.name, &clock.to_string())),
        Line::Resume => handle
            .resume(place, who.clone())
            .await
            .map(|clock| messages::who_at(l, "drill-resumed", &who.name, &clock.to_string())),
        Line::Stop => handle.stop(place, who.clone()).await.map(|stopped| {
            messages::who_at(l, "drill-stopped", &who.name, &stopped.clock.to_string())
        }),
        Line::Act(action) => handle
            .act(place, who.clone(), intent(action, access))
            .await
            .map(|ack| messages::accepted_text(l, &who.name, ack.action, ack.clock, ack.note)),
    };
    match result {
        Ok(said) => Acted::Done(said),
        Err(Failure::Refused(refusal)) => Acted::Refused(refusal.localize(l)),
        Err(failure @ Failure::Host(_)) => Acted::Failed(failure.localize(l)),
    }
}

/// An inject from a game-master link goes as the game master's (the web vouches for the
/// link's holder, in a drill with a game master of its own or not); everything else as typed.
fn intent(action: Action, access: Access) -> Intent {
    match access {
        Access::GameMaster if action.is_inject() => Intent::ByGameMaster(action),
        _ => Intent::Exactly(action),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;

    #[test]
    fn lines_read_as_the_prompt_reads_them() {
        let l = Localizer::new(Locale::EnUs);
        assert_eq!(parse(&l, "advance"), Ok(Line::Advance(1)));
        assert_eq!(parse(&l, " advance 5 "), Ok(Line::Advance(5)));
        assert_eq!(parse(&l, "/pause"), Ok(Line::Pause));
        assert_eq!(parse(&l, "floor 6"), Ok(Line::Act(Action::Floor(6))));
        assert_eq!(
            parse(&l, "FEATURE off"),
            Ok(Line::Act(Action::Feature(false)))
        );
        assert!(parse(&l, "floor 99").is_err());
        assert!(parse(&l, "advance x").is_err());
        assert!(parse(&l, "").is_err());
        assert!(parse(&l, "drop table").is_err());
    }

    /// The prompt's reader, not a second one: a typo is answered with the word it meant,
    /// a drill command's stray words are refused by its name, and the prompt's other
    /// commands are named as the prompt's.
    #[test]
    fn the_page_reads_with_the_prompts_reader() {
        let l = Localizer::new(Locale::EnUs);
        let said = |line| parse(&l, line).expect_err(line);
        assert!(
            said("pasue").contains("did you mean “pause”"),
            "{}",
            said("pasue")
        );
        assert!(said("stop now").contains("stop"), "{}", said("stop now"));
        assert!(said("status").contains("prompt"), "{}", said("status"));
        assert!(
            said("Export run").contains("“Export”"),
            "{}",
            said("Export run")
        );
    }
}
