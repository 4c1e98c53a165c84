//! `/incident start` and `/incident stop`: what changes a channel's drill. Hidden from
//! members without Manage Channels by Discord itself (`default_member_permissions`;
//! servers allow other roles in Server Settings → Integrations), and checked again here.

use poise::serenity_prelude as serenity;

use crate::drill::{random_seed, StartRequest};
use crate::i18n::messages::{pace_text, who_at};
use crate::model::seed_secrecy::{SeedLabel, SeedRule};
use crate::model::{ControlPolicy, Pace, TeamRules};

use super::super::answer::public;
use super::super::context::{place, who, Context};
use super::super::errors::{BotError, Refusal};
use super::super::params::{Choice, OnOff, Quorum, Seed};
use super::super::permissions::{require_bot_can_post, require_manager};
use super::super::reply::no_pings;

/// Run an incident drill in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("start", "stop", "export", "pace"),
    subcommand_required,
    default_member_permissions = "MANAGE_CHANNELS"
)]
pub async fn incident(_: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Start an incident drill in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // poise: one parameter per slash option
pub async fn start(
    ctx: Context<'_>,
    #[max_length = 100]
    #[autocomplete = "super::scenario::scenario_ids"]
    scenario: String,
    seed: Option<Seed>,
    pace: Option<Choice<Pace>>,
    role: Option<serenity::Role>,
    controls: Option<Choice<ControlPolicy>>,
    quorum: Option<Quorum>,
    hints: Option<Choice<OnOff>>,
    gm: Option<Choice<OnOff>>,
) -> Result<(), BotError> {
    require_manager(ctx).await?;
    require_bot_can_post(ctx)?;
    let l = ctx.data().localizer(ctx).await;
    // A seed nobody chose stays secret until the debrief: it would tell the future.
    let (seed, seed_rule) = match seed {
        Some(seed) => (seed.checked("incident-start")?, SeedRule::Shown),
        None => (random_seed(), SeedRule::Secret),
    };
    let pace = match pace {
        None => Pace::REAL_TIME,
        Some(Choice::Known(pace)) => pace,
        Some(Choice::Unknown(other)) => return Err(BotError::Refused(Refusal::UnknownPace(other))),
    };
    // An option left out keeps the model's default rule.
    let defaults = TeamRules::default();
    let rules = TeamRules {
        controls: match controls {
            None => defaults.controls,
            Some(Choice::Known(policy)) => policy,
            Some(Choice::Unknown(other)) => {
                return Err(BotError::Refused(Refusal::BadValue(other)))
            }
        },
        quorum: quorum.map(Quorum::checked).transpose()?,
        hints: match hints {
            None => defaults.hints,
            Some(Choice::Known(OnOff(on))) => on,
            Some(Choice::Unknown(other)) => {
                return Err(BotError::Refused(Refusal::BadValue(other)))
            }
        },
        seed: seed_rule,
        // The member who starts it is its game master (issue 30).
        game_master: match gm {
            None => defaults.game_master,
            Some(Choice::Known(OnOff(on))) => on,
            Some(Choice::Unknown(other)) => {
                return Err(BotError::Refused(Refusal::BadValue(other)))
            }
        },
    };
    // A built-in scenario or one this server uploaded, by id (never a file on the bot's disk).
    let place = place(ctx);
    let (scenario, scenario_ref) = ctx
        .data()
        .uploads
        .find_scenario(place.guild.as_ref(), &scenario)
        .await?;
    let who = who(ctx);
    let snapshot = ctx
        .data()
        .drills
        .start(StartRequest {
            place,
            scenario,
            scenario_ref,
            seed,
            pace,
            locale: l.locale(),
            deterministic: false,
            who: who.clone(),
            alert_role: role.map(|r| r.id.to_string()),
            rules,
        })
        .await?;
    let args = [
        ("who", who.name.as_str().into()),
        (
            "scenario",
            crate::i18n::scenario::title(&l, &snapshot.scenario).into(),
        ),
        (
            "drill",
            crate::i18n::seed::label(&l, snapshot.seed_label()).into(),
        ),
        ("pace", pace_text(&l, snapshot.pace).into()),
    ];
    let briefing = crate::i18n::scenario::briefing(&l, &snapshot.scenario);
    // A newcomer in the channel reads the rules here, not only in a role's briefing.
    let rules = crate::i18n::team::rules_line(&l, &snapshot.meta.rules, snapshot.pace);
    let started = l.tr("drill-started", &args);
    let mut text = format!("{started}\n{rules}\n{briefing}");
    if let Some(url) = ctx
        .data()
        .web
        .as_ref()
        .and_then(|web| web.watch_link(snapshot))
    {
        text.push('\n');
        text.push_str(&l.tr("web-link-watch", &[("url", url.into())]));
    }
    public(ctx, text).await
}

/// Stop the drill and show the debrief.
#[poise::command(slash_command, guild_only)]
pub async fn stop(ctx: Context<'_>) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let l = ctx.data().localizer(ctx).await;
    let who = who(ctx);
    let clock = ctx
        .data()
        .drills
        .stop(&place(ctx), who.clone())
        .await?
        .clock;
    public(
        ctx,
        who_at(&l, "drill-stopped", &who.name, &clock.to_string()),
    )
    .await
}

/// Change the pace of the running drill.
#[poise::command(slash_command, guild_only)]
pub async fn pace(ctx: Context<'_>, pace: Choice<Pace>) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let pace = match pace {
        Choice::Known(pace) => pace,
        Choice::Unknown(other) => return Err(BotError::Refused(Refusal::UnknownPace(other))),
    };
    let who = who(ctx);
    ctx.data()
        .drills
        .set_pace(&place(ctx), who.clone(), pace)
        .await?;
    let l = ctx.data().localizer(ctx).await;
    let text = l.tr(
        "team-pace",
        &[
            ("who", who.name.as_str().into()),
            ("pace", pace_text(&l, pace).into()),
        ],
    );
    public(ctx, text).await
}

/// Attach the post-incident report, the replay file and the run chart.
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), BotError> {
    require_manager(ctx).await?;
    let l = ctx.data().localizer(ctx).await;
    let snapshot = ctx.data().drills.snapshot(&place(ctx)).await?;
    // A debrief, a chart and a report take a few milliseconds: acknowledge first.
    super::super::answer::defer(ctx, false).await?;
    let locale = l.locale();
    let files = tokio::task::spawn_blocking(move || export_files(locale, &snapshot))
        .await
        .map_err(|err| BotError::Internal(format!("export: {err}")))?;
    let names = files
        .iter()
        .map(|f| f.filename.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let mut reply = poise::CreateReply::default()
        .content(l.tr("export-written", &[("files", names.into())]))
        .allowed_mentions(no_pings());
    for file in files {
        reply = reply.attachment(file);
    }
    super::super::answer::send(ctx, reply, false).await
}

/// The files of an export: the report, the replay file and (when it draws) the run chart,
/// built by the one export builder every front-end uses.
fn export_files(
    locale: crate::model::Locale,
    snapshot: &crate::drill::Snapshot,
) -> Vec<serenity::CreateAttachment> {
    use crate::drill::export::{ChartName, Export};
    let l = crate::i18n::Localizer::new(locale);
    // Named after what the drill shows of its seed: a secret one stays out of the names.
    let stem = match snapshot.seed_label() {
        SeedLabel::Seed(seed) => format!("{}-seed{seed}", snapshot.scenario.id),
        SeedLabel::Code(code) => format!("{}-{code}", snapshot.scenario.id),
    };
    let chart = ChartName::Fixed(super::super::embed::CHART_FILE);
    Export::build(&l, snapshot, &stem, chart)
        .files
        .into_iter()
        .map(|file| serenity::CreateAttachment::bytes(file.bytes, file.name))
        .collect()
}
