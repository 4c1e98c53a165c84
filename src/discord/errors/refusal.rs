//! What the user is told when their request is refused: every refusal a command or a
//! button can meet, each rendered in the reader's language.

use crate::drill::uploads::UploadError;
use crate::drill::wording::scenario_error;
use crate::drill::DrillError;
use crate::i18n::{messages, Localizer};
use crate::model::schedule::ScheduleError;
use crate::model::ActionError;
use crate::scenario::ScenarioError;

use super::misfit::{Misfit, Name};

/// What the user is told when their request is refused.
#[derive(Debug)]
pub enum Refusal {
    Drill(DrillError),
    Action(ActionError),
    Scenario(ScenarioError),
    /// An uploaded scenario refused, or one not found.
    Upload(UploadError),
    /// Only managers (and the drill role) may do this.
    NotAllowed,
    /// Only members with Manage Server (or whom the server allowed) manage its scenarios.
    NotServerManager,
    /// A value the command does not offer (a forged or outdated payload).
    BadValue(String),
    /// The interaction does not have the shape of the command as registered.
    Misfit(Misfit),
    /// A whole number outside the range the option registered.
    OutOfRange {
        option: Name,
        value: i64,
        min: i64,
        max: i64,
    },
    /// A button custom id the bot never put under a message.
    UnknownButton,
    /// A button of a drill that is no longer the channel's drill.
    EndedDrillButton,
    /// A button from an older version of the bot, without the drill it belongs to: it
    /// could act on whatever drill the channel runs now.
    LegacyButton,
    /// The bot lacks these permissions in the channel (Discord's permission names' ids).
    BotLacks(Vec<&'static str>),
    UnknownPace(String),
    UnknownLocale(String),
    /// A schedule that cannot be made as given (`/schedule add`).
    Schedule(ScheduleError),
    /// No schedule of this server has this id (`/schedule remove`).
    NoSchedule(i64),
    /// Only the game masters inject here: the server's role's members (and the member who
    /// started the drill with `gm:true`, an author id, if it has one).
    NotGameMasterRole {
        role: String,
        game_master: Option<String>,
    },
    /// `/gm role` given @everyone.
    GameMasterEveryone,
}

impl Refusal {
    pub fn render(&self, l: &Localizer) -> String {
        match self {
            Refusal::Drill(err) => err.localize(l),
            Refusal::Action(err) => messages::action_error(l, err),
            Refusal::Scenario(err) => scenario_error(l, err),
            Refusal::Upload(err) => err.localize(l),
            Refusal::NotAllowed => l.text("error-not-allowed"),
            Refusal::NotServerManager => l.text("upload-not-allowed"),
            Refusal::BadValue(value) => {
                l.tr("error-bad-value", &[("value", value.as_str().into())])
            }
            Refusal::Misfit(misfit) => misfit.render(l),
            Refusal::OutOfRange {
                option,
                value,
                min,
                max,
            } => l.tr(
                "interaction-out-of-range",
                &[
                    ("option", option.shown(l).into()),
                    ("value", value.to_string().into()),
                    ("min", min.to_string().into()),
                    ("max", max.to_string().into()),
                ],
            ),
            Refusal::UnknownButton => l.text("interaction-unknown-button"),
            Refusal::EndedDrillButton => l.text("interaction-ended-drill-button"),
            Refusal::LegacyButton => l.text("interaction-legacy-button"),
            Refusal::BotLacks(missing) => {
                let names: Vec<String> = missing.iter().map(|id| l.text(id)).collect();
                l.tr(
                    "error-bot-permissions",
                    &[("missing", names.join(", ").into())],
                )
            }
            Refusal::Schedule(err) => crate::i18n::schedule::refusal(l, err),
            Refusal::NoSchedule(id) => l.tr("schedule-none", &[("id", (*id).into())]),
            Refusal::NotGameMasterRole { role, game_master } => match game_master {
                None => l.tr("gm-refused-role", &[("role", role.as_str().into())]),
                Some(game_master) => l.tr(
                    "gm-refused-role-or-starter",
                    &[
                        ("role", role.as_str().into()),
                        ("game_master", game_master.as_str().into()),
                    ],
                ),
            },
            Refusal::GameMasterEveryone => l.text("gm-role-everyone"),
            Refusal::UnknownPace(pace) => l.tr("error-bad-pace", &[("pace", pace.as_str().into())]),
            Refusal::UnknownLocale(locale) => l.tr(
                "error-unknown-locale",
                &[
                    ("locale", locale.as_str().into()),
                    (
                        "available",
                        crate::model::Locale::ALL
                            .map(|l| l.code())
                            .join(", ")
                            .into(),
                    ),
                ],
            ),
        }
    }
}
