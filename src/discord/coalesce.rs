//! One public line for many presses: presses of the same button by the same member in a
//! channel, within [`COALESCE_WITHIN`] of the first, are told in the first press's public
//! answer, edited to their sum ("ana advanced the drill 250 minutes"), instead of a line
//! each. The later presses are acknowledged without a message of their own. A member
//! pressing Advance fifty times thus puts one line in the channel, not fifty.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

/// How long after the first press of a button a member's later presses of it join its
/// line (well inside the 15 minutes an interaction's answer can be edited).
pub const COALESCE_WITHIN: Duration = Duration::from_secs(60);

/// Which presses share a line: one member, one channel, one button (its custom id).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PressKey {
    pub channel: u64,
    pub member: String,
    pub button: String,
}

/// A public line being told: whose answer it is, what it sums so far.
struct Line {
    /// The interaction token of the first press, whose answer is the line.
    token: String,
    first: Instant,
    /// The minutes advanced so far by the presses it tells.
    minutes: u32,
    /// Held by whoever writes the line: the first press until its answer is out, then
    /// each later press while it edits (so the last edit tells the latest sum).
    writing: Arc<AsyncMutex<()>>,
}

/// What a press is to its channel's lines.
pub enum Joined {
    /// The first press: it answers in public, holding the line until that answer is out.
    First(OwnedMutexGuard<()>),
    /// A later press: its answer joins the first's line (edit `token` once `writing` is
    /// held).
    Later {
        token: String,
        writing: Arc<AsyncMutex<()>>,
    },
}

/// The public lines of the last [`COALESCE_WITHIN`], by press.
#[derive(Default)]
pub struct Coalescer {
    lines: Mutex<HashMap<PressKey, Line>>,
}

impl Coalescer {
    fn lines(&self) -> std::sync::MutexGuard<'_, HashMap<PressKey, Line>> {
        self.lines.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether this press starts a line or joins the one of an earlier press (`token` is
    /// this press's own interaction token).
    pub fn join(&self, key: &PressKey, token: &str, now: Instant) -> Joined {
        let mut lines = self.lines();
        lines.retain(|_, line| now.duration_since(line.first) < COALESCE_WITHIN);
        if let Some(line) = lines.get(key) {
            return Joined::Later {
                token: line.token.clone(),
                writing: line.writing.clone(),
            };
        }
        let writing = Arc::new(AsyncMutex::new(()));
        let held = writing
            .clone()
            .try_lock_owned()
            .expect("a new line is free");
        lines.insert(
            key.clone(),
            Line {
                token: token.to_string(),
                first: now,
                minutes: 0,
                writing,
            },
        );
        Joined::First(held)
    }

    /// Adds `minutes` to the line of `key` (started by the press with `token`); returns the
    /// sum it now tells.
    pub fn add(&self, key: &PressKey, token: &str, minutes: u32) -> u32 {
        match self.lines().get_mut(key).filter(|line| line.token == token) {
            Some(line) => {
                line.minutes += minutes;
                line.minutes
            }
            None => minutes,
        }
    }

    /// The sum the line of `key` (started by `token`) tells now.
    pub fn minutes(&self, key: &PressKey, token: &str) -> Option<u32> {
        (self.lines().get(key))
            .filter(|line| line.token == token)
            .map(|line| line.minutes)
    }

    /// The first press was refused (privately): its answer is no line to join.
    pub fn forget(&self, key: &PressKey, token: &str) {
        let mut lines = self.lines();
        if lines.get(key).is_some_and(|line| line.token == token) {
            lines.remove(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> PressKey {
        PressKey {
            channel: 1,
            member: "ana".into(),
            button: "od:advance:5@1".into(),
        }
    }

    #[test]
    fn later_presses_join_the_first_line_until_the_window_closes() {
        let lines = Coalescer::default();
        let start = Instant::now();
        assert!(matches!(lines.join(&key(), "t1", start), Joined::First(_)));
        assert_eq!(lines.add(&key(), "t1", 5), 5);
        let Joined::Later { token, .. } = lines.join(&key(), "t2", start) else {
            panic!("a second press joins the first");
        };
        assert_eq!(token, "t1");
        assert_eq!(lines.add(&key(), &token, 5), 10);
        // Another member, or the window closed: a line of its own.
        let other = PressKey {
            member: "bo".into(),
            ..key()
        };
        assert!(matches!(lines.join(&other, "t3", start), Joined::First(_)));
        let later = start + COALESCE_WITHIN;
        assert!(matches!(lines.join(&key(), "t4", later), Joined::First(_)));
        // A refused first press leaves no line.
        lines.forget(&key(), "t4");
        assert!(matches!(lines.join(&key(), "t5", later), Joined::First(_)));
    }
}
