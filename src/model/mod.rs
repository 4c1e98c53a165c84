//! The simulation core: pure and deterministic. A seed, a [`Setup`] and the players'
//! [`Action`]s go in; one [`MinuteRecord`] per simulated minute comes out. No clock, no
//! I/O, no global RNG: every relation of docs/model.md §5 (read as §7 says) lives in exactly one
//! function below, its doc comment naming the source:
//!
//! | relation | where |
//! |---|---|
//! | arrivals, diurnal sine, surge, noise, client retries, shedding | [`arrivals`] |
//! | Erlang B/C, time-outs, failed share, p99, utilisation | [`queue`] |
//! | TTL cache hit, mean age, share of answers older than a limit, partial flush, refill, warm-up gain | [`cache`] |
//! | DB capacity, load, query time, app and service time | [`database`] |
//! | SLI, burn over 5 min / 30 min / 1 h / 6 h, budget, multiwindow alerts, cost | [`budget`] |
//! | autoscaler, boot delay, floor, zone outage | [`fleet`] |
//! | order inside a minute, rollback, bad build, scheduled events (fixed or seeded times) | [`sim`] |
//! | one minute's formulas chained, from admitted λ to the SLI | [`minute`] |
//! | all calibration constants | [`constants`] |
//!
//! Above it: [`score`] (a run's score from 0 to 100 and its parts), [`policy`] (what a
//! player sees, and the built-in expert who plays on that alone) and [`debrief`] (a run's
//! score beside the same scenario and seed with no action and with the expert, and what
//! each action changed) and [`why`] (the coach: a minute's dominant error term and the
//! causal chain behind it, from the relations above) and [`search`] (the best plan a team
//! could have found by reacting, with hindsight of how the events unfold: the ceiling).
//!
//! Below the simulation, the vocabulary every room shares about a drill: [`incident`]
//! (where it runs, who acted, its state, what it started with, its action log), [`team`]
//! (incident roles, the team's rules and log), [`pace`], [`locale`], [`civil`] (UTC dates),
//! [`seed_secrecy`] (a seed shown, or secret behind a drill code until the end) and
//! [`web_link`] (a drill's web link: its secret and access). Plain validated data, no
//! clock and no I/O either.

pub mod action;
pub mod arrivals;
pub mod budget;
pub mod cache;
pub mod civil;
pub mod constants;
pub mod database;
pub mod debrief;
pub mod fleet;
pub mod health;
pub mod incident;
pub mod inject;
pub mod locale;
pub mod math;
pub mod minute;
pub mod pace;
pub mod policy;
pub mod queue;
pub mod record;
pub mod rng;
pub mod schedule;
pub mod score;
pub mod search;
pub mod seed_secrecy;
pub mod setup;
pub mod sim;
pub mod teaching;
pub mod team;
pub mod web_link;
pub mod why;
pub mod zone;

pub use action::{Action, ActionError, Control};
pub use budget::Alert;
pub use incident::{
    script_within, ActionNote, Author, ChannelId, GuildId, IncidentId, IncidentMeta, IncidentState,
    LoggedAction, MinuteDigest, Place, Rewind, StoredMinute,
};
pub use inject::{Inject, InjectKind};
pub use locale::Locale;
pub use pace::Pace;
pub use record::{Clock, MinuteRecord, Summary};
pub use setup::{Controls, Event, Setup, SurgeSpec, When};
pub use sim::{run, run_with, ScheduledAction, Simulation, TimelineEvent};
pub use team::{ControlPolicy, Role, TeamChange, TeamEntry, TeamRules};
