//! Ctrl-C (SIGINT) for the whole of `play`: one listener, installed when `play` starts and
//! kept until it ends, so that a signal is never missed between two waits (a listener made
//! anew for each wait does not see a signal that came before it) and every wait — the
//! prompt, a piped script's drill running to its end, the debrief, an ended drill's web
//! page — can give way to it.

use std::future::Future;

/// The process's Ctrl-C, as one stream of signals.
pub struct Interrupt {
    #[cfg(unix)]
    signals: tokio::signal::unix::Signal,
    #[cfg(not(unix))]
    signals: tokio::sync::mpsc::UnboundedReceiver<()>,
}

/// How a wait ended: what was awaited, or Ctrl-C first.
pub enum Either<T> {
    Done(T),
    Interrupted,
}

impl Interrupt {
    /// Starts listening (from here on SIGINT no longer ends the process by itself).
    pub fn install() -> std::io::Result<Interrupt> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            Ok(Interrupt {
                signals: signal(SignalKind::interrupt())?,
            })
        }
        #[cfg(not(unix))]
        {
            let (tx, signals) = tokio::sync::mpsc::unbounded_channel();
            tokio::spawn(async move {
                while tokio::signal::ctrl_c().await.is_ok() {
                    if tx.send(()).is_err() {
                        break;
                    }
                }
            });
            Ok(Interrupt { signals })
        }
    }

    /// Waits for the next Ctrl-C (also one that came while nothing waited for it).
    pub async fn recv(&mut self) {
        if self.signals.recv().await.is_none() {
            // No more signals can come: wait for ever rather than pretend one did.
            std::future::pending::<()>().await;
        }
    }

    /// Awaits `work` unless Ctrl-C comes first.
    pub async fn or<T>(&mut self, work: impl Future<Output = T>) -> Either<T> {
        tokio::select! {
            biased;
            _ = self.recv() => Either::Interrupted,
            done = work => Either::Done(done),
        }
    }
}
