//! What the fake Discord remembers of each REST request, and how request bodies are decoded:
//! JSON, `multipart/form-data` (serenity's uploads: `files[n]` parts plus `payload_json`) or raw.

use std::time::Instant;

use serde_json::Value;

/// The HTTP methods serenity uses against Discord's REST API.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
}

impl Method {
    pub fn parse(token: &str) -> Option<Method> {
        Some(match token {
            "GET" => Method::Get,
            "POST" => Method::Post,
            "PUT" => Method::Put,
            "PATCH" => Method::Patch,
            "DELETE" => Method::Delete,
            _ => return None,
        })
    }
}

/// One part of a `multipart/form-data` body.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    /// The form field name: `payload_json`, `files[0]`, `file`...
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

impl Part {
    pub fn text(&self) -> Option<&str> {
        std::str::from_utf8(&self.bytes).ok()
    }
}

/// A decoded `multipart/form-data` body.
#[derive(Clone, Debug, PartialEq)]
pub struct Multipart {
    pub parts: Vec<Part>,
    /// The `payload_json` part parsed, when present and valid JSON.
    pub payload_json: Option<Value>,
}

impl Multipart {
    /// The parts that carry a file (they have a filename).
    pub fn files(&self) -> Vec<&Part> {
        self.parts.iter().filter(|p| p.filename.is_some()).collect()
    }

    pub fn part(&self, name: &str) -> Option<&Part> {
        self.parts.iter().find(|p| p.name == name)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    Empty,
    Json(Value),
    Multipart(Multipart),
    /// Anything else, including JSON that failed to parse (the fake answered 400).
    Raw(Vec<u8>),
}

/// One REST request as the fake received it.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: Method,
    /// The path without the query string, e.g. `/api/v10/channels/42/messages`.
    pub path: String,
    /// The raw query string without `?` (serenity writes `?&key=value`), if any.
    pub query: Option<String>,
    pub content_type: Option<String>,
    /// Header names are lower-cased.
    pub headers: Vec<(String, String)>,
    pub body: Body,
    /// When the whole request had arrived, for latency measurements.
    pub at: Instant,
    /// The status the fake answered with; `None` while being answered, or never answered.
    pub status: Option<u16>,
}

impl RecordedRequest {
    pub fn is(&self, method: Method, path: &str) -> bool {
        self.method == method && self.path == path
    }

    /// Answered with a success (2xx): Discord took it.
    pub fn succeeded(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The JSON payload whatever the encoding: the JSON body, or a multipart's `payload_json`.
    pub fn json(&self) -> Option<&Value> {
        match &self.body {
            Body::Json(value) => Some(value),
            Body::Multipart(multipart) => multipart.payload_json.as_ref(),
            _ => None,
        }
    }

    pub fn multipart(&self) -> Option<&Multipart> {
        match &self.body {
            Body::Multipart(multipart) => Some(multipart),
            _ => None,
        }
    }

    /// The uploaded files (multipart parts with a filename); empty for other bodies.
    pub fn files(&self) -> Vec<&Part> {
        self.multipart().map(Multipart::files).unwrap_or_default()
    }

    /// A query parameter's raw value (`wait` in `?&wait=true`).
    pub fn query_param(&self, key: &str) -> Option<&str> {
        let query = self.query.as_deref()?;
        query.split('&').find_map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (k == key).then_some(v)
        })
    }
}

/// Decodes a body by its content type. `Err` means the client sent something malformed, which
/// the fake answers with 400 rather than guessing.
pub fn decode_body(content_type: Option<&str>, bytes: &[u8]) -> Result<Body, String> {
    if bytes.is_empty() {
        return Ok(Body::Empty);
    }
    let Some(content_type) = content_type else {
        return Ok(Body::Raw(bytes.to_vec()));
    };
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    match essence.as_str() {
        "application/json" => serde_json::from_slice(bytes)
            .map(Body::Json)
            .map_err(|e| format!("invalid JSON body: {e}")),
        "multipart/form-data" => {
            let boundary = header_param(content_type, "boundary")
                .ok_or_else(|| "multipart body without a boundary".to_string())?;
            let parts = parse_multipart(bytes, &boundary)?;
            let payload_json = parts
                .iter()
                .find(|p| p.name == "payload_json")
                .and_then(|p| serde_json::from_slice(&p.bytes).ok());
            Ok(Body::Multipart(Multipart {
                parts,
                payload_json,
            }))
        }
        _ => Ok(Body::Raw(bytes.to_vec())),
    }
}

/// Splits a multipart body (RFC 7578) on `--boundary` lines; part contents are kept as bytes
/// because they are files (a PNG may contain CRLF and dashes).
pub fn parse_multipart(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let next_delimiter = format!("\r\n--{boundary}").into_bytes();
    let start = find(body, &delimiter, 0).ok_or("multipart body without its boundary")?;
    let mut at = start + delimiter.len();
    let mut parts = Vec::new();
    loop {
        if body[at..].starts_with(b"--") {
            return Ok(parts); // the closing delimiter
        }
        if !body[at..].starts_with(b"\r\n") {
            return Err("malformed multipart delimiter line".into());
        }
        at += 2;
        let head_end = find(body, b"\r\n\r\n", at).ok_or("multipart part without headers end")?;
        let head =
            std::str::from_utf8(&body[at..head_end]).map_err(|_| "non-UTF-8 part headers")?;
        let content_start = head_end + 4;
        let content_end =
            find(body, &next_delimiter, content_start).ok_or("multipart part not terminated")?;
        parts.push(part_from(head, body[content_start..content_end].to_vec())?);
        at = content_end + next_delimiter.len();
    }
}

fn part_from(head: &str, bytes: Vec<u8>) -> Result<Part, String> {
    let mut name = None;
    let mut filename = None;
    let mut content_type = None;
    for line in head.split("\r\n").filter(|l| !l.is_empty()) {
        let (key, value) = line.split_once(':').ok_or("malformed part header")?;
        match key.trim().to_ascii_lowercase().as_str() {
            "content-disposition" => {
                name = header_param(value, "name");
                filename = header_param(value, "filename");
            }
            "content-type" => content_type = Some(value.trim().to_string()),
            _ => {}
        }
    }
    let name = name.ok_or("multipart part without a name")?;
    Ok(Part {
        name,
        filename,
        content_type,
        bytes,
    })
}

/// A `key=value` or `key="quoted value"` parameter of a header value such as
/// `form-data; name="files[0]"; filename="chart.png"`. Quotes are honoured so a `;` inside a
/// filename does not split it.
pub fn header_param(value: &str, key: &str) -> Option<String> {
    let mut rest = value;
    while let Some(semicolon) = next_unquoted(rest, ';') {
        rest = &rest[semicolon + 1..];
        let param = &rest[..next_unquoted(rest, ';').unwrap_or(rest.len())];
        let Some((k, v)) = param.split_once('=') else {
            continue;
        };
        if k.trim().eq_ignore_ascii_case(key) {
            let v = v.trim();
            let unquoted = v
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .map(|v| v.replace("\\\"", "\"").replace("\\\\", "\\"));
            return Some(unquoted.unwrap_or_else(|| v.to_string()));
        }
    }
    None
}

fn next_unquoted(text: &str, wanted: char) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            c if c == wanted && !quoted => return Some(i),
            _ => {}
        }
    }
    None
}

pub fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > haystack.len() || needle.is_empty() {
        return None;
    }
    haystack[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}
