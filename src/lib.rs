//! oncall-drill: simulated on-call incidents for teams.
//!
//! The map of the house (dependencies point inward; nothing climbs back):
//!
//! ```text
//! model ← scenario ← chart / i18n / store ← drill ← discord / terminal / web / main.rs
//!                                             └── drill::engine: pure (no tokio, clock, SQL, files)
//! ```
//!
//! - [`model`]: the pure, deterministic simulation (docs/model.md §5/§7): seed + setup + actions
//!   in, minute records out; below it, the vocabulary every room shares about a drill
//!   (where it runs, who acted, its pace, language, state and action log).
//! - [`scenario`]: `scenarios/*.toml` → validated [`scenario::Scenario`], with errors that
//!   name the file, the field and the reason.
//! - [`chart`]: minute records → PNG charts (live hour, whole drill); words passed in.
//! - [`i18n`]: Fluent bundles embedded at build time; numbers, the dashboard, sentences.
//! - [`store`]: all SQL (SQLite, WAL, migrations, typed columns): incidents, actions,
//!   minutes, rewinds, server settings and scenarios, the team log, the outbox, the
//!   leaderboard, the web links.
//! - [`drill`]: the drill engine ([`drill::engine`]: one method per request, `(request,
//!   now) → (its own answer, effects)`, `next_deadline`, `on_deadline`, replay and
//!   digests) and the thin tokio driver around it (clocks, SQLite off the async threads,
//!   events out), which hands the front-ends one handle per concern ([`drill::Handles`]:
//!   the engine's typed door, server settings, uploads, the outbox, the leaderboards, the
//!   web links); charts, traces, reports, replay files and exports of a drill.
//! - [`discord`]: poise commands on serenity (one function per command, typed parameters,
//!   Fluent names at registration, one error path) and the status publisher.
//! - [`terminal`]: `play`, the same drill at a prompt.
//! - [`web`]: the same drill on a web page (axum): live dashboard, controls, debrief.
//! - [`script`] and [`headless`]: scripted actions and the drills `simulate` runs without
//!   a player; [`difficulty`]: how hard a scenario is over a range of seeds.
//! - `main.rs` and its `cli/`: the command line (`bot`, `play`, `simulate`, `report`,
//!   `scenarios`), the composition root.
//! - [`par`]: the one parallel map (seed sweeps, restoring drills); a panic fails only its
//!   own item.

// No room of the house needs `unsafe`: what would need it is left to maintained crates.
#![forbid(unsafe_code)]

pub mod chart;
pub mod difficulty;
pub mod discord;
pub mod drill;
pub mod headless;
pub mod i18n;
pub mod model;
pub mod par;
pub mod scenario;
pub mod script;
pub mod store;
pub mod terminal;
pub mod web;
