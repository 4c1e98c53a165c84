//! A server's progress for its read-only page on the web (issue 31, item 3), through the
//! kept web links ([`WebLinks`]): each server's secret progress link (made on first need
//! and kept, so that it outlives a restart), the server a link names, and the progress
//! with the server's language. The figures are [`super::compute`]'s, as `/progress` gives
//! them: [`of`] is the one way both read them.

use crate::model::web_link::Token;
use crate::model::{GuildId, Locale};

use super::super::engine::HostError;
use super::super::web_links::WebLinks;
use super::super::writer::SharedStore;
use super::Progress;

/// A server's progress (of `member` when given): read under the store's lock, then the
/// recent drills computed again off it, on the blocking pool.
pub(in crate::drill) async fn of(
    store: &SharedStore,
    guild: &GuildId,
    member: Option<String>,
) -> Result<Progress, HostError> {
    let guild = guild.clone();
    let (read, mut scenarios) = store
        .run(move |s| {
            let read = super::read(s, Some(&guild), member.as_deref())?;
            let own = s.server_scenarios(&guild)?;
            Ok((read, own.into_iter().map(|o| o.id).collect::<Vec<_>>()))
        })
        .await
        .map_err(|err| {
            tracing::error!(error = %err, "the progress could not be read");
            HostError::Store(err.to_string())
        })?;
    let mut ids = super::builtin_scenarios();
    ids.append(&mut scenarios);
    tokio::task::spawn_blocking(move || super::compute(read, &ids))
        .await
        .map_err(|join| HostError::Task(join.to_string()))
}

fn stored(err: crate::store::StoreError) -> HostError {
    tracing::error!(error = %err, "the progress links could not be read or kept");
    HostError::Store(err.to_string())
}

impl WebLinks {
    /// `guild`'s progress link: the one it has, else `fresh` (kept from now on).
    pub async fn progress_link(&self, guild: &GuildId, fresh: Token) -> Result<Token, HostError> {
        let guild = guild.clone();
        let found = self.store.run(move |s| s.progress_link_of(&guild, fresh));
        found.await.map_err(stored)
    }

    /// The server whose progress link `token` is, if it is one.
    pub async fn progress_guild(&self, token: Token) -> Result<Option<GuildId>, HostError> {
        let found = self.store.run(move |s| s.progress_link(token));
        found.await.map_err(stored)
    }

    /// `guild`'s whole team's progress, and the server's language (en-US when it set none).
    pub async fn progress(&self, guild: &GuildId) -> Result<(Progress, Locale), HostError> {
        let key = guild.clone();
        let settings = self.store.run(move |s| s.server_settings(&key));
        let locale = settings.await.map_err(stored)?.locale;
        let progress = of(&self.store, guild, None).await?;
        Ok((progress, locale.unwrap_or(Locale::FALLBACK)))
    }
}
