//! The drill host's one event bus: every front-end (the Discord publisher, the web page,
//! the terminal) subscribes side by side, each with its own queue read by its own task, so
//! that none is in series with another. Publishing never waits for a subscriber: an event
//! is put in each queue and the bus goes on (the pattern of mini-redis's pub/sub, with a
//! queue per subscriber).
//!
//! Two kinds of queue, by what the subscriber can afford to miss:
//! - [`Bus::every`]: every event, in order, however far behind (the Discord publisher, whose
//!   events carry the messages that must not be lost — alerts, scenario events, debriefs —
//!   and the terminal). Its depth is its lag; it reports it as it takes each event.
//! - [`Bus::latest`]: at most `capacity` events (the web page, which shows each drill as it
//!   stands, not every minute it missed). A subscriber that falls that far behind loses its
//!   queue and is told how many events it missed ([`Received::Lagged`]); it then
//!   resynchronises from the drills' snapshots. The misses count in the metrics.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::{mpsc, Notify};
use tokio::task::JoinHandle;

use super::debriefing::Hook;
use super::engine::HostEvent;
use super::metrics::{Metrics, Subscriber};

/// Hooks into the bus's subscribers for tests; the default has none, and the bot and
/// `play` never set any.
#[doc(hidden)]
#[derive(Clone, Default)]
pub struct BusHooks {
    /// Run on the blocking pool before the web takes each event: a test holds it to
    /// stall the web subscriber.
    pub before_web_event: Option<Hook>,
}

impl std::fmt::Debug for BusHooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BusHooks")
            .field("before_web_event", &self.before_web_event.is_some())
            .finish()
    }
}

/// What a subscriber of [`Bus::latest`] takes from its queue.
#[derive(Debug)]
pub enum Received {
    Event(Box<HostEvent>),
    /// The queue overflowed: `missed` events were dropped (the last events before this
    /// were not all seen); what follows is newer.
    Lagged {
        missed: u64,
    },
}

struct Pending {
    queue: VecDeque<HostEvent>,
    missed: u64,
    /// The bus ended (the driver stopped): nothing more comes.
    closed: bool,
}

/// A bounded queue shared by the bus (which fills it) and its subscriber.
struct Bounded {
    pending: Mutex<Pending>,
    capacity: usize,
    ready: Notify,
    /// Told the queue's depth as it changes, and the events missed.
    who: Subscriber,
    metrics: Option<Arc<Metrics>>,
}

impl Bounded {
    fn lock(&self) -> MutexGuard<'_, Pending> {
        // Plain data: a panic elsewhere leaves it usable.
        self.pending.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The subscriber's end of a [`Bus::latest`] queue.
pub struct Subscription {
    shared: Arc<Bounded>,
}

impl Subscription {
    /// The next event, or word of the events missed; None once the bus has ended and the
    /// queue is empty.
    pub async fn recv(&mut self) -> Option<Received> {
        loop {
            // Registered before looking, so a push between the look and the wait wakes it.
            let notified = self.shared.ready.notified();
            {
                let mut pending = self.shared.lock();
                if pending.missed > 0 {
                    let missed = std::mem::take(&mut pending.missed);
                    return Some(Received::Lagged { missed });
                }
                if let Some(event) = pending.queue.pop_front() {
                    if let Some(metrics) = &self.shared.metrics {
                        metrics.event_queue(self.shared.who, pending.queue.len());
                    }
                    return Some(Received::Event(Box::new(event)));
                }
                if pending.closed {
                    return None;
                }
            }
            notified.await;
        }
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        // The bus stops filling a queue nobody reads.
        self.shared.lock().closed = true;
    }
}

enum Outlet {
    Every(mpsc::UnboundedSender<HostEvent>),
    Latest(Arc<Bounded>),
}

/// Subscribers, then [`Bus::start`] on the driver's event stream.
pub struct Bus {
    outlets: Vec<Outlet>,
    metrics: Option<Arc<Metrics>>,
}

impl Bus {
    /// A bus reporting each subscriber's lag to `metrics` (none: not reported).
    pub fn new(metrics: Option<Arc<Metrics>>) -> Bus {
        Bus {
            outlets: Vec::new(),
            metrics,
        }
    }

    /// Every event, in order, in an unbounded queue (its reader reports its depth).
    pub fn every(&mut self) -> mpsc::UnboundedReceiver<HostEvent> {
        let (sender, receiver) = mpsc::unbounded_channel();
        self.outlets.push(Outlet::Every(sender));
        receiver
    }

    /// The events in a queue of `capacity` (at least 1); falling further behind drops the
    /// queue and says so.
    pub fn latest(&mut self, subscriber: Subscriber, capacity: usize) -> Subscription {
        let shared = Arc::new(Bounded {
            pending: Mutex::new(Pending {
                queue: VecDeque::new(),
                missed: 0,
                closed: false,
            }),
            capacity: capacity.max(1),
            ready: Notify::new(),
            who: subscriber,
            metrics: self.metrics.clone(),
        });
        self.outlets.push(Outlet::Latest(shared.clone()));
        Subscription { shared }
    }

    /// Passes every event of `events` to every subscriber until the driver stops; a
    /// subscriber that went away is forgotten.
    pub fn start(mut self, mut events: mpsc::UnboundedReceiver<HostEvent>) -> JoinHandle<()> {
        tokio::spawn(async move {
            while let Some(event) = events.recv().await {
                self.publish(event);
            }
            for outlet in &self.outlets {
                if let Outlet::Latest(shared) = outlet {
                    shared.lock().closed = true;
                    shared.ready.notify_one();
                }
            }
        })
    }

    /// Puts `event` in every queue without waiting for any.
    fn publish(&mut self, event: HostEvent) {
        let last = self.outlets.len().saturating_sub(1);
        let mut event = Some(event);
        let mut gone = Vec::new();
        for (index, outlet) in self.outlets.iter().enumerate() {
            // The last subscriber takes the event itself; the others a copy.
            let copy = match index == last {
                true => event.take(),
                false => event.clone(),
            };
            let Some(copy) = copy else { break };
            let open = match outlet {
                Outlet::Every(sender) => sender.send(copy).is_ok(),
                Outlet::Latest(shared) => push(shared, copy),
            };
            if !open {
                gone.push(index);
            }
        }
        for index in gone.into_iter().rev() {
            self.outlets.remove(index);
        }
    }
}

/// Puts `event` in a bounded queue; a full queue is dropped and counted as missed. False
/// when its subscriber went away.
fn push(shared: &Bounded, event: HostEvent) -> bool {
    let metrics = shared.metrics.as_deref();
    let who = shared.who;
    let mut pending = shared.lock();
    if pending.closed {
        return false;
    }
    if pending.queue.len() >= shared.capacity {
        // The subscriber resynchronises from a snapshot: the older events are of no use
        // to it any more, and this one would be the oldest it holds.
        let dropped = pending.queue.len() as u64 + 1;
        pending.queue.clear();
        pending.missed += dropped;
        if let Some(metrics) = metrics {
            metrics.event_bus_missed(who, dropped);
        }
    } else {
        pending.queue.push_back(event);
    }
    if let Some(metrics) = metrics {
        metrics.event_queue(who, pending.queue.len());
    }
    drop(pending);
    shared.ready.notify_one();
    true
}

#[cfg(test)]
#[path = "bus_tests.rs"]
mod tests;
