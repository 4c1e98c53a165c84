//! The fake's waits: a test waits for what the bot does (a request, a READY, any change a
//! check looks for) on the fake's change counter, woken by every change, never by polling;
//! each wait is bounded, and a wait for a request that never comes lists what came instead.

use std::time::Duration;

use super::{FakeDiscord, RecordedRequest, INJECT_WAIT};

impl FakeDiscord {
    /// The first recorded request (past or future) matching `pred`. Panics after `timeout`,
    /// listing what did arrive, so a test failure says what the bot did instead.
    pub async fn wait_for(
        &self,
        pred: impl Fn(&RecordedRequest) -> bool,
        timeout: Duration,
    ) -> RecordedRequest {
        let found = self.shared.wait_until(timeout, |state| {
            state.requests.iter().find(|r| pred(r)).cloned()
        });
        found.await.unwrap_or_else(|| {
            let seen: Vec<String> = self
                .requests()
                .iter()
                .map(|r| format!("{:?} {}", r.method, r.path))
                .collect();
            panic!("no matching request within {timeout:?}; received: {seen:#?}")
        })
    }

    /// Waits until `check`, asked again after every change of the fake (a request, a frame,
    /// a message), finds what it looks for; None after `timeout`. `check` may call any of the
    /// fake's accessors.
    pub async fn until<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        // Subscribing before checking means no change between the two can be missed.
        let mut changes = self.shared.changes();
        loop {
            if let Some(found) = check(self) {
                return Some(found);
            }
            match tokio::time::timeout_at(deadline, changes.changed()).await {
                Ok(Ok(())) => {}
                _ => return check(self),
            }
        }
    }

    /// Waits (up to 10 s, else panics) until a READY has been sent.
    pub async fn wait_ready(&self) {
        self.wait_ready_count(1, INJECT_WAIT).await;
    }

    /// Waits until `count` READYs have been sent in total (a restarted bot identifies again).
    pub async fn wait_ready_count(&self, count: usize, timeout: Duration) {
        let reached = self.shared.wait_until(timeout, |state| {
            (state.gateway.readies >= count).then_some(())
        });
        if reached.await.is_none() {
            panic!(
                "{count} READY not sent within {timeout:?}; sent {}",
                self.ready_count()
            );
        }
    }

    /// Waits until `count` RESUMEDs have been sent in total.
    pub async fn wait_resumed_count(&self, count: usize, timeout: Duration) {
        let reached = self.shared.wait_until(timeout, |state| {
            (state.gateway.resumes >= count).then_some(())
        });
        if reached.await.is_none() {
            panic!("{count} RESUMED not sent within {timeout:?}");
        }
    }
}
