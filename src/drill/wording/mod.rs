//! The drill's words in the reader's language, one room for every front-end (the terminal
//! prints them, the bot posts them, the web page shows them): a refusal ([`refusal`]), the
//! team's events ([`team`]), the note of a drill whose minutes cannot be stored, the
//! debrief told section by section for every front-end ([`debrief`]) and the
//! post-incident report in Markdown ([`report`]); the game master's hidden view
//! ([`hidden_view`]).

pub mod debrief;
pub mod hidden_view;
pub mod progress;
pub mod refusal;
pub mod report;
pub mod team;

pub use refusal::scenario_error;
pub use team::team_event_text;

use crate::i18n::Localizer;

use super::engine::Snapshot;

/// The warning of a drill whose minutes the store could not keep, if it has that trouble:
/// shown under its status (`/incident status`, `status` in `play`).
pub fn storage_note(l: &Localizer, snapshot: &Snapshot) -> Option<String> {
    let trouble = snapshot.storage?;
    let clock = snapshot.scenario.setup.clock_of(trouble.since_minute);
    let args = [("clock", clock.to_string().into())];
    Some(if trouble.given_up {
        l.tr("drill-storage-given-up", &args)
    } else {
        l.tr("drill-storage-failing", &args)
    })
}
