//! Localisation: Fluent bundles built from the `locales/<lang>/*.ftl` files embedded at
//! build time, and lookup with fallback: the chosen locale → en-US → the message id itself
//! (with a logged warning, never a panic). Submodules turn model values into localised
//! text: numbers, the dashboard, action confirmations and errors, the summary, the model
//! explainer and help.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::resolver::errors::{ReferenceKind, ResolverError};
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::model::Locale;

pub mod action_words;
pub mod dashboard;
pub mod debrief;
pub mod facts;
pub mod lessons;
pub mod messages;
pub mod numbers;
pub mod quote;
pub mod reason;
pub mod review;
pub mod rewind;
pub mod scenario;
pub mod schedule;
pub mod seed;
pub mod team;
pub mod why;

pub use numbers::{locale_from_environment, negotiate, speaks};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_locales.rs"));
}

/// The code of the locale every other one falls back to.
pub const FALLBACK: &str = Locale::FALLBACK.code();

type Bundle = FluentBundle<FluentResource>;

/// A problem in the embedded locale files (reported by tests and `scenarios check`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocaleProblem {
    pub lang: String,
    pub file: String,
    pub message: String,
}

/// A set of locales built from `(language, file name, Fluent text)` sources.
pub struct Catalog {
    bundles: HashMap<String, Bundle>,
    problems: Vec<LocaleProblem>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog")
            .field("locales", &self.bundles.len())
            .finish()
    }
}

/// The catalog embedded in the binary.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::from_sources(embedded::EMBEDDED))
}

impl Catalog {
    /// Builds bundles from sources; problems are collected, never fatal.
    pub fn from_sources(sources: &[(&str, &str, &str)]) -> Catalog {
        build_catalog(sources)
    }
}

fn build_catalog(sources: &[(&str, &str, &str)]) -> Catalog {
    let mut bundles: HashMap<String, Bundle> = HashMap::new();
    let mut problems = Vec::new();
    for &(lang, file, text) in sources {
        let problem = |message: String| LocaleProblem {
            lang: lang.to_string(),
            file: file.to_string(),
            message,
        };
        let Ok(langid) = lang.parse::<LanguageIdentifier>() else {
            problems.push(problem(format!("`{lang}` is not a language tag")));
            continue;
        };
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                problems.extend(errors.iter().map(|e| problem(format!("{e:?}"))));
                resource
            }
        };
        let bundle = bundles.entry(lang.to_string()).or_insert_with(|| {
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // Discord and terminals show the bidi isolation marks as stray characters.
            bundle.set_use_isolating(false);
            bundle
        });
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.iter().map(|e| problem(format!("{e:?}"))));
        }
    }
    Catalog { bundles, problems }
}

/// Every problem found while loading the embedded locale files (empty when all is well).
pub fn load_problems() -> &'static [LocaleProblem] {
    catalog().problems()
}

impl Catalog {
    /// Problems found while building this catalog (parse errors, duplicate messages).
    pub fn problems(&self) -> &[LocaleProblem] {
        &self.problems
    }
}

/// The languages that have at least one embedded file (the same as [`Locale::ALL`]; a test
/// holds them together).
pub fn embedded_languages() -> Vec<&'static str> {
    let mut langs: Vec<&str> = catalog().bundles.keys().map(String::as_str).collect();
    langs.sort_unstable();
    langs
}

/// Formats messages in one locale, falling back to en-US, then to the id itself.
#[derive(Debug, Clone)]
pub struct Localizer {
    lang: String,
    catalog: &'static Catalog,
    /// How the texts name a team's action on this screen ([`action_words`]): beside the
    /// language, what the reader's screen is.
    wording: action_words::Wording,
}

impl Localizer {
    /// A localizer for one of our locales over the embedded catalog.
    pub fn new(locale: Locale) -> Localizer {
        Localizer {
            lang: locale.code().to_string(),
            catalog: catalog(),
            wording: action_words::Wording::Commands,
        }
    }

    /// The same reader on a screen with no prompt (the web page): actions are named in
    /// words, never as the command that types them.
    pub fn described(self) -> Localizer {
        Localizer {
            wording: action_words::Wording::Described,
            ..self
        }
    }

    pub fn wording(&self) -> action_words::Wording {
        self.wording
    }

    /// A localizer for whatever a client or a flag asks for (`ru`, `en-GB`, `pt-BR`),
    /// negotiated to one of our locales.
    pub fn negotiated(tag: &str) -> Localizer {
        Localizer::new(negotiate(tag))
    }

    /// A localizer over another catalog (tests, translators' drafts).
    pub fn with_catalog(catalog: &'static Catalog, lang: &str) -> Localizer {
        if !catalog.bundles.contains_key(lang) {
            tracing::warn!(locale = lang, "locale not available, using {FALLBACK}");
        }
        let lang = if catalog.bundles.contains_key(lang) {
            lang
        } else {
            FALLBACK
        };
        Localizer {
            lang: lang.to_string(),
            catalog,
            wording: action_words::Wording::Commands,
        }
    }

    pub fn lang(&self) -> &str {
        &self.lang
    }

    /// Our locale this localizer speaks (en-US for a draft language of another catalog).
    pub fn locale(&self) -> Locale {
        Locale::from_code(&self.lang).unwrap_or(Locale::FALLBACK)
    }

    /// Whether the message exists in this locale itself (no fallback).
    pub fn has(&self, id: &str) -> bool {
        self.catalog
            .bundles
            .get(&self.lang)
            .is_some_and(|b| b.has_message(id))
    }

    pub fn text(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message with named arguments: numbers select plural forms, strings are inserted
    /// as they are (format decimals with [`Localizer::decimal`] first).
    pub fn tr<'a>(&self, id: &str, args: &[(&str, FluentValue<'a>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        self.format(id, Some(&fluent_args))
    }

    /// The message `id` with `args`; a message that names one of the model's numbers
    /// (`{ $warmup_min }`) gets it from [`facts`], so no text restates a constant. Those
    /// are added only when a first pass misses a variable: most messages name none.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        for lang in [self.lang.as_str(), FALLBACK] {
            let text = match format_in(self.catalog, lang, id, args) {
                Some(Formatted::Missing(_)) => {
                    let with_facts = facts::with_facts(self, args);
                    format_in(self.catalog, lang, id, Some(&with_facts)).map(Formatted::logged)
                }
                formatted => formatted.map(Formatted::logged),
            };
            if let Some(text) = text {
                if lang != self.lang {
                    tracing::warn!(message_id = id, locale = %self.lang, "message missing, using {lang}");
                }
                return text;
            }
        }
        tracing::warn!(message_id = id, locale = %self.lang, "message missing in every locale");
        id.to_string()
    }
}

/// A message formatted once.
enum Formatted {
    Whole(String),
    /// It names a variable the arguments lack (a fact, or a caller's mistake).
    Missing(String),
    /// Formatted with other errors, already logged.
    Flawed(String),
}

impl Formatted {
    fn logged(self) -> String {
        match self {
            Formatted::Whole(text) | Formatted::Missing(text) | Formatted::Flawed(text) => text,
        }
    }
}

fn format_in(
    catalog: &Catalog,
    lang: &str,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<Formatted> {
    let bundle = catalog.bundles.get(lang)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if errors.is_empty() {
        return Some(Formatted::Whole(text.into_owned()));
    }
    let missing = errors.iter().any(|error| {
        matches!(
            error,
            FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Variable { .. }))
        )
    });
    // Once the facts are in, a missing variable is a caller's mistake: logged below.
    if missing && !args.is_some_and(facts::has_facts) {
        return Some(Formatted::Missing(text.into_owned()));
    }
    tracing::warn!(
        message_id = id,
        locale = lang,
        ?errors,
        "message formatted with errors"
    );
    Some(Formatted::Flawed(text.into_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_locales_load_cleanly_and_are_exactly_ours() {
        assert_eq!(load_problems(), &[]);
        let mut ours: Vec<&str> = Locale::ALL.map(Locale::code).to_vec();
        ours.sort_unstable();
        assert_eq!(
            embedded_languages(),
            ours,
            "locales/ folders vs model::Locale"
        );
    }

    #[test]
    fn unknown_locale_and_missing_message_fall_back() {
        let l = Localizer::negotiated("xx-YY");
        assert_eq!(l.lang(), FALLBACK);
        assert_eq!(l.text("no-such-message"), "no-such-message");
        assert!(l.text("scenario-free-play-title").starts_with("Free play"));
    }
}
