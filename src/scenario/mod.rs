//! Scenarios as data: `scenarios/*.toml` → a validated [`Scenario`] in two steps (typed TOML
//! in [`raw`], every value checked in [`validate`]). Every error names the file, the field
//! and the reason. The four seed scenarios are embedded in the binary; a path loads any
//! other file.

mod raw;
mod validate;

pub use validate::parse_clock;

use std::path::Path;

use thiserror::Error;

use crate::model::Setup;

/// A ready scenario: its identity, its Fluent message ids and the model's starting point.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub id: String,
    pub title_id: String,
    pub briefing_id: String,
    pub setup: Setup,
    /// FNV-1a of the file's bytes: a resumed drill can tell its scenario changed.
    pub content_hash: u64,
}

#[derive(Debug, Error)]
pub enum ScenarioError {
    #[error("{file}: cannot read the file: {reason}")]
    Read { file: String, reason: String },
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{file}: field `{field}`: {reason}")]
    Invalid {
        file: String,
        field: String,
        reason: String,
    },
    #[error("no scenario named `{name}` and no such file; built-in scenarios: {known}")]
    Unknown { name: String, known: String },
}

/// The built-in scenarios, in the order they are listed.
const BUILT_IN: [(&str, &str); 4] = [
    ("free-play", include_str!("../../scenarios/free-play.toml")),
    (
        "bad-deploy",
        include_str!("../../scenarios/bad-deploy.toml"),
    ),
    (
        "viral-surge",
        include_str!("../../scenarios/viral-surge.toml"),
    ),
    (
        "cache-flush",
        include_str!("../../scenarios/cache-flush.toml"),
    ),
];

impl Scenario {
    /// Parses and validates scenario text; `file` is only used in error messages.
    pub fn parse(file: &str, text: &str) -> Result<Scenario, ScenarioError> {
        let raw: raw::RawScenario =
            toml::from_str(text).map_err(|err| syntax_error(file, text, &err))?;
        validate::validate(file, raw, fnv1a(text.as_bytes()))
    }

    /// Reads and validates a scenario file.
    pub fn from_file(path: &Path) -> Result<Scenario, ScenarioError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|err| ScenarioError::Read {
            file: file.clone(),
            reason: err.to_string(),
        })?;
        Scenario::parse(&file, &text)
    }

    /// A built-in scenario by id.
    pub fn builtin(id: &str) -> Option<Scenario> {
        let (name, text) = BUILT_IN.iter().find(|(name, _)| *name == id)?;
        // Built-ins are checked by the test suite; a broken one is a build defect.
        Scenario::parse(&format!("scenarios/{name}.toml"), text).ok()
    }

    /// Every built-in scenario, in listing order.
    pub fn all_builtin() -> Result<Vec<Scenario>, ScenarioError> {
        BUILT_IN
            .iter()
            .map(|(name, text)| Scenario::parse(&format!("scenarios/{name}.toml"), text))
            .collect()
    }

    pub fn builtin_ids() -> impl Iterator<Item = &'static str> {
        BUILT_IN.iter().map(|(name, _)| *name)
    }

    /// A built-in id, or else a path to a scenario file.
    pub fn load(name_or_path: &str) -> Result<Scenario, ScenarioError> {
        if let Some((name, text)) = BUILT_IN.iter().find(|(name, _)| *name == name_or_path) {
            return Scenario::parse(&format!("scenarios/{name}.toml"), text);
        }
        let path = Path::new(name_or_path);
        if path.exists() {
            return Scenario::from_file(path);
        }
        Err(ScenarioError::Unknown {
            name: name_or_path.to_string(),
            known: Scenario::builtin_ids().collect::<Vec<_>>().join(", "),
        })
    }
}

fn syntax_error(file: &str, text: &str, err: &toml::de::Error) -> ScenarioError {
    let offset = err.span().map_or(0, |span| span.start);
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    let source_line = text.lines().nth(line - 1).unwrap_or("").trim();
    // serde names Rust types; a scenario author thinks in numbers.
    let mut message = err
        .message()
        .trim()
        .replace("expected i64", "expected a whole number")
        .replace("expected f64", "expected a number");
    if !source_line.is_empty() {
        message = format!("{message} (in `{source_line}`)");
    }
    ScenarioError::Syntax {
        file: file.to_string(),
        line,
        column,
        message,
    }
}

/// 64-bit FNV-1a: tiny, stable across versions and machines, enough to notice an edit.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
