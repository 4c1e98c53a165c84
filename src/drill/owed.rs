//! Debriefs owed from before this start ([`OwedDebriefs`]): drills whose end was stored
//! while their debrief never reached the outbox (the process was killed or stopped while it
//! was computed or rendered). The driver reads which when it starts, before it ends any
//! drill itself; a front-end that posts debriefs durably asks for them once
//! ([`OwedDebriefs::tell`]) and then hears each drill's end again, with its debrief
//! computed like any other (within the same limit of debriefs at once).

use std::sync::{Arc, Mutex};

use crate::model::IncidentId;
use crate::store::StoreError;

use super::debriefing::Debriefer;
use super::engine::restore::rebuild;
use super::engine::Ending;
use super::stored::read_with_scenario;
use super::writer::SharedStore;

/// The debriefs owed when the driver started. Cheap to clone.
#[derive(Clone)]
pub struct OwedDebriefs {
    /// Taken by the first [`OwedDebriefs::tell`]: each is told once per process.
    owed: Arc<Mutex<Vec<IncidentId>>>,
    store: SharedStore,
    debriefer: Debriefer,
}

impl OwedDebriefs {
    pub(super) fn new(
        owed: Vec<IncidentId>,
        store: SharedStore,
        debriefer: Debriefer,
    ) -> OwedDebriefs {
        OwedDebriefs {
            owed: Arc::new(Mutex::new(owed)),
            store,
            debriefer,
        }
    }

    /// Computes every debrief owed at start and tells each drill's end with it, in a task
    /// of its own, oldest first; returns how many there are. A second call tells none.
    /// The front-end marks each one told when it has queued it
    /// ([`crate::store::Store::queue_debrief`]) or has nowhere to post it
    /// ([`OwedDebriefs::told`]); until then it stays owed for the next start.
    pub fn tell(&self) -> usize {
        let owed = std::mem::take(&mut *self.owed.lock().unwrap_or_else(|p| p.into_inner()));
        let count = owed.len();
        if count > 0 {
            tracing::info!(count, "computing the debriefs owed from before this start");
            let (store, debriefer) = (self.store.clone(), self.debriefer.clone());
            tokio::spawn(async move {
                for id in owed {
                    if let Some(ending) = ending_of(&store, id).await {
                        debriefer.tell(ending).await;
                    }
                }
            });
        }
        count
    }

    /// Marks `incident`'s debrief told without posting it (its place has nowhere to post).
    pub async fn told(&self, incident: IncidentId) -> Result<(), StoreError> {
        self.store.run(move |s| s.debrief_told(incident)).await
    }
}

/// The ended drill `id` rebuilt from the store, as its ending; None (logged, and no longer
/// owed: it could never be computed) when it no longer replays.
async fn ending_of(store: &SharedStore, id: IncidentId) -> Option<Ending> {
    let read = store
        .run(move |s| match s.incident(id)? {
            Some(row) if !row.state.is_live() => read_with_scenario(s, row).map(Some),
            _ => Ok(None),
        })
        .await;
    let drill = match read {
        Ok(Some(drill)) => drill,
        Ok(None) => return None,
        Err(err) => {
            tracing::error!(incident = %id, error = %err, "an owed debrief's drill could not be read; it stays owed");
            return None;
        }
    };
    let rebuilt = tokio::task::spawn_blocking(move || rebuild(&drill).map(|i| Ending::owed(&i)))
        .await
        .ok()?;
    match rebuilt {
        Ok(ending) => Some(ending),
        Err(divergence) => {
            tracing::error!(incident = %id, minute = divergence.minute, "an owed debrief cannot be computed: its drill no longer replays (scenario gone or changed); it is not posted");
            let _ = store.run(move |s| s.debrief_told(id)).await;
            None
        }
    }
}
