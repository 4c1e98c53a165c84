//! Checks the request bodies the bot sends to Discord against Discord's own OpenAPI 3.1
//! description, read from the repository's copy in `tests/data/discord-api-spec/openapi.json`
//! (with Discord's MIT licence and the upstream version beside it).
//!
//! [`Spec::load`] compiles every operation's request body once; [`Spec::validate_request`]
//! then routes a concrete path such as `/api/v10/channels/123/messages` to its template,
//! checks the path parameters and evaluates the JSON body with strict JSON Schema 2020-12
//! semantics (see `schema.rs` for the keywords, `validate.rs` for the evaluation).
//!
//! Multipart requests: the caller passes the parsed `payload_json` part. The spec has no
//! `payload_json` field; its `multipart/form-data` schema for these operations is the
//! `application/json` body schema itself or `allOf` of it and optional binary `files[n]`
//! parts (a test pins that shape), so the JSON body schema is the one `payload_json` meets.

#[cfg(test)]
mod engine_test;
pub mod payloads;
mod scalars;
mod schema;
#[cfg(test)]
mod self_test;
mod validate;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use schema::{escape, Compiler, Node, NodeId};
use validate::Validator;

/// The spec as compiled once: schema nodes plus one route per path template.
pub struct Spec {
    nodes: Vec<Node>,
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
    path_params: HashMap<String, NodeId>,
    body: Option<NodeId>,
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
        let paths = document
            .get("paths")
            .and_then(Value::as_object)
            .ok_or("no `paths` object")?;
        let mut compiler = Compiler::new(document);
        // Every component schema is compiled, used or not, so that a keyword this validator
        // does not implement fails the load instead of waiting for the payload that needs it.
        if let Some(schemas) = document
            .pointer("/components/schemas")
            .and_then(Value::as_object)
        {
            for name in schemas.keys() {
                compiler.compile_ref(
                    &format!("#/components/schemas/{}", escape(name)),
                    "#/components/schemas",
                )?;
            }
        }
        let mut routes = Vec::with_capacity(paths.len());
        for (template, item) in paths {
            routes.push(route(&mut compiler, template, item)?);
        }
        Ok(Spec {
            nodes: compiler.nodes,
            routes,
        })
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
        let validator = Validator { nodes: &self.nodes };
        let mut failures = Vec::new();
        let mut errors = Vec::new();
        for (segment, part) in route.segments.iter().zip(&parts) {
            let Segment::Param(name) = segment else {
                continue;
            };
            let Some(&id) = operation.path_params.get(name) else {
                errors.push(format!(
                    "{request}: path parameter {{{name}}} is not declared in the spec"
                ));
                continue;
            };
            let mut param_failures = Vec::new();
            validator.check(
                id,
                &Value::String((*part).to_owned()),
                &mut Vec::new(),
                &mut param_failures,
            );
            errors.extend(
                param_failures
                    .iter()
                    .map(|f| f.render_at(&format!("path parameter {{{name}}}"))),
            );
        }
        match (operation.body, body) {
            (None, Value::Null) => {}
            (None, _) => errors.push(format!(
                "{request}: the operation {} takes no request body",
                route.template
            )),
            (Some(id), body) => validator.check(id, body, &mut Vec::new(), &mut failures),
        }
        errors.extend(failures.iter().map(validate::Failure::render));
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

fn route(compiler: &mut Compiler, template: &str, item: &Value) -> Result<Route, String> {
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
        compiler,
        item.get("parameters"),
        &format!("{base}/parameters"),
    )?;
    let mut operations = HashMap::new();
    for (method, operation) in item.iter().filter(|(m, _)| METHODS.contains(&m.as_str())) {
        let loc = format!("{base}/{method}");
        let mut params = shared.clone();
        // Operation-level parameters override path-level ones of the same name.
        params.extend(path_params(
            compiler,
            operation.get("parameters"),
            &format!("{loc}/parameters"),
        )?);
        let body = match operation.get("requestBody") {
            Some(body) => Some(request_body(compiler, body, &format!("{loc}/requestBody"))?),
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
    compiler: &mut Compiler,
    list: Option<&Value>,
    loc: &str,
) -> Result<HashMap<String, NodeId>, String> {
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
        let schema = param
            .get("schema")
            .ok_or_else(|| format!("{at}: no schema"))?;
        params.insert(
            name.to_owned(),
            compiler.compile(schema, &format!("{at}/schema"))?,
        );
    }
    Ok(params)
}

/// The JSON body schema; `multipart/form-data` only when the operation has no JSON form
/// (see the module header for why `payload_json` meets the JSON schema).
fn request_body(compiler: &mut Compiler, body: &Value, loc: &str) -> Result<NodeId, String> {
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
        if let Some(schema) = content.get(media).and_then(|m| m.get("schema")) {
            return compiler.compile(schema, &format!("{loc}/content/{}/schema", escape(media)));
        }
    }
    Err(format!("{loc}: no JSON, multipart or form schema"))
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
