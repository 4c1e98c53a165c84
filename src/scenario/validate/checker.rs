//! The machinery every check of a scenario file shares: the [`Checker`] that collects
//! problems with their line and column, a [`Table`] of the file with its field path, the
//! typed readers (whole numbers, numbers in a range, booleans, strings, clock times, pairs,
//! slugs) that record a problem and return `None`. The small text helpers the messages use
//! are in [`super::text`].

use super::MINUTES_PER_DAY;
use crate::model::Control;
use crate::scenario::raw::{Located, Node};
use crate::scenario::Problem;

use super::text::{hhmm, line_column, number_text, parse_clock, shorten};

const MAX_ID_CHARS: usize = 64;

pub(super) type Entries = [(Located<String>, Located<Node>)];

/// Collects problems; every check returns `None` after recording one.
pub(in crate::scenario) struct Checker<'a> {
    text: &'a str,
    problems: Vec<Problem>,
}

/// One table of the file: where it is, its field path and its entries.
#[derive(Clone, Copy)]
pub(super) struct Table<'t> {
    /// `initial`, `events[2]`, or empty for the document itself.
    pub(super) path: &'t str,
    /// Where it starts (a field missing from it is reported there).
    pub(super) span: usize,
    pub(super) entries: &'t Entries,
}

impl Table<'_> {
    pub(super) fn get(&self, name: &str) -> Option<&Located<Node>> {
        self.entries
            .iter()
            .find(|(k, _)| k.get_ref() == name)
            .map(|(_, v)| v)
    }

    pub(super) fn field(&self, name: &str) -> String {
        if self.path.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.path)
        }
    }
}

pub(super) fn span_of<T>(value: &Located<T>) -> usize {
    value.at
}
impl<'a> Checker<'a> {
    pub(in crate::scenario) fn new(text: &'a str) -> Self {
        Checker {
            text,
            problems: Vec::new(),
        }
    }

    pub(in crate::scenario) fn is_empty(&self) -> bool {
        self.problems.is_empty()
    }

    pub(in crate::scenario) fn into_problems(mut self) -> Vec<Problem> {
        // In the order they appear in the file (stable: one place keeps its order).
        self.problems.sort_by_key(|p| (p.line, p.column));
        self.problems
    }

    /// Records a problem at byte `offset` of the file.
    pub(in crate::scenario) fn report(&mut self, offset: usize, message: impl Into<String>) {
        let (line, column) = line_column(self.text, offset);
        self.problems.push(Problem {
            line,
            column,
            message: message.into(),
        });
    }

    pub(super) fn fail<T>(
        &mut self,
        at: usize,
        field: &str,
        reason: impl Into<String>,
    ) -> Option<T> {
        self.report(at, format!("field `{field}`: {}", reason.into()));
        None
    }

    /// Keys the table does not know, each named where it is written.
    pub(super) fn unknown_keys(&mut self, table: Table, known: &[&str]) {
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
    pub(super) fn required<'t>(
        &mut self,
        table: Table<'t>,
        name: &str,
    ) -> Option<&'t Located<Node>> {
        let value = table.entries.iter().find(|(k, _)| k.get_ref() == name);
        if value.is_none() {
            self.report(table.span, format!("missing field `{}`", table.field(name)));
        }
        value.map(|(_, v)| v)
    }

    pub(super) fn type_error<T>(
        &mut self,
        value: &Located<Node>,
        field: &str,
        expected: &str,
    ) -> Option<T> {
        let found = value.get_ref().describe();
        self.fail(
            span_of(value),
            field,
            format!("expected {expected}, found {found}"),
        )
    }

    pub(super) fn int_value(
        &mut self,
        value: &Located<Node>,
        field: &str,
        min: i64,
        max: i64,
    ) -> Option<u32> {
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

    pub(super) fn int(&mut self, table: Table, name: &str, min: i64, max: i64) -> Option<u32> {
        let value = self.required(table, name)?;
        self.int_value(value, &table.field(name), min, max)
    }

    pub(super) fn control(&mut self, table: Table, name: &str, control: Control) -> Option<u32> {
        let (min, max) = control.range().unwrap_or((0, u32::MAX));
        self.int(table, name, i64::from(min), i64::from(max))
    }

    pub(super) fn number_value(&mut self, value: &Located<Node>, field: &str) -> Option<f64> {
        match value.get_ref() {
            Node::Float(x) => Some(*x),
            Node::Int(n) => Some(*n as f64),
            _ => self.type_error(value, field, "a number"),
        }
    }

    /// A number in `min..=max` (or above `min` when `open_min`).
    pub(super) fn number_in(
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
                format!("{} is out of range: {allowed}", number_text(x)),
            );
        }
        Some(x)
    }

    pub(super) fn number(
        &mut self,
        table: Table,
        name: &str,
        range: (f64, f64),
        open: bool,
    ) -> Option<f64> {
        let value = self.required(table, name)?;
        self.number_in(value, &table.field(name), range, open)
    }

    pub(super) fn optional_number(
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

    pub(super) fn boolean(&mut self, table: Table, name: &str) -> Option<bool> {
        let value = self.required(table, name)?;
        match value.get_ref() {
            Node::Bool(b) => Some(*b),
            _ => self.type_error(value, &table.field(name), "true or false"),
        }
    }

    pub(super) fn string_value<'t>(
        &mut self,
        value: &'t Located<Node>,
        field: &str,
    ) -> Option<&'t str> {
        match value.get_ref() {
            Node::Str(s) => Some(s),
            _ => self.type_error(value, field, "a string"),
        }
    }

    pub(super) fn clock_value(&mut self, value: &Located<Node>, field: &str) -> Option<u32> {
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
    pub(super) fn in_run(&mut self, value: &Located<Node>, field: &str, run: Run) -> Option<u32> {
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

    pub(super) fn table_value<'t>(
        &mut self,
        value: &'t Located<Node>,
        field: &str,
    ) -> Option<&'t Entries> {
        match value.get_ref() {
            Node::Table(entries) => Some(entries),
            _ => self.type_error(value, field, "a table"),
        }
    }

    /// A list of exactly two values.
    pub(super) fn pair<'t>(
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

    pub(super) fn slug(&mut self, table: Table, name: &str) -> Option<String> {
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
pub(super) struct Run {
    pub(super) start: u32,
    pub(super) duration: u32,
}
