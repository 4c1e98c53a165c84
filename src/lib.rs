//! oncall-drill: simulated on-call incidents for teams.
//!
//! Architecture (dependencies point inward):
//!
//! ```text
//! model ← scenario ← i18n ← cli (main.rs: simulate, scenarios)
//! model ← chart
//! ```
//!
//! - [`model`]: the pure, deterministic simulation (SPEC §5/§7). Seed + setup + actions in,
//!   minute records out.
//! - [`scenario`]: `scenarios/*.toml` → validated [`scenario::Scenario`], with errors that
//!   name the file, the field and the reason.
//! - [`script`]: scripted action files (`09:12 ttl 120`) for `simulate`.
//! - [`i18n`]: Fluent bundles embedded at build time.
//! - [`simulate`]: the headless `simulate` command's engine (single runs and seed sweeps).
//! - [`chart`]: minute records → PNG charts (live hour, whole drill); words passed in.

pub mod chart;
pub mod discord;
pub mod drill;
pub mod i18n;
pub mod model;
pub mod scenario;
pub mod script;
pub mod simulate;
pub mod store;
pub mod terminal;
