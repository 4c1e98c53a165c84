//! Checks the request bodies the bot sends to Discord against Discord's own OpenAPI 3.1
//! description, read from the repository's copy in `tests/data/discord-api-spec/openapi.json`
//! (with Discord's MIT licence and the upstream version beside it).
//!
//! The JSON Schema 2020-12 evaluation is the `jsonschema` crate's. What is OpenAPI's or
//! Discord's is the glue here: [`Spec::load`] registers the description (as `dialect.rs`
//! reads it) as one offline resource and builds a validator per operation for its request
//! body and path parameters, each a `$ref` into that resource, so `$ref`s between components
//! resolve inside the one document; [`Spec::validate_request`] routes a concrete path such as
//! `/api/v10/channels/123/messages` to its template and checks the parameters and the body.
//!
//! Multipart requests: the caller passes the parsed `payload_json` part. The spec has no
//! `payload_json` field; its `multipart/form-data` schema for these operations is the
//! `application/json` body schema itself or `allOf` of it and optional binary `files[n]`
//! parts (a test pins that shape), so the JSON body schema is the one `payload_json` meets.

mod dialect;
pub mod payloads;
#[cfg(test)]
mod self_test;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use jsonschema::{Draft, Registry, Validator};
use serde_json::{json, Value};

/// The name the description is registered under: only a name, never fetched (the
/// validators are built offline, so a `$ref` outside the document fails the load).
const SPEC_URI: &str = "urn:discord:openapi";

/// The spec as compiled once: one route per path template.
pub struct Spec {
    routes: Vec<Route>,
}

struct Route {
    template: String,
    segments: Vec<Segment>,
    /// Keyed by upper-case HTTP method.
    operations: HashMap<String, Operation>,
}

enum Segment {
    Literal(String),
    Param(String),
}

struct Operation {
    path_params: HashMap<String, Validator>,
    body: Option<Validator>,
}

const METHODS: &[&str] = &[
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// Where the repository keeps its copy of Discord's spec.
pub fn spec_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/discord-api-spec/openapi.json")
}

impl Spec {
    /// Loads and compiles the shared spec; the error names the path and what is wrong.
    pub fn load() -> Result<Spec, String> {
        Spec::load_from(&spec_path())
    }

    /// As [`Spec::load`], from another file (tests use it for the missing-file message).
    pub fn load_from(path: &Path) -> Result<Spec, String> {
        let shown = path.display();
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("Discord OpenAPI spec not readable at {shown}: {e}"))?;
        let document: Value = serde_json::from_str(&text)
            .map_err(|e| format!("Discord OpenAPI spec at {shown} is not valid JSON: {e}"))?;
        Spec::compile(&document).map_err(|e| format!("Discord OpenAPI spec at {shown}: {e}"))
    }

    fn compile(document: &Value) -> Result<Spec, String> {
        let version = document
            .get("openapi")
            .and_then(Value::as_str)
            .unwrap_or("(none)");
        if !version.starts_with("3.1.") {
            return Err(format!(
                "expected an OpenAPI 3.1 document, found version {version}"
            ));
        }
        let mut document = document.clone();
        dialect::apply(&mut document);
        let paths = document
            .get("paths")
            .and_then(Value::as_object)
            .ok_or("no `paths` object")?;
        let registry = Registry::new()
            .add(
                SPEC_URI,
                Draft::Draft202012.create_resource(document.clone()),
            )
            .and_then(|builder| builder.prepare())
            .map_err(|e| format!("the description does not register as a schema: {e}"))?;
        let schemas = Schemas {
            registry: &registry,
        };
        let mut routes = Vec::with_capacity(paths.len());
        for (template, item) in paths {
            routes.push(route(&schemas, template, item)?);
        }
        Ok(Spec { routes })
    }

    /// Validates one request as sent: `path` with or without the `/api/v10` prefix (a query
    /// string is ignored), `body` the JSON body or the parsed `payload_json` part, `Null`
    /// for none. Each error reads `<JSON pointer>: <what> (<schema location>)`.
    pub fn validate_request(
        &self,
        method: &str,
        path: &str,
        body: &Value,
    ) -> Result<(), Vec<String>> {
        let request = format!("{} {path}", method.to_uppercase());
        let relative = relative_path(path).map_err(|e| vec![format!("{request}: {e}")])?;
        let parts: Vec<&str> = relative.split('/').skip(1).collect();
        let route = self
            .routes
            .iter()
            .filter(|r| matches(r, &parts))
            // Literal segments beat templated ones (`/messages/@original` over
            // `/messages/{message_id}`), as OpenAPI's path matching prescribes.
            .max_by_key(|r| {
                r.segments
                    .iter()
                    .map(|s| matches!(s, Segment::Literal(_)))
                    .collect::<Vec<_>>()
            })
            .ok_or_else(|| {
                vec![format!(
                    "{request}: no path template in the Discord OpenAPI spec matches"
                )]
            })?;
        let operation = route
            .operations
            .get(&method.to_uppercase())
            .ok_or_else(|| {
                let mut known: Vec<&str> = route.operations.keys().map(String::as_str).collect();
                known.sort_unstable();
                vec![format!(
                    "{request}: the spec has no such operation on {} (it has {})",
                    route.template,
                    known.join(", ")
                )]
            })?;
        let mut errors = Vec::new();
        for (segment, part) in route.segments.iter().zip(&parts) {
            let Segment::Param(name) = segment else {
                continue;
            };
            let Some(validator) = operation.path_params.get(name) else {
                errors.push(format!(
                    "{request}: path parameter {{{name}}} is not declared in the spec"
                ));
                continue;
            };
            let value = Value::String((*part).to_owned());
            errors.extend(validator.iter_errors(&value).map(|error| {
                format!(
                    "path parameter {{{name}}}: {error} ({})",
                    error.schema_path()
                )
            }));
        }
        match (&operation.body, body) {
            (None, Value::Null) => {}
            (None, _) => errors.push(format!(
                "{request}: the operation {} takes no request body",
                route.template
            )),
            (Some(validator), body) => {
                for error in validator.iter_errors(body) {
                    dialect::render(&error, &mut errors);
                }
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

/// Strips an optional query string and the `/api/v10` prefix; other API versions are errors
/// because the spec describes v10 only.
fn relative_path(path: &str) -> Result<&str, String> {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let relative = match path.strip_prefix("/api/v10") {
        Some(rest) => rest,
        None if path.starts_with("/api/") => {
            return Err("the spec describes /api/v10 only".to_owned())
        }
        None => path,
    };
    if relative.starts_with('/') {
        Ok(relative)
    } else {
        Err("a request path starts with `/`".to_owned())
    }
}

fn matches(route: &Route, parts: &[&str]) -> bool {
    route.segments.len() == parts.len()
        && route
            .segments
            .iter()
            .zip(parts)
            .all(|(segment, part)| match segment {
                Segment::Literal(literal) => literal == part,
                Segment::Param(_) => !part.is_empty(),
            })
}

fn route(schemas: &Schemas, template: &str, item: &Value) -> Result<Route, String> {
    let base = format!("#/paths/{}", escape(template));
    let item = item
        .as_object()
        .ok_or_else(|| format!("{base}: a path item must be an object"))?;
    let mut segments = Vec::new();
    for part in template.split('/').skip(1) {
        segments.push(
            match part.strip_prefix('{').and_then(|p| p.strip_suffix('}')) {
                Some(name) if !name.contains(['{', '}']) => Segment::Param(name.to_owned()),
                _ if part.contains(['{', '}']) => {
                    return Err(format!("{base}: partial path templates are not supported"))
                }
                _ => Segment::Literal(part.to_owned()),
            },
        );
    }
    let shared = path_params(
        schemas,
        item.get("parameters"),
        &format!("{base}/parameters"),
    )?;
    let mut operations = HashMap::new();
    for (method, operation) in item.iter().filter(|(m, _)| METHODS.contains(&m.as_str())) {
        let loc = format!("{base}/{method}");
        let mut params = shared.clone();
        // Operation-level parameters override path-level ones of the same name.
        params.extend(path_params(
            schemas,
            operation.get("parameters"),
            &format!("{loc}/parameters"),
        )?);
        let body = match operation.get("requestBody") {
            Some(body) => Some(request_body(schemas, body, &format!("{loc}/requestBody"))?),
            None => None,
        };
        operations.insert(
            method.to_uppercase(),
            Operation {
                path_params: params,
                body,
            },
        );
    }
    Ok(Route {
        template: template.to_owned(),
        segments,
        operations,
    })
}

fn path_params(
    schemas: &Schemas,
    list: Option<&Value>,
    loc: &str,
) -> Result<HashMap<String, Validator>, String> {
    let mut params = HashMap::new();
    let Some(list) = list else { return Ok(params) };
    let list = list
        .as_array()
        .ok_or_else(|| format!("{loc}: must be an array"))?;
    for (index, param) in list.iter().enumerate() {
        let at = format!("{loc}/{index}");
        if param.get("$ref").is_some() {
            return Err(format!("{at}: parameter `$ref`s are not supported"));
        }
        if param.get("in").and_then(Value::as_str) != Some("path") {
            continue;
        }
        let name = param
            .get("name")
            .and_then(Value::as_str)
            .ok_or_else(|| format!("{at}: no name"))?;
        if param.get("schema").is_none() {
            return Err(format!("{at}: no schema"));
        }
        params.insert(name.to_owned(), schemas.validator(&format!("{at}/schema"))?);
    }
    Ok(params)
}

/// The JSON body schema; `multipart/form-data` only when the operation has no JSON form
/// (see the module header for why `payload_json` meets the JSON schema).
fn request_body(schemas: &Schemas, body: &Value, loc: &str) -> Result<Validator, String> {
    if body.get("$ref").is_some() {
        return Err(format!("{loc}: request body `$ref`s are not supported"));
    }
    let content = body
        .get("content")
        .and_then(Value::as_object)
        .ok_or_else(|| format!("{loc}: no content"))?;
    for media in [
        "application/json",
        "multipart/form-data",
        "application/x-www-form-urlencoded",
    ] {
        if content.get(media).and_then(|m| m.get("schema")).is_some() {
            return schemas.validator(&format!("{loc}/content/{}/schema", escape(media)));
        }
    }
    Err(format!("{loc}: no JSON, multipart or form schema"))
}

/// Builds validators for schemas of the registered description.
struct Schemas<'r> {
    registry: &'r Registry<'static>,
}

impl Schemas<'_> {
    /// A validator for the schema at `loc` (a JSON pointer into the description, starting
    /// with `#`), with formats asserted as the description means them.
    fn validator(&self, loc: &str) -> Result<Validator, String> {
        jsonschema::draft202012::options()
            .with_registry(self.registry)
            .offline()
            .should_validate_formats(true)
            .build(&json!({ "$ref": format!("{SPEC_URI}{}", uri_fragment(loc)) }))
            .map_err(|e| format!("{loc}: {e}"))
    }
}

/// A JSON pointer as a URI fragment: what a fragment may not hold (the `{` `}` of path
/// templates) percent-encoded (RFC 6901 §6).
fn uri_fragment(pointer: &str) -> String {
    pointer
        .bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => (b as char).to_string(),
            b'#' | b'/' | b'~' | b'-' | b'.' | b'_' | b'@' | b':' | b'!' | b'$' | b'&' => {
                (b as char).to_string()
            }
            b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'=' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Escapes one JSON pointer segment (RFC 6901).
fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// The spec, loaded once for the whole test binary. Panics with the reason (naming the
/// path) when `tests/data/discord-api-spec/openapi.json` is absent: a check that cannot run
/// must not pass.
pub fn shared() -> &'static Spec {
    static SPEC: std::sync::OnceLock<Result<Spec, String>> = std::sync::OnceLock::new();
    match SPEC.get_or_init(Spec::load) {
        Ok(spec) => spec,
        Err(e) => panic!("{e}"),
    }
}
