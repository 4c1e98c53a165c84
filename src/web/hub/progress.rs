//! The servers' progress pages as the hub serves them: each server's secret link (kept in
//! the drill database through [`crate::drill::WebLinks`], made on first need) and its
//! progress, computed again from the stored drills at most once per [`PROGRESS_FRESH`]
//! (a page and its chart, or many viewers, share one computation: it replays the server's
//! recent drills).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::drill::progress::Progress;
use crate::model::{GuildId, Locale};

use super::super::token::random_token;
use super::{Hub, Token};

/// How long a server's computed progress is shown before it is computed again.
pub const PROGRESS_FRESH: Duration = Duration::from_secs(60);

/// A server's progress as computed, with its language.
pub struct Shown {
    pub progress: Progress,
    pub locale: Locale,
}

/// The progress computed lately, per server.
#[derive(Default)]
pub(in crate::web) struct ProgressCache(Mutex<HashMap<GuildId, (Instant, Arc<Shown>)>>);

impl Hub {
    /// `guild`'s progress link: the one it has, else a new one, kept. None (logged) when
    /// it cannot be made or kept.
    pub async fn progress_token(&self, guild: &GuildId) -> Option<Token> {
        let fresh = match random_token() {
            Ok(token) => token,
            Err(err) => {
                tracing::error!(error = %err, "no random token for a progress link");
                return None;
            }
        };
        self.web_links.progress_link(guild, fresh).await.ok()
    }

    /// The server behind a progress link, and its progress (computed again when older
    /// than [`PROGRESS_FRESH`]); None for a token that is no server's link.
    pub(in crate::web) async fn progress_of(&self, token: Token) -> Option<Arc<Shown>> {
        let guild = self.web_links.progress_guild(token).await.ok()??;
        let cached = {
            let cache = self.progress.0.lock().unwrap_or_else(|p| p.into_inner());
            cache.get(&guild).cloned()
        };
        if let Some((at, shown)) = cached {
            if at.elapsed() < PROGRESS_FRESH {
                return Some(shown);
            }
        }
        let (progress, locale) = self.web_links.progress(&guild).await.ok()?;
        let shown = Arc::new(Shown { progress, locale });
        let mut cache = self.progress.0.lock().unwrap_or_else(|p| p.into_inner());
        cache.insert(guild, (Instant::now(), shown.clone()));
        Some(shown)
    }
}
