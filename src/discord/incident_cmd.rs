//! `/incident start | stop | pause | resume | status | advance`.

use serenity::all::{
    CommandDataOptionValue, CommandInteraction, Context, ResolvedOption, ResolvedValue,
};

use crate::drill::{pace_text, DrillError, Pace, StartRequest, Who};
use crate::i18n::{messages, Localizer};
use crate::scenario::Scenario;

use super::embed;
use super::reply::{int_option, private, private_embed, public, refusal, str_option};
use super::Bot;

impl Bot {
    pub(super) async fn incident(
        &self,
        ctx: &Context,
        cmd: &CommandInteraction,
        l: &Localizer,
        guild: &str,
        channel: &str,
        who: Who,
    ) {
        let http = &ctx.http;
        let Some(sub) = cmd.data.options.first() else {
            return private(http, cmd, l.text("error-internal")).await;
        };
        let sub_options: Vec<ResolvedOption> = match &sub.value {
            CommandDataOptionValue::SubCommand(_) => cmd
                .data
                .options()
                .into_iter()
                .find_map(|o| match o.value {
                    ResolvedValue::SubCommand(inner) => Some(inner),
                    _ => None,
                })
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let needs_manager = matches!(sub.name.as_str(), "start" | "stop");
        if needs_manager && !self.may_manage(guild, cmd.member.as_deref()).await {
            return private(http, cmd, l.text("error-not-allowed")).await;
        }
        let result = match sub.name.as_str() {
            "start" => {
                let scenario = str_option(&sub_options, "scenario")
                    .unwrap_or("free-play")
                    .to_string();
                // Only the built-in scenarios: a path would read files on the bot's host.
                if !Scenario::builtin_ids().any(|id| id == scenario) {
                    let known = Scenario::builtin_ids().collect::<Vec<_>>().join(", ");
                    let args = [("name", scenario.as_str().into()), ("known", known.into())];
                    return private(http, cmd, l.tr("error-unknown-scenario", &args)).await;
                }
                let seed = match int_option(&sub_options, "seed") {
                    Some(v) => match u32::try_from(v) {
                        Ok(seed) => Some(seed),
                        Err(_) => {
                            let args = [
                                ("command", "seed".into()),
                                ("value", v.to_string().into()),
                                ("min", 0.into()),
                                ("max", u32::MAX.to_string().into()),
                            ];
                            return private(http, cmd, l.tr("error-out-of-range", &args)).await;
                        }
                    },
                    None => None,
                };
                let pace = match str_option(&sub_options, "pace").map(str::parse::<Pace>) {
                    None => Pace::REAL_TIME,
                    Some(Ok(pace)) => pace,
                    Some(Err(bad)) => {
                        return private(
                            http,
                            cmd,
                            l.tr("error-bad-pace", &[("pace", bad.0.into())]),
                        )
                        .await;
                    }
                };
                let request = StartRequest {
                    guild_id: Some(guild.to_string()),
                    channel_id: channel.to_string(),
                    scenario_ref: scenario,
                    seed,
                    pace,
                    locale: l.lang().to_string(),
                    deterministic: false,
                    who: who.clone(),
                };
                match self.drills.start(request).await {
                    Ok(snapshot) => {
                        let args = [
                            ("who", who.name.as_str().into()),
                            ("scenario", l.text(&snapshot.scenario.title_id).into()),
                            ("seed", snapshot.seed.to_string().into()),
                            ("pace", pace_text(l, snapshot.pace).into()),
                        ];
                        let briefing = l.text(&snapshot.scenario.briefing_id);
                        Ok(format!("{}\n{briefing}", l.tr("drill-started", &args)))
                    }
                    Err(err) => Err(err),
                }
            }
            "stop" => self
                .drills
                .stop(channel, who.clone())
                .await
                .map(|_| String::new()),
            "pause" => self
                .drills
                .pause(channel, who.clone())
                .await
                .map(|_| String::new()),
            "resume" => self
                .drills
                .resume(channel, who.clone())
                .await
                .map(|_| String::new()),
            "advance" => {
                let minutes = int_option(&sub_options, "minutes")
                    .unwrap_or(1)
                    .clamp(0, i64::from(u32::MAX)) as u32;
                match self.drills.advance(channel, minutes).await {
                    Ok(n) => {
                        let clock = self
                            .drills
                            .snapshot(channel)
                            .await
                            .ok()
                            .and_then(|s| s.history.last().map(|r| r.clock.to_string()));
                        Ok(l.tr(
                            "drill-advanced",
                            &[
                                ("minutes", n.into()),
                                ("clock", clock.unwrap_or_default().into()),
                            ],
                        ))
                    }
                    Err(err) => Err(err),
                }
            }
            "status" => match self.drills.snapshot(channel).await {
                Ok(snapshot) => match embed::snapshot_embed(l, &snapshot, false) {
                    Some(status) => return private_embed(http, cmd, status).await,
                    None => Err(DrillError::NoIncident),
                },
                Err(err) => Err(err),
            },
            _ => Err(DrillError::Internal(format!(
                "unknown subcommand {}",
                sub.name
            ))),
        };
        match result {
            // Stop, pause and resume are announced in the channel by the host's events.
            Ok(text) if text.is_empty() => {
                let clock = self
                    .drills
                    .snapshot(channel)
                    .await
                    .ok()
                    .and_then(|s| s.history.last().map(|r| r.clock.to_string()))
                    .unwrap_or_default();
                let id = match sub.name.as_str() {
                    "stop" => "drill-stopped",
                    "pause" => "drill-paused",
                    _ => "drill-resumed",
                };
                public(http, cmd, messages::who_at(l, id, &who.name, &clock)).await;
            }
            Ok(text) => public(http, cmd, text).await,
            Err(err) => private(http, cmd, refusal(l, &err)).await,
        }
    }
}
