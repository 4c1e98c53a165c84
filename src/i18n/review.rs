//! The debrief's review in words: what happened (each hidden event with what it did, the
//! alerts, the team's actions, updates and roles), the review's numbers, and a stopped
//! drill's projection. One line per entry, shared by `play`, Discord and the report.

use fluent_bundle::FluentValue;

use crate::model::debrief::happened::{event_id, Entry, Happening, Quantity, Shift};
use crate::model::debrief::projection::Projection;
use crate::model::debrief::review::Review;
use crate::model::{Action, Alert, TimelineEvent};

use super::debrief::{score_text, what_if_line};
use super::team::role_name;
use super::Localizer;

/// A quantity as the dashboard shows it.
fn quantity_text(l: &Localizer, quantity: Quantity, value: f64) -> String {
    match quantity {
        Quantity::ErrorRate => l.percent_places(value, 2),
        Quantity::CacheHit => l.percent(value),
        Quantity::Arrivals => l.unit("unit-rps", l.decimal(value, 0)),
        Quantity::DbCapacity | Quantity::Serving => l.decimal(value, 0),
        Quantity::Ttl => l.unit("unit-seconds", l.decimal(value, 0)),
    }
}

fn event_line(l: &Localizer, clock: String, event: &TimelineEvent, shift: &Shift) -> String {
    let mut args: Vec<(&str, FluentValue)> = vec![
        ("clock", clock.into()),
        (
            "before",
            quantity_text(l, shift.quantity, shift.before).into(),
        ),
        (
            "after",
            quantity_text(l, shift.quantity, shift.after).into(),
        ),
        ("until", shift.until.to_string().into()),
    ];
    if let TimelineEvent::CacheFlush { fraction, .. } = event {
        args.push(("share", l.percent(*fraction).into()));
    }
    l.tr(&format!("review-event-{}", event_id(event)), &args)
}

/// One line of what happened: "11:47 the database lost capacity: 4000 → 2000 queries/s".
pub fn entry_line(l: &Localizer, entry: &Entry) -> String {
    let clock = entry.clock.to_string();
    let alert_id = |alert: &Alert, edge: &str| format!("review-alert-{}-{edge}", alert.as_str());
    match &entry.happening {
        Happening::Event { event, shift } => event_line(l, clock, event, shift),
        Happening::AlertStarted(alert) => {
            l.tr(&alert_id(alert, "start"), &[("clock", clock.into())])
        }
        Happening::AlertEnded(alert) => l.tr(&alert_id(alert, "end"), &[("clock", clock.into())]),
        // The game master's, marked as such (issue 30).
        Happening::Action {
            who,
            action: Action::Inject(inject),
        } => l.tr(
            "review-inject",
            &[
                ("clock", clock.into()),
                ("who", who.as_str().into()),
                ("inject", inject.to_string().into()),
            ],
        ),
        Happening::Action { who, action } => l.tr(
            "review-action",
            &[
                ("clock", clock.into()),
                ("who", who.as_str().into()),
                ("action", super::action_words::action(l, action).into()),
            ],
        ),
        Happening::Update { who } => l.tr(
            "review-update",
            &[("clock", clock.into()), ("who", who.as_str().into())],
        ),
        Happening::Role { member, role, by } => {
            let mut args: Vec<(&str, FluentValue)> = vec![
                ("clock", clock.into()),
                ("member", member.as_str().into()),
                ("role", role_name(l, *role).into()),
            ];
            match by {
                Some(by) => {
                    args.push(("by", by.as_str().into()));
                    l.tr("review-role-given", &args)
                }
                None => l.tr("review-role", &args),
            }
        }
    }
}

/// What happened, at most `max` lines, then how many more there were.
pub fn happened_lines(l: &Localizer, entries: &[Entry], max: usize) -> Vec<String> {
    let mut lines: Vec<String> = entries.iter().take(max).map(|e| entry_line(l, e)).collect();
    if entries.len() > max {
        lines.push(l.tr(
            "debrief-moment-more",
            &[("count", FluentValue::from(entries.len() - max))],
        ));
    }
    lines
}

/// The review's numbers, one line each: the times from the incident's alert ("no alert"
/// when none came), then the counts.
pub fn review_lines(l: &Localizer, review: &Review) -> Vec<String> {
    let (detect, mitigate) = match review.first_alert_clock {
        None => (
            l.text("review-detect-no-alert"),
            l.text("review-mitigate-no-alert"),
        ),
        Some(clock) => {
            let alert = ("alert", FluentValue::from(clock.to_string()));
            let detect = match review.time_to_detect_min {
                Some(minutes) => l.tr(
                    "review-detect",
                    &[alert.clone(), ("minutes", minutes.into())],
                ),
                None => l.tr("review-detect-no-action", std::slice::from_ref(&alert)),
            };
            let mitigate = match review.time_to_mitigate_min {
                Some(minutes) => l.tr(
                    "review-mitigate",
                    &[alert.clone(), ("minutes", minutes.into())],
                ),
                None => l.tr("review-mitigate-open", &[alert]),
            };
            (detect, mitigate)
        }
    };
    let count = |value: f64| l.decimal(value.round(), 0);
    vec![
        detect,
        mitigate,
        l.tr(
            "review-failed",
            &[("count", count(review.failed_requests).into())],
        ),
        l.tr(
            "review-shed",
            &[("count", count(review.shed_requests).into())],
        ),
        l.tr(
            "review-paging",
            &[("minutes", review.paging_minutes.into())],
        ),
        l.tr(
            "review-budget",
            &[("budget", l.budget_share(review.budget_used).into())],
        ),
    ]
}

/// A stopped drill's projection: the line that says so, then the team, no action and the
/// expert over the whole scenario.
pub fn projection_lines(l: &Localizer, projection: &Projection) -> Vec<String> {
    vec![
        l.tr(
            "review-projected",
            &[
                ("stopped", projection.stopped_at.to_string().into()),
                ("until", projection.until.to_string().into()),
            ],
        ),
        l.tr(
            "review-projected-team",
            &[
                ("score", score_text(l, &projection.team.score).into()),
                (
                    "budget",
                    l.budget_share(projection.team.summary.budget_used).into(),
                ),
            ],
        ),
        what_if_line(l, "debrief-what-if-none", &projection.no_action),
        what_if_line(l, "debrief-what-if-expert", &projection.expert),
    ]
}

/// What the debrief's review shows, for `/help` and the terminal's help (how far the
/// timeline looks after an action, from the model).
pub fn review_explained(l: &Localizer) -> String {
    l.tr(
        "help-debrief-explained",
        &[(
            "after",
            FluentValue::from(crate::model::debrief::EFFECT_AFTER_MIN),
        )],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Locale;

    #[test]
    fn the_review_explained_fits_a_discord_field_and_names_the_timelines_reach() {
        for locale in [Locale::EnUs, Locale::Fy, Locale::Ru, Locale::So] {
            let text = review_explained(&Localizer::new(locale));
            assert!(text.chars().count() <= 1024, "{locale:?}: {text}");
            assert!(
                text.contains(&crate::model::debrief::EFFECT_AFTER_MIN.to_string()),
                "{locale:?}"
            );
        }
    }
}
