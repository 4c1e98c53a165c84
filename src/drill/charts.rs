//! Charts of an incident in a locale: the words from Fluent, the markers from the team's
//! actions and the scenario's events, the pictures from [`crate::chart`].

use crate::i18n::Localizer;

use super::Snapshot;

pub fn live_png(_l: &Localizer, _snapshot: &Snapshot) -> Option<Vec<u8>> {
    None
}

pub fn run_png(_l: &Localizer, _snapshot: &Snapshot) -> Option<Vec<u8>> {
    None
}
