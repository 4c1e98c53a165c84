//! oncall-drill: simulated on-call incidents for teams.
//!
//! Architecture (dependencies point inward):
//!
//! ```text
//! model ← scenario ← chart / i18n / store ← drill ← discord / terminal / main.rs
//! ```
//!
//! - [`model`]: the pure, deterministic simulation (SPEC §5/§7). Seed + setup + actions in,
//!   minute records out. No clock, no I/O.
//! - [`scenario`]: `scenarios/*.toml` → validated [`scenario::Scenario`], with errors that
//!   name the file, the field and the reason.
//! - [`chart`]: minute records → PNG charts (live hour, whole drill); words passed in.
//! - [`i18n`]: Fluent bundles embedded at build time; numbers, dashboard, sentences.
//! - [`store`]: all SQL (SQLite, WAL, migrations): incidents, actions, minutes, settings.
//! - [`drill`]: the life of incidents: a tokio host owning clocks, pacing, persistence,
//!   replay on resume, events for front-ends.
//! - [`discord`]: the serenity adapter (commands, buttons, the status publisher).
//! - [`terminal`]: `play`, the same drill at a prompt.
//! - [`script`] and [`simulate`]: scripted actions and the headless `simulate` command.
//! - [`par`]: the one parallel map (seed sweeps, restoring drills); a panic fails only its
//!   own item.

pub mod chart;
pub mod discord;
pub mod drill;
pub mod i18n;
pub mod model;
pub mod par;
pub mod scenario;
pub mod script;
pub mod simulate;
pub mod store;
pub mod terminal;
