//! The drills the web shows: each registered drill's latest snapshot and view, its links
//! (tokens) and the channel its viewers listen on. Front-ends pass the driver's events
//! through [`tee`]; each event renders the drill's view once and sends the same JSON to
//! every viewer of every link of that drill.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::{broadcast, mpsc};

use crate::drill::{DrillEvent, DrillHandle, HostEvent, Snapshot};
use crate::model::{Author, IncidentId};

use super::token::{Access, Token};
use super::view::{view, PageView};

/// Events a slow viewer may fall behind by before it skips to the latest (a viewer needs
/// the drill as it stands, not every minute it missed).
const VIEWER_BACKLOG: usize = 16;

/// One drill on the web.
pub(super) struct Feed {
    pub snapshot: Snapshot,
    pub view: Arc<PageView>,
    pub json: Arc<str>,
    pub sender: broadcast::Sender<Arc<str>>,
    /// When the drill ended (its links expire a retention after).
    pub ended_at: Option<Instant>,
    /// The last live chart drawn, by minute: many viewers, one drawing.
    pub live_chart: Option<(u32, Arc<[u8]>)>,
    /// The run chart, drawn once the drill has ended.
    pub run_chart: Option<(u32, Arc<[u8]>)>,
}

/// A link: which drill, and what its holder may do.
#[derive(Debug, Clone, Copy)]
pub(super) struct Link {
    pub incident: IncidentId,
    pub access: Access,
}

#[derive(Default)]
struct Drills {
    links: HashMap<Token, Link>,
    feeds: HashMap<IncidentId, Feed>,
}

/// The registry of drills and links, shared by the routes and the event tee.
pub struct Hub {
    drills: Mutex<Drills>,
    pub(super) handle: DrillHandle,
    /// Links of ended drills expire after this; None: never.
    retention: Option<Duration>,
    /// Whether every new drill seen starting gets a read-only link (the bot's drills).
    pub(super) watch_all: bool,
    /// Who acts from a control link.
    pub(super) player: Author,
}

/// The JSON of a view, as every server-sent event carries it.
fn json_of(view: &PageView) -> Arc<str> {
    // A view is plain strings and numbers: it always serializes.
    serde_json::to_string(view)
        .unwrap_or_else(|_| "{}".to_string())
        .into()
}

impl Hub {
    pub fn new(handle: DrillHandle, retention_days: u32, watch_all: bool, player: Author) -> Hub {
        Hub {
            drills: Mutex::new(Drills::default()),
            handle,
            retention: (retention_days > 0)
                .then(|| Duration::from_secs(u64::from(retention_days) * 86_400)),
            watch_all,
            player,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Drills> {
        // A panic while holding the lock leaves plain data behind: keep serving it.
        self.drills
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// Gives the drill of `snapshot` a new link; the drill is shown from now on.
    pub fn register(&self, snapshot: Snapshot, access: Access) -> Result<Token, getrandom::Error> {
        let token = Token::random()?;
        let incident = snapshot.id;
        let mut drills = self.lock();
        // Each new drill sweeps out the expired ones: a long-running bot keeps no more
        // than a retention's worth of ended drills.
        self.sweep(&mut drills, Instant::now());
        if !drills.feeds.contains_key(&incident) {
            drop(drills);
            let feed = new_feed(snapshot);
            drills = self.lock();
            drills.feeds.entry(incident).or_insert(feed);
        }
        drills.links.insert(token, Link { incident, access });
        Ok(token)
    }

    /// Forgets the drills whose links have expired, and their links.
    fn sweep(&self, drills: &mut Drills, now: Instant) {
        let Some(retention) = self.retention else {
            return;
        };
        let expired = |feed: &Feed| {
            feed.ended_at
                .is_some_and(|at| now.saturating_duration_since(at) > retention)
        };
        drills.feeds.retain(|_, feed| !expired(feed));
        let Drills { links, feeds } = drills;
        links.retain(|_, link| feeds.contains_key(&link.incident));
    }

    /// The drill's read-only link: the one it has, else a new one.
    pub fn watch(&self, snapshot: &Snapshot) -> Result<Token, getrandom::Error> {
        match self.link_of(snapshot.id, Access::ReadOnly) {
            Some(token) => Ok(token),
            None => self.register(snapshot.clone(), Access::ReadOnly),
        }
    }

    /// The first link of `incident` with `access`, if it has one.
    pub fn link_of(&self, incident: IncidentId, access: Access) -> Option<Token> {
        self.lock()
            .links
            .iter()
            .find(|(_, link)| link.incident == incident && link.access == access)
            .map(|(token, _)| *token)
    }

    /// The link behind `token` while it is valid: an ended drill's link expires after the
    /// retention (and is forgotten then).
    pub(super) fn link(&self, token: &Token) -> Option<Link> {
        self.link_at(token, Instant::now())
    }

    /// [`Hub::link`] as of `now`.
    fn link_at(&self, token: &Token, now: Instant) -> Option<Link> {
        let mut drills = self.lock();
        let link = *drills.links.get(token)?;
        let expired = match (drills.feeds.get(&link.incident), self.retention) {
            (None, _) => true,
            (Some(feed), Some(retention)) => feed
                .ended_at
                .is_some_and(|at| now.saturating_duration_since(at) > retention),
            (Some(_), None) => false,
        };
        if expired {
            drills.links.retain(|_, l| l.incident != link.incident);
            drills.feeds.remove(&link.incident);
            return None;
        }
        Some(link)
    }

    /// Runs `read` on the drill's feed, if it is shown.
    pub(super) fn with_feed<T>(
        &self,
        incident: IncidentId,
        read: impl FnOnce(&mut Feed) -> T,
    ) -> Option<T> {
        self.lock().feeds.get_mut(&incident).map(read)
    }

    /// What the driver said, for the drills the web shows.
    pub async fn event(&self, event: &HostEvent) {
        let snapshot = match &event.event {
            DrillEvent::Started { snapshot, .. } if self.watch_all => {
                if let Err(err) = self.watch(snapshot) {
                    tracing::error!(error = %err, "no random token for a drill's web link");
                }
                return;
            }
            // Links live in memory: a drill continued after a restart gets a new one (its
            // debrief carries it).
            DrillEvent::Restored { .. } if self.watch_all => {
                if let Ok(snapshot) = self.handle.snapshot(&event.place).await {
                    if let Err(err) = self.watch(&snapshot) {
                        tracing::error!(error = %err, "no random token for a drill's web link");
                    }
                }
                return;
            }
            _ if !self.lock().feeds.contains_key(&event.incident) => return,
            DrillEvent::Minute(outcome) => outcome.snapshot.clone(),
            DrillEvent::Stopped { snapshot, .. } | DrillEvent::Finished { snapshot, .. } => {
                snapshot.clone()
            }
            // The rest changed the controls, the state or the team: ask for the drill as
            // it stands now.
            _ => match self.handle.snapshot(&event.place).await {
                Ok(snapshot) if snapshot.id == event.incident => snapshot,
                _ => return,
            },
        };
        self.show(snapshot);
    }

    /// Renders the drill's view once and sends it to every viewer.
    fn show(&self, snapshot: Snapshot) {
        let ended = !snapshot.state.is_live();
        let view = Arc::new(view(&snapshot));
        let json = json_of(&view);
        let mut drills = self.lock();
        let Some(feed) = drills.feeds.get_mut(&snapshot.id) else {
            return;
        };
        if ended && feed.ended_at.is_none() {
            feed.ended_at = Some(Instant::now());
        }
        feed.snapshot = snapshot;
        feed.view = view;
        feed.json = json.clone();
        // No viewer is no error: the next one gets the drill as it stands.
        let _ = feed.sender.send(json);
    }
}

fn new_feed(snapshot: Snapshot) -> Feed {
    let view = Arc::new(view(&snapshot));
    let json = json_of(&view);
    let (sender, _) = broadcast::channel(VIEWER_BACKLOG);
    Feed {
        ended_at: (!snapshot.state.is_live()).then(Instant::now),
        snapshot,
        view,
        json,
        sender,
        live_chart: None,
        run_chart: None,
    }
}

/// Passes every event of `events` on, unchanged and in order, and shows it on the web:
/// the front-end reads the returned stream as it read the driver's.
pub fn tee(
    hub: Arc<Hub>,
    mut events: mpsc::UnboundedReceiver<HostEvent>,
) -> mpsc::UnboundedReceiver<HostEvent> {
    let (sender, receiver) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Some(event) = events.recv().await {
            let shown = event.clone();
            // The front-end first: the web must never hold up a terminal or a channel.
            if sender.send(event).is_err() && !hub.watch_all {
                break;
            }
            hub.event(&shown).await;
        }
    });
    receiver
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::{EngineConfig, StartRequest};
    use crate::model::{Locale, Pace, Place};
    use crate::scenario::Scenario;
    use crate::store::Store;

    const DAY: Duration = Duration::from_secs(86_400);

    #[tokio::test]
    async fn links_of_ended_drills_expire_after_the_retention() {
        let (crate::drill::Handles { drills: handle, .. }, _events, _task) =
            crate::drill::spawn(Store::open_in_memory().unwrap(), EngineConfig::default())
                .await
                .unwrap();
        let who = Author {
            id: "1".into(),
            name: "alice".into(),
        };
        let place = Place::in_guild("g", "c");
        let snapshot = handle
            .start(StartRequest {
                place: place.clone(),
                scenario: Arc::new(Scenario::load("free-play").unwrap()),
                scenario_ref: "free-play".into(),
                seed: 1,
                pace: Pace::Turns,
                locale: Locale::EnUs,
                deterministic: false,
                who: who.clone(),
                alert_role: None,
                rules: Default::default(),
            })
            .await
            .unwrap();
        let hub = Hub::new(handle.clone(), 30, false, who.clone());
        let token = hub.register(snapshot, Access::ReadOnly).unwrap();
        let now = Instant::now();
        // A live drill's link does not expire, however long it runs.
        assert!(hub.link_at(&token, now + 400 * DAY).is_some());
        handle.stop(&place, who).await.unwrap();
        let ended = handle.snapshot(&place).await.unwrap();
        assert!(!ended.state.is_live());
        hub.show(ended);
        assert!(hub.link_at(&token, now + 29 * DAY).is_some());
        assert!(hub.link_at(&token, now + 31 * DAY).is_none(), "expired");
        assert!(hub.link(&token).is_none(), "and forgotten");
        // Unvisited links go too: a new drill sweeps out the expired ones.
        let other = hub
            .register(handle.snapshot(&place).await.unwrap(), Access::ReadOnly)
            .unwrap();
        let kept = {
            let mut drills = hub.lock();
            hub.sweep(&mut drills, Instant::now() + 29 * DAY);
            (drills.feeds.len(), drills.links.len())
        };
        assert_eq!(kept, (1, 1), "kept within the retention");
        let (drill_count, link_count) = {
            let mut drills = hub.lock();
            hub.sweep(&mut drills, Instant::now() + 31 * DAY);
            (drills.feeds.len(), drills.links.len())
        };
        assert_eq!((drill_count, link_count), (0, 0), "{other:?} swept");
    }
}
