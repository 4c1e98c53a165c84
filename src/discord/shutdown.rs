//! A clean stop on SIGTERM or SIGINT: the bot stops taking interactions, lets the answers
//! it is writing, the debriefs it owes and the posts in its outbox finish (bounded by
//! [`GRACE`]), then
//! disconnects, closes the database and logs one line. Nothing durable depends on it (the
//! outbox and every minute are in the database), but a stop by a service manager should
//! not cut an answer off half-way or look like a crash (rc −15, no word in the log).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{async_trait, Client, FullEvent};
use tokio::sync::Notify;
use tokio::time::Instant;

/// The longest a stop waits for answers and posts, all told: well inside the 10 s a
/// service manager usually grants before SIGKILL.
pub const GRACE: Duration = Duration::from_secs(8);

/// How often the outbox is looked at while it drains.
const OUTBOX_POLL: Duration = Duration::from_millis(50);

/// Whether the bot still takes interactions, and how many it is answering.
#[derive(Debug, Default)]
pub struct Gate {
    closed: AtomicBool,
    in_flight: AtomicUsize,
    idle: Notify,
}

/// One event being handled; the gate counts it until it is dropped.
struct Handling<'a>(&'a Gate);

impl Drop for Handling<'_> {
    fn drop(&mut self) {
        if self.0.in_flight.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Gate {
    /// Lets `event` in (counted while handled), or refuses a new interaction once closed.
    fn admit(&self, event: &FullEvent) -> Option<Handling<'_>> {
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        let handling = Handling(self);
        match event {
            FullEvent::InteractionCreate { interaction } if self.closed.load(Ordering::Acquire) => {
                tracing::info!(interaction = %interaction.id(), "an interaction arrived while stopping; not taken");
                None
            }
            _ => Some(handling),
        }
    }

    /// Takes no new interaction from now on.
    pub fn close(&self) {
        self.closed.store(true, Ordering::Release);
    }

    /// How many events are being handled now.
    pub fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::Acquire)
    }

    /// Waits until nothing is being handled, or `deadline`; whether it got there.
    pub async fn drained(&self, deadline: Instant) -> bool {
        loop {
            let idle = self.idle.notified();
            if self.in_flight() == 0 {
                return true;
            }
            if tokio::time::timeout_at(deadline, idle).await.is_err() {
                return self.in_flight() == 0;
            }
        }
    }
}

/// A framework (poise's) whose every dispatch passes the [`Gate`].
pub struct Gated<F> {
    pub inner: F,
    pub gate: Arc<Gate>,
    /// Told how long each interaction took to answer.
    pub metrics: Arc<crate::drill::metrics::Metrics>,
    /// Defers an interaction whose answer is late.
    pub deadlines: Arc<super::in_time::Deadlines>,
}

#[async_trait]
impl<F: serenity::Framework> serenity::Framework for Gated<F> {
    async fn init(&mut self, client: &Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: FullEvent) {
        let Some(_handling) = self.gate.admit(&event) else {
            return;
        };
        let arrived = std::time::Instant::now();
        let interaction = matches!(event, FullEvent::InteractionCreate { .. });
        // A command or a button press is deferred when its answer is late; autocomplete
        // cannot be (and is answered from memory).
        let deferrable = match &event {
            FullEvent::InteractionCreate {
                interaction: serenity::Interaction::Command(c),
            } => Some((c.id, c.token.clone())),
            FullEvent::InteractionCreate {
                interaction: serenity::Interaction::Component(c),
            } => Some((c.id, c.token.clone())),
            _ => None,
        };
        let http = ctx.http.clone();
        let handling = self.inner.dispatch(ctx, event);
        match deferrable {
            Some((id, token)) => self.deadlines.within(&http, id, &token, handling).await,
            None => handling.await,
        }
        // The handler returns once the interaction is answered (and its work done).
        if interaction {
            self.metrics.interaction_answered(arrived.elapsed());
        }
    }
}

/// Waits for SIGTERM or SIGINT (Ctrl-C); the signal's name.
pub async fn signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let (Ok(mut term), Ok(mut int)) = (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) else {
            tracing::warn!("cannot listen for SIGTERM and SIGINT; the bot stops only when killed");
            return std::future::pending().await;
        };
        tokio::select! {
            _ = term.recv() => "SIGTERM",
            _ = int.recv() => "SIGINT",
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}

/// Waits until the outbox has nothing left to post and no ended drill owes its debrief, or
/// `deadline`; how many posts and owed debriefs are left (they stay in the database, and
/// the next start posts them, computing the owed debriefs again).
pub async fn outbox_drained(
    outbox: &crate::drill::outbox::Outbox,
    deadline: Instant,
) -> (usize, usize) {
    loop {
        let left = outbox.pending().await.map_or(0, |pending| pending.len());
        let owed = outbox.debriefs_owed().await.unwrap_or(0);
        if (left == 0 && owed == 0) || Instant::now() + OUTBOX_POLL > deadline {
            return (left, owed);
        }
        tokio::time::sleep(OUTBOX_POLL).await;
    }
}
