//! `simulate --json`'s `action_log`: every action and stakeholder update of a run, in the
//! form an actions file takes back.

use serde_json::{json, Value};

use crate::i18n::reason::reason_text;
use crate::i18n::Localizer;
use crate::model::inject::GAME_MASTER;
use crate::model::team::UPDATE_WORD;
use crate::model::{Action, Setup};

use super::{ActionAuthor, Played};

/// Every inject, action and stakeholder update of a run in minute order (the game
/// master's injects of a minute first — `by: gm` —, then the actions), each `{minute, clock, action, by, reason}`: an update's `action` is `update
/// TEXT`; `by` names the author, `reason` is the policy's reason in `l`'s language (empty
/// for a script and an update). Its `minute action` pairs, written as an actions file,
/// replay the run to the same score.
pub fn action_log_json(l: &Localizer, setup: &Setup, played: &Played, by: ActionAuthor) -> Value {
    let entry_by = |minute: u32, action: String, by: &str, reason: String| {
        json!({
            "minute": minute,
            "clock": setup.clock_of(minute).to_string(),
            "action": action,
            "by": by,
            "reason": reason,
        })
    };
    let entry =
        |minute: u32, action: String, reason: String| entry_by(minute, action, by.id(), reason);
    // The game master's injects land first in their minute (issue 30).
    let injects = setup.injects.iter().map(|&(minute, inject)| {
        let action = Action::Inject(inject).to_string();
        (
            minute,
            0,
            entry_by(minute, action, GAME_MASTER, String::new()),
        )
    });
    let actions = played.log.iter().map(|logged| {
        let reason = reason_text(l, &logged.decision.reason);
        (
            logged.minute,
            1,
            entry(logged.minute, logged.decision.action.to_string(), reason),
        )
    });
    let updates = played.updates.iter().map(|u| {
        let action = format!("{UPDATE_WORD} {}", u.text);
        (u.minute, 2, entry(u.minute, action, String::new()))
    });
    let mut entries: Vec<(u32, u8, Value)> = injects.chain(actions).chain(updates).collect();
    // Stable: each kind keeps its order within a minute.
    entries.sort_by_key(|(minute, kind, _)| (*minute, *kind));
    entries.into_iter().map(|(_, _, entry)| entry).collect()
}
