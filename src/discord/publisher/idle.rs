//! The publisher's "idle" signal, for whoever must know that everything the bot was given
//! to post has gone out (the tests, instead of waiting a while for "nothing more"): no
//! event waiting in its queue, nothing being rendered, stored or sent, and no send waiting
//! on a timer (a back-off after a failure, a rate-limit wait). What may still come is the
//! drills' own next minutes, which the drill host schedules, not the publisher.
//!
//! A waiter asks and the publisher answers once it is idle, judged after the question
//! reached it: an event queued before the question was asked is in the queue the publisher
//! looks at, so the answer never comes from before the waiter's own doings (a flag the
//! publisher set earlier could). Not covered: a debrief still being computed by the drill
//! host (it is queued when done), the removal of a sent message's outbox row (bookkeeping
//! that follows the send), and, with the web page on, events still in the web's hands.

use tokio::sync::{mpsc, oneshot};

/// Asks the publisher when it is idle; cloned freely.
#[derive(Clone, Debug)]
pub struct IdleSignal(mpsc::UnboundedSender<oneshot::Sender<()>>);

impl IdleSignal {
    /// Waits until the publisher is idle (see the module's text); false if it has ended.
    pub async fn idle(&self) -> bool {
        let (answer, answered) = oneshot::channel();
        self.0.send(answer).is_ok() && answered.await.is_ok()
    }
}

/// The publisher's side: the questions received and not yet answered.
pub(super) struct IdleWaiters {
    asked: mpsc::UnboundedReceiver<oneshot::Sender<()>>,
    /// Kept so the queue never closes while the publisher runs.
    signal: IdleSignal,
    waiting: Vec<oneshot::Sender<()>>,
}

impl IdleWaiters {
    pub(super) fn new() -> IdleWaiters {
        let (asks, asked) = mpsc::unbounded_channel();
        IdleWaiters {
            asked,
            signal: IdleSignal(asks),
            waiting: Vec::new(),
        }
    }

    pub(super) fn signal(&self) -> IdleSignal {
        self.signal.clone()
    }

    /// The next question (never None: this holds a sender).
    pub(super) async fn next_question(&mut self) -> Option<oneshot::Sender<()>> {
        self.asked.recv().await
    }

    pub(super) fn hold(&mut self, waiter: oneshot::Sender<()>) {
        self.waiting.push(waiter);
    }

    /// Answers every held question when the publisher `is_idle` now.
    pub(super) fn answer_if(&mut self, is_idle: bool) {
        if is_idle {
            for waiter in self.waiting.drain(..) {
                // A waiter that gave up has nothing to be told.
                let _ = waiter.send(());
            }
        }
    }
}
