//! The bot's own health figures for an operator's Prometheus: the one registry, and the
//! small typed API through which the rooms that see a figure report it (the driver's
//! census, the Discord publisher and its REST path, the event bus, the interaction
//! gate). Every metric's name and help text are spelled here and nowhere else; the web
//! front-end serves them at `GET /metrics` through `monitor.rs`, which also answers
//! `GET /healthz`. Nothing here reads a clock or names a front-end: callers pass what
//! they measured.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

/// What the publisher got done with one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    /// A new status message (with the live chart, or the first of a drill).
    StatusPosted,
    /// The shown status message, edited in place.
    StatusEdited,
    /// A message that must not be lost (an event, alert, update, nudge, debrief).
    MessagePosted,
    /// A replaced status message, edited to lose its buttons.
    StatusRetired,
}

/// The kind of REST route a refusal came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteKind {
    MessagePost,
    MessageEdit,
}

/// How Discord refused a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// 429: wait.
    RateLimited,
    /// A 5xx: try again later.
    ServerError,
}

/// A subscriber of the drill host's events, each reading its own queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subscriber {
    /// The Discord publisher.
    Discord,
    /// The web page's hub.
    Web,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PaceLabel {
    pace: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabel {
    kind: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RefusedLabel {
    route: &'static str,
    status: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct SubscriberLabel {
    subscriber: &'static str,
}

impl SubscriberLabel {
    fn of(subscriber: Subscriber) -> SubscriberLabel {
        let subscriber = match subscriber {
            Subscriber::Discord => "discord",
            Subscriber::Web => "web",
        };
        SubscriberLabel { subscriber }
    }
}

/// The registry and its metrics. Cheap to update from any task (atomics).
pub struct Metrics {
    registry: Registry,
    drills_running: Family<PaceLabel, Gauge>,
    simulated_minutes: Counter,
    sent: Family<KindLabel, Counter>,
    refused: Family<RefusedLabel, Counter>,
    pub(super) outbox_depth: Gauge,
    event_queue: Family<SubscriberLabel, Gauge>,
    event_missed: Family<SubscriberLabel, Counter>,
    ack_latency: Histogram,
    /// How the front-end that holds the gateway says whether it is connected.
    gateway: OnceLock<GatewayCheck>,
}

/// Asks the gateway's holder whether every shard it runs is connected: Ok, or why not.
pub type GatewayCheck =
    Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Result<(), String>> + Send>> + Send + Sync>;

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("oncall_drill");
        let metrics = Metrics {
            drills_running: Family::default(),
            simulated_minutes: Counter::default(),
            sent: Family::default(),
            refused: Family::default(),
            outbox_depth: Gauge::default(),
            event_queue: Family::default(),
            event_missed: Family::default(),
            // 1 ms to about 8 s: Discord's deadline for an acknowledgement is 3 s.
            ack_latency: Histogram::new(exponential_buckets(0.001, 2.0, 14)),
            gateway: OnceLock::new(),
            registry: Registry::default(),
        };
        registry.register(
            "drills_running",
            "Drills running, by pace",
            metrics.drills_running.clone(),
        );
        registry.register(
            "simulated_minutes",
            "Simulated minutes computed by live drills",
            metrics.simulated_minutes.clone(),
        );
        registry.register(
            "discord_sent",
            "Requests the publisher got done, by kind (status_posted, status_edited, message_posted, status_retired)",
            metrics.sent.clone(),
        );
        registry.register(
            "discord_refused",
            "Requests Discord refused with 429 or a 5xx, by route kind",
            metrics.refused.clone(),
        );
        registry.register(
            "outbox_depth",
            "Messages in the outbox still to post",
            metrics.outbox_depth.clone(),
        );
        registry.register(
            "event_queue_depth",
            "Drill events waiting in a subscriber's queue (its lag behind the drill host)",
            metrics.event_queue.clone(),
        );
        registry.register(
            "event_bus_missed",
            "Drill events a subscriber fell too far behind to take (it resynchronised from the drills' snapshots instead)",
            metrics.event_missed.clone(),
        );
        registry.register(
            "interaction_ack_seconds",
            "Time from an interaction's arrival until its handler finished (its answer sent; a deferred answer is acknowledged sooner)",
            metrics.ack_latency.clone(),
        );
        Metrics {
            registry,
            ..metrics
        }
    }
}

impl Metrics {
    pub fn sent(&self, what: Sent) {
        let kind = match what {
            Sent::StatusPosted => "status_posted",
            Sent::StatusEdited => "status_edited",
            Sent::MessagePosted => "message_posted",
            Sent::StatusRetired => "status_retired",
        };
        self.sent.get_or_create(&KindLabel { kind }).inc();
    }

    pub fn refused(&self, route: RouteKind, why: Refused) {
        let label = RefusedLabel {
            route: match route {
                RouteKind::MessagePost => "message_post",
                RouteKind::MessageEdit => "message_edit",
            },
            status: match why {
                Refused::RateLimited => "429",
                Refused::ServerError => "5xx",
            },
        };
        self.refused.get_or_create(&label).inc();
    }

    /// `waiting` events are queued for `subscriber` (its lag behind the drill host).
    pub fn event_queue(&self, subscriber: Subscriber, waiting: usize) {
        self.event_queue
            .get_or_create(&SubscriberLabel::of(subscriber))
            .set(waiting as i64);
    }

    /// `subscriber` fell behind and missed `count` events.
    pub fn event_bus_missed(&self, subscriber: Subscriber, count: u64) {
        self.event_missed
            .get_or_create(&SubscriberLabel::of(subscriber))
            .inc_by(count);
    }

    /// An interaction's handler finished (its answer sent) `latency` after it arrived: an
    /// upper bound of the acknowledgement's latency.
    pub fn interaction_answered(&self, latency: Duration) {
        self.ack_latency.observe(latency.as_secs_f64());
    }

    /// How `/healthz` asks whether the gateway is connected (set once, by the bot).
    pub fn watch_gateway(&self, check: GatewayCheck) {
        let _ = self.gateway.set(check);
    }

    /// Ok while the gateway is connected; no gateway watched is no connection.
    pub(super) async fn gateway_connected(&self) -> Result<(), String> {
        match self.gateway.get() {
            Some(check) => check().await,
            None => Err("no gateway".into()),
        }
    }

    /// The drill host's census: drills running by pace, the minutes computed so far.
    pub(super) fn census(&self, census: &Census) {
        self.drills_running.clear();
        for (pace, count) in &census.running {
            self.drills_running
                .get_or_create(&PaceLabel { pace: pace.clone() })
                .set(*count as i64);
        }
        let before = self.simulated_minutes.get();
        self.simulated_minutes
            .inc_by(census.minutes_simulated.saturating_sub(before));
    }

    pub(super) fn render(&self) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = encode(&mut text, &self.registry);
        text
    }
}

/// The drill host's census at one moment (the engine counts; see `Engine::census`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Census {
    /// Live drills per pace, named as a pace is written (`60s`, `10s`, `turns`).
    pub running: Vec<(String, usize)>,
    /// Minutes every drill has computed since the host started (replays excluded).
    pub minutes_simulated: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn census(running: &[(&str, usize)], minutes_simulated: u64) -> Census {
        Census {
            running: running.iter().map(|(p, n)| (p.to_string(), *n)).collect(),
            minutes_simulated,
        }
    }

    #[test]
    fn a_pace_without_drills_leaves_the_gauge_and_minutes_only_grow() {
        let metrics = Metrics::default();
        metrics.census(&census(&[("turns", 2)], 5));
        let first = metrics.render();
        assert!(
            first.contains("oncall_drill_drills_running{pace=\"turns\"} 2"),
            "{first}"
        );
        assert!(
            first.contains("oncall_drill_simulated_minutes_total 5"),
            "{first}"
        );
        metrics.census(&census(&[("60s", 1)], 9));
        let second = metrics.render();
        assert!(!second.contains("pace=\"turns\""), "{second}");
        assert!(
            second.contains("oncall_drill_drills_running{pace=\"60s\"} 1"),
            "{second}"
        );
        assert!(
            second.contains("oncall_drill_simulated_minutes_total 9"),
            "{second}"
        );
    }
}
