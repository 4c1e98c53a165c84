//! The engine's time as the driver reads it: a monotonic instant since the driver started
//! (for pacing) and the wall clock (for what is stored). Shared with front-ends that must
//! speak of the same moments (the publisher measures a status's staleness from its
//! minute's `Now`).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::time::Instant;

use super::engine::Now;

#[derive(Debug, Clone, Copy)]
pub struct EngineClock {
    /// The instant the engine's monotonic time counts from.
    epoch: Instant,
}

impl EngineClock {
    pub(super) fn start() -> EngineClock {
        EngineClock {
            epoch: Instant::now(),
        }
    }

    /// The time now, on the engine's scale.
    pub fn now(&self) -> Now {
        Now {
            mono: Instant::now().saturating_duration_since(self.epoch),
            unix_ms: unix_ms(),
        }
    }

    /// The instant of a moment on the engine's monotonic scale.
    pub fn instant(&self, mono: Duration) -> Instant {
        self.epoch + mono
    }
}

/// The wall clock in milliseconds since the Unix epoch (0 before it).
pub(super) fn unix_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
