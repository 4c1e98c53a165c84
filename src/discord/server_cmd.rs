//! `/chart` (deferred, then the picture), `/locale` and `/drillrole`: server-wide settings
//! need Manage Channels / Manage Server (or the drill role for `/locale`).

use serenity::all::{
    CommandInteraction, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, Http, ResolvedOption, ResolvedValue,
};

use crate::i18n::Localizer;

use super::embed;
use super::reply::{private, public, refusal, str_option, Respond};
use super::Bot;

impl Bot {
    pub(super) async fn chart(
        &self,
        http: &Http,
        cmd: &CommandInteraction,
        l: &Localizer,
        channel: &str,
    ) {
        let snapshot = match self.drills.snapshot(channel).await {
            Ok(snapshot) => snapshot,
            Err(err) => return private(http, cmd, refusal(l, &err)).await,
        };
        // Rendering takes milliseconds: acknowledge first, then attach the picture.
        if let Err(err) = cmd
            .respond(
                http,
                CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
            )
            .await
        {
            tracing::warn!(error = %err, "could not defer /chart");
            return;
        }
        let locale = l.lang().to_string();
        let png = tokio::task::spawn_blocking(move || {
            let minute = snapshot.history.last().map_or(0, |r| r.minute);
            crate::drill::charts::live_png(&Localizer::new(&locale), &snapshot, minute)
                .map(|png| (png, snapshot))
        })
        .await
        .ok()
        .flatten();
        let edit = match png {
            Some((png, snapshot)) => {
                let mut edit = EditInteractionResponse::new()
                    .new_attachment(CreateAttachment::bytes(png, embed::CHART_FILE));
                if let Some(status) = embed::snapshot_embed(l, &snapshot, true) {
                    edit = edit.embed(status);
                }
                edit
            }
            None => EditInteractionResponse::new().content(l.text("error-internal")),
        };
        if let Err(err) = cmd.edit_response(http, edit).await {
            tracing::warn!(error = %err, "could not send the chart");
        }
    }

    pub(super) async fn locale(
        &self,
        http: &Http,
        cmd: &CommandInteraction,
        l: &Localizer,
        guild: &str,
        channel: &str,
        options: &[ResolvedOption<'_>],
    ) {
        if !self.may_manage(guild, cmd.member.as_deref()).await {
            return private(http, cmd, l.text("error-not-allowed")).await;
        }
        let wanted = str_option(options, "language").unwrap_or_default();
        let available = crate::i18n::available_locales();
        if !available.contains(&wanted) {
            let text = l.tr(
                "error-unknown-locale",
                &[
                    ("locale", wanted.into()),
                    ("available", available.join(", ").into()),
                ],
            );
            return private(http, cmd, text).await;
        }
        match self.drills.set_locale(Some(guild), channel, wanted).await {
            Ok(()) => {
                let new = Localizer::new(wanted);
                public(
                    http,
                    cmd,
                    new.tr(
                        "bot-locale-set",
                        &[("language", new.text("language-name").into())],
                    ),
                )
                .await;
            }
            Err(err) => private(http, cmd, refusal(l, &err)).await,
        }
    }

    pub(super) async fn drill_role(
        &self,
        http: &Http,
        cmd: &CommandInteraction,
        l: &Localizer,
        guild: &str,
    ) {
        let admin = cmd
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator());
        if !admin {
            return private(http, cmd, l.text("error-not-allowed")).await;
        }
        let role = cmd.data.options().into_iter().find_map(|o| match o.value {
            ResolvedValue::Role(role) => Some(role.clone()),
            _ => None,
        });
        let mut settings = match self.drills.settings(guild).await {
            Ok(settings) => settings,
            Err(err) => return private(http, cmd, refusal(l, &err)).await,
        };
        settings.drill_role_id = role.as_ref().map(|r| r.id.to_string());
        let text = match &role {
            Some(role) => l.tr("bot-role-set", &[("role", role.name.as_str().into())]),
            None => l.text("bot-role-cleared"),
        };
        match self.drills.save_settings(guild, settings).await {
            Ok(()) => private(http, cmd, text).await,
            Err(err) => private(http, cmd, refusal(l, &err)).await,
        }
    }
}
