//! The team around a drill: its incident roles (a commander, a communications lead, the
//! operators), the rules it was started with (who may change controls, a quorum for
//! turn-based play, whether the coach may explain), and the team's log (roles taken,
//! stakeholder updates, "ready" for the next turn). Plain data and pure rules, like the
//! rest of the drill's vocabulary: the engine keeps it, the store maps it to columns.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::Author;

/// Simulated minutes an active alert may go without a stakeholder update before the
/// communications lead is nudged (the cadence incident tools recommend for a major
/// incident).
pub const UPDATE_EVERY_MIN: u32 = 15;
/// The longest stakeholder update, in characters.
pub const UPDATE_MAX_CHARS: usize = 1000;
/// The most stakeholder updates one member posts in one simulated minute; more are
/// refused privately, saying when the next may go out (a member cannot flood the channel).
pub const UPDATES_PER_MEMBER_PER_MINUTE: usize = 3;
/// The largest quorum a turn-based drill may wait for.
pub const QUORUM_MAX: u8 = 25;
/// The word of a stakeholder update typed as a line (`/update` in Discord).
pub const UPDATE_WORD: &str = "update";

/// The one grammar of a stakeholder update written as a line — `update TEXT`, the word in
/// any case, a leading `/` allowed — as `play`'s prompt and an actions file take it: the
/// text after the word, trimmed (maybe empty: [`update_fits`] says whether it may be
/// posted); `None` when the line is no update.
pub fn update_text(line: &str) -> Option<&str> {
    let line = line.trim();
    let (word, text) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let word = word.trim_start_matches('/');
    word.eq_ignore_ascii_case(UPDATE_WORD).then(|| text.trim())
}

/// Whether an update's text may be posted: 1 to [`UPDATE_MAX_CHARS`] characters once
/// trimmed, wherever it is written.
pub fn update_fits(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty() && text.chars().count() <= UPDATE_MAX_CHARS
}

/// A stakeholder update of a run without a drill (an actions file, a replay): posted at
/// `minute`, the minute whose status it follows, as a drill's update counts at the minute
/// last shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledUpdate {
    pub minute: u32,
    pub text: String,
}

/// An incident role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Leads the response: decides, delegates, hands over.
    Commander,
    /// Keeps the stakeholders informed.
    Comms,
    /// Changes the system (several people may hold it).
    Ops,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Commander, Role::Comms, Role::Ops];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Commander => "commander",
            Role::Comms => "comms",
            Role::Ops => "ops",
        }
    }

    /// Whether several members may hold it at once.
    pub fn shared(self) -> bool {
        self == Role::Ops
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown role `{0}`: commander, comms or ops")]
pub struct UnknownRole(pub String);

impl FromStr for Role {
    type Err = UnknownRole;
    fn from_str(text: &str) -> Result<Role, UnknownRole> {
        Role::ALL
            .into_iter()
            .find(|r| r.as_str().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownRole(text.to_string()))
    }
}

/// Who may change the drill's controls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ControlPolicy {
    /// Everyone in the channel.
    #[default]
    Anyone,
    /// Only the operators and the commander.
    OpsOnly,
}

impl ControlPolicy {
    pub fn as_str(self) -> &'static str {
        match self {
            ControlPolicy::Anyone => "anyone",
            ControlPolicy::OpsOnly => "ops",
        }
    }

    pub fn parse(text: &str) -> Option<ControlPolicy> {
        [ControlPolicy::Anyone, ControlPolicy::OpsOnly]
            .into_iter()
            .find(|p| p.as_str() == text)
    }
}

/// The rules a drill was started with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamRules {
    pub controls: ControlPolicy,
    /// A turn-based drill advances when this many different members are ready.
    pub quorum: Option<u8>,
    /// Whether the coach (`/why`) may explain the drill; off for exams.
    pub hints: bool,
    /// Whether the seed is shown before the end: a seed nobody chose stays secret.
    pub seed: super::seed_secrecy::SeedRule,
    /// Whether the member who started the drill is its game master (issue 30): the one who
    /// injects and sees the hidden view.
    pub game_master: bool,
}

impl Default for TeamRules {
    fn default() -> Self {
        TeamRules {
            controls: ControlPolicy::Anyone,
            quorum: None,
            hints: true,
            seed: super::seed_secrecy::SeedRule::Shown,
            game_master: false,
        }
    }
}

/// What one entry of the team's log records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamChange {
    /// `member` holds `role` from now on (for a single-holder role, instead of whoever
    /// held it).
    Role { role: Role, member: Author },
    /// A stakeholder update with the author's text.
    Update { text: String },
    /// The author is ready for the next turn.
    Ready,
}

/// One entry of the team's log: who did it, during which minute (the last computed one),
/// when (Unix milliseconds), in arrival order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntry {
    pub seq: u32,
    pub minute: u32,
    pub author: Author,
    pub at_ms: i64,
    pub change: TeamChange,
}

/// How long the team has been quiet at `minute` while an alert is active: the minutes since
/// the later of the alert's start and the last stakeholder update; `None` without an alert.
/// `alerting` holds one flag per computed minute, up to and including `minute`.
pub fn quiet_minutes(alerting: &[bool], update_minutes: &[u32], minute: u32) -> Option<u32> {
    let Some(true) = alerting.get(minute as usize) else {
        return None;
    };
    let start = (0..=minute)
        .rev()
        .take_while(|m| alerting.get(*m as usize) == Some(&true))
        .last()
        .unwrap_or(minute);
    Some(quiet_since(start, update_minutes, minute))
}

/// [`quiet_minutes`] for an alert active at `minute` since `alert_start`: what a drill that
/// keeps only its recent minutes knows of the alert.
fn quiet_since(alert_start: u32, update_minutes: &[u32], minute: u32) -> u32 {
    let last_update = update_minutes
        .iter()
        .copied()
        .filter(|m| *m <= minute)
        .max();
    let since = last_update.map_or(alert_start, |u| u.max(alert_start));
    minute - since
}

/// Whether the communications lead is due a nudge at `minute`, and after how many quiet
/// minutes ([`quiet_minutes`]): after [`UPDATE_EVERY_MIN`] of them, then again every
/// [`UPDATE_EVERY_MIN`] minutes.
pub fn nudge_due(alerting: &[bool], update_minutes: &[u32], minute: u32) -> Option<u32> {
    let quiet = quiet_minutes(alerting, update_minutes, minute)?;
    nudge_after(quiet)
}

/// [`nudge_due`] at `minute` for the alert active since `alert_start` (None: no alert at
/// `minute`).
pub fn nudge_due_since(
    alert_start: Option<u32>,
    update_minutes: &[u32],
    minute: u32,
) -> Option<u32> {
    nudge_after(quiet_since(alert_start?, update_minutes, minute))
}

/// Quiet minutes that call for a nudge: [`UPDATE_EVERY_MIN`] of them, then every
/// [`UPDATE_EVERY_MIN`] more.
fn nudge_after(quiet: u32) -> Option<u32> {
    (quiet > 0 && quiet.is_multiple_of(UPDATE_EVERY_MIN)).then_some(quiet)
}

/// The alerting minutes at which a stakeholder update was overdue: quiet for
/// [`UPDATE_EVERY_MIN`] minutes or more. What the debrief's update-cadence part counts.
pub fn overdue_update_minutes(alerting: &[bool], update_minutes: &[u32]) -> u32 {
    // One pass, carrying the alert's start: a week-long alert is not scanned back from
    // each of its minutes.
    let mut alert_start = None;
    let mut overdue = 0;
    for (minute, &on) in (0u32..).zip(alerting) {
        alert_start = if on {
            alert_start.or(Some(minute))
        } else {
            None
        };
        if let Some(start) = alert_start {
            if quiet_since(start, update_minutes, minute) >= UPDATE_EVERY_MIN {
                overdue += 1;
            }
        }
    }
    overdue
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_update_line_is_the_word_then_its_text() {
        assert_eq!(update_text("update  DB is back "), Some("DB is back"));
        assert_eq!(update_text("/UPDATE all clear"), Some("all clear"));
        assert_eq!(update_text("update"), Some(""));
        assert_eq!(update_text("updates all clear"), None);
        assert_eq!(update_text("ttl 120"), None);
        assert!(update_fits(" x ") && !update_fits("  "));
        assert!(!update_fits(&"x".repeat(UPDATE_MAX_CHARS + 1)));
    }

    #[test]
    fn roles_parse_by_name() {
        assert_eq!("Comms".parse::<Role>(), Ok(Role::Comms));
        assert!("captain".parse::<Role>().is_err());
        assert!(Role::Ops.shared() && !Role::Commander.shared());
    }

    #[test]
    fn a_nudge_every_fifteen_quiet_minutes_of_an_alert() {
        // Alert from minute 5 to minute 49.
        let alerting: Vec<bool> = (0..60).map(|m| (5..50).contains(&m)).collect();
        let due = |updates: &[u32]| -> Vec<u32> {
            (0..60)
                .filter(|m| nudge_due(&alerting, updates, *m).is_some())
                .collect()
        };
        assert_eq!(due(&[]), vec![20, 35]);
        // An update at 12 restarts the count; one before the alert does not.
        assert_eq!(due(&[12]), vec![27, 42]);
        assert_eq!(due(&[2]), vec![20, 35]);
        // No alert, no nudge.
        assert!((0..60).all(|m| nudge_due(&[false; 60], &[], m).is_none()));
        // Knowing only when the alert started gives the same nudges.
        for updates in [&[][..], &[12], &[2]] {
            let since = |m: u32| (5..50).contains(&m).then_some(5);
            let by_start: Vec<u32> = (0..60)
                .filter(|m| nudge_due_since(since(*m), updates, *m).is_some())
                .collect();
            assert_eq!(by_start, due(updates));
        }
        assert_eq!(nudge_due(&alerting, &[], 35), Some(30));
        // Overdue from the 15th quiet minute of the alert on.
        let mut alerting = vec![false; 40];
        alerting[5..35].fill(true);
        // Alert minutes 5..=34; quiet ≥ 15 from minute 20: 15 overdue minutes (20..=34).
        assert_eq!(overdue_update_minutes(&alerting, &[]), 15);
        // An update at 18 restarts the count: overdue from 33: minutes 33 and 34.
        assert_eq!(overdue_update_minutes(&alerting, &[18]), 2);
        // An update before the alert does not count for it.
        assert_eq!(overdue_update_minutes(&alerting, &[2]), 15);
        assert_eq!(overdue_update_minutes(&[false; 40], &[]), 0);
    }

    #[test]
    fn overdue_minutes_in_one_pass_count_what_each_minute_says() {
        // Alerts that come and go in runs of 1 to 90 minutes, from a small generator.
        let mut state = 7u32;
        let mut alerting = Vec::new();
        while alerting.len() < 3000 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let run = 1 + (state >> 16) % 90;
            let on = !(state >> 8).is_multiple_of(3);
            alerting.extend(std::iter::repeat_n(on, run as usize));
        }
        for updates in [&[][..], &[40, 41, 700], &[5, 1200, 1210, 2999]] {
            let minute_by_minute = (0..alerting.len() as u32)
                .filter(|m| {
                    quiet_minutes(&alerting, updates, *m).is_some_and(|q| q >= UPDATE_EVERY_MIN)
                })
                .count() as u32;
            assert!(minute_by_minute > 0);
            assert_eq!(overdue_update_minutes(&alerting, updates), minute_by_minute);
        }
    }
}
