//! The terminal's whole-screen texts: the full dashboard (under its header, with the
//! storage note) and the debrief, every section of the one debrief all front-ends tell
//! (`drill::wording::debrief`), as the player reads it at the end.

use crate::drill::wording::debrief::{debrief_words, Part};
use crate::drill::{Debriefed, Snapshot};
use crate::i18n::dashboard::{as_text, dashboard};
use crate::i18n::Localizer;

use crate::terminal::hints::Hints;

/// The full dashboard of a snapshot's last minute, under the header every dashboard has.
pub(in crate::terminal) fn full_dashboard(l: &Localizer, snapshot: &Snapshot) -> String {
    let Some(last) = snapshot.last() else {
        return String::new();
    };
    let title = crate::i18n::scenario::title(l, &snapshot.scenario);
    let header = l.tr(
        "dashboard-title",
        &[
            ("scenario", title.into()),
            ("clock", last.clock.to_string().into()),
        ],
    );
    let mut text = format!("── {header} ──\n{}", as_text(&dashboard(l, last)));
    if let Some(note) = crate::drill::wording::storage_note(l, snapshot) {
        text.push('\n');
        text.push_str(&note);
    }
    text
}

/// The debrief a drill ended with, every section of it (or, when its computation failed,
/// the numbers, the plain score and the line saying so): the drill's numbers under the
/// scenario's line, the score and its parts, then each section under its title, indented;
/// last, for a computed debrief, the command that plays the same conditions again.
pub(in crate::terminal) fn debriefed_text(
    l: &Localizer,
    hints: &Hints,
    snapshot: &Snapshot,
    debriefed: &Debriefed,
) -> String {
    let words = debrief_words(l, snapshot, debriefed);
    let mut lines = vec![words.title.clone()];
    for section in &words.sections {
        match section.part {
            Part::Numbers | Part::Missing => lines.extend(section.lines.iter().cloned()),
            Part::Score => {
                lines.push(section.title.clone());
                lines.extend(section.lines.iter().cloned());
            }
            _ => {
                lines.push(format!("{}:", section.title));
                lines.extend(section.lines.iter().map(|line| format!("  {line}")));
            }
        }
    }
    // The drill has ended: a seed kept secret is revealed beside the challenge.
    lines.extend(crate::i18n::seed::revealed_line(l, &snapshot.meta));
    if debriefed.detailed().is_some() {
        let again = hints.replay(&snapshot.scenario.id, snapshot.meta.seed);
        lines.push(l.tr("play-challenge", &[("command", again.into())]));
    }
    lines.join("\n")
}
