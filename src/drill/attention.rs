//! What a drill that needs attention says about itself, in the reader's language: shown
//! under its status (`/incident status`, `status` in `play`) while its minutes cannot be
//! stored.

use crate::i18n::Localizer;

use super::engine::Snapshot;

/// The warning of a drill whose minutes the store could not keep, if it has that trouble.
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
