//! What Discord's OpenAPI description means beyond JSON Schema 2020-12, written into the
//! document before the `jsonschema` crate reads it, and how a refusal is told.
//!
//! - OpenAPI's `int32`/`int64` formats on integers are ranges; JSON Schema's format
//!   vocabulary knows only string formats, so each becomes the equivalent bounds.
//! - serenity numbers new attachments `"id": 0, 1, …` where the description says snowflake
//!   string; Discord accepts both, so `MessageAttachmentRequest.id` takes either.

use jsonschema::error::ValidationErrorKind;
use jsonschema::ValidationError;
use serde_json::{json, Value};

/// The schema whose `id` takes a non-negative integer besides a snowflake string.
const ATTACHMENT_SCHEMA: &str = "/components/schemas/MessageAttachmentRequest";

/// Rewrites the description in place (see the module header).
pub fn apply(document: &mut Value) {
    integer_formats(document);
    if let Some(id) = document.pointer_mut(&format!("{ATTACHMENT_SCHEMA}/properties/id")) {
        *id = json!({"anyOf": [id.take(), {"type": "integer", "minimum": 0}]});
    }
}

/// The range an OpenAPI integer format names.
fn format_bounds(format: &str) -> Option<(i64, i64)> {
    match format {
        "int32" => Some((i32::MIN.into(), i32::MAX.into())),
        "int64" => Some((i64::MIN, i64::MAX)),
        _ => None,
    }
}

/// Every schema object with an integer format gains its bounds as one more `allOf`
/// entry, so that bounds the schema states itself still apply.
fn integer_formats(value: &mut Value) {
    match value {
        Value::Object(object) => {
            let bounds = object
                .get("format")
                .and_then(Value::as_str)
                .and_then(format_bounds);
            if let Some((min, max)) = bounds {
                let range = json!({"minimum": min, "maximum": max});
                match object.get_mut("allOf").and_then(Value::as_array_mut) {
                    Some(all_of) => all_of.push(range),
                    None => {
                        object.insert("allOf".to_owned(), json!([range]));
                    }
                }
            }
            object.values_mut().for_each(integer_formats);
        }
        Value::Array(items) => items.iter_mut().for_each(integer_formats),
        _ => {}
    }
}

/// `<JSON pointer>: <what> (<schema path>)`, the document itself being `(root)`. A value
/// that fails every alternative of an `anyOf`/`oneOf` is told by the alternative it was
/// evidently meant for: the one whose type and tag (a `const`/`enum` property) it matches,
/// and which fails somewhere inside it (a bad button style reads as
/// `…/components/1/style: …`, not as a row that matches nothing).
pub fn render(error: &ValidationError<'_>, out: &mut Vec<String>) {
    if let Some(alternative) = meant_alternative(error) {
        alternative.iter().for_each(|inner| render(inner, out));
        return;
    }
    let pointer = error.instance_path().as_str();
    let pointer = if pointer.is_empty() {
        "(root)"
    } else {
        pointer
    };
    out.push(format!("{pointer}: {error} ({})", error.schema_path()));
}

/// The failures of the alternative a value was meant for; `None` when no alternative
/// matches its type and tag and fails only inside it.
fn meant_alternative<'e>(error: &'e ValidationError<'_>) -> Option<&'e [ValidationError<'static>]> {
    let (ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context }) =
        error.kind()
    else {
        return None;
    };
    let here = depth(error);
    let meant = |failures: &&Vec<ValidationError<'static>>| {
        failures.iter().any(|f| depth(f) > here)
            && !failures.iter().any(|f| match f.kind() {
                ValidationErrorKind::Type { .. } => depth(f) == here,
                ValidationErrorKind::Constant { .. } | ValidationErrorKind::Enum { .. } => {
                    depth(f) <= here + 1
                }
                _ => false,
            })
    };
    // Among several, the one with the fewest failures, then the first written.
    context
        .iter()
        .filter(meant)
        .min_by_key(|failures| failures.len())
        .map(Vec::as_slice)
}

fn depth(error: &ValidationError<'_>) -> usize {
    error.instance_path().as_str().matches('/').count()
}
