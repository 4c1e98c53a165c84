//! A scenario's words in a locale: its title and its briefing. A file that carries its own
//! words (`[text.<locale>]`) is shown in them, falling back to its en-US words; a built-in
//! scenario names Fluent messages. The one place that turns a scenario into its text:
//! every front-end calls only these.

use fluent_bundle::FluentValue;

use crate::model::arrivals::diurnal_factor;
use crate::model::cache::hit_rate;
use crate::model::{Event, Setup};
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
        None => l.tr(&scenario.briefing_id, &setup_arguments(&scenario.setup)),
    };
    if let Some(limit) = scenario.setup.freshness_limit_s {
        text.push('\n');
        text.push_str(&l.tr("scenario-freshness-limit", &[("limit", limit.into())]));
    }
    text
}

/// What a built-in briefing may say of its drill, from the setup, so no briefing restates
/// a number its scenario file owns: the opening clock, arrivals, fleet, TTL, target, cache
/// hit rate, budget left and boot delay, and the clocks of the events at fixed times.
fn setup_arguments(setup: &Setup) -> Vec<(&'static str, FluentValue<'static>)> {
    let lambda = setup.base_rps * diurnal_factor(setup.start_clock_min, 0);
    let ttl = f64::from(setup.controls.ttl_s);
    let percent = |share: f64| FluentValue::from((share * 100.0).round());
    let mut arguments = vec![
        ("start", setup.clock_of(0).to_string().into()),
        ("rps", lambda.round().into()),
        ("instances", setup.initial_instances.into()),
        ("ttl", setup.controls.ttl_s.into()),
        ("target", setup.controls.target_pct.into()),
        ("hit", percent(hit_rate(1.0, lambda, ttl))),
        ("budget", percent(setup.budget_left)),
        ("boot", setup.boot_delay_min.into()),
    ];
    let fixed = setup.events.iter().filter_map(|event| {
        let (earliest, latest) = match event {
            Event::Surge(surge) => surge.start_min,
            Event::BadDeploy { when, .. }
            | Event::CacheFlush { when, .. }
            | Event::DbCapacity { when, .. }
            | Event::LoseInstances { when, .. }
            | Event::TtlPush { when, .. } => when.range(),
        };
        (earliest == latest).then(|| setup.clock_of(earliest).to_string())
    });
    for (name, clock) in ["first_at", "second_at"].into_iter().zip(fixed) {
        arguments.push((name, clock.into()));
    }
    arguments
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;

    /// Every built-in briefing gets every argument it names, in every locale, and says
    /// its drill's own opening as the setup has it.
    #[test]
    fn built_in_briefings_take_their_numbers_from_the_setup() {
        for locale in Locale::ALL {
            let l = Localizer::new(locale);
            for scenario in Scenario::all_builtin().unwrap() {
                let text = briefing(&l, &scenario);
                assert!(!text.contains("{$"), "{locale:?} {}: {text}", scenario.id);
            }
        }
        let free = Scenario::builtin("free-play").unwrap();
        let text = briefing(&Localizer::new(Locale::EnUs), &free);
        let opening = format!(
            "at {}: {} req/s on {} instances",
            free.setup.clock_of(0),
            (free.setup.base_rps * diurnal_factor(free.setup.start_clock_min, 0)).round(),
            free.setup.initial_instances
        );
        assert!(text.contains(&opening), "{text}");
    }

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
        let arguments = setup_arguments(&scenario.setup);
        assert_eq!(words, en.tr("scenario-db-degradation-briefing", &arguments));
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
            so.tr(
                "scenario-bad-deploy-briefing",
                &setup_arguments(&scenario.setup)
            )
        );
    }
}
