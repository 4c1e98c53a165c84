//! Scenarios a server uploads (`/scenario upload`): checked (at most [`MAX_UPLOAD_BYTES`], a
//! valid scenario file whose id is neither a built-in one's nor, ignoring case, another of
//! the server's own, at most [`MAX_PER_SERVER`] per server), kept per server in the store,
//! listed, started and removed by id in that server only. A drill started from one is
//! stored with the reference `server:<id>` and the scenario's content hash; the store keeps
//! the text by that hash, so the drill is rebuilt after a restart from the very text it
//! ran, also when the server has since removed or replaced the scenario. Texts no list and
//! no drill names are pruned at each upload and removal (but the last [`DISPLACED_KEPT`]
//! replaced or removed ones, for a drill being started from one at that very moment).
//!
//! Ids are ASCII (letters, digits and `-`, the validator's rule), so ids that differ only
//! in case are the only look-alikes Unicode's confusable skeletons would add besides.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use crate::i18n::Localizer;
use crate::model::{Author, GuildId, IncidentMeta};
use crate::scenario::{Scenario, ScenarioError};
use crate::store::{ServerScenario, Store, StoreError};

use super::engine::HostError;
use super::writer::SharedStore;

/// The largest scenario file a server may upload, in bytes.
pub const MAX_UPLOAD_BYTES: u64 = 16 * 1024;
/// How many scenarios one server may keep (Discord offers at most 25 autocomplete choices).
pub const MAX_PER_SERVER: usize = 25;
/// The start of the stored reference of a drill started from an uploaded scenario.
const SERVER_REF: &str = "server:";
/// How many of the texts last replaced or removed are spared by a prune: a drill started
/// from one reads the server's list before it stores its incident, and its text must
/// still be there then.
pub const DISPLACED_KEPT: usize = 8;

/// Why an uploaded scenario was refused, or could not be found or removed.
#[derive(Debug)]
pub enum UploadError {
    /// Larger than [`MAX_UPLOAD_BYTES`] (as announced, or as read).
    TooBig { bytes: u64 },
    /// Not a valid scenario file: every problem, with its line and column.
    Invalid(ScenarioError),
    /// Its id is a built-in scenario's.
    BuiltinId(String),
    /// Its id (`id`) differs from a built-in one's or another of the server's (`other`)
    /// only in case.
    IdCollides { id: String, other: String },
    /// The server keeps [`MAX_PER_SERVER`] already.
    Full,
    /// No built-in scenario and none of this server's has this id; the ids it could use.
    Unknown { id: String, known: Vec<String> },
    /// The file could not be read from Discord.
    Download(DownloadTrouble),
    /// The host's own trouble (the store failed), never the uploader's.
    Host(HostError),
}

/// Why an attachment could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DownloadTrouble {
    /// Not all of it came within so many seconds.
    Slow { seconds: u64 },
    /// Discord answered with an error, or the connection failed.
    Failed,
}

impl From<StoreError> for UploadError {
    fn from(err: StoreError) -> Self {
        tracing::error!(error = %err, "uploaded scenarios: the store failed");
        UploadError::Host(HostError::Store(err.to_string()))
    }
}

impl UploadError {
    /// The refusal in the reader's language; a refused file lists every problem, one per
    /// line (`file:line:column: …`, as `oncall-drill scenarios check` prints them).
    pub fn localize(&self, l: &Localizer) -> String {
        match self {
            UploadError::TooBig { bytes } => l.tr(
                "upload-too-big",
                &[("bytes", (*bytes).into()), ("max", MAX_UPLOAD_BYTES.into())],
            ),
            UploadError::Invalid(err) => {
                let count = err.problems().len().max(1);
                format!(
                    "{}\n{err}",
                    l.tr("upload-invalid", &[("count", count.into())])
                )
            }
            UploadError::BuiltinId(id) => l.tr("upload-builtin-id", &[("id", id.as_str().into())]),
            UploadError::IdCollides { id, other } => l.tr(
                "upload-id-collides",
                &[("id", id.as_str().into()), ("other", other.as_str().into())],
            ),
            UploadError::Full => l.tr("upload-full", &[("max", MAX_PER_SERVER.into())]),
            UploadError::Unknown { id, known } => l.tr(
                "upload-unknown",
                &[
                    ("id", id.as_str().into()),
                    ("known", known.join(", ").into()),
                ],
            ),
            UploadError::Download(DownloadTrouble::Slow { seconds }) => {
                l.tr("upload-download-slow", &[("seconds", (*seconds).into())])
            }
            UploadError::Download(DownloadTrouble::Failed) => l.text("upload-download-failed"),
            UploadError::Host(_) => l.text("error-internal"),
        }
    }
}

/// Checks an uploaded file: its size, then everything [`Scenario::parse_bytes`] checks,
/// then that its id is not a built-in one's, even in other case.
pub fn check_upload(file_name: &str, bytes: &[u8]) -> Result<Scenario, UploadError> {
    if bytes.len() as u64 > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooBig {
            bytes: bytes.len() as u64,
        });
    }
    let scenario = Scenario::parse_bytes(file_name, bytes).map_err(UploadError::Invalid)?;
    if let Some(builtin) = Scenario::builtin_ids().find(|id| id.eq_ignore_ascii_case(&scenario.id))
    {
        if builtin == scenario.id {
            return Err(UploadError::BuiltinId(scenario.id));
        }
        return Err(UploadError::IdCollides {
            id: scenario.id,
            other: builtin.to_string(),
        });
    }
    Ok(scenario)
}

/// A stored upload as a scenario, held to the rules of a stored text
/// ([`Scenario::parse_stored`]: one uploaded before the onset rule stays listed); one that
/// no longer validates otherwise is left out, with a warning.
fn parsed(stored: &ServerScenario) -> Option<Scenario> {
    match Scenario::parse_stored(&stored.file_name, &stored.toml) {
        Ok(scenario) if scenario.id == stored.id => Some(scenario),
        Ok(_) | Err(_) => {
            tracing::warn!(scenario = %stored.id, "an uploaded scenario no longer validates");
            None
        }
    }
}

/// The scenario a stored drill ran: a built-in or a file by its reference, an uploaded one
/// by its content hash (as a stored text, [`Scenario::parse_stored`]). `None` when it no
/// longer loads (the drill is then not continued).
pub(super) fn stored_scenario(store: &Store, meta: &IncidentMeta) -> Option<Scenario> {
    if meta.scenario_ref.starts_with(SERVER_REF) {
        let (file_name, toml) = store.scenario_text(meta.scenario_hash).ok()??;
        return Scenario::parse_stored(&file_name, &toml).ok();
    }
    Scenario::load(&meta.scenario_ref).ok()
}

/// The front-ends' access to uploaded scenarios: each call runs on the blocking pool
/// through the driver's one store, never through the engine.
#[derive(Clone)]
pub struct Uploads {
    store: SharedStore,
    /// The content hashes last replaced or removed, newest last: spared by prunes.
    displaced: Arc<Mutex<VecDeque<u64>>>,
}

/// What storing an upload came to.
enum Put {
    /// Stored; whether it replaced one, and the text it replaced.
    Stored {
        replaced: Option<u64>,
    },
    Full,
    Collides(String),
}

impl Uploads {
    pub(super) fn new(store: SharedStore) -> Uploads {
        Uploads {
            store,
            displaced: Arc::default(),
        }
    }

    /// Notes `hash` as just displaced; returns the hashes a prune spares.
    fn displace(&self, hash: Option<u64>) -> Vec<u64> {
        let mut displaced = self.displaced.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(hash) = hash {
            displaced.retain(|h| *h != hash);
            displaced.push_back(hash);
            while displaced.len() > DISPLACED_KEPT {
                displaced.pop_front();
            }
        }
        displaced.iter().copied().collect()
    }

    /// Checks `bytes` and stores them as `guild`'s scenario (replacing one of the same id);
    /// returns it and whether it replaced one.
    pub async fn upload_scenario(
        &self,
        guild: &GuildId,
        file_name: &str,
        bytes: Vec<u8>,
        who: &Author,
    ) -> Result<(Scenario, bool), UploadError> {
        let scenario = check_upload(file_name, &bytes)?;
        let stored = ServerScenario {
            id: scenario.id.clone(),
            file_name: file_name.to_string(),
            // check_upload read it as UTF-8.
            toml: String::from_utf8_lossy(&bytes).into_owned(),
            content_hash: scenario.content_hash,
            uploaded_by: who.id.clone(),
            uploaded_at_ms: super::clock::unix_ms(),
        };
        let guild = guild.clone();
        let uploads = self.clone();
        let outcome = self
            .store
            .run(move |s| {
                let listed = s.server_scenarios(&guild)?;
                let same_id = listed.iter().find(|u| u.id == stored.id);
                let replaced = same_id.map(|u| u.content_hash);
                if let Some(other) = listed
                    .iter()
                    .find(|u| u.id != stored.id && u.id.eq_ignore_ascii_case(&stored.id))
                {
                    return Ok(Put::Collides(other.id.clone()));
                }
                if same_id.is_none() && listed.len() >= MAX_PER_SERVER {
                    return Ok(Put::Full);
                }
                s.put_server_scenario(&guild, &stored)?;
                s.prune_scenario_texts(&uploads.displace(replaced))?;
                Ok(Put::Stored { replaced })
            })
            .await?;
        match outcome {
            Put::Stored { replaced } => Ok((scenario, replaced.is_some())),
            Put::Full => Err(UploadError::Full),
            Put::Collides(other) => Err(UploadError::IdCollides {
                id: scenario.id,
                other,
            }),
        }
    }

    /// The scenarios `guild` uploaded, by id.
    pub async fn server_scenarios(&self, guild: &GuildId) -> Result<Vec<Scenario>, UploadError> {
        let guild = guild.clone();
        let stored = self.store.run(move |s| s.server_scenarios(&guild)).await?;
        Ok(stored.iter().filter_map(parsed).collect())
    }

    /// Removes `guild`'s scenario `id`. Drills started from it keep their copy.
    pub async fn remove_scenario(&self, guild: &GuildId, id: &str) -> Result<(), UploadError> {
        let (owner, wanted) = (guild.clone(), id.to_string());
        let uploads = self.clone();
        let removed = self
            .store
            .run(move |s| {
                let Some(listed) = s.server_scenario(&owner, &wanted)? else {
                    return Ok(false);
                };
                s.remove_server_scenario(&owner, &wanted)?;
                s.prune_scenario_texts(&uploads.displace(Some(listed.content_hash)))?;
                Ok(true)
            })
            .await?;
        if removed {
            return Ok(());
        }
        let known = self.server_scenarios(guild).await?;
        Err(UploadError::Unknown {
            id: id.to_string(),
            known: known.into_iter().map(|s| s.id).collect(),
        })
    }

    /// The scenario `id` can be started as in `guild`: a built-in one, else one the server
    /// uploaded (never a file path). Returns it with the reference its drill is stored under.
    pub async fn find_scenario(
        &self,
        guild: Option<&GuildId>,
        id: &str,
    ) -> Result<(Arc<Scenario>, String), UploadError> {
        if let Some(scenario) = Scenario::builtin(id) {
            return Ok((Arc::new(scenario), id.to_string()));
        }
        let uploaded = match guild {
            Some(guild) => self.server_scenarios(guild).await?,
            None => Vec::new(),
        };
        if let Some(scenario) = uploaded.iter().find(|s| s.id == id) {
            return Ok((Arc::new(scenario.clone()), format!("{SERVER_REF}{id}")));
        }
        let known = Scenario::builtin_ids()
            .map(str::to_string)
            .chain(uploaded.into_iter().map(|s| s.id))
            .collect();
        Err(UploadError::Unknown {
            id: id.to_string(),
            known,
        })
    }
}
