//! Typed slash-command parameters. Each type registers itself (kind, range, choices with
//! their names in every Discord locale we have) and reads itself from an interaction:
//!
//! - [`Setting<K>`]: a control's number, its range taken from the control itself (one owner
//!   of every limit); a value outside it still arrives as a number and is refused by the
//!   action grammar, in words.
//! - [`Choice<T>`]: one of a fixed list of strings (on/off, a pace, a scenario, a language);
//!   a value outside the list arrives as [`Choice::Unknown`] and the command refuses it in
//!   words, naming what it got.
//! - [`Seed`], [`Minutes`] and [`Quorum`]: whole numbers in their ranges.

use std::marker::PhantomData;

use poise::serenity_prelude as serenity;
use poise::{SlashArgError, SlashArgument};
use serenity::{CommandInteraction, CommandOptionType, CreateCommandOption, ResolvedValue};

use crate::drill::MAX_ADVANCE;
use crate::model::team::QUORUM_MAX;
use crate::model::{Control, ControlPolicy, Locale, Pace, Role};

use crate::i18n::Localizer;

use super::errors::{BotError, Name, Refusal};
use super::localize::choice_names;

/// The whole number an integer option carries; anything else does not fit the command as
/// registered.
#[allow(clippy::result_large_err)] // poise's own error type, as its trait returns it
fn integer(value: &ResolvedValue<'_>) -> Result<i64, SlashArgError> {
    match *value {
        ResolvedValue::Integer(x) => Ok(x),
        _ => Err(mismatch("expected an integer")),
    }
}

fn mismatch(description: &'static str) -> SlashArgError {
    SlashArgError::new_command_structure_mismatch(description)
}

/// The number of a numeric control, as typed in Discord.
pub trait NumericControl: Send + Sync {
    const CONTROL: Control;
}

macro_rules! numeric_control {
    ($($name:ident => $control:ident),*) => {$(
        /// The number of the control of the same name.
        pub struct $name;
        impl NumericControl for $name {
            const CONTROL: Control = Control::$control;
        }
    )*};
}
numeric_control!(FloorValue => Floor, TargetValue => Target, TtlValue => Ttl, ShedValue => Shed);

/// A numeric control's value, registered with the control's own range.
pub struct Setting<K> {
    pub value: i64,
    control: PhantomData<K>,
}

#[poise::async_trait]
impl<K: NumericControl> SlashArgument for Setting<K> {
    async fn extract(
        _: &serenity::Context,
        _: &CommandInteraction,
        value: &ResolvedValue<'_>,
    ) -> Result<Self, SlashArgError> {
        Ok(Setting {
            value: integer(value)?,
            control: PhantomData,
        })
    }

    fn create(builder: CreateCommandOption) -> CreateCommandOption {
        let (min, max) = K::CONTROL.range().unwrap_or((0, 0));
        builder
            .kind(CommandOptionType::Integer)
            .min_int_value(u64::from(min))
            .max_int_value(u64::from(max))
    }
}

/// A drill's seed, 0 to 4294967295.
pub struct Seed(pub i64);

impl Seed {
    /// The seed the model takes; outside its range, refused naming the range and the option
    /// (`command_path` as in `incident-start`).
    pub fn checked(self, command_path: &str) -> Result<u32, BotError> {
        u32::try_from(self.0).map_err(|_| {
            BotError::Refused(Refusal::OutOfRange {
                option: Name::of_option(command_path, "seed"),
                value: self.0,
                min: 0,
                max: i64::from(u32::MAX),
            })
        })
    }
}

#[poise::async_trait]
impl SlashArgument for Seed {
    async fn extract(
        _: &serenity::Context,
        _: &CommandInteraction,
        value: &ResolvedValue<'_>,
    ) -> Result<Self, SlashArgError> {
        integer(value).map(Seed)
    }

    fn create(builder: CreateCommandOption) -> CreateCommandOption {
        builder
            .kind(CommandOptionType::Integer)
            .min_int_value(0)
            .max_int_value(u64::from(u32::MAX))
    }
}

/// Minutes to advance a turn-based drill, 1 to [`MAX_ADVANCE`].
pub struct Minutes(pub i64);

#[poise::async_trait]
impl SlashArgument for Minutes {
    async fn extract(
        _: &serenity::Context,
        _: &CommandInteraction,
        value: &ResolvedValue<'_>,
    ) -> Result<Self, SlashArgError> {
        integer(value).map(Minutes)
    }

    fn create(builder: CreateCommandOption) -> CreateCommandOption {
        builder
            .kind(CommandOptionType::Integer)
            .min_int_value(1)
            .max_int_value(u64::from(MAX_ADVANCE))
    }
}

/// Minutes to take a turn-based drill back: 1 to the longest drill a scenario may be (the
/// engine refuses more than the drill has run).
pub struct RewindMinutes(pub i64);

#[poise::async_trait]
impl SlashArgument for RewindMinutes {
    async fn extract(
        _: &serenity::Context,
        _: &CommandInteraction,
        value: &ResolvedValue<'_>,
    ) -> Result<Self, SlashArgError> {
        integer(value).map(RewindMinutes)
    }

    fn create(builder: CreateCommandOption) -> CreateCommandOption {
        builder
            .kind(CommandOptionType::Integer)
            .min_int_value(1)
            .max_int_value(crate::scenario::MAX_DURATION_MIN as u64)
    }
}

/// What a choice is called: a Fluent message (in every locale), or a name that is the same
/// everywhere (a language's own name for itself).
pub enum Label {
    Message(String),
    Fixed(String),
}

/// A fixed list of string choices: the value sent, and what the choice is called.
pub trait Choices: Sized + Send + Sync {
    fn choices() -> Vec<(String, Label)>;
    fn from_value(value: &str) -> Option<Self>;
}

/// One of the choices, or what arrived instead.
pub enum Choice<T> {
    Known(T),
    Unknown(String),
}

#[poise::async_trait]
impl<T: Choices> SlashArgument for Choice<T> {
    async fn extract(
        _: &serenity::Context,
        _: &CommandInteraction,
        value: &ResolvedValue<'_>,
    ) -> Result<Self, SlashArgError> {
        match *value {
            ResolvedValue::String(text) => Ok(T::from_value(text)
                .map_or_else(|| Choice::Unknown(text.to_string()), Choice::Known)),
            _ => Err(mismatch("expected a string")),
        }
    }

    fn create(builder: CreateCommandOption) -> CreateCommandOption {
        T::choices().into_iter().fold(
            builder.kind(CommandOptionType::String),
            |b, (value, label)| match label {
                Label::Message(id) => {
                    let (english, localized) = choice_names(&id);
                    b.add_string_choice_localized(english, value, localized)
                }
                Label::Fixed(name) => b.add_string_choice(name, value),
            },
        )
    }
}

/// On or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnOff(pub bool);

impl Choices for OnOff {
    fn choices() -> Vec<(String, Label)> {
        vec![
            ("on".into(), Label::Message("switch-on".into())),
            ("off".into(), Label::Message("switch-off".into())),
        ]
    }

    fn from_value(value: &str) -> Option<Self> {
        match value {
            "on" => Some(OnOff(true)),
            "off" => Some(OnOff(false)),
            _ => None,
        }
    }
}

/// The paces a Discord drill offers.
impl Choices for Pace {
    fn choices() -> Vec<(String, Label)> {
        vec![
            ("60s".into(), Label::Message("pace-choice-realtime".into())),
            ("10s".into(), Label::Message("pace-choice-fast".into())),
            ("turns".into(), Label::Message("pace-choice-turns".into())),
        ]
    }

    fn from_value(value: &str) -> Option<Self> {
        Self::choices()
            .iter()
            .any(|(v, _)| v == value)
            .then(|| value.parse().ok())
            .flatten()
    }
}

/// One of our languages, each named in itself.
impl Choices for Locale {
    fn choices() -> Vec<(String, Label)> {
        Locale::ALL
            .iter()
            .map(|l| {
                let own_name = Localizer::new(*l).text("language-name");
                (l.code().to_string(), Label::Fixed(own_name))
            })
            .collect()
    }

    fn from_value(value: &str) -> Option<Self> {
        Locale::ALL.into_iter().find(|l| l.code() == value)
    }
}

/// How many members a turn-based drill waits for, 1 to [`QUORUM_MAX`].
pub struct Quorum(pub i64);

#[poise::async_trait]
impl SlashArgument for Quorum {
    async fn extract(
        _: &serenity::Context,
        _: &CommandInteraction,
        value: &ResolvedValue<'_>,
    ) -> Result<Self, SlashArgError> {
        integer(value).map(Quorum)
    }

    fn create(builder: CreateCommandOption) -> CreateCommandOption {
        builder
            .kind(CommandOptionType::Integer)
            .min_int_value(1)
            .max_int_value(u64::from(QUORUM_MAX))
    }
}

impl Quorum {
    /// The quorum the engine takes; outside its range, refused naming the range.
    pub fn checked(self) -> Result<u8, BotError> {
        u8::try_from(self.0)
            .ok()
            .filter(|q| (1..=QUORUM_MAX).contains(q))
            .ok_or(BotError::Refused(Refusal::OutOfRange {
                option: Name::of_option("incident-start", "quorum"),
                value: self.0,
                min: 1,
                max: i64::from(QUORUM_MAX),
            }))
    }
}

/// An incident role, named in the reader's language.
impl Choices for Role {
    fn choices() -> Vec<(String, Label)> {
        Role::ALL
            .into_iter()
            .map(|r| {
                (
                    r.as_str().into(),
                    Label::Message(format!("role-{}", r.as_str())),
                )
            })
            .collect()
    }

    fn from_value(value: &str) -> Option<Self> {
        Role::ALL.into_iter().find(|r| r.as_str() == value)
    }
}

/// Who may change a drill's controls.
impl Choices for ControlPolicy {
    fn choices() -> Vec<(String, Label)> {
        [ControlPolicy::Anyone, ControlPolicy::OpsOnly]
            .into_iter()
            .map(|p| {
                let id = format!("controls-choice-{}", p.as_str());
                (p.as_str().into(), Label::Message(id))
            })
            .collect()
    }

    fn from_value(value: &str) -> Option<Self> {
        ControlPolicy::parse(value)
    }
}

/// Which live chart `/chart` draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChartView {
    /// Three panels, readable on a phone.
    Compact,
    /// The five panels of the hour.
    Detail,
}

impl Choices for ChartView {
    fn choices() -> Vec<(String, Label)> {
        vec![
            (
                "compact".into(),
                Label::Message("chart-view-compact".into()),
            ),
            ("detail".into(), Label::Message("chart-view-detail".into())),
        ]
    }

    fn from_value(value: &str) -> Option<Self> {
        match value {
            "compact" => Some(ChartView::Compact),
            "detail" => Some(ChartView::Detail),
            _ => None,
        }
    }
}
