//! What a landed send does to its channel: a success resets the back-off and records the
//! status message it posted or edited (a post queues the buttons' removal from the message
//! it replaces); a passing failure (a 5xx, no answer, a 429) puts the
//! job back first in its channel and waits out a back-off that doubles with each failure
//! in a row; a refusal drops the message (a refused edit of the shown status posts anew);
//! a channel that refuses the bot is given up with everything queued for it.

use std::time::Duration;

use serenity::all::ChannelId;

use super::jobs::{Content, Durable, Effect, Job, Kind, Landing, Phase, Retire, Sent, Shown};
use super::limits::RouteKey;
use super::{Delivery, Rules};
use crate::discord::rest::{Answered, Failure};
use crate::drill::Now;

/// The wait before a channel's next try after `failures` passing failures in a row:
/// `retry_first`, doubled for each further failure, up to `retry_max`.
pub(super) fn backoff(rules: &Rules, failures: u32) -> Duration {
    let doubled = rules
        .retry_first
        .saturating_mul(1 << failures.saturating_sub(1).min(16));
    doubled.min(rules.retry_max)
}

impl<C: Content> Delivery<C> {
    /// A sent job is back with what came of it, `now`.
    pub fn on_landing(&mut self, landing: Landing<C>, now: Now) -> Vec<Effect<C>> {
        let Landing {
            channel,
            job,
            edit,
            result,
            answered,
        } = landing;
        if let Some(answered) = answered {
            self.learn(channel, route_of(&job, edit), &answered, now);
        }
        if let Err(Failure::Gone) = result {
            return self.give_up(channel, &job);
        }
        let mut effects = Vec::new();
        let mut replaced = None;
        let failures = self.queues.channel(channel).map_or(0, |c| c.failures) + 1;
        let wait = backoff(&self.rules, failures);
        if let Some(state) = self.queues.channel(channel) {
            match &result {
                Ok(_) => {
                    state.failures = 0;
                    state.retry_at = None;
                }
                Err(Failure::Transient(why)) => {
                    if failures == 1 {
                        tracing::warn!(%channel, reason = %why, "could not post; retrying with back-off");
                    }
                    state.failures = failures;
                    state.retry_at = Some(now.mono + wait);
                }
                _ => {}
            }
            match &result {
                Ok(Sent::Posted {
                    message,
                    with_chart,
                    stale_line,
                }) => {
                    if let (true, Job::Status(status)) = (*with_chart, &job) {
                        state.charted = Some(status.minute);
                    }
                    // The message it replaces keeps no controls.
                    replaced = state.shown.map(|s| s.message).filter(|m| m != message);
                    state.shown = Some(Shown {
                        message: *message,
                        posted: now.mono,
                        with_chart: *with_chart,
                        stale_line: *stale_line,
                    });
                }
                // An ended drill's status is its last word: the next drill's first status
                // posts anew instead of editing it.
                Ok(_) if matches!(&job, Job::Status(s) if s.phase == Phase::Ended) => {
                    state.shown = None;
                    state.charted = None;
                }
                Ok(Sent::Edited(shown)) => state.shown = Some(*shown),
                // The shown message is gone (deleted by someone): the next status posts anew.
                Err(Failure::Refused { .. }) if edit => state.shown = None,
                _ => {}
            }
        }
        if let Some(message) = replaced {
            let target = job.target().clone();
            self.queues.put_retire(Retire { target, message });
        }
        match (job, result) {
            (Job::Durable(durable), Ok(_)) => self.delivered(durable, &mut effects),
            (Job::Status(_) | Job::Retire(_), Ok(_)) => {}
            (Job::Retire(retire), Err(Failure::RateLimited | Failure::Transient(_))) => {
                self.queues.put_retire(retire);
            }
            (Job::Durable(durable), Err(Failure::RateLimited | Failure::Transient(_))) => {
                self.queues.return_durable(durable);
            }
            (Job::Status(status), Err(Failure::RateLimited | Failure::Transient(_))) => {
                self.queues.return_status(status);
            }
            (Job::Status(status), Err(Failure::Refused { .. })) if edit => {
                self.queues.return_status(status);
            }
            (
                job,
                Err(Failure::Refused {
                    status,
                    code,
                    reason,
                }),
            ) => {
                refused(channel, job, status, code, &reason, &mut effects);
            }
            (_, Err(Failure::Gone)) => {}
        }
        self.queues.landed(channel);
        effects
    }

    /// Teaches the limits what an answer says: its route's bucket, and after a 429 how
    /// long to wait (every route, or this one).
    fn learn(&mut self, channel: ChannelId, route: RouteKey, answered: &Answered, now: Now) {
        let Answered {
            status,
            headers,
            body_429,
        } = answered;
        let limited = self
            .limits
            .observe(&route, *status, headers, body_429, now.mono);
        if let Some(limited) = limited {
            tracing::warn!(
                route = route.route,
                %channel,
                global = limited.global,
                wait_ms = limited.wait.as_millis() as u64,
                "Discord asked the bot to wait (429)"
            );
        }
    }

    /// Discord took a durable message: its outbox row goes, and the channel too once a
    /// drill's last message (its debrief) is out.
    fn delivered(&mut self, durable: Durable<C>, effects: &mut Vec<Effect<C>>) {
        if let Some(outbox) = durable.id {
            effects.push(Effect::Forget { outbox });
        }
        if durable.kind == Kind::Debrief {
            let channel = durable.target.channel();
            self.queues.landed(channel);
            self.queues.forget_if_idle(channel);
        }
    }

    /// The channel refuses the bot: its queue and limits are dropped, and the shell drops
    /// its outbox and stops its drill.
    fn give_up(&mut self, channel: ChannelId, job: &Job<C>) -> Vec<Effect<C>> {
        tracing::warn!(%channel, "channel refuses the bot: stopping its drill");
        self.queues.give_up(channel);
        self.limits.forget_channel(channel.get());
        vec![Effect::GiveUp {
            place: job.target().place().clone(),
        }]
    }
}

/// The route a landed job was sent on: a durable message is posted, a retire edits, a
/// status edits the shown message or posts anew.
fn route_of<C: Content>(job: &Job<C>, edit: bool) -> RouteKey {
    let channel = job.target().channel().get();
    match job {
        Job::Retire(_) => RouteKey::edit(channel),
        Job::Status(_) if edit => RouteKey::edit(channel),
        Job::Status(_) | Job::Durable(_) => RouteKey::post(channel),
    }
}

/// Discord refused the message itself: a status is replaced by the next minute's, a
/// durable message is dropped (and its outbox row with it).
fn refused<C: Content>(
    channel: ChannelId,
    job: Job<C>,
    status: u16,
    code: u64,
    reason: &str,
    effects: &mut Vec<Effect<C>>,
) {
    match job {
        Job::Status(_) => {
            tracing::error!(%channel, status, code, reason, "Discord refused a status; the next minute's replaces it");
        }
        // Deleted meanwhile, most likely: nothing is left to press.
        Job::Retire(retire) => {
            tracing::warn!(%channel, message = %retire.message, status, code, reason, "Discord refused to take the buttons off a replaced status");
        }
        Job::Durable(durable) => {
            tracing::error!(%channel, kind = durable.kind.as_str(), status, code, reason, "Discord refused a message; it is dropped");
            if let Some(outbox) = durable.id {
                effects.push(Effect::Forget { outbox });
            }
        }
    }
}
