//! Self-tests of the fake's HTTP/1.1 server (hyper's) with a raw TCP client: keep-alive,
//! chunked request bodies, malformed requests answered 400 without harming the server, and the
//! multipart parser on awkward input.

use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

use super::self_test::{secs, within, PNG};
use super::{Body, FakeDiscord, Multipart, Part, BOT_USER_ID, CHANNEL_ID};

/// Sends raw bytes and reads one response: status, body.
async fn exchange(stream: &mut BufReader<TcpStream>, request: &[u8]) -> (u16, Value) {
    stream
        .get_mut()
        .write_all(request)
        .await
        .expect("request written");
    let mut status_line = String::new();
    stream
        .read_line(&mut status_line)
        .await
        .expect("status line");
    let status = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status code");
    let mut length = 0;
    loop {
        let mut line = String::new();
        stream.read_line(&mut line).await.expect("header line");
        if line.trim().is_empty() {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().expect("a length");
        }
    }
    let mut body = vec![0; length];
    stream.read_exact(&mut body).await.expect("body");
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

#[tokio::test]
async fn http_server_keeps_alive_reads_chunked_bodies_and_rejects_garbage() {
    within(secs(20), async {
        let fake = FakeDiscord::start().await;
        let address = fake.base_url().trim_start_matches("http://").to_string();
        let mut conn = BufReader::new(TcpStream::connect(&address).await.expect("connects"));
        let me = b"GET /api/v10/users/@me?&with_x=true HTTP/1.1\r\nHost: x\r\n\r\n";
        let (status, me) = exchange(&mut conn, me).await;
        assert_eq!((status, me["id"].as_str()), (200, Some(BOT_USER_ID.to_string().as_str())));
        // Same connection (keep-alive), chunked JSON split mid-string.
        let chunked = format!(
            "POST /api/v10/channels/{CHANNEL_ID}/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
             Transfer-Encoding: chunked\r\n\r\n9\r\n{{\"content\r\n8;ext=1\r\n\": \"hi\"}}\r\n0\r\n\r\n"
        );
        let (status, message) = exchange(&mut conn, chunked.as_bytes()).await;
        assert_eq!((status, message["content"].as_str()), (200, Some("hi")));
        let (status, error) = exchange(&mut conn, b"GET /api/v10/nowhere HTTP/1.1\r\n\r\n").await;
        assert_eq!((status, error["code"].as_u64()), (404, Some(0)));
        let bad_json = b"POST /api/v10/channels/1/messages HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{x}";
        assert_eq!(exchange(&mut conn, bad_json).await.0, 400);
        let (status, error) = exchange(&mut conn, b"GET /api/v10/channels/abc HTTP/1.1\r\n\r\n").await;
        assert_eq!((status, error["code"].as_u64()), (400, Some(50035)));

        let mut garbage = BufReader::new(TcpStream::connect(&address).await.expect("connects"));
        assert_eq!(exchange(&mut garbage, b"NONSENSE\r\n\r\n").await.0, 400);
        let mut lying = BufReader::new(TcpStream::connect(&address).await.expect("connects"));
        assert_eq!(exchange(&mut lying, b"POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n").await.0, 400);

        // The server survived all of it.
        let mut after = BufReader::new(TcpStream::connect(&address).await.expect("connects"));
        let (status, gateway) = exchange(&mut after, b"GET /api/v10/gateway HTTP/1.1\r\n\r\n").await;
        assert_eq!((status, gateway["url"].as_str()), (200, Some(fake.gateway_url().as_str())));
        let requests = fake.requests();
        assert_eq!(requests.len(), 6, "every parsed request is recorded, garbage is not");
        assert_eq!((requests[0].path.as_str(), requests[0].query.as_deref()), ("/api/v10/users/@me", Some("&with_x=true")));
        assert_eq!((requests[0].query_param("with_x"), requests[0].header("Host")), (Some("true"), Some("x")));
        assert!(requests[0].headers.iter().all(|(name, _)| name == &name.to_ascii_lowercase()));
    })
    .await;
}

#[test]
fn multipart_parts_keep_quoted_names_and_binary_bytes() {
    let mut body = b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a;b \\\"c\\\".png\"\r\n\
        Content-Type: image/png\r\n\r\n"
        .to_vec();
    body.extend_from_slice(PNG);
    body.extend_from_slice(b"\r\n--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"a\":1}\r\n--XyZ--\r\n");
    let parsed = super::record::decode_body(Some("multipart/form-data; boundary=XyZ"), &body)
        .expect("parses");
    let Body::Multipart(multipart) = parsed else {
        panic!("multipart")
    };
    let multipart: Multipart = multipart;
    let file: &Part = multipart.part("files[0]").expect("file part");
    assert_eq!(file.filename.as_deref(), Some("a;b \"c\".png"));
    assert_eq!(
        (file.content_type.as_deref(), file.bytes.as_slice()),
        (Some("image/png"), PNG)
    );
    assert_eq!(multipart.payload_json, Some(json!({ "a": 1 })));
    assert_eq!(
        multipart.part("payload_json").and_then(Part::text),
        Some("{\"a\":1}")
    );
}
