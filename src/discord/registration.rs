//! The slash commands as Discord registers them: English names and descriptions, localised
//! names and descriptions for every Discord locale we have a translation for, and the
//! ranges of every integer option so Discord's own UI validates them (the bot checks again).

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, InteractionContext};

use crate::i18n::{available_locales, Localizer};
use crate::model::Command as Control;
use crate::scenario::Scenario;

/// Our locales that Discord also has, with Discord's code for each. Discord has no Frisian
/// or Somali: those servers see English command names, and everything else localised.
pub const DISCORD_LOCALES: [(&str, &str); 1] = [("ru", "ru")];

/// The languages `/locale` offers, as (our code, value).
pub fn language_choices() -> Vec<&'static str> {
    available_locales()
}

fn localized(mut command: CreateCommand, id: &str) -> CreateCommand {
    for (ours, discord) in DISCORD_LOCALES {
        let l = Localizer::new(ours);
        command = command
            .name_localized(discord, l.text(id))
            .description_localized(discord, l.text(&format!("{id}-desc")));
    }
    command
}

fn option(kind: CommandOptionType, id: &str, required: bool) -> CreateCommandOption {
    let en = Localizer::new("en-US");
    let mut option = CreateCommandOption::new(kind, en.text(id), en.text(&format!("{id}-desc")))
        .required(required);
    for (ours, discord) in DISCORD_LOCALES {
        let l = Localizer::new(ours);
        option = option
            .name_localized(discord, l.text(id))
            .description_localized(discord, l.text(&format!("{id}-desc")));
    }
    option
}

fn integer(id: &str, required: bool, min: u64, max: u64) -> CreateCommandOption {
    option(CommandOptionType::Integer, id, required)
        .min_int_value(min)
        .max_int_value(max)
}

fn on_off(id: &str) -> CreateCommandOption {
    let mut choice = option(CommandOptionType::String, id, true);
    for (value, message) in [("on", "switch-on"), ("off", "switch-off")] {
        let locales =
            DISCORD_LOCALES.map(|(ours, discord)| (discord, Localizer::new(ours).text(message)));
        choice = choice.add_string_choice_localized(
            Localizer::new("en-US").text(message),
            value,
            locales,
        );
    }
    choice
}

fn command(id: &str) -> CreateCommand {
    let en = Localizer::new("en-US");
    let command = CreateCommand::new(en.text(id))
        .description(en.text(&format!("{id}-desc")))
        .contexts(vec![InteractionContext::Guild]);
    localized(command, id)
}

fn subcommand(id: &str) -> CreateCommandOption {
    option(CommandOptionType::SubCommand, id, false)
}

fn range(control: Control) -> (u64, u64) {
    let (min, max) = control.range().unwrap_or((0, 0));
    (u64::from(min), u64::from(max))
}

/// Every command the bot registers.
pub fn commands() -> Vec<CreateCommand> {
    let en = Localizer::new("en-US");
    let mut scenario = option(CommandOptionType::String, "opt-scenario", true);
    for s in Scenario::all_builtin().unwrap_or_default() {
        let locales = DISCORD_LOCALES.map(|(ours, discord)| {
            let title = Localizer::new(ours).text(&s.title_id);
            (discord, truncate(&title, 100))
        });
        scenario = scenario.add_string_choice_localized(
            truncate(&en.text(&s.title_id), 100),
            s.id.clone(),
            locales,
        );
    }
    let mut pace = option(CommandOptionType::String, "opt-pace", false);
    for (value, message) in [
        ("60s", "pace-choice-realtime"),
        ("10s", "pace-choice-fast"),
        ("turns", "pace-choice-turns"),
    ] {
        let locales =
            DISCORD_LOCALES.map(|(ours, discord)| (discord, Localizer::new(ours).text(message)));
        pace = pace.add_string_choice_localized(en.text(message), value, locales);
    }
    let start = subcommand("cmd-incident-start")
        .add_sub_option(scenario)
        .add_sub_option(integer("opt-seed", false, 0, u64::from(u32::MAX)))
        .add_sub_option(pace);
    let advance =
        subcommand("cmd-incident-advance").add_sub_option(integer("opt-minutes", false, 1, 60));
    let incident = command("cmd-incident")
        .add_option(start)
        .add_option(subcommand("cmd-incident-stop"))
        .add_option(subcommand("cmd-incident-pause"))
        .add_option(subcommand("cmd-incident-resume"))
        .add_option(subcommand("cmd-incident-status"))
        .add_option(advance);

    let (floor_min, floor_max) = range(Control::Floor);
    let (target_min, target_max) = range(Control::Target);
    let (ttl_min, ttl_max) = range(Control::Ttl);
    let (shed_min, shed_max) = range(Control::Shed);
    let mut language = option(CommandOptionType::String, "opt-language", true);
    for code in language_choices() {
        language = language.add_string_choice(Localizer::new(code).text("language-name"), code);
    }
    vec![
        incident,
        command("cmd-floor").add_option(integer("opt-floor-value", true, floor_min, floor_max)),
        command("cmd-autoscale")
            .add_option(on_off("opt-state"))
            .add_option(integer(
                "opt-autoscale-target",
                false,
                target_min,
                target_max,
            )),
        command("cmd-target").add_option(integer("opt-target-value", true, target_min, target_max)),
        command("cmd-ttl").add_option(integer("opt-ttl-value", true, ttl_min, ttl_max)),
        command("cmd-warmup"),
        command("cmd-shed").add_option(integer("opt-shed-value", true, shed_min, shed_max)),
        command("cmd-feature").add_option(on_off("opt-state")),
        command("cmd-rollback"),
        command("cmd-chart"),
        command("cmd-scenarios"),
        command("cmd-model"),
        command("cmd-locale").add_option(language),
        command("cmd-help"),
        command("cmd-drillrole").add_option(option(CommandOptionType::Role, "opt-role", false)),
    ]
}

/// At most `max` characters (Discord counts characters, not bytes).
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
