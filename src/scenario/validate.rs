//! Turns the spanned TOML tree of [`super::raw`] into a [`Scenario`]: every field's type,
//! every range, every relation between fields, every event inside the run. It does not
//! stop at the first problem: each one is collected with the line and column it points at
//! (the value, or the key, or the table a missing field belongs in), so one run of
//! `scenarios check` names them all.
//!
//! This file is the entry ([`validate`]) and the top-level fields; the checks are in its
//! submodules: [`checker`] (the problem collector and typed readers), [`text`] (where an
//! offset stands, values shortened for messages, clock times), [`words`] (title
//! and briefing), [`initial`] (the `[initial]` table) and [`events`] (the `[[events]]`).

mod checker;
mod events;
mod initial;
mod text;
mod words;

pub(super) use checker::Checker;
pub use events::MIN_UNANNOUNCED_WINDOW_MIN;
pub use text::parse_clock;

use super::{Rules, Scenario};
use crate::model::{Control, Setup};
use checker::{Entries, Run, Table};

const MINUTES_PER_DAY: i64 = 24 * 60;
/// The longest drill a scenario may ask for: one week.
pub const MAX_DURATION_MIN: i64 = 7 * MINUTES_PER_DAY;
const MAX_BASE_RPS: f64 = 1_000_000.0;
const MAX_BOOT_DELAY_MIN: i64 = 60;

const TOP_FIELDS: [&str; 13] = [
    "id",
    "title",
    "briefing",
    "text",
    "start",
    "duration_min",
    "base_rps",
    "boot_delay_min",
    "budget_left_pct",
    "retry_share",
    "freshness_limit_s",
    "initial",
    "events",
];

/// The scenario in `doc`, or every problem found. `builtin_ids` are the scenarios whose
/// titles and briefings are Fluent messages (`scenario-<id>-title`, `-briefing`); `rules`
/// says whether the onset rule holds (see [`Rules`]).
pub(super) fn validate(
    check: &mut Checker,
    doc: &Entries,
    builtin_ids: &[&str],
    content_hash: u64,
    rules: Rules,
) -> Option<Scenario> {
    let root = Table {
        path: "",
        span: 0,
        entries: doc,
    };
    check.unknown_keys(root, &TOP_FIELDS);
    let id = check.slug(root, "id");
    let words = words::words(check, root, builtin_ids);
    let start = check
        .required(root, "start")
        .and_then(|v| check.clock_value(v, "start"));
    let duration = check.int(root, "duration_min", 1, MAX_DURATION_MIN);
    let base_rps = check.number(root, "base_rps", (0.0, MAX_BASE_RPS), true);
    let boot_delay = check.int(root, "boot_delay_min", 0, MAX_BOOT_DELAY_MIN);
    let budget_left = check.number(root, "budget_left_pct", (0.0, 100.0), false);
    let retry_share = check.optional_number(root, "retry_share", (0.0, 1.0), false, 0.0);
    let freshness_limit = freshness_limit(check, root);
    let initial = check
        .required(root, "initial")
        .and_then(|value| initial::initial(check, value));
    let run = start
        .zip(duration)
        .map(|(start, duration)| Run { start, duration });
    let events = match root.get("events") {
        None => Some(Vec::new()),
        Some(value) => events::events(check, value, run, rules),
    };
    let (title_id, briefing_id, text) = words?;
    let (initial_instances, controls, cache_warm) = initial?;
    let run = run?;
    Some(Scenario {
        id: id?,
        title_id,
        briefing_id,
        text,
        setup: Setup {
            start_clock_min: run.start,
            duration_min: run.duration,
            base_rps: base_rps?,
            initial_instances,
            controls,
            boot_delay_min: boot_delay?,
            budget_left: budget_left? / 100.0,
            cache_warm,
            retry_share: retry_share?,
            freshness_limit_s: freshness_limit?,
            events: events?,
            injects: Vec::new(),
        },
        content_hash,
    })
}

/// `freshness_limit_s`, optional: the oldest answer the service may serve, 1 s up to the
/// longest TTL (a limit above it could never be broken).
fn freshness_limit(check: &mut Checker, root: Table) -> Option<Option<u32>> {
    let name = "freshness_limit_s";
    let Some(value) = root.get(name) else {
        return Some(None);
    };
    let (_, max_ttl) = Control::Ttl.range().unwrap_or((0, 3600));
    check
        .int_value(value, &root.field(name), 1, i64::from(max_ttl))
        .map(Some)
}
