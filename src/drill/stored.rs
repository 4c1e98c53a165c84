//! A drill as the store keeps it, read back for a rebuild: its row, action log, minute
//! digests, team log and rewinds, with the scenario it ran when that still loads. The
//! driver restores live drills from it; the archive rebuilds ended ones.

use std::sync::Arc;

use crate::scenario::Scenario;
use crate::store::{Store, StoreError, StoredIncident};

use super::engine::restore::StoredDrill;

/// Everything that rebuilds an incident, the scenario given.
pub(super) fn read_stored(
    store: &Store,
    row: StoredIncident,
    scenario: Option<Arc<Scenario>>,
) -> Result<StoredDrill, StoreError> {
    Ok(StoredDrill {
        actions: store.actions(row.id)?,
        digests: store.minute_digests(row.id)?,
        team: store.team_log(row.id)?,
        rewinds: store.rewinds(row.id)?,
        id: row.id,
        meta: Arc::new(row.meta),
        state: row.state,
        scenario,
    })
}

/// [`read_stored`] with the scenario the drill ran, looked up by its stored reference.
pub(super) fn read_with_scenario(
    store: &Store,
    row: StoredIncident,
) -> Result<StoredDrill, StoreError> {
    let scenario = super::uploads::stored_scenario(store, &row.meta).map(Arc::new);
    read_stored(store, row, scenario)
}
