//! The hub's links kept in the drill database (through [`crate::drill::WebLinks`]), so
//! that a link given out before a restart opens its drill after it, until it expires: each
//! link is kept when it is made, a link this process does not know is looked for there on
//! its first visit, and a drill continued after a restart takes its kept links back.

use std::time::{Duration, SystemTime};

use crate::drill::web_links::StoredWebLink;
use crate::drill::Snapshot;

use super::{Access, Hub, Link, Token};

impl Hub {
    /// Keeps `link` in the drill database. One that cannot be kept still works until the
    /// process ends: said in the log, not to the viewer.
    pub(super) async fn keep(&self, token: Token, link: Link) {
        let kept = self.web_links.save(token, link.incident, link.access).await;
        if let Err(err) = kept {
            tracing::warn!(incident = %link.incident, error = %err, "a web link was not kept: it stops working at a restart");
        }
    }

    /// The kept link behind `token`, shown again with its drill, unless it has expired or
    /// its drill can no longer be shown.
    pub(super) async fn restore(&self, token: Token) -> Option<Link> {
        let kept = match self.web_links.find(token).await {
            Ok(kept) => kept?,
            Err(err) => {
                tracing::warn!(error = %err, "the kept web links could not be read");
                return None;
            }
        };
        let ended_at = ended_at(&kept);
        if self.expired(ended_at, SystemTime::now()) {
            return None;
        }
        let snapshot = self.snapshot_of(&kept).await?;
        self.show_kept(snapshot, &[kept], ended_at);
        self.link_at(&token, SystemTime::now())
    }

    /// A drill continued after a restart: its kept links are shown again; one that had no
    /// read-only link gets one (and keeps it).
    pub(super) async fn restore_drill(&self, snapshot: Snapshot) {
        let kept = match self.web_links.of(snapshot.id).await {
            Ok(kept) => kept,
            Err(err) => {
                tracing::warn!(error = %err, "the kept web links could not be read");
                Vec::new()
            }
        };
        let watched = kept.iter().any(|link| link.access == Access::ReadOnly);
        self.show_kept(snapshot.clone(), &kept, None);
        if !watched {
            if let Err(err) = self.register(snapshot, Access::ReadOnly).await {
                tracing::error!(error = %err, "no random token for a drill's web link");
            }
        }
    }

    /// The drill a kept link names as it stands: the place's drill when it is that one,
    /// else the ended drill rebuilt from the store.
    async fn snapshot_of(&self, kept: &StoredWebLink) -> Option<Snapshot> {
        if let Ok(snapshot) = self.handle.snapshot(&kept.place).await {
            if snapshot.id == kept.incident {
                return Some(snapshot);
            }
        }
        match self.web_links.ended_drill(kept.incident).await {
            Ok(found) => found,
            Err(err) => {
                tracing::warn!(incident = %kept.incident, error = %err, "a web link's drill could not be read");
                None
            }
        }
    }

    /// Shows `snapshot`'s drill with its kept links; an ended drill's end as the store
    /// keeps it, so that its links expire when they would have without the restart.
    fn show_kept(&self, snapshot: Snapshot, kept: &[StoredWebLink], ended_at: Option<SystemTime>) {
        let incident = snapshot.id;
        for link in kept {
            let access = link.access;
            self.insert(snapshot.clone(), link.token, Link { incident, access });
        }
        if ended_at.is_some() {
            self.with_feed(incident, |feed| feed.ended_at = ended_at);
        }
    }
}

/// When the drill of a kept link ended, on the wall clock.
fn ended_at(kept: &StoredWebLink) -> Option<SystemTime> {
    let ms = u64::try_from(kept.ended_at_ms?).unwrap_or(0);
    Some(SystemTime::UNIX_EPOCH + Duration::from_millis(ms))
}
