//! Sending one job through the bot's REST path: a status (rendered now, posted or edited)
//! or a durable message (rendered when queued). What came of it goes back to the publisher
//! as a [`Landing`], with the job itself, so a job that has to wait can be queued again.

use std::time::Duration;

use tokio::time::Instant;

use super::jobs::Job;
use super::queue::{channel_id, Shown};
use super::render::status_call;
use crate::discord::rest::{Call, Failure, Permit, Rest};

/// How statuses are drawn: a new message with the chart every `chart_every` minutes, and
/// the stale line on one that waited `stale_after` or more.
#[derive(Debug, Clone, Copy)]
pub(super) struct StatusStyle {
    pub chart_every: u32,
    pub stale_after: Duration,
}

/// What a sent job achieved.
pub(super) enum Sent {
    /// A new status message.
    Posted(Shown),
    /// The shown status message, edited.
    Edited(Shown),
    /// A durable message Discord accepted.
    Delivered,
    /// Nothing to send (a status without minutes).
    Nothing,
}

pub(super) struct Landing {
    pub channel: String,
    pub job: Job,
    /// The request was an edit of the shown status.
    pub edit: bool,
    pub result: Result<Sent, Failure>,
}

fn unrenderable(err: &serde_json::Error) -> Failure {
    Failure::Refused {
        status: 0,
        code: 0,
        reason: format!("the message could not be rendered: {err}"),
    }
}

pub(super) async fn send(
    rest: &Rest,
    job: Job,
    shown: Option<Shown>,
    style: StatusStyle,
    permit: Permit,
) -> Landing {
    let (channel, result, edit) = match &job {
        Job::Durable(durable) => {
            let call = Call::Post {
                channel: channel_id(&durable.place.channel.0),
                payload: durable.payload.clone(),
            };
            let result = rest
                .send(&call, Some(permit))
                .await
                .map(|_| Sent::Delivered);
            (durable.place.channel.0.clone(), result, false)
        }
        Job::Status(status) => {
            let channel = status.place.channel.0.clone();
            match status_call(status, shown, style.chart_every, style.stale_after).await {
                Ok(None) => (channel, Ok(Sent::Nothing), false),
                Err(err) => (channel, Err(unrenderable(&err)), false),
                Ok(Some(out)) => {
                    let answer = rest.send(&out.call, Some(permit)).await;
                    let result = answer.map(|message| match out.edits {
                        Some(current) => Sent::Edited(Shown {
                            stale_line: out.stale_line,
                            ..current
                        }),
                        None => match message["id"].as_str().and_then(|id| id.parse().ok()) {
                            Some(id) => Sent::Posted(Shown {
                                message: id,
                                posted: Instant::now(),
                                with_chart: out.with_chart,
                                stale_line: out.stale_line,
                            }),
                            // Posted, but without an id to edit later: the next status posts.
                            None => Sent::Nothing,
                        },
                    });
                    (channel, result, out.edits.is_some())
                }
            }
        }
    };
    Landing {
        channel,
        job,
        edit,
        result,
    }
}
