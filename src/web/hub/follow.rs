//! The web as a subscriber of the drill host's event bus ([`crate::drill::bus`]): its own
//! task reads its own bounded queue, so a slow page (a database write for a drill's
//! start, a snapshot asked for a team's change) never holds up Discord or the terminal.
//! Fallen [`WEB_BACKLOG`] events behind, it is told how many it missed and shows every
//! drill it follows as it stands now, from the driver's snapshots.

use std::sync::Arc;

use tokio::task::JoinHandle;

use crate::drill::bus::{BusHooks, Received, Subscription};

use super::{DebriefSource, Hub};

/// Events the web may fall behind by before it resynchronises from snapshots (a page
/// needs each drill as it stands, not every minute it missed).
pub const WEB_BACKLOG: usize = 1024;

/// Shows every event of `events` on the web until the bus ends.
pub(in crate::web) fn follow(
    hub: Arc<Hub>,
    mut events: Subscription,
    hooks: BusHooks,
) -> JoinHandle<()> {
    tokio::spawn(async move {
        while let Some(received) = events.recv().await {
            if let Some(hook) = hooks.before_web_event.clone() {
                // A test's stall: on the blocking pool, as it may block.
                let _ = tokio::task::spawn_blocking(move || hook()).await;
            }
            match received {
                Received::Event(event) => hub.event(&event).await,
                Received::Lagged { missed } => {
                    tracing::warn!(
                        missed,
                        "the web fell behind the drills' events; showing them as they stand"
                    );
                    hub.resync().await;
                }
            }
        }
    })
}

impl Hub {
    /// Shows every drill the web follows as it stands now: the events that told its
    /// changes were missed.
    async fn resync(&self) {
        let shown: Vec<_> = self
            .lock()
            .feeds
            .values()
            .filter(|feed| feed.snapshot.state.is_live())
            .map(|feed| (feed.snapshot.id, feed.snapshot.meta.place.clone()))
            .collect();
        for (incident, place) in shown {
            let Ok(snapshot) = self.handle.snapshot(&place).await else {
                continue;
            };
            if snapshot.id != incident {
                continue;
            }
            if !snapshot.state.is_live() {
                // Its end's event, with the debrief, was among those missed: the debrief
                // is computed here when a visitor first asks.
                self.with_feed(incident, |feed| {
                    feed.debrief_source = DebriefSource::ComputedHere
                });
            }
            self.show(snapshot, None);
        }
    }
}
