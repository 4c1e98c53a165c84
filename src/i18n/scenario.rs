//! A scenario's words in a locale: its title and its briefing. A file that carries its own
//! words (`[text.<locale>]`) is shown in them, falling back to its en-US words; a built-in
//! scenario names Fluent messages. The one place that turns a scenario into its text:
//! every front-end calls only these.

use crate::scenario::Scenario;

use super::Localizer;

/// The scenario's title in `l`'s language.
pub fn title(l: &Localizer, scenario: &Scenario) -> String {
    match &scenario.text {
        Some(text) => text.title(l.locale()).to_string(),
        None => l.text(&scenario.title_id),
    }
}

/// The scenario's briefing in `l`'s language, followed by the constraints the score holds
/// the players to (a freshness limit), from the setup itself so no briefing restates them.
pub fn briefing(l: &Localizer, scenario: &Scenario) -> String {
    let mut text = match &scenario.text {
        Some(text) => text.briefing(l.locale()).to_string(),
        None => l.text(&scenario.briefing_id),
    };
    if let Some(limit) = scenario.setup.freshness_limit_s {
        text.push('\n');
        text.push_str(&l.tr("scenario-freshness-limit", &[("limit", limit.into())]));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;

    const OWN_WORDS: &str = r#"
id = "own-words"
start = "08:00"
duration_min = 30
base_rps = 500.0
boot_delay_min = 2
budget_left_pct = 100.0

[text.en-US]
title = "Own words"
briefing = "A drill in its own words."

[text.ru]
title = "Свои слова"

[initial]
instances = 4
floor = 4
autoscaler = true
target_pct = 60
ttl_s = 60
shed_pct = 0
feature = true
cache_warm_pct = 100.0
"#;

    #[test]
    fn a_file_speaks_its_own_words_falling_back_to_en_us() {
        let scenario = Scenario::parse("own.toml", OWN_WORDS).expect("valid");
        let ru = Localizer::new(Locale::Ru);
        let fy = Localizer::new(Locale::Fy);
        assert_eq!(title(&ru, &scenario), "Свои слова");
        assert_eq!(briefing(&ru, &scenario), "A drill in its own words.");
        assert_eq!(title(&fy, &scenario), "Own words");
    }

    #[test]
    fn a_freshness_limit_follows_the_briefing() {
        let scenario = Scenario::builtin("db-degradation").expect("built-in");
        let en = Localizer::new(Locale::EnUs);
        let text = briefing(&en, &scenario);
        let (words, limit) = text.split_once('\n').expect("two lines");
        assert_eq!(words, en.text("scenario-db-degradation-briefing"));
        assert!(limit.contains("15 s"), "{limit}");
    }

    #[test]
    fn a_built_in_scenario_names_fluent_messages() {
        let scenario = Scenario::builtin("bad-deploy").expect("built-in");
        let en = Localizer::new(Locale::EnUs);
        assert_eq!(title(&en, &scenario), "Bad deploy: protect the budget");
        let so = Localizer::new(Locale::So);
        assert_eq!(
            briefing(&so, &scenario),
            so.text("scenario-bad-deploy-briefing")
        );
    }
}
