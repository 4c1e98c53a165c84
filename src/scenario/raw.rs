//! A scenario file exactly as written: the TOML tree with the byte offset of every key and
//! value, so that [`super::validate`] can check every field, report every problem at once
//! and name the line of each. Nothing here is checked beyond the TOML syntax.
//!
//! Offsets come through the span protocol toml's deserializer speaks with
//! `serde_spanned` (the one behind `toml::Spanned`): a value asked for as that struct
//! arrives as its start, its end and itself. Where toml has no span (a key of a dotted
//! table header, a date-time), the neighbouring key's or value's offset stands in.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// The span protocol of `serde_spanned` 0.6, which toml's deserializer answers.
const SPANNED: &str = "$__serde_spanned_private_Spanned";
const SPANNED_START: &str = "$__serde_spanned_private_start";
const SPANNED_END: &str = "$__serde_spanned_private_end";
const SPANNED_VALUE: &str = "$__serde_spanned_private_value";
const SPANNED_FIELDS: &[&str] = &[SPANNED_START, SPANNED_END, SPANNED_VALUE];
/// The key toml uses to hand a date-time through serde (a TOML type no scenario field has).
const DATETIME_KEY: &str = "$__toml_private_datetime";

/// A key or value and the byte offset it starts at in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct Located<T> {
    pub value: T,
    pub at: usize,
}

impl<T> Located<T> {
    pub fn get_ref(&self) -> &T {
        &self.value
    }
}

/// One table's entries, keys in the order written.
pub type Entries = Vec<(Located<String>, Located<Node>)>;

/// One TOML value with the offsets of what it contains.
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    Str(String),
    Int(i64),
    Float(f64),
    Bool(bool),
    Datetime(String),
    Array(Vec<Located<Node>>),
    Table(Entries),
}

impl Node {
    /// What a person calls this kind of value, with the value when it is short.
    pub fn describe(&self) -> String {
        match self {
            Node::Str(s) if s.chars().count() <= 40 => format!("the string \"{s}\""),
            Node::Str(_) => "a long string".to_string(),
            Node::Int(i) => format!("the whole number {i}"),
            Node::Float(x) => format!("the number {x}"),
            Node::Bool(b) => format!("`{b}`"),
            Node::Datetime(d) => format!("the date-time {d}"),
            Node::Array(_) => "a list".to_string(),
            Node::Table(_) => "a table".to_string(),
        }
    }
}

/// Parses TOML text into the located tree (the document is a table).
pub fn parse(text: &str) -> Result<Entries, toml::de::Error> {
    let root: Found<Node> = toml::from_str(text)?;
    let mut root = root.value;
    fill(&mut root, 0);
    match root {
        Node::Table(entries) => Ok(entries),
        _ => unreachable!("a TOML document is a table"),
    }
}

/// A key or value as deserialized: its offset when toml gave one.
struct Found<T> {
    value: T,
    at: Option<usize>,
}

/// While deserializing, an offset toml did not give is `usize::MAX`; afterwards a key
/// without one takes its value's, a value its key's, and when neither has one, the
/// enclosing table's.
const UNKNOWN: usize = usize::MAX;

fn fill(node: &mut Node, parent: usize) {
    match node {
        Node::Table(entries) => {
            for (key, value) in entries {
                let at = [key.at, value.at]
                    .into_iter()
                    .find(|&at| at != UNKNOWN)
                    .unwrap_or(parent);
                if key.at == UNKNOWN {
                    key.at = at;
                }
                if value.at == UNKNOWN {
                    value.at = at;
                }
                fill(&mut value.value, value.at);
            }
        }
        Node::Array(items) => {
            for item in items {
                if item.at == UNKNOWN {
                    item.at = parent;
                }
                fill(&mut item.value, item.at);
            }
        }
        _ => {}
    }
}

fn located<T>(found: Found<T>) -> Located<T> {
    Located {
        value: found.value,
        at: found.at.unwrap_or(UNKNOWN),
    }
}

impl<'de> Deserialize<'de> for Found<Node> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_struct(SPANNED, SPANNED_FIELDS, FoundVisitor)
    }
}

impl<'de> Deserialize<'de> for Found<String> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_struct(SPANNED, SPANNED_FIELDS, KeyVisitor)
    }
}

/// A value: either toml's span wrapper around it, or the bare value (no span known).
struct FoundVisitor;

fn bare(node: Node) -> Found<Node> {
    Found {
        value: node,
        at: None,
    }
}

impl<'de> Visitor<'de> for FoundVisitor {
    type Value = Found<Node>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a TOML value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
        NodeVisitor.visit_bool(v).map(bare)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        NodeVisitor.visit_i64(v).map(bare)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        NodeVisitor.visit_u64(v).map(bare)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
        NodeVisitor.visit_f64(v).map(bare)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        NodeVisitor.visit_str(v).map(bare)
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        NodeVisitor.visit_string(v).map(bare)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        NodeVisitor.visit_seq(seq).map(bare)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let Some(first) = map.next_key::<String>()? else {
            return Ok(bare(Node::Table(Vec::new())));
        };
        match first.as_str() {
            SPANNED_START => {
                let start: usize = map.next_value()?;
                let mut value = None;
                while let Some(key) = map.next_key::<String>()? {
                    if key == SPANNED_VALUE {
                        value = Some(map.next_value::<Node>()?);
                    } else {
                        map.next_value::<de::IgnoredAny>()?;
                    }
                }
                let value = value.ok_or_else(|| de::Error::missing_field(SPANNED_VALUE))?;
                Ok(Found {
                    value,
                    at: Some(start),
                })
            }
            DATETIME_KEY => Ok(bare(Node::Datetime(map.next_value()?))),
            _ => {
                // A table handed over without its span: its first key is already read.
                let value = map.next_value::<Found<Node>>()?;
                let mut entries = vec![(
                    Located {
                        value: first,
                        at: UNKNOWN,
                    },
                    located(value),
                )];
                read_entries(&mut map, &mut entries)?;
                Ok(bare(Node::Table(entries)))
            }
        }
    }
}

/// A key: toml's span wrapper around it, or the bare string.
struct KeyVisitor;

impl<'de> Visitor<'de> for KeyVisitor {
    type Value = Found<String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Found {
            value: v.to_string(),
            at: None,
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut start = None;
        let mut value = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                SPANNED_START => start = Some(map.next_value::<usize>()?),
                SPANNED_VALUE => value = Some(map.next_value::<String>()?),
                _ => {
                    map.next_value::<de::IgnoredAny>()?;
                }
            }
        }
        let value = value.ok_or_else(|| de::Error::missing_field(SPANNED_VALUE))?;
        Ok(Found { value, at: start })
    }
}

fn read_entries<'de, A: MapAccess<'de>>(
    map: &mut A,
    entries: &mut Entries,
) -> Result<(), A::Error> {
    while let Some(key) = map.next_key::<Found<String>>()? {
        let value = map.next_value::<Found<Node>>()?;
        entries.push((located(key), located(value)));
    }
    Ok(())
}

/// A bare value (inside toml's span wrapper, or a date-time's string).
struct NodeVisitor;

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Node, D::Error> {
        deserializer.deserialize_any(NodeVisitor)
    }
}

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = Node;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a TOML value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Node, E> {
        Ok(Node::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Node, E> {
        Ok(Node::Int(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Node, E> {
        i64::try_from(v)
            .map(Node::Int)
            .map_err(|_| E::custom(format!("{v} is too large")))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Node, E> {
        Ok(Node::Float(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Node, E> {
        Ok(Node::Str(v.to_string()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Node, E> {
        Ok(Node::Str(v))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<Found<Node>>()? {
            items.push(located(item));
        }
        Ok(Node::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Node, A::Error> {
        let mut entries = Vec::new();
        read_entries(&mut map, &mut entries)?;
        if let [(key, value)] = entries.as_slice() {
            if key.value == DATETIME_KEY {
                if let Node::Str(text) = &value.value {
                    return Ok(Node::Datetime(text.clone()));
                }
            }
        }
        Ok(Node::Table(entries))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(node: &Node) -> &Entries {
        match node {
            Node::Table(entries) => entries,
            other => panic!("a table, not {other:?}"),
        }
    }

    #[test]
    fn every_key_and_value_keeps_its_offset() {
        let text = "a = 1\n[t]\nb = \"x\"\nc = [1.5, true]\n";
        let doc = parse(text).unwrap();
        let (key, value) = &doc[0];
        assert_eq!((key.get_ref().as_str(), key.at), ("a", 0));
        assert_eq!((value.get_ref(), value.at), (&Node::Int(1), 4));
        let t = table(doc[1].1.get_ref());
        assert_eq!(&text[t[0].0.at..][..1], "b");
        assert_eq!(&text[t[0].1.at..][..3], "\"x\"");
        let Node::Array(items) = t[1].1.get_ref() else {
            panic!("a list")
        };
        assert_eq!(items[0].get_ref(), &Node::Float(1.5));
        assert_eq!(items[1].get_ref(), &Node::Bool(true));
        assert_eq!(&text[items[1].at..][..4], "true");
    }

    #[test]
    fn dotted_headers_and_lists_of_tables_are_located() {
        let text = "x = 1\n\n[text.en-US]\ntitle = \"T\"\n\n[[events]]\nkind = \"k\"\n";
        let doc = parse(text).unwrap();
        let text_table = table(doc[1].1.get_ref());
        let (lang, words) = &text_table[0];
        assert_eq!(lang.get_ref(), "en-US");
        let line_of = |at: usize| text[..at].matches('\n').count() + 1;
        assert_eq!(line_of(table(words.get_ref())[0].0.at), 4, "title");
        assert!(line_of(lang.at) <= 4);
        let Node::Array(events) = doc[2].1.get_ref() else {
            panic!("a list")
        };
        assert_eq!(
            line_of(table(events[0].get_ref())[0].1.at),
            7,
            "kind's value"
        );
    }

    #[test]
    fn a_date_time_is_one_value() {
        let doc = parse("when = 1979-05-27T07:32:00Z\n").unwrap();
        assert!(matches!(doc[0].1.get_ref(), Node::Datetime(_)));
    }
}
