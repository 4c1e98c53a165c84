//! `/scenario upload` and `/scenario remove`: a server's own scenarios, for members with
//! Manage Server (hidden from others by Discord, `default_member_permissions`, and checked
//! again here). The file is read from the attachment's URL — only from Discord's CDN hosts
//! or the configured REST proxy, never following a redirect (the bot must not be made to
//! fetch other addresses) — after its announced size, again after the size the answer
//! announces, and its bytes are counted while read; the rules (size, validation, ids, how
//! many) are [`crate::drill::uploads`]'.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::drill::uploads::{DownloadTrouble, UploadError, MAX_UPLOAD_BYTES};
use crate::model::GuildId;

use super::super::answer::private;
use super::super::context::{place, who, Context, Data};
use super::super::errors::{BotError, Refusal};
use super::super::limits::AUTOCOMPLETE_CHOICES_MAX;
use super::super::permissions::require_server_manager;

/// How long reading an attachment may take.
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(10);
/// Where Discord serves attachments (over HTTPS, on the default port).
const DISCORD_CDN_HOSTS: [&str; 2] = ["cdn.discordapp.com", "media.discordapp.net"];

/// Manage this server's own scenarios.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("upload", "remove"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn scenario(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

fn guild(ctx: Context<'_>) -> Result<GuildId, BotError> {
    place(ctx)
        .guild
        .ok_or(BotError::Refused(Refusal::NotAllowed))
}

/// Upload a scenario file (TOML, at most [`MAX_UPLOAD_BYTES`]) for this server.
#[poise::command(slash_command, guild_only)]
pub async fn upload(ctx: Context<'_>, file: serenity::Attachment) -> Result<(), BotError> {
    require_server_manager(ctx).await?;
    let guild = guild(ctx)?;
    if u64::from(file.size) > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooBig {
            bytes: u64::from(file.size),
        }
        .into());
    }
    let proxy = ctx.data().config.proxy_url.as_deref();
    if !from_discord(&file.url, proxy) {
        tracing::warn!("an attachment outside Discord's CDN was not read");
        return Err(BotError::Refused(Refusal::BadValue(file.filename.clone())));
    }
    // Reading the file may take longer than Discord's 3 seconds: acknowledge first.
    super::super::answer::defer(ctx, true).await?;
    let bytes = download(&file.url).await?;
    let (scenario, replaced) = ctx
        .data()
        .uploads
        .upload_scenario(&guild, &file.filename, bytes, &who(ctx))
        .await?;
    let l = ctx.data().reader_localizer(ctx).await;
    let args = [
        ("id", scenario.id.as_str().into()),
        ("title", crate::i18n::scenario::title(&l, &scenario).into()),
    ];
    let key = if replaced {
        "upload-replaced"
    } else {
        "upload-stored"
    };
    private(ctx, l.tr(key, &args)).await
}

/// Remove one of this server's scenarios; drills already started from it go on.
#[poise::command(slash_command, guild_only)]
pub async fn remove(
    ctx: Context<'_>,
    #[max_length = 100]
    #[autocomplete = "server_ids"]
    id: String,
) -> Result<(), BotError> {
    require_server_manager(ctx).await?;
    let guild = guild(ctx)?;
    ctx.data().uploads.remove_scenario(&guild, &id).await?;
    let l = ctx.data().reader_localizer(ctx).await;
    private(ctx, l.tr("upload-removed", &[("id", id.as_str().into())])).await
}

/// Whether `url` is where Discord serves attachments (or the REST proxy standing in for it):
/// the same scheme, host and port, no user name, and under the proxy's path.
fn from_discord(url: &str, proxy: Option<&str>) -> bool {
    let Ok(url) = reqwest::Url::parse(url) else {
        return false;
    };
    if !url.username().is_empty() || url.password().is_some() {
        return false;
    }
    let cdn = url.scheme() == "https"
        && url.port().is_none()
        && url
            .host_str()
            .is_some_and(|host| DISCORD_CDN_HOSTS.contains(&host));
    let under = |base: reqwest::Url| {
        let path = format!("{}/", base.path().trim_end_matches('/'));
        url.scheme() == base.scheme()
            && url.host_str() == base.host_str()
            && url.port_or_known_default() == base.port_or_known_default()
            && url.path().starts_with(&path)
    };
    cdn || proxy
        .and_then(|p| reqwest::Url::parse(p).ok())
        .is_some_and(under)
}

/// The attachment's bytes, at most [`MAX_UPLOAD_BYTES`] of them whatever its size said.
/// Only the URL Discord gave is read: a redirect is not followed (it is a failed read). A
/// slow or failed read is the member's to retry, said in words; the log names what went
/// wrong but never the URL (Discord signs attachment URLs: they grant access).
async fn download(url: &str) -> Result<Vec<u8>, BotError> {
    let client = reqwest::Client::builder()
        .timeout(DOWNLOAD_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|err| BotError::Internal(format!("an HTTP client: {}", err.without_url())))?;
    let mut response = client.get(url).send().await.map_err(download_trouble)?;
    let status = response.status();
    if !status.is_success() {
        let redirect = status.is_redirection();
        tracing::warn!(
            status = status.as_u16(),
            redirect,
            "an uploaded attachment could not be read (a redirect is not followed)"
        );
        return Err(UploadError::Download(DownloadTrouble::Failed).into());
    }
    if let Some(announced) = response.content_length() {
        if announced > MAX_UPLOAD_BYTES {
            return Err(UploadError::TooBig { bytes: announced }.into());
        }
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(download_trouble)? {
        bytes.extend_from_slice(&chunk);
        if bytes.len() as u64 > MAX_UPLOAD_BYTES {
            return Err(UploadError::TooBig {
                bytes: bytes.len() as u64,
            }
            .into());
        }
    }
    Ok(bytes)
}

/// What a failed read tells the member, logged without the URL.
fn download_trouble(err: reqwest::Error) -> BotError {
    let trouble = if err.is_timeout() {
        DownloadTrouble::Slow {
            seconds: DOWNLOAD_TIMEOUT.as_secs(),
        }
    } else {
        DownloadTrouble::Failed
    };
    let status = err.status().map(|s| s.as_u16());
    tracing::warn!(error = %err.without_url(), ?status, ?trouble, "an uploaded attachment could not be read");
    UploadError::Download(trouble).into()
}

/// This server's scenario ids starting with what was typed (Discord shows at most
/// [`AUTOCOMPLETE_CHOICES_MAX`]).
pub async fn server_ids(
    ctx: poise::ApplicationContext<'_, Data, BotError>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let ids = match ctx.guild_id() {
        Some(g) => ctx
            .data()
            .uploads
            .server_scenarios(&GuildId::from(g))
            .await
            .unwrap_or_default()
            .into_iter()
            .map(|s| s.id)
            .collect(),
        None => Vec::new(),
    };
    choices(ids, partial)
}

/// Built-in and this server's scenario ids starting with what was typed.
pub async fn scenario_ids(
    ctx: poise::ApplicationContext<'_, Data, BotError>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let mut ids: Vec<String> = crate::scenario::Scenario::builtin_ids()
        .map(str::to_string)
        .collect();
    if let Some(g) = ctx.guild_id() {
        let uploaded = ctx.data().uploads.server_scenarios(&GuildId::from(g)).await;
        ids.extend(uploaded.unwrap_or_default().into_iter().map(|s| s.id));
    }
    choices(ids, partial)
}

fn choices(ids: Vec<String>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    let matching = ids
        .into_iter()
        .filter(|id| id.to_lowercase().contains(&partial))
        .take(AUTOCOMPLETE_CHOICES_MAX)
        .map(|id| serenity::AutocompleteChoice::new(id.clone(), id))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(matching)
}

#[cfg(test)]
mod tests {
    use super::from_discord;

    #[test]
    fn attachments_are_read_only_from_discord() {
        assert!(from_discord(
            "https://cdn.discordapp.com/attachments/1/2/a.toml",
            None
        ));
        assert!(from_discord(
            "http://127.0.0.1:9/attachments/1/2/a.toml",
            Some("http://127.0.0.1:9")
        ));
        assert!(!from_discord("http://127.0.0.1:9/x", None));
        assert!(!from_discord(
            "http://127.0.0.1:99/x",
            Some("http://127.0.0.1:9")
        ));
        assert!(!from_discord("https://cdn.discordapp.com.evil/x", None));
        assert!(!from_discord(
            "http://cdn.discordapp.com/attachments/1",
            None
        ));
        assert!(!from_discord("https://cdn.discordapp.com:8443/x", None));
        assert!(!from_discord(
            "https://cdn.discordapp.com@evil.example/x",
            None
        ));
        assert!(!from_discord("https://u@cdn.discordapp.com/x", None));
        assert!(!from_discord(
            "http://127.0.0.1:9@evil.example/x",
            Some("http://127.0.0.1:9")
        ));
        assert!(!from_discord("not a url", Some("http://127.0.0.1:9")));
    }
}
