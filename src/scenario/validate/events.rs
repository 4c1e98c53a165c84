//! The `[[events]]` list: each event's kind and the fields that kind takes, its time (a
//! fixed `at` or a seeded `start_between`, inside the run), the onset rule (an event the
//! team is not told of in advance starts in a seeded window of at least
//! [`MIN_UNANNOUNCED_WINDOW_MIN`]), and the surge's shape, which must end before the run does.

use super::checker::{span_of, Checker, Run, Table};
use super::text::shorten;
use super::MAX_DURATION_MIN;
use crate::model::{Control, Event, SurgeSpec, When};
use crate::scenario::raw::{Located, Node};
use crate::scenario::Rules;

/// The narrowest `start_between` window (latest minus earliest start, in minutes) of an
/// event a team would not know in advance (a flush, a storm, a surge, an outage). Narrower,
/// and a script acting at one clock time wins the drill without reading the dashboard.
pub const MIN_UNANNOUNCED_WINDOW_MIN: u32 = 20;

const MAX_RAMP_MIN: i64 = 240;
const MAX_SURGE_PEAK: f64 = 20.0;
/// Database capacity factors a scenario may set: from a twentieth to ten times 4,000 q/s.
const DB_FACTOR_RANGE: (f64, f64) = (0.05, 10.0);
/// More events than this is not a drill any more.
const MAX_EVENTS: usize = 100;
const KINDS: [&str; 6] = [
    "bad-deploy",
    "cache-flush",
    "surge",
    "db-capacity",
    "lose-instances",
    "ttl-push",
];

pub(super) fn events(
    check: &mut Checker,
    value: &Located<Node>,
    run: Option<Run>,
    rules: Rules,
) -> Option<Vec<Event>> {
    let Node::Array(items) = value.get_ref() else {
        return check.type_error(value, "events", "a list of [[events]] tables");
    };
    if items.len() > MAX_EVENTS {
        return check.fail(
            span_of(value),
            "events",
            format!("{} events is too many: at most {MAX_EVENTS}", items.len()),
        );
    }
    let mut events = Vec::with_capacity(items.len());
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        let path = format!("events[{i}]");
        match event(check, &path, item, run, rules) {
            Some(event) => events.push(event),
            None => ok = false,
        }
    }
    ok.then_some(events)
}

fn event(
    check: &mut Checker,
    path: &str,
    value: &Located<Node>,
    run: Option<Run>,
    rules: Rules,
) -> Option<Event> {
    let entries = check.table_value(value, path)?;
    let t = Table {
        path,
        span: span_of(value),
        entries,
    };
    let kind_value = check.required(t, "kind")?;
    let kind = check.string_value(kind_value, &t.field("kind"))?;
    let fields: &[&str] = match kind {
        "bad-deploy" => &["kind", "at", "start_between", "announced", "ramp_min"],
        "cache-flush" => &["kind", "at", "start_between", "announced", "fraction"],
        "surge" => &[
            "kind",
            "at",
            "start_between",
            "announced",
            "peak_between",
            "rise_min",
            "hold_min",
            "fall_min",
        ],
        "db-capacity" => &[
            "kind",
            "at",
            "start_between",
            "announced",
            "factor",
            "minutes",
        ],
        "lose-instances" => &["kind", "at", "start_between", "announced", "share"],
        "ttl-push" => &["kind", "at", "start_between", "announced", "ttl_s"],
        other => {
            return check.fail(
                span_of(kind_value),
                &t.field("kind"),
                format!(
                    "unknown kind `{}`; the kinds are {}",
                    shorten(other),
                    KINDS.join(", ")
                ),
            )
        }
    };
    check.unknown_keys(t, fields);
    let when = when(check, t, run);
    let announced = announced(check, t);
    if let (Some(when), Some(announced)) = (when, announced) {
        // A problem of its own: the event's other checks go on, so that one run names all.
        onset_rule(check, t, kind, when, announced, rules);
    }
    let event = match kind {
        "bad-deploy" => {
            let ramp_min = check.int(t, "ramp_min", 0, MAX_RAMP_MIN);
            Event::BadDeploy {
                when: when?,
                ramp_min: ramp_min?,
            }
        }
        "cache-flush" => {
            let fraction = check.optional_number(t, "fraction", (0.0, 1.0), true, 1.0);
            Event::CacheFlush {
                when: when?,
                fraction: fraction?,
            }
        }
        "surge" => surge(check, t, when, run)?,
        "db-capacity" => {
            let factor = check.number(t, "factor", DB_FACTOR_RANGE, false);
            let minutes = check.int(t, "minutes", 1, MAX_DURATION_MIN);
            Event::DbCapacity {
                when: when?,
                factor: factor?,
                minutes: minutes?,
            }
        }
        "lose-instances" => {
            let share = check.number(t, "share", (0.0, 1.0), true);
            Event::LoseInstances {
                when: when?,
                share: share?,
            }
        }
        _ => {
            let ttl_s = check.control(t, "ttl_s", Control::Ttl);
            Event::TtlPush {
                when: when?,
                ttl_s: ttl_s?,
            }
        }
    };
    Some(event)
}

/// The event's time: `at = "HH:MM"`, or `start_between = ["HH:MM", "HH:MM"]` drawn from the
/// seed; exactly one of them, inside the run.
fn when(check: &mut Checker, t: Table, run: Option<Run>) -> Option<When> {
    match (t.get("at"), t.get("start_between")) {
        (Some(at), None) => {
            let field = t.field("at");
            match run {
                Some(run) => check.in_run(at, &field, run).map(When::At),
                None => check.clock_value(at, &field).and(None),
            }
        }
        (None, Some(between)) => {
            let field = t.field("start_between");
            let (a, b) = check.pair(between, &field)?;
            let (lo, hi) = match run {
                Some(run) => (check.in_run(a, &field, run), check.in_run(b, &field, run)),
                None => {
                    let (lo, hi) = (check.clock_value(a, &field), check.clock_value(b, &field));
                    return lo.and(hi).and(None);
                }
            };
            let (lo, hi) = (lo?, hi?);
            if lo > hi {
                return check.fail(
                    span_of(between),
                    &field,
                    "the first time must not be after the second",
                );
            }
            Some(When::Between(lo, hi))
        }
        (Some(at), Some(_)) => check.fail(
            span_of(at),
            &t.field("at"),
            "write either `at` (a fixed time) or `start_between` (drawn from the seed), not both",
        ),
        (None, None) => {
            check.report(
                t.span,
                format!(
                    "missing field `{}` (or `{}`)",
                    t.field("at"),
                    t.field("start_between")
                ),
            );
            None
        }
    }
}

/// `announced = true`: the team is told the event's time in advance (a planned deploy, a
/// launch). Absent, it is not.
fn announced(check: &mut Checker, t: Table) -> Option<Announced> {
    match t.get("announced") {
        None => Some(Announced::No),
        Some(value) => match value.get_ref() {
            Node::Bool(true) => Some(Announced::Yes),
            Node::Bool(false) => Some(Announced::No),
            _ => check.type_error(value, &t.field("announced"), "true or false"),
        },
    }
}

/// Whether a team is told an event's time before it happens.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Announced {
    Yes,
    No,
}

/// The onset rule: an event the team is not told of starts at a minute drawn from the seed
/// over at least [`MIN_UNANNOUNCED_WINDOW_MIN`] minutes; an announced one may keep its
/// time. A text stored before the rule ([`Rules::Stored`]) is taken as written.
fn onset_rule(
    check: &mut Checker,
    t: Table,
    kind: &str,
    when: When,
    announced: Announced,
    rules: Rules,
) {
    if announced == Announced::Yes || rules == Rules::Stored {
        return;
    }
    let advice = format!(
        "write `start_between = [\"HH:MM\", \"HH:MM\"]` at least {MIN_UNANNOUNCED_WINDOW_MIN} \
         minutes apart, or `announced = true` if the team is told the time in advance (a \
         planned deploy, a launch)"
    );
    match when {
        When::At(_) => {
            let at = t.get("at").map_or(t.span, span_of);
            check.fail::<()>(
                at,
                &t.field("at"),
                format!("a {kind} is not announced, so a team cannot know its minute: {advice}"),
            );
        }
        When::Between(lo, hi) if hi - lo < MIN_UNANNOUNCED_WINDOW_MIN => {
            let between = t.get("start_between").map_or(t.span, span_of);
            check.fail::<()>(
                between,
                &t.field("start_between"),
                format!(
                    "a {kind} is not announced, and a window of {} minutes gives its minute \
                     away: {advice}",
                    hi - lo
                ),
            );
        }
        When::Between(..) => {}
    }
}

fn surge(check: &mut Checker, t: Table, when: Option<When>, run: Option<Run>) -> Option<Event> {
    let peak = check.required(t, "peak_between").and_then(|value| {
        let field = t.field("peak_between");
        let (a, b) = check.pair(value, &field)?;
        let range = (1.0, MAX_SURGE_PEAK);
        let (low, high) = (
            check.number_in(a, &field, range, false),
            check.number_in(b, &field, range, false),
        );
        let (low, high) = (low?, high?);
        if low > high {
            return check.fail(
                span_of(value),
                &field,
                "the first peak must not be above the second",
            );
        }
        Some((low, high))
    });
    let rise_min = check.int(t, "rise_min", 1, MAX_DURATION_MIN);
    let hold_min = check.int(t, "hold_min", 0, MAX_DURATION_MIN);
    let fall_min = check.int(t, "fall_min", 1, MAX_DURATION_MIN);
    let spec = SurgeSpec {
        start_min: when?.range(),
        peak: peak?,
        rise_min: rise_min?,
        hold_min: hold_min?,
        fall_min: fall_min?,
    };
    let latest = spec.start_min.1;
    let duration = run?.duration;
    if latest + spec.length_min() > duration {
        return check.fail(
            t.span,
            t.path,
            format!(
                "a surge starting as late as minute {latest} lasts until minute {}, past the run's {duration} minutes",
                latest + spec.length_min()
            ),
        );
    }
    Some(Event::Surge(spec))
}
