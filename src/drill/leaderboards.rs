//! The front-ends' access to a server's leaderboards: read on the blocking pool through the
//! driver's one store, never through the engine.

use crate::model::GuildId;
use crate::store::Leaderboard;

use super::engine::HostError;
use super::writer::SharedStore;

#[derive(Clone)]
pub struct Leaderboards {
    store: SharedStore,
}

impl Leaderboards {
    pub(super) fn new(store: SharedStore) -> Leaderboards {
        Leaderboards { store }
    }

    /// A server's finished drills ranked by score (ties: who finished first), and its
    /// stopped ones apart; optionally of one scenario and one seed.
    pub async fn of(
        &self,
        guild: &GuildId,
        scenario: Option<String>,
        seed: Option<u32>,
        limit: usize,
    ) -> Result<Leaderboard, HostError> {
        let guild = guild.clone();
        self.store
            .run(move |s| s.leaderboard(&guild, scenario.as_deref(), seed, limit))
            .await
            .map_err(|err| {
                tracing::error!(error = %err, "the leaderboard could not be read");
                HostError::Store(err.to_string())
            })
    }
}

impl Leaderboards {
    /// A server's progress over its drills (of `member` when given): read under the store's
    /// lock, then the recent drills computed again off it, on the blocking pool.
    pub async fn progress(
        &self,
        guild: &GuildId,
        member: Option<String>,
    ) -> Result<super::progress::Progress, HostError> {
        super::progress::pages::of(&self.store, guild, member).await
    }
}
