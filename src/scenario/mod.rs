//! Scenarios as data: `scenarios/*.toml` → a validated [`Scenario`] in two steps (the TOML
//! tree with the place of every key and value in [`raw`], every value checked in
//! [`validate`]). A file that is wrong is refused with every problem in it, each with its
//! line and column, the field and the reason. The built-in scenarios are embedded in the
//! binary; a path loads any other file. A file carries its own title and briefing per
//! locale (`[text.en-US]`, others optional); built-in scenarios may name Fluent messages
//! instead.

mod raw;
mod validate;

pub use validate::{parse_clock, MAX_DURATION_MIN, MIN_UNANNOUNCED_WINDOW_MIN};

use std::fmt;
use std::path::Path;

use thiserror::Error;

use crate::model::{Locale, Setup};

/// A ready scenario: its identity, its words and the model's starting point.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub id: String,
    /// The Fluent message id of the title (`scenario-<id>-title`) for a built-in scenario;
    /// for a file with its own words ([`Scenario::text`]), its en-US title. Show it with
    /// `i18n::scenario::title`, which knows the difference.
    pub title_id: String,
    /// Like [`Scenario::title_id`], for the briefing (`i18n::scenario::briefing`).
    pub briefing_id: String,
    /// The file's own title and briefing per locale, when it carries them.
    pub text: Option<ScenarioText>,
    pub setup: Setup,
    /// FNV-1a of the file's bytes: a resumed drill can tell its scenario changed.
    pub content_hash: u64,
}

/// A scenario file's own words: `[text.<locale>]` tables with a `title` and a `briefing`.
/// en-US has both; another locale may lack either, which then falls back to en-US.
#[derive(Debug, Clone, PartialEq)]
pub struct ScenarioText {
    entries: Vec<TextEntry>,
}

/// One `[text.<locale>]` table.
#[derive(Debug, Clone, PartialEq)]
pub struct TextEntry {
    pub locale: Locale,
    pub title: Option<String>,
    pub briefing: Option<String>,
}

impl ScenarioText {
    /// The words of each locale; the validator makes sure en-US is there with both.
    fn new(entries: Vec<TextEntry>) -> ScenarioText {
        ScenarioText { entries }
    }

    fn entry(&self, locale: Locale) -> Option<&TextEntry> {
        self.entries.iter().find(|e| e.locale == locale)
    }

    fn en_us(&self) -> &TextEntry {
        self.entry(Locale::FALLBACK)
            .expect("validated: the en-US words are there")
    }

    /// The title in `locale`, else in en-US.
    pub fn title(&self, locale: Locale) -> &str {
        self.entry(locale)
            .and_then(|e| e.title.as_deref())
            .or(self.en_us().title.as_deref())
            .unwrap_or_default()
    }

    /// The briefing in `locale`, else in en-US.
    pub fn briefing(&self, locale: Locale) -> &str {
        self.entry(locale)
            .and_then(|e| e.briefing.as_deref())
            .or(self.en_us().briefing.as_deref())
            .unwrap_or_default()
    }

    /// The locales the file has words for, in the order written.
    pub fn locales(&self) -> impl Iterator<Item = Locale> + '_ {
        self.entries.iter().map(|e| e.locale)
    }
}

/// Which rules a scenario text is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rules {
    /// Every rule: a built-in, a file given by path, `scenarios check`, an upload.
    Full,
    /// A text a server stored before the onset rule existed (an upload kept in its list, or
    /// the text a stored drill ran): an unannounced event at a fixed time or in a window
    /// under [`MIN_UNANNOUNCED_WINDOW_MIN`] is taken as written, so that nothing stored is
    /// lost at a restart. Every other rule holds.
    Stored,
}

/// One problem in a scenario file: where it is (1-based line and column, in characters)
/// and what is wrong, naming the field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

#[derive(Debug, Error)]
pub enum ScenarioError {
    #[error("{file}: cannot read the file: {reason}")]
    Read { file: String, reason: String },
    /// Every problem of the file, in the order they appear; shown one per line as
    /// `file:line:column: message`.
    #[error("{}", Listed(file, problems))]
    Invalid {
        file: String,
        problems: Vec<Problem>,
    },
    #[error("no scenario named `{name}` and no such file; built-in scenarios: {known}")]
    Unknown { name: String, known: String },
}

impl ScenarioError {
    /// The problems of an invalid file (none for the other errors).
    pub fn problems(&self) -> &[Problem] {
        match self {
            ScenarioError::Invalid { problems, .. } => problems,
            _ => &[],
        }
    }
}

/// A file's problems, one per line.
struct Listed<'a>(&'a str, &'a [Problem]);

impl fmt::Display for Listed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.1.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{}:{}:{}: {}", self.0, p.line, p.column, p.message)?;
        }
        Ok(())
    }
}

/// The largest scenario file read: a scenario is a page of TOML, not a data set.
pub const MAX_FILE_BYTES: usize = 1 << 20;

/// The built-in scenarios, in the order they are listed.
const BUILT_IN: [(&str, &str); 9] = [
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
    (
        "launch-day",
        include_str!("../../scenarios/launch-day.toml"),
    ),
    (
        "db-degradation",
        include_str!("../../scenarios/db-degradation.toml"),
    ),
    (
        "zone-outage",
        include_str!("../../scenarios/zone-outage.toml"),
    ),
    (
        "retry-storm",
        include_str!("../../scenarios/retry-storm.toml"),
    ),
    (
        "bad-ttl-push",
        include_str!("../../scenarios/bad-ttl-push.toml"),
    ),
];

impl Scenario {
    /// Parses and validates scenario text under every rule; `file` is only used in error
    /// messages. Every problem is reported, not only the first.
    pub fn parse(file: &str, text: &str) -> Result<Scenario, ScenarioError> {
        Scenario::parse_under(file, text, Rules::Full)
    }

    /// [`Scenario::parse`] for a text the store kept ([`Rules::Stored`]).
    pub fn parse_stored(file: &str, text: &str) -> Result<Scenario, ScenarioError> {
        Scenario::parse_under(file, text, Rules::Stored)
    }

    fn parse_under(file: &str, text: &str, rules: Rules) -> Result<Scenario, ScenarioError> {
        let invalid = |problems| ScenarioError::Invalid {
            file: file.to_string(),
            problems,
        };
        let mut check = validate::Checker::new(text);
        if text.len() > MAX_FILE_BYTES {
            check.report(
                0,
                format!(
                    "the file is {} bytes: a scenario file has at most {MAX_FILE_BYTES}",
                    text.len()
                ),
            );
            return Err(invalid(check.into_problems()));
        }
        let doc = match raw::parse(text) {
            Ok(doc) => doc,
            Err(err) => {
                let offset = err.span().map_or(0, |span| span.start);
                check.report(offset, syntax_message(text, offset, &err));
                return Err(invalid(check.into_problems()));
            }
        };
        let ids: Vec<&str> = Scenario::builtin_ids().collect();
        let scenario = validate::validate(&mut check, &doc, &ids, fnv1a(text.as_bytes()), rules);
        if scenario.is_none() && check.is_empty() {
            // Every refusal names its problem; this only guards that promise.
            check.report(0, "the scenario is not valid");
        }
        let problems = check.into_problems();
        match scenario {
            Some(scenario) if problems.is_empty() => Ok(scenario),
            _ => Err(invalid(problems)),
        }
    }

    /// Validates a file's bytes: UTF-8 text first (the first invalid byte is named with its
    /// line), then [`Scenario::parse`].
    pub fn parse_bytes(file: &str, bytes: &[u8]) -> Result<Scenario, ScenarioError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => Scenario::parse(file, text),
            Err(err) => {
                let good = &bytes[..err.valid_up_to()];
                let text = std::str::from_utf8(good).unwrap_or_default();
                let mut check = validate::Checker::new(text);
                check.report(
                    text.len(),
                    format!(
                        "the file is not UTF-8 text: byte 0x{:02X} cannot start a character here",
                        bytes[err.valid_up_to()]
                    ),
                );
                Err(ScenarioError::Invalid {
                    file: file.to_string(),
                    problems: check.into_problems(),
                })
            }
        }
    }

    /// Reads and validates a scenario file.
    pub fn from_file(path: &Path) -> Result<Scenario, ScenarioError> {
        let file = path.display().to_string();
        let read_error = |reason: String| ScenarioError::Read {
            file: file.clone(),
            reason,
        };
        let size = std::fs::metadata(path).map_err(|err| read_error(err.to_string()))?;
        if size.len() > MAX_FILE_BYTES as u64 {
            return Err(read_error(format!(
                "the file is {} bytes: a scenario file has at most {MAX_FILE_BYTES}",
                size.len()
            )));
        }
        let bytes = std::fs::read(path).map_err(|err| read_error(err.to_string()))?;
        Scenario::parse_bytes(&file, &bytes)
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

/// A TOML syntax error as a scenario author reads it: the parser's message (serde's type
/// names turned into words) and the line it is about.
fn syntax_message(text: &str, offset: usize, err: &toml_edit::TomlError) -> String {
    let line = text[..offset.min(text.len())].matches('\n').count();
    let source_line = text.lines().nth(line).unwrap_or("").trim();
    let mut message = err
        .message()
        .trim()
        .replace("expected i64", "expected a whole number")
        .replace("expected f64", "expected a number");
    if !source_line.is_empty() {
        let shown: String = source_line.chars().take(80).collect();
        message = format!("{message} (in `{shown}`)");
    }
    message
}

/// 64-bit FNV-1a: tiny, stable across versions and machines, enough to notice an edit.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
