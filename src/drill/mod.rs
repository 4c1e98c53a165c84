//! The life of drills, independent of any chat front-end.
//!
//! - [`engine`]: the pure drill engine — pacing, accepting and committing actions,
//!   ticking, replay and digests — with time as input and effects as output; no tokio, no
//!   clock, no SQL, no files.
//! - the driver (`driver.rs`, `write_queue.rs`, `writer.rs`): the thin tokio task around
//!   it that reads the clocks, emits events and answers requests, its writes queued and
//!   carried out in batches off the async threads while it goes on;
//!   front-ends talk to it through a cloneable [`DrillHandle`] and render the
//!   [`HostEvent`]s it emits.
//! - [`settings`]: per-server settings, cached, each change one transaction.
//! - [`charts`] and [`trace`]: a drill's charts in a language, and its JSON-lines trace.
//! - [`replay`]: replay files, from which `simulate --replay` computes a drill again;
//!   [`report`]: the post-incident report in Markdown; [`export`]: the report, the replay
//!   file and the run chart built once for every front-end, and written without overwriting.
//! - [`refusal`]: a [`DrillError`] in the user's language.
//! - [`uploads`]: scenarios a server uploaded: checked, kept per server, found by id there.

pub mod archive;
pub mod attention;
pub mod charts;
mod driver;
pub mod engine;
pub mod export;
mod handle;
pub mod outbox;
pub mod refusal;
pub mod replay;
pub mod report;
pub mod settings;
pub mod team_text;
pub mod trace;
pub mod uploads;
mod write_queue;
mod writer;

pub use crate::store::{Leaderboard, Standing};
pub use driver::{open, random_seed, spawn, EngineClock, Spawned};
pub use engine::{
    Ack, AlertChange, DrillError, DrillEvent, EngineConfig, HostEvent, Intent, MinuteOutcome, Now,
    QuickAction, Reply, Snapshot, StartRequest, StorageTrouble, Team, DEFAULT_RETENTION_DAYS,
    MAX_ADVANCE, REMIND_AFTER,
};
pub use handle::DrillHandle;
pub use writer::MINUTE_WRITE_ATTEMPTS;

/// The one rule for which database file to use (see [`crate::store::resolve_path`]).
pub use crate::store::resolve_path as resolve_db_path;
