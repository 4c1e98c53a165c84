//! Every interaction is carried out at most once. Discord may deliver one INTERACTION_CREATE
//! twice (the gateway replays what a resumed session missed, and a flaky connection can
//! repeat a dispatch); a second delivery must apply nothing and answer nothing (Discord
//! refuses a second answer anyway).
//!
//! Memory stays bounded by Discord's own clock, the one every interaction id carries (a
//! snowflake's top 42 bits are its creation time in milliseconds): an interaction's token
//! lives 15 minutes, after which it cannot be answered. So only the ids created within 15
//! minutes of the newest one are kept; an id older than that is refused as expired rather
//! than looked up, since its record may have been dropped. The bot's own clock plays no
//! part, so a host whose clock is off neither forgets nor refuses too much. Ids come from
//! Discord's gateway, which is trusted for their times (a forged id cannot reach the bot).
//! The memory is the process's own: a restarted bot opens a new gateway session, and Discord
//! replays events only into the session that missed them.

use std::collections::BTreeSet;
use std::sync::Mutex;

/// How long an interaction token can be used, in milliseconds (Discord: 15 minutes).
pub const TOKEN_LIFETIME_MS: u64 = 15 * 60 * 1000;

/// A snowflake's creation time sits above its 22 low bits (worker, process, increment).
const TIMESTAMP_SHIFT: u32 = 22;

/// What to do with an interaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// Seen for the first time: carry it out.
    First,
    /// Seen before: already carried out (or being carried out) once.
    Repeated,
    /// Created more than a token's lifetime before the newest interaction seen: it cannot be
    /// answered, and whether it was carried out is no longer remembered.
    Expired,
}

/// The interaction ids of the last 15 minutes (Discord's time).
#[derive(Debug, Default)]
pub struct SeenInteractions {
    window: Mutex<Window>,
}

#[derive(Debug, Default)]
struct Window {
    /// Ids sort by creation time, so the expired ones are a prefix.
    ids: BTreeSet<u64>,
    /// The creation time of the newest id seen (ms since Discord's epoch).
    newest_ms: u64,
}

impl Window {
    /// The smallest id still inside the window.
    fn horizon(&self) -> u64 {
        self.newest_ms.saturating_sub(TOKEN_LIFETIME_MS) << TIMESTAMP_SHIFT
    }
}

impl SeenInteractions {
    /// Records `id` and says whether to carry it out. Atomic: of two deliveries racing each
    /// other, exactly one is [`Admission::First`].
    pub fn admit(&self, id: u64) -> Admission {
        // A poisoned lock only means another thread panicked mid-insert; the set is intact.
        let mut window = self
            .window
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if id < window.horizon() {
            return Admission::Expired;
        }
        if !window.ids.insert(id) {
            return Admission::Repeated;
        }
        let created_ms = id >> TIMESTAMP_SHIFT;
        if created_ms > window.newest_ms {
            window.newest_ms = created_ms;
            let horizon = window.horizon();
            window.ids = window.ids.split_off(&horizon);
        }
        Admission::First
    }

    /// How many ids are remembered.
    pub fn len(&self) -> usize {
        self.window
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .ids
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An id created `ms` after Discord's epoch; `n` tells apart ids of the same millisecond.
    fn id_at(ms: u64, n: u64) -> u64 {
        (ms << TIMESTAMP_SHIFT) | n
    }

    #[test]
    fn an_id_is_admitted_once() {
        let seen = SeenInteractions::default();
        let start = 1_000_000_000;
        assert_eq!(seen.admit(id_at(start, 1)), Admission::First);
        assert_eq!(seen.admit(id_at(start, 2)), Admission::First);
        assert_eq!(seen.admit(id_at(start, 1)), Admission::Repeated);
        // Out of order but within the window: still remembered, still once.
        assert_eq!(seen.admit(id_at(start - 60_000, 0)), Admission::First);
        assert_eq!(seen.admit(id_at(start - 60_000, 0)), Admission::Repeated);
    }

    #[test]
    fn memory_holds_fifteen_minutes_and_older_ids_are_refused() {
        let seen = SeenInteractions::default();
        let start = 1_000_000_000;
        // One interaction a second for an hour.
        for second in 0..3600 {
            assert_eq!(
                seen.admit(id_at(start + second * 1000, 0)),
                Admission::First
            );
        }
        let kept = seen.len() as u64;
        assert!(
            (900..=901).contains(&kept),
            "15 minutes of one a second, not {kept}"
        );
        let newest = start + 3599 * 1000;
        // A replay of something from 20 minutes ago is not carried out again.
        let old = id_at(newest - 20 * 60 * 1000, 0);
        assert_eq!(seen.admit(old), Admission::Expired);
        // One of 10 minutes ago is still remembered as seen.
        let recent = id_at(newest - 10 * 60 * 1000, 0);
        assert_eq!(seen.admit(recent), Admission::Repeated);
        assert_eq!(seen.len() as u64, kept, "refusals add nothing");
    }

    #[test]
    fn racing_deliveries_admit_exactly_one() {
        let seen = std::sync::Arc::new(SeenInteractions::default());
        let id = id_at(1_000_000_000, 7);
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let seen = seen.clone();
                std::thread::spawn(move || seen.admit(id))
            })
            .collect();
        let firsts = threads
            .into_iter()
            .map(|t| t.join().unwrap())
            .filter(|a| *a == Admission::First)
            .count();
        assert_eq!(firsts, 1);
    }
}
