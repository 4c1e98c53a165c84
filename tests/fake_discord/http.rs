//! The fake's HTTP/1.1 server, served by hyper (keep-alive, `Content-Length` and chunked
//! request bodies, `Expect: 100-continue`; a malformed request is answered 400 by hyper and
//! its connection closed, never harming the server). Each request, its body read whole, is
//! handed to the fake's handler, which answers at once under the fake's lock; a handler may
//! also never answer (a test's hanging request): the connection then stays silent until the
//! client gives up.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinSet;

/// The largest request body read; a broken client cannot make the fake buffer without end.
const MAX_BODY: usize = 64 * 1024 * 1024;

pub struct RawRequest {
    pub method: String,
    /// The request target as sent: usually origin-form, `/api/v10/...?query`.
    pub target: String,
    /// Names lower-cased.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// When the whole request (its body too) had arrived.
    pub arrived: Instant,
}

impl RawRequest {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

pub struct Response {
    pub status: u16,
    /// Sent as `Content-Type` unless empty.
    pub content_type: String,
    pub body: Vec<u8>,
    /// Headers beyond Content-Type (rate-limit headers, `Location`).
    pub headers: Vec<(String, String)>,
}

impl Response {
    pub fn json(status: u16, value: &serde_json::Value) -> Response {
        Response {
            status,
            content_type: "application/json".into(),
            body: value.to_string().into_bytes(),
            headers: Vec::new(),
        }
    }

    pub fn no_content() -> Response {
        Response {
            status: 204,
            content_type: String::new(),
            body: Vec::new(),
            headers: Vec::new(),
        }
    }

    pub fn with_headers(mut self, headers: Vec<(String, String)>) -> Response {
        self.headers.extend(headers);
        self
    }
}

/// Answers a request; `None` never answers it.
pub type Handler = Arc<dyn Fn(RawRequest) -> Option<Response> + Send + Sync>;

/// The next connection on `listener`. A failed accept (out of file descriptors, say) is
/// tried again after a pause: no signal says when a descriptor is freed, and trying again at
/// once would spin.
pub async fn next_connection(listener: &TcpListener) -> TcpStream {
    loop {
        if let Ok((stream, _)) = listener.accept().await {
            return stream;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Accepts connections until the task running it is aborted; dropping the `JoinSet` then
/// aborts every connection task too.
pub async fn serve(listener: TcpListener, handler: Handler) {
    let mut connections = JoinSet::new();
    loop {
        let stream = next_connection(&listener).await;
        while connections.try_join_next().is_some() {}
        let handler = Arc::clone(&handler);
        let service = service_fn(move |request| respond(Arc::clone(&handler), request));
        connections.spawn(async move {
            // A client that goes away or sends garbage ends only its own connection.
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

/// Reads the request's body, asks the handler, and turns its answer into hyper's.
async fn respond(
    handler: Handler,
    request: hyper::Request<Incoming>,
) -> Result<hyper::Response<Body>, Infallible> {
    let (head, body) = request.into_parts();
    let body = match axum::body::to_bytes(Body::new(body), MAX_BODY).await {
        Ok(body) => body.to_vec(),
        Err(why) => {
            let body =
                serde_json::json!({ "message": format!("400: Bad Request ({why})"), "code": 0 });
            return Ok(into_hyper(Response::json(400, &body)));
        }
    };
    let raw = RawRequest {
        method: head.method.as_str().to_string(),
        target: head.uri.to_string(),
        headers: (head.headers.iter())
            .map(|(name, value)| {
                let value = String::from_utf8_lossy(value.as_bytes()).into_owned();
                (name.as_str().to_string(), value)
            })
            .collect(),
        body,
        arrived: Instant::now(),
    };
    match handler(raw) {
        Some(response) => Ok(into_hyper(response)),
        // Never answer: the connection stays open and silent.
        None => std::future::pending().await,
    }
}

fn into_hyper(response: Response) -> hyper::Response<Body> {
    let mut builder = hyper::Response::builder().status(response.status);
    if !response.content_type.is_empty() {
        builder = builder.header("content-type", response.content_type);
    }
    for (name, value) in response.headers {
        builder = builder.header(name, value);
    }
    builder
        .body(Body::from(response.body))
        .expect("the fake's answers are valid HTTP")
}
