//! The life of drills, independent of any chat front-end.
//!
//! - [`engine`]: the pure drill engine — pacing, accepting and committing actions,
//!   ticking, replay and digests — with time as input and effects as output; no tokio, no
//!   clock, no SQL, no files.
//! - the driver (`driver.rs`, `write_queue.rs`, `writer.rs`, `debriefing.rs`): the thin
//!   tokio task around it that reads the clocks, emits events and answers requests, its
//!   writes queued and carried out in batches off the async threads while it goes on, and
//!   its debriefs computed off them too; front-ends talk to it through the [`Handles`] it starts
//!   with (the engine's typed door [`DrillHandle`], each request a `request.rs` `Request`
//!   with its own reply type; [`Settings`], [`Uploads`], [`Outbox`], [`Leaderboards`],
//!   [`WebLinks`]) and render the [`HostEvent`]s it emits. `clock.rs` is the engine's time
//!   as the driver reads it; `stored.rs` reads a stored drill back for a rebuild;
//!   `owed.rs` the debriefs owed from before this start ([`OwedDebriefs`]).
//! - [`settings`]: per-server settings, cached, each change one transaction.
//! - [`charts`] and [`trace`]: a drill's charts in a language, and its JSON-lines trace.
//! - [`replay`]: replay files, from which `simulate --replay` computes a drill again;
//!   [`export`]: the report, the replay file and the run chart built once for every
//!   front-end, and written without overwriting.
//! - [`wording`]: the drill's words in the reader's language, in one room: a refusal, the
//!   team's events, a drill's storage note, the post-incident report in Markdown.
//! - [`uploads`]: scenarios a server uploaded: checked, kept per server, found by id there.
//! - [`archive`]: ended drills read back from the store (a database file, or the running
//!   driver's store once the engine no longer holds them).
//! - [`web_links`]: the drills' web links, kept so they outlive a restart ([`WebLinks`]).
//! - [`schedules`]: drills on a schedule ([`Schedules`]) and the scheduler that starts them.
//! - [`progress`]: a team's progress over its drills (`/progress`, `report --progress`).

pub mod archive;
pub mod bus;
pub mod charts;
mod clock;
pub mod command_line;
pub mod commands;
mod debriefing;
mod driver;
pub mod engine;
pub mod export;
mod handle;
mod host;
pub mod leaderboards;
pub mod metrics;
pub mod monitor;
pub mod outbox;
mod owed;
pub mod progress;
pub mod replay;
mod request;
pub mod schedules;
pub mod settings;
mod stored;
pub mod trace;
pub mod uploads;
pub mod web_links;
pub mod wording;
mod write_queue;
mod writer;

pub use crate::store::{Leaderboard, Standing};
pub use clock::EngineClock;
pub use debriefing::debriefs_at_once;
#[doc(hidden)]
pub use debriefing::{DriverHooks, Hook};
pub use driver::{open, random_seed, random_u64, spawn};
#[doc(hidden)]
pub use driver::{open_with, spawn_with};
pub use engine::{
    Ack, Advanced, AlertChange, Answer, Debriefed, DrillError, DrillEvent, EngineConfig, Failure,
    HostError, HostEvent, Intent, MinuteOutcome, Now, QuickAction, ReadyCount, Rewound, RoleGiven,
    Snapshot, StartRequest, Stopped, StorageTrouble, Team, DEFAULT_RETENTION_DAYS, MAX_ADVANCE,
    REMIND_AFTER,
};
pub use handle::DrillHandle;
pub use host::{Handles, Spawned};
pub use leaderboards::Leaderboards;
pub use outbox::Outbox;
pub use owed::OwedDebriefs;
pub use schedules::Schedules;
pub use settings::Settings;
pub use uploads::Uploads;
pub use web_links::WebLinks;
pub use writer::MINUTE_WRITE_ATTEMPTS;

/// The one rule for which database file to use (see [`crate::store::resolve_path`]).
pub use crate::store::resolve_path as resolve_db_path;
