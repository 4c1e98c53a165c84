//! What `play` prints, word by word: the minute line names both burn windows and fits 80
//! columns in every language, for every minute of every built-in scenario left alone (the
//! worst minutes there are) and for the extremes the model allows.

use oncall_drill::i18n::dashboard::minute_line;
use oncall_drill::i18n::Localizer;
use oncall_drill::model::{Locale, MinuteRecord};
use oncall_drill::scenario::Scenario;

/// The minutes of every built-in scenario with no action, seeds 1 and 2.
fn idle_minutes() -> Vec<MinuteRecord> {
    let mut all = Vec::new();
    for scenario in Scenario::all_builtin().unwrap() {
        for seed in [1, 2] {
            let setup = &scenario.setup;
            let (records, _) =
                oncall_drill::model::run(setup, seed, false, &[], setup.duration_min);
            all.extend(records);
        }
    }
    all
}

#[test]
fn the_minute_line_names_both_burn_windows_and_fits_80_columns() {
    let mut minutes = idle_minutes();
    // The extremes: every request failing for an hour (so p99 at the time-out), a fleet of
    // 40, more than the budget left spent (bad-ttl-push left alone ends near −80 %).
    let mut worst = minutes[0].clone();
    worst.clock = oncall_drill::model::Clock(23 * 60 + 59);
    (worst.burn_1h, worst.burn_5m, worst.error_rate) = (1000.0, 1000.0, 1.0);
    (worst.p99_s, worst.serving, worst.booting) = (2.0, 30, 10);
    worst.budget_remaining = -0.815;
    minutes.push(worst);
    for locale in Locale::ALL {
        let l = Localizer::new(locale);
        let longest = minutes
            .iter()
            .map(|r| minute_line(&l, r))
            .max_by_key(|line| line.chars().count())
            .unwrap();
        assert!(longest.chars().count() <= 80, "{locale}: {longest}");
    }
    // Both windows, with the minute's own figures: 09:13 of bad-deploy left alone.
    let en = Localizer::new(Locale::EnUs);
    let scenario = crate::util::builtin("bad-deploy");
    let (records, _) = oncall_drill::model::run(&scenario.setup, 1, true, &[], 14);
    let r = &records[13];
    assert_eq!(r.clock.to_string(), "09:13");
    let line = minute_line(&en, r);
    // By hand: the bad build reaches 10 % more of the traffic each minute from 09:10, each
    // tenth adding 0.5 % errors: 0, 0.5, 1, 1.5, 2 % from 09:09 to 09:13. Burn (5 min) is
    // their mean over the 0.1 % budget, 1 % / 0.1 % = 10 ×; burn (1 h) their sum over 60
    // minutes, 5 % / 60 / 0.1 % = 0.83 ×.
    assert!(line.contains("burn 1h 0.8× 5m 10×"), "{line}");
    assert!(line.contains("err 2.00%"), "{line}");
}

#[test]
fn the_help_never_repeats_a_controls_name_in_its_explanation() {
    // The help shows each control as “name: explanation”: an explanation that begins with
    // the name's own first word says it twice (“Тяжёлая функция («рекомендации»): Тяжёлая
    // функция добавляет…”).
    for locale in Locale::ALL {
        let l = Localizer::new(locale);
        for (name, help, _) in oncall_drill::i18n::messages::controls(&l) {
            let first = |text: &str| text.split_whitespace().next().unwrap_or("").to_lowercase();
            assert_ne!(first(&name), first(&help), "{locale}: {name}: {help}");
        }
        let drill = oncall_drill::terminal::commands::help_line(&l);
        let help = oncall_drill::i18n::messages::help(&l, &drill, "quit");
        let lines: Vec<&str> = help.lines().filter(|x| !x.trim().is_empty()).collect();
        for pair in lines.windows(2) {
            let heading = pair[0].trim();
            assert!(
                !pair[1].trim().starts_with(heading),
                "{locale}: “{heading}” heads a text that starts with it again"
            );
        }
    }
}
