//! The delivery's rules with plain values: times are milliseconds on the engine's scale,
//! statuses are minute numbers, drafts and messages are short texts, and Discord's answers
//! are written by hand. Nothing sleeps or reads a clock: the whole set runs in milliseconds.

mod answers;
mod failures;
mod order;
mod statuses;

use std::time::Duration;

use super::jobs::{
    Content, Dispatch, Durable, Effect, Event, Kind, Landing, Outgoing, Phase, Sent,
};
use super::{Delivery, Rules};
use crate::discord::ids::Target;
use crate::discord::rest::{Answered, Failure};
use crate::drill::Now;
use crate::model::Place;
use serenity::all::{ChannelId, MessageId};

/// Statuses are their minute, drafts and messages their text.
struct Plain;

impl Content for Plain {
    type Status = u32;
    type Draft = &'static str;
    type Message = String;
}

const RULES: Rules = Rules {
    chart_every: 5,
    stale_after: Duration::from_secs(10),
    retry_first: Duration::from_secs(1),
    retry_max: Duration::from_secs(30),
};

/// The engine's time `ms` milliseconds after its start (its wall clock started at a round
/// Unix second).
fn at(ms: u64) -> Now {
    Now {
        mono: Duration::from_millis(ms),
        unix_ms: 1_700_000_000_000 + ms as i64,
    }
}

fn ms(millis: u64) -> Duration {
    Duration::from_millis(millis)
}

/// Where a drill in channel `id` posts.
fn target(id: u64) -> Target {
    Target::of(place(id)).expect("a Discord channel")
}

fn place(id: u64) -> Place {
    Place {
        guild: None,
        channel: crate::model::ChannelId(id.to_string()),
    }
}

fn channel(id: u64) -> ChannelId {
    ChannelId::new(id)
}

/// A delivery under a global budget of `per_second` requests.
fn delivery(per_second: u32) -> Delivery<Plain> {
    Delivery::new(RULES, per_second)
}

/// The status of `minute`, computed by the engine at `computed`.
fn status(channel: u64, minute: u32, computed: Now) -> Event<Plain> {
    status_in(Phase::Live, channel, minute, computed)
}

/// The status of `minute` of a drill that goes on or that ended.
fn status_in(phase: Phase, channel: u64, minute: u32, computed: Now) -> Event<Plain> {
    Event::Status(super::StatusJob {
        target: target(channel),
        minute,
        at: computed,
        phase,
        content: minute,
    })
}

fn draft(channel: u64, text: &'static str) -> Event<Plain> {
    Event::Draft {
        target: target(channel),
        draft: text,
    }
}

/// The durable message a draft renders to; a draft named "debrief" is one, and every
/// message gets the outbox row `100 + position`.
fn rendered(position: i64, target: Target, text: &'static str) -> Durable<Plain> {
    Durable {
        id: Some(100 + position),
        kind: if text == "debrief" {
            Kind::Debrief
        } else {
            Kind::Text
        },
        target,
        message: text.to_string(),
    }
}

/// Takes an event and renders whatever it asks to prepare at once, as the shell would.
fn take(d: &mut Delivery<Plain>, event: Event<Plain>) {
    for effect in d.on_event(event) {
        if let Effect::Prepare {
            position,
            target,
            draft,
        } = effect
        {
            let channel = target.channel();
            d.on_prepared(channel, position, Some(rendered(position, target, draft)));
        }
    }
}

/// What a dispatch sends, in a few words: `channel:text`, `channel:minute N` or
/// `channel:retire MESSAGE`.
fn label(dispatch: &Dispatch<Plain>) -> String {
    match &dispatch.outgoing {
        Outgoing::Durable(durable) => format!("{}:{}", dispatch.channel, durable.message),
        Outgoing::Status { job, .. } => format!("{}:minute {}", dispatch.channel, job.content),
        Outgoing::Retire(retire) => format!("{}:retire {}", dispatch.channel, retire.message),
    }
}

/// What Discord answers to a sent job when it takes it: a status post makes message
/// `1000 + minute`, an edit keeps the shown one (with or without the stale line now).
fn accepted(dispatch: &Dispatch<Plain>) -> Result<Sent, Failure> {
    Ok(match &dispatch.outgoing {
        Outgoing::Durable(_) => Sent::Delivered,
        Outgoing::Retire(_) => Sent::Retired,
        Outgoing::Status { job, plan } => match plan.edit {
            Some(shown) => Sent::Edited(super::Shown {
                stale_line: plan.stale_since_unix_s.is_some(),
                ..shown
            }),
            None => Sent::Posted {
                message: MessageId::new(1000 + u64::from(job.content)),
                with_chart: plan.chart_due,
                stale_line: plan.stale_since_unix_s.is_some(),
            },
        },
    })
}

/// Lands a dispatch with `result` at `now`, with no answer from Discord to learn from;
/// returns the effects.
fn land(
    d: &mut Delivery<Plain>,
    dispatch: Dispatch<Plain>,
    result: Result<Sent, Failure>,
    now: Now,
) -> Vec<Effect<Plain>> {
    land_answered(d, dispatch, result, None, now)
}

/// Lands a dispatch with `result` and Discord's `answered` at `now`.
fn land_answered(
    d: &mut Delivery<Plain>,
    dispatch: Dispatch<Plain>,
    result: Result<Sent, Failure>,
    answered: Option<Answered>,
    now: Now,
) -> Vec<Effect<Plain>> {
    let edit = matches!(&dispatch.outgoing, Outgoing::Status { plan, .. } if plan.edit.is_some());
    let landing = Landing {
        channel: dispatch.channel,
        job: dispatch.outgoing.into_job(),
        edit,
        result,
        answered,
    };
    d.on_landing(landing, now)
}

/// Sends and lands (accepted) everything that may go, waking when the delivery asks, from
/// `start` until nothing waits; returns the labels in the order they were sent.
fn drain(d: &mut Delivery<Plain>, start: u64) -> Vec<String> {
    let mut sent = Vec::new();
    let mut now = at(start);
    let mut wakes = 0;
    while let Some(wake) = d.next_wake() {
        wakes += 1;
        assert!(wakes < 1000, "the delivery wakes without sending: {sent:?}");
        now = at(now.mono.max(wake).as_millis() as u64);
        while let Some(dispatch) = d.poll_send(now) {
            sent.push(label(&dispatch));
            let result = accepted(&dispatch);
            land(d, dispatch, result, now);
        }
    }
    sent
}
