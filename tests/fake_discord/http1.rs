//! A small HTTP/1.1 server over a tokio `TcpListener`, just enough for reqwest (serenity's
//! client): keep-alive, `Content-Length` and chunked request bodies, `Expect: 100-continue`.
//! A malformed request is answered 400 and the connection closed; it never panics the server.
//! A handler may also never answer (a test's hanging request): the connection then stays
//! open and silent until the client gives up and closes it.

use std::sync::Arc;
use std::time::Instant;

use tokio::io::{
    AsyncBufRead, AsyncBufReadExt, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader,
};
use tokio::net::TcpListener;
use tokio::task::JoinSet;

/// Caps that keep a broken client from making the fake buffer without end.
const MAX_LINE: u64 = 16 * 1024;
const MAX_HEADERS: usize = 100;
const MAX_BODY: usize = 64 * 1024 * 1024;

pub struct RawRequest {
    pub method: String,
    /// The request target as sent: usually origin-form, `/api/v10/...?query`.
    pub target: String,
    /// Names lower-cased.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
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
    pub content_type: String,
    pub body: Vec<u8>,
    /// Headers beyond Content-Type, Content-Length and Connection (rate-limit headers).
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

/// Accepts connections until the task running it is aborted; dropping the `JoinSet` then
/// aborts every connection task too.
pub async fn serve(listener: TcpListener, handler: Handler) {
    let mut connections = JoinSet::new();
    loop {
        while connections.try_join_next().is_some() {}
        let Ok((stream, _)) = listener.accept().await else {
            // Out of file descriptors, say: back off instead of spinning.
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            continue;
        };
        let handler = Arc::clone(&handler);
        connections.spawn(async move {
            let (read, write) = stream.into_split();
            serve_connection(BufReader::new(read), write, handler).await;
        });
    }
}

async fn serve_connection<R, W>(mut reader: R, mut writer: W, handler: Handler)
where
    R: AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    loop {
        let request = match read_request(&mut reader, &mut writer).await {
            Ok(Some(request)) => request,
            Ok(None) => return, // the client closed an idle keep-alive connection
            Err(why) => {
                let body = serde_json::json!({ "message": format!("400: Bad Request ({why})"), "code": 0 });
                let _ = write_response(&mut writer, &Response::json(400, &body), false).await;
                return;
            }
        };
        let keep_alive = !request
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let Some(response) = handler(request) else {
            // Never answer: hold the connection until the client closes it.
            let mut rest = Vec::new();
            let _ = reader.read_to_end(&mut rest).await;
            return;
        };
        if write_response(&mut writer, &response, keep_alive)
            .await
            .is_err()
            || !keep_alive
        {
            return;
        }
    }
}

/// Reads one request. `Ok(None)` is a clean end of stream before a new request began.
pub async fn read_request<R, W>(
    reader: &mut R,
    writer: &mut W,
) -> Result<Option<RawRequest>, String>
where
    R: AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let Some(request_line) = read_line(reader).await? else {
        return Ok(None);
    };
    let mut words = request_line.split(' ');
    let (Some(method), Some(target), Some(version)) = (words.next(), words.next(), words.next())
    else {
        return Err(format!("malformed request line {request_line:?}"));
    };
    if !version.starts_with("HTTP/1.") {
        return Err(format!("unsupported protocol {version:?}"));
    }
    let mut headers = Vec::new();
    loop {
        let line = read_line(reader)
            .await?
            .ok_or("connection closed inside the headers")?;
        if line.is_empty() {
            break;
        }
        let (name, value) = line
            .split_once(':')
            .ok_or_else(|| format!("malformed header {line:?}"))?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
        if headers.len() > MAX_HEADERS {
            return Err("too many headers".into());
        }
    }
    let mut request = RawRequest {
        method: method.to_string(),
        target: target.to_string(),
        headers,
        body: Vec::new(),
        arrived: Instant::now(),
    };
    if request
        .header("expect")
        .is_some_and(|v| v.eq_ignore_ascii_case("100-continue"))
    {
        let _ = writer.write_all(b"HTTP/1.1 100 Continue\r\n\r\n").await;
    }
    let chunked = request
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
    request.body = if chunked {
        read_chunked(reader).await?
    } else {
        let length = match request.header("content-length") {
            Some(v) => v
                .parse::<usize>()
                .map_err(|_| format!("bad Content-Length {v:?}"))?,
            None => 0,
        };
        if length > MAX_BODY {
            return Err("body too large".into());
        }
        let mut body = vec![0; length];
        reader
            .read_exact(&mut body)
            .await
            .map_err(|e| format!("short body: {e}"))?;
        body
    };
    request.arrived = Instant::now();
    Ok(Some(request))
}

async fn read_chunked<R: AsyncBufRead + Unpin>(reader: &mut R) -> Result<Vec<u8>, String> {
    let mut body = Vec::new();
    loop {
        let line = read_line(reader)
            .await?
            .ok_or("connection closed inside a chunked body")?;
        let size_text = line.split(';').next().unwrap_or("").trim();
        let size =
            usize::from_str_radix(size_text, 16).map_err(|_| format!("bad chunk size {line:?}"))?;
        if size == 0 {
            // Trailers, if any, end with an empty line.
            while !read_line(reader)
                .await?
                .ok_or("connection closed in trailers")?
                .is_empty()
            {}
            return Ok(body);
        }
        if body.len() + size > MAX_BODY {
            return Err("body too large".into());
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader
            .read_exact(&mut body[start..])
            .await
            .map_err(|e| format!("short chunk: {e}"))?;
        let end = read_line(reader).await?;
        if end.as_deref() != Some("") {
            return Err("chunk not followed by CRLF".into());
        }
    }
}

/// One CRLF- (or LF-) terminated line without its terminator; `None` at end of stream.
async fn read_line<R: AsyncBufRead + Unpin>(reader: &mut R) -> Result<Option<String>, String> {
    let mut line = Vec::new();
    let read = (&mut *reader)
        .take(MAX_LINE)
        .read_until(b'\n', &mut line)
        .await
        .map_err(|e| format!("read error: {e}"))?;
    if read == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') {
        return Err("line too long or truncated".into());
    }
    line.pop();
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|_| "non-UTF-8 line".into())
}

pub async fn write_response<W: AsyncWrite + Unpin>(
    writer: &mut W,
    response: &Response,
    keep_alive: bool,
) -> std::io::Result<()> {
    let mut head = format!(
        "HTTP/1.1 {} {}\r\n",
        response.status,
        reason(response.status)
    );
    // A 204 must carry neither a body nor a Content-Length (RFC 9110 §8.6).
    if response.status != 204 {
        head += &format!(
            "Content-Type: {}\r\nContent-Length: {}\r\n",
            response.content_type,
            response.body.len()
        );
    }
    for (name, value) in &response.headers {
        head += &format!("{name}: {value}\r\n");
    }
    head += if keep_alive {
        "Connection: keep-alive\r\n\r\n"
    } else {
        "Connection: close\r\n\r\n"
    };
    writer.write_all(head.as_bytes()).await?;
    if response.status != 204 {
        writer.write_all(&response.body).await?;
    }
    writer.flush().await
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Status",
    }
}
