//! A scenario's words in a locale: its title and its briefing. Built-in scenarios name
//! Fluent messages; the one place that turns a scenario into its text.

use crate::scenario::Scenario;

use super::Localizer;

/// The scenario's title in `l`'s language.
pub fn title(l: &Localizer, scenario: &Scenario) -> String {
    l.text(&scenario.title_id)
}

/// The scenario's briefing in `l`'s language.
pub fn briefing(l: &Localizer, scenario: &Scenario) -> String {
    l.text(&scenario.briefing_id)
}
