//! The slash commands, one poise command function each; [`all`] is the one list of them
//! (registration, dispatch and help all come from it). Commands are thin: they read their
//! typed parameters, ask the drill driver, and answer. Game rules live in the engine.

mod check;
mod coach;
mod controls;
mod drill;
mod game_master;
mod gm_role;
mod incident;
mod info;
mod progress;
mod scenario;
mod schedule;
mod team;

pub use check::command_check;

use crate::model::Control;

use super::context::Data;
use super::errors::BotError;

/// Every command the bot registers, named and described in every locale.
pub fn all() -> Vec<poise::Command<Data, BotError>> {
    let mut commands = vec![
        incident::incident(),
        drill::status(),
        drill::advance(),
        drill::rewind(),
        drill::pause(),
        drill::resume(),
    ];
    // One command per control, in the model's order.
    commands.extend(Control::ALL.map(controls::command));
    commands.extend([
        info::chart(),
        info::scenarios(),
        scenario::scenario(),
        info::model(),
        info::help(),
        info::locale(),
        info::leaderboard(),
        schedule::schedule(),
        progress::progress(),
        team::role(),
        team::update(),
        coach::why(),
        game_master::inject(),
        game_master::gm(),
    ]);
    super::localize::apply(&mut commands);
    commands
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::model::Locale;

    #[test]
    fn english_fluent_names_are_the_commands_own() {
        let en = Localizer::new(Locale::EnUs);
        fn check(en: &Localizer, command: &poise::Command<Data, BotError>, path: &str) {
            assert_eq!(en.text(&format!("cmd-{path}")), command.name, "cmd-{path}");
            for parameter in &command.parameters {
                let id = format!("opt-{path}-{}", parameter.name);
                assert_eq!(en.text(&id), parameter.name, "{id}");
                assert!(en.has(&format!("{id}-desc")), "{id}-desc");
            }
            for sub in &command.subcommands {
                check(en, sub, &format!("{path}-{}", sub.name));
            }
        }
        for command in all() {
            check(&en, &command, &command.name);
        }
    }
}
