//! The slash commands' names and descriptions in every Discord locale we have, from the
//! Fluent catalog, applied to poise's commands in one function at registration. A
//! command's identity is its name in the code (`ttl`, `incident start`): translations only
//! label it, so a translator's edit can never break dispatch.
//!
//! Message ids follow the command's path: `cmd-incident-start` (and `…-desc`) for a
//! command, `opt-incident-start-seed` (and `…-desc`) for its parameter.

use crate::drill::uploads::MAX_UPLOAD_BYTES;
use crate::i18n::Localizer;
use crate::model::Locale;

use super::limits::{COMMAND_DESCRIPTION_MAX, COMMAND_NAME_MAX};

/// Our locales that Discord also has, with Discord's code for each. Discord has no Frisian
/// or Somali: those servers see English command names, and everything else localised.
pub const DISCORD_LOCALES: [(Locale, &str); 1] = [(Locale::Ru, "ru")];

/// A command's or option's name as the reader's Discord client shows it: translated where
/// Discord has the reader's language, the English name elsewhere.
pub fn shown_name(l: &Localizer, id: &str, english: &str) -> String {
    if DISCORD_LOCALES.iter().any(|(ours, _)| *ours == l.locale()) {
        l.text(id)
    } else {
        english.to_string()
    }
}

/// A command's or option's name or description in `l`'s language. A description that names
/// a limit (`/scenario upload`'s size) gets it as an argument from the limit's owner, so
/// no translation writes the number out.
pub fn command_text(l: &Localizer, id: &str) -> String {
    l.tr(id, &[("kilobytes", (MAX_UPLOAD_BYTES / 1024).into())])
}

type Localized = std::borrow::Cow<
    'static,
    [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
>;

fn in_every_locale(id: &str, max: usize) -> Localized {
    DISCORD_LOCALES
        .iter()
        .map(|(ours, discord)| {
            let text = super::reply::truncate(&command_text(&Localizer::new(*ours), id), max);
            ((*discord).into(), text.into())
        })
        .collect::<Vec<_>>()
        .into()
}

/// Sets every command's English description and its names and descriptions in Discord's
/// other locales, and those of its parameters and subcommands.
pub fn apply<U, E>(commands: &mut [poise::Command<U, E>]) {
    for command in commands {
        let path = command.name.to_string();
        apply_one(command, &path);
    }
}

fn apply_one<U, E>(command: &mut poise::Command<U, E>, path: &str) {
    let en = Localizer::new(Locale::EnUs);
    let id = format!("cmd-{path}");
    command.description = Some(
        super::reply::truncate(
            &command_text(&en, &format!("{id}-desc")),
            COMMAND_DESCRIPTION_MAX,
        )
        .into(),
    );
    command.name_localizations = in_every_locale(&id, COMMAND_NAME_MAX);
    command.description_localizations =
        in_every_locale(&format!("{id}-desc"), COMMAND_DESCRIPTION_MAX);
    for parameter in &mut command.parameters {
        let id = format!("opt-{path}-{}", parameter.name);
        parameter.description = Some(
            super::reply::truncate(
                &command_text(&en, &format!("{id}-desc")),
                COMMAND_DESCRIPTION_MAX,
            )
            .into(),
        );
        parameter.name_localizations = in_every_locale(&id, COMMAND_NAME_MAX);
        parameter.description_localizations =
            in_every_locale(&format!("{id}-desc"), COMMAND_DESCRIPTION_MAX);
    }
    for sub in &mut command.subcommands {
        let path = format!("{path}-{}", sub.name);
        apply_one(sub, &path);
    }
}

/// A choice's English name and its names in Discord's other locales (at most 100
/// characters each).
pub fn choice_names(message_id: &str) -> (String, Vec<(&'static str, String)>) {
    let name = |l: Locale| {
        super::reply::truncate(&Localizer::new(l).text(message_id), COMMAND_DESCRIPTION_MAX)
    };
    let localized = DISCORD_LOCALES
        .iter()
        .map(|(ours, discord)| (*discord, name(*ours)))
        .collect();
    (name(Locale::EnUs), localized)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The upload limit reaches every language's description from `MAX_UPLOAD_BYTES`, and
    /// reads as the texts did when they wrote it out (16 KB).
    #[test]
    fn the_upload_description_names_the_limit_from_its_owner() {
        assert_eq!(
            MAX_UPLOAD_BYTES,
            16 * 1024,
            "the texts below were written for 16 KB"
        );
        let described = |locale| command_text(&Localizer::new(locale), "cmd-scenario-upload-desc");
        assert!(described(Locale::EnUs).contains("(TOML, at most 16 KB)"));
        assert!(described(Locale::Fy).contains("(TOML, op syn heechst 16 KB)"));
        assert!(described(Locale::Ru).contains("(TOML, не больше 16 КБ)"));
        assert!(described(Locale::So).contains("(TOML, ugu badnaan 16 KB)"));
    }
}
