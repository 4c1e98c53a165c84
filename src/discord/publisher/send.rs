//! Sending one job the delivery dispatched through the bot's REST path: a status (rendered
//! now, posted or edited as planned), a durable message (rendered when queued), or the
//! removal of a replaced status's buttons. It goes at once: the delivery dispatched it
//! within the limits. What came of it goes back to the delivery as a [`Landing`], with the
//! job itself (so a job that has to wait can be queued again) and Discord's answer (so the
//! limits learn from its headers).

use super::jobs::Discord;
use super::render::{retire_call, status_call};
use serde::Deserialize;
use serenity::all::MessageId;

use crate::discord::delivery::{self, Dispatch, Outgoing, Sent};
use crate::discord::rest::{Call, Failure, Reply, Rest};

pub(super) type Landing = delivery::Landing<Discord>;

fn unrenderable(err: &serde_json::Error) -> Failure {
    Failure::Refused {
        status: 0,
        code: 0,
        reason: format!("the message could not be rendered: {err}"),
    }
}

pub(super) async fn send(rest: &Rest, dispatch: Dispatch<Discord>) -> Landing {
    let Dispatch { channel, outgoing } = dispatch;
    let (answered, result, edit) = match &outgoing {
        Outgoing::Durable(durable) => {
            let call = Call::Post {
                channel: durable.target.channel(),
                payload: durable.message.clone(),
            };
            let Reply { answered, result } = rest.send(&call).await;
            (answered, result.map(|_| Sent::Delivered), false)
        }
        Outgoing::Retire(retire) => match retire_call(retire) {
            Ok(call) => {
                let Reply { answered, result } = rest.send(&call).await;
                (answered, result.map(|_| Sent::Retired), false)
            }
            Err(err) => (None, Err(unrenderable(&err)), false),
        },
        Outgoing::Status { job, plan } => match status_call(job, plan).await {
            Ok(None) => (None, Ok(Sent::Nothing), false),
            Err(err) => (None, Err(unrenderable(&err)), false),
            Ok(Some(out)) => {
                let Reply { answered, result } = rest.send(&out.call).await;
                let sent = result.map(|message| match out.edits {
                    Some(current) => Sent::Edited(delivery::Shown {
                        stale_line: out.stale_line,
                        ..current
                    }),
                    // Discord's answer is read as a typed id here, at the edge.
                    None => match MessageId::deserialize(&message["id"]) {
                        Ok(message) => Sent::Posted {
                            message,
                            with_chart: out.with_chart,
                            stale_line: out.stale_line,
                        },
                        // Posted, but without an id to edit later: the next status posts.
                        Err(_) => Sent::Nothing,
                    },
                });
                (answered, sent, out.edits.is_some())
            }
        },
    };
    Landing {
        channel,
        job: outgoing.into_job(),
        edit,
        result,
        answered,
    }
}
