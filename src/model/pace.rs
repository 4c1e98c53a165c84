//! How fast a drill runs: real time (one simulated minute per 60 s), a chosen interval per
//! simulated minute (`10s`, `500ms`), or turn-based (only `advance [N]` moves it). The model
//! itself never waits; the pace is part of a drill's vocabulary, stored with it and read by
//! every front-end, so it lives at the bottom with the rest of that vocabulary.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// Wall time per simulated minute (real time is 60 s).
    Every(Duration),
    Turns,
}

/// Fastest timed pace: faster than this is a benchmark, not a drill.
pub const MIN_INTERVAL: Duration = Duration::from_millis(50);
/// Slowest timed pace: one simulated minute per hour.
pub const MAX_INTERVAL: Duration = Duration::from_secs(3600);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown pace `{0}`: use 60s, a number of seconds such as 10s (or 500ms), or turns")]
pub struct PaceError(pub String);

impl Pace {
    pub const REAL_TIME: Pace = Pace::Every(Duration::from_secs(60));

    pub fn interval(self) -> Option<Duration> {
        match self {
            Pace::Every(d) => Some(d),
            Pace::Turns => None,
        }
    }
}

impl FromStr for Pace {
    type Err = PaceError;
    fn from_str(text: &str) -> Result<Pace, PaceError> {
        let t = text.trim().to_ascii_lowercase();
        let err = || PaceError(text.to_string());
        if matches!(t.as_str(), "turns" | "turn" | "turn-based") {
            return Ok(Pace::Turns);
        }
        if matches!(t.as_str(), "realtime" | "real-time" | "real time") {
            return Ok(Pace::REAL_TIME);
        }
        let interval = if let Some(ms) = t.strip_suffix("ms") {
            Duration::from_millis(ms.trim().parse().map_err(|_| err())?)
        } else if let Some(m) = t.strip_suffix('m') {
            let minutes = m.trim().parse::<u64>().map_err(|_| err())?;
            Duration::from_secs(minutes.checked_mul(60).ok_or_else(err)?)
        } else {
            let secs = t.strip_suffix('s').unwrap_or(&t);
            Duration::from_secs(secs.trim().parse().map_err(|_| err())?)
        };
        if !(MIN_INTERVAL..=MAX_INTERVAL).contains(&interval) {
            return Err(err());
        }
        Ok(Pace::Every(interval))
    }
}

/// The canonical text (`60s`, `10s`, `500ms`, `turns`); parsing it gives the same pace.
impl fmt::Display for Pace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pace::Turns => f.write_str("turns"),
            Pace::Every(d) if d.subsec_millis() == 0 => write!(f, "{}s", d.as_secs()),
            Pace::Every(d) => write!(f, "{}ms", d.as_millis()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_round_trips() {
        assert_eq!("60s".parse(), Ok(Pace::REAL_TIME));
        assert_eq!("realtime".parse(), Ok(Pace::REAL_TIME));
        assert_eq!("1m".parse(), Ok(Pace::REAL_TIME));
        assert_eq!("10s".parse(), Ok(Pace::Every(Duration::from_secs(10))));
        assert_eq!("10".parse(), Ok(Pace::Every(Duration::from_secs(10))));
        assert_eq!("250ms".parse(), Ok(Pace::Every(Duration::from_millis(250))));
        assert_eq!("TURNS".parse(), Ok(Pace::Turns));
        for pace in [
            Pace::REAL_TIME,
            Pace::Turns,
            Pace::Every(Duration::from_millis(250)),
        ] {
            assert_eq!(pace.to_string().parse(), Ok(pace));
        }
    }

    #[test]
    fn rejects_nonsense_and_extremes() {
        for bad in [
            "",
            "fast",
            "0s",
            "10ms",
            "-5s",
            "2h",
            "99999m",
            "307445734561825861m",
        ] {
            assert!(bad.parse::<Pace>().is_err(), "{bad}");
        }
    }
}
