//! The driver's debriefs: an ended drill's debrief is computed on tokio's blocking pool,
//! off the threads that answer requests and advance other drills, and then told to the
//! front-ends. At most [`debriefs_at_once`] are computed at a time, whatever number of
//! drills end together: each holds the drill's whole run while it is computed (4 MB for a
//! week; its what-if runs are scored as they are played, not held), and the other cores
//! stay free for answers. A
//! computation that panics (or is cancelled) is logged once and the drill is still told
//! ended, with its plain score ([`Debriefed::Plain`]): a debrief message is never lost to
//! a bug in the long computation. Tests reach in through [`DriverHooks`].

use std::sync::Arc;

use tokio::sync::{mpsc, Semaphore};

use super::engine::{Debriefed, Ending, HostEvent};

/// What a test runs inside the driver.
pub type Hook = Arc<dyn Fn() + Send + Sync>;

/// Hooks into the driver for tests; the default has none, and the bot and `play` never
/// set any.
#[doc(hidden)]
#[derive(Clone, Default)]
pub struct DriverHooks {
    /// Run on the blocking pool before each debrief is computed: a test holds it to keep
    /// many debriefs pending, or panics in it to make a debrief fail.
    pub before_debrief: Option<Hook>,
    /// Run in the driver's task before each request is handled: a test stalls it there, as
    /// long work in the driver would, to see interactions still acknowledged in time.
    pub before_request: Option<Hook>,
}

impl std::fmt::Debug for DriverHooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DriverHooks")
            .field("before_debrief", &self.before_debrief.is_some())
            .field("before_request", &self.before_request.is_some())
            .finish()
    }
}

/// How many debriefs are computed at once: half the cores, at least one (on two cores,
/// one: the other answers interactions and advances the other drills meanwhile).
pub fn debriefs_at_once() -> usize {
    (crate::par::cores() / 2).max(1)
}

/// Computes ended drills' debriefs, at most [`debriefs_at_once`] at a time, and tells the
/// front-ends each drill's end with it. Cheap to clone: the clones share the limit.
#[derive(Clone)]
pub(super) struct Debriefer {
    events: mpsc::UnboundedSender<HostEvent>,
    hooks: DriverHooks,
    at_once: Arc<Semaphore>,
}

impl Debriefer {
    pub(super) fn new(events: mpsc::UnboundedSender<HostEvent>, hooks: DriverHooks) -> Debriefer {
        Debriefer {
            events,
            hooks,
            at_once: Arc::new(Semaphore::new(debriefs_at_once())),
        }
    }

    /// Computes an ended drill's debrief in a task of its own and then tells the
    /// front-ends; the driver goes on answering requests and advancing other drills
    /// meanwhile (a hundred drills ending in one minute would otherwise hold it for as many
    /// debriefs). Nothing else is told about that drill after its end, so the later event
    /// keeps its order.
    pub(super) fn conclude(&self, ending: Ending) {
        let debriefer = self.clone();
        tokio::spawn(async move { debriefer.tell(ending).await });
    }

    /// Computes the debrief and tells the front-ends, once a place among the debriefs
    /// computed at once is free.
    pub(super) async fn tell(&self, ending: Ending) {
        let event = self.debriefed(ending).await;
        // A front-end that went away just stops listening.
        let _ = self.events.send(event);
    }

    /// The ended drill's event with its debrief, computed on the blocking pool; with its
    /// plain score when that computation fails.
    pub(super) async fn debriefed(&self, ending: Ending) -> HostEvent {
        // Closed never: the semaphore lives as long as the debriefer.
        let _turn = self.at_once.acquire().await.ok();
        // The snapshot shares the drill's history: the copy for the pool is cheap, and the
        // ending stays here for the plain event.
        let snapshot = ending.snapshot.clone();
        let before = self.hooks.before_debrief.clone();
        let computed = tokio::task::spawn_blocking(move || {
            if let Some(hook) = before {
                hook();
            }
            snapshot.debrief()
        })
        .await;
        match computed {
            Ok(debrief) => ending.into_event(Debriefed::Detailed(Arc::new(debrief))),
            Err(join) => {
                tracing::error!(
                    incident = %ending.snapshot.id,
                    scenario = %ending.snapshot.scenario.id,
                    error = %join,
                    "could not compute a debrief; the drill ends with its plain score"
                );
                ending.into_plain_event()
            }
        }
    }
}
