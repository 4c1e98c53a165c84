//! The buttons under a status message: each custom id names what it does (a typed value,
//! see [`super::button_id::parse_button`]): a quick action, which the engine turns into an
//! action against the controls as they will stand (two "+2 instances" pressed at once make
//! +4), or advancing a turn-based drill. A press Discord delivers again is not carried out
//! or answered again; a custom id the bot never offered, a button without its drill (from
//! an older version), or a server press without its member, is refused and changes
//! nothing. A member's repeated presses of one button share one public line.

use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder;
use serenity::{ComponentInteraction, CreateInteractionResponseFollowup, EditInteractionResponse};

use crate::drill::Intent;
use crate::i18n::messages::{accepted_text, advanced_text};
use crate::i18n::{speaks, Localizer};
use crate::model::{GuildId, Place};

use super::button_id::{parse_button, Press, Pressed};
use super::coalesce::{Joined, PressKey};
use super::context::Data;
use super::errors::{error_text, BotError, Misfit, Refusal};
use super::in_time::{acknowledge_silently, answer_text};
use super::once::Admission;
use super::reply::{author, no_pings, truncate, MESSAGE_MAX};

/// Answers a button press: the confirmation in the channel (the server's language), or a
/// private refusal (the presser's own language when we speak it). A member's later presses
/// of the same button join the public line of their first ([`super::coalesce`]).
pub async fn on_press(http: &serenity::Http, data: &Data, press: &ComponentInteraction) {
    if data.interactions.admit(press.id.get()) != Admission::First {
        return tracing::info!(interaction = %press.id, "a button press delivered again was not carried out again");
    }
    tracing::debug!(interaction = %press.id, custom_id = %press.data.custom_id, "button pressed");
    let mut briefing = None;
    let key = PressKey {
        channel: press.channel_id.get(),
        member: press.user.id.to_string(),
        button: press.data.custom_id.clone(),
    };
    let joined = data.presses.join(&key, &press.token, Instant::now());
    let (text, ephemeral) = match press.guild_id {
        None => {
            let l = Localizer::negotiated(&press.locale);
            (l.text("error-direct-message"), true)
        }
        Some(guild) => {
            let guild = GuildId::from(guild);
            let l = Localizer::new(
                data.server_locale(&guild, press.guild_locale.as_deref())
                    .await,
            );
            let reader = speaks(&press.locale).map_or_else(|| l.clone(), Localizer::new);
            match handle(data, press, guild, &l, &reader).await {
                Ok(answer) => match (&joined, answer.joins) {
                    (Joined::Later { token, writing }, Some(joins)) => {
                        let (token, writing) = (token.clone(), writing.clone());
                        return told_in_line(http, data, press, &l, &key, token, writing, joins)
                            .await;
                    }
                    (_, joins) => {
                        briefing = answer.private;
                        let public = match joins {
                            Some(Joins::Advanced {
                                who,
                                minutes,
                                clock,
                            }) => {
                                let total = data.presses.add(&key, &press.token, minutes);
                                advanced_text(&l, &who, total, clock)
                            }
                            _ => answer.public,
                        };
                        (public, false)
                    }
                },
                Err(err) => (error_text(&reader, &err, "button"), true),
            }
        }
    };
    if ephemeral {
        data.presses.forget(&key, &press.token);
    }
    // Or, when the press was deferred meanwhile, the deferred response's edit: the line a
    // later press of the same button edits is the same either way.
    let deadlines = &data.deadlines;
    let answered = answer_text(http, deadlines, press.id, &press.token, &text, ephemeral);
    if let Err(err) = answered.await {
        return tracing::warn!(error = %err, "could not answer a button");
    }
    // The line is out: later presses may edit it now.
    drop(joined);
    // A role's briefing is for the one who took it.
    if let Some(briefing) = briefing {
        let followup = CreateInteractionResponseFollowup::new()
            .content(truncate(&briefing, MESSAGE_MAX))
            .ephemeral(true)
            .allowed_mentions(no_pings());
        if let Err(err) = press.create_followup(http, followup).await {
            tracing::warn!(error = %err, "could not send a role's briefing");
        }
    }
}

/// What a press tells the channel, and what only the presser reads.
struct Answer {
    public: String,
    private: Option<String>,
    /// How a later press of the same button by the same member joins the line of the
    /// first (None: each press has a line of its own).
    joins: Option<Joins>,
}

/// What a press adds to the line it joins.
enum Joins {
    /// The line tells the sum of the minutes advanced, at the clock of the last.
    Advanced {
        who: crate::model::Author,
        minutes: u32,
        clock: crate::model::Clock,
    },
    /// The line tells the latest press's confirmation (the controls as they now stand).
    Latest(String),
}

impl From<String> for Answer {
    fn from(public: String) -> Answer {
        Answer {
            public,
            private: None,
            joins: None,
        }
    }
}

/// A later press carried out: acknowledged without a message of its own (within Discord's
/// deadline), then told by editing the first press's public line, once that is out.
#[allow(clippy::too_many_arguments)]
async fn told_in_line(
    http: &serenity::Http,
    data: &Data,
    press: &ComponentInteraction,
    l: &Localizer,
    key: &PressKey,
    token: String,
    writing: std::sync::Arc<tokio::sync::Mutex<()>>,
    joins: Joins,
) {
    let acknowledged = acknowledge_silently(http, &data.deadlines, press.id, &press.token);
    if let Err(err) = acknowledged.await {
        return tracing::warn!(error = %err, "could not acknowledge a button");
    }
    let _writing = writing.lock().await;
    let text = match joins {
        Joins::Advanced {
            who,
            minutes,
            clock,
        } => advanced_text(l, &who, data.presses.add(key, &token, minutes), clock),
        Joins::Latest(text) => text,
    };
    let edit = EditInteractionResponse::new()
        .content(truncate(&text, MESSAGE_MAX))
        .allowed_mentions(no_pings());
    if let Err(err) = edit.execute(http, &token).await {
        tracing::warn!(error = %err, "could not edit the line a button press joined");
    }
}

/// Carries out the press; returns what the channel is told.
async fn handle(
    data: &Data,
    press: &ComponentInteraction,
    guild: GuildId,
    l: &Localizer,
    reader: &Localizer,
) -> Result<Answer, BotError> {
    // Discord sends the member with every press in a server: without it, who pressed and
    // what they may do are unknown.
    if press.member.is_none() {
        return Err(BotError::Refused(Refusal::Misfit(Misfit::Malformed)));
    }
    let Pressed {
        press: pressed,
        drill,
    } = parse_button(&press.data.custom_id).ok_or(BotError::Refused(Refusal::UnknownButton))?;
    // A button from before buttons carried their drill could act on a newer drill.
    let drill = drill.ok_or(BotError::Refused(Refusal::LegacyButton))?;
    let place = Place {
        guild: Some(guild),
        channel: press.channel_id.into(),
    };
    // A button from a finished drill's status must not act on the channel's next drill.
    match data.drills.snapshot(&place).await.map(|s| s.id) {
        Ok(current) if current == drill => {}
        Ok(_) => return Err(BotError::Refused(Refusal::EndedDrillButton)),
        Err(err) => return Err(err.into()),
    }
    let who = author(press.member.as_ref(), &press.user);
    match pressed {
        Press::Quick(quick) => {
            let ack = data
                .drills
                .act(&place, who.clone(), Intent::Quick(quick))
                .await?;
            let text = accepted_text(l, &who.name, ack.action, ack.clock, ack.note);
            Ok(Answer {
                public: text.clone(),
                private: None,
                joins: Some(Joins::Latest(text)),
            })
        }
        Press::Claim(role) => {
            data.drills
                .role(&place, who.clone(), role, who.clone())
                .await?;
            let rules = data.drills.snapshot(&place).await?.meta.rules;
            Ok(Answer {
                public: crate::i18n::team::role_changed(l, &who, role, &who, None),
                private: Some(crate::i18n::team::role_briefing(reader, role, &rules)),
                joins: None,
            })
        }
        Press::Ready => {
            let count = data.drills.ready(&place, who.clone()).await?;
            let mut text = crate::i18n::team::ready(l, &count.ready, count.needed);
            if let Some(clock) = count.advanced {
                text.push('\n');
                text.push_str(&advanced_text(l, &who, 1, clock));
            }
            Ok(text.into())
        }
        Press::Advance(minutes) => {
            let advanced = data
                .drills
                .advance_as(&place, Some(who.clone()), minutes)
                .await?;
            Ok(Answer {
                public: advanced_text(l, &who, advanced.minutes, advanced.clock),
                private: None,
                joins: Some(Joins::Advanced {
                    who,
                    minutes: advanced.minutes,
                    clock: advanced.clock,
                }),
            })
        }
    }
}
