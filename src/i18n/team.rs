//! The team's words in a locale: role names, each role's briefing, stakeholder updates with
//! the numbers of their minute, nudges, readiness, reminders and pace changes. The front-ends
//! (Discord, the terminal) show these; the rules behind them live in the drill engine.

use crate::model::team::UPDATE_EVERY_MIN;
use crate::model::{Author, ControlPolicy, MinuteRecord, Pace, Role, TeamRules};

use super::dashboard::p99_text;
use super::Localizer;

/// A role's name, e.g. "incident commander".
pub fn role_name(l: &Localizer, role: Role) -> String {
    l.text(&format!("role-{}", role.as_str()))
}

/// What `role` does in a drill with `rules`: told privately to whoever takes it.
pub fn role_briefing(l: &Localizer, role: Role, rules: &TeamRules) -> String {
    let mut text = l.text(&format!("role-briefing-{}", role.as_str()));
    if role == Role::Ops && rules.controls == ControlPolicy::OpsOnly {
        text.push(' ');
        text.push_str(&l.text("role-briefing-ops-only"));
    }
    if role == Role::Comms {
        text.push(' ');
        text.push_str(&l.tr(
            "role-briefing-comms-cadence",
            &[("minutes", UPDATE_EVERY_MIN.into())],
        ));
    }
    if let (Role::Commander, Some(quorum)) = (role, rules.quorum) {
        text.push(' ');
        text.push_str(&l.tr("role-briefing-quorum", &[("quorum", quorum.into())]));
    }
    text
}

/// The drill's rules in one line, for everyone in the channel when it starts: who changes
/// controls, how turns advance, whose updates count, and whether the coach speaks.
pub fn rules_line(l: &Localizer, rules: &TeamRules, pace: Pace) -> String {
    let mut parts = vec![match rules.controls {
        ControlPolicy::Anyone => l.text("rules-controls-anyone"),
        ControlPolicy::OpsOnly => l.text("rules-controls-ops"),
    }];
    match (pace, rules.quorum) {
        (Pace::Turns, Some(quorum)) => {
            parts.push(l.tr("rules-advance-quorum", &[("quorum", quorum.into())]));
        }
        (Pace::Turns, None) => parts.push(l.text("rules-advance-anyone")),
        _ => {}
    }
    parts.push(l.text("rules-updates"));
    parts.push(l.text(if rules.hints {
        "rules-hints-on"
    } else {
        "rules-hints-off"
    }));
    l.tr("drill-rules", &[("rules", parts.join("; ").into())])
}

/// "ana is now incident commander", or who gave it to whom, instead of whom.
pub fn role_changed(
    l: &Localizer,
    by: &Author,
    role: Role,
    member: &Author,
    previous: Option<&Author>,
) -> String {
    let role_text = role_name(l, role);
    match previous {
        Some(previous) if previous.id != member.id => l.tr(
            "team-role-handed",
            &[
                ("by", by.name.as_str().into()),
                ("role", role_text.into()),
                ("member", member.name.as_str().into()),
                ("previous", previous.name.as_str().into()),
            ],
        ),
        _ if by.id == member.id => l.tr(
            "team-role-claimed",
            &[
                ("member", member.name.as_str().into()),
                ("role", role_text.into()),
            ],
        ),
        _ => l.tr(
            "team-role-given",
            &[
                ("by", by.name.as_str().into()),
                ("member", member.name.as_str().into()),
                ("role", role_text.into()),
            ],
        ),
    }
}

/// The impact of a minute in numbers, as a stakeholder reads it.
pub fn impact(l: &Localizer, r: &MinuteRecord) -> String {
    l.tr(
        "team-impact",
        &[
            ("errors", l.percent_places(r.error_rate, 1).into()),
            ("p99", p99_text(l, r.p99_s).into()),
            ("budget", l.percent_places(r.budget_remaining, 1).into()),
            ("shed", l.percent(r.dropped_share).into()),
        ],
    )
}

/// A posted stakeholder update: the bot's header (who, when), their text as a quote (see
/// [`super::quote`]), and the numbers of that minute on a line of the bot's own.
pub fn update(
    l: &Localizer,
    who: &Author,
    clock: &str,
    text: &str,
    minute: Option<&MinuteRecord>,
) -> String {
    let head = l.tr(
        "team-update",
        &[("who", who.name.as_str().into()), ("clock", clock.into())],
    );
    let head = format!("{head}\n{}", super::quote::quoted(text));
    match minute {
        Some(r) => format!("{head}\n{}", impact(l, r)),
        None => head,
    }
}

/// The reminder to post an update.
pub fn nudge(l: &Localizer, comms: Option<&Author>, quiet_min: u32) -> String {
    match comms {
        Some(comms) => l.tr(
            "team-nudge-comms",
            &[
                ("comms", comms.name.as_str().into()),
                ("minutes", quiet_min.into()),
            ],
        ),
        None => l.tr("team-nudge-all", &[("minutes", quiet_min.into())]),
    }
}

/// Who is ready for the next turn, out of how many needed.
pub fn ready(l: &Localizer, ready: &[Author], needed: u8) -> String {
    let names: Vec<&str> = ready.iter().map(|a| a.name.as_str()).collect();
    l.tr(
        "team-ready",
        &[
            ("count", ready.len().into()),
            ("needed", needed.into()),
            ("names", names.join(", ").into()),
        ],
    )
}

/// A turn-based drill has waited this long for a decision.
pub fn reminder(l: &Localizer, waited_min: u32, clock: &str) -> String {
    l.tr(
        "team-reminder",
        &[("minutes", waited_min.into()), ("clock", clock.into())],
    )
}

/// Who holds which role, one line per role ("nobody" for a free one).
pub fn roster(l: &Localizer, holders: &[(Role, Vec<&Author>)]) -> String {
    holders
        .iter()
        .map(|(role, who)| {
            let names = if who.is_empty() {
                l.text("team-nobody")
            } else {
                who.iter()
                    .map(|a| a.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            format!("{}: {names}", role_name(l, *role))
        })
        .collect::<Vec<_>>()
        .join("\n")
}
