//! The drills the web shows: each registered drill's latest snapshot and view, its links
//! (tokens) and the channel its viewers listen on. It follows the drill host's event bus
//! beside the other front-ends ([`follow`]); each event renders the drill's view once and
//! sends the same JSON to every viewer of every link of that drill. An ended drill's page
//! shows the debrief the driver computed and told with its end; one shown only after its
//! end gets it computed once here, off the async threads ([`debriefs`]). The links are also kept in the drill
//! database, so that they outlive a restart ([`kept`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime};

use tokio::sync::{broadcast, OnceCell};

use crate::drill::{Debriefed, DrillEvent, DrillHandle, HostEvent, Snapshot, WebLinks};
use crate::model::{Author, IncidentId};

use super::token::{random_token, Access, Token};
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
    /// When the drill ended (its links expire a retention after): the wall clock, as the
    /// store keeps a drill's end, so that the rule holds across a restart.
    pub ended_at: Option<SystemTime>,
    /// The ended drill's debrief once it is known (set once: by its end's event, or
    /// computed here, see [`DebriefSource`]).
    pub debriefed: Arc<OnceCell<Debriefed>>,
    pub debrief_source: DebriefSource,
    /// The last live chart drawn: many viewers, one drawing.
    pub live_chart: Option<(Drawn, Arc<[u8]>)>,
    /// The last run chart drawn (the debrief's once the debrief is known).
    pub run_chart: Option<(Drawn, Arc<[u8]>)>,
}

/// Where an ended drill's debrief comes from on the web.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum DebriefSource {
    /// The driver's event that tells the drill's end (the drill was live when first
    /// shown, so that event is still to come here).
    DriverEvent,
    /// Nobody will tell it: the drill had ended when first shown (its end's event came
    /// before, or it was rebuilt from the store after a restart). Computed here once.
    ComputedHere,
}

/// What a cached chart shows: a new minute or the debrief's coming draws it again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Drawn {
    pub minute: u32,
    pub with_debrief: bool,
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

/// The registry of drills and links, shared by the routes and the bus's web subscriber.
pub struct Hub {
    drills: Mutex<Drills>,
    pub(super) handle: DrillHandle,
    /// Where the links are kept, so that they outlive a restart.
    web_links: WebLinks,
    /// Links of ended drills expire after this; None: never.
    retention: Option<Duration>,
    /// Whether every new drill seen starting gets a read-only link (the bot's drills).
    pub(super) watch_all: bool,
    /// Who acts from a control link.
    pub(super) player: Author,
    /// The servers' progress computed lately, for their progress pages.
    progress: progress::ProgressCache,
}

/// The JSON of a view, as every server-sent event carries it.
fn json_of(view: &PageView) -> Arc<str> {
    // A view is plain strings and numbers: it always serializes.
    serde_json::to_string(view)
        .unwrap_or_else(|_| "{}".to_string())
        .into()
}

impl Hub {
    pub fn new(
        handle: DrillHandle,
        web_links: WebLinks,
        retention_days: u32,
        watch_all: bool,
        player: Author,
    ) -> Hub {
        Hub {
            drills: Mutex::new(Drills::default()),
            handle,
            web_links,
            retention: (retention_days > 0)
                .then(|| Duration::from_secs(u64::from(retention_days) * 86_400)),
            watch_all,
            player,
            progress: Default::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Drills> {
        // A panic while holding the lock leaves plain data behind: keep serving it.
        self.drills
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// Gives the drill of `snapshot` a new link, kept in the drill database; the drill is
    /// shown from now on.
    pub async fn register(
        &self,
        snapshot: Snapshot,
        access: Access,
    ) -> Result<Token, getrandom::Error> {
        let incident = snapshot.id;
        let token = self.add_link(snapshot, access)?;
        self.keep(token, Link { incident, access }).await;
        Ok(token)
    }

    /// Gives the drill of `snapshot` a new link, in memory only.
    fn add_link(&self, snapshot: Snapshot, access: Access) -> Result<Token, getrandom::Error> {
        let token = random_token()?;
        let incident = snapshot.id;
        self.insert(snapshot, token, Link { incident, access });
        Ok(token)
    }

    /// Shows the drill of `snapshot` (unless it is shown) and adds `link` to it.
    fn insert(&self, snapshot: Snapshot, token: Token, link: Link) {
        let mut drills = self.lock();
        // Each new drill sweeps out the expired ones: a long-running bot keeps no more
        // than a retention's worth of ended drills.
        self.sweep(&mut drills, SystemTime::now());
        if !drills.feeds.contains_key(&link.incident) {
            drop(drills);
            let feed = new_feed(snapshot);
            drills = self.lock();
            drills.feeds.entry(link.incident).or_insert(feed);
        }
        drills.links.insert(token, link);
    }

    /// Whether a drill that ended at `ended_at` has outlived the retention at `now`: its
    /// links have expired.
    fn expired(&self, ended_at: Option<SystemTime>, now: SystemTime) -> bool {
        match (ended_at, self.retention) {
            (Some(at), Some(retention)) => {
                now.duration_since(at).unwrap_or(Duration::ZERO) > retention
            }
            _ => false,
        }
    }

    /// Forgets the drills whose links have expired, and their links.
    fn sweep(&self, drills: &mut Drills, now: SystemTime) {
        drills
            .feeds
            .retain(|_, feed| !self.expired(feed.ended_at, now));
        let Drills { links, feeds } = drills;
        links.retain(|_, link| feeds.contains_key(&link.incident));
    }

    /// The drill's read-only link: the one it has, else a new one (kept in the drill
    /// database once the drill's start reaches the web, see [`Hub::event`]).
    pub fn watch(&self, snapshot: &Snapshot) -> Result<Token, getrandom::Error> {
        match self.link_of(snapshot.id, Access::ReadOnly) {
            Some(token) => Ok(token),
            None => self.add_link(snapshot.clone(), Access::ReadOnly),
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
    /// retention (and is forgotten then). A link this process does not know is looked for
    /// in the drill database (one given out before a restart).
    pub(super) async fn link(&self, token: &Token) -> Option<Link> {
        let known = self.lock().links.contains_key(token);
        match known {
            true => self.link_at(token, SystemTime::now()),
            false => self.restore(*token).await,
        }
    }

    /// The link behind `token` in memory, as of `now`.
    fn link_at(&self, token: &Token, now: SystemTime) -> Option<Link> {
        let mut drills = self.lock();
        let link = *drills.links.get(token)?;
        let expired = match drills.feeds.get(&link.incident) {
            None => true,
            Some(feed) => self.expired(feed.ended_at, now),
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
            // The link the start message names (made there, or here if this comes first),
            // kept before the drill's first minute.
            DrillEvent::Started { snapshot, .. } if self.watch_all => {
                match self.watch(snapshot) {
                    Ok(token) => {
                        let link = Link {
                            incident: snapshot.id,
                            access: Access::ReadOnly,
                        };
                        self.keep(token, link).await;
                    }
                    Err(err) => {
                        tracing::error!(error = %err, "no random token for a drill's web link")
                    }
                }
                return;
            }
            // A drill continued after a restart keeps the links it had.
            DrillEvent::Restored { .. } if self.watch_all => {
                if let Ok(snapshot) = self.handle.snapshot(&event.place).await {
                    self.restore_drill(snapshot).await;
                }
                return;
            }
            _ if !self.lock().feeds.contains_key(&event.incident) => return,
            DrillEvent::Minute(outcome) => outcome.snapshot.clone(),
            // The end, with the debrief the driver computed once for every front-end.
            DrillEvent::Stopped {
                snapshot, debrief, ..
            }
            | DrillEvent::Finished {
                snapshot, debrief, ..
            } => {
                self.show(snapshot.clone(), Some(debrief.clone()));
                return;
            }
            // The rest changed the controls, the state or the team: ask for the drill as
            // it stands now.
            _ => match self.handle.snapshot(&event.place).await {
                Ok(snapshot) if snapshot.id == event.incident => snapshot,
                _ => return,
            },
        };
        self.show(snapshot, None);
    }

    /// Renders the drill's view once and sends it to every viewer; `told`: the debrief
    /// its end's event carried.
    fn show(&self, snapshot: Snapshot, told: Option<Debriefed>) {
        let ended = !snapshot.state.is_live();
        let Some(debriefed) = self.with_feed(snapshot.id, |feed| feed.debriefed.clone()) else {
            return;
        };
        if let Some(told) = told {
            // Set once: a debrief already computed here stays (they are the same).
            let _ = debriefed.set(told);
        }
        let view = Arc::new(view(&snapshot, debriefed.get()));
        let json = json_of(&view);
        let mut drills = self.lock();
        let Some(feed) = drills.feeds.get_mut(&snapshot.id) else {
            return;
        };
        if ended && feed.ended_at.is_none() {
            feed.ended_at = Some(SystemTime::now());
        }
        feed.snapshot = snapshot;
        feed.view = view;
        feed.json = json.clone();
        // No viewer is no error: the next one gets the drill as it stands.
        let _ = feed.sender.send(json);
    }
}

fn new_feed(snapshot: Snapshot) -> Feed {
    // An ended drill's debrief is not computed here, on the async thread: see
    // [`Hub::settle_debrief`].
    let view = Arc::new(view(&snapshot, None));
    let json = json_of(&view);
    let (sender, _) = broadcast::channel(VIEWER_BACKLOG);
    let ended = !snapshot.state.is_live();
    Feed {
        ended_at: ended.then(SystemTime::now),
        debriefed: Arc::new(OnceCell::new()),
        debrief_source: match ended {
            true => DebriefSource::ComputedHere,
            false => DebriefSource::DriverEvent,
        },
        snapshot,
        view,
        json,
        sender,
        live_chart: None,
        run_chart: None,
    }
}

mod debriefs;
mod follow;
pub(super) use follow::follow;
pub use follow::WEB_BACKLOG;
mod kept;
mod progress;
pub use progress::{Shown, PROGRESS_FRESH};
#[cfg(test)]
mod tests;
