//! Scripted actions files: one action per line, preceded by its simulated time of day
//! (`09:12 ttl 120`) or its minute offset from the start (`12 ttl 120`); `#` starts a
//! comment. The action itself goes through the same grammar as every front-end, and so
//! does a stakeholder update (`09:20 update Rolled back, watching errors`:
//! [`team::update_text`], posted at the minute written, as a drill's update counts at the
//! minute last shown). Like a scenario file, a script with mistakes is refused with all of
//! them at once, each once, as `file:line: reason`.

use thiserror::Error;

use crate::model::team::{self, ScheduledUpdate, UPDATE_MAX_CHARS};
use crate::model::{Action, ActionError, ScheduledAction};
use crate::scenario::parse_clock;

#[derive(Debug, Error, PartialEq)]
pub enum ScriptError {
    #[error("{file}:{line}: `{time}` is neither a time HH:MM nor a minute offset")]
    BadTime {
        file: String,
        line: usize,
        time: String,
    },
    #[error("{file}:{line}: {time} is outside the run (minutes 0–{last})")]
    OutsideRun {
        file: String,
        line: usize,
        time: String,
        last: u32,
    },
    #[error("{file}:{line}: a time needs an action after it")]
    MissingAction { file: String, line: usize },
    #[error("{file}:{line}: an update needs a text of 1 to {max} characters")]
    UpdateLength {
        file: String,
        line: usize,
        max: usize,
    },
    // Not `source`: the reason is this error's own text, not a cause to print again.
    #[error("{file}:{line}: {reason}")]
    Action {
        file: String,
        line: usize,
        reason: ActionError,
    },
}

/// Every mistake of a script, in line order (never empty); one per line when shown.
#[derive(Debug, PartialEq)]
pub struct ScriptErrors(pub Vec<ScriptError>);

impl std::fmt::Display for ScriptErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let lines: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        f.write_str(&lines.join("\n"))
    }
}

impl std::error::Error for ScriptErrors {}

/// A parsed script: its actions and its stakeholder updates, each in written order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Script {
    pub actions: Vec<ScheduledAction>,
    pub updates: Vec<ScheduledUpdate>,
}

/// What one line holds.
enum Line {
    Action(ScheduledAction),
    Update(ScheduledUpdate),
}

/// Parses a whole script for a run that starts at `start_clock_min` and lasts
/// `run_minutes`. Actions keep their written order within a minute; a script with
/// mistakes is refused with every one of them.
pub fn parse(
    file: &str,
    text: &str,
    start_clock_min: u32,
    run_minutes: u32,
) -> Result<Script, ScriptErrors> {
    let mut script = Script::default();
    let mut errors = Vec::new();
    for (index, raw_line) in text.lines().enumerate() {
        match parse_line(file, index + 1, raw_line, start_clock_min, run_minutes) {
            Ok(Some(Line::Action(scheduled))) => script.actions.push(scheduled),
            Ok(Some(Line::Update(update))) => script.updates.push(update),
            Ok(None) => {}
            Err(err) => errors.push(err),
        }
    }
    match errors.is_empty() {
        true => Ok(script),
        false => Err(ScriptErrors(errors)),
    }
}

/// One line: an action or an update at its minute, nothing (blank or a comment), or its
/// one mistake.
fn parse_line(
    file: &str,
    line: usize,
    raw_line: &str,
    start_clock_min: u32,
    run_minutes: u32,
) -> Result<Option<Line>, ScriptError> {
    let content = raw_line.split('#').next().unwrap_or("").trim();
    if content.is_empty() {
        return Ok(None);
    }
    let (time, rest) = content
        .split_once(char::is_whitespace)
        .unwrap_or((content, ""));
    let minute = minute_of(time, start_clock_min).ok_or_else(|| ScriptError::BadTime {
        file: file.to_string(),
        line,
        time: time.to_string(),
    })?;
    if minute >= run_minutes {
        return Err(ScriptError::OutsideRun {
            file: file.to_string(),
            line,
            time: time.to_string(),
            last: run_minutes.saturating_sub(1),
        });
    }
    if rest.trim().is_empty() {
        return Err(ScriptError::MissingAction {
            file: file.to_string(),
            line,
        });
    }
    if let Some(text) = team::update_text(rest) {
        if !team::update_fits(text) {
            return Err(ScriptError::UpdateLength {
                file: file.to_string(),
                line,
                max: UPDATE_MAX_CHARS,
            });
        }
        let text = text.to_string();
        return Ok(Some(Line::Update(ScheduledUpdate { minute, text })));
    }
    let action = Action::parse(rest).map_err(|reason| ScriptError::Action {
        file: file.to_string(),
        line,
        reason,
    })?;
    Ok(Some(Line::Action(ScheduledAction { minute, action })))
}

fn minute_of(time: &str, start_clock_min: u32) -> Option<u32> {
    if time.contains(':') {
        let clock = parse_clock(time)?;
        Some((i64::from(clock) - i64::from(start_clock_min)).rem_euclid(24 * 60) as u32)
    } else {
        time.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times_offsets_and_comments() {
        let text = "# a drill\n09:12 ttl 120\n\n3 /rollback   # early\n3 shed 50\n";
        let script = parse("a.txt", text, 9 * 60, 60).unwrap();
        assert!(script.updates.is_empty());
        assert_eq!(
            script.actions,
            [
                ScheduledAction {
                    minute: 12,
                    action: Action::Ttl(120)
                },
                ScheduledAction {
                    minute: 3,
                    action: Action::Rollback
                },
                ScheduledAction {
                    minute: 3,
                    action: Action::Shed(50)
                },
            ]
        );
    }

    #[test]
    fn update_lines_are_stakeholder_updates_at_their_minute() {
        let text = "09:20 update Rolled back, watching errors\n21 /Update  all clear \n20 ttl 90\n";
        let script = parse("u.txt", text, 9 * 60, 60).unwrap();
        let update = |minute, text: &str| ScheduledUpdate {
            minute,
            text: text.to_string(),
        };
        assert_eq!(
            script.updates,
            [
                update(20, "Rolled back, watching errors"),
                update(21, "all clear")
            ]
        );
        assert_eq!(script.actions.len(), 1);
        let err = parse("u.txt", "5 update\n6 update   \n", 9 * 60, 60).unwrap_err();
        assert_eq!(
            err.to_string(),
            "u.txt:1: an update needs a text of 1 to 1000 characters\n\
             u.txt:2: an update needs a text of 1 to 1000 characters"
        );
    }

    #[test]
    fn every_bad_line_names_its_line() {
        let err = |text: &str| parse("s.txt", text, 9 * 60, 60).unwrap_err().to_string();
        assert_eq!(
            err("soon ttl 5"),
            "s.txt:1: `soon` is neither a time HH:MM nor a minute offset"
        );
        assert_eq!(
            err("\n25:00 ttl 5"),
            "s.txt:2: `25:00` is neither a time HH:MM nor a minute offset"
        );
        assert_eq!(
            err("60 ttl 5"),
            "s.txt:1: 60 is outside the run (minutes 0–59)"
        );
        assert_eq!(
            err("08:59 ttl 5"),
            "s.txt:1: 08:59 is outside the run (minutes 0–59)"
        );
        assert_eq!(err("5"), "s.txt:1: a time needs an action after it");
        assert!(err("5 ttl 9999").starts_with("s.txt:1: `ttl` 9999 is out of range"));
    }

    #[test]
    fn every_mistake_is_reported_at_once_and_each_once() {
        let text = "5 ttl 9999\n6 ttl 60\nsoon shed 5\n# fine\n7 reboot\n8\n";
        let errors = parse("s.txt", text, 9 * 60, 60).unwrap_err();
        let shown = errors.to_string();
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), 4, "{shown}");
        assert!(lines[0].starts_with("s.txt:1: `ttl` 9999 is out of range"));
        assert_eq!(lines[0].matches("9999").count(), 1, "once: {shown}");
        assert!(lines[1].starts_with("s.txt:3: `soon`"), "{shown}");
        assert!(lines[2].starts_with("s.txt:5: ") && lines[2].contains("reboot"));
        assert_eq!(lines[3], "s.txt:6: a time needs an action after it");
        // As the command line shows it (anyhow's `{:#}` prints the chain of causes).
        let chained = format!("{:#}", anyhow::Error::new(errors));
        assert_eq!(chained, shown, "no reason printed twice");
    }
}
