//! Sentences built from model values in a locale: action errors and confirmations, scenario
//! events, the end-of-drill summary, help and the model explainer.

use fluent_bundle::FluentValue;

use crate::model::constants::{BURN_PAGE, BURN_WARN};
use crate::model::{
    Action, ActionError, ActionNote, Author, Clock, Control, InjectKind, Pace, Summary,
    TimelineEvent,
};

use super::action_words::{self, Wording};
use super::dashboard::{burn_text, p99_text};
use super::Localizer;

/// The message id stem of a control (`control-ttl`, `confirm-ttl`…).
fn stem(control: Control) -> &'static str {
    control.name()
}

/// How a control is written, with its range: `ttl S — 0–3600 seconds`.
pub fn usage(l: &Localizer, control: Control) -> String {
    let (min, max) = control.range().unwrap_or((0, 0));
    l.tr(
        &format!("control-{}-usage", stem(control)),
        &[("min", min.into()), ("max", max.into())],
    )
}

fn command_list() -> String {
    Control::ALL.map(Control::name).join(", ")
}

/// What size an inject kind takes, in words: its range, or none (from the kind's own
/// range, [`InjectKind::range`]).
pub fn inject_usage(l: &Localizer, kind: InjectKind) -> String {
    match kind.range() {
        Some((min, max)) => l.tr(
            "inject-usage-size",
            &[("min", min.into()), ("max", max.into())],
        ),
        None => l.text("inject-usage-none"),
    }
}

/// A parse or range error of an action, in the user's locale.
pub fn action_error(l: &Localizer, error: &ActionError) -> String {
    let name = |c: &Control| FluentValue::from(c.name());
    match error {
        ActionError::Empty => l.tr("error-empty", &[("commands", command_list().into())]),
        ActionError::UnknownCommand(command) => l.tr(
            "error-unknown-command",
            &[
                ("command", command.as_str().into()),
                ("commands", command_list().into()),
            ],
        ),
        ActionError::MissingArgument(control) => l.tr(
            "error-missing-argument",
            &[
                ("command", name(control)),
                ("usage", usage(l, *control).into()),
            ],
        ),
        ActionError::UnexpectedArgument { control, extra } => l.tr(
            "error-unexpected-argument",
            &[
                ("command", name(control)),
                ("extra", extra.as_str().into()),
                ("usage", usage(l, *control).into()),
            ],
        ),
        ActionError::NotANumber { control, value } => l.tr(
            "error-not-a-number",
            &[
                ("command", name(control)),
                ("value", value.as_str().into()),
                ("usage", usage(l, *control).into()),
            ],
        ),
        ActionError::OutOfRange {
            control,
            value,
            min,
            max,
        } => l.tr(
            "error-out-of-range",
            &[
                ("command", name(control)),
                ("value", value.to_string().into()),
                ("min", (*min).into()),
                ("max", (*max).into()),
            ],
        ),
        ActionError::NotOnOff { control, value } => l.tr(
            "error-not-on-off",
            &[("command", name(control)), ("value", value.as_str().into())],
        ),
        ActionError::UnknownInject(kind) => l.tr(
            "error-unknown-inject",
            &[
                ("kind", kind.as_str().into()),
                ("kinds", InjectKind::list().into()),
            ],
        ),
        ActionError::InjectSize { kind, got } => l.tr(
            "error-inject-size",
            &[
                ("kind", kind.name().into()),
                ("usage", inject_usage(l, *kind).into()),
                ("value", got.as_str().into()),
            ],
        ),
        ActionError::InjectOutOfRange {
            kind,
            value,
            range: (min, max),
        } => l.tr(
            "error-inject-out-of-range",
            &[
                ("kind", kind.name().into()),
                ("value", value.to_string().into()),
                ("min", (*min).into()),
                ("max", (*max).into()),
            ],
        ),
    }
}

/// "{who} set the cache TTL to 120 s — takes effect at 09:13."
pub fn confirmation(l: &Localizer, who: &str, action: Action, effective_clock: &str) -> String {
    let base = [
        ("who", FluentValue::from(who)),
        ("clock", effective_clock.into()),
    ];
    let with_value = |id: &str, value: u32| {
        let mut args = base.to_vec();
        args.push(("value", value.into()));
        l.tr(id, &args)
    };
    match action {
        Action::Floor(n) => with_value("confirm-floor", n),
        Action::Target(p) => with_value("confirm-target", p),
        Action::Ttl(s) => with_value("confirm-ttl", s),
        Action::Shed(p) => with_value("confirm-shed", p),
        Action::Autoscale(true) => l.tr("confirm-autoscale-on", &base),
        Action::Autoscale(false) => l.tr("confirm-autoscale-off", &base),
        Action::Feature(true) => l.tr("confirm-feature-on", &base),
        Action::Feature(false) => l.tr("confirm-feature-off", &base),
        Action::Warmup => l.tr("confirm-warmup", &base),
        Action::Rollback => l.tr("confirm-rollback", &base),
        Action::Inject(inject) => {
            let mut args = base.to_vec();
            // Typed where the reader has a prompt, in words on the web page.
            let (id, named) = match l.wording() {
                Wording::Commands => ("confirm-inject", inject.to_string()),
                Wording::Described => {
                    ("confirm-inject-described", action_words::action(l, &action))
                }
            };
            args.push(("inject", named.into()));
            l.tr(id, &args)
        }
    }
}

/// The message that explains an [`ActionNote`].
fn note_message_id(note: ActionNote) -> &'static str {
    match note {
        ActionNote::WarmupAlreadyRunning => "note-warmup-running",
        ActionNote::RollbackRestarted => "note-rollback-restart",
        ActionNote::NothingToRollBack => "note-nothing-to-roll-back",
        ActionNote::CacheAlreadyWarm => "note-cache-warm",
        ActionNote::Unchanged => "note-unchanged",
    }
}

/// The confirmation of an accepted action for the team, and its note on a second line.
pub fn accepted_text(
    l: &Localizer,
    who: &str,
    action: Action,
    clock: Clock,
    note: Option<ActionNote>,
) -> String {
    let clock = clock.to_string();
    // A rollback with nothing to roll back prepares nothing: its usual confirmation (a
    // fresh fleet prepared, billed twice) would say otherwise.
    let mut text = match note {
        Some(ActionNote::NothingToRollBack) => l.tr(
            "confirm-rollback-nothing",
            &[("who", who.into()), ("clock", clock.as_str().into())],
        ),
        _ => confirmation(l, who, action, &clock),
    };
    if let Some(note) = note {
        text.push('\n');
        text.push_str(&l.text(note_message_id(note)));
    }
    text
}

/// How fast a drill runs, in words (`real time`, `10 s per minute`, `turn-based`).
pub fn pace_text(l: &Localizer, pace: Pace) -> String {
    match pace {
        Pace::Turns => l.text("pace-turns"),
        Pace::Every(d) if d.as_secs() == 60 && d.subsec_millis() == 0 => l.text("pace-realtime"),
        Pace::Every(d) => l.tr(
            "pace-seconds",
            &[(
                "seconds",
                FluentValue::from(
                    l.decimal(d.as_secs_f64(), if d.subsec_millis() == 0 { 0 } else { 2 }),
                ),
            )],
        ),
    }
}

/// "{who} paused the drill at {clock}." and its kin (`drill-paused`, `drill-resumed`,
/// `drill-stopped`).
pub fn who_at(l: &Localizer, id: &str, who: &str, clock: &str) -> String {
    l.tr(id, &[("who", who.into()), ("clock", clock.into())])
}

/// What the team is told when a scheduled event happens.
pub fn event(l: &Localizer, event: &TimelineEvent) -> String {
    match event {
        TimelineEvent::BadDeployStart { .. } => l.text("event-bad-deploy"),
        TimelineEvent::CacheFlush { fraction, .. } if *fraction >= 1.0 => {
            l.text("event-cache-flush")
        }
        TimelineEvent::CacheFlush { fraction, .. } => l.tr(
            "event-cache-flush-partial",
            &[("share", l.percent(*fraction).into())],
        ),
        TimelineEvent::SurgeStart { peak, .. } => {
            l.tr("event-surge-start", &[("peak", burn_text(l, *peak).into())])
        }
        TimelineEvent::SurgeEnd { .. } => l.text("event-surge-end"),
        TimelineEvent::DbCapacityStart { factor, .. } => {
            l.tr("event-db-capacity", &[("share", l.percent(*factor).into())])
        }
        TimelineEvent::DbCapacityEnd { .. } => l.text("event-db-capacity-end"),
        TimelineEvent::InstancesLost { share, .. } => l.tr(
            "event-instances-lost",
            &[("share", l.percent(*share).into())],
        ),
        TimelineEvent::TtlPush { ttl_s, .. } => l.tr("event-ttl-push", &[("ttl", (*ttl_s).into())]),
    }
}

/// The debrief, one line each.
pub fn summary(l: &Localizer, scenario_title: &str, s: &Summary, actions: u32) -> Vec<String> {
    let value = |id: &str, v: String| l.tr(id, &[("value", v.into())]);
    vec![
        l.tr("summary-title", &[("scenario", scenario_title.into())]),
        value("summary-budget-used", l.budget_share(s.budget_used)),
        value("summary-budget-left", l.budget_share(s.budget_remaining)),
        value("summary-peak-burn", burn_text(l, s.peak_burn_1h)),
        value("summary-max-p99", p99_text(l, s.max_p99_s)),
        value(
            "summary-total-cost",
            l.unit("unit-usd", l.decimal(s.total_cost_usd, 2)),
        ),
        value("summary-dropped", l.percent_places(s.dropped_share, 1)),
        value("summary-errors", l.percent_places(s.error_share, 2)),
        l.tr("summary-paging", &[("minutes", s.minutes_paging.into())]),
        l.tr("summary-actions", &[("count", actions.into())]),
    ]
}

/// The relations of the model with their sources: (heading, formula) pairs, then notes.
pub fn model_explainer(l: &Localizer) -> (Vec<(String, String)>, Vec<String>) {
    const RELATIONS: [&str; 13] = [
        "arrivals",
        "retries",
        "queue",
        "waiting",
        "latency",
        "utilization",
        "cache",
        "database",
        "budget",
        "alerts",
        "autoscaler",
        "events",
        "constants",
    ];
    // The formulas write numbers the model's way (`14.4` in every language), so the
    // thresholds go in as plain numbers, not the locale's decimals.
    let formula_args = [
        ("page", FluentValue::from(BURN_PAGE)),
        ("warn", FluentValue::from(BURN_WARN)),
    ];
    let relations = RELATIONS
        .iter()
        .map(|r| {
            (
                l.text(&format!("model-{r}")),
                l.tr(&format!("model-{r}-formula"), &formula_args),
            )
        })
        .collect();
    let notes = [
        "model-approximation",
        "model-assumption",
        "model-randomness",
        "model-educational",
        "model-sources",
    ]
    .iter()
    .map(|id| l.text(id))
    .collect();
    (relations, notes)
}

/// Each control: (name, what it does, how to type it).
pub fn controls(l: &Localizer) -> Vec<(String, String, String)> {
    Control::ALL
        .iter()
        .map(|&c| {
            (
                l.text(&format!("control-{}", stem(c))),
                l.text(&format!("control-{}-help", stem(c))),
                usage(l, c),
            )
        })
        .collect()
}

/// The help text for players at the terminal: `drill` lists the prompt's own commands (the
/// terminal owns them), `quit` says how to leave and come back.
pub fn help(l: &Localizer, drill: &str, quit: &str) -> String {
    let mut text = format!(
        "{}\n\n{}\n\n{}\n",
        l.text("help-title"),
        l.text("help-intro"),
        l.text("help-controls")
    );
    for (name, help, usage) in controls(l) {
        text.push_str(&format!("  {usage}\n      {name}: {help}\n"));
    }
    text.push_str(&format!(
        "\n{}\n{}\n{}\n\n{}\n{}\n\n{}\n{}\n\n{}\n{}\n",
        drill,
        l.text("help-rewind"),
        quit,
        l.text("help-score"),
        super::debrief::score_explained(l),
        l.text("help-debrief"),
        super::review::review_explained(l),
        l.text("help-lessons"),
        super::lessons::lessons_explained(l)
    ));
    text
}

/// "ana advanced the drill 5 minutes to 09:05": who moved a turn-based drill on.
pub fn advanced_text(l: &Localizer, who: &Author, minutes: u32, clock: Clock) -> String {
    l.tr(
        "drill-advanced",
        &[
            ("who", who.name.as_str().into()),
            ("minutes", minutes.into()),
            ("clock", clock.to_string().into()),
        ],
    )
}
