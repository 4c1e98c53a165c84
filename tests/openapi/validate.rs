//! Evaluates a JSON instance against compiled [`Node`]s and reports each failure with the
//! instance's JSON pointer and the schema's location in the spec.
//!
//! `oneOf`/`anyOf` failures are narrowed to the alternative the value was evidently meant
//! for (the one whose `type`/tag matched), so a bad button style reads as
//! `/components/0/components/0/style: …` rather than "matches no alternative" at the row.

use serde_json::Value;

use super::scalars::{
    check_number, check_string, describe, join, json_eq, type_matches, type_names,
};
use super::schema::{self, Additional, Node, NodeId};

/// Why a value failed, as far as choosing among `oneOf`/`anyOf` alternatives cares.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// Wrong JSON type: the alternative is for another kind of value.
    Type,
    /// `const`/`enum` mismatch: at a property, a tag that selects another alternative.
    Tag,
    Other,
}

#[derive(Clone, Debug)]
pub struct Failure {
    /// Instance location, as JSON pointer segments (unescaped).
    path: Vec<String>,
    message: String,
    schema: String,
    kind: Kind,
    /// For `Type`/`Tag` failures: the value as found, and what would have passed, so that a
    /// summary over alternatives can say what each of them wanted.
    found: String,
    expected: Vec<String>,
}

impl Failure {
    /// `<JSON pointer>: <what> (<schema location>)`; the document itself is `(root)`.
    pub fn render(&self) -> String {
        let pointer = pointer(&self.path);
        let pointer = if pointer.is_empty() {
            "(root)"
        } else {
            &pointer
        };
        self.render_at(pointer)
    }

    /// As [`Failure::render`], naming the place otherwise (a path parameter).
    pub fn render_at(&self, place: &str) -> String {
        format!("{place}: {} ({})", self.message, self.schema)
    }
}

fn pointer(path: &[String]) -> String {
    path.iter()
        .map(|s| format!("/{}", schema::escape(s)))
        .collect()
}

/// Evaluates instances against one compiled spec.
pub struct Validator<'a> {
    pub nodes: &'a [Node],
}

impl Validator<'_> {
    /// Checks `value` (found at `path`) against `id`, appending failures to `out`.
    pub fn check(&self, id: NodeId, value: &Value, path: &mut Vec<String>, out: &mut Vec<Failure>) {
        let node = &self.nodes[id];
        if node.attachment_id && is_attachment_id(path) && value.as_u64().is_some() {
            // The one sanctioned deviation: a non-negative integer literal stands in for the
            // snowflake string (serenity numbers new uploads 0, 1, …); nothing else applies.
            return;
        }
        if node.never {
            out.push(failure(
                node,
                path,
                Kind::Type,
                "no value is allowed here".to_owned(),
            ));
            return;
        }
        if let Some(target) = node.reference {
            self.check(target, value, path, out);
        }
        if let Some(mask) = node.types {
            if !type_matches(mask, value) {
                let expected = type_names(mask);
                let message = format!("expected {}, found {}", join(&expected), describe(value));
                out.push(Failure {
                    found: describe(value),
                    expected,
                    ..failure(node, path, Kind::Type, message)
                });
                // Type-specific keywords below cannot hold for the wrong type; reporting
                // them as well would only repeat this failure.
                return;
            }
        }
        if let Some(wanted) = &node.const_value {
            if !json_eq(wanted, value) {
                let message = format!("expected {wanted}, found {}", describe(value));
                out.push(Failure {
                    found: describe(value),
                    expected: vec![label(wanted, node)],
                    ..failure(node, path, Kind::Tag, message)
                });
            }
        }
        if let Some(values) = &node.enum_values {
            if !values.iter().any(|v| json_eq(v, value)) {
                // A title names the schema, not each value, so enum values go bare.
                let expected: Vec<String> = values.iter().map(Value::to_string).collect();
                let message = format!("{} is not one of {}", describe(value), join(&expected));
                out.push(Failure {
                    found: describe(value),
                    expected,
                    ..failure(node, path, Kind::Tag, message)
                });
            }
        }
        match value {
            Value::Object(object) => self.check_object(node, object, path, out),
            Value::Array(items) => self.check_array(node, items, path, out),
            Value::String(text) => check_string(node, text, path, out),
            Value::Number(n) => check_number(node, n, path, out),
            Value::Null | Value::Bool(_) => {}
        }
        for &branch in &node.all_of {
            self.check(branch, value, path, out);
        }
        if !node.any_of.is_empty() {
            self.alternatives(node, &node.any_of, "anyOf", value, path, out);
        }
        if !node.one_of.is_empty() {
            self.alternatives(node, &node.one_of, "oneOf", value, path, out);
        }
    }

    fn check_object(
        &self,
        node: &Node,
        object: &serde_json::Map<String, Value>,
        path: &mut Vec<String>,
        out: &mut Vec<Failure>,
    ) {
        for name in &node.required {
            if !object.contains_key(name) {
                path.push(name.clone());
                out.push(other(node, path, "required property is missing".to_owned()));
                path.pop();
            }
        }
        let size = object.len() as u64;
        if let Some(min) = node.min_properties.filter(|&min| size < min) {
            out.push(other(
                node,
                path,
                format!("object has fewer than minProperties {min} properties"),
            ));
        }
        if let Some(max) = node.max_properties.filter(|&max| size > max) {
            out.push(other(
                node,
                path,
                format!("object has more than maxProperties {max} properties"),
            ));
        }
        for (name, child) in object {
            path.push(name.clone());
            match (node.properties.get(name), &node.additional) {
                (Some(&id), _) => self.check(id, child, path, out),
                (None, Additional::Any) => {}
                (None, Additional::Deny) => {
                    out.push(other(node, path, "property is not allowed".to_owned()))
                }
                (None, Additional::Schema(id)) => self.check(*id, child, path, out),
            }
            path.pop();
        }
    }

    fn check_array(
        &self,
        node: &Node,
        items: &[Value],
        path: &mut Vec<String>,
        out: &mut Vec<Failure>,
    ) {
        let len = items.len() as u64;
        if let Some(min) = node.min_items.filter(|&min| len < min) {
            out.push(other(
                node,
                path,
                format!("array shorter than minItems {min}"),
            ));
        }
        if let Some(max) = node.max_items.filter(|&max| len > max) {
            out.push(other(
                node,
                path,
                format!("array longer than maxItems {max}"),
            ));
        }
        if node.unique_items {
            let duplicate = (0..items.len()).find_map(|j| {
                (0..j)
                    .find(|&i| json_eq(&items[i], &items[j]))
                    .map(|i| (i, j))
            });
            if let Some((i, j)) = duplicate {
                out.push(other(
                    node,
                    path,
                    format!("items {i} and {j} are equal, but uniqueItems is set"),
                ));
            }
        }
        for (index, item) in items.iter().enumerate() {
            let schema = node.prefix_items.get(index).copied().or(node.items);
            if let Some(id) = schema {
                path.push(index.to_string());
                self.check(id, item, path, out);
                path.pop();
            }
        }
    }

    /// `oneOf` (exactly one alternative) or `anyOf` (at least one).
    fn alternatives(
        &self,
        node: &Node,
        branches: &[NodeId],
        keyword: &str,
        value: &Value,
        path: &mut Vec<String>,
        out: &mut Vec<Failure>,
    ) {
        let depth = path.len();
        if branches.iter().all(|&b| self.nodes[b].const_only) {
            let constants = branches
                .iter()
                .filter_map(|&b| self.nodes[b].const_value.as_ref());
            let matched = constants.filter(|c| json_eq(c, value)).count();
            if matched == 1 || (keyword == "anyOf" && matched > 1) {
                return;
            }
        }
        let mut results = Vec::with_capacity(branches.len());
        for &branch in branches {
            let mut failures = Vec::new();
            self.check(branch, value, path, &mut failures);
            results.push(failures);
        }
        let passed: Vec<usize> = (0..results.len())
            .filter(|&i| results[i].is_empty())
            .collect();
        let schema = format!("{}/{keyword}", node.loc);
        if keyword == "oneOf" && passed.len() > 1 {
            let names: Vec<String> = passed.iter().map(|&i| self.name(branches[i])).collect();
            let message = format!(
                "matches {} alternatives of oneOf ({}), exactly one is required",
                passed.len(),
                join(&names)
            );
            out.push(Failure {
                schema,
                ..failure(node, path, Kind::Other, message)
            });
            return;
        }
        if !passed.is_empty() {
            return;
        }
        // An alternative whose own type or tag does not fit was meant for other values; the
        // rest are what the sender was aiming at, and their failures are the useful ones.
        let rejection = |r: &Vec<Failure>| r.iter().position(|f| rejects(f, depth));
        let aimed = results.iter().filter(|r| rejection(r).is_none());
        // Of those, the one with the fewest (then the deepest) failures is the closest miss;
        // `min_by_key` keeps the first on ties, so the choice follows the spec's order.
        let best = aimed.min_by_key(|r| {
            let deepest = r.iter().map(|f| f.path.len()).max().unwrap_or(0);
            (r.len(), std::cmp::Reverse(deepest))
        });
        if let Some(failures) = best {
            out.extend(failures.iter().cloned());
            return;
        }
        // Every alternative rejected the value outright: one failure saying what each wanted,
        // placed at the tag when all of them disagree about the same one (`/type`).
        let firsts: Vec<&Failure> = results
            .iter()
            .filter_map(|r| rejection(r).map(|i| &r[i]))
            .collect();
        let same = |kind| {
            firsts
                .iter()
                .all(|f| f.kind == kind && f.path == firsts[0].path)
        };
        let mut expected: Vec<String> = Vec::new();
        for wanted in firsts.iter().flat_map(|f| &f.expected) {
            if !expected.contains(wanted) {
                expected.push(wanted.clone());
            }
        }
        // Numbers in numeric order (`1 (PONG), 4, 5, …`); the sort is stable for the rest.
        expected.sort_by_key(|e| e.split(' ').next().and_then(|n| n.parse::<i64>().ok()));
        let found = firsts.first().map(|f| f.found.clone()).unwrap_or_default();
        let (kind, at, message) = if same(Kind::Tag) {
            let message = format!("{found} is not one of {}", join(&expected));
            (Kind::Other, firsts[0].path.clone(), message)
        } else if same(Kind::Type) {
            let message = format!("expected {}, found {found}", join(&expected));
            (Kind::Type, path.clone(), message)
        } else {
            let reasons: Vec<String> = branches
                .iter()
                .zip(&firsts)
                .map(|(&b, f)| format!("{}: {}", self.name(b), f.render()))
                .collect();
            let message = format!(
                "matches none of the {} alternatives of {keyword}: {}",
                branches.len(),
                reasons.join("; ")
            );
            (Kind::Other, path.clone(), message)
        };
        out.push(Failure {
            path: at,
            schema,
            found,
            expected,
            ..failure(node, path, kind, message)
        });
    }

    /// A short name for an alternative: its `$ref` target, else its title, else its place.
    fn name(&self, id: NodeId) -> String {
        let node = &self.nodes[id];
        let target = node.reference.map(|r| &self.nodes[r]).unwrap_or(node);
        match (&target.title, target.loc.rsplit('/').next()) {
            (Some(title), _) if node.reference.is_none() => title.clone(),
            (_, Some(last)) => last.to_owned(),
            _ => target.loc.clone(),
        }
    }
}

fn failure(node: &Node, path: &[String], kind: Kind, message: String) -> Failure {
    Failure {
        path: path.to_vec(),
        message,
        schema: node.loc.clone(),
        kind,
        found: String::new(),
        expected: Vec::new(),
    }
}

pub(super) fn other(node: &Node, path: &[String], message: String) -> Failure {
    failure(node, path, Kind::Other, message)
}

/// Does this failure show that an alternative (evaluated at `depth`) is for other values:
/// the value itself has the wrong type or tag, or one of its properties has the wrong tag?
fn rejects(failure: &Failure, depth: usize) -> bool {
    match failure.kind {
        Kind::Type => failure.path.len() == depth,
        Kind::Tag => failure.path.len() <= depth + 1,
        Kind::Other => false,
    }
}

/// `1 (PRIMARY)` for an enum-like `const` branch with a title, else the bare value.
fn label(value: &Value, node: &Node) -> String {
    match &node.title {
        Some(title) => format!("{value} ({title})"),
        None => value.to_string(),
    }
}

/// True at `…/attachments/<index>/id`, the only instance place of the integer exception.
fn is_attachment_id(path: &[String]) -> bool {
    match path {
        [.., array, index, last] => {
            array == "attachments" && last == "id" && index.parse::<usize>().is_ok()
        }
        _ => false,
    }
}
