//! Keywords on strings and numbers, JSON Schema's notions of type and equality, the
//! asserted formats, and the small texts that failures are made of.

use std::cmp::Ordering;
use std::sync::OnceLock;

use regex::Regex;
use serde_json::{Number, Value};

use super::schema::{self, Format, Node};
use super::validate::{other, Failure};

pub fn check_string(node: &Node, text: &str, path: &[String], out: &mut Vec<Failure>) {
    // Lengths are in Unicode code points, as JSON Schema and Discord both count them.
    let chars = text.chars().count() as u64;
    if let Some(min) = node.min_length.filter(|&min| chars < min) {
        out.push(other(
            node,
            path,
            format!("string shorter than minLength {min}"),
        ));
    }
    if let Some(max) = node.max_length.filter(|&max| chars > max) {
        out.push(other(
            node,
            path,
            format!("string longer than maxLength {max}"),
        ));
    }
    if let Some((source, regex)) = &node.pattern {
        if !regex.is_match(text) {
            out.push(other(
                node,
                path,
                format!("{text:?} does not match pattern {source}"),
            ));
        }
    }
    let ok = match node.format {
        Some(Format::DateTime) => date_time().is_match(text),
        Some(Format::Uri) => uri().is_match(text),
        _ => true,
    };
    if !ok {
        let name = if node.format == Some(Format::Uri) {
            "uri"
        } else {
            "date-time"
        };
        out.push(other(node, path, format!("{text:?} is not a valid {name}")));
    }
}

pub fn check_number(node: &Node, n: &Number, path: &[String], out: &mut Vec<Failure>) {
    let mut bound = |limit: &Option<Number>, bad: &[Ordering], what: &str| {
        if let Some(limit) = limit {
            if compare(n, limit).is_some_and(|o| bad.contains(&o)) {
                out.push(other(node, path, format!("{n} is {what} {limit}")));
            }
        }
    };
    bound(&node.minimum, &[Ordering::Less], "less than minimum");
    bound(&node.maximum, &[Ordering::Greater], "greater than maximum");
    bound(
        &node.exclusive_minimum,
        &[Ordering::Less, Ordering::Equal],
        "not greater than exclusiveMinimum",
    );
    bound(
        &node.exclusive_maximum,
        &[Ordering::Greater, Ordering::Equal],
        "not less than exclusiveMaximum",
    );
    let fits = match node.format {
        Some(Format::Int32) => n.as_i64().is_some_and(|v| i32::try_from(v).is_ok()),
        Some(Format::Int64) => n.as_i64().is_some(),
        _ => true,
    };
    if !fits {
        let name = if node.format == Some(Format::Int32) {
            "int32"
        } else {
            "int64"
        };
        out.push(other(
            node,
            path,
            format!("{n} is out of range for format {name}"),
        ));
    }
}

/// Exact for integers (serde_json keeps them as i64/u64), IEEE otherwise.
pub fn compare(a: &Number, b: &Number) -> Option<Ordering> {
    let int = |n: &Number| {
        n.as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
    };
    match (int(a), int(b)) {
        (Some(x), Some(y)) => Some(x.cmp(&y)),
        _ => a.as_f64()?.partial_cmp(&b.as_f64()?),
    }
}

/// JSON Schema equality: `1` and `1.0` are the same number, objects ignore key order.
pub fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => compare(x, y) == Some(Ordering::Equal),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| json_eq(p, q))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_eq(v, w)))
        }
        _ => a == b,
    }
}

pub fn is_integer(n: &Number) -> bool {
    n.is_i64()
        || n.is_u64()
        || n.as_f64()
            .is_some_and(|f| f.is_finite() && f.fract() == 0.0)
}

pub fn type_matches(mask: u8, value: &Value) -> bool {
    let bit = match value {
        Value::Null => schema::NULL,
        Value::Bool(_) => schema::BOOLEAN,
        Value::Object(_) => schema::OBJECT,
        Value::Array(_) => schema::ARRAY,
        Value::String(_) => schema::STRING,
        Value::Number(n) if is_integer(n) => schema::NUMBER | schema::INTEGER,
        Value::Number(_) => schema::NUMBER,
    };
    mask & bit != 0
}

pub fn type_names(mask: u8) -> Vec<String> {
    let names = [
        (schema::INTEGER, "integer"),
        (schema::NUMBER, "number"),
        (schema::STRING, "string"),
        (schema::BOOLEAN, "boolean"),
        (schema::OBJECT, "object"),
        (schema::ARRAY, "array"),
        (schema::NULL, "null"),
    ];
    let wanted = names.iter().filter(|(bit, _)| mask & bit != 0);
    wanted.map(|(_, name)| name.to_string()).collect()
}

/// `integer 5`, `string "abc"`: enough of the value to recognise it in a message.
pub fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("boolean {b}"),
        Value::Number(n) if is_integer(n) => format!("integer {n}"),
        Value::Number(n) => format!("number {n}"),
        Value::String(s) if s.chars().count() > 40 => {
            format!("string {:?}…", s.chars().take(40).collect::<String>())
        }
        Value::String(s) => format!("string {s:?}"),
        Value::Array(a) => format!("array of {} items", a.len()),
        Value::Object(_) => "object".to_owned(),
    }
}

/// `a`, `a or b`, `a, b or c`.
pub fn join(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// RFC 3339 `date-time`, as JSON Schema defines the format (seconds may be 60 for a leap).
fn date_time() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$")
            .expect("a constant regex")
    })
}

/// An absolute URI (RFC 3986 scheme, then no whitespace or control characters); enough to
/// tell `attachment://chart.png` and `https://…` from a bare file name or free text.
fn uri() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^[A-Za-z][A-Za-z0-9+.\-]*:[^\s\x00-\x1f\x7f]*$").expect("a constant regex")
    })
}
