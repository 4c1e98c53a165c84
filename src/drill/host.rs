//! What a running driver hands the front-ends: one handle per concern, each cheap to clone
//! and each a room of its own — the engine's typed door for drills, server settings,
//! uploaded scenarios, the outbox, the leaderboards, the kept web links and the debriefs
//! owed from before this start — with the event stream and the driver's task.

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::clock::EngineClock;
use super::engine::HostEvent;
use super::handle::DrillHandle;
use super::leaderboards::Leaderboards;
use super::outbox::Outbox;
use super::owed::OwedDebriefs;
use super::request::Request;
use super::schedules::Schedules;
use super::settings::Settings;
use super::uploads::Uploads;
use super::web_links::WebLinks;
use super::writer::SharedStore;

/// The handles, the event stream and the driver's task.
pub type Spawned = (Handles, mpsc::UnboundedReceiver<HostEvent>, JoinHandle<()>);

#[derive(Clone)]
pub struct Handles {
    /// Every request about a drill, each with its own answer type.
    pub drills: DrillHandle,
    /// Per-server settings: read from memory, changed in one transaction each.
    pub settings: Settings,
    /// Scenarios the servers uploaded.
    pub uploads: Uploads,
    /// Messages still to post, kept in the drill database.
    pub outbox: Outbox,
    pub leaderboards: Leaderboards,
    /// Drills on a schedule (the scheduler itself is `schedules::run`).
    pub schedules: Schedules,
    /// The drills' web links, kept in the drill database so that they outlive a restart.
    pub web_links: WebLinks,
    /// The bot's health figures, updated by the rooms that see them.
    pub metrics: std::sync::Arc<super::metrics::Metrics>,
    /// The debriefs owed from before this start, told once when asked.
    pub debriefs: OwedDebriefs,
}

impl Handles {
    pub(super) fn new(
        clock: EngineClock,
        calls: mpsc::Sender<Request>,
        store: SharedStore,
        debriefs: OwedDebriefs,
    ) -> Handles {
        let settings = Settings::new(store.clone());
        Handles {
            drills: DrillHandle::new(clock, calls, settings.clone(), store.clone()),
            settings,
            uploads: Uploads::new(store.clone()),
            outbox: Outbox::new(store.clone()),
            leaderboards: Leaderboards::new(store.clone()),
            schedules: Schedules::new(store.clone()),
            web_links: WebLinks::new(store),
            metrics: Default::default(),
            debriefs,
        }
    }
}
