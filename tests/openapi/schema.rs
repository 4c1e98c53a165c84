//! Compiles the JSON Schema 2020-12 subset that Discord's OpenAPI 3.1 description uses into
//! an arena of [`Node`]s, once, at load time.
//!
//! Every keyword of a schema object is either enforced, a known annotation, or a load error:
//! a keyword this compiler does not understand must never be skipped silently, or the
//! validator would pass bodies that Discord refuses.

use std::collections::HashMap;

use regex::Regex;
use serde_json::{Map, Number, Value};

/// Index of a compiled schema in [`Compiler::nodes`].
pub type NodeId = usize;

/// The schema of the `id` of an attachment in a message body: the one place where Discord
/// takes an integer in place of a snowflake string (see [`Node::attachment_id`]).
const ATTACHMENT_SCHEMA: &str = "#/components/schemas/MessageAttachmentRequest";

/// Keywords that only annotate (the spec's `x-discord-union` is a vendor hint that the
/// generator wrote `anyOf` where its own model has a union; JSON Schema reads it as `anyOf`).
const ANNOTATIONS: &[&str] = &[
    "title",
    "description",
    "default",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
    "contentEncoding",
    "contentMediaType",
    "$comment",
];

/// JSON types as a bit set, so that a `type` array is one mask test.
pub const NULL: u8 = 1;
pub const BOOLEAN: u8 = 2;
pub const OBJECT: u8 = 4;
pub const ARRAY: u8 = 8;
pub const NUMBER: u8 = 16;
pub const STRING: u8 = 32;
/// `integer` is a subset of `number`; a mask with only this bit accepts integral numbers.
pub const INTEGER: u8 = 64;

/// Formats that assert; the others the spec uses (`double`, `snowflake`, `nonce`) only
/// annotate, because their constraints are already spelled out by other keywords.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Format {
    Int32,
    Int64,
    DateTime,
    Uri,
}

/// What `additionalProperties` says about properties not named in `properties`.
#[derive(Default)]
pub enum Additional {
    /// Absent or `true`: unknown properties pass (most of Discord's request schemas).
    #[default]
    Any,
    /// `false`.
    Deny,
    Schema(NodeId),
}

/// One compiled schema object; `loc` is its JSON pointer in the spec, used in messages.
#[derive(Default)]
pub struct Node {
    pub loc: String,
    pub title: Option<String>,
    /// The boolean schema `false`.
    pub never: bool,
    pub reference: Option<NodeId>,
    pub types: Option<u8>,
    pub enum_values: Option<Vec<Value>>,
    pub const_value: Option<Value>,
    pub required: Vec<String>,
    pub properties: HashMap<String, NodeId>,
    pub additional: Additional,
    pub prefix_items: Vec<NodeId>,
    pub items: Option<NodeId>,
    pub all_of: Vec<NodeId>,
    pub any_of: Vec<NodeId>,
    pub one_of: Vec<NodeId>,
    pub minimum: Option<Number>,
    pub maximum: Option<Number>,
    pub exclusive_minimum: Option<Number>,
    pub exclusive_maximum: Option<Number>,
    pub min_length: Option<u64>,
    pub max_length: Option<u64>,
    pub min_items: Option<u64>,
    pub max_items: Option<u64>,
    pub unique_items: bool,
    pub min_properties: Option<u64>,
    pub max_properties: Option<u64>,
    pub pattern: Option<(String, Regex)>,
    pub format: Option<Format>,
    /// Set only on `MessageAttachmentRequest.properties.id`: a non-negative integer is
    /// accepted there when it sits at `…/attachments/<n>/id` (serenity sends `"id": 0`).
    pub attachment_id: bool,
    /// Only `const` (besides annotations): lets `oneOf` over enum-like constants be decided
    /// by comparison before any failure is formatted.
    pub const_only: bool,
}

/// Builds nodes from the spec document; `$ref` targets are compiled once and shared.
pub struct Compiler<'a> {
    root: &'a Value,
    pub nodes: Vec<Node>,
    by_ref: HashMap<String, NodeId>,
}

/// Escapes one JSON pointer segment (RFC 6901).
pub fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

impl<'a> Compiler<'a> {
    pub fn new(root: &'a Value) -> Self {
        Compiler {
            root,
            nodes: Vec::new(),
            by_ref: HashMap::new(),
        }
    }

    /// Compiles the schema at `loc` (a JSON pointer into the spec, starting with `#`).
    pub fn compile(&mut self, schema: &Value, loc: &str) -> Result<NodeId, String> {
        let node = self.build(schema, loc)?;
        self.nodes.push(node);
        Ok(self.nodes.len() - 1)
    }

    /// Resolves a local `$ref`, compiling its target on first use. The slot is reserved
    /// before the target is built so that recursive schemas terminate.
    pub fn compile_ref(&mut self, reference: &str, from: &str) -> Result<NodeId, String> {
        if let Some(&id) = self.by_ref.get(reference) {
            return Ok(id);
        }
        let pointer = reference
            .strip_prefix('#')
            .filter(|p| p.is_empty() || p.starts_with('/'))
            .ok_or_else(|| format!("{from}: only local `$ref`s are supported, got {reference}"))?;
        if pointer.contains('%') {
            return Err(format!(
                "{from}: percent-encoded `$ref` {reference} is not supported"
            ));
        }
        let target = self
            .root
            .pointer(pointer)
            .ok_or_else(|| format!("{from}: `$ref` {reference} points at nothing"))?;
        let id = self.nodes.len();
        self.nodes.push(Node::default());
        self.by_ref.insert(reference.to_owned(), id);
        let node = self.build(target, reference)?;
        self.nodes[id] = node;
        Ok(id)
    }

    fn build(&mut self, schema: &Value, loc: &str) -> Result<Node, String> {
        let mut node = Node {
            loc: loc.to_owned(),
            ..Node::default()
        };
        let object = match schema {
            Value::Bool(true) => return Ok(node),
            Value::Bool(false) => {
                node.never = true;
                return Ok(node);
            }
            Value::Object(object) => object,
            _ => return Err(format!("{loc}: a schema must be an object or a boolean")),
        };
        for (keyword, value) in object {
            self.keyword(&mut node, object, keyword, value)?;
        }
        node.const_only = node.const_value.is_some()
            && object
                .keys()
                .all(|k| k == "const" || ANNOTATIONS.contains(&k.as_str()) || k.starts_with("x-"));
        Ok(node)
    }

    fn keyword(
        &mut self,
        node: &mut Node,
        object: &Map<String, Value>,
        keyword: &str,
        value: &Value,
    ) -> Result<(), String> {
        let loc = node.loc.clone();
        let at = |what: &str| format!("{loc}/{keyword}: {what}");
        match keyword {
            "$ref" => {
                let reference = value.as_str().ok_or_else(|| at("must be a string"))?;
                node.reference = Some(self.compile_ref(reference, &loc)?);
            }
            "type" => node.types = Some(parse_types(value).map_err(|e| at(&e))?),
            "enum" => {
                let values = value.as_array().ok_or_else(|| at("must be an array"))?;
                node.enum_values = Some(values.clone());
            }
            "const" => node.const_value = Some(value.clone()),
            "required" => {
                let names = value.as_array().ok_or_else(|| at("must be an array"))?;
                for name in names {
                    let name = name.as_str().ok_or_else(|| at("must hold strings"))?;
                    node.required.push(name.to_owned());
                }
            }
            "properties" => {
                let properties = value.as_object().ok_or_else(|| at("must be an object"))?;
                for (name, schema) in properties {
                    let child = format!("{loc}/properties/{}", escape(name));
                    let id = self.compile(schema, &child)?;
                    if loc == ATTACHMENT_SCHEMA && name == "id" {
                        self.nodes[id].attachment_id = true;
                    }
                    node.properties.insert(name.clone(), id);
                }
            }
            "additionalProperties" => {
                node.additional = match value {
                    Value::Bool(true) => Additional::Any,
                    Value::Bool(false) => Additional::Deny,
                    schema => {
                        Additional::Schema(self.compile(schema, &format!("{loc}/{keyword}"))?)
                    }
                }
            }
            "items" => node.items = Some(self.compile(value, &format!("{loc}/items"))?),
            "prefixItems" => node.prefix_items = self.list(value, &format!("{loc}/{keyword}"))?,
            "allOf" => node.all_of = self.list(value, &format!("{loc}/{keyword}"))?,
            "anyOf" => node.any_of = self.list(value, &format!("{loc}/{keyword}"))?,
            "oneOf" => node.one_of = self.list(value, &format!("{loc}/{keyword}"))?,
            "minimum" => node.minimum = Some(number(value).map_err(|e| at(&e))?),
            "maximum" => node.maximum = Some(number(value).map_err(|e| at(&e))?),
            "exclusiveMinimum" => node.exclusive_minimum = Some(number(value).map_err(|e| at(&e))?),
            "exclusiveMaximum" => node.exclusive_maximum = Some(number(value).map_err(|e| at(&e))?),
            "minLength" => node.min_length = Some(count(value).map_err(|e| at(&e))?),
            "maxLength" => node.max_length = Some(count(value).map_err(|e| at(&e))?),
            "minItems" => node.min_items = Some(count(value).map_err(|e| at(&e))?),
            "maxItems" => node.max_items = Some(count(value).map_err(|e| at(&e))?),
            "minProperties" => node.min_properties = Some(count(value).map_err(|e| at(&e))?),
            "maxProperties" => node.max_properties = Some(count(value).map_err(|e| at(&e))?),
            "uniqueItems" => {
                node.unique_items = value.as_bool().ok_or_else(|| at("must be a boolean"))?
            }
            "pattern" => {
                let source = value.as_str().ok_or_else(|| at("must be a string"))?;
                // JSON Schema patterns are ECMA-262; the spec's two patterns are in the common
                // subset, and anything Rust's engine cannot read fails the load, not a test.
                let regex = Regex::new(source).map_err(|e| at(&format!("bad pattern: {e}")))?;
                node.pattern = Some((source.to_owned(), regex));
            }
            "format" => {
                node.format = match value.as_str().ok_or_else(|| at("must be a string"))? {
                    "int32" => Some(Format::Int32),
                    "int64" => Some(Format::Int64),
                    "date-time" => Some(Format::DateTime),
                    "uri" => Some(Format::Uri),
                    _ => None,
                }
            }
            "title" => node.title = value.as_str().map(str::to_owned),
            _ if ANNOTATIONS.contains(&keyword) || keyword.starts_with("x-") => {}
            _ => {
                let known: Vec<&String> = object.keys().collect();
                return Err(at(&format!(
                    "unsupported JSON Schema keyword (schema has {known:?})"
                )));
            }
        }
        Ok(())
    }

    fn list(&mut self, value: &Value, loc: &str) -> Result<Vec<NodeId>, String> {
        let schemas = value
            .as_array()
            .filter(|a| !a.is_empty())
            .ok_or_else(|| format!("{loc}: must be a non-empty array"))?;
        let mut ids = Vec::with_capacity(schemas.len());
        for (index, schema) in schemas.iter().enumerate() {
            ids.push(self.compile(schema, &format!("{loc}/{index}"))?);
        }
        Ok(ids)
    }
}

fn parse_types(value: &Value) -> Result<u8, String> {
    let one = |name: &str| match name {
        "null" => Ok(NULL),
        "boolean" => Ok(BOOLEAN),
        "object" => Ok(OBJECT),
        "array" => Ok(ARRAY),
        "number" => Ok(NUMBER),
        "string" => Ok(STRING),
        "integer" => Ok(INTEGER),
        other => Err(format!("unknown type {other:?}")),
    };
    match value {
        Value::String(name) => one(name),
        Value::Array(names) => names.iter().try_fold(0, |mask, name| {
            let name = name.as_str().ok_or("type names must be strings")?;
            Ok(mask | one(name)?)
        }),
        _ => Err("must be a string or an array of strings".to_owned()),
    }
}

fn number(value: &Value) -> Result<Number, String> {
    match value {
        Value::Number(n) => Ok(n.clone()),
        _ => Err("must be a number".to_owned()),
    }
}

fn count(value: &Value) -> Result<u64, String> {
    value
        .as_u64()
        .ok_or_else(|| "must be a non-negative integer".to_owned())
}
