//! Replay files: everything needed to compute a drill again, minute for minute — the
//! scenario (its id, how it was named, and the hash of its content), the seed, the pace,
//! every acknowledged action with its minute and author, and (format 2) the stakeholder
//! updates the drill's score counted. `oncall-drill simulate --replay FILE` reproduces the
//! drill's trace byte for byte and its score; a replay whose scenario has changed since is
//! refused, never silently replayed on other terms.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::model::team::{update_fits, ScheduledUpdate, TeamChange};
use crate::model::{Action, Pace, ScheduledAction};
use crate::scenario::Scenario;

use super::engine::Snapshot;

/// The format this build writes, and the newest it reads (format 1 had no updates).
pub const FORMAT: u32 = 2;

/// A drill as a replay file holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// A built-in scenario id or a file path, as the drill was started with.
    pub scenario: String,
    pub scenario_id: String,
    pub scenario_hash: u64,
    pub seed: u32,
    pub deterministic: bool,
    pub pace: Pace,
    /// How many minutes the drill computed (a stopped drill ran fewer than its scenario).
    pub minutes: u32,
    pub actions: Vec<ReplayAction>,
    /// The stakeholder updates the drill's score counted, in the order they were posted.
    pub updates: Vec<ReplayUpdate>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayUpdate {
    /// The minute it counts at: the one last shown when it was posted.
    pub minute: u32,
    pub text: String,
    pub author: String,
    pub author_id: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayAction {
    pub minute: u32,
    pub action: Action,
    pub author: String,
    pub author_id: String,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ReplayError {
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{file}: written by a newer oncall-drill (replay format {found}; this build reads {FORMAT})")]
    NewerFormat { file: String, found: u32 },
    #[error("{file}: action {index} (`{text}`): {reason}")]
    BadAction {
        file: String,
        index: usize,
        text: String,
        reason: String,
    },
    #[error("{file}: update {index}: {reason}")]
    BadUpdate {
        file: String,
        index: usize,
        reason: String,
    },
    #[error("{file}: field `{field}`: {reason}")]
    Invalid {
        file: String,
        field: &'static str,
        reason: String,
    },
    #[error("the scenario `{id}` has changed since this drill was played (its content hash was {recorded:#018x}, it is now {now:#018x}): the replay would not be the same drill")]
    ScenarioChanged { id: String, recorded: u64, now: u64 },
}

/// The file as TOML sees it.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    format: u32,
    scenario: String,
    scenario_id: String,
    /// Hex, so that no TOML reader rounds it.
    scenario_hash: String,
    seed: u32,
    deterministic: bool,
    pace: String,
    minutes: u32,
    #[serde(default)]
    actions: Vec<FileAction>,
    #[serde(default)]
    updates: Vec<FileUpdate>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileUpdate {
    minute: u32,
    text: String,
    author: String,
    author_id: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileAction {
    minute: u32,
    action: String,
    author: String,
    author_id: String,
}

impl Replay {
    /// The replay of a drill as it stands.
    pub fn of(snapshot: &Snapshot) -> Replay {
        let meta = &snapshot.meta;
        Replay {
            scenario: meta.scenario_ref.clone(),
            scenario_id: meta.scenario_id.clone(),
            scenario_hash: meta.scenario_hash,
            seed: meta.seed,
            deterministic: meta.deterministic,
            pace: snapshot.pace,
            minutes: snapshot.history.len() as u32,
            actions: snapshot
                .log
                .iter()
                // An action queued for a minute the drill never computed changed nothing.
                .filter(|a| (a.minute as usize) < snapshot.history.len())
                .map(|a| ReplayAction {
                    minute: a.minute,
                    action: a.action,
                    author: a.author.name.clone(),
                    author_id: a.author.id.clone(),
                })
                .collect(),
            updates: snapshot
                .counted_updates()
                .into_iter()
                .filter_map(|u| match &u.change {
                    TeamChange::Update { text } => Some(ReplayUpdate {
                        minute: u.minute,
                        text: text.clone(),
                        author: u.author.name.clone(),
                        author_id: u.author.id.clone(),
                    }),
                    _ => None,
                })
                .collect(),
        }
    }

    /// The file's text: a comment saying what it is, then the TOML.
    pub fn to_toml(&self) -> String {
        let file = File {
            format: FORMAT,
            scenario: self.scenario.clone(),
            scenario_id: self.scenario_id.clone(),
            scenario_hash: format!("{:016x}", self.scenario_hash),
            seed: self.seed,
            deterministic: self.deterministic,
            pace: self.pace.to_string(),
            minutes: self.minutes,
            actions: self
                .actions
                .iter()
                .map(|a| FileAction {
                    minute: a.minute,
                    action: a.action.to_string(),
                    author: a.author.clone(),
                    author_id: a.author_id.clone(),
                })
                .collect(),
            updates: self
                .updates
                .iter()
                .map(|u| FileUpdate {
                    minute: u.minute,
                    text: u.text.clone(),
                    author: u.author.clone(),
                    author_id: u.author_id.clone(),
                })
                .collect(),
        };
        // Plain data of strings and numbers: serialising cannot fail.
        let body = toml::to_string(&file).unwrap_or_default();
        format!(
            "# An oncall-drill replay: `oncall-drill simulate --replay FILE` computes this drill again.\n{body}"
        )
    }

    /// Reads a replay file's text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Replay, ReplayError> {
        let parsed: File = toml::from_str(text).map_err(|err| {
            let offset = err.span().map_or(0, |span| span.start).min(text.len());
            let before = &text[..offset];
            ReplayError::Syntax {
                file: file.to_string(),
                line: before.matches('\n').count() + 1,
                column: before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1,
                message: err.message().trim().to_string(),
            }
        })?;
        if parsed.format > FORMAT {
            return Err(ReplayError::NewerFormat {
                file: file.to_string(),
                found: parsed.format,
            });
        }
        let invalid = |field, reason: String| ReplayError::Invalid {
            file: file.to_string(),
            field,
            reason,
        };
        let scenario_hash = u64::from_str_radix(&parsed.scenario_hash, 16).map_err(|_| {
            invalid(
                "scenario_hash",
                format!("`{}` is not a hex hash", parsed.scenario_hash),
            )
        })?;
        let pace: Pace = parsed
            .pace
            .parse()
            .map_err(|err: crate::model::pace::PaceError| invalid("pace", err.to_string()))?;
        let mut actions = Vec::with_capacity(parsed.actions.len());
        let mut last_minute = 0;
        for (index, a) in parsed.actions.into_iter().enumerate() {
            let bad = |reason: String| ReplayError::BadAction {
                file: file.to_string(),
                index: index + 1,
                text: a.action.clone(),
                reason,
            };
            let action = Action::parse(&a.action).map_err(|err| bad(err.to_string()))?;
            if a.minute >= parsed.minutes {
                return Err(bad(format!(
                    "minute {} is after the drill's last ({})",
                    a.minute,
                    parsed.minutes.saturating_sub(1)
                )));
            }
            if a.minute < last_minute {
                return Err(bad(format!(
                    "minute {} comes before an earlier action's minute {last_minute}",
                    a.minute
                )));
            }
            last_minute = a.minute;
            actions.push(ReplayAction {
                minute: a.minute,
                action,
                author: a.author,
                author_id: a.author_id,
            });
        }
        let mut updates = Vec::with_capacity(parsed.updates.len());
        for (index, u) in parsed.updates.into_iter().enumerate() {
            let bad = |reason: String| ReplayError::BadUpdate {
                file: file.to_string(),
                index: index + 1,
                reason,
            };
            if u.minute >= parsed.minutes {
                return Err(bad(format!(
                    "minute {} is after the drill's last ({})",
                    u.minute,
                    parsed.minutes.saturating_sub(1)
                )));
            }
            if !update_fits(&u.text) {
                return Err(bad(format!(
                    "its text must have 1 to {} characters",
                    crate::model::team::UPDATE_MAX_CHARS
                )));
            }
            updates.push(ReplayUpdate {
                minute: u.minute,
                text: u.text,
                author: u.author,
                author_id: u.author_id,
            });
        }
        Ok(Replay {
            scenario: parsed.scenario,
            scenario_id: parsed.scenario_id,
            scenario_hash,
            seed: parsed.seed,
            deterministic: parsed.deterministic,
            pace,
            minutes: parsed.minutes,
            actions,
            updates,
        })
    }

    /// Refuses a scenario other than the one the drill was played on.
    pub fn check(&self, scenario: &Scenario) -> Result<(), ReplayError> {
        if scenario.content_hash != self.scenario_hash || scenario.id != self.scenario_id {
            return Err(ReplayError::ScenarioChanged {
                id: self.scenario_id.clone(),
                recorded: self.scenario_hash,
                now: scenario.content_hash,
            });
        }
        Ok(())
    }

    /// The actions as a script for the model, in the order they were acknowledged.
    pub fn script(&self) -> Vec<ScheduledAction> {
        self.actions
            .iter()
            .map(|a| ScheduledAction {
                minute: a.minute,
                action: a.action,
            })
            .collect()
    }

    /// The stakeholder updates, as a run without a drill posts them.
    pub fn update_script(&self) -> Vec<ScheduledUpdate> {
        self.updates
            .iter()
            .map(|u| ScheduledUpdate {
                minute: u.minute,
                text: u.text.clone(),
            })
            .collect()
    }
}

#[cfg(test)]
#[path = "replay_tests.rs"]
mod tests;
