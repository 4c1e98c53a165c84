//! Turns the spanned TOML tree of [`super::raw`] into a [`Scenario`]: every field's type,
//! every range, every relation between fields, every event inside the run. It does not
//! stop at the first problem: each one is collected with the line and column it points at
//! (the value, or the key, or the table a missing field belongs in), so one run of
//! `scenarios check` names them all.

use super::raw::{Located, Node};
use super::{Problem, Scenario, ScenarioText, TextEntry};
use crate::model::constants::MAX_INSTANCES;
use crate::model::{Control, Controls, Event, Locale, Setup, SurgeSpec, When};

const MINUTES_PER_DAY: i64 = 24 * 60;
/// The longest drill a scenario may ask for: one week.
const MAX_DURATION_MIN: i64 = 7 * MINUTES_PER_DAY;
const MAX_BASE_RPS: f64 = 1_000_000.0;
const MAX_BOOT_DELAY_MIN: i64 = 60;
const MAX_RAMP_MIN: i64 = 240;
const MAX_SURGE_PEAK: f64 = 20.0;
/// Database capacity factors a scenario may set: from a twentieth to ten times 4,000 q/s.
const DB_FACTOR_RANGE: (f64, f64) = (0.05, 10.0);
/// More events than this is not a drill any more.
const MAX_EVENTS: usize = 100;
const MAX_ID_CHARS: usize = 64;
const MAX_TITLE_CHARS: usize = 100;
const MAX_BRIEFING_CHARS: usize = 2000;

const TOP_FIELDS: [&str; 12] = [
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
    "initial",
    "events",
];
const INITIAL_FIELDS: [&str; 8] = [
    "instances",
    "floor",
    "autoscaler",
    "target_pct",
    "ttl_s",
    "shed_pct",
    "feature",
    "cache_warm_pct",
];
const KINDS: [&str; 6] = [
    "bad-deploy",
    "cache-flush",
    "surge",
    "db-capacity",
    "lose-instances",
    "ttl-push",
];
const TEXT_FIELDS: [&str; 2] = ["title", "briefing"];

type Entries = [(Located<String>, Located<Node>)];

/// Collects problems; every check returns `None` after recording one.
pub(super) struct Checker<'a> {
    text: &'a str,
    problems: Vec<Problem>,
}

/// One table of the file: where it is, its field path and its entries.
#[derive(Clone, Copy)]
struct Table<'t> {
    /// `initial`, `events[2]`, or empty for the document itself.
    path: &'t str,
    /// Where it starts (a field missing from it is reported there).
    span: usize,
    entries: &'t Entries,
}

impl Table<'_> {
    fn get(&self, name: &str) -> Option<&Located<Node>> {
        self.entries
            .iter()
            .find(|(k, _)| k.get_ref() == name)
            .map(|(_, v)| v)
    }

    fn field(&self, name: &str) -> String {
        if self.path.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.path)
        }
    }
}

fn span_of<T>(value: &Located<T>) -> usize {
    value.at
}

impl<'a> Checker<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        Checker {
            text,
            problems: Vec::new(),
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.problems.is_empty()
    }

    pub(super) fn into_problems(mut self) -> Vec<Problem> {
        // In the order they appear in the file (stable: one place keeps its order).
        self.problems.sort_by_key(|p| (p.line, p.column));
        self.problems
    }

    /// Records a problem at byte `offset` of the file.
    pub(super) fn report(&mut self, offset: usize, message: impl Into<String>) {
        let (line, column) = line_column(self.text, offset);
        self.problems.push(Problem {
            line,
            column,
            message: message.into(),
        });
    }

    fn fail<T>(&mut self, at: usize, field: &str, reason: impl Into<String>) -> Option<T> {
        self.report(at, format!("field `{field}`: {}", reason.into()));
        None
    }

    /// Keys the table does not know, each named where it is written.
    fn unknown_keys(&mut self, table: Table, known: &[&str]) {
        for (key, _) in table.entries {
            if !known.contains(&key.get_ref().as_str()) {
                let place = if table.path.is_empty() {
                    String::new()
                } else {
                    format!(" in `{}`", table.path)
                };
                self.report(
                    key.at,
                    format!(
                        "unknown field `{}`{place}; the fields are: {}",
                        key.get_ref(),
                        known.join(", ")
                    ),
                );
            }
        }
    }

    /// A field that must be there.
    fn required<'t>(&mut self, table: Table<'t>, name: &str) -> Option<&'t Located<Node>> {
        let value = table.entries.iter().find(|(k, _)| k.get_ref() == name);
        if value.is_none() {
            self.report(table.span, format!("missing field `{}`", table.field(name)));
        }
        value.map(|(_, v)| v)
    }

    fn type_error<T>(&mut self, value: &Located<Node>, field: &str, expected: &str) -> Option<T> {
        let found = value.get_ref().describe();
        self.fail(
            span_of(value),
            field,
            format!("expected {expected}, found {found}"),
        )
    }

    fn int_value(&mut self, value: &Located<Node>, field: &str, min: i64, max: i64) -> Option<u32> {
        let n = match value.get_ref() {
            Node::Int(n) => *n,
            _ => return self.type_error(value, field, "a whole number"),
        };
        if n < min || n > max {
            return self.fail(
                span_of(value),
                field,
                format!("{n} is out of range: allowed {min}–{max}"),
            );
        }
        // min ≥ 0 for every caller and max fits u32.
        u32::try_from(n).ok()
    }

    fn int(&mut self, table: Table, name: &str, min: i64, max: i64) -> Option<u32> {
        let value = self.required(table, name)?;
        self.int_value(value, &table.field(name), min, max)
    }

    fn control(&mut self, table: Table, name: &str, control: Control) -> Option<u32> {
        let (min, max) = control.range().unwrap_or((0, u32::MAX));
        self.int(table, name, i64::from(min), i64::from(max))
    }

    fn number_value(&mut self, value: &Located<Node>, field: &str) -> Option<f64> {
        match value.get_ref() {
            Node::Float(x) => Some(*x),
            Node::Int(n) => Some(*n as f64),
            _ => self.type_error(value, field, "a number"),
        }
    }

    /// A number in `min..=max` (or above `min` when `open_min`).
    fn number_in(
        &mut self,
        value: &Located<Node>,
        field: &str,
        (min, max): (f64, f64),
        open_min: bool,
    ) -> Option<f64> {
        let x = self.number_value(value, field)?;
        let low = if open_min { x <= min } else { x < min };
        if !x.is_finite() || low || x > max {
            let allowed = if open_min {
                format!("greater than {min} and at most {max}")
            } else {
                format!("allowed {min}–{max}")
            };
            return self.fail(
                span_of(value),
                field,
                format!("{x} is out of range: {allowed}"),
            );
        }
        Some(x)
    }

    fn number(&mut self, table: Table, name: &str, range: (f64, f64), open: bool) -> Option<f64> {
        let value = self.required(table, name)?;
        self.number_in(value, &table.field(name), range, open)
    }

    fn optional_number(
        &mut self,
        table: Table,
        name: &str,
        range: (f64, f64),
        open: bool,
        default: f64,
    ) -> Option<f64> {
        match table.get(name) {
            None => Some(default),
            Some(value) => self.number_in(value, &table.field(name), range, open),
        }
    }

    fn boolean(&mut self, table: Table, name: &str) -> Option<bool> {
        let value = self.required(table, name)?;
        match value.get_ref() {
            Node::Bool(b) => Some(*b),
            _ => self.type_error(value, &table.field(name), "true or false"),
        }
    }

    fn string_value<'t>(&mut self, value: &'t Located<Node>, field: &str) -> Option<&'t str> {
        match value.get_ref() {
            Node::Str(s) => Some(s),
            _ => self.type_error(value, field, "a string"),
        }
    }

    fn clock_value(&mut self, value: &Located<Node>, field: &str) -> Option<u32> {
        let text = self.string_value(value, field)?;
        match parse_clock(text) {
            Some(minutes) => Some(minutes),
            None => self.fail(
                span_of(value),
                field,
                format!("`{}` is not a time of day HH:MM", shorten(text)),
            ),
        }
    }

    /// A clock time inside the run, as a minute offset from its start.
    fn in_run(&mut self, value: &Located<Node>, field: &str, run: Run) -> Option<u32> {
        let clock = self.clock_value(value, field)?;
        let offset = (i64::from(clock) - i64::from(run.start)).rem_euclid(MINUTES_PER_DAY) as u32;
        if offset >= run.duration {
            return self.fail(
                span_of(value),
                field,
                format!(
                    "{} is outside the run (it starts at {} and lasts {} min)",
                    hhmm(clock),
                    hhmm(run.start),
                    run.duration
                ),
            );
        }
        Some(offset)
    }

    fn table_value<'t>(&mut self, value: &'t Located<Node>, field: &str) -> Option<&'t Entries> {
        match value.get_ref() {
            Node::Table(entries) => Some(entries),
            _ => self.type_error(value, field, "a table"),
        }
    }

    /// A list of exactly two values.
    fn pair<'t>(
        &mut self,
        value: &'t Located<Node>,
        field: &str,
    ) -> Option<(&'t Located<Node>, &'t Located<Node>)> {
        match value.get_ref() {
            Node::Array(items) if items.len() == 2 => Some((&items[0], &items[1])),
            Node::Array(items) => self.fail(
                span_of(value),
                field,
                format!("expected a list of two values, found {}", items.len()),
            ),
            _ => self.type_error(value, field, "a list of two values"),
        }
    }

    fn slug(&mut self, table: Table, name: &str) -> Option<String> {
        let value = self.required(table, name)?;
        let text = self.string_value(value, name)?;
        let ok = text.chars().count() <= MAX_ID_CHARS
            && text.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        if !ok {
            return self.fail(
                span_of(value),
                name,
                format!(
                    "`{}` must start with a letter and use only letters, digits and - (at most {MAX_ID_CHARS})",
                    shorten(text)
                ),
            );
        }
        Some(text.to_string())
    }
}

/// The run's clock frame, for events.
#[derive(Clone, Copy)]
struct Run {
    start: u32,
    duration: u32,
}

/// 1-based line and column (in characters) of byte `offset`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// At most 40 characters of a value, for a message.
fn shorten(text: &str) -> String {
    if text.chars().count() <= 40 {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(40).collect::<String>())
    }
}

/// `HH:MM` → minutes after midnight.
pub fn parse_clock(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

fn hhmm(minutes: u32) -> String {
    crate::model::Clock(minutes).to_string()
}

/// The scenario in `doc`, or every problem found. `builtin_ids` are the scenarios whose
/// titles and briefings are Fluent messages (`scenario-<id>-title`, `-briefing`).
pub(super) fn validate(
    check: &mut Checker,
    doc: &Entries,
    builtin_ids: &[&str],
    content_hash: u64,
) -> Option<Scenario> {
    let root = Table {
        path: "",
        span: 0,
        entries: doc,
    };
    check.unknown_keys(root, &TOP_FIELDS);
    let id = check.slug(root, "id");
    let words = words(check, root, builtin_ids);
    let start = check
        .required(root, "start")
        .and_then(|v| check.clock_value(v, "start"));
    let duration = check.int(root, "duration_min", 1, MAX_DURATION_MIN);
    let base_rps = check.number(root, "base_rps", (0.0, MAX_BASE_RPS), true);
    let boot_delay = check.int(root, "boot_delay_min", 0, MAX_BOOT_DELAY_MIN);
    let budget_left = check.number(root, "budget_left_pct", (0.0, 100.0), false);
    let retry_share = check.optional_number(root, "retry_share", (0.0, 1.0), false, 0.0);
    let initial = check
        .required(root, "initial")
        .and_then(|value| initial(check, value));
    let run = start
        .zip(duration)
        .map(|(start, duration)| Run { start, duration });
    let events = match root.get("events") {
        None => Some(Vec::new()),
        Some(value) => events(check, value, run),
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
            events: events?,
        },
        content_hash,
    })
}

/// The title and briefing: Fluent ids of a built-in scenario (`title`, `briefing`), or the
/// file's own words (`[text.en-US]`, other locales optional).
fn words(
    check: &mut Checker,
    root: Table,
    builtin_ids: &[&str],
) -> Option<(String, String, Option<ScenarioText>)> {
    let text = root.get("text");
    let ids = (root.get("title"), root.get("briefing"));
    match (text, ids) {
        (Some(text), (None, None)) => {
            let own = own_words(check, text)?;
            let (title, briefing) = {
                let en = own.en_us();
                (en.title.clone()?, en.briefing.clone()?)
            };
            Some((title, briefing, Some(own)))
        }
        (Some(text), _) => {
            check.report(
                text.at,
                "a file names its title and briefing either as Fluent messages (`title`, `briefing`) or in its own words (`[text.en-US]`), not both",
            );
            None
        }
        (None, (None, None)) => {
            check.report(
                0,
                "missing field `text`: write the title and briefing under [text.en-US] (`title = \"…\"`, `briefing = \"…\"`)",
            );
            None
        }
        (None, _) => {
            let title = message_id(check, root, "title", builtin_ids);
            let briefing = message_id(check, root, "briefing", builtin_ids);
            Some((title?, briefing?, None))
        }
    }
}

/// A Fluent message id of a built-in scenario's words: `scenario-<built-in id>-<field>`.
fn message_id(
    check: &mut Checker,
    root: Table,
    field: &str,
    builtin_ids: &[&str],
) -> Option<String> {
    let value = check.required(root, field)?;
    let id = check.string_value(value, field)?;
    let known = builtin_ids
        .iter()
        .any(|b| id == format!("scenario-{b}-{field}"));
    if !known {
        return check.fail(
            span_of(value),
            field,
            format!(
                "no message `{}`: only built-in scenarios name Fluent messages (`scenario-<id>-{field}`); write your own words under [text.en-US] instead",
                shorten(id)
            ),
        );
    }
    Some(id.to_string())
}

fn own_words(check: &mut Checker, value: &Located<Node>) -> Option<ScenarioText> {
    let entries = check.table_value(value, "text")?;
    let mut found: Vec<TextEntry> = Vec::new();
    let mut ok = true;
    for (key, words) in entries {
        let field = format!("text.{}", key.get_ref());
        let Some(locale) = Locale::from_code(key.get_ref()) else {
            let codes: Vec<&str> = Locale::ALL.iter().map(|l| l.code()).collect();
            check.report(
                key.at,
                format!(
                    "field `{field}`: unknown language `{}`; the languages are {}",
                    shorten(key.get_ref()),
                    codes.join(", ")
                ),
            );
            ok = false;
            continue;
        };
        let Some(table) = check.table_value(words, &field) else {
            ok = false;
            continue;
        };
        let table = Table {
            path: &field,
            span: span_of(key),
            entries: table,
        };
        check.unknown_keys(table, &TEXT_FIELDS);
        let mut one = |name: &str, max: usize, one_line: bool| -> Option<Option<String>> {
            let Some(value) = table.get(name) else {
                if locale == Locale::FALLBACK {
                    check.report(
                        table.span,
                        format!(
                            "missing field `{}` (the en-US words are required; other languages fall back to them)",
                            table.field(name)
                        ),
                    );
                    return None;
                }
                return Some(None);
            };
            let text = check.string_value(value, &table.field(name))?;
            let trimmed = text.trim();
            let chars = trimmed.chars().count();
            let bad_char = trimmed
                .chars()
                .find(|&c| c.is_control() && (one_line || c != '\n'));
            if chars == 0 {
                return check.fail(span_of(value), &table.field(name), "must not be empty");
            }
            if chars > max {
                return check.fail(
                    span_of(value),
                    &table.field(name),
                    format!("{chars} characters is too long: at most {max}"),
                );
            }
            if let Some(c) = bad_char {
                let what = if c == '\n' {
                    "must be one line".to_string()
                } else {
                    format!(
                        "must not contain the control character U+{:04X}",
                        u32::from(c)
                    )
                };
                return check.fail(span_of(value), &table.field(name), what);
            }
            Some(Some(trimmed.to_string()))
        };
        let title = one("title", MAX_TITLE_CHARS, true);
        let briefing = one("briefing", MAX_BRIEFING_CHARS, false);
        match (title, briefing) {
            (Some(title), Some(briefing)) => found.push(TextEntry {
                locale,
                title,
                briefing,
            }),
            _ => ok = false,
        }
    }
    let has_en_us = entries
        .iter()
        .any(|(key, _)| Locale::from_code(key.get_ref()) == Some(Locale::FALLBACK));
    if !has_en_us {
        check.report(
            span_of(value),
            "missing field `text.en-US`: the en-US title and briefing are required; other languages fall back to them",
        );
        return None;
    }
    ok.then(|| ScenarioText::new(found))
}

fn initial(check: &mut Checker, value: &Located<Node>) -> Option<(u32, Controls, f64)> {
    let entries = check.table_value(value, "initial")?;
    let t = Table {
        path: "initial",
        span: span_of(value),
        entries,
    };
    check.unknown_keys(t, &INITIAL_FIELDS);
    let max = i64::from(MAX_INSTANCES);
    let instances = check.int(t, "instances", 1, max);
    let floor = check.control(t, "floor", Control::Floor);
    let autoscaler = check.boolean(t, "autoscaler");
    let target_pct = check.control(t, "target_pct", Control::Target);
    let ttl_s = check.control(t, "ttl_s", Control::Ttl);
    let shed_pct = check.control(t, "shed_pct", Control::Shed);
    let feature = check.boolean(t, "feature");
    let warm = check.number(t, "cache_warm_pct", (0.0, 100.0), false);
    if let (Some(instances), Some(floor), Some(floor_value)) = (instances, floor, t.get("floor")) {
        if floor > instances {
            check.fail::<()>(
                span_of(floor_value),
                "initial.floor",
                format!("{floor} is above initial.instances ({instances}); the fleet starts at least at the floor"),
            );
        } else if autoscaler == Some(false) && floor != instances {
            let at = t.get("instances").map_or(t.span, span_of);
            check.fail::<()>(
                at,
                "initial.instances",
                format!("with the autoscaler off the fleet is exactly the floor ({floor}), not {instances}"),
            );
        }
    }
    let controls = Controls {
        floor: floor?,
        autoscaler_on: autoscaler?,
        target_pct: target_pct?,
        ttl_s: ttl_s?,
        shed_pct: shed_pct?,
        feature_on: feature?,
    };
    let instances = instances?;
    if controls.floor > instances || (!controls.autoscaler_on && controls.floor != instances) {
        return None;
    }
    Some((instances, controls, warm? / 100.0))
}

fn events(check: &mut Checker, value: &Located<Node>, run: Option<Run>) -> Option<Vec<Event>> {
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
        match event(check, &path, item, run) {
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
        "bad-deploy" => &["kind", "at", "start_between", "ramp_min"],
        "cache-flush" => &["kind", "at", "start_between", "fraction"],
        "surge" => &[
            "kind",
            "at",
            "start_between",
            "peak_between",
            "rise_min",
            "hold_min",
            "fall_min",
        ],
        "db-capacity" => &["kind", "at", "start_between", "factor", "minutes"],
        "lose-instances" => &["kind", "at", "start_between", "share"],
        "ttl-push" => &["kind", "at", "start_between", "ttl_s"],
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_characters() {
        let text = "a = 1\nbé = \"x\"\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 6), (2, 1));
        // "bé = " is 5 characters but 6 bytes.
        assert_eq!(line_column(text, 12), (2, 6));
        assert_eq!(line_column(text, 999), (3, 1));
    }

    #[test]
    fn clocks() {
        assert_eq!(parse_clock("09:05"), Some(545));
        assert_eq!(parse_clock("9:05"), None);
        assert_eq!(parse_clock("24:00"), None);
        assert_eq!(parse_clock("12:60"), None);
    }
}
