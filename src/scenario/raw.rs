//! A scenario file exactly as written: the TOML tree with the byte offset of every key and
//! value, so that [`super::validate`] can check every field, report every problem at once
//! and name the line of each. Nothing here is checked beyond the TOML syntax.
//!
//! Offsets come from `toml_edit`'s parsed document ([`toml_edit::ImDocument`] keeps the
//! span of every key and value; the same parser and the same spans as toml's own
//! deserializer, through its public API). Where the document has no span (a key of a
//! dotted table header, an implicit table), the neighbouring key's or value's offset
//! stands in.

use toml_edit::{ImDocument, Item, Key, Table, TomlError, Value};

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
pub fn parse(text: &str) -> Result<Entries, TomlError> {
    let document = ImDocument::parse(text)?;
    let mut root = table(document.as_table());
    fill_entries(&mut root, 0);
    Ok(root)
}

/// While reading, an offset the document did not give is `usize::MAX`; afterwards a key
/// without one takes its value's, a value its key's, and when neither has one, the
/// enclosing table's.
const UNKNOWN: usize = usize::MAX;

fn start(span: Option<std::ops::Range<usize>>) -> usize {
    span.map_or(UNKNOWN, |span| span.start)
}

/// One entry's key with its offset.
fn key(name: &str, key: Option<&Key>) -> Located<String> {
    Located {
        value: name.to_string(),
        at: start(key.and_then(Key::span)),
    }
}

fn table(table: &Table) -> Entries {
    table
        .iter()
        .map(|(name, item)| (key(name, table.key(name)), self::item(item)))
        .collect()
}

fn item(item: &Item) -> Located<Node> {
    let value = match item {
        Item::Value(value) => return self::value(value),
        Item::Table(inner) => Node::Table(table(inner)),
        Item::ArrayOfTables(tables) => Node::Array(
            tables
                .iter()
                .map(|inner| Located {
                    value: Node::Table(table(inner)),
                    at: start(inner.span()),
                })
                .collect(),
        ),
        // A parsed document holds no empty slots; an empty table stands in for one.
        Item::None => Node::Table(Vec::new()),
    };
    Located {
        value,
        at: start(item.span()),
    }
}

fn value(value: &Value) -> Located<Node> {
    let node = match value {
        Value::String(text) => Node::Str(text.value().clone()),
        Value::Integer(number) => Node::Int(*number.value()),
        Value::Float(number) => Node::Float(*number.value()),
        Value::Boolean(flag) => Node::Bool(*flag.value()),
        Value::Datetime(when) => Node::Datetime(when.value().to_string()),
        Value::Array(items) => Node::Array(items.iter().map(self::value).collect()),
        Value::InlineTable(inline) => Node::Table(
            inline
                .iter()
                .map(|(name, inner)| (key(name, inline.key(name)), self::value(inner)))
                .collect(),
        ),
    };
    Located {
        value: node,
        at: start(value.span()),
    }
}

fn fill_entries(entries: &mut Entries, parent: usize) {
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

fn fill(node: &mut Node, parent: usize) {
    match node {
        Node::Table(entries) => fill_entries(entries, parent),
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
    fn keys_of_dotted_tables_are_located_at_themselves() {
        // toml's deserializer handed the first key of a table without a span (a dotted key,
        // a header's implicit parent) over bare; the document keeps every key's span.
        let text = "a.b = 1\n[x.y]\nz = 2\n";
        let doc = parse(text).unwrap();
        let b = &table(doc[0].1.get_ref())[0].0;
        assert_eq!((b.get_ref().as_str(), b.at), ("b", 2));
        let y = &table(doc[1].1.get_ref())[0].0;
        assert_eq!((y.get_ref().as_str(), y.at), ("y", 11));
    }

    #[test]
    fn a_date_time_is_one_value() {
        let doc = parse("when = 1979-05-27T07:32:00Z\n").unwrap();
        assert!(matches!(doc[0].1.get_ref(), Node::Datetime(_)));
    }
}
