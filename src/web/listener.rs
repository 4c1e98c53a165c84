//! The web's listener and its connections, on hyper directly (axum's `serve` sets no
//! time-outs): a connection must send its request head within [`HEADER_WAIT`] (also
//! between requests on a kept-alive connection) or it is closed; the caps of
//! [`admission`] decide who gets a slot, and a connection refused one gets a plain
//! `503 Service Unavailable` and is closed. Heads are bounded in size too
//! ([`MAX_HEAD_BYTES`]), so a slot costs a file and a few kilobytes, whatever a client sends.

pub(super) mod admission;

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::task::JoinSet;

use admission::{Admission, Caps, Ticket};

/// How long a connection may take to send a request head: a viewer's browser sends it at
/// once, a connection that sends nothing holds a slot this long at most.
pub const HEADER_WAIT: Duration = Duration::from_secs(5);
/// The largest request head read (hyper's buffer; its minimum is 8 KiB).
const MAX_HEAD_BYTES: usize = 16 * 1024;
/// Refused connections answered at once; past it, one is closed without an answer.
const MAX_REFUSALS: usize = 64;
/// How often a failing `accept` is logged at most (out of files: it fails in a burst).
const ACCEPT_WARNING_EVERY: Duration = Duration::from_secs(10);

/// What a connection refused a slot reads before it is closed.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n\
retry-after: 5\r\nconnection: close\r\ncontent-length: 42\r\n\r\ntoo many connections; try again in a while";

/// Serves `router` on `listener` under `caps` until the task is aborted (which ends every
/// connection with it).
pub(super) async fn serve(listener: TcpListener, router: Router, caps: Caps) {
    let admission = Admission::new(caps);
    let refusals = Arc::new(Semaphore::new(MAX_REFUSALS));
    let mut connections = JoinSet::new();
    let mut accept_trouble = AcceptTrouble::default();
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(err) => {
                // Out of files or a reset before accept: wait a little, then go on.
                accept_trouble.note(&err);
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        while connections.try_join_next().is_some() {}
        match admission.admit(peer.ip()) {
            Some(ticket) => {
                connections.spawn(connection(stream, router.clone(), ticket));
            }
            None => {
                if let Ok(permit) = refusals.clone().try_acquire_owned() {
                    // Answered off the accept loop, which must not wait on a slow client.
                    connections.spawn(refuse(stream, permit));
                }
            }
        }
    }
}

/// One admitted connection, until it ends, times out or its slot is taken back.
async fn connection(stream: TcpStream, router: Router, ticket: Ticket) {
    let _ = stream.set_nodelay(true);
    let ticket = Arc::new(ticket);
    let service = Marked {
        inner: TowerToHyperService::new(router),
        ticket: ticket.clone(),
    };
    let served = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_WAIT)
        .max_buf_size(MAX_HEAD_BYTES)
        .serve_connection(TokioIo::new(stream), service);
    tokio::select! {
        // A time-out or a client gone: nothing to tell anyone.
        _ = served => {}
        _ = ticket.evicted() => {}
    }
}

/// The router as hyper calls it, telling the connection's ticket when a request began.
struct Marked {
    inner: TowerToHyperService<Router>,
    ticket: Arc<Ticket>,
}

type Inner = TowerToHyperService<Router>;

impl hyper::service::Service<hyper::Request<Incoming>> for Marked {
    type Response = <Inner as hyper::service::Service<hyper::Request<Incoming>>>::Response;
    type Error = <Inner as hyper::service::Service<hyper::Request<Incoming>>>::Error;
    type Future = <Inner as hyper::service::Service<hyper::Request<Incoming>>>::Future;

    fn call(&self, request: hyper::Request<Incoming>) -> Self::Future {
        self.ticket.begun();
        self.inner.call(request)
    }
}

/// The most of a refused request read before answering it.
const REFUSED_HEAD_BYTES: usize = 8 * 1024;
/// How long a refused client gets to send its request.
const REFUSED_WAIT: Duration = Duration::from_secs(2);

/// Reads the request's head (a client that is answered before it has sent its request
/// reports a broken connection, not the answer), then answers 503 and closes.
async fn refuse(mut stream: TcpStream, _permit: OwnedSemaphorePermit) {
    let mut head = Vec::with_capacity(1024);
    let read_head = async {
        let mut buf = [0u8; 1024];
        while head.len() < REFUSED_HEAD_BYTES && !head.windows(4).any(|w| w == b"\r\n\r\n") {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => head.extend_from_slice(&buf[..n]),
            }
        }
    };
    let _ = tokio::time::timeout(REFUSED_WAIT, read_head).await;
    let _ = stream.write_all(BUSY).await;
    let _ = stream.shutdown().await;
}

/// Failed accepts, logged once per [`ACCEPT_WARNING_EVERY`] with how many there were.
#[derive(Default)]
struct AcceptTrouble {
    last_warned: Option<Instant>,
    since: u64,
}

impl AcceptTrouble {
    fn note(&mut self, err: &std::io::Error) {
        self.since += 1;
        if self
            .last_warned
            .is_none_or(|at| at.elapsed() >= ACCEPT_WARNING_EVERY)
        {
            tracing::warn!(error = %err, failures = self.since, "web: accept failed");
            self.last_warned = Some(Instant::now());
            self.since = 0;
        }
    }
}
