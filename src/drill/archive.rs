//! Ended drills read back from the store, rebuilt by replay (the same rebuild a restart
//! uses, checked against the stored digests) into the snapshot every export is built
//! from: from a database file for `oncall-drill report` (the last one to end, or one by its
//! id; reading changes nothing on disk: a missing database is an error, not a new empty
//! one, and a read-only file in a read-only folder reads),
//! and from the running driver's store for a place whose ended drill the engine no longer
//! holds in memory, or for the drill a kept web link names.

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::model::{IncidentId, IncidentState, Place};
use crate::store::{Store, StoreError, StoredIncident};

use super::engine::restore::{ended_snapshot, rebuild};
use super::engine::{Answer, DrillError, HostError, Snapshot};
use super::stored::read_with_scenario;
use super::writer::SharedStore;

/// Which ended drill to read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// The one that ended last, in any channel.
    Last,
    Incident(IncidentId),
}

#[derive(Debug, Error)]
pub enum ArchiveError {
    #[error("{}: there is no such database file", .0.display())]
    NoDatabase(PathBuf),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{}: no drill has ended in this database yet", .0.display())]
    NoneEnded(PathBuf),
    #[error("{}: there is no incident {id} in this database", .path.display())]
    UnknownIncident { path: PathBuf, id: IncidentId },
    #[error("incident {id} has not ended (it is {state}): finish or stop it first, or export it from the drill itself")]
    NotEnded { id: IncidentId, state: String },
    #[error("incident {id} can no longer be computed again (its scenario `{scenario}` is gone or changed, or its history differs from minute {minute}): there is nothing to report")]
    NoLongerReplays {
        id: IncidentId,
        scenario: String,
        minute: u32,
    },
}

/// The ended drill `which` of the database at `path`, as it ended.
pub fn ended_drill(path: &Path, which: Which) -> Result<Snapshot, ArchiveError> {
    if !path.is_file() {
        return Err(ArchiveError::NoDatabase(path.to_path_buf()));
    }
    // A report only reads: nothing of the file or its folder changes.
    let store = Store::open_read_only(path)?;
    let row = find(&store, path, which)?;
    if !matches!(row.state, IncidentState::Finished | IncidentState::Stopped) {
        return Err(ArchiveError::NotEnded {
            id: row.id,
            state: row.state.as_str().to_string(),
        });
    }
    let (id, scenario_id) = (row.id, row.meta.scenario_id.clone());
    let stored = read_with_scenario(&store, row)?;
    let incident = rebuild(&stored).map_err(|divergence| ArchiveError::NoLongerReplays {
        id,
        scenario: scenario_id,
        minute: divergence.minute,
    })?;
    Ok(ended_snapshot(&incident))
}

fn find(store: &Store, path: &Path, which: Which) -> Result<StoredIncident, ArchiveError> {
    match which {
        Which::Last => store
            .last_ended_anywhere()?
            .ok_or_else(|| ArchiveError::NoneEnded(path.to_path_buf())),
        Which::Incident(id) => store
            .incident(id)?
            .ok_or_else(|| ArchiveError::UnknownIncident {
                path: path.to_path_buf(),
                id,
            }),
    }
}

/// The last ended drill of `place` as the store keeps it (one the engine no longer holds
/// in memory). None ended there, or one that no longer replays, is
/// [`DrillError::NoIncident`]: there is nothing to show.
pub(super) async fn last_ended_at(store: &SharedStore, place: &Place) -> Answer<Snapshot> {
    let place = place.clone();
    rebuilt_from(store, move |s| s.last_ended(&place))
        .await?
        .ok_or_else(|| DrillError::NoIncident.into())
}

/// The drill `incident` as it ended (a kept web link's, say); None when it has not ended,
/// is unknown, or no longer replays.
pub(super) async fn ended_by_id(
    store: &SharedStore,
    incident: IncidentId,
) -> Result<Option<Snapshot>, HostError> {
    rebuilt_from(store, move |s| {
        Ok(s.incident(incident)?.filter(|row| !row.state.is_live()))
    })
    .await
}

/// The ended drill `pick` finds in the running driver's store, read under the store's lock
/// and rebuilt by replay on the blocking pool, off it. None when `pick` finds none, or when
/// the drill no longer replays (its scenario changed or went).
async fn rebuilt_from(
    store: &SharedStore,
    pick: impl FnOnce(&Store) -> Result<Option<StoredIncident>, StoreError> + Send + 'static,
) -> Result<Option<Snapshot>, HostError> {
    let found = store
        .run(move |s| match pick(s)? {
            Some(row) => read_with_scenario(s, row).map(Some),
            None => Ok(None),
        })
        .await
        .map_err(|err| {
            tracing::error!(error = %err, "an ended drill could not be read");
            HostError::Store(err.to_string())
        })?;
    let Some(drill) = found else {
        return Ok(None);
    };
    let rebuilt = tokio::task::spawn_blocking(move || {
        rebuild(&drill).map(|incident| ended_snapshot(&incident))
    })
    .await
    .map_err(|join| HostError::Task(join.to_string()))?;
    match rebuilt {
        Ok(snapshot) => Ok(Some(snapshot)),
        Err(divergence) => {
            tracing::warn!(
                minute = divergence.minute,
                "an ended drill no longer replays"
            );
            Ok(None)
        }
    }
}
