//! The vocabulary of a drill that every room above the model shares: where it runs (a
//! server and a channel), who acted, how it stands, what it was started with and the log
//! of what the team did. Plain, validated data: the store maps it to typed columns, the
//! drill engine runs it, the front-ends show it. Nothing here knows SQL, Discord or time.

use std::fmt;

use thiserror::Error;

use super::{Action, Locale, Pace};

/// An incident's number in its database.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IncidentId(pub i64);

impl fmt::Display for IncidentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A Discord server (a snowflake as text), or whatever a front-end groups channels by.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GuildId(pub String);

/// A chat channel (a Discord snowflake as text), or `terminal` for `play`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelId(pub String);

impl fmt::Display for GuildId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for ChannelId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where a drill runs: a channel of a server (a drill is found by both, never by the
/// channel alone), or the terminal.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Place {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
}

impl Place {
    /// The one place of `play`.
    pub fn terminal() -> Place {
        Place {
            guild: None,
            channel: ChannelId("terminal".into()),
        }
    }

    pub fn in_guild(guild: impl Into<String>, channel: impl Into<String>) -> Place {
        Place {
            guild: Some(GuildId(guild.into())),
            channel: ChannelId(channel.into()),
        }
    }
}

/// Who did something: a stable id (a Discord user id, `terminal`) and a display name.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Author {
    pub id: String,
    pub name: String,
}

/// Where an incident stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IncidentState {
    Running,
    Paused,
    Finished,
    Stopped,
    /// Its stored history no longer matches a replay, or it could not be rebuilt: kept,
    /// never continued.
    Diverged,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown incident state `{0}`")]
pub struct UnknownState(pub String);

impl IncidentState {
    pub const ALL: [IncidentState; 5] = [
        IncidentState::Running,
        IncidentState::Paused,
        IncidentState::Finished,
        IncidentState::Stopped,
        IncidentState::Diverged,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            IncidentState::Running => "running",
            IncidentState::Paused => "paused",
            IncidentState::Finished => "finished",
            IncidentState::Stopped => "stopped",
            IncidentState::Diverged => "diverged",
        }
    }

    pub fn parse(text: &str) -> Result<IncidentState, UnknownState> {
        IncidentState::ALL
            .into_iter()
            .find(|s| s.as_str() == text)
            .ok_or_else(|| UnknownState(text.to_string()))
    }

    /// Running or paused: the drill is still going on.
    pub fn is_live(self) -> bool {
        matches!(self, IncidentState::Running | IncidentState::Paused)
    }
}

/// Everything an incident was started with, as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncidentMeta {
    pub place: Place,
    /// A built-in scenario id or a file path, as given.
    pub scenario_ref: String,
    pub scenario_id: String,
    /// The content hash of the scenario it was started with: a changed file is refused on
    /// replay.
    pub scenario_hash: u64,
    pub seed: u32,
    pub deterministic: bool,
    pub pace: Pace,
    pub locale: Locale,
    /// The author id of whoever started it.
    pub started_by: String,
    /// Unix milliseconds.
    pub started_at_ms: i64,
    /// A role a page calls (a Discord role id), given when the drill was started.
    pub alert_role: Option<String>,
    /// Who may change controls, the quorum, whether hints are on.
    pub rules: super::TeamRules,
}

/// An acknowledged action as the drill keeps it: applied at the start of `minute`, `seq`
/// orders arrivals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedAction {
    pub seq: u32,
    pub minute: u32,
    pub author: Author,
    pub action: Action,
    /// Unix milliseconds.
    pub received_at_ms: i64,
}

/// The logged actions that took effect within the first `minutes` minutes, as a script
/// `model::run` replays: stably ordered by minute, one minute's actions in the order they
/// came. The one way a drill's log becomes its replayable run (the debrief's what-ifs,
/// the minutes a drill no longer holds).
pub fn script_within<'a>(
    log: impl IntoIterator<Item = &'a LoggedAction>,
    minutes: u32,
) -> Vec<super::ScheduledAction> {
    let mut script: Vec<super::ScheduledAction> = log
        .into_iter()
        .filter(|l| l.minute < minutes)
        .map(|l| super::ScheduledAction {
            minute: l.minute,
            action: l.action,
        })
        .collect();
    script.sort_by_key(|s| s.minute);
    script
}

/// A rewind of a turn-based drill: `author` took it back from `from_minute` (the last
/// computed minute then) so that `to_minute` is computed again next; the actions it dropped
/// (every one applied at `to_minute` or later) stay on record with it, out of the live run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rewind {
    /// The rewind's number within its drill, from 0.
    pub seq: u32,
    pub from_minute: u32,
    pub to_minute: u32,
    pub author: Author,
    /// Unix milliseconds.
    pub at_ms: i64,
    pub dropped: Vec<LoggedAction>,
}

/// A note that goes with an acknowledgement when the action changes less than it seems.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionNote {
    WarmupAlreadyRunning,
    RollbackRestarted,
    /// A rollback with no bad build rolling out or live: the running build is the good one
    /// and the press changes nothing.
    NothingToRollBack,
    /// A warm-up pressed while the cache is already full: it only adds database load.
    CacheAlreadyWarm,
    /// A setting set to the value it already has (queued actions included).
    Unchanged,
}

/// One simulated minute as it is stored: its trace record as JSON and a digest of that
/// JSON, against which a replay is checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMinute {
    pub incident: IncidentId,
    pub minute: u32,
    pub digest: u64,
    pub json: String,
}

/// A stored minute's digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MinuteDigest {
    pub minute: u32,
    pub digest: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_round_trip_and_unknown_text_is_an_error() {
        for state in IncidentState::ALL {
            assert_eq!(IncidentState::parse(state.as_str()), Ok(state));
        }
        assert_eq!(
            IncidentState::parse("Running"),
            Err(UnknownState("Running".into()))
        );
    }
}
