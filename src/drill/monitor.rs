//! What the bot's `GET /metrics` and `GET /healthz` read (the web front-end serves them):
//! the figures of [`Metrics`], with the census and the outbox depth taken at the scrape,
//! and the health check (the gateway connected, the database writable).

use std::sync::Arc;

use super::metrics::Metrics;
use super::{DrillHandle, Outbox};

/// Why the bot is not healthy, in one line.
pub type Unhealthy = String;

/// What `/metrics` and `/healthz` read: the figures and the doors to ask for the rest.
#[derive(Clone)]
pub struct Monitor {
    pub metrics: Arc<Metrics>,
    pub drills: DrillHandle,
    pub outbox: Outbox,
}

impl Monitor {
    /// The Prometheus text format of every figure, the census and the outbox taken now.
    pub async fn scrape(&self) -> String {
        match self.drills.census().await {
            Ok(census) => self.metrics.census(&census),
            Err(err) => tracing::warn!(error = %err, "no census for the metrics"),
        }
        match self.outbox.pending().await {
            Ok(pending) => {
                self.metrics.outbox_depth.set(pending.len() as i64);
            }
            Err(err) => tracing::warn!(error = %err, "no outbox depth for the metrics"),
        }
        self.metrics.render()
    }

    /// Healthy while the gateway is connected and the database takes a write.
    pub async fn health(&self) -> Result<(), Unhealthy> {
        if let Err(why) = self.metrics.gateway_connected().await {
            return Err(format!("the Discord gateway is not connected: {why}"));
        }
        self.drills
            .database_writable()
            .await
            .map_err(|err| format!("the database is not writable: {err}"))
    }
}
