//! What a drill shows of its seed before its end. A seed the players chose (`--seed N`,
//! `seed:`) is theirs to see. One drawn for them stays secret until the debrief: with it,
//! `simulate --seed N --policy best` would tell the whole future of the drill. Until then
//! the drill goes by a code made from where, when and by whom it was started, which says
//! nothing of its seed; the debrief reveals the seed beside that code.

use std::fmt;

use super::IncidentMeta;

/// Whether a drill's seed may be shown before its end (kept with the drill: a resumed
/// drill keeps its rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SeedRule {
    /// The players chose the seed: it is shown from the start.
    #[default]
    Shown,
    /// The seed was drawn for the players: a [`DrillCode`] stands for it until the end.
    Secret,
}

/// The name a drill with a secret seed goes by: six characters of an alphabet without
/// look-alikes (no 0/O, 1/I/L, U), written `K7F-3QX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DrillCode(u32);

const ALPHABET: &[u8; 30] = b"23456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_CHARS: u32 = 6;

impl DrillCode {
    /// The code of the drill `meta` describes: a hash of its place, its start time and its
    /// starter, none of which depends on the seed.
    pub fn of(meta: &IncidentMeta) -> DrillCode {
        let guild = meta.place.guild.as_ref().map_or("", |g| g.0.as_str());
        let start = meta.started_at_ms.to_le_bytes();
        let parts: [&[u8]; 4] = [
            guild.as_bytes(),
            meta.place.channel.0.as_bytes(),
            &start,
            meta.started_by.as_bytes(),
        ];
        // FNV-1a over the parts, each followed by a separator no text part holds.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for part in parts {
            for &byte in part.iter().chain(&[0xff]) {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
        DrillCode((hash ^ (hash >> 32)) as u32)
    }
}

impl fmt::Display for DrillCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        for i in 0..CODE_CHARS {
            if i == CODE_CHARS / 2 {
                f.write_str("-")?;
            }
            let index = (rest % ALPHABET.len() as u32) as usize;
            rest /= ALPHABET.len() as u32;
            write!(f, "{}", char::from(ALPHABET[index]))?;
        }
        Ok(())
    }
}

/// What a drill shows where it names its conditions (the status, the start message, the
/// web page, a report).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeedLabel {
    Seed(u32),
    Code(DrillCode),
}

impl SeedLabel {
    /// What the drill of `meta` shows: its seed once it has `ended` or when it was chosen,
    /// else its code.
    pub fn of(meta: &IncidentMeta, ended: bool) -> SeedLabel {
        match meta.rules.seed {
            SeedRule::Secret if !ended => SeedLabel::Code(DrillCode::of(meta)),
            _ => SeedLabel::Seed(meta.seed),
        }
    }
}

/// The seed of a drill whose seed was secret, revealed at its end beside its code; None
/// for a chosen seed (it was shown all along).
pub fn revealed(meta: &IncidentMeta) -> Option<(DrillCode, u32)> {
    (meta.rules.seed == SeedRule::Secret).then(|| (DrillCode::of(meta), meta.seed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Locale, Pace, Place, TeamRules};

    fn meta(seed: u32, rule: SeedRule) -> IncidentMeta {
        IncidentMeta {
            place: Place::in_guild("g", "c"),
            scenario_ref: "bad-deploy".into(),
            scenario_id: "bad-deploy".into(),
            scenario_hash: 1,
            seed,
            deterministic: false,
            pace: Pace::Turns,
            locale: Locale::EnUs,
            started_by: "1".into(),
            started_at_ms: 1_800_000_000_000,
            alert_role: None,
            rules: TeamRules {
                seed: rule,
                ..TeamRules::default()
            },
        }
    }

    #[test]
    fn a_secret_seed_is_labelled_by_a_code_that_does_not_depend_on_it_until_the_end() {
        let codes: Vec<SeedLabel> = [1, 2, 4_000_000_000]
            .into_iter()
            .map(|seed| SeedLabel::of(&meta(seed, SeedRule::Secret), false))
            .collect();
        assert!(matches!(codes[0], SeedLabel::Code(_)), "{codes:?}");
        assert!(codes.iter().all(|c| *c == codes[0]), "{codes:?}");
        assert_eq!(
            SeedLabel::of(&meta(2, SeedRule::Secret), true),
            SeedLabel::Seed(2)
        );
        assert_eq!(
            SeedLabel::of(&meta(2, SeedRule::Shown), false),
            SeedLabel::Seed(2)
        );
        assert_eq!(revealed(&meta(2, SeedRule::Shown)), None);
        assert!(revealed(&meta(2, SeedRule::Secret)).is_some_and(|(_, seed)| seed == 2));
    }

    #[test]
    fn codes_differ_by_place_and_start_and_read_without_look_alikes() {
        let a = meta(1, SeedRule::Secret);
        let mut b = a.clone();
        b.started_at_ms += 1;
        let mut c = a.clone();
        c.place = Place::in_guild("g", "c2");
        let shown: Vec<String> = [&a, &b, &c]
            .iter()
            .map(|m| DrillCode::of(m).to_string())
            .collect();
        assert!(shown[0] != shown[1] && shown[0] != shown[2], "{shown:?}");
        for code in &shown {
            assert_eq!(code.len(), 7, "{code}");
            assert_eq!(&code[3..4], "-", "{code}");
            assert!(!code.contains(['0', 'O', '1', 'I', 'L', 'U']), "{code}");
        }
    }
}
