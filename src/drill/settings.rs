//! Server settings, read and changed in one place. Reads come from memory after the first
//! (an interaction costs no SQL); every change is one read-modify-write transaction in the
//! store, and the memory copy is replaced by what the store then holds. Settings are not the
//! engine's business: they never travel through it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::model::schedule::Zone;
use crate::model::GuildId;
use crate::store::ServerSettings;

use super::engine::HostError;
use super::writer::SharedStore;

#[derive(Clone)]
pub struct Settings {
    store: SharedStore,
    known: Arc<Mutex<HashMap<GuildId, ServerSettings>>>,
}

fn internal(err: crate::store::StoreError) -> HostError {
    tracing::error!(error = %err, "server settings could not be read or stored");
    HostError::Store(err.to_string())
}

impl Settings {
    pub(super) fn new(store: SharedStore) -> Settings {
        Settings {
            store,
            known: Arc::default(),
        }
    }

    fn cached(&self, guild: &GuildId) -> Option<ServerSettings> {
        self.known
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(guild)
            .cloned()
    }

    fn remember(&self, guild: &GuildId, settings: &ServerSettings) {
        self.known
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(guild.clone(), settings.clone());
    }

    /// A server's settings (the defaults when it never changed any).
    pub async fn get(&self, guild: &GuildId) -> Result<ServerSettings, HostError> {
        if let Some(settings) = self.cached(guild) {
            return Ok(settings);
        }
        let key = guild.clone();
        let this = self.clone();
        self.store
            .run(move |s| {
                // Under the store's lock: a change that finished meanwhile is already in
                // memory and wins over this read.
                if let Some(settings) = this.cached(&key) {
                    return Ok(settings);
                }
                let settings = s.server_settings(&key)?;
                this.remember(&key, &settings);
                Ok(settings)
            })
            .await
            .map_err(internal)
    }

    /// Changes a server's settings in one transaction and returns them as stored.
    pub async fn update(
        &self,
        guild: &GuildId,
        change: impl FnOnce(&mut ServerSettings) + Send + 'static,
    ) -> Result<ServerSettings, HostError> {
        let key = guild.clone();
        let this = self.clone();
        // The memory copy is replaced while the store is still held, so two changes at once
        // leave it as the store has it, whichever finishes first.
        self.store
            .run(move |s| {
                let settings = s.update_server_settings(&key, change)?;
                this.remember(&key, &settings);
                Ok(settings)
            })
            .await
            .map_err(internal)
    }

    /// A server's time zone for its schedules: UTC when none is set (or when the stored
    /// name is not in this build's tz database, logged: the command checked it when set).
    pub async fn zone(&self, guild: &GuildId) -> Result<Zone, HostError> {
        let stored = self.get(guild).await?.time_zone;
        Ok(Zone::stored(stored.as_deref()).unwrap_or_else(|_| {
            tracing::error!(%guild, zone = ?stored, "a stored time zone is unknown; schedules read UTC");
            Zone::utc()
        }))
    }
}
