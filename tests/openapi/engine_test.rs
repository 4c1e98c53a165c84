//! Tests of the JSON Schema evaluation on a small made-up OpenAPI document, for the keywords
//! and corner cases that Discord's own request bodies do not exercise (`oneOf` matching
//! twice, closed objects, `prefixItems`, exclusive bounds, recursion, unknown keywords).

use serde_json::{json, Value};

use super::Spec;

fn document(thing: Value) -> Value {
    json!({
        "openapi": "3.1.0",
        "paths": {
            "/things/{id}": {
                "parameters": [
                    {"name": "id", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/Id"}}
                ],
                "post": {"requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}}
            }
        },
        "components": {"schemas": {"Id": {"type": "string", "pattern": "^[0-9]+$"}, "Thing": thing}}
    })
}

fn thing() -> Value {
    json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["kind"],
        "properties": {
            "kind": {"enum": ["a", "b"]},
            "either": {"oneOf": [{"type": "integer", "minimum": 0}, {"type": "number", "maximum": 10}]},
            "any": {"anyOf": [{"type": "string"}, {"type": "string", "minLength": 3}]},
            "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}], "items": false},
            "ratio": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1},
            "tags": {"type": "object", "additionalProperties": {"type": "boolean"}, "minProperties": 1},
            "set": {"type": "array", "uniqueItems": true},
            "big": {"type": "integer", "format": "int64"},
            "child": {"$ref": "#/components/schemas/Thing"}
        }
    })
}

fn check(body: Value) -> Result<(), Vec<String>> {
    let spec = Spec::compile(&document(thing())).unwrap_or_else(|e| panic!("{e}"));
    spec.validate_request("POST", "/things/1", &body)
}

fn only_error(body: Value) -> String {
    match check(body.clone()) {
        Ok(()) => panic!("{body} should fail"),
        Err(errors) if errors.len() == 1 => errors[0].clone(),
        Err(errors) => panic!("{body}: expected one error, got {errors:#?}"),
    }
}

#[test]
fn one_of_requires_exactly_one_alternative() {
    assert_eq!(check(json!({"kind": "a", "either": 20})), Ok(()));
    assert_eq!(check(json!({"kind": "a", "either": 5.5})), Ok(()));
    assert_eq!(check(json!({"kind": "a", "either": -1.5})), Ok(()));
    let twice = only_error(json!({"kind": "a", "either": 5}));
    assert!(
        twice.starts_with("/either: matches 2 alternatives of oneOf"),
        "{twice}"
    );
    // 1.0 is an integer to JSON Schema, so it also matches both.
    assert!(only_error(json!({"kind": "a", "either": 1.0})).contains("matches 2 alternatives"));
    assert_eq!(
        only_error(json!({"kind": "a", "either": 11.5})),
        "/either: 11.5 is greater than maximum 10 (#/components/schemas/Thing/properties/either/oneOf/1)"
    );
}

#[test]
fn any_of_takes_one_or_more() {
    assert_eq!(check(json!({"kind": "a", "any": "abcd"})), Ok(()));
    assert_eq!(check(json!({"kind": "a", "any": "ab"})), Ok(()));
    let error = only_error(json!({"kind": "a", "any": 3}));
    assert!(
        error.starts_with("/any: expected string, found integer 3"),
        "{error}"
    );
}

#[test]
fn closed_objects_reject_unknown_properties() {
    assert_eq!(
        only_error(json!({"kind": "a", "zzz": 1})),
        "/zzz: property is not allowed (#/components/schemas/Thing)"
    );
    assert_eq!(
        only_error(json!({"kind": "a", "tags": {"x": 1}})),
        "/tags/x: expected boolean, found integer 1 (#/components/schemas/Thing/properties/tags/additionalProperties)"
    );
    assert!(only_error(json!({"kind": "a", "tags": {}})).contains("fewer than minProperties 1"));
}

#[test]
fn prefix_items_and_items_false() {
    assert_eq!(check(json!({"kind": "a", "pair": ["x", 1]})), Ok(()));
    assert!(only_error(json!({"kind": "a", "pair": ["x", 1, 2]}))
        .starts_with("/pair/2: no value is allowed here"));
    assert!(only_error(json!({"kind": "a", "pair": ["x", "y"]}))
        .starts_with("/pair/1: expected integer"));
}

#[test]
fn exclusive_bounds_unique_items_and_int64() {
    assert_eq!(check(json!({"kind": "a", "ratio": 0.5})), Ok(()));
    assert!(only_error(json!({"kind": "a", "ratio": 0}))
        .contains("not greater than exclusiveMinimum 0"));
    assert!(
        only_error(json!({"kind": "a", "ratio": 1})).contains("not less than exclusiveMaximum 1")
    );
    // Equal as JSON Schema sees it: same number, keys in another order.
    let set = json!([1, 1.0]);
    assert!(only_error(json!({"kind": "a", "set": set})).contains("items 0 and 1 are equal"));
    let set = json!([{"a": 1, "b": 2}, {"b": 2, "a": 1}]);
    assert!(only_error(json!({"kind": "a", "set": set})).contains("items 0 and 1 are equal"));
    assert_eq!(check(json!({"kind": "a", "big": i64::MAX})), Ok(()));
    let error = only_error(json!({"kind": "a", "big": 9_223_372_036_854_775_808_u64}));
    assert!(error.contains("out of range for format int64"), "{error}");
}

#[test]
fn recursive_references_and_enums() {
    let body = json!({"kind": "a", "child": {"kind": "b", "child": {"kind": "c"}}});
    assert_eq!(
        only_error(body),
        "/child/child/kind: string \"c\" is not one of \"a\" or \"b\" (#/components/schemas/Thing/properties/kind)"
    );
    assert_eq!(
        only_error(json!({})),
        "/kind: required property is missing (#/components/schemas/Thing)"
    );
}

#[test]
fn the_attachment_exception_needs_the_attachment_schema() {
    // An integer at `…/attachments/0/id` outside `MessageAttachmentRequest` stays an error.
    let mut thing = thing();
    thing["properties"]["attachments"] = json!({"type": "array", "items": {
        "type": "object", "properties": {"id": {"$ref": "#/components/schemas/Id"}}}});
    let spec = Spec::compile(&document(thing)).unwrap_or_else(|e| panic!("{e}"));
    let body = json!({"kind": "a", "attachments": [{"id": 0}]});
    let errors = spec.validate_request("POST", "/things/1", &body).err();
    assert!(errors.is_some_and(|e| e[0].starts_with("/attachments/0/id: expected string")));
}

#[test]
fn unsupported_keywords_fail_the_load() {
    let mut thing = thing();
    thing["properties"]["kind"]["not"] = json!({"const": "c"});
    let error = Spec::compile(&document(thing))
        .err()
        .expect("`not` is refused");
    assert!(error.starts_with(
        "#/components/schemas/Thing/properties/kind/not: unsupported JSON Schema keyword"
    ));
    let mut old = document(json!({}));
    old["openapi"] = json!("3.0.3");
    assert!(Spec::compile(&old)
        .err()
        .is_some_and(|e| e.contains("OpenAPI 3.1")));
}
