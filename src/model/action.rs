//! The player's controls (docs/model.md §2) as one `Action` type, and the one text grammar every
//! front-end shares: `/ttl 120` from Discord, `ttl 120` at the terminal prompt and a line of
//! a scripted actions file all go through [`Action::parse`].

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::inject::{Inject, InjectKind};

/// One decision of the on-call team. Values are already validated: the model never sees an
/// out-of-range number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Minimum number of instances, within [`Control::range`] (as are the numbers below).
    Floor(u32),
    Autoscale(bool),
    /// Autoscaler target utilisation in %.
    Target(u32),
    /// Cache TTL in seconds.
    Ttl(u32),
    Warmup,
    /// Share of the low-priority traffic that is rejected, in %.
    Shed(u32),
    Feature(bool),
    Rollback,
    /// The game master's change of the world (issue 30; see [`super::inject`]).
    Inject(Inject),
}

/// A control of docs/model.md §2 as the grammar names it, with its allowed range where it has one.
/// The one list of controls: commands, help and registration are all built from [`Control::ALL`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Control {
    Floor,
    Autoscale,
    Target,
    Ttl,
    Warmup,
    Shed,
    Feature,
    Rollback,
}

impl Control {
    pub const ALL: [Control; 8] = [
        Control::Floor,
        Control::Autoscale,
        Control::Target,
        Control::Ttl,
        Control::Warmup,
        Control::Shed,
        Control::Feature,
        Control::Rollback,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Control::Floor => "floor",
            Control::Autoscale => "autoscale",
            Control::Target => "target",
            Control::Ttl => "ttl",
            Control::Warmup => "warmup",
            Control::Shed => "shed",
            Control::Feature => "feature",
            Control::Rollback => "rollback",
        }
    }

    /// The inclusive range of a numeric control's argument.
    pub fn range(self) -> Option<(u32, u32)> {
        match self {
            Control::Floor => Some((1, super::constants::MAX_INSTANCES)),
            Control::Target => Some((10, 95)),
            Control::Ttl => Some((0, 3600)),
            Control::Shed => Some((0, 100)),
            _ => None,
        }
    }

    /// How the argument is written, in English, for [`ActionError`]'s own messages (the
    /// front-ends say it with the `control-*-usage` texts). The bounds come from
    /// [`Control::range`], the low-priority share from the model's constant.
    pub fn usage(self) -> String {
        let (min, max) = self.range().unwrap_or((0, 0));
        match self {
            Control::Floor => format!("floor N ({min}–{max} instances)"),
            Control::Autoscale => "autoscale on|off".into(),
            Control::Target => format!("target P ({min}–{max} % utilisation)"),
            Control::Ttl => format!("ttl S ({min}–{max} seconds)"),
            Control::Warmup => "warmup".into(),
            Control::Shed => format!(
                "shed P ({min}–{max} % of the low-priority {:.0} %)",
                super::constants::LOW_PRIORITY_SHARE * 100.0
            ),
            Control::Feature => "feature on|off".into(),
            Control::Rollback => "rollback".into(),
        }
    }

    /// The control of that name (any case).
    pub fn from_name(name: &str) -> Option<Control> {
        Control::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
    }
}

/// Why a line is not an action. Each variant names what is allowed, so a front-end can
/// show it as is or map it to a localised message.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("empty command; try one of: {list}", list = command_list())]
    Empty,
    #[error("unknown command `{0}`; try one of: {list}", list = command_list())]
    UnknownCommand(String),
    #[error("`{}` needs an argument: {}", .0.name(), .0.usage())]
    MissingArgument(Control),
    #[error("`{}` takes no argument besides {}, got `{extra}`", .control.name(), .control.usage())]
    UnexpectedArgument { control: Control, extra: String },
    #[error("`{}` needs a whole number, got `{value}`: {}", .control.name(), .control.usage())]
    NotANumber { control: Control, value: String },
    #[error("`{}` {value} is out of range: allowed {min}–{max}", .control.name())]
    OutOfRange {
        control: Control,
        value: i64,
        min: u32,
        max: u32,
    },
    #[error("`{}` takes on or off, got `{value}`", .control.name())]
    NotOnOff { control: Control, value: String },
    #[error("unknown inject `{0}`; the injects are: {list}", list = InjectKind::list())]
    UnknownInject(String),
    /// A size missing, extra or not a whole number (`got` is empty when missing).
    #[error("`inject {}` takes {}, got `{got}`", .kind.name(), super::inject::usage(*.kind))]
    InjectSize { kind: InjectKind, got: String },
    #[error("`inject {}` {value} is out of range: allowed {}–{}", .kind.name(), .range.0, .range.1)]
    InjectOutOfRange {
        kind: InjectKind,
        value: i64,
        range: (u32, u32),
    },
}

fn command_list() -> String {
    Control::ALL.map(Control::name).join(", ")
}

impl Action {
    /// The team's control the action sets; an inject sets none.
    pub fn control(self) -> Option<Control> {
        Some(match self {
            Action::Floor(_) => Control::Floor,
            Action::Autoscale(_) => Control::Autoscale,
            Action::Target(_) => Control::Target,
            Action::Ttl(_) => Control::Ttl,
            Action::Warmup => Control::Warmup,
            Action::Shed(_) => Control::Shed,
            Action::Feature(_) => Control::Feature,
            Action::Rollback => Control::Rollback,
            Action::Inject(_) => return None,
        })
    }

    /// Parses `ttl 120`, `/ttl 120`, `TTL 120`, `feature off`, `/rollback`.
    pub fn parse(text: &str) -> Result<Action, ActionError> {
        let mut words = text.split_whitespace();
        let first = words.next().ok_or(ActionError::Empty)?;
        let name = first.strip_prefix('/').unwrap_or(first);
        if name.eq_ignore_ascii_case("inject") {
            return parse_inject_words(words).map(Action::Inject);
        }
        let control = Control::from_name(name)
            .ok_or_else(|| ActionError::UnknownCommand(name.to_string()))?;
        let argument = words.next();
        if let Some(extra) = words.next() {
            return Err(ActionError::UnexpectedArgument {
                control,
                extra: extra.to_string(),
            });
        }
        Action::from_parts(control, argument)
    }

    /// Builds an action from a control and its raw argument (a slash option, a typed word).
    pub fn from_parts(control: Control, argument: Option<&str>) -> Result<Action, ActionError> {
        match control {
            Control::Warmup | Control::Rollback => match argument {
                Some(extra) => Err(ActionError::UnexpectedArgument {
                    control,
                    extra: extra.to_string(),
                }),
                None if control == Control::Warmup => Ok(Action::Warmup),
                None => Ok(Action::Rollback),
            },
            Control::Autoscale => Ok(Action::Autoscale(on_off(control, argument)?)),
            Control::Feature => Ok(Action::Feature(on_off(control, argument)?)),
            Control::Floor | Control::Target | Control::Ttl | Control::Shed => {
                let text = argument.ok_or(ActionError::MissingArgument(control))?;
                let text = text.strip_suffix('%').unwrap_or(text);
                let text = text.strip_suffix('s').unwrap_or(text);
                let value: i64 = text.parse().map_err(|_| ActionError::NotANumber {
                    control,
                    value: argument.unwrap_or_default().to_string(),
                })?;
                Action::with_number(control, value)
            }
        }
    }

    /// Builds a numeric action from an already-typed number, checking its range.
    pub fn with_number(control: Control, value: i64) -> Result<Action, ActionError> {
        let Some((min, max)) = control.range() else {
            return Err(ActionError::UnexpectedArgument {
                control,
                extra: value.to_string(),
            });
        };
        if value < i64::from(min) || value > i64::from(max) {
            return Err(ActionError::OutOfRange {
                control,
                value,
                min,
                max,
            });
        }
        let value = value as u32; // in range, so it fits
        Ok(match control {
            Control::Floor => Action::Floor(value),
            Control::Target => Action::Target(value),
            Control::Ttl => Action::Ttl(value),
            _ => Action::Shed(value),
        })
    }
}

fn on_off(control: Control, argument: Option<&str>) -> Result<bool, ActionError> {
    match argument.map(str::to_ascii_lowercase).as_deref() {
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(_) => Err(ActionError::NotOnOff {
            control,
            value: argument.unwrap_or_default().to_string(),
        }),
        None => Err(ActionError::MissingArgument(control)),
    }
}

impl FromStr for Action {
    type Err = ActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Action::parse(s)
    }
}

/// The canonical text form; `Action::parse(&a.to_string()) == Ok(a)`.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.control().map_or("inject", Control::name);
        let switch = |on: bool| if on { "on" } else { "off" };
        match *self {
            Action::Floor(n) | Action::Target(n) | Action::Ttl(n) | Action::Shed(n) => {
                write!(f, "{name} {n}")
            }
            Action::Autoscale(on) | Action::Feature(on) => write!(f, "{name} {}", switch(on)),
            Action::Warmup | Action::Rollback => f.write_str(name),
            Action::Inject(inject) => write!(f, "{name} {inject}"),
        }
    }
}

impl Action {
    /// Whether it is the game master's inject rather than the team's action.
    pub fn is_inject(self) -> bool {
        matches!(self, Action::Inject(_))
    }
}

/// `KIND [SIZE]` after `inject`: the kind by name, its size checked against its range.
fn parse_inject_words<'a>(mut words: impl Iterator<Item = &'a str>) -> Result<Inject, ActionError> {
    let name = words.next().unwrap_or_default();
    let kind =
        InjectKind::from_name(name).ok_or_else(|| ActionError::UnknownInject(name.to_string()))?;
    let size = words.next();
    let bad_size = |got: &str| ActionError::InjectSize {
        kind,
        got: got.to_string(),
    };
    if let Some(extra) = words.next() {
        return Err(bad_size(extra));
    }
    let size = match (kind.range(), size) {
        (None, None) => None,
        (None, Some(extra)) => return Err(bad_size(extra)),
        (Some(_), None) => return Err(bad_size("")),
        (Some((min, max)), Some(text)) => {
            let digits = text.strip_suffix(['%', 'x', '×']).unwrap_or(text);
            let value: i64 = digits.parse().map_err(|_| bad_size(text))?;
            if value < i64::from(min) || value > i64::from(max) {
                let range = (min, max);
                return Err(ActionError::InjectOutOfRange { kind, value, range });
            }
            Some(value as u32) // in range, so it fits
        }
    };
    kind.with_size(size).ok_or_else(|| bad_size(""))
}

#[cfg(test)]
mod tests;
