//! The debrief of a drill the web shows only after its end (a link opened once the end's
//! event had passed, or a drill rebuilt from the store after a restart): nobody will tell
//! it, so it is computed here, once, on tokio's blocking pool (it re-runs the drill
//! several times), and then shown. A computation that panics leaves the plain score, with
//! the same notice as the driver's failed debriefs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use crate::drill::{Debriefed, Snapshot};
use crate::model::IncidentId;

use super::{DebriefSource, Hub};

impl Hub {
    /// Gives the ended drill `incident` its debrief when it is owed here (see
    /// [`DebriefSource::ComputedHere`]), before a route shows the drill: visitors that
    /// come while it is computed wait for the one computation. A live drill, or one whose
    /// end's event is still to come, is left as it is.
    pub(in crate::web) async fn settle_debrief(&self, incident: IncidentId) {
        let owed = self.with_feed(incident, |feed| {
            let owed = feed.debrief_source == DebriefSource::ComputedHere
                && !feed.snapshot.state.is_live()
                && !feed.debriefed.initialized();
            owed.then(|| (feed.debriefed.clone(), feed.snapshot.clone()))
        });
        let Some((debriefed, snapshot)) = owed.flatten() else {
            return;
        };
        let computed = debriefed
            .get_or_try_init(|| computed(snapshot.clone()))
            .await;
        if computed.is_ok() {
            // Every waiter shows the same view again: cheap beside the debrief.
            self.show(snapshot, None);
        }
    }
}

/// The ended drill's debrief, computed on the blocking pool: the whole one, or its plain
/// score when that computation panics. Err (logged) only when even the score cannot be
/// computed; the next visitor tries again.
async fn computed(snapshot: Snapshot) -> Result<Debriefed, ()> {
    let (incident, scenario) = (snapshot.id, snapshot.scenario.id.clone());
    let joined = tokio::task::spawn_blocking(move || {
        match catch_unwind(AssertUnwindSafe(|| snapshot.debrief())) {
            Ok(debrief) => Debriefed::Detailed(Arc::new(debrief)),
            Err(_) => {
                tracing::error!(
                    incident = %snapshot.id,
                    scenario = %snapshot.scenario.id,
                    "could not compute an ended drill's debrief for the web; it shows the plain score"
                );
                Debriefed::Plain(Box::new(snapshot.score()))
            }
        }
    })
    .await;
    joined.map_err(|join| {
        tracing::error!(
            incident = %incident,
            scenario = %scenario,
            error = %join,
            "could not compute an ended drill's score for the web"
        );
    })
}
