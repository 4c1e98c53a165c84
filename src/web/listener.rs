//! The web's listener with a connection cap: past the cap a new connection gets a plain
//! `503 Service Unavailable` and is closed, so a flood of connections (or of event
//! streams, which each hold one) cannot exhaust the process's files and memory.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// What a connection past the cap reads before it is closed.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n\
retry-after: 5\r\nconnection: close\r\ncontent-length: 42\r\n\r\ntoo many connections; try again in a while";

pub(super) struct CappedListener {
    listener: TcpListener,
    open: Arc<Semaphore>,
}

impl CappedListener {
    pub(super) fn new(listener: TcpListener, max_connections: usize) -> CappedListener {
        CappedListener {
            listener,
            open: Arc::new(Semaphore::new(max_connections)),
        }
    }
}

/// A connection and its place under the cap, given back when it closes.
pub(super) struct Counted {
    stream: TcpStream,
    _permit: OwnedSemaphorePermit,
}

impl axum::serve::Listener for CappedListener {
    type Io = Counted;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Counted, SocketAddr) {
        loop {
            let (stream, addr) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of files or a reset before accept: wait a little, then go on.
                    tracing::warn!(error = %err, "web: accept failed");
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    continue;
                }
            };
            match self.open.clone().try_acquire_owned() {
                Ok(permit) => {
                    let _ = stream.set_nodelay(true);
                    return (
                        Counted {
                            stream,
                            _permit: permit,
                        },
                        addr,
                    );
                }
                Err(_) => {
                    // Answered off the accept loop, which must not wait on a slow client.
                    tokio::spawn(refuse(stream));
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// The most of a refused request read before answering it.
const REFUSED_HEAD_BYTES: usize = 8 * 1024;
/// How long a refused client gets to send its request.
const REFUSED_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Reads the request's head (a client that is answered before it has sent its request
/// reports a broken connection, not the answer), then answers 503 and closes.
async fn refuse(mut stream: TcpStream) {
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

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}
