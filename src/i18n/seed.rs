//! How a drill names its seed in words (see [`crate::model::seed_secrecy`]): "seed 1234"
//! where it may be shown, "drill code K7F-3QX" while it is secret, and, at the end of a
//! drill whose seed was secret, the line that reveals it beside its code.

use crate::model::seed_secrecy::{self, SeedLabel};
use crate::model::IncidentMeta;

use super::Localizer;

/// "seed 1234" or "drill code K7F-3QX".
pub fn label(l: &Localizer, label: SeedLabel) -> String {
    match label {
        SeedLabel::Seed(seed) => l.tr("seed-label", &[("seed", seed.to_string().into())]),
        SeedLabel::Code(code) => l.tr("seed-label-code", &[("code", code.to_string().into())]),
    }
}

/// [`label`] opening a sentence: "Seed 1234", "Drill code K7F-3QX" (the status footer).
pub fn label_first(l: &Localizer, seed: SeedLabel) -> String {
    let text = label(l, seed);
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// "The seed of drill K7F-3QX was kept secret until now: it was 1234." for a drill whose
/// seed was secret; None for a chosen one (it was shown all along).
pub fn revealed_line(l: &Localizer, meta: &IncidentMeta) -> Option<String> {
    let (code, seed) = seed_secrecy::revealed(meta)?;
    Some(l.tr(
        "seed-revealed",
        &[
            ("code", code.to_string().into()),
            ("seed", seed.to_string().into()),
        ],
    ))
}

/// The challenge to another channel, after the revealed seed when it was secret.
pub fn challenge_lines(l: &Localizer, scenario: &str, meta: &IncidentMeta) -> Vec<String> {
    let challenge = super::debrief::challenge_line(l, scenario, meta.seed);
    revealed_line(l, meta)
        .into_iter()
        .chain([challenge])
        .collect()
}
